//! What can go wrong with files, in terms a person can act on.

use super::format::{EncodeError, FormatError};
use super::lock::LockError;
use crate::core::Msg;
use std::path::{Path, PathBuf};

/// A saved game or a settings file could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The operating system refused (missing folder, permissions, full disk).
    #[error("{path}: {source}")]
    Io {
        /// The file concerned.
        path: PathBuf,
        /// What the operating system said.
        source: std::io::Error,
    },
    /// The file's contents are not a saved game this Holster can use.
    #[error("{path}: {error}")]
    Format {
        /// The file concerned.
        path: PathBuf,
        /// What is wrong with it.
        error: FormatError,
    },
    /// Another Holster window has the game open.
    #[error("{0}")]
    Lock(#[from] LockError),
    /// A new game would replace an existing file.
    #[error("{0} already exists")]
    AlreadyExists(PathBuf),
    /// Something could not be written in the save format.
    #[error("{0}")]
    Encode(#[from] EncodeError),
    /// The settings file could not be read whole; what could be read is used.
    #[error("{path}: {reason}")]
    Settings {
        /// The settings file.
        path: PathBuf,
        /// What is wrong with it.
        reason: String,
    },
    /// The settings were not saved: the file on disk is damaged and would
    /// be lost.
    #[error("{path}: not saved over: {reason}")]
    SettingsNotSaved {
        /// The settings file.
        path: PathBuf,
        /// What is wrong with it.
        reason: String,
    },
}

impl StoreError {
    /// An I/O error on `path`.
    pub fn io(path: &Path, source: std::io::Error) -> Self {
        StoreError::Io {
            path: path.to_path_buf(),
            source,
        }
    }

    /// A format error in `path`.
    pub fn format(path: &Path, error: FormatError) -> Self {
        StoreError::Format {
            path: path.to_path_buf(),
            error,
        }
    }

    /// The message to show a person.
    pub fn message(&self) -> Msg {
        let file = |p: &Path| p.display().to_string();
        match self {
            StoreError::Io { path, source } => Msg::new("store-io")
                .arg("file", file(path))
                .arg("reason", source.to_string()),
            StoreError::Format { path, error } => match error {
                FormatError::TooNew { found, supported } => Msg::new("store-too-new")
                    .arg("file", file(path))
                    .arg("found", i64::from(*found))
                    .arg("supported", i64::from(*supported)),
                FormatError::UnknownVersion(v) => Msg::new("store-unknown-version")
                    .arg("file", file(path))
                    .arg("found", *v),
                FormatError::WrongGame { found, expected } => Msg::new("store-wrong-game")
                    .arg("file", file(path))
                    .arg("found", found.clone())
                    .arg("expected", expected.as_str()),
                FormatError::Setup(why) => Msg::new("store-bad-setup")
                    .arg("file", file(path))
                    .arg_msg("reason", why.clone()),
                FormatError::Damaged(reason) | FormatError::Inconsistent(reason) => {
                    Msg::new("store-damaged")
                        .arg("file", file(path))
                        .arg("reason", reason.clone())
                }
            },
            StoreError::Lock(LockError::InUse) => Msg::new("store-in-use"),
            StoreError::Lock(LockError::Io(e)) => {
                Msg::new("store-lock-failed").arg("reason", e.to_string())
            }
            StoreError::AlreadyExists(path) => {
                Msg::new("store-already-exists").arg("file", file(path))
            }
            StoreError::Encode(e) => Msg::new("store-encode").arg("reason", e.to_string()),
            StoreError::Settings { path, reason } => Msg::new("store-settings-damaged")
                .arg("file", file(path))
                .arg("reason", reason.clone()),
            StoreError::SettingsNotSaved { path, reason } => Msg::new("store-settings-not-saved")
                .arg("file", file(path))
                .arg("reason", reason.clone()),
        }
    }
}
