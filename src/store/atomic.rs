//! Writing a whole file so that it is either the old one or the new one.

use std::fs::{self, File, OpenOptions, TryLockError};
use std::io::Write;
use std::path::{Path, PathBuf};

/// Writes `contents` to `path` through a temporary file in the same folder,
/// flushed to disk and renamed over the old file, then flushes the folder so
/// the rename itself survives a power cut. When `path` is a symbolic link,
/// the file it points to is replaced and the link stays a link.
pub fn write_atomic(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    Staged::write(path, contents)?.replace()
}

/// The file `path` names with every symbolic link followed; `path` itself
/// when it names nothing yet.
pub fn resolve(path: &Path) -> PathBuf {
    fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf())
}

/// The folder a file is in: `.` for a bare file name.
pub fn folder(path: &Path) -> &Path {
    path.parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
}

/// A new version of a file, written whole and flushed beside it, not yet in
/// its place.
#[derive(Debug)]
pub struct Staged {
    tmp: PathBuf,
    target: PathBuf,
    file: File,
}

impl Staged {
    /// Writes `contents` to `NAME.tmp` beside the file `path` names (links
    /// followed). The temporary file is locked while it is written, so two
    /// Holsters making the same new game never write into one file.
    pub fn write(path: &Path, contents: &[u8]) -> std::io::Result<Staged> {
        let target = resolve(path);
        let dir = folder(&target);
        fs::create_dir_all(dir)?;
        let mut name = target.file_name().unwrap_or_default().to_os_string();
        name.push(".tmp");
        let tmp = target.with_file_name(name);
        let mut file = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&tmp)?;
        match file.try_lock() {
            Ok(()) => {}
            Err(TryLockError::WouldBlock) => {
                return Err(std::io::Error::new(
                    std::io::ErrorKind::ResourceBusy,
                    "another Holster is writing this file",
                ));
            }
            Err(TryLockError::Error(e)) => return Err(e),
        }
        // From here the temporary file is this Holster's (it holds the
        // lock): one that cannot be written whole is not left behind.
        let written = file
            .set_len(0)
            .and_then(|()| file.write_all(contents))
            .and_then(|()| file.sync_all());
        if let Err(e) = written {
            drop(file);
            let _ = fs::remove_file(&tmp);
            return Err(e);
        }
        Ok(Staged { tmp, target, file })
    }

    /// The new file, open (and locked until this is dropped).
    pub fn file(&self) -> &File {
        &self.file
    }

    /// The path the new file will take: where the links lead.
    pub fn target(&self) -> &Path {
        &self.target
    }

    /// Puts the new file in the old one's place. When it cannot (a folder
    /// in its place, no permission), the temporary file is removed: nothing
    /// is left beside the old one.
    pub fn replace(self) -> std::io::Result<()> {
        if let Err(e) = fs::rename(&self.tmp, &self.target) {
            let _ = fs::remove_file(&self.tmp);
            return Err(e);
        }
        sync_dir(folder(&self.target))
    }

    /// Puts the new file in place only if no file is there; false, with
    /// nothing changed, when one is.
    pub fn place_new(self) -> std::io::Result<bool> {
        let placed = match fs::hard_link(&self.tmp, &self.target) {
            Ok(()) => {
                fs::remove_file(&self.tmp)?;
                true
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                fs::remove_file(&self.tmp)?;
                false
            }
            // A file system without hard links: a check and a rename,
            // which only two Holsters making one game at once can race.
            Err(_) if self.target.exists() => {
                fs::remove_file(&self.tmp)?;
                false
            }
            Err(_) => {
                fs::rename(&self.tmp, &self.target)?;
                true
            }
        };
        sync_dir(folder(&self.target))?;
        Ok(placed)
    }
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
