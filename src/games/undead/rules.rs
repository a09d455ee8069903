//! The one table of The Quick and the Undead's rules, with stable ids.
//!
//! An id never changes meaning once released; a retired rule keeps its id
//! unused. Each names its reference section (docs/undead-sections.txt) and
//! has the message `rule-<id with dots as underscores>` in both languages.

crate::rule_table! {
    // ---- Impossible input: refused outright ----
    /// An entry that has no place at this point of the game.
    NOT_NOW: Rejected, "undead.phase.not-now", "day";
    /// Anything after the game has ended.
    GAME_OVER: Rejected, "undead.game.over", "scoring";
    /// The board's building slots for this player count were never entered.
    SLOTS_MISSING: Rejected, "undead.board.slots-missing", "board-values";
    /// More building cards than the board has slots.
    BUILDINGS_FULL: Rejected, "undead.setup.buildings-full", "setup.buildings";
    /// An Undead drawn from an empty Boot Hill.
    BOOT_HILL_EMPTY: Rejected, "undead.boot-hill.empty", "graveyard.exhausted";
    /// Flipping to Bullet a slot that shows a Bullet already.
    SLOT_FULL: Rejected, "undead.card.slot-has-bullet", "income.bullets";
    /// Taking a Bullet from a slot that shows a Casing.
    SLOT_EMPTY: Rejected, "undead.card.slot-is-casing", "setup.targeting-card";
    /// A Bullet said to be lost while the card has room for it.
    CHOOSE_SLOT: Rejected, "undead.card.choose-slot", "income.bullets";
    /// Paying or giving more than the purse holds.
    NOT_ENOUGH: Rejected, "undead.purse.not-enough", "income";
    /// A "1" Notoriety owed by someone holding only "5"s, and the supply
    /// lacks the five "1"s to change one.
    NO_CHANGE: Rejected, "undead.notoriety.no-change", "income.notoriety-fives";
    /// Five "1"s for a "5", when the table decided at setup it is not done.
    NO_TRADE_UP: Rejected, "undead.notoriety.no-trade-up", "income.notoriety-fives";
    /// Five "1"s for a "5", when the table did not decide at setup.
    UNDECIDED: Rejected, "undead.notoriety.undecided", "income.notoriety-fives";
    /// Five "1"s for a "5", and the supply has no "5" left.
    NO_FIVE: Rejected, "undead.notoriety.no-five", "income.supply";
    /// A die revealed for a band with no Outlaw at home.
    NO_OUTLAW: Rejected, "undead.outlaws.none-home", "abilities.hire-guns";
    /// The reveal must give every band's die once (those at Hire Guns aside).
    EVERY_DIE: Rejected, "undead.reveal.every-die", "day.reveal";
    /// A space that is not 2 to 8.
    NO_SPACE: Rejected, "undead.space.unknown", "actions";
    /// An Undead that is not where the entry says.
    NO_UNDEAD: Rejected, "undead.undead.not-there", "shootouts.undead";
    /// The duel's shots must be every duelist's, once each, at another duelist.
    DUELISTS: Rejected, "undead.duel.every-duelist", "duels.targets";
    /// No building of that name (or more than one starts so).
    BUILDING_UNKNOWN: Rejected, "undead.building.unknown", "buildings";
    /// A building entry about an Outlaw that is not in it.
    NOT_IN_BUILDING: Rejected, "undead.building.not-in-it", "buildings.control";
    /// An Undead drawn during play needs the place its player puts it.
    PLACE_NEEDED: Rejected, "undead.undead.place-needed", "graveyard";
    /// The attacker rolls in an exchange unless the defender's Critical Hit or Miss ended it.
    SHOTS: Rejected, "undead.shootout.shots", "shootouts.building-control";
    /// A duel is bought off between two duelists only.
    BUY_OFF_TWO: Rejected, "undead.buy-off.two-duelists", "buildings.ongoing.buy-off";
    /// A Round Start entry that does not fit the building's ability.
    USE_SHAPE: Rejected, "undead.round-start.shape", "buildings.round-start";
    /// A building kept before the day's end was called ("next").
    KEEP_AFTER_NEXT: Rejected, "undead.upkeep.after-next", "buildings.upkeep";
    /// The number of a hire is the slot of its Bullet, not what it costs.
    HIRE_SLOT: Rejected, "undead.hire.slot", "abilities.hire-guns";
    /// A hire the purse cannot pay, with what it costs.
    HIRE_COST: Rejected, "undead.hire.cost", "abilities.hire-guns";
    /// A building whose bonus is a Bullet is bought with the slot for it.
    BUY_SLOT: Rejected, "undead.buy.bonus-slot", "buildings.bonus";
    /// The defender's Critical Hit or Miss ended the shootout: no attacker's shot.
    SHOOTOUT_ENDED: Rejected, "undead.shootout.ended", "shootouts.building-control";

    // ---- What the rules forbid: fix it, or apply anyway ----
    /// The five 4+ buildings are removed with 1 to 3 players.
    FOUR_PLUS: Violation, "undead.setup.four-plus", "setup.buildings";
    /// Three starting resources, no more, no fewer.
    THREE: Violation, "undead.setup.three-resources", "setup.starting-resources";
    /// Never more than six Outlaws.
    SIX: Violation, "undead.outlaws.six", "abilities.hire-guns";
    /// At setup each Undead goes where the text's order puts it.
    SETUP_ORDER: Violation, "undead.setup.undead-order", "setup.boot-hill";
    /// Nobody returns to a space where their Outlaw lies from earlier in the day.
    LAID_DOWN: Violation, "undead.place.own-outlaw-lies", "day.laid-down";
    /// A 1 goes only where no Outlaw stands.
    WILD_HELD: Violation, "undead.wild.space-held", "day.ones";
    /// Someone acting out of turn.
    NOT_YOUR_TURN: Violation, "undead.turn.not-yours", "turn.order";
    /// An Undead owed to the town is placed before play goes on.
    DRAW_FIRST: Violation, "undead.graveyard.draw-first", "graveyard";
    /// A forced Undead (a building's ability) goes where the ability says.
    DRAW_WHERE: Violation, "undead.graveyard.forced-place", "buildings.round-start";
    /// The space does not give this ability.
    NOT_THIS_SPACE: Violation, "undead.ability.not-this-space", "actions";
    /// One ability a turn, before the income.
    ABILITY_ONCE: Violation, "undead.ability.once", "turn";
    /// Only standing Outlaws on the listed spaces can be Intimidated.
    TARGET: Violation, "undead.intimidate.target", "shootouts.intimidation";
    /// Pay Up is two resources.
    PAY_TWO: Violation, "undead.intimidate.pay-two", "abilities.intimidate.pay-up";
    /// A building protects the resource.
    PROTECTED: Violation, "undead.steal.protected", "buildings.ongoing";
    /// One of the resource, more only with the building that allows it.
    STEAL_ONE: Violation, "undead.steal.one", "abilities.steal";
    /// Stealing from another player only.
    STEAL_OTHER: Violation, "undead.steal.other-player", "abilities.steal";
    /// 6, 5 and 4 fight only the Undead in the street.
    STREET_ONLY: Violation, "undead.fight.street-only", "abilities.fight";
    /// The target of an attempt is kept.
    TARGET_KEPT: Violation, "undead.hunt.target-kept", "shootouts.undead";
    /// A Critical Hit only with the Skull up.
    CRIT_SKULL: Violation, "undead.critical.hit-needs-skull", "critical.hit";
    /// The income is what the space shows.
    INCOME: Violation, "undead.income.not-this-space", "income.choice";
    /// Income once a turn.
    INCOME_ONCE: Violation, "undead.income.once", "turn";
    /// Buying only while the street is clear.
    BUY_STREET: Violation, "undead.buy.street-not-clear", "buildings.buy";
    /// Not from Hire Guns, and only with an Outlaw on the space.
    BUY_FROM: Violation, "undead.buy.from-action-space", "actions";
    /// Hire Guns pays 2 Coins or 1 Notoriety; free only when "New in town".
    NEW_IN_TOWN: Violation, "undead.hire.new-in-town", "abilities.hire-guns.new-in-town";
    /// A Round Start ability once a round, at the start of the round.
    ROUND_START: Violation, "undead.round-start.once", "day.round-start";
    /// Drawing or sending an Undead needs a building with none.
    NEEDS_EMPTY: Violation, "undead.round-start.needs-empty", "buildings.round-start.draw-undead";
    /// Leaving a building at the end of a round only.
    LEAVE: Violation, "undead.leave.end-of-round", "buildings.leave";
    /// Buying off a shootout needs the building that allows it (and not in the final duel).
    BUY_OFF: Violation, "undead.buy-off.building", "buildings.ongoing.buy-off";
    /// The extra Bullet only when a duelist has none.
    EXTRA: Violation, "undead.scoring.extra-bullet", "duels.game-end";

    // ---- Consequences worth knowing ----
    /// The supply ran out of a resource: less was taken.
    SUPPLY_OUT: Info, "undead.supply.ran-out", "income.supply";
    /// The last token of a kind left the supply.
    SUPPLY_LAST: Info, "undead.supply.last", "income.supply";
    /// A "5" was changed for five "1"s to give a "1".
    CHANGED: Info, "undead.notoriety.changed", "income.notoriety-fives";
    /// A Bullet lost: the card was full.
    BULLET_LOST: Info, "undead.card.bullet-lost", "income.bullets";
    /// An Outlaw was shot: the shooter gains 1 Notoriety.
    KILLED: Info, "undead.shootout.killed", "duels.defeat";
    /// A Critical Miss sent an Outlaw home.
    CRIT_MISS: Info, "undead.critical.miss", "critical.miss";
    /// An Undead was killed and its card kept.
    UNDEAD_KILLED: Info, "undead.hunt.killed", "shootouts.undead";
    /// A number came up twice: the attempt is over.
    REPEATED: Info, "undead.hunt.repeated", "shootouts.undead";
    /// Boot Hill is empty: no Undead is placed.
    EXHAUSTED: Info, "undead.boot-hill.exhausted", "graveyard.exhausted";
    /// Several 1s: all of them lose their turn.
    ONES: Info, "undead.wild.all-lose", "day.ones";
    /// The first buyer took the bonus resource.
    BONUS: Info, "undead.buy.bonus", "buildings.bonus";
    /// Half price, rounded up: the building is occupied.
    HALF: Info, "undead.buy.half-price", "buildings.half-price";
    /// A building was vacated for want of a Bullet at the end of the day.
    VACATED: Info, "undead.upkeep.vacated", "buildings.upkeep";
    /// High Noon was triggered.
    HIGH_NOON: Info, "undead.high-noon.triggered", "high-noon";
    /// The game is over: who won.
    WINNER: Info, "undead.scoring.winner", "scoring";
    /// The game is over: one person's Notoriety, by where it comes from.
    FINAL_COUNT: Info, "undead.scoring.final", "scoring";
    /// Fewer Outlaws hired than the table size gives: six is the most.
    SIXTH: Info, "undead.outlaws.sixth", "abilities.hire-guns";
    /// A building's ability gave Notoriety.
    BUILDING_GAVE: Info, "undead.building.gave", "buildings.ongoing";

    // ---- What the table must do now ----
    /// The building cards to enter.
    ENTER_BUILDINGS: Reminder, "undead.setup.enter-buildings", "setup.buildings";
    /// The Undead drawn at setup to enter.
    ENTER_UNDEAD: Reminder, "undead.setup.enter-undead", "setup.boot-hill";
    /// Starting resources to choose.
    ENTER_START: Reminder, "undead.setup.enter-start", "setup.starting-resources";
    /// A controlled building's Round Start ability.
    USE_NOW: Reminder, "undead.round-start.reminder", "day.round-start";
    /// The Law asks who is Hiring Guns.
    CALL_HIRING: Reminder, "undead.day.call-hiring", "day.hiring-guns";
    /// Reveal every die.
    REVEAL: Reminder, "undead.day.reveal", "day.reveal";
    /// The lone 1 is placed.
    PLACE_WILD: Reminder, "undead.wild.place", "actions.wild-card";
    /// An Undead to draw and place.
    DRAW: Reminder, "undead.graveyard.draw", "graveyard";
    /// The duel's shots.
    DUEL: Reminder, "undead.duel.shots", "duels.shots";
    /// Whose turn it is, on which space.
    TURN: Reminder, "undead.turn.now", "turn";
    /// The shot at an Undead: what is rolled, and the chance the next kills.
    HUNT: Reminder, "undead.hunt.chance", "shootouts.undead";
    /// The occupant of a bought building answers.
    CONTEST: Reminder, "undead.buy.occupant-answers", "buildings.stand-ground";
    /// The round is over.
    ROUND_END: Reminder, "undead.round.end", "end-of-round";
    /// A Bullet per building, or vacate it.
    UPKEEP: Reminder, "undead.upkeep.pay", "buildings.upkeep";
    /// The tied players duel to the death.
    TIEBREAK: Reminder, "undead.scoring.duel", "scoring.ties";
    /// This round is High Noon.
    FINAL: Reminder, "undead.high-noon.final-round", "high-noon";
}
