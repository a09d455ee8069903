//! The summary's way to BG Stats: the play's createPlay link as a QR code,
//! so a phone at the table logs it in one scan, and the play written to a
//! file (the JSON `holster export --bgstats` writes) off the update loop.

use super::{Message, Summary};
use crate::core::Msg;
use crate::export::bgstats;
use crate::i18n::{self, Lang};
use crate::session::AnySession;
use crate::ui::theme;
use crate::ui::widgets::button;
use crate::ui::widgets::labelled_icon_button;
use iced::widget::{Column, container, row, scrollable, text};
use iced::{Alignment, Element, Length, Task};
use std::path::{Path, PathBuf};

/// The id of the button that shows the QR code, for tests.
pub const BGSTATS_ID: &str = "summary-bgstats";
/// The id of the button that writes the file, for tests.
pub const FILE_ID: &str = "summary-bgstats-file";
/// The id of the button that closes the QR code, for tests.
pub const CLOSE_ID: &str = "summary-bgstats-close";

/// The most files of one game's play tried (`NAME-bgstats.json`, then
/// `-2`, `-3`…) before saying the names are taken.
const MOST_FILES: u32 = 99;

/// What the summary keeps of the export.
#[derive(Debug, Default)]
pub struct Export {
    /// The play's link in each language (its comments are words), made
    /// the first time the code is asked for.
    links: Vec<(Lang, Result<String, Msg>)>,
    /// Whether the code is shown.
    shown: bool,
    /// The play's file in each language, made with the links.
    files: Vec<(Lang, Result<String, Msg>)>,
    /// The game's save file, the export named after it.
    game: Option<PathBuf>,
    /// What writing the file did: where it went, or why not.
    written: Option<Result<PathBuf, Msg>>,
    /// A file is being written.
    writing: bool,
}

impl Export {
    /// Whether the code is shown.
    pub fn shown(&self) -> bool {
        self.shown
    }

    /// Where the play was written, or why not, once asked.
    pub fn written(&self) -> Option<&Result<PathBuf, Msg>> {
        self.written.as_ref()
    }

    /// The link in `lang`, once made.
    pub fn link(&self, lang: Lang) -> Option<&Result<String, Msg>> {
        self.links
            .iter()
            .find(|(l, _)| *l == lang)
            .map(|(_, link)| link)
    }

    /// Shows the code, making the links first if they are not made, or
    /// hides it.
    pub fn toggle(&mut self, session: &dyn AnySession) {
        if self.links.is_empty() {
            for lang in Lang::ALL {
                let play = bgstats::play(lang, session);
                self.links
                    .push((lang, play.as_ref().map(bgstats::link).map_err(Clone::clone)));
                self.files.push((lang, play.map(|p| p.file_text())));
            }
            self.game = session.path().map(Path::to_path_buf);
        }
        self.shown = !self.shown;
    }

    /// Closes the code.
    pub fn close(&mut self) {
        self.shown = false;
    }

    /// Writes the play in `lang` to a new file in a task; the answer comes
    /// back as [`Message::Written`].
    pub fn write(&mut self, lang: Lang) -> Task<Message> {
        if self.writing {
            return Task::none();
        }
        let text = self
            .files
            .iter()
            .find(|(l, _)| *l == lang)
            .map(|(_, file)| file.clone());
        let Some(Ok(text)) = text else {
            self.written = Some(Err(match text {
                Some(Err(why)) => why,
                _ => Msg::new("summary-bgstats-unsaved"),
            }));
            return Task::none();
        };
        let Some((folder, stem)) = self.game.as_deref().and_then(export_place) else {
            self.written = Some(Err(Msg::new("summary-bgstats-unsaved")));
            return Task::none();
        };
        self.writing = true;
        Task::perform(
            async move { write_file(&folder, &stem, &text) },
            Message::Written,
        )
    }

    /// The file was written (or why not).
    pub fn written_now(&mut self, result: Result<PathBuf, Msg>) {
        self.writing = false;
        self.written = Some(result);
    }
}

/// Where a play of the game saved at `game` goes: the `exports` folder
/// beside the games folder, named after the game's file.
pub fn export_place(game: &Path) -> Option<(PathBuf, String)> {
    let stem = game.file_stem()?.to_string_lossy().into_owned();
    let data = game.parent()?.parent()?;
    Some((data.join("exports"), stem))
}

