//! The window kept alive from one frame to the next, as the real window's
//! runtime keeps it: one widget tree whose state (how far a list is
//! scrolled, which widget has the focus) lasts between frames, and the
//! widget operations the app's tasks ask for (focus, scroll to the top)
//! applied to it. The simulator of iced_test builds a fresh tree for every
//! look, which forgets both; what scrolls back or moves the focus is
//! tested here.

use crate::support::window::Harness;
use holster::ui::Message;
use iced::keyboard::{self, Key};
use iced::{Event, Point, Rectangle, Size, Task};
use iced_test::core::renderer::Headless;
use iced_test::core::{clipboard, mouse, widget};
use iced_test::renderer::Renderer;
use iced_test::runtime::futures::futures::{StreamExt, executor};
use iced_test::runtime::user_interface::{Cache, UserInterface};
use iced_test::runtime::{Action, task};
use iced_test::selector::{Candidate, Selector};

/// The app in a window of one size whose widget state lasts.
pub struct Live {
    /// The app and its files.
    pub h: Harness,
    renderer: Renderer,
    cache: Option<Cache>,
    physical: (f32, f32),
    cursor: mouse::Cursor,
}

impl Live {
    /// The app of `h` in a window of `physical` pixels.
    pub fn new(h: Harness, physical: (f32, f32)) -> Live {
        let renderer = executor::block_on(<Renderer as Headless>::new(
            iced::Font::with_name("Fira Sans"),
            iced::Pixels(16.0),
            None,
        ))
        .expect("a renderer");
        let mut live = Live {
            h,
            renderer,
            cache: Some(Cache::default()),
            physical,
            cursor: mouse::Cursor::Unavailable,
        };
        live.frame(&[]);
        live
    }

    /// The window's size in its own units (the text scale applied).
    fn size(&self) -> Size {
        let scale = self.h.app.scale_factor();
        Size::new(self.physical.0 / scale, self.physical.1 / scale)
    }

    /// One frame: `events` through the widgets; the messages they give
    /// are sent to the app (and their tasks run). Returns the widgets'
    /// statuses for the events.
    fn frame(&mut self, events: &[Event]) -> Vec<iced::event::Status> {
        let size = self.size();
        let cache = self.cache.take().unwrap_or_default();
        let mut messages = Vec::new();
        let mut ui = UserInterface::build(self.h.app.view(), size, cache, &mut self.renderer);
        let (_, statuses) = ui.update(
            events,
            self.cursor,
            &mut self.renderer,
            &mut clipboard::Null,
            &mut messages,
        );
        self.cache = Some(ui.into_cache());
        for message in messages {
            self.send(message);
        }
        statuses
    }

    /// Sends one message to the app, as a widget would, and runs its tasks.
    pub fn send(&mut self, message: Message) {
        let task = self.h.app.update(message);
        self.run(task);
    }

    /// Runs a task to its end: its messages go to the app, its widget
    /// operations to the window.
    fn run(&mut self, task: Task<Message>) {
        let mut pending = vec![task];
        while let Some(task) = pending.pop() {
            let Some(mut stream) = task::into_stream(task) else {
                continue;
            };
            while let Some(action) = executor::block_on(stream.next()) {
                match action {
                    Action::Output(message) => pending.push(self.h.app.update(message)),
                    Action::Widget(operation) => self.operate(operation),
                    _ => {}
                }
            }
        }
    }

    /// Applies a widget operation (and what it chains) to the window.
    fn operate(&mut self, operation: Box<dyn widget::Operation>) {
        let size = self.size();
        let cache = self.cache.take().unwrap_or_default();
        let mut ui = UserInterface::build(self.h.app.view(), size, cache, &mut self.renderer);
        let mut next = Some(operation);
        while let Some(mut current) = next.take() {
            ui.operate(&self.renderer, &mut current);
            if let widget::operation::Outcome::Chain(chained) = current.finish() {
                next = Some(chained);
            }
        }
        self.cache = Some(ui.into_cache());
    }

