//! The rules reference drawer, reachable from every screen (F1): pick a book,
//! browse its sections, search in the current language, and show the same
//! section in the other language with one click.

use super::icons::Icon;
use super::theme;
use crate::i18n::{self, Lang};
use crate::rulebook::{Block, Book, Reference, SearchIndex};
use iced::widget::{
    Column, button, column, container, pick_list, row, scrollable, space, text, text_input,
};
use iced::{Alignment, Element, Length, Task};

/// The id of the search field.
pub const SEARCH_ID: &str = "reference-search";

/// The drawer's state.
pub struct Drawer {
    book: Book,
    lang: Lang,
    query: String,
    selected: Option<String>,
    loaded: Option<(Reference, SearchIndex)>,
    problem: Option<String>,
}

impl std::fmt::Debug for Drawer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Drawer")
            .field("book", &self.book)
            .field("lang", &self.lang)
            .field("selected", &self.selected)
            .finish_non_exhaustive()
    }
}

/// What happened in the drawer.
#[derive(Debug, Clone)]
pub enum Message {
    /// Another book was picked.
    Book(BookChoice),
    /// The search text changed.
    Query(String),
    /// A section was opened.
    Select(String),
    /// Back to the list of sections or hits.
    List,
    /// Show the same place in the other language.
    OtherLanguage,
    /// Close the drawer.
    Close,
}

/// A book in the pick list, with its title in the drawer's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BookChoice {
    book: Book,
    title: String,
}

impl std::fmt::Display for BookChoice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.title)
    }
}

impl Drawer {
    /// A drawer on `book` in `lang`, open at `section` if given.
    pub fn new(book: Book, lang: Lang, section: Option<String>) -> (Self, Task<Message>) {
        let mut drawer = Drawer {
            book,
            lang,
            query: String::new(),
            selected: section,
            loaded: None,
            problem: None,
        };
        drawer.load();
        (drawer, iced::widget::operation::focus(SEARCH_ID))
    }

    /// The book shown.
    pub fn book(&self) -> Book {
        self.book
    }

    /// The language of the texts shown.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The section shown, if one is open.
    pub fn selected(&self) -> Option<&str> {
        self.selected.as_deref()
    }

    /// Opens a section (from a "Why?" link).
    pub fn show(&mut self, book: Book, section: String) {
        if book != self.book {
            self.book = book;
            self.load();
        }
        self.selected = Some(section);
    }

    fn load(&mut self) {
        self.problem = None;
        self.loaded = match crate::rulebook::reference(self.book, self.lang) {
            Ok(Some(reference)) => {
                let index = SearchIndex::new(&reference);
                Some((reference, index))
            }
            Ok(None) => None,
            Err(e) => {
                self.problem = Some(e.to_string());
                None
            }
        };
    }

    /// Handles a message; `true` means close the drawer.
    pub fn update(&mut self, message: Message) -> bool {
        match message {
            Message::Book(choice) => {
                self.book = choice.book;
                self.selected = None;
                self.load();
            }
            Message::Query(query) => {
                self.query = query;
                self.selected = None;
            }
            Message::Select(id) => self.selected = Some(id),
            Message::List => self.selected = None,
            Message::OtherLanguage => {
                // Section ids are shared by both languages, so the same place opens.
                self.lang = self.lang.other();
                self.query.clear();
                self.load();
            }
            Message::Close => return true,
        }
        false
    }

    /// The drawer's contents.
    pub fn view(&self, ui_lang: Lang) -> Element<'_, Message> {
        let t = |key: &str| i18n::text(ui_lang, key);
        let choices: Vec<BookChoice> = Book::all()
            .into_iter()
            .filter(|b| !is_test_book(*b) || self.book == *b)
            .map(|book| BookChoice {
                book,
                title: i18n::text(ui_lang, book.title_key()),
            })
            .collect();
        let current = choices.iter().find(|c| c.book == self.book).cloned();
        let other = match self.lang.other() {
            Lang::En => "In English",
            Lang::Nl => "In het Nederlands",
        };
        let top = row![
            Icon::Book.view(24.0),
            text(t("reference-title")).size(22),
            space().width(Length::Fill),
            container(
                button(text("×").size(22))
                    .style(button::text)
                    .padding([2, 10])
                    .on_press(Message::Close)
            )
            .id("close-reference"),
        ]
        .spacing(10)
        .align_y(Alignment::Center);
        let controls = row![
            pick_list(choices, current, Message::Book).width(Length::Fill),
            container(
                button(text(other).size(15))
                    .padding([8, 12])
                    .style(crate::ui::theme::secondary_button)
                    .on_press(Message::OtherLanguage)
            )
            .id("other-language"),
        ]
        .spacing(8)
        .align_y(Alignment::Center);
        let search = text_input(&t("reference-search"), &self.query)
            .id(SEARCH_ID)
            .on_input(Message::Query)
            .padding(10);

