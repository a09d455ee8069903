//! The one table of BANG! The Dice Game's rules, with stable ids.
//!
//! An id never changes meaning once released; a retired rule keeps its id
//! unused. Each names the reference section that explains it, and has the
//! message `rule-<id with dots as underscores>` in both languages.

crate::rule_table! {
    // ---- Impossible input: refused outright ----
    /// A seat that does not exist (only a hand-edited file can say this).
    PLAYER_UNKNOWN: Rejected, "bang-dice.player.unknown", "setup";
    /// Anything but revealing roles after the game has ended.
    GAME_OVER: Rejected, "bang-dice.game.over", "end";
    /// Rerolling or resolving before the first roll of the turn.
    NOT_ROLLED: Rejected, "bang-dice.dice.not-rolled", "turn.rolls";
    /// A second first roll in one turn.
    ALREADY_ROLLED: Rejected, "bang-dice.roll.already-rolled", "turn.rolls";
    /// A die that is not one of the five, or the same die twice.
    NO_SUCH_DIE: Rejected, "bang-dice.dice.no-such-die", "dice";
    /// Not one target per 1 and 2 showing.
    SHOTS_COUNT: Rejected, "bang-dice.shot.wrong-count", "dice";
    /// Not one player per beer showing.
    BEERS_COUNT: Rejected, "bang-dice.beer.wrong-count", "dice.beer";
    /// A step of the resolution entered twice.
    ALREADY_RESOLVED: Rejected, "bang-dice.resolve.already-done", "dice";
    /// A character's choice when there is nothing to choose.
    NO_CHOICE: Rejected, "bang-dice.choice.none-pending", "characters";
    /// More than a character can choose.
    CHOICE_TOO_MANY: Rejected, "bang-dice.choice.too-many", "characters";
    /// Revealing a role that is already known.
    REVEAL_KNOWN: Rejected, "bang-dice.reveal.known", "elimination";
    /// Revealing a role card that is not in the game (or all of its cards are seen).
    REVEAL_IMPOSSIBLE: Rejected, "bang-dice.reveal.impossible", "setup.roles";
    /// Kit Carlson discards an arrow of a player who holds none.
    KIT_NO_ARROW: Rejected, "bang-dice.character.kit-carlson.no-arrow", "characters.kit-carlson";
    /// Kit Carlson discards more arrows than he has gatling dice.
    KIT_TOO_MANY: Rejected, "bang-dice.character.kit-carlson.too-many", "characters.kit-carlson";
    /// A double hit with no beer die left to spend on it.
    SLAB_NO_BEER: Rejected, "bang-dice.character.slab-the-killer.no-beer", "characters.slab-the-killer";

    // ---- What the rules forbid: fix it, or apply anyway ----
    /// Dynamite is never rerolled (Black Jack may, unless he has three or more).
    DYNAMITE_NO_REROLL: Violation, "bang-dice.dynamite.no-reroll", "dice.dynamite";
    /// After three dynamite the turn's rolling is over.
    DYNAMITE_NO_MORE_ROLLS: Violation, "bang-dice.dynamite.no-more-rolls", "dice.dynamite";
    /// Two rerolls at most (Lucky Duke three).
    TOO_MANY_ROLLS: Violation, "bang-dice.roll.too-many", "turn.rolls";
    /// Once the dice are being resolved, nothing is rerolled.
    ROLL_AFTER_RESOLVING: Violation, "bang-dice.roll.after-resolving", "turn.rolls";
    /// Dynamite, then 1s and 2s, then beer, then gatling.
    OUT_OF_ORDER: Violation, "bang-dice.resolve.out-of-order", "dice";
    /// A 1 or 2 aimed at a player at another distance.
    OUT_OF_RANGE: Violation, "bang-dice.target.out-of-range", "dice.distance";
    /// A 1 or 2 aimed at the shooter.
    TARGET_SELF: Violation, "bang-dice.target.self", "dice.one";
    /// A die used on an eliminated player.
    TARGET_ELIMINATED: Violation, "bang-dice.target.eliminated", "elimination";
    /// Ending the turn with dice not resolved.
    UNRESOLVED: Violation, "bang-dice.turn.unresolved", "dice";
    /// Ending the turn without rolling.
    NO_ROLL: Violation, "bang-dice.turn.no-roll", "turn";
    /// A gatling with fewer than three (Willy the Kid two).
    GATLING_TOO_FEW: Violation, "bang-dice.gatling.too-few", "dice.gatling";
    /// Playing on while a character's choice is open.
    CHOICE_PENDING: Violation, "bang-dice.choice.pending", "characters";
    /// Playing on while whether the game is over depends on a role to reveal.
    REVEAL_FIRST: Violation, "bang-dice.elimination.reveal-first", "elimination";
    /// Revealing a living player's role during the game.
    REVEAL_ALIVE: Violation, "bang-dice.reveal.alive", "setup.roles";
    /// Only Slab the Killer doubles a hit with a beer.
    SLAB_ONLY: Violation, "bang-dice.character.slab-the-killer.only-slab", "characters.slab-the-killer";
    /// Slab the Killer doubles one hit per turn.
    SLAB_ONCE: Violation, "bang-dice.character.slab-the-killer.once-per-turn", "characters.slab-the-killer";
    /// Bart Cassidy may not take the last arrow.
    BART_LAST_ARROW: Violation, "bang-dice.character.bart-cassidy.last-arrow", "characters.bart-cassidy";
    /// Sid Ketchum gives nobody a life while every living player could gain one.
    SID_SOMEONE: Violation, "bang-dice.character.sid-ketchum.someone", "characters.sid-ketchum";

    // ---- What the table must do now ----
    /// Assign every 1 and 2.
    RESOLVE_SHOTS: Reminder, "bang-dice.resolve.shots", "dice";
    /// Give every beer.
    RESOLVE_BEERS: Reminder, "bang-dice.resolve.beers", "dice.beer";
    /// Fire the gatling.
    RESOLVE_GATLING: Reminder, "bang-dice.resolve.gatling", "dice.gatling";
    /// The last arrow was taken: the Indians attacked (already applied).
    INDIANS: Info, "bang-dice.indians.attack", "dice.indians";
    /// An eliminated player shows their role.
    REVEAL: Reminder, "bang-dice.elimination.reveal", "elimination";
    /// Whether the game is over depends on roles still to reveal.
    NEEDS_REVEAL: Reminder, "bang-dice.end.needs-reveal", "end";
    /// The game is over: the living players show their roles to name the winners.
    REVEAL_ROLES: Reminder, "bang-dice.end.reveal-roles", "end";
    /// Sid Ketchum chooses who gains a life.
    SID_CHOOSE: Reminder, "bang-dice.character.sid-ketchum.choose", "characters.sid-ketchum";
    /// Bart Cassidy chooses arrows or lives.
    BART_CHOOSE: Reminder, "bang-dice.character.bart-cassidy.choose", "characters.bart-cassidy";
    /// Pedro Ramirez chooses whether to discard arrows.
    PEDRO_CHOOSE: Reminder, "bang-dice.character.pedro-ramirez.choose", "characters.pedro-ramirez";
    /// Kit Carlson chooses whose arrows to discard.
    KIT_CHOOSE: Reminder, "bang-dice.character.kit-carlson.choose", "characters.kit-carlson";
    /// Suzy Lafayette's turn can end with two lives for her.
    SUZY_END: Reminder, "bang-dice.character.suzy-lafayette.end-of-turn", "characters.suzy-lafayette";

    // ---- Consequences worth knowing ----
    /// Arrows taken from the pile for arrow faces.
    ARROWS_TAKEN: Info, "bang-dice.arrow.taken", "dice.arrow";
    /// Three dynamite: a life lost and no more rolling.
    DYNAMITE_EXPLODED: Info, "bang-dice.dynamite.exploded", "dice.dynamite";
    /// A beer for a player at their maximum.
    BEER_WASTED: Info, "bang-dice.beer.wasted", "dice.beer";
    /// Lives beyond the starting maximum are lost.
    LIFE_AT_MAX: Info, "bang-dice.life.max", "setup.life";
    /// A player was eliminated; their arrows went back.
    ELIMINATED: Info, "bang-dice.elimination.eliminated", "elimination";
    /// The player whose turn it was is out; the next one plays.
    TURN_PASSED: Info, "bang-dice.turn.passed", "turn.order";
    /// The gatling fired.
    GATLING_FIRED: Info, "bang-dice.gatling.fired", "dice.gatling";
    /// The Sheriff is down.
    END_SHERIFF_DOWN: Info, "bang-dice.end.sheriff-down", "end.sheriff-down";
    /// All Outlaws and Renegades are down.
    END_OUTLAWS_DOWN: Info, "bang-dice.end.outlaws-down", "end.outlaws-down";
    /// Eight players: a Renegade plays for himself.
    END_EIGHT_PLAYERS: Info, "bang-dice.end.eight-players", "end.eight-players";
    /// Everyone is down at once.
    END_EVERYONE_DOWN: Info, "bang-dice.end.everyone-down", "end.everyone-down";
    /// Three players: a player eliminated their own target.
    THREE_TARGET: Info, "bang-dice.three-players.target", "three-players";
    /// Three players: a target fell to the wrong player; the last two fight.
    THREE_SHOWDOWN: Info, "bang-dice.three-players.showdown", "three-players";
    /// Three players: one player is left.
    THREE_LAST: Info, "bang-dice.three-players.last-standing", "three-players";
    /// Bart Cassidy took arrows instead of lives.
    BART_ARROWS: Info, "bang-dice.character.bart-cassidy.arrows", "characters.bart-cassidy";
    /// Black Jack rerolled dynamite.
    BLACK_JACK: Info, "bang-dice.character.black-jack.dynamite", "characters.black-jack";
    /// Calamity Janet used a 1 as a 2 or the other way round.
    CALAMITY: Info, "bang-dice.character.calamity-janet.swap", "characters.calamity-janet";
    /// The shooter took an arrow for hurting El Gringo.
    EL_GRINGO: Info, "bang-dice.character.el-gringo.arrow", "characters.el-gringo";
    /// Jesse Jones's beer gave him two lives.
    JESSE: Info, "bang-dice.character.jesse-jones.double-beer", "characters.jesse-jones";
    /// Jourdonnais lost only one life to the Indians.
    JOURDONNAIS: Info, "bang-dice.character.jourdonnais.one-life", "characters.jourdonnais";
    /// Lucky Duke's fourth roll.
    LUCKY: Info, "bang-dice.character.lucky-duke.extra-roll", "characters.lucky-duke";
    /// Paul Regret lost nothing to the gatling.
    PAUL: Info, "bang-dice.character.paul-regret.no-gatling", "characters.paul-regret";
    /// Rose Doolan shot one place further.
    ROSE: Info, "bang-dice.character.rose-doolan.range", "characters.rose-doolan";
    /// Sid Ketchum's heal.
    SID_HEALED: Info, "bang-dice.character.sid-ketchum.heal", "characters.sid-ketchum";
    /// Slab the Killer's double hit.
    SLAB_DOUBLE: Info, "bang-dice.character.slab-the-killer.double", "characters.slab-the-killer";
    /// Suzy Lafayette gained two lives.
    SUZY: Info, "bang-dice.character.suzy-lafayette.bonus", "characters.suzy-lafayette";
    /// Vulture Sam gained lives for eliminated players.
    VULTURE: Info, "bang-dice.character.vulture-sam.bonus", "characters.vulture-sam";
    /// Willy the Kid fired with two gatlings.
    WILLY: Info, "bang-dice.character.willy-the-kid.two-gatlings", "characters.willy-the-kid";
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::check_rule_table;

    #[test]
    fn the_table_is_sound() {
        assert_eq!(check_rule_table(RULES), Vec::<String>::new());
        assert!(RULES.iter().all(|r| r.id.starts_with("bang-dice.")));
    }
}