/// Writes `text` to a new file `STEM-bgstats.json` in `folder` (made if
/// need be), or `STEM-bgstats-2.json` and on when that is taken: an earlier
/// export is never replaced.
fn write_file(folder: &Path, stem: &str, text: &str) -> Result<PathBuf, Msg> {
    std::fs::create_dir_all(folder).map_err(|e| {
        Msg::new("store-io")
            .arg("file", folder.display().to_string())
            .arg("reason", e.to_string())
    })?;
    for n in 1..=MOST_FILES {
        let name = if n == 1 {
            format!("{stem}-bgstats.json")
        } else {
            format!("{stem}-bgstats-{n}.json")
        };
        let file = folder.join(name);
        if file.exists() {
            continue;
        }
        return crate::export::write_new(&file, text).map(|()| file);
    }
    Err(Msg::new("export-file-exists").arg(
        "file",
        folder
            .join(format!("{stem}-bgstats.json"))
            .display()
            .to_string(),
    ))
}

impl Summary {
    /// The code over the summary: the QR code and the link under it, what
    /// writing the file did, and the buttons to write it and to close.
    pub(super) fn export_panel(&self, lang: Lang) -> Option<Element<'_, Message>> {
        if !self.export.shown {
            return None;
        }
        let t = |key: &str| i18n::text(lang, key);
        // The buttons and the link first, so they stay in sight; the code
        // takes the room that is left (drawn smaller when the text is big).
        let said = match &self.export.written {
            Some(Ok(file)) => i18n::tr(
                lang,
                &Msg::new("summary-bgstats-written").arg("file", file.display().to_string()),
            ),
            Some(Err(why)) => i18n::tr(lang, why),
            None => String::new(),
        };
        // What writing did sits between the two buttons: no line of its
        // own, so the code keeps its room.
        let buttons = row![
            container(
                labelled_icon_button(crate::ui::icons::Icon::Note, t("summary-bgstats-file"))
                    .on_press_maybe((!self.export.writing).then_some(Message::WriteFile(lang)))
            )
            .id(FILE_ID),
            text(said).size(13).width(Length::Fill),
            container(
                button(text(t("summary-bgstats-close")))
                    .padding([10, 14])
                    .style(button::primary)
                    .on_press(Message::CloseBgStats)
            )
            .id(CLOSE_ID),
        ]
        .spacing(12)
        .align_y(Alignment::Center);
        let mut col = Column::new().spacing(8).push(buttons);
        match self.export.link(lang) {
            Some(Ok(link)) => {
                col = col
                    .push(
                        scrollable(text(link.clone()).size(11))
                            .height(Length::Fixed(36.0))
                            .width(Length::Fill),
                    )
                    .push(
                        container(crate::ui::qr::view(lang, link))
                            .center_x(Length::Fill)
                            .height(Length::Fill),
                    );
            }
            Some(Err(why)) => col = col.push(text(i18n::tr(lang, why))),
            None => {}
        }
        Some(
            container(
                container(col)
                    .padding(16)
                    .max_width(720)
                    .style(theme::drawer),
            )
            .padding(12)
            .center(Length::Fill)
            .into(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_play_goes_beside_the_games_folder_and_never_over_an_earlier_one() {
        let dir = tempfile::tempdir().expect("temp dir");
        let game = dir.path().join("games").join("friday.toml");
        let (folder, stem) = export_place(&game).expect("a place");
        assert_eq!(folder, dir.path().join("exports"));
        assert_eq!(stem, "friday");
        let run = |text: &str| write_file(&folder, &stem, text);
        let first = run("{\"a\":1}\n").expect("written");
        let second = run("{\"b\":2}\n").expect("written");
        assert_eq!(first, folder.join("friday-bgstats.json"));
        assert_eq!(second, folder.join("friday-bgstats-2.json"));
        assert_eq!(
            std::fs::read_to_string(&first).expect("the first file"),
            "{\"a\":1}\n"
        );
        assert_eq!(
            std::fs::read_to_string(&second).expect("the second file"),
            "{\"b\":2}\n"
        );
    }
}
