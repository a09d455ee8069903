//! The keys people expect in a text field that iced's `text_input` does not
//! give: Ctrl+Z and Ctrl+Y (or Ctrl+Shift+Z) undo and redo the typing, and
//! Escape says "never mind" to the screen, while the field keeps its focus.
//!
//! Without this wrapper Ctrl+Z in a field reaches the window's shortcuts and
//! undoes a game entry, and Escape only takes the focus away (the field
//! swallows it, so the screen never hears it).

use iced::advanced::layout::{self, Layout};
use iced::advanced::widget::{Operation, Tree, operation::Focusable};
use iced::advanced::{Clipboard, Shell, Widget, mouse, overlay, renderer};
use iced::keyboard::{self, Key, key::Named};
use iced::{Element, Event, Length, Rectangle, Size, Vector};

/// A text field (or anything holding one) with its own undo, redo and Escape.
pub struct FieldKeys<'a, Message, Theme, Renderer> {
    content: Element<'a, Message, Theme, Renderer>,
    on_undo: Option<Message>,
    on_redo: Option<Message>,
    on_escape: Option<Message>,
}

/// Wraps a text field so that, while it has the focus, Ctrl+Z, Ctrl+Y and
/// Escape send the messages set with [`FieldKeys::on_undo`],
/// [`FieldKeys::on_redo`] and [`FieldKeys::on_escape`] instead of going on.
pub fn field_keys<'a, Message, Theme, Renderer>(
    content: impl Into<Element<'a, Message, Theme, Renderer>>,
) -> FieldKeys<'a, Message, Theme, Renderer> {
    FieldKeys {
        content: content.into(),
        on_undo: None,
        on_redo: None,
        on_escape: None,
    }
}

impl<'a, Message, Theme, Renderer> FieldKeys<'a, Message, Theme, Renderer> {
    /// The message for Ctrl+Z in the field.
    pub fn on_undo(mut self, message: Message) -> Self {
        self.on_undo = Some(message);
        self
    }

    /// The message for Ctrl+Y or Ctrl+Shift+Z in the field.
    pub fn on_redo(mut self, message: Message) -> Self {
        self.on_redo = Some(message);
        self
    }

    /// The message for Escape in the field.
    pub fn on_escape(mut self, message: Message) -> Self {
        self.on_escape = Some(message);
        self
    }
}

/// Which of the field's keys a key press is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum FieldKey {
    Undo,
    Redo,
    Escape,
}

/// The field key a press is, if any; letters by their place on the
/// keyboard, as iced's own shortcuts read them, so AZERTY's Z works too.
fn field_key(event: &Event) -> Option<FieldKey> {
    let Event::Keyboard(keyboard::Event::KeyPressed {
        key,
        physical_key,
        modifiers,
        ..
    }) = event
    else {
        return None;
    };
    if let Key::Named(Named::Escape) = key.as_ref() {
        return Some(FieldKey::Escape);
    }
    if !modifiers.command() {
        return None;
    }
    match key.to_latin(*physical_key) {
        Some('z') if modifiers.shift() => Some(FieldKey::Redo),
        Some('z') => Some(FieldKey::Undo),
        Some('y') => Some(FieldKey::Redo),
        _ => None,
    }
}

/// Finds whether any focusable widget inside is focused.
struct AnyFocused(bool);

impl Operation for AnyFocused {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
        operate(self);
    }

    fn focusable(
        &mut self,
        _id: Option<&iced::widget::Id>,
        _bounds: Rectangle,
        state: &mut dyn Focusable,
    ) {
        self.0 |= state.is_focused();
    }
}

impl<Message, Theme, Renderer> Widget<Message, Theme, Renderer>
    for FieldKeys<'_, Message, Theme, Renderer>
