//! A button the keyboard reaches (issue 23): iced 0.14's button takes no
//! part in the focus, so Tab went from field to field and never to a
//! button. This one wraps iced's button (same look, same size, same
//! click) and adds what a keyboard needs: it is one of the focusable
//! widgets Tab walks through, it draws a ring while it has the focus, and
//! Enter or Space presses it then.
//!
//! Every screen builds its buttons with [`button`] from here, so every
//! button of the window gets it; the module also carries iced's button
//! styles, so `button::primary` and `button::Status` read as before.

use iced::advanced::layout::{self, Layout};
use iced::advanced::widget::{Operation, Tree, operation::Focusable, tree};
use iced::advanced::{Clipboard, Shell, Widget, mouse, overlay, renderer};
use iced::keyboard::{self, Key, key::Named};
use iced::{Border, Color, Element, Event, Length, Padding, Rectangle, Size, Theme, Vector, touch};

pub use iced::widget::button::{Status, Style, danger, primary, subtle, text};

/// A button that Tab reaches and Enter or Space presses.
pub struct Button<'a, Message> {
    inner: iced::widget::Button<'a, Message>,
    /// A copy of the click the button sends, for the keys: iced's button
    /// keeps its own out of reach.
    on_press: Option<Message>,
}

/// A button showing `content`, as `iced::widget::button`, that the
/// keyboard reaches too.
pub fn button<'a, Message>(content: impl Into<Element<'a, Message>>) -> Button<'a, Message> {
    Button {
        inner: iced::widget::button(content),
        on_press: None,
    }
}

impl<'a, Message: Clone> Button<'a, Message> {
    /// The message a click, Enter or Space sends.
    pub fn on_press(self, message: Message) -> Self {
        self.on_press_maybe(Some(message))
    }

    /// The message a click, Enter or Space sends; none leaves the button
    /// disabled (and out of Tab's way).
    pub fn on_press_maybe(mut self, message: Option<Message>) -> Self {
        self.inner = self.inner.on_press_maybe(message.clone());
        self.on_press = message;
        self
    }
}

impl<'a, Message> Button<'a, Message> {
    /// The width, as iced's button.
    pub fn width(mut self, width: impl Into<Length>) -> Self {
        self.inner = self.inner.width(width);
        self
    }

    /// The height, as iced's button.
    pub fn height(mut self, height: impl Into<Length>) -> Self {
        self.inner = self.inner.height(height);
        self
    }

    /// The room around the content, as iced's button.
    pub fn padding(mut self, padding: impl Into<Padding>) -> Self {
        self.inner = self.inner.padding(padding);
        self
    }

    /// Whether the content is clipped to the button, as iced's button.
    pub fn clip(mut self, clip: bool) -> Self {
        self.inner = self.inner.clip(clip);
        self
    }

    /// The look, as iced's button.
    pub fn style(mut self, style: impl Fn(&Theme, Status) -> Style + 'a) -> Self {
        self.inner = self.inner.style(style);
        self
    }
}

/// Whether the button has the keyboard's focus.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct State {
    focused: bool,
}

impl Focusable for State {
    fn is_focused(&self) -> bool {
        self.focused
    }

    fn focus(&mut self) {
        self.focused = true;
    }

    fn unfocus(&mut self) {
        self.focused = false;
    }
}

/// Whether `event` is a press of Enter or Space that should press a
/// focused button: not held down (a held Enter must not take back ten
/// entries one after the other) and not with Ctrl, Alt or the logo key,
/// which belong to the window's shortcuts.
fn presses(event: &Event) -> bool {
    let Event::Keyboard(keyboard::Event::KeyPressed {
        key,
        modifiers,
        repeat,
        ..
    }) = event
    else {
        return false;
    };
    !repeat
        && !modifiers.command()
        && !modifiers.control()
        && !modifiers.alt()
        && !modifiers.logo()
        && matches!(key.as_ref(), Key::Named(Named::Enter | Named::Space))
}

/// How thick the ring is, drawn just inside the button's edge.
const RING_WIDTH: f32 = 3.0;
/// The ring's corners: no rounder than the squarest button's (iced's
/// primary, 2 px), so no corner of a button shows outside it.
const RING_RADIUS: f32 = 2.0;
/// The line of the page's colour inside the ring, so the ring stands out
/// on a button of the ring's own colour as well.
const RING_GAP: f32 = 2.0;

