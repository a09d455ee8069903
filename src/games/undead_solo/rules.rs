//! The solo game's own rules, with stable ids (`undead-solo.*`), each
//! naming its section of the reference (the multiplayer game's text, whose
//! `solo.*` sections are the Solo Variant). Everything the variant leaves
//! as in the normal game is checked by the multiplayer game's rules
//! (`undead.*`), whose findings the solo game passes on.

crate::rule_table! {
    // ---- Impossible input: refused outright ----
    /// Anything after the game has ended.
    GAME_OVER: Rejected, "undead-solo.game.over", "solo.objective";
    /// An entry of the multiplayer game that has no place in the solo game.
    NOT_SOLO: Rejected, "undead-solo.entry.not-solo", "solo.play";
    /// An entry that has no place at this point of the game.
    NOT_NOW: Rejected, "undead-solo.phase.not-now", "solo.play";
    /// Dead Ranger's Intimidation waits for the player's answer.
    ANSWER_FIRST: Rejected, "undead-solo.intimidated.answer-first", "solo.actions.intimidate";
    /// Dead Ranger rolled 1 while the player is at Hire Guns: roll again.
    REROLL: Rejected, "undead-solo.wild.reroll", "solo.actions.wild-card";
    /// Holster places the Undead (the street, else the first building clockwise).
    PLACED_BY_HOLSTER: Rejected, "undead-solo.undead.placed-by-holster", "solo.undead-placement";
    /// A Critical Hit on Dead Ranger removes a Bullet the player names, from a slot that holds one.
    CRITICAL_SLOT: Rejected, "undead-solo.killing.critical-slot", "solo.killing";
    /// With The Undead are fast!, more than one Outlaw can be the target: say which.
    WHICH_OUTLAW: Rejected, "undead-solo.intimidated.which", "solo.options.fast";
    /// The Outlaw named is none Dead Ranger can Intimidate from its space.
    NOT_TARGET: Rejected, "undead-solo.intimidated.not-target", "solo.options.fast";
    /// No Dead Ranger Outlaw is on that space.
    NO_RANGER_THERE: Rejected, "undead-solo.intimidate.no-outlaw", "solo.actions.intimidate";
    /// What the player steals comes from the supply; a Bullet names no slot of another player.
    FROM_SUPPLY: Rejected, "undead-solo.steal.from-supply", "solo.stealing";

    // ---- What the rules forbid: fix it, or apply anyway ----
    /// The player may Intimidate Dead Ranger's Outlaws only on the spaces the space names.
    TARGET: Violation, "undead-solo.intimidate.target", "solo.actions.intimidate";
    /// Paying up is two resources.
    PAY_TWO: Violation, "undead-solo.intimidated.pay-two", "solo.actions.intimidate";

    // ---- What Holster tells the table ----
    /// The buildings get no starting resources: a slot's bonus typed with one stays in the supply.
    NO_BONUS: Info, "undead-solo.setup.no-bonus", "solo.setup";
    /// What Dead Ranger just did, in a sentence.
    RANGER_DID: Info, "undead-solo.ranger.did", "solo.placement";
    /// A hit on Dead Ranger whose slot holds no Bullet any more removes none.
    NO_BULLET_THERE: Info, "undead-solo.killing.no-bullet", "solo.actions.intimidate";
    /// Reinforcements: Dead Ranger sent to 7 brings an Undead.
    REINFORCEMENTS: Info, "undead-solo.options.reinforcements", "solo.options.reinforcements";
    /// The Horde: Dead Ranger on 8 with nobody to Intimidate brings an Undead.
    HORDE: Info, "undead-solo.options.horde", "solo.options.horde";
    /// A Critical Miss of Dead Ranger's: its Outlaw goes back to the Graveyard, no Undead.
    RANGER_CRIT_MISS: Info, "undead-solo.duels.ranger-critical-miss", "solo.placement";
    /// The killed Undead goes to the bottom of Boot Hill.
    BURIED: Info, "undead-solo.undead.buried", "solo.killed-undead";
    /// Won: Dead Ranger's card has no Bullet left.
    WON: Info, "undead-solo.end.won", "solo.objective";
    /// Lost: the town is overrun.
    OVERRUN: Info, "undead-solo.end.overrun", "solo.losing";
    /// Lost: all the player's Outlaws are in the Graveyard at the end of a round.
    DEAD: Info, "undead-solo.end.dead", "solo.losing";

    // ---- What the table must do now ----
    /// Enter the building cards clockwise from the Graveyard.
    ENTER_BUILDINGS: Reminder, "undead-solo.setup.buildings", "solo.setup";
    /// Enter the Undead drawn for the street.
    ENTER_STREET: Reminder, "undead-solo.setup.street", "solo.setup";
    /// Place your Outlaw openly, or your die on Hire Guns.
    PLACE: Reminder, "undead-solo.play.place", "solo.play";
    /// Roll Dead Ranger's d8.
    ROLL_RANGER: Reminder, "undead-solo.play.roll", "solo.play";
    /// The duel with Dead Ranger: both d8s.
    DUEL: Reminder, "undead-solo.duels.now", "solo.duels";
    /// Dead Ranger Intimidates you: pay up or walk out.
    INTIMIDATED: Reminder, "undead-solo.intimidated.now", "solo.actions.intimidate";
    /// Draw the top Undead of Boot Hill: Holster places it.
    DRAW: Reminder, "undead-solo.undead.draw", "solo.undead-placement";
    /// The score as it stands.
    SCORE: Info, "undead-solo.score.now", "solo.score";
}
