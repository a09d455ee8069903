//! Tab and Shift+Tab round the focusable widgets of the window (fields and
//! buttons), in the order they are drawn. iced's own `focus_next` lets go
//! of the focus after the last widget (the next Tab starts at the first
//! again), so one Tab in every round left nothing focused: the ring went
//! and Enter pressed nothing. These go from the last straight to the first.
//!
//! What a drawer or a panel lies over is out of Tab's reach ([`covered`]):
//! Enter would otherwise press a button nobody can see (Undo under the
//! rules drawer).

use iced::advanced::layout::{self, Layout};
use iced::advanced::widget::operation::{self, Focusable, Scrollable, TextInput, focusable::Count};
use iced::advanced::widget::{Id, Operation, Tree, tree};
use iced::advanced::{Clipboard, Shell, Widget, mouse, overlay, renderer};
use iced::{Element, Event, Length, Rectangle, Size, Task, Vector};

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

/// `content`, out of Tab's reach while `hidden` (something lies over it):
/// its fields and buttons are neither counted nor focused by any focus
/// operation, and one that had the focus loses it. Everything else (the
/// mouse, scrolling, finding a text) is as without the wrapper.
pub fn covered<'a, Message, Theme, Renderer>(
    content: impl Into<Element<'a, Message, Theme, Renderer>>,
    hidden: bool,
) -> Covered<'a, Message, Theme, Renderer> {
    Covered {
        content: content.into(),
        hidden,
    }
}

/// See [`covered`].
pub struct Covered<'a, Message, Theme, Renderer> {
    content: Element<'a, Message, Theme, Renderer>,
    hidden: bool,
}

/// An operation passed on to what lies under something else: every
/// focusable there is let go of and kept from the operation.
struct Unreached<'o>(&'o mut dyn Operation);

impl Operation for Unreached<'_> {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
        self.0
            .traverse(&mut |operation| operate(&mut Unreached(operation)));
    }

    fn container(&mut self, id: Option<&Id>, bounds: Rectangle) {
        self.0.container(id, bounds);
    }

    fn focusable(&mut self, _id: Option<&Id>, _bounds: Rectangle, state: &mut dyn Focusable) {
        state.unfocus();
    }

    fn scrollable(
        &mut self,
        id: Option<&Id>,
        bounds: Rectangle,
        content_bounds: Rectangle,
        translation: Vector,
        state: &mut dyn Scrollable,
    ) {
        self.0
            .scrollable(id, bounds, content_bounds, translation, state);
    }

    fn text_input(&mut self, id: Option<&Id>, bounds: Rectangle, state: &mut dyn TextInput) {
        self.0.text_input(id, bounds, state);
    }

    fn text(&mut self, id: Option<&Id>, bounds: Rectangle, text: &str) {
        self.0.text(id, bounds, text);
    }

    fn custom(&mut self, id: Option<&Id>, bounds: Rectangle, state: &mut dyn std::any::Any) {
        self.0.custom(id, bounds, state);
    }
}

impl<Message, Theme, Renderer> Widget<Message, Theme, Renderer>
    for Covered<'_, Message, Theme, Renderer>
where
    Renderer: iced::advanced::Renderer,
{
    fn tag(&self) -> tree::Tag {
        self.content.as_widget().tag()
    }

    fn state(&self) -> tree::State {
        self.content.as_widget().state()
    }

    fn children(&self) -> Vec<Tree> {
        self.content.as_widget().children()
    }

    fn diff(&self, tree: &mut Tree) {
        self.content.as_widget().diff(tree);
    }

    fn size(&self) -> Size<Length> {
        self.content.as_widget().size()
    }

    fn size_hint(&self) -> Size<Length> {
        self.content.as_widget().size_hint()
    }

    fn layout(
        &mut self,
        tree: &mut Tree,
        renderer: &Renderer,
        limits: &layout::Limits,
    ) -> layout::Node {
        self.content.as_widget_mut().layout(tree, renderer, limits)
    }

    fn operate(
        &mut self,
        tree: &mut Tree,
        layout: Layout<'_>,
        renderer: &Renderer,
        operation: &mut dyn Operation,
    ) {
        let content = self.content.as_widget_mut();
        if self.hidden {
            content.operate(tree, layout, renderer, &mut Unreached(operation));
        } else {
            content.operate(tree, layout, renderer, operation);
        }
    }

    fn update(
        &mut self,
        tree: &mut Tree,
        event: &Event,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        renderer: &Renderer,
        clipboard: &mut dyn Clipboard,
        shell: &mut Shell<'_, Message>,
        viewport: &Rectangle,
    ) {
        self.content.as_widget_mut().update(
            tree, event, layout, cursor, renderer, clipboard, shell, viewport,
        );
    }

    fn mouse_interaction(
        &self,
        tree: &Tree,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
        renderer: &Renderer,
    ) -> mouse::Interaction {
        self.content
            .as_widget()
            .mouse_interaction(tree, layout, cursor, viewport, renderer)
    }

    fn draw(
        &self,
        tree: &Tree,
        renderer: &mut Renderer,
        theme: &Theme,
        style: &renderer::Style,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
    ) {
        self.content
            .as_widget()
            .draw(tree, renderer, theme, style, layout, cursor, viewport);
    }

    fn overlay<'b>(
        &'b mut self,
        tree: &'b mut Tree,
        layout: Layout<'b>,
        renderer: &Renderer,
        viewport: &Rectangle,
        translation: Vector,
    ) -> Option<overlay::Element<'b, Message, Theme, Renderer>> {
        self.content
            .as_widget_mut()
            .overlay(tree, layout, renderer, viewport, translation)
    }
}

impl<'a, Message, Theme, Renderer> From<Covered<'a, Message, Theme, Renderer>>
    for Element<'a, Message, Theme, Renderer>
where
    Message: 'a,
    Theme: 'a,
    Renderer: iced::advanced::Renderer + 'a,
{
    fn from(covered: Covered<'a, Message, Theme, Renderer>) -> Self {
        Element::new(covered)
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