impl<'a, Message: Clone + 'a> Widget<Message, Theme, iced::Renderer> for Button<'a, Message> {
    fn tag(&self) -> tree::Tag {
        tree::Tag::of::<State>()
    }

    fn state(&self) -> tree::State {
        tree::State::new(State::default())
    }

    fn children(&self) -> Vec<Tree> {
        vec![Tree::new(
            &self.inner as &dyn Widget<Message, Theme, iced::Renderer>,
        )]
    }

    fn diff(&self, tree: &mut Tree) {
        tree.diff_children(&[&self.inner as &dyn Widget<Message, Theme, iced::Renderer>]);
    }

    fn size(&self) -> Size<Length> {
        Widget::<Message, Theme, iced::Renderer>::size(&self.inner)
    }

    fn size_hint(&self) -> Size<Length> {
        Widget::<Message, Theme, iced::Renderer>::size_hint(&self.inner)
    }

    fn layout(
        &mut self,
        tree: &mut Tree,
        renderer: &iced::Renderer,
        limits: &layout::Limits,
    ) -> layout::Node {
        // The button's own node, unchanged, as the only child: the ring is
        // drawn, never laid out, so nothing moves.
        let inner = self.inner.layout(&mut tree.children[0], renderer, limits);
        layout::Node::with_children(inner.size(), vec![inner])
    }

    fn operate(
        &mut self,
        tree: &mut Tree,
        layout: Layout<'_>,
        renderer: &iced::Renderer,
        operation: &mut dyn Operation,
    ) {
        let state = tree.state.downcast_mut::<State>();
        // A disabled button is skipped, as a browser skips it, unless it
        // has the focus already (it was pressed into being disabled):
        // then Tab still moves on from it rather than start over.
        if self.on_press.is_some() || state.focused {
            operation.focusable(None, layout.bounds(), state);
        }
        if let Some(inner) = layout.children().next() {
            self.inner
                .operate(&mut tree.children[0], inner, renderer, operation);
        }
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
        let state = tree.state.downcast_mut::<State>();
        match event {
            // The mouse or a finger takes over: the ring goes, as the
            // focus leaves a text field clicked away from.
            Event::Mouse(mouse::Event::ButtonPressed(_))
            | Event::Touch(touch::Event::FingerPressed { .. })
                if state.focused =>
            {
                state.focused = false;
                shell.request_redraw();
            }
            _ if state.focused && presses(event) => {
                if let Some(message) = &self.on_press {
                    shell.publish(message.clone());
                }
                // Taken even while disabled: Enter on a button must not
                // reach the window as a key no widget wanted.
                shell.capture_event();
                return;
            }
            _ => {}
        }
        if let Some(inner) = layout.children().next() {
            self.inner.update(
                &mut tree.children[0],
                event,
                inner,
                cursor,
                renderer,
                clipboard,
                shell,
                viewport,
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
        layout
            .children()
            .next()
            .map_or(mouse::Interaction::None, |inner| {
                self.inner
                    .mouse_interaction(&tree.children[0], inner, cursor, viewport, renderer)
            })
    }

    fn draw(
        &self,
        tree: &Tree,
        renderer: &mut iced::Renderer,
        theme: &Theme,
        style: &renderer::Style,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
    ) {
        let Some(inner) = layout.children().next() else {
            return;
        };
        self.inner.draw(
            &tree.children[0],
            renderer,
            theme,
            style,
            inner,
            cursor,
            viewport,
        );
        if tree.state.downcast_ref::<State>().focused {
            draw_ring(renderer, theme, layout.bounds());
        }
    }

    fn overlay<'b>(
        &'b mut self,
        tree: &'b mut Tree,
        layout: Layout<'b>,
        renderer: &iced::Renderer,
        viewport: &Rectangle,
        translation: Vector,
    ) -> Option<overlay::Element<'b, Message, Theme, iced::Renderer>> {
        let inner = layout.children().next()?;
        self.inner.overlay(
            &mut tree.children[0],
            inner,
            renderer,
            viewport,
            translation,
        )
    }
}

/// The focus ring, inside the button's edge: drawn outside it, it was cut
/// off by the pane a button sits at the edge of and covered by the next
/// button of a tight row. The theme's ink on the outside, the page's colour
/// within, so it shows on a light button and on a dark one, in the light
/// theme and in the dark.
fn draw_ring(renderer: &mut iced::Renderer, theme: &Theme, bounds: Rectangle) {
    use iced::advanced::Renderer as _;
    let palette = theme.extended_palette();
    let band = |renderer: &mut iced::Renderer, inset: f32, width: f32, color: Color| {
        let bounds = Rectangle {
            x: bounds.x + inset,
            y: bounds.y + inset,
            width: (bounds.width - 2.0 * inset).max(0.0),
            height: (bounds.height - 2.0 * inset).max(0.0),
        };
        renderer.fill_quad(
            renderer::Quad {
                bounds,
                border: Border {
                    radius: (RING_RADIUS - inset).max(0.0).into(),
                    width,
                    color,
                },
                ..renderer::Quad::default()
            },
            Color::TRANSPARENT,
        );
    };
    band(renderer, 0.0, RING_WIDTH, palette.background.base.text);
    band(
        renderer,
        RING_WIDTH,
        RING_GAP,
        palette.background.base.color,
    );
}

impl<'a, Message: Clone + 'a> From<Button<'a, Message>> for Element<'a, Message> {
    fn from(button: Button<'a, Message>) -> Self {
        Element::new(button)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn press(key: Named, modifiers: keyboard::Modifiers, repeat: bool) -> Event {
        Event::Keyboard(keyboard::Event::KeyPressed {
            key: Key::Named(key),
            modified_key: Key::Named(key),
            physical_key: keyboard::key::Physical::Unidentified(
                keyboard::key::NativeCode::Unidentified,
            ),
            location: keyboard::Location::Standard,
            modifiers,
            text: None,
            repeat,
        })
    }

    #[test]
    fn enter_and_space_press_but_not_held_nor_with_a_shortcut_key() {
        let none = keyboard::Modifiers::empty();
        assert!(presses(&press(Named::Enter, none, false)));
        assert!(presses(&press(Named::Space, none, false)));
        assert!(presses(&press(
            Named::Enter,
            keyboard::Modifiers::SHIFT,
            false
        )));
        assert!(!presses(&press(Named::Enter, none, true)), "held down");
        assert!(!presses(&press(
            Named::Enter,
            keyboard::Modifiers::CTRL,
            false
        )));
        assert!(!presses(&press(
            Named::Space,
            keyboard::Modifiers::ALT,
            false
        )));
        assert!(!presses(&press(Named::Tab, none, false)));
    }
}
