//! Writing a whole file so that it is either the old one or the new one.

use std::fs::{self, File};
use std::io::Write;
use std::path::Path;

/// Writes `contents` to `path` through a temporary file in the same folder,
/// flushed to disk and renamed over the old file, then flushes the folder so
/// the rename itself survives a power cut.
pub fn write_atomic(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    fs::create_dir_all(dir)?;
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".tmp");
    let tmp = path.with_file_name(name);
    {
        let mut file = File::create(&tmp)?;
        file.write_all(contents)?;
        file.sync_all()?;
    }
    fs::rename(&tmp, path)?;
    sync_dir(dir)
}

/// Flushes a folder's entries (new names, renames) to disk.
pub fn sync_dir(dir: &Path) -> std::io::Result<()> {
    // Opening a directory for fsync is a Unix idea; elsewhere the rename is
    // as durable as the platform makes it.
    #[cfg(unix)]
    File::open(dir)?.sync_all()?;
    #[cfg(not(unix))]
    let _ = dir;
    Ok(())
}
