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
    name: &std::ffi::OsStr,
    file: &Path,
    show_link: bool,
    out: &mut dyn Write,
) -> Result<u8, Msg> {
    let io = |e: std::io::Error| Msg::new("cli-output-failed").arg("reason", e.to_string());
    let session = crate::games::read(&paths.game_file(name)).map_err(|e| e.message())?;
    let play = bgstats::play(lang, session.as_ref())?;
    crate::export::write_new(file, &play.file_text())?;
    let msg = Msg::new("cli-export-written")
        .arg_key("game", &session.game().title_key())
        .arg("file", file.display().to_string());
    writeln!(out, "{}", i18n::tr(lang, &msg)).map_err(io)?;
    if show_link {
        writeln!(out, "{}", bgstats::link(&play)).map_err(io)?;
    }
    Ok(0)
}
