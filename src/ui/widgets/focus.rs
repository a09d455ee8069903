//! Tab and Shift+Tab round the focusable widgets of the window (fields and
//! buttons), in the order they are drawn. iced's own `focus_next` lets go
//! of the focus after the last widget (the next Tab starts at the first
//! again), so one Tab in every round left nothing focused: the ring went
//! and Enter pressed nothing. These go from the last straight to the first.

use iced::Rectangle;
use iced::Task;
use iced::advanced::widget::operation::{self, Focusable, focusable::Count};
use iced::advanced::widget::{Id, Operation};

/// Moves the focus to the next focusable widget, from the last to the
/// first; with none focused, to the first.
pub fn next<T: Send + 'static>() -> Task<T> {
    iced::advanced::widget::operate(operation::then(operation::focusable::count(), |count| {
        Step {
            target: target(count, true),
            current: 0,
        }
    }))
}

/// Moves the focus to the previous focusable widget, from the first to
/// the last; with none focused, to the last.
pub fn previous<T: Send + 'static>() -> Task<T> {
    iced::advanced::widget::operate(operation::then(operation::focusable::count(), |count| {
        Step {
            target: target(count, false),
            current: 0,
        }
    }))
}

/// The index the focus goes to, or none when nothing can have it.
fn target(count: Count, forward: bool) -> Option<usize> {
    let total = count.total;
    if total == 0 {
        return None;
    }
    Some(match (count.focused, forward) {
        (None, true) => 0,
        (None, false) => total - 1,
        (Some(at), true) => (at + 1) % total,
        (Some(at), false) => (at + total - 1) % total,
    })
}

/// Focuses the widget at `target` in drawing order and no other.
struct Step {
    target: Option<usize>,
    current: usize,
}

impl<T> Operation<T> for Step {
    fn focusable(&mut self, _id: Option<&Id>, _bounds: Rectangle, state: &mut dyn Focusable) {
        if Some(self.current) == self.target {
            state.focus();
        } else {
            state.unfocus();
        }
        self.current += 1;
    }

    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation<T>)) {
        operate(self);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_focus_goes_round_and_never_off_the_end() {
        let count = |focused, total| Count { focused, total };
        assert_eq!(target(count(None, 3), true), Some(0));
        assert_eq!(target(count(None, 3), false), Some(2));
        assert_eq!(target(count(Some(0), 3), true), Some(1));
        assert_eq!(target(count(Some(2), 3), true), Some(0), "last to first");
        assert_eq!(target(count(Some(0), 3), false), Some(2), "first to last");
        assert_eq!(target(count(Some(0), 1), true), Some(0));
        assert_eq!(target(count(None, 0), true), None);
    }
}