    /// What `selector` finds in the window as it is now.
    pub fn find<S>(&mut self, selector: S) -> Option<S::Output>
    where
        S: Selector + Send,
        S::Output: Clone + Send,
    {
        use widget::Operation;
        let size = self.size();
        let cache = self.cache.take().unwrap_or_default();
        let mut ui = UserInterface::build(self.h.app.view(), size, cache, &mut self.renderer);
        let mut operation = selector.find();
        ui.operate(
            &self.renderer,
            &mut widget::operation::black_box(&mut operation),
        );
        self.cache = Some(ui.into_cache());
        match operation.finish() {
            widget::operation::Outcome::Some(found) => found,
            _ => None,
        }
    }

    /// Where the widget with `id` is, and how much of it is in sight.
    pub fn bounds(&mut self, id: &str) -> Option<(Rectangle, Option<Rectangle>)> {
        let id = widget::Id::from(id.to_string());
        self.find(move |c: Candidate<'_>| {
            (c.id() == Some(&id)).then(|| (c.bounds(), c.visible_bounds()))
        })
    }

    /// Where the text `content` is, and how much of it is in sight.
    pub fn text(&mut self, content: &str) -> Option<(Rectangle, Option<Rectangle>)> {
        let content = content.to_string();
        self.find(move |c: Candidate<'_>| match c {
            Candidate::Text {
                content: written,
                bounds,
                visible_bounds,
                ..
            } if written == content => Some((bounds, visible_bounds)),
            _ => None,
        })
    }

    /// Clicks at `at`.
    pub fn click_at(&mut self, at: Point) {
        self.cursor = mouse::Cursor::Available(at);
        let events: Vec<Event> = iced_test::simulator::click().collect();
        self.frame(&events);
    }

    /// Clicks the middle of what is in sight of the widget with `id`.
    #[track_caller]
    pub fn click_id(&mut self, id: &str) {
        let Some((_, Some(seen))) = self.bounds(id) else {
            panic!("{id} is not in sight");
        };
        self.click_at(seen.center());
    }

    /// Turns the mouse wheel over `at` by `lines` (down when positive).
    pub fn scroll(&mut self, at: Point, lines: f32) {
        self.cursor = mouse::Cursor::Available(at);
        self.frame(&[Event::Mouse(mouse::Event::WheelScrolled {
            delta: mouse::ScrollDelta::Lines { x: 0.0, y: -lines },
        })]);
    }

    /// Presses `key`: first through the widgets, then, when none took it,
    /// to the app as the window's keyboard subscription passes it on.
    /// Returns whether a widget took it.
    pub fn key(&mut self, key: Key, modifiers: keyboard::Modifiers) -> bool {
        let pressed = Event::Keyboard(keyboard::Event::KeyPressed {
            key: key.clone(),
            modified_key: key.clone(),
            physical_key: keyboard::key::Physical::Unidentified(
                keyboard::key::NativeCode::Unidentified,
            ),
            location: keyboard::Location::Standard,
            modifiers,
            text: None,
            repeat: false,
        });
        let released = Event::Keyboard(keyboard::Event::KeyReleased {
            key: key.clone(),
            modified_key: key.clone(),
            physical_key: keyboard::key::Physical::Unidentified(
                keyboard::key::NativeCode::Unidentified,
            ),
            location: keyboard::Location::Standard,
            modifiers,
        });
        let statuses = self.frame(&[
            Event::Keyboard(keyboard::Event::ModifiersChanged(modifiers)),
            pressed,
            released,
            Event::Keyboard(keyboard::Event::ModifiersChanged(
                keyboard::Modifiers::empty(),
            )),
        ]);
        let taken = statuses
            .get(1)
            .is_some_and(|s| *s == iced::event::Status::Captured);
        if !taken {
            self.send(Message::Key(key, modifiers));
        }
        taken
    }

    /// The bounds of the focused widget, if one has the focus.
    pub fn focused(&mut self) -> Option<Rectangle> {
        self.find(|c: Candidate<'_>| match c {
            Candidate::Focusable { bounds, state, .. } if state.is_focused() => Some(bounds),
            _ => None,
        })
    }

    /// How far the scrolled pane with `id` is scrolled from its top.
    pub fn scrolled(&mut self, id: &str) -> Option<f32> {
        let id = widget::Id::from(id.to_string());
        self.find(move |c: Candidate<'_>| match c {
            Candidate::Scrollable {
                id: Some(found),
                translation,
                ..
            } if *found == id => Some(translation.y),
            _ => None,
        })
    }
}
