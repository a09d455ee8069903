//! The fixed frame of the table view for the room the window gives it:
//! every part has its place and size from the window alone, never from
//! what it shows now, so nothing moves when something is entered.
//!
//! Sizes are logical pixels; the text-size setting scales the whole window,
//! so 160 % text on a 1366×768 screen leaves 854×480 of them.

use iced::Size;

/// Room around the view.
pub const PAD: f32 = 12.0;
/// Room between its parts.
pub const GAP: f32 = 12.0;
/// The header's height (two lines: the game and where it stands).
pub const HEADER: f32 = 54.0;
/// The least width of the action area (the field, the outcome, the game's
/// pad): six BANG! faces side by side, or a d20's faces five to a line.
const ACTION: f32 = 380.0;
/// The most: beyond it the players need the room more.
const ACTION_MOST: f32 = 600.0;
/// The action area's share of the width the players leave, on a wide window.
const ACTION_SHARE: f32 = 0.45;
/// The most height reserved for what the last entry did; less on a short
/// window, so the game's pad keeps room.
const OUTCOME: f32 = 132.0;
/// The least: a line of text and the row of "Fix entry" and "Apply anyway".
const OUTCOME_LEAST: f32 = 84.0;
/// The height of the body (below the header) up to which the outcome gets
/// its least, so the game's pad keeps room for its next step, what it asks
/// and why a button is greyed: 160 % text on a 1366×768 screen, and a
/// 1024×600 screen (there the Mayor's eight purchases fit under the main
/// row only so; with 132 px for the outcome the last row lay below the fold).
const SHORT_BODY: f32 = 500.0;
/// How much of the height above that goes to the outcome (the rest to the
/// pad), up to its most on a 1280×700 window.
const OUTCOME_SHARE: f32 = 0.45;
/// The width of the reminders and the history.
pub const SIDE: f32 = 340.0;
/// The narrowest the players may get before the history folds into a
/// drawer: two BANG! cards side by side.
const BOARD: f32 = 410.0;
/// Below this height of the body the clock's bar would push players out of
/// sight (160 % text on 1366×768 leaves about 390).
const SHORT: f32 = 480.0;

/// Where the parts of the table view go.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Frame {
    /// Whether the reminders and the history fit beside the players;
    /// otherwise they are in a drawer opened from the header.
    pub side: bool,
    /// Whether the header has room for the labels of its buttons.
    pub labels: bool,
    /// The width of the action area.
    pub action: f32,
    /// Whether the window is too short for the turn clock's bar above the
    /// players: the clock then takes a row of the action area instead.
    pub short: bool,
    /// The height of the place for what the last entry did.
    pub outcome: f32,
    /// The width left for the players beside the action area.
    pub players: f32,
}

/// The frame for a table view of `size`.
pub fn frame(size: Size) -> Frame {
    let side = size.width >= 2.0 * PAD + ACTION + GAP + BOARD + GAP + SIDE;
    let body = size.height - 2.0 * PAD - HEADER - GAP;
    let shared = size.width - 2.0 * PAD - GAP - if side { GAP + SIDE } else { 0.0 };
    let action = (shared * ACTION_SHARE).clamp(ACTION, ACTION_MOST);
    Frame {
        side,
        labels: size.width >= 1000.0,
        short: body < SHORT,
        action,
        players: shared - action,
        outcome: (OUTCOME_LEAST + (body - SHORT_BODY) * OUTCOME_SHARE)
            .clamp(OUTCOME_LEAST, OUTCOME),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_history_folds_away_on_small_screens_and_at_large_text() {
        // 1024×600 at 100 %, and 1366×768 at 160 % (854×480 logical).
        assert!(!frame(Size::new(1024.0, 540.0)).side);
        assert!(!frame(Size::new(853.75, 420.0)).side);
        // The window's first size, and a laptop at 100 %.
        assert!(frame(Size::new(1280.0, 700.0)).side);
        assert!(frame(Size::new(1366.0, 700.0)).side);
    }

    #[test]
    fn the_action_area_grows_with_a_wide_window_and_leaves_the_players_room() {
        for width in [853.75, 1024.0, 1280.0, 1366.0, 1920.0, 2560.0] {
            let frame = frame(Size::new(width, 700.0));
            let side = if frame.side { GAP + SIDE } else { 0.0 };
            let players = width - 2.0 * PAD - GAP - side - frame.action;
            assert!(players >= BOARD, "{width}: {players}");
            assert!((ACTION..=ACTION_MOST).contains(&frame.action));
        }
    }

    #[test]
    fn a_short_window_keeps_less_room_for_the_outcome_and_more_for_the_pad() {
        assert_eq!(frame(Size::new(1280.0, 700.0)).outcome, OUTCOME);
        let short = frame(Size::new(853.75, 420.0)).outcome;
        assert!((OUTCOME_LEAST..OUTCOME).contains(&short), "{short}");
        // 1366×768 at 160 % (the window's own header above): the least.
        assert_eq!(frame(Size::new(853.75, 420.0)).outcome, OUTCOME_LEAST);
        // 1024×600 with no room taken by the desktop: hardly more.
        let small = frame(Size::new(1024.0, 600.0)).outcome;
        assert!(small < OUTCOME_LEAST + 8.0, "{small}");
    }
}
