//! A finished game written for other programs. No window code: the command
//! line writes these, and the window shows the same.

pub mod bgstats;

use crate::core::Msg;
use std::io::Write;
use std::path::Path;

/// Writes `text` to `file`, which must not be there yet: a slip of the
/// fingers (`holster export friday friday.toml`) must not replace a game.
pub fn write_new(file: &Path, text: &str) -> Result<(), Msg> {
    let failed = |e: std::io::Error| {
        if e.kind() == std::io::ErrorKind::AlreadyExists {
            Msg::new("export-file-exists").arg("file", file.display().to_string())
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