where
    Message: Clone,
    Renderer: iced::advanced::Renderer,
{
    fn tag(&self) -> iced::advanced::widget::tree::Tag {
        self.content.as_widget().tag()
    }

    fn state(&self) -> iced::advanced::widget::tree::State {
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
        self.content
            .as_widget_mut()
            .operate(tree, layout, renderer, operation);
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
        if let Some(key) = field_key(event) {
            let message = match key {
                FieldKey::Undo => self.on_undo.clone(),
                FieldKey::Redo => self.on_redo.clone(),
                FieldKey::Escape => self.on_escape.clone(),
            };
            if let Some(message) = message {
                let mut focused = AnyFocused(false);
                self.content
                    .as_widget_mut()
                    .operate(tree, layout, renderer, &mut focused);
                if focused.0 {
                    shell.publish(message);
                    shell.capture_event();
                    return;
                }
            }
        }
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

impl<'a, Message, Theme, Renderer> From<FieldKeys<'a, Message, Theme, Renderer>>
    for Element<'a, Message, Theme, Renderer>
where
    Message: Clone + 'a,
    Theme: 'a,
    Renderer: iced::advanced::Renderer + 'a,
{
    fn from(field: FieldKeys<'a, Message, Theme, Renderer>) -> Self {
        Element::new(field)
    }
}

/// What was typed in a field, with the steps back and forth that Ctrl+Z
/// and Ctrl+Y walk.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TextHistory {
    undo: Vec<String>,
    redo: Vec<String>,
}

/// How many steps back a field remembers.
const TEXT_STEPS: usize = 200;

impl TextHistory {
    /// `text` becomes `next` by typing: the old text is a step back.
    pub fn edit(&mut self, text: &mut String, next: String) {
        if *text == next {
            return;
        }
        self.undo.push(std::mem::replace(text, next));
        if self.undo.len() > TEXT_STEPS {
            self.undo.remove(0);
        }
        self.redo.clear();
    }

    /// One step back; false when there is none.
    pub fn undo(&mut self, text: &mut String) -> bool {
        match self.undo.pop() {
            Some(previous) => {
                self.redo.push(std::mem::replace(text, previous));
                true
            }
            None => false,
        }
    }

    /// One step forth again; false when there is none.
    pub fn redo(&mut self, text: &mut String) -> bool {
        match self.redo.pop() {
            Some(next) => {
                self.undo.push(std::mem::replace(text, next));
                true
            }
            None => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typing_is_undone_and_redone_step_by_step() {
        let mut history = TextHistory::default();
        let mut text = String::new();
        for next in ["r", "ro", "rol"] {
            history.edit(&mut text, next.to_string());
        }
        assert!(history.undo(&mut text));
        assert_eq!(text, "ro");
        assert!(history.undo(&mut text));
        assert!(history.undo(&mut text));
        assert_eq!(text, "");
        assert!(!history.undo(&mut text), "nothing further back");
        assert!(history.redo(&mut text));
        assert_eq!(text, "r");
        history.edit(&mut text, "re".to_string());
        assert!(!history.redo(&mut text), "typing forgets the steps forth");
        assert_eq!(text, "re");
    }

    #[test]
    fn the_keys_are_read_by_their_place_and_modifiers() {
        let press = |key: Key, modifiers| {
            Event::Keyboard(keyboard::Event::KeyPressed {
                key: key.clone(),
                modified_key: key,
                physical_key: keyboard::key::Physical::Unidentified(
                    keyboard::key::NativeCode::Unidentified,
                ),
                location: keyboard::Location::Standard,
                modifiers,
                text: None,
                repeat: false,
            })
        };
        let ctrl = keyboard::Modifiers::CTRL;
        let z = || Key::Character("z".into());
        assert_eq!(field_key(&press(z(), ctrl)), Some(FieldKey::Undo));
        assert_eq!(
            field_key(&press(z(), ctrl | keyboard::Modifiers::SHIFT)),
            Some(FieldKey::Redo)
        );
        assert_eq!(
            field_key(&press(Key::Character("y".into()), ctrl)),
            Some(FieldKey::Redo)
        );
        assert_eq!(field_key(&press(z(), keyboard::Modifiers::empty())), None);
        assert_eq!(
            field_key(&press(
                Key::Named(Named::Escape),
                keyboard::Modifiers::empty()
            )),
            Some(FieldKey::Escape)
        );
    }
}
