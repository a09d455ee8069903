//! The players as they sit around the table, laid out in the room the
//! window gives: an ellipse clockwise from the top when every card and the
//! middle fit on it without touching, otherwise two rows facing each other
//! (clockwise: the top row left to right, the bottom row right to left) with
//! the middle between them. Cards keep their width, so their buttons stay
//! whole and clickable; when even the rows are too tall for the pane (seven
//! or eight players on a small screen or at large text) the cards get
//! shorter, down to a compact form the card draws itself (it is told its
//! size), so every player stays on screen.

use iced::advanced::layout::{self, Layout};
use iced::advanced::widget::{Operation, Tree};
use iced::advanced::{Clipboard, Shell, Widget, mouse, overlay, renderer};
use iced::widget::container;
use iced::{Element, Event, Length, Point, Rectangle, Size, Vector};

/// Room left between cards, and between the cards and the middle.
const GAP: f32 = 8.0;

/// The least room kept for the middle (BANG!'s pile and five dice), so the
/// layout chosen does not change when the dice appear: the seats stay put
/// for the whole game in one window.
const MIDDLE: Size = Size::new(240.0, 96.0);

/// The id of seat `seat`'s card (from 0), for tests and focus.
pub fn seat_id(seat: usize) -> String {
    format!("seat-{seat}")
}

/// The id of the middle of the ring (the pile, the dice).
pub const CENTER_ID: &str = "ring-center";

/// Places `seats` around the table with `center` in the middle: on an
/// ellipse of at most `size` when there is room, else in two facing rows.
/// Each card is `seat_size`; the ring takes the width it is given.
pub fn ring<'a, Message: 'a>(
    seats: Vec<Element<'a, Message>>,
    center: Element<'a, Message>,
    size: Size,
    seat_size: Size,
) -> Element<'a, Message> {
    ring_named(seats, center, size, seat_size, seat_id)
}

/// [`ring`] of places that are not seats (the revolver chamber's rounds):
/// each place's id from `id`, so no place is taken for a player's card.
pub fn ring_named<'a, Message: 'a>(
    seats: Vec<Element<'a, Message>>,
    center: Element<'a, Message>,
    size: Size,
    seat_size: Size,
    id: fn(usize) -> String,
) -> Element<'a, Message> {
    let mut children = Vec::with_capacity(seats.len() + 1);
    children.push(container(center).id(CENTER_ID).into());
    for (i, seat) in seats.into_iter().enumerate() {
        children.push(
            container(seat)
                .width(Length::Fill)
                .height(Length::Fill)
                .id(id(i))
                .into(),
        );
    }
    Element::new(Ring {
        children,
        size,
        seat: seat_size,
    })
}

/// Where everything goes, relative to the ring's top left corner.
#[derive(Debug, Clone, PartialEq)]
struct Places {
    size: Size,
    /// The cards' size (wider than asked for when there is room).
    seat: Size,
    center: Point,
    seats: Vec<Point>,
}

/// How much wider than asked a card may grow when there is room: a
/// Sheriff's "10/10" needs more than a deputy's "7/7".
const WIDER: f32 = 1.15;

/// The ellipse, if every card and the middle fit on it without touching.
fn on_ellipse(count: usize, area: Size, seat: Size, center: Size) -> Option<Places> {
    if area.width < seat.width.max(center.width) || area.height < seat.height.max(center.height) {
        return None;
    }
    let (cx, cy) = (area.width / 2.0, area.height / 2.0);
    let (rx, ry) = (
        (area.width - seat.width) / 2.0,
        (area.height - seat.height) / 2.0,
    );
    let seats: Vec<Point> = (0..count)
        .map(|i| {
            let angle = -std::f32::consts::FRAC_PI_2
                + std::f32::consts::TAU * i as f32 / count.max(1) as f32;
            Point::new(
                cx + rx * angle.cos() - seat.width / 2.0,
                cy + ry * angle.sin() - seat.height / 2.0,
            )
        })
        .collect();
    let middle = Point::new(cx - center.width / 2.0, cy - center.height / 2.0);
    // Touching counts as overlapping: cards need a little gap to be told
    // apart (eight players on the largest ring keep about three pixels).
    let grown = |at: Point, size: Size| Rectangle::new(at, size).expand(1.0);
    let mut boxes: Vec<Rectangle> = seats.iter().map(|at| grown(*at, seat)).collect();
    boxes.push(grown(middle, center));
    for (i, a) in boxes.iter().enumerate() {
        if boxes[i + 1..].iter().any(|b| a.intersects(b)) {
            return None;
        }
    }
    Some(Places {
        size: area,
        seat,
        center: middle,
        seats,
    })
}

