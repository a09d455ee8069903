//! A window that keeps its widgets' state from one look to the next, as the
//! real window does, and runs the widget operations the app's tasks start
//! (scrolling a pane, snapping a list): what a player sees after a click,
//! scroll positions included. iced_test's simulator starts every widget
//! afresh, so it cannot show where the app scrolled a pane to.

use iced::advanced::renderer::Headless;
use iced::advanced::widget::Operation;
use iced::advanced::widget::operation::{Outcome, black_box};
use iced::{Font, Pixels, Size};
use iced_test::runtime::futures::futures::executor;
use iced_test::runtime::user_interface::{Cache, UserInterface};
use iced_test::selector::Selector;
use std::cell::{Cell, RefCell};

/// What a harness keeps between looks: the widgets' state, and the size
/// of the window last looked at.
pub struct Kept {
    cache: RefCell<Option<Cache>>,
    size: Cell<Size>,
}

impl Default for Kept {
    fn default() -> Self {
        Kept {
            cache: RefCell::new(None),
            size: Cell::new(Size::new(1366.0, 900.0)),
        }
    }
}

impl Kept {
    /// Runs `operation` (and those it chains to) at once on the window drawn
    /// from `element` at the size last looked at, as the runtime does
    /// after an update: an operation that answers holds a channel its task
    /// waits on, so it must not be kept for later.
    pub fn run<'a>(
        &'a self,
        element: iced::Element<'a, holster::ui::Message>,
        operation: Box<dyn Operation>,
    ) {
        let mut look = self.look(element, self.size.get());
        let renderer = &look.renderer;
        if let Some(ui) = look.ui.as_mut() {
            let mut current = operation;
            loop {
                ui.operate(renderer, &mut black_box(&mut current));
                match current.finish() {
                    Outcome::Chain(next) => current = next,
                    _ => break,
                }
            }
        }
    }

    /// The window drawn from `element` at `size` (logical pixels), with the
    /// kept state; it is kept again when the look is dropped.
    pub fn look<'a>(
        &'a self,
        element: iced::Element<'a, holster::ui::Message>,
        size: Size,
    ) -> Look<'a> {
        self.size.set(size);
        let mut renderer = executor::block_on(<iced::Renderer as Headless>::new(
            Font::with_name("Fira Sans"),
            Pixels(16.0),
            None,
        ))
        .expect("a headless renderer");
        let cache = self.cache.borrow_mut().take().unwrap_or_default();
        let ui = UserInterface::build(element, size, cache, &mut renderer);
        Look {
            ui: Some(ui),
            renderer,
            kept: self,
        }
    }
}

/// One look at the kept window.
pub struct Look<'a> {
    ui: Option<UserInterface<'a, holster::ui::Message, iced::Theme, iced::Renderer>>,
    renderer: iced::Renderer,
    kept: &'a Kept,
}

impl Look<'_> {
    /// What `selector` finds, as iced_test's simulator finds it.
    pub fn find<S>(&mut self, selector: S) -> Option<S::Output>
    where
        S: Selector + Send,
        S::Output: Clone + Send,
    {
        let ui = self.ui.as_mut()?;
        let mut operation = selector.find();
        ui.operate(&self.renderer, &mut black_box(&mut operation));
        match operation.finish() {
            Outcome::Some(found) => found,
            _ => None,
        }
    }
}

impl Drop for Look<'_> {
    fn drop(&mut self) {
        if let Some(ui) = self.ui.take() {
            *self.kept.cache.borrow_mut() = Some(ui.into_cache());
        }
    }
}
