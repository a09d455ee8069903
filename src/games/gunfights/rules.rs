//! The one table of Gunfights & Gamblin' rules, with stable ids.
//!
//! An id never changes meaning once released; a retired rule keeps its id
//! unused. Each names the reference section (docs/gunfights-sections.txt)
//! that explains it, and has the message `rule-<id with dots as
//! underscores>` in both languages.

crate::rule_table! {
    // ---- Impossible input: refused outright ----
    /// A seat that does not exist (only a hand-edited file can say this).
    SEAT_UNKNOWN: Rejected, "gunfights.seat.unknown", "setup";
    /// The character is not in this game (Deputy or Scout in the 4 Character Variant).
    NOT_IN_GAME: Rejected, "gunfights.character.not-in-game", "setup.four-characters";
    /// Anything after the sixth score bullet.
    GAME_OVER: Rejected, "gunfights.game.over", "end";
    /// Only shots and Dynamite in the showdown.
    SHOWDOWN_ONLY: Rejected, "gunfights.showdown.shots-only", "tiebreaker";
    /// A number printed on the boards that the table did not enter in the settings.
    VALUE_MISSING: Rejected, "gunfights.board.value-missing", "board-values";
    /// Paying more money than the character holds.
    MONEY_SHORT: Rejected, "gunfights.money.not-enough", "pioneers.mayor";
    /// Giving or spending more ammo than the character holds.
    AMMO_SHORT: Rejected, "gunfights.ammo.not-enough", "items.ammo";
    /// Trading or pocketing an item the character does not hold.
    NOT_HELD: Rejected, "gunfights.item.not-held", "items";
    /// A call with no Blind Betty gamble open.
    NO_GAMBLE: Rejected, "gunfights.blind-betty.no-gamble", "blind-betty";
    /// A new gamble, or anything else, while a gamble waits for its call.
    GAMBLE_OPEN: Rejected, "gunfights.blind-betty.call-first", "blind-betty";
    /// A third Entry Bomb: the Scout has two.
    BOMB_TWO: Rejected, "gunfights.entry-bomb.two-at-most", "renegades.scout.entry-bombs";
    /// Buying, stealing or trading nothing (0 ammo).
    NOTHING: Rejected, "gunfights.ware.nothing", "items";
    /// Damage to share among several opponents needs one name per point.
    SPLIT: Rejected, "gunfights.gunfight.split-damage", "gunfights.shooting";
    /// Beer and Tobacco could both kick in: the shooter says which.
    KICK: Rejected, "gunfights.gunfight.beer-or-tobacco", "items.saloon.beer";

    // ---- What the rules forbid: fix it, or apply anyway ----
    /// Another character's action during someone's turn (or during the Raid).
    NOT_YOUR_TURN: Violation, "gunfights.turn.not-yours", "overview";
    /// A fourth action in a round for the Deputy, the Scout or the Thief.
    ACTIONS_LIMIT: Violation, "gunfights.actions.limit", "pioneers.deputy";
    /// Income collected twice in one turn.
    INCOME_TWICE: Violation, "gunfights.income.once-a-turn", "pioneers.mayor";
    /// Income or purchases by someone who is not the Mayor or the Head Honcho.
    BUYERS_ONLY: Violation, "gunfights.purchase.buyers-only", "pioneers.mayor";
    /// The Pioneers buy only from standing buildings.
    BUILDING_DOWN: Violation, "gunfights.purchase.building-burned", "buildings";
    /// At most one of each item per character (the Thief's pocket aside).
    ONE_OF_EACH: Violation, "gunfights.items.one-of-each", "items.saloon";
    /// Items and ammo go to one's own team.
    OTHER_TEAM: Violation, "gunfights.items.other-team", "pioneers";
    /// A Colt trade-in for someone without a Colt.
    TRADE_IN_COLT: Violation, "gunfights.colt.trade-in-needs-colt", "items.store.colt";
    /// Only the Mayor rebuilds.
    REBUILD_MAYOR: Violation, "gunfights.rebuild.mayor-only", "pioneers.mayor";
    /// Rebuilding a building that is not burned.
    REBUILD_STANDING: Violation, "gunfights.rebuild.not-burned", "buildings";
    /// Only the Mayor and the Head Honcho gamble.
    BETTY_GAMBLERS: Violation, "gunfights.blind-betty.gamblers-only", "blind-betty";
    /// One gamble each a round.
    BETTY_ONCE: Violation, "gunfights.blind-betty.once-a-round", "blind-betty";
    /// The Mayor gambles only while the Gamblin' House stands.
    BETTY_HOUSE: Violation, "gunfights.blind-betty.house-burned", "buildings.gamblin-house";
    /// Bets are 5, 10 or 15 cents.
    BETTY_BET: Violation, "gunfights.blind-betty.bet", "blind-betty";
    /// Only the Sheriff plays Target Practice.
    PRACTICE_SHERIFF: Violation, "gunfights.target-practice.sheriff-only", "pioneers.sheriff.target-practice";
    /// Target Practice once a turn.
    PRACTICE_ONCE: Violation, "gunfights.target-practice.once-a-turn", "pioneers.sheriff.target-practice";
    /// Only the Deputy and the Scout give and cycle Snake Oils.
    OIL_AGENTS: Violation, "gunfights.snake-oil.deputy-or-scout", "items.snake-oils";
    /// A Snake Oil given once a round.
    OIL_ONCE: Violation, "gunfights.snake-oil.give-once-a-round", "pioneers.deputy.snake-oils";
    /// A character holds one Snake Oil at a time.
    OIL_HELD: Violation, "gunfights.snake-oil.one-each", "items.snake-oils";
    /// A Snake Oil goes to one's own team.
    OIL_TEAM: Violation, "gunfights.snake-oil.own-team", "pioneers.deputy.snake-oils";
    /// Only the Deputy plants a Booby Trap.
    TRAP_DEPUTY: Violation, "gunfights.booby-trap.deputy-only", "pioneers.deputy.booby-trap";
    /// One Booby Trap a round.
    TRAP_ONCE: Violation, "gunfights.booby-trap.once-a-round", "pioneers.deputy.booby-trap";
    /// Only the Deputy guards information.
    GUARD_DEPUTY: Violation, "gunfights.guard.deputy-only", "pioneers.deputy.guard-information";
    /// Only the Scout plants Entry Bombs.
    BOMB_SCOUT: Violation, "gunfights.entry-bomb.scout-only", "renegades.scout.entry-bombs";
    /// Only the Scout reveals information.
    REVEAL_SCOUT: Violation, "gunfights.reveal.scout-only", "renegades.scout.reveal-information";
    /// One piece of information a round.
    REVEAL_ONCE: Violation, "gunfights.reveal.once-a-round", "renegades.scout.reveal-information";
    /// The Deputy rolled, so the Scout must roll to beat him.
    REVEAL_ROLL: Violation, "gunfights.reveal.roll-needed", "renegades.scout.reveal-information";
    /// Only the Thief steals.
    THIEF_ONLY: Violation, "gunfights.theft.thief-only", "renegades.thief";
    /// The guaranteed theft follows a failed first attempt only.
    GUARANTEE_FIRST: Violation, "gunfights.theft.guarantee-after-first-failure", "renegades.thief.guarantee-theft";
    /// No guaranteed Winchester.
    GUARANTEE_WINCHESTER: Violation, "gunfights.theft.guarantee-not-winchester", "renegades.thief.guarantee-theft";
    /// No guaranteed theft after stealing ammo this turn.
    GUARANTEE_AMMO: Violation, "gunfights.theft.guarantee-after-ammo", "renegades.thief.guarantee-theft";
    /// Traders are teammates.
    TRADE_TEAM: Violation, "gunfights.trade.same-team", "pioneers";
    /// Trading happens during one's own team's turns.
    TRADE_TURN: Violation, "gunfights.trade.team-turn", "renegades";
    /// No trading once the Raid has started.
    TRADE_RAID: Violation, "gunfights.trade.not-in-raid", "items.store";
    /// The Raid's outcome before the Head Honcho ended his turn.
    RAID_NOT_YET: Violation, "gunfights.raid.not-yet", "raid";
    /// Ending a turn during the Raid.
    END_IN_RAID: Violation, "gunfights.turn.raid-running", "raid";
    /// Only Renegades attack.
    ATTACKERS: Violation, "gunfights.raid.renegades-attack", "raid.start";
    /// Only Pioneers defend.
    DEFENDERS: Violation, "gunfights.raid.pioneers-defend", "raid.start";
    /// Every Renegade attacks a building.
    EVERY_RENEGADE: Violation, "gunfights.raid.every-renegade-attacks", "renegades.head-honcho.attack";
    /// Every Pioneer has a Defense Card.
    EVERY_PIONEER: Violation, "gunfights.raid.every-pioneer-defends", "pioneers.sheriff.defense";
    /// A character placed twice.
    PLACED_TWICE: Violation, "gunfights.raid.one-tile-each", "raid.start";
    /// The defence is revealed after the attacks are declared.
    ATTACK_FIRST: Violation, "gunfights.raid.attack-first", "raid.start";
    /// A building out of play cannot be attacked or defended.
    OUT_OF_PLAY: Violation, "gunfights.raid.out-of-play", "setup.four-characters";
    /// The Fire Wagon only in round 6.
    WAGON_ROUND: Violation, "gunfights.fire-wagon.round-six-only", "fire-wagon";
    /// The Fire Wagon only on a building no other Pioneer defends.
    WAGON_UNDEFENDED: Violation, "gunfights.fire-wagon.undefended-only", "fire-wagon";
    /// The Entry Bombs revealed are the ones planted.
    BOMBS_COUNT: Violation, "gunfights.entry-bomb.revealed-as-planted", "renegades.scout.entry-bombs";
    /// Two Entry Bombs never lie on one building.
    BOMBS_APART: Violation, "gunfights.entry-bomb.different-buildings", "renegades.scout.entry-bombs";
    /// A Booby Trap revealed only when planted, and revealed when planted.
    TRAP_PLANTED: Violation, "gunfights.booby-trap.revealed-as-planted", "raid.booby-trap";
    /// Shots only in the Raid's gunfights, once the defence is revealed.
    FIGHT_NOT_NOW: Violation, "gunfights.gunfight.not-now", "gunfights";
    /// The shooter stands at an attacked and defended building.
    SHOOTER_THERE: Violation, "gunfights.gunfight.shooter-not-there", "raid.defended-buildings";
    /// The targets are living opponents at the shooter's building.
    TARGET: Violation, "gunfights.gunfight.target", "gunfights.shooting";
    /// A shot with nobody left to hit at the shooter's building.
    NO_OPPONENT: Violation, "gunfights.gunfight.no-opponent", "gunfights.return-fire";
    /// Shots go in order: the Church's team first, turn order within a team.
    OUT_OF_TURN: Violation, "gunfights.gunfight.out-of-turn", "gunfights.order";
    /// Dynamite King's second entry after a shot is the throw, not a second shot.
    KING_THROWS: Violation, "gunfights.gunfight.king-throws", "items.snake-oils.dynamite-king";
    /// The dead do not shoot (Deathrattle aside).
    DEAD_SHOOTER: Violation, "gunfights.gunfight.dead", "glossary.deathrattle";
    /// Lucky only for whoever holds it.
    LUCKY_NOT_HELD: Violation, "gunfights.lucky.not-held", "items.snake-oils.lucky";
    /// Lucky once a round.
    LUCKY_ONCE: Violation, "gunfights.lucky.once-a-round", "items.snake-oils.lucky";
    /// An attacked building nobody defended burns.
    MUST_BURN: Violation, "gunfights.raid.undefended-burns", "raid.empty-buildings";
    /// Every defender of a building fell and a Renegade lives: it burns.
    DEFENDERS_FELL: Violation, "gunfights.raid.defenders-fell", "gunfights.return-fire";
    /// The Pioneers held the building: it stands.
    HELD: Violation, "gunfights.raid.held", "gunfights.return-fire";
    /// Both sides died: the building is not burned.
    MUTUAL_DEATH: Violation, "gunfights.raid.mutual-death", "glossary.mutual-death";
    /// The Raid is over only when every gunfight is: a side dead, nobody
    /// able to fire, or a cease fire.
    FIGHT_GOING: Violation, "gunfights.raid.fight-going", "raid.defended-buildings";
    /// Only attacked buildings burn.
    NOT_ATTACKED: Violation, "gunfights.raid.not-attacked", "raid.defended-buildings";
    /// The Fire Wagon douses its building.
    DOUSED: Violation, "gunfights.fire-wagon.doused", "fire-wagon";
    /// A building burned that was already down or out of play.
    BURN_DOWN: Violation, "gunfights.raid.already-down", "scoring";
    /// A character named dead who fought in no gunfight and whom the start
    /// of the Raid left alive.
    DEAD_NO_GUNFIGHT: Violation, "gunfights.raid.dead-without-gunfight", "raid.start";
    /// A character named dead whom the shots entered at his building leave alive.
    DEAD_SHOTS_ALIVE: Violation, "gunfights.raid.dead-shots-alive", "gunfights.shooting";
    /// The Raid ends while someone killed before firing has a Deathrattle
    /// shot left.
    DEATHRATTLE_LEFT: Violation, "gunfights.raid.deathrattle-left", "glossary.deathrattle";
    /// Tiles placed again once the defence is revealed.
    TILES_STAND: Violation, "gunfights.raid.tiles-stand", "raid.start";
    /// Shots reported on paper for a gunfight whose shots were entered one by one.
    SHOTS_ENTERED: Violation, "gunfights.raid.shots-entered", "gunfights.shooting";

    /// Start-of-raid damage before the defence is revealed, or outside the Raid.
    STRIKE_NOT_NOW: Rejected, "gunfights.strike.not-now", "raid";
    /// Start-of-raid damage dealt a second time.
    STRIKE_TWICE: Rejected, "gunfights.strike.twice", "raid";
    /// Start-of-raid damage that hits nobody in this Raid.
    STRIKE_NONE: Rejected, "gunfights.strike.nothing", "raid";
    /// Several characters at a trapped or bombed building: who takes it?
    STRIKE_WHO: Rejected, "gunfights.strike.who", "raid";
    /// The Booby Trap or an Entry Bomb before the Stockade's damage.
    STRIKE_ORDER: Violation, "gunfights.strike.stockade-first", "raid";
    /// The damage given to someone not at that building.
    STRIKE_TARGET: Violation, "gunfights.strike.not-there", "raid";
    /// A shot, or the Raid's outcome, while start-of-raid damage is still due.
    STRIKES_FIRST: Violation, "gunfights.strike.before-gunfights", "raid";
    /// A cease fire where no gunfight goes on.
    CEASE_NO_FIGHT: Violation, "gunfights.cease-fire.no-gunfight", "gunfights.return-fire";
    /// A cease fire while a Renegade there can still fire.
    CEASE_EARLY: Violation, "gunfights.cease-fire.renegades-armed", "gunfights.return-fire";
    /// A shot at a building after its cease fire.
    CEASED_SHOT: Violation, "gunfights.cease-fire.called", "gunfights.return-fire";

    // ---- What the table must do now ----
    /// The Mayor or the Head Honcho has not collected the income.
    COLLECT_INCOME: Reminder, "gunfights.income.collect", "pioneers.mayor";
    /// Blind Betty: make the call, with the chance of each.
    BETTY_CALL: Reminder, "gunfights.blind-betty.call", "blind-betty";
    /// The Raid: play it at the table and enter what burned and who died.
    RAID: Reminder, "gunfights.raid.play", "raid";
    /// The Raid: enter the Renegades' attacks, then the revealed defence.
    RAID_PLACE: Reminder, "gunfights.raid.place-tiles", "raid.start";
    /// A gunfight to play at a building, with who shoots first.
    GUNFIGHT: Reminder, "gunfights.raid.gunfight", "gunfights.order";
    /// The Booby Trap: one Renegade at its building takes 1 damage.
    BOOBY_TRAP: Reminder, "gunfights.raid.booby-trap", "raid.booby-trap";
    /// The Entry Bombs: one Pioneer at each bombed building takes 1 damage.
    ENTRY_BOMBS: Reminder, "gunfights.raid.entry-bombs", "raid.entry-bombs";
    /// The Stockade's damage is due.
    STOCKADE_DUE: Reminder, "gunfights.raid.stockade-due", "raid.stockade";
    /// The Renegades at a building can no longer fire: shoot on or cease fire.
    CEASE_MAY: Reminder, "gunfights.cease-fire.may", "gunfights.return-fire";
    /// Round 6: the Sheriff may place the Fire Wagon.
    FIRE_WAGON: Reminder, "gunfights.fire-wagon.round-six", "fire-wagon";
    /// A tie: the showdown decides.
    SHOWDOWN: Reminder, "gunfights.end.showdown", "tiebreaker";

    // ---- Consequences worth knowing ----
    /// The Mayor's money above his income was discarded at the end of his turn.
    MONEY_CAPPED: Info, "gunfights.mayor.money-capped", "pioneers.mayor.savings";
    /// Target Practice hit: Bullseye +1 or +2.
    BULLSEYE: Info, "gunfights.target-practice.bullseye", "pioneers.sheriff.target-practice";
    /// Target Practice hit, but the Bullseye is already +2.
    BULLSEYE_MAX: Info, "gunfights.target-practice.bullseye-max", "pioneers.sheriff.target-practice";
    /// Target Practice missed.
    PRACTICE_MISSED: Info, "gunfights.target-practice.missed", "pioneers.sheriff.target-practice";
    /// Blind Betty won.
    BETTY_WON: Info, "gunfights.blind-betty.won", "blind-betty";
    /// Blind Betty lost.
    BETTY_LOST: Info, "gunfights.blind-betty.lost", "blind-betty";
    /// The Deputy's first cycle of the round cost no action.
    FREE_CYCLE: Info, "gunfights.snake-oil.free-cycle", "pioneers.deputy.snake-oils";
    /// The Scout's roll did not beat the Deputy's best.
    REVEAL_FAILED: Info, "gunfights.reveal.failed", "renegades.scout.reveal-information";
    /// The Scout may ask the Sheriff about one building.
    REVEAL_ASK: Info, "gunfights.reveal.ask", "renegades.scout.reveal-information";
    /// A theft roll succeeded.
    THEFT_OK: Info, "gunfights.theft.succeeded", "renegades.thief.steal-items";
    /// A theft roll failed.
    THEFT_FAILED: Info, "gunfights.theft.failed", "renegades.thief.steal-items";
    /// The Booby Trap hurt the one Renegade at its building.
    TRAP_HIT: Info, "gunfights.raid.booby-trap-hit", "raid.booby-trap";
    /// An Entry Bomb hurt the one Pioneer at its building.
    BOMB_HIT: Info, "gunfights.raid.entry-bomb-hit", "raid.entry-bombs";
    /// A shot: hits and damage.
    SHOT: Info, "gunfights.gunfight.shot", "gunfights.shooting";
    /// Dynamite thrown.
    DYNAMITE: Info, "gunfights.gunfight.dynamite", "gunfights.dynamite";
    /// Armadillo Shell or Whiskey absorbed damage.
    ABSORBED: Info, "gunfights.gunfight.absorbed", "items.saloon.whiskey";
    /// A character was killed.
    KILLED: Info, "gunfights.gunfight.killed", "injury-death";
    /// The showdown is won.
    SHOWDOWN_WON: Info, "gunfights.showdown.won", "tiebreaker";
    /// Killed before attacking: Deathrattle.
    DEATHRATTLE: Info, "gunfights.gunfight.deathrattle", "glossary.deathrattle";
    /// The Stockade stands: each Renegade took 1 damage.
    STOCKADE: Info, "gunfights.raid.stockade", "raid.stockade";
    /// A cease fire ended a gunfight.
    CEASED: Info, "gunfights.cease-fire.done", "gunfights.return-fire";
    /// A building attacked that is already burned: it burns nothing.
    ATTACK_BURNED: Info, "gunfights.raid.attack-burned", "scoring";
    /// The round's score bullet was loaded.
    SCORED: Info, "gunfights.scoring.loaded", "scoring";
    /// A dead character lost the top row and the Snake Oil.
    DEATH: Info, "gunfights.death.top-row-lost", "injury-death";
    /// The game is over: the scores and the winners.
    WINNER: Info, "gunfights.end.winner", "end";
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::check_rule_table;

    #[test]
    fn the_table_is_sound() {
        assert_eq!(check_rule_table(RULES), Vec::<String>::new());
        assert!(RULES.iter().all(|r| r.id.starts_with("gunfights.")));
    }
}
