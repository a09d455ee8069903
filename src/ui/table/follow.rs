//! The players' pane follows the player whose turn it is: when the window
//! is too small for every board (at large text, or six boards), the pane
//! is scrolled just enough to bring that player's board whole into sight,
//! and left where it is when it already is (so nothing moves needlessly).

use iced::advanced::widget::operation::scrollable::{AbsoluteOffset, Scrollable, scroll_to};
use iced::advanced::widget::operation::{Operation, Outcome};
use iced::widget::Id;
use iced::{Rectangle, Vector};

/// An operation that scrolls the scrollable `pane` so that the widget
/// `target` inside it lies whole in its sight, if both are drawn.
pub fn bring_into_view<T: Send + 'static>(pane: Id, target: Id) -> impl Operation<T> {
    Follow {
        pane,
        target,
        found: None,
        seat: None,
    }
}

/// What the pane shows now: its bounds, its content's and how far it is
/// scrolled.
#[derive(Debug, Clone, Copy)]
struct Pane {
    bounds: Rectangle,
    content: Rectangle,
    translation: Vector,
}

struct Follow {
    pane: Id,
    target: Id,
    found: Option<Pane>,
    seat: Option<Rectangle>,
}

impl<T: Send + 'static> Operation<T> for Follow {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation<T>)) {
        operate(self);
    }

    fn container(&mut self, id: Option<&Id>, bounds: Rectangle) {
        // Only inside the pane: the scrollable is met before its content.
        if self.found.is_some() && self.seat.is_none() && id == Some(&self.target) {
            self.seat = Some(bounds);
        }
    }

    fn scrollable(
        &mut self,
        id: Option<&Id>,
        bounds: Rectangle,
        content: Rectangle,
        translation: Vector,
        _state: &mut dyn Scrollable,
    ) {
        if id == Some(&self.pane) {
            self.found = Some(Pane {
                bounds,
                content,
                translation,
            });
        }
    }

    fn finish(&self) -> Outcome<T> {
        let (Some(pane), Some(seat)) = (self.found, self.seat) else {
            return Outcome::None;
        };
        match offset_showing(pane, seat) {
            Some(y) => Outcome::Chain(Box::new(scroll_to(
                self.pane.clone(),
                AbsoluteOffset {
                    x: None,
                    y: Some(y),
                },
            ))),
            None => Outcome::None,
        }
    }
}

/// The vertical offset that shows `seat` (in the content's unscrolled
/// coordinates) whole, moving as little as possible; none when it is in
/// sight already. A board taller than the pane shows its top.
fn offset_showing(pane: Pane, seat: Rectangle) -> Option<f32> {
    let top = seat.y - pane.content.y;
    let bottom = top + seat.height;
    let now = pane.translation.y;
    let sight = pane.bounds.height;
    if top < now - 0.5 {
        Some(top.max(0.0))
    } else if bottom > now + sight + 0.5 {
        Some((bottom - sight).min(top).max(0.0))
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use iced::{Point, Size};

    fn pane(scrolled: f32) -> Pane {
        Pane {
            bounds: Rectangle::new(Point::new(0.0, 100.0), Size::new(500.0, 280.0)),
            content: Rectangle::new(Point::new(0.0, 100.0), Size::new(500.0, 600.0)),
            translation: Vector::new(0.0, scrolled),
        }
    }

    fn board(y: f32, height: f32) -> Rectangle {
        Rectangle::new(Point::new(10.0, 100.0 + y), Size::new(128.0, height))
    }

    #[test]
    fn a_board_in_sight_leaves_the_pane_where_it_is() {
        assert_eq!(offset_showing(pane(0.0), board(134.0, 124.0)), None);
        assert_eq!(offset_showing(pane(50.0), board(60.0, 124.0)), None);
    }

    #[test]
    fn a_board_below_the_fold_is_scrolled_up_just_enough() {
        // Its bottom at 134 + 162 = 296, the sight 280 tall: 16 px.
        assert_eq!(offset_showing(pane(0.0), board(134.0, 162.0)), Some(16.0));
    }

    #[test]
    fn a_board_above_the_sight_is_scrolled_down_to_its_top() {
        assert_eq!(
            offset_showing(pane(300.0), board(134.0, 124.0)),
            Some(134.0)
        );
    }

    #[test]
    fn a_board_taller_than_the_sight_shows_its_top() {
        assert_eq!(offset_showing(pane(0.0), board(100.0, 400.0)), Some(100.0));
    }
}
