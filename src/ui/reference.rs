//! The rules reference drawer, reachable from every screen (F1): pick a book,
//! browse its sections, search in the current language (a word of the game
//! typed in the other language finds too, through the game's glossary) with
//! the words found highlighted, and show the same section in the other
//! language with one click, the search kept. Escape closes it, even from
//! its search field.

use super::icons::Icon;
use super::theme;
use super::widgets::{TextHistory, field_keys};
use crate::i18n::{self, Lang};
use crate::rulebook::{Block, Book, Glossary, Reference, SearchIndex, search_across};
use crate::ui::widgets::button;
use iced::widget::{
    Column, column, container, pick_list, rich_text, row, scrollable, space, span, text, text_input,
};
use iced::{Alignment, Color, Element, Length, Task};
use std::ops::Range;

/// The id of the search field.
pub const SEARCH_ID: &str = "reference-search";

/// The drawer's state.
pub struct Drawer {
    book: Book,
    lang: Lang,
    query: String,
    query_steps: TextHistory,
    selected: Option<String>,
    loaded: Option<(Reference, SearchIndex)>,
    /// The book's glossary, for searching across the languages.
    glossary: Glossary,
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
    /// Ctrl+Z in the search field.
    QueryUndo,
    /// Ctrl+Y in the search field.
    QueryRedo,
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
            query_steps: TextHistory::default(),
            selected: section,
            loaded: None,
            glossary: Glossary::default(),
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

    /// The search text.
    pub fn query(&self) -> &str {
        &self.query
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
        self.glossary = Glossary::of(self.book);
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
                self.query_steps.edit(&mut self.query, query);
                self.selected = None;
            }
            Message::QueryUndo => {
                if self.query_steps.undo(&mut self.query) {
                    self.selected = None;
                }
            }
            Message::QueryRedo => {
                if self.query_steps.redo(&mut self.query) {
                    self.selected = None;
                }
            }
            Message::Select(id) => self.selected = Some(id),
            Message::List => self.selected = None,
            Message::OtherLanguage => {
                // Section ids are shared by both languages, so the same place
                // opens; the search stays, so the other language's hits show
                // (a word both languages share, a rule's name, still finds).
                self.lang = self.lang.other();
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
                title: i18n::text(ui_lang, &book.title_key()),
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
        let search = field_keys(
            text_input(&t("reference-search"), &self.query)
                .id(SEARCH_ID)
                .on_input(Message::Query)
                .padding(10),
        )
        .on_undo(Message::QueryUndo)
        .on_redo(Message::QueryRedo)
        .on_escape(Message::Close);

        let body: Element<'_, Message> = match &self.loaded {
            None => text(match &self.problem {
                Some(problem) => problem.clone(),
                None => i18n::tr(
                    ui_lang,
                    &crate::core::Msg::new("rules-not-available")
                        .arg_key("game", &self.book.title_key()),
                ),
            })
            .into(),
            Some((reference, index)) => {
                let (hits, searched) = search_across(index, &self.glossary, self.lang, &self.query);
                // What the glossary put in this language is marked as well.
                let marked = searched.join(" ");
                match &self.selected {
                    Some(id) => section_view(ui_lang, reference, id, &marked),
                    None if !self.query.trim().is_empty() => {
                        hits_view(ui_lang, hits, &self.query, &marked)
                    }
                    None => contents_view(reference),
                }
            }
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

fn hits_view<'a>(
    lang: Lang,
    hits: Vec<crate::rulebook::Hit>,
    query: &str,
    marked: &str,
) -> Element<'a, Message> {
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
            button(
                column![
                    highlighted(&hit.title, marked, 17),
                    highlighted(&hit.snippet, marked, 14)
                ]
                .spacing(2),
            )
            .width(Length::Fill)
            .style(button::text)
            .on_press(Message::Select(hit.section_id)),
        );
    }
    col.into()
}