/// Two facing rows with the middle between them, as wide as `width`.
fn in_rows(count: usize, width: f32, seat: Size, center: Size) -> Places {
    let width = width.max(center.width);
    let columns = (((width + GAP) / (seat.width + GAP)).floor() as usize).max(1);
    let top = count.div_ceil(2);
    let bottom = count - top;
    let columns = columns.min(top.max(1));
    let widest = (width - columns.saturating_sub(1) as f32 * GAP) / columns as f32;
    let seat = Size::new(
        (seat.width * WIDER).min(widest).max(seat.width),
        seat.height,
    );
    let row_width = |n: usize| n as f32 * seat.width + n.saturating_sub(1) as f32 * GAP;
    let step = Vector::new(seat.width + GAP, seat.height + GAP);
    let left_of_row = |in_row: usize| ((width - row_width(in_row)) / 2.0).max(0.0);
    let mut seats = Vec::with_capacity(count);
    for i in 0..top {
        let (row, column) = (i / columns, i % columns);
        let in_row = columns.min(top - row * columns);
        seats.push(Point::new(
            left_of_row(in_row) + column as f32 * step.x,
            row as f32 * step.y,
        ));
    }
    let middle_y = top.div_ceil(columns) as f32 * step.y;
    let below = middle_y + center.height + GAP;
    for j in 0..bottom {
        let (row, column) = (j / columns, j % columns);
        let in_row = columns.min(bottom - row * columns);
        seats.push(Point::new(
            left_of_row(in_row) + (in_row - 1 - column) as f32 * step.x,
            below + row as f32 * step.y,
        ));
    }
    let height = if bottom == 0 {
        middle_y + center.height
    } else {
        below + bottom.div_ceil(columns) as f32 * step.y - GAP
    };
    Places {
        size: Size::new(width, height),
        seat,
        center: Point::new(((width - center.width) / 2.0).max(0.0), middle_y),
        seats,
    }
}

/// Where `count` cards of `seat` and a middle of `center` go in `room`,
/// the ring being at most `most`.
fn places(count: usize, room: Size, most: Size, seat: Size, center: Size) -> Places {
    let finite = |room: f32, most: f32| {
        if room.is_finite() {
            room.min(most)
        } else {
            most
        }
    };
    let area = Size::new(
        finite(room.width, most.width),
        finite(room.height, most.height),
    );
    let wider = Size::new(seat.width * WIDER, seat.height);
    on_ellipse(count, area, wider, center)
        .or_else(|| on_ellipse(count, area, seat, center))
        // The rows may use the whole width they are given.
        .unwrap_or_else(|| {
            let width = if room.width.is_finite() {
                room.width
            } else {
                most.width
            };
            let width = width.max(seat.width);
            let rows = in_rows(count, width, seat, center);
            if !room.height.is_finite() || rows.size.height <= room.height {
                return rows;
            }
            // Too tall for the pane: the cards get shorter (down to their
            // compact form, which keeps the numbers and their −/+), so every
            // player stays on screen without scrolling.
            let lines = card_rows(count, width, seat) as f32;
            let short =
                ((room.height - center.height) / lines - GAP).clamp(SEAT_LEAST, seat.height);
            in_rows(count, width, Size::new(seat.width, short), center)
        })
}

