//! Keeping the screen on while a game is open: nobody touches the computer
//! while the dice roll, and a dark screen in the middle of a turn is a
//! dead end for a table. The desktop is asked through its screensaver
//! inhibit (`keepawake`: `org.freedesktop.ScreenSaver` on Linux); where
//! there is no desktop session to ask (CI, Xvfb), nothing happens.

use std::fmt::Debug;
use std::sync::mpsc;

/// Asks the desktop to keep the screen on, and lets it go again. Calls
/// come in pairs from the window (`hold` then `release`); neither may
/// block or fail loudly.
pub trait Inhibit: Debug + Send {
    /// Keep the screen on from now.
    fn hold(&mut self);
    /// The screen may go dark again.
    fn release(&mut self);
}

/// The desktop's own inhibit. Asking it goes over D-Bus, which can take a
/// moment or never answer, so it is done on a thread of its own that holds
/// the inhibit until told to let go; the window never waits for it.
#[derive(Debug, Default)]
pub struct Desktop {
    /// Dropping it tells the thread to let go.
    held: Option<mpsc::Sender<()>>,
}

impl Inhibit for Desktop {
    fn hold(&mut self) {
        if self.held.is_some() {
            return;
        }
        let (tx, rx) = mpsc::channel::<()>();
        let started = std::thread::Builder::new()
            .name("keep-awake".into())
            .spawn(move || {
                // No session bus, no screensaver service: then the screen
                // simply follows the desktop's own settings.
                let awake = keepawake::Builder::default()
                    .display(true)
                    .reason("A game is open at the table")
                    .app_name("Holster")
                    .app_reverse_domain("io.github.holster")
                    .create()
                    .ok();
                // Until the window lets go (or is gone).
                let _ = rx.recv();
                drop(awake);
            });
        if started.is_ok() {
            self.held = Some(tx);
        }
    }

    fn release(&mut self) {
        self.held = None;
    }
}

/// Whether the screen is being kept on, and what asks for it.
#[derive(Debug)]
pub struct KeepAwake {
    inhibit: Box<dyn Inhibit>,
    held: bool,
}

impl KeepAwake {
    /// Through `inhibit`, nothing held yet.
    pub fn new(inhibit: Box<dyn Inhibit>) -> Self {
        KeepAwake {
            inhibit,
            held: false,
        }
    }

    /// Holds or releases so that the screen is kept on exactly when `wanted`.
    pub fn set(&mut self, wanted: bool) {
        match (wanted, self.held) {
            (true, false) => self.inhibit.hold(),
            (false, true) => self.inhibit.release(),
            _ => return,
        }
        self.held = wanted;
    }

    /// Whether the screen is being kept on.
    pub fn is_held(&self) -> bool {
        self.held
    }
}

impl Drop for KeepAwake {
    fn drop(&mut self) {
        self.set(false);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::{Arc, Mutex};

    #[derive(Debug, Default)]
    struct Fake(Arc<Mutex<Vec<&'static str>>>);

    impl Inhibit for Fake {
        fn hold(&mut self) {
            self.0.lock().map(|mut c| c.push("hold")).ok();
        }
        fn release(&mut self) {
            self.0.lock().map(|mut c| c.push("release")).ok();
        }
    }

    #[test]
    fn held_once_while_wanted_and_released_once_after() {
        let calls = Arc::new(Mutex::new(Vec::new()));
        let mut awake = KeepAwake::new(Box::new(Fake(calls.clone())));
        awake.set(false);
        awake.set(true);
        awake.set(true);
        assert!(awake.is_held());
        awake.set(false);
        awake.set(true);
        drop(awake);
        assert_eq!(
            *calls.lock().expect("calls"),
            vec!["hold", "release", "hold", "release"]
        );
    }

    #[test]
    fn the_desktop_inhibit_does_not_fail_without_a_session_bus() {
        // The test machines have no session bus: holding and releasing
        // must neither fail nor wait.
        let mut desktop = Desktop::default();
        desktop.hold();
        desktop.hold();
        desktop.release();
        desktop.release();
        assert!(desktop.held.is_none());
    }
}
