//! The keys the window answers when no widget took them: F1 for the rules,
//! Tab and Shift+Tab round the fields and buttons, Escape to close what is open,
//! Ctrl+Z / Ctrl+Y on the game, and Ctrl++ / Ctrl+− / Ctrl+0 on the text
//! size, as in a browser.

use super::{App, Message, Screen, table};
use iced::Task;
use iced::keyboard::{self, Key, key::Named};

/// What a key with Ctrl does to the text size: steps of 10 %, or back to
/// 100 % (`None`); `Some(0)` for a key that is not about the text size.
fn text_size_key(key: &Key) -> Option<i8> {
    match key.as_ref() {
        // `=` is the `+` key without Shift on most layouts; the keypad's
        // keys arrive as the characters they print.
        Key::Character("+") | Key::Character("=") => Some(1),
        Key::Character("-") | Key::Character("_") | Key::Character("\u{2212}") => Some(-1),
        Key::Character("0") => None,
        _ => Some(0),
    }
}

impl App {
    /// A key that no widget used.
    pub(super) fn on_key(&mut self, key: Key, modifiers: keyboard::Modifiers) -> Task<Message> {
        if modifiers.command() {
            match text_size_key(&key) {
                Some(0) => {}
                Some(steps) => return self.update(Message::TextSize(steps)),
                None => return self.update(Message::TextSizeReset),
            }
        }
        // A character typed while no field has the keyboard goes into the
        // quick-entry field, as if it had been focused: it is left
        // unfocused while idle (see `table::Message::TypeInEntry`).
        let on_table = matches!(self.screen, Screen::Table(_));
        if let Key::Character(typed) = key.as_ref()
            && on_table
            && !modifiers.command()
            && !modifiers.alt()
            && self.settings_page.is_none()
            && self.drawer.is_none()
        {
            return self.update(Message::Table(table::Message::TypeInEntry(
                typed.to_string(),
            )));
        }
        let table_message = match key.as_ref() {
            Key::Named(Named::F1) => return self.update(Message::ToggleReference),
            // Tab goes round the fields and buttons of whatever screen is
            // showing, and never off the end of them.
            Key::Named(Named::Tab) if modifiers.shift() => {
                return super::widgets::focus::previous();
            }
            Key::Named(Named::Tab) => return super::widgets::focus::next(),
            Key::Named(Named::Escape) => {
                if self.drawer.take().is_some() {
                    return Task::none();
                }
                if self.settings_page.take().is_some() {
                    return Task::none();
                }
                // The pad's open prompt first (`TablePad::escape`).
                Some(table::Message::Escape)
            }
            Key::Character("z") | Key::Character("Z")
                if modifiers.command() && modifiers.shift() =>
            {
                Some(table::Message::Redo)
            }
            Key::Character("z") | Key::Character("Z") if modifiers.command() => {
                Some(table::Message::Undo)
            }
            Key::Character("y") | Key::Character("Y") if modifiers.command() => {
                Some(table::Message::Redo)
            }
            _ => None,
        };
        match (table_message, &self.screen) {
            // Not through the settings page lying over the table: its keys
            // are about the page, never a game entry.
            (Some(message), Screen::Table(_)) if self.settings_page.is_none() => {
                self.update(Message::Table(message))
            }
            _ => Task::none(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plus_equals_and_minus_step_the_text_size_and_zero_resets_it() {
        let key = |c: &str| Key::Character(c.into());
        assert_eq!(text_size_key(&key("+")), Some(1));
        assert_eq!(text_size_key(&key("=")), Some(1));
        assert_eq!(text_size_key(&key("-")), Some(-1));
        assert_eq!(text_size_key(&key("0")), None);
        assert_eq!(text_size_key(&key("z")), Some(0));
        assert_eq!(text_size_key(&Key::Named(Named::Tab)), Some(0));
    }
}