fn section_view<'a>(
    lang: Lang,
    reference: &'a Reference,
    id: &str,
    query: &str,
) -> Element<'a, Message> {
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
    // The words searched for stay marked in the section opened from a hit.
    for block in section.blocks() {
        let line = match block {
            Block::Paragraph(p) => p,
            Block::Bullet(b) => format!("•  {b}"),
            Block::Numbered { number, text: t } => format!("{number}.  {t}"),
        };
        col = col.push(highlighted(&line, query, 16));
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

/// The colour behind a word the search found: amber, see-through, so it
/// reads on the light and the dark theme alike.
const FOUND: Color = Color::from_rgba(0.89, 0.69, 0.29, 0.45);

/// `line` with the words `query` finds marked, as plain text when it finds
/// none (so tests and screen readers see the text as it is).
fn highlighted<'a>(line: &str, query: &str, size: u32) -> Element<'a, Message> {
    let found = found_words(line, query);
    if found.is_empty() {
        return text(line.to_string()).size(size).into();
    }
    let mut spans = Vec::new();
    let mut at = 0;
    for range in found {
        if let Some(before) = line.get(at..range.start) {
            spans.push(span(before.to_string()));
        }
        if let Some(word) = line.get(range.clone()) {
            spans.push(span(word.to_string()).background(FOUND).padding([0, 1]));
        }
        at = range.end;
    }
    if let Some(rest) = line.get(at..) {
        spans.push(span(rest.to_string()));
    }
    rich_text::<(), _, _, _>(spans).size(size).into()
}

/// Where in `line` the words that `query` finds are: each word (a run of
/// letters and digits) whose folded form starts with a folded word of the
/// query, the way the search matches them.
fn found_words(line: &str, query: &str) -> Vec<Range<usize>> {
    let wanted: Vec<String> = query
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(crate::rulebook::fold)
        .collect();
    if wanted.is_empty() {
        return Vec::new();
    }
    let mut found = Vec::new();
    let mut start = None;
    let check = |range: Range<usize>, found: &mut Vec<Range<usize>>| {
        let word = line.get(range.clone()).map(crate::rulebook::fold);
        if word.is_some_and(|w| wanted.iter().any(|q| w.starts_with(q.as_str()))) {
            found.push(range);
        }
    };
    for (i, c) in line.char_indices() {
        match (c.is_alphanumeric(), start) {
            (true, None) => start = Some(i),
            (false, Some(from)) => {
                check(from..i, &mut found);
                start = None;
            }
            _ => {}
        }
    }
    if let Some(from) = start {
        check(from..line.len(), &mut found);
    }
    found
}

/// Whether a book is the rules of the machinery's test game, offered only
/// while it is open.
fn is_test_book(book: Book) -> bool {
    match book {
        Book::Holster => false,
        Book::Game(game) => crate::games::registry::entry(game).is_some_and(|g| g.test_only()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Game;
    use crate::games::bang_dice::BangDice;

    fn marked<'a>(line: &'a str, query: &str) -> Vec<&'a str> {
        found_words(line, query)
            .into_iter()
            .filter_map(|r| line.get(r))
            .collect()
    }

    #[test]
    fn the_words_found_are_marked_whatever_their_case_and_accents() {
        assert_eq!(
            marked("Reroll any dice; Dynamite can't be rerolled.", "reroll"),
            vec!["Reroll", "rerolled"]
        );
        assert_eq!(marked("Één café, twee", "CAFE een"), vec!["Één", "café"]);
        assert!(marked("Nothing here", "arrow").is_empty());
        assert!(marked("Nothing here", "  ").is_empty());
    }

    #[test]
    fn switching_the_language_keeps_the_search_and_escape_closes() {
        let (mut drawer, _) = Drawer::new(Book::Holster, Lang::En, None);
        assert!(!drawer.update(Message::Query("undo".into())));
        assert!(!drawer.update(Message::OtherLanguage));
        assert_eq!(drawer.lang(), Lang::Nl);
        assert_eq!(drawer.query(), "undo", "the search stays");
        assert!(!drawer.update(Message::QueryUndo));
        assert_eq!(
            drawer.query(),
            "",
            "Ctrl+Z in the field takes back the typing"
        );
        assert!(drawer.update(Message::Close));
    }

    #[test]
    fn a_word_in_the_other_language_finds_and_is_marked_and_the_language_switch_keeps_it() {
        let (mut drawer, _) = Drawer::new(Book::Game(BangDice::ID), Lang::En, None);
        drawer.update(Message::Query("pijl".into()));
        let Some((_, index)) = &drawer.loaded else {
            panic!("the rules are there");
        };
        let (hits, searched) = search_across(index, &drawer.glossary, Lang::En, "pijl");
        assert!(!hits.is_empty(), "the sections about the arrow");
        assert_eq!(searched, vec!["pijl", "arrow"]);
        let snippet = &hits[0].snippet;
        assert!(
            !marked(snippet, &searched.join(" ")).is_empty(),
            "the arrow is marked in {snippet}"
        );
        drawer.update(Message::OtherLanguage);
        assert_eq!(drawer.query(), "pijl");
        let Some((_, index)) = &drawer.loaded else {
            panic!("the Dutch rules are there");
        };
        let (dutch, _) = search_across(index, &drawer.glossary, Lang::Nl, "pijl");
        assert!(!dutch.is_empty());
    }
}
