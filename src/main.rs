//! `holster`: with no command the window, otherwise a command-line tool.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::process::ExitCode;

fn main() -> ExitCode {
    match holster::cli::run(std::env::args_os().collect()) {
        holster::cli::Next::Exit(code) => code,
        holster::cli::Next::Window { lang, paths } => open_window(lang, paths),
    }
}

#[cfg(feature = "gui")]
fn open_window(lang: holster::i18n::Lang, paths: holster::store::Paths) -> ExitCode {
    match holster::ui::run(lang, paths) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("holster: {e}");
            ExitCode::from(2)
        }
    }
}

#[cfg(not(feature = "gui"))]
fn open_window(lang: holster::i18n::Lang, _paths: holster::store::Paths) -> ExitCode {
    eprintln!("holster: {}", holster::i18n::text(lang, "cli-no-window"));
    ExitCode::from(2)
}