        let body: Element<'_, Message> = match &self.loaded {
            None => text(match &self.problem {
                Some(problem) => problem.clone(),
                None => i18n::tr(
                    ui_lang,
                    &crate::core::Msg::new("rules-not-available")
                        .arg_key("game", self.book.title_key()),
                ),
            })
            .into(),
            Some((reference, index)) => match &self.selected {
                Some(id) => section_view(ui_lang, reference, id),
                None if !self.query.trim().is_empty() => hits_view(ui_lang, index, &self.query),
                None => contents_view(reference),
            },
        };
        container(
            column![top, controls, search, scrollable(body).height(Length::Fill)]
                .spacing(12)
                .padding(16),
        )
        .width(480)
        .height(Length::Fill)
        .style(theme::panel_highlight)
        .into()
    }
}

fn contents_view(reference: &Reference) -> Element<'_, Message> {
    let mut col = Column::new().spacing(2);
    for section in &reference.sections {
        let indent = f32::from(section.level.saturating_sub(1)) * 18.0;
        col = col.push(
            row![
                space().width(indent),
                button(text(section.title.clone()).size(if section.level == 1 { 18 } else { 16 }))
                    .style(button::text)
                    .on_press(Message::Select(section.id.clone())),
            ]
            .align_y(Alignment::Center),
        );
    }
    col.into()
}

fn hits_view<'a>(lang: Lang, index: &SearchIndex, query: &str) -> Element<'a, Message> {
    let hits = index.search(query);
    if hits.is_empty() {
        return text(i18n::tr(
            lang,
            &crate::core::Msg::new("rules-no-hits").arg("query", query),
        ))
        .into();
    }
    let mut col = Column::new().spacing(8);
    for hit in hits {
        col = col.push(
            button(column![text(hit.title).size(17), text(hit.snippet).size(14)].spacing(2))
                .width(Length::Fill)
                .style(button::text)
                .on_press(Message::Select(hit.section_id)),
        );
    }
    col.into()
}

fn section_view<'a>(lang: Lang, reference: &'a Reference, id: &str) -> Element<'a, Message> {
    let back = button(text(i18n::text(lang, "reference-all-sections")))
        .style(button::text)
        .on_press(Message::List);
    let Some(section) = reference.section(id) else {
        return column![
            back,
            text(i18n::tr(
                lang,
                &crate::core::Msg::new("reference-no-section").arg("section", id)
            ))
        ]
        .spacing(8)
        .into();
    };
    let mut col = column![back, text(section.title.clone()).size(22)].spacing(10);
    if let Some(page) = &section.page {
        col = col.push(text(page.clone()).size(13));
    }
    for block in section.blocks() {
        col = col.push(match block {
            Block::Paragraph(p) => text(p).size(16),
            Block::Bullet(b) => text(format!("•  {b}")).size(16),
            Block::Numbered { number, text: t } => text(format!("{number}.  {t}")).size(16),
        });
    }
    // The subsections follow, so a chapter reads as a whole.
    let children: Vec<_> = reference
        .sections
        .iter()
        .filter(|s| s.id.starts_with(&format!("{id}.")) && s.level == section.level + 1)
        .collect();
    for child in children {
        col = col.push(
            button(text(format!("→ {}", child.title)).size(16))
                .style(button::text)
                .on_press(Message::Select(child.id.clone())),
        );
    }
    col.into()
}

/// Whether a book is the rules of the machinery's test game, offered only
/// while it is open.
fn is_test_book(book: Book) -> bool {
    match book {
        Book::Holster => false,
        Book::Game(game) => crate::games::registry::entry(game).is_some_and(|g| g.test_only()),
    }
}
