//! `holster export NAME FILE --bgstats [--link]`: a finished game written
//! for BG Stats (see `docs/bgstats.md`).

use crate::core::Msg;
use crate::export::bgstats;
use crate::i18n::{self, Lang};
use crate::store::Paths;
use std::io::Write;
use std::path::Path;

/// Writes the BG Stats play of the saved game `name` to `file`, and prints
/// its link when `show_link`. A game that goes on, or a `file` that is
/// already there, is refused and nothing is written.
pub fn run(
    lang: Lang,
    paths: &Paths,
    name: &str,
    file: &Path,
    show_link: bool,
    out: &mut dyn Write,
) -> Result<u8, Msg> {
    let io = |e: std::io::Error| Msg::new("cli-output-failed").arg("reason", e.to_string());
    let session = crate::games::read(&paths.game_file(name)).map_err(|e| e.message())?;
    let play = bgstats::play(lang, session.as_ref())?;
    let text = file_text(&play);
    write_new(file, &text)?;
    let msg = Msg::new("cli-export-written")
        .arg_key("game", session.game().title_key())
        .arg("file", file.display().to_string());
    writeln!(out, "{}", i18n::tr(lang, &msg)).map_err(io)?;
    if show_link {
        writeln!(out, "{}", bgstats::link(&play)).map_err(io)?;
    }
    Ok(0)
}

/// The play as the file holds it: the link's JSON, laid out for people
/// (the window's summary writes the same).
pub fn file_text(play: &bgstats::Play) -> String {
    serde_json::to_string_pretty(play).unwrap_or_default() + "\n"
}

/// Writes `text` to `file`, which must not be there yet: a slip of the
/// fingers (`holster export friday friday.toml`) must not replace a game.
pub fn write_new(file: &Path, text: &str) -> Result<(), Msg> {
    let failed = |e: std::io::Error| {
        if e.kind() == std::io::ErrorKind::AlreadyExists {
            Msg::new("cli-export-exists").arg("file", file.display().to_string())
        } else {
            Msg::new("store-io")
                .arg("file", file.display().to_string())
                .arg("reason", e.to_string())
        }
    };
    let mut f = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(file)
        .map_err(failed)?;
    if let Err(e) = f.write_all(text.as_bytes()).and_then(|()| f.sync_all()) {
        // A half-written file would be taken for a play: better none.
        drop(f);
        let _ = std::fs::remove_file(file);
        return Err(failed(e));
    }
    Ok(())
}
