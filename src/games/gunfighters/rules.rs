//! The one table of Make You Gunfighters' rules, with stable ids.
//!
//! An id never changes meaning once released; a retired rule keeps its id
//! unused. Each names the reference section that explains it
//! (`docs/gunfighters-sections.txt`), and has the message
//! `rule-<id with dots as underscores>` in both languages.

crate::rule_table! {
    // ---- Impossible input: refused outright ----
    /// A seat that does not exist (only a hand-edited file can say this).
    PLAYER_UNKNOWN: Rejected, "gunfighters.player.unknown", "players";
    /// Anything after the game has ended.
    GAME_OVER: Rejected, "gunfighters.game.over", "winning";
    /// A player who is out has no cards to play or lose.
    PLAYER_OUT: Rejected, "gunfighters.player.out", "out";
    /// More cards than the hand holds.
    HAND_TOO_SMALL: Rejected, "gunfighters.cards.too-many", "setup.posse";
    /// More cards of a location seen than the seven there are.
    LOCATION_FULL: Rejected, "gunfighters.cards.location-full", "components.gunfire";
    /// A card drawn when the Gunfire pile and the discard pile are both empty.
    DECK_EMPTY: Rejected, "gunfighters.deck.empty", "move.discard-pile";
    /// The top discard taken when the discard pile is empty.
    DISCARD_EMPTY: Rejected, "gunfighters.discard.empty", "move.discard-pile";
    /// Advancing the Story without a Bounty Coin to pay.
    STORY_NO_COIN: Rejected, "gunfighters.story.no-coin", "story";
    /// A Story card turned when their pile is empty.
    STORY_EMPTY: Rejected, "gunfighters.story.pile-empty", "components.story";
    /// More coins paid than the payer has.
    COINS_SHORT: Rejected, "gunfighters.coins.short", "components.bounty-coins";
    /// A Climax card drawn when their pile is empty.
    CLIMAX_EMPTY: Rejected, "gunfighters.climax.pile-empty", "climax.shortage";
    /// Control taken with fewer than three cards in hand.
    CONTROL_TOO_FEW: Rejected, "gunfighters.control.too-few", "extra.control";
    /// A draw accepted or refused when none is offered.
    NO_DRAW: Rejected, "gunfighters.end.no-draw", "winning.draw";
    /// Nothing entered: no coins, no cards.
    NOTHING: Rejected, "gunfighters.entry.nothing", "turn";

    // ---- What the rules forbid: fix it, or apply anyway ----
    /// The turn ends before its one action.
    NO_ACTION: Violation, "gunfighters.turn.no-action", "turn";
    /// A second action in one turn, with no Climax card or mark allowing it.
    ONE_ACTION: Violation, "gunfighters.turn.one-action", "turn";
    /// Shooting at oneself.
    SHOOT_SELF: Violation, "gunfighters.shoot.self", "shoot";
    /// A card revealed for another location than the one shot at, beyond what
    /// extra rule A allows.
    OUT_OF_REACH: Violation, "gunfighters.shoot.out-of-reach", "shoot";
    /// Shooting without revealing a card, with no Rifle and no mark.
    MUST_REVEAL: Violation, "gunfighters.shoot.must-reveal", "shoot";
    /// The target says they hold fewer cards of the location than the table saw.
    KNOWN_CARD: Violation, "gunfighters.shoot.known-card", "shoot";
    /// A shot claims more cards of a location than the hand can hold beside
    /// the cards the table saw in it elsewhere (the face-up fifth card).
    SEEN_ELSEWHERE: Violation, "gunfighters.shoot.seen-elsewhere", "setup.piles";
    /// Cards lost without a Story card asking for it.
    LOSE_NOT_ASKED: Violation, "gunfighters.story.lose-not-asked", "story";
    /// Playing on while a Climax card is due: the moment is missed.
    CLIMAX_PENDING: Violation, "gunfighters.climax.pending", "climax.missed";
    /// A Climax card drawn when nobody is due one.
    CLIMAX_NOT_DUE: Violation, "gunfighters.climax.not-due", "climax.missed";
    /// Taking control without extra rule B.
    CONTROL_OFF: Violation, "gunfighters.control.off", "extra.control";
    /// Taking control other than at the end of one's own turn.
    CONTROL_NOT_END: Violation, "gunfighters.control.not-end-of-turn", "extra.control";
    /// A card lost to the clock without the 10-second rule.
    TEN_SECONDS_OFF: Violation, "gunfighters.ten-seconds.off", "turn.ten-seconds";
    /// Playing on while the last two have not settled the draw.
    DRAW_PENDING: Violation, "gunfighters.end.draw-pending", "winning.draw";

    // ---- What the table must do now ----
    /// A player down to one card draws a Climax card now.
    CLIMAX_DRAW: Reminder, "gunfighters.climax.draw", "climax.draw";
    /// The Story card's effect is applied; then the turn ends.
    STORY_EFFECT: Reminder, "gunfighters.story.effect", "story";
    /// After a marked Story card: one free Shoot.
    STORY_FREE_SHOOT: Reminder, "gunfighters.story.free-shoot", "story.mark";
    /// Quick Draw: a Shoot may follow the Move.
    QUICK_DRAW_SHOOT: Reminder, "gunfighters.climax.quick-draw", "climax.types.quick-draw";
    /// Horse: a Move may follow the Shoot.
    HORSE_MOVE: Reminder, "gunfighters.climax.horse", "climax.types.horse";
    /// Nobody took this player out: the table decides where their coins go.
    OUT_NO_TAKER: Reminder, "gunfighters.out.no-taker", "out.bounty";
    /// The last two are in the Climax Phase with no coins: a draw, unless one plays on.
    DRAW_OFFERED: Reminder, "gunfighters.end.draw", "winning.draw";
    /// The starting coins are not entered (the rulebook does not give them).
    COINS_UNSET: Reminder, "gunfighters.coins.unset", "missing.starting-coins";
    /// The turn clock ran out under the 10-second rule: the player loses a card.
    TEN_SECONDS_UP: Reminder, "gunfighters.ten-seconds.up", "turn.ten-seconds";

    // ---- Consequences worth knowing ----
    /// The Shoot rule breaks off: what the others may do is for the table.
    SHOOT_CUT_OFF: Info, "gunfighters.shoot.cut-off", "missing.shoot";
    /// Extra rule A: a shot through the Plaza.
    PLAZA: Info, "gunfighters.shoot.plaza", "extra.plaza";
    /// The Rifle shot without revealing a card.
    RIFLE: Info, "gunfighters.climax.rifle", "climax.types.rifle";
    /// The Gunfire pile ran out: the Dealer reshuffled the discards.
    RESHUFFLED: Info, "gunfighters.deck.reshuffled", "move.discard-pile";
    /// Down to one card with no Climax card left: too bad.
    CLIMAX_NONE_LEFT: Info, "gunfighters.climax.none-left", "climax.missed";
    /// The Climax Phase ended: the card to the bottom of its pile.
    CLIMAX_ENDED: Info, "gunfighters.climax.ended", "climax.end";
    /// A player is out; the one who took them out claims their coins.
    OUT: Info, "gunfighters.out.player", "out.bounty";
    /// Control of a location taken (or retaken).
    CONTROL_TAKEN: Info, "gunfighters.control.taken", "extra.control.retake";
    /// The last three cards spent on control: out.
    CONTROL_LAST_CARDS: Info, "gunfighters.control.last-cards", "extra.control.last-cards";
    /// Three places controlled: that player wins.
    WIN_CONTROL: Info, "gunfighters.win.control", "extra.control.win";
    /// The round ended with nine Bounty Coins: that player wins.
    WIN_COINS: Info, "gunfighters.win.coins", "winning";
    /// The last player standing wins.
    WIN_LAST: Info, "gunfighters.win.last", "winning";
    /// The last two agreed on a draw.
    DRAWN: Info, "gunfighters.end.drawn", "winning.draw";
    /// The fight goes on: eight coins each from the Bank.
    PLAYED_ON: Info, "gunfighters.end.played-on", "winning.draw.continue";
    /// A round ended: the turn came back to the first player (the rulebook
    /// does not define a round; this is Holster's reading, see the notes).
    ROUND_ENDED: Info, "gunfighters.round.ended", "missing.round";
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::check_rule_table;

    #[test]
    fn the_table_is_sound() {
        assert_eq!(check_rule_table(RULES), Vec::<String>::new());
        assert!(RULES.iter().all(|r| r.id.starts_with("gunfighters.")));
    }
}