/// The least height of a card: its compact form (the name, and the
/// numbers with their −/+), which a crowded table gets when the full cards
/// do not fit its pane.
const SEAT_LEAST: f32 = 56.0;

/// How many rows of cards the facing rows take (both sides together).
fn card_rows(count: usize, width: f32, seat: Size) -> usize {
    let columns = (((width + GAP) / (seat.width + GAP)).floor() as usize).max(1);
    let top = count.div_ceil(2);
    let columns = columns.min(top.max(1));
    top.div_ceil(columns) + (count - top).div_ceil(columns)
}

struct Ring<'a, Message> {
    /// The middle first, then the seats in order.
    children: Vec<Element<'a, Message>>,
    size: Size,
    seat: Size,
}

impl<Message> Widget<Message, iced::Theme, iced::Renderer> for Ring<'_, Message> {
    fn children(&self) -> Vec<Tree> {
        self.children.iter().map(Tree::new).collect()
    }

    fn diff(&self, tree: &mut Tree) {
        tree.diff_children(&self.children);
    }

    fn size(&self) -> Size<Length> {
        Size::new(Length::Fill, Length::Shrink)
    }

    fn layout(
        &mut self,
        tree: &mut Tree,
        renderer: &iced::Renderer,
        limits: &layout::Limits,
    ) -> layout::Node {
        let room = limits.max();
        let seat = Size::new(
            if room.width.is_finite() {
                self.seat.width.min(room.width)
            } else {
                self.seat.width
            },
            self.seat.height,
        );
        let (middle, seats) = self.children.split_at_mut(1);
        let (middle_tree, seat_trees) = tree.children.split_at_mut(1);
        let center_limits =
            layout::Limits::new(Size::ZERO, Size::new(self.size.width, self.size.height));
        let center =
            middle[0]
                .as_widget_mut()
                .layout(&mut middle_tree[0], renderer, &center_limits);
        let reserved = Size::new(
            center.size().width.max(MIDDLE.width),
            center.size().height.max(MIDDLE.height),
        );
        let places = places(seats.len(), room, self.size, seat, reserved);
        // The middle sits in the middle of the room kept for it.
        let inside = Vector::new(
            (reserved.width - center.size().width) / 2.0,
            (reserved.height - center.size().height) / 2.0,
        );
        // A ring narrower than its pane sits in the middle of it.
        let width = if room.width.is_finite() {
            room.width.max(places.size.width)
        } else {
            places.size.width
        };
        let offset = Vector::new(((width - places.size.width) / 2.0).max(0.0), 0.0);
        let mut nodes = vec![center.move_to(places.center + offset + inside)];
        let fixed = layout::Limits::new(places.seat, places.seat);
        for ((child, tree), at) in seats.iter_mut().zip(seat_trees).zip(&places.seats) {
            nodes.push(
                child
                    .as_widget_mut()
                    .layout(tree, renderer, &fixed)
                    .move_to(*at + offset),
            );
        }
        layout::Node::with_children(Size::new(width, places.size.height), nodes)
    }

    fn operate(
        &mut self,
        tree: &mut Tree,
        layout: Layout<'_>,
        renderer: &iced::Renderer,
        operation: &mut dyn Operation,
    ) {
        operation.container(None, layout.bounds());
        operation.traverse(&mut |operation| {
            for ((child, state), layout) in self
                .children
                .iter_mut()
                .zip(&mut tree.children)
                .zip(layout.children())
            {
                child
                    .as_widget_mut()
                    .operate(state, layout, renderer, operation);
            }
        });
    }

    fn update(
        &mut self,
        tree: &mut Tree,
        event: &Event,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        renderer: &iced::Renderer,
        clipboard: &mut dyn Clipboard,
        shell: &mut Shell<'_, Message>,
        viewport: &Rectangle,
    ) {
        for ((child, state), layout) in self
            .children
            .iter_mut()
            .zip(&mut tree.children)
            .zip(layout.children())
        {
            child.as_widget_mut().update(
                state, event, layout, cursor, renderer, clipboard, shell, viewport,
            );
        }
    }

    fn mouse_interaction(
        &self,
        tree: &Tree,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
        renderer: &iced::Renderer,
    ) -> mouse::Interaction {
        self.children
            .iter()
            .zip(&tree.children)
            .zip(layout.children())
            .map(|((child, state), layout)| {
                child
                    .as_widget()
                    .mouse_interaction(state, layout, cursor, viewport, renderer)
            })
            .max()
            .unwrap_or_default()
    }

    fn draw(
        &self,
        tree: &Tree,
        renderer: &mut iced::Renderer,
        theme: &iced::Theme,
        style: &renderer::Style,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
    ) {
        for ((child, state), layout) in self
            .children
            .iter()
            .zip(&tree.children)
            .zip(layout.children())
            .filter(|(_, layout)| layout.bounds().intersects(viewport))
        {
            child
                .as_widget()
                .draw(state, renderer, theme, style, layout, cursor, viewport);
        }
    }

    fn overlay<'b>(
        &'b mut self,
        tree: &'b mut Tree,
        layout: Layout<'b>,
        renderer: &iced::Renderer,
        viewport: &Rectangle,
        translation: Vector,
    ) -> Option<overlay::Element<'b, Message, iced::Theme, iced::Renderer>> {
        overlay::from_children(
            &mut self.children,
            tree,
            layout,
            renderer,
            viewport,
            translation,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SEAT: Size = Size::new(196.0, 100.0);
    const MIDDLE: Size = Size::new(230.0, 90.0);
    const MOST: Size = Size::new(800.0, 390.0);

    fn apart(places: &Places) {
        let mut boxes: Vec<Rectangle> = places
            .seats
            .iter()
            .map(|at| Rectangle::new(*at, places.seat))
            .collect();
        boxes.push(Rectangle::new(places.center, MIDDLE));
        for (i, a) in boxes.iter().enumerate() {
            for b in &boxes[i + 1..] {
                assert!(!a.intersects(b), "{a:?} and {b:?} overlap in {places:?}");
            }
            assert!(
                a.x >= 0.0 && a.x + a.width <= places.size.width + 0.01,
                "{a:?}"
            );
            assert!(
                a.y >= 0.0 && a.y + a.height <= places.size.height + 0.01,
                "{a:?}"
            );
        }
    }

    #[test]
    fn with_room_the_seats_sit_on_an_ellipse_from_the_top() {
        // Seven cards of this size do not fit apart on this ellipse: they
        // sit in rows instead.
        for count in [3, 4, 5, 6, 8] {
            let places = places(count, Size::new(1000.0, 600.0), MOST, SEAT, MIDDLE);
            assert_eq!(places.size, MOST, "at most the size asked for");
            apart(&places);
            assert!(
                (places.seats[0].x + places.seat.width / 2.0 - MOST.width / 2.0).abs() < 0.1,
                "the first seat at the top, in the middle"
            );
        }
    }

    #[test]
    fn without_room_the_seats_face_each_other_in_rows() {
        // Four players in a narrow pane: two on top, the middle, two below,
        // clockwise (Ann top left, Bob top right, Cid bottom right, Dan bottom left).
        let places = places(4, Size::new(430.0, 340.0), MOST, SEAT, MIDDLE);
        apart(&places);
        let [ann, bob, cid, dan] = [0, 1, 2, 3].map(|i| places.seats[i]);
        assert!(ann.y == bob.y && ann.x < bob.x);
        assert!(cid.y == dan.y && dan.x < cid.x && cid.y > ann.y);
        assert!(places.center.y > ann.y && places.center.y < cid.y);
        assert!(places.size.height <= 340.0, "{places:?}");
    }

    #[test]
    fn every_count_fits_apart_at_every_width() {
        for count in 1..=8 {
            for width in [200.0, 430.0, 600.0, 800.0, 1200.0] {
                let places = places(count, Size::new(width, 900.0), MOST, SEAT, MIDDLE);
                apart(&places);
                assert_eq!(places.seats.len(), count);
            }
        }
    }
}
