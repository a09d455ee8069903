//! The plain-text format of a rules reference, and its parser.
//!
//! The format is written by hand, by translators as much as by programmers, so it is line
//! based, forgiving of blank lines and line endings, and strict only where a mistake would
//! silently break the link between the two languages (ids) or the table of contents
//! (levels). `docs/reference-format.md` is the description for writers.
//!
//! ```text
//! # A comment: ignored anywhere, also before the first header.
//! = setup | Setup | p. 3
//! Shuffle the role cards.
//!
//! == setup.roles | Roles
//! Each player gets:
//! - one role card,
//! - one character card.
//! ```

use serde::{Deserialize, Serialize};

/// How deep sections may nest; deeper than this no rulebook goes, and a UI has to indent it.
pub const MAX_LEVEL: u8 = 6;

/// One section of a reference: a header and the body text up to the next header.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Section {
    /// Stable id shared by both languages, e.g. `setup.roles`; what findings and links point at.
    pub id: String,
    /// Nesting depth, 1 for a chapter; a section is at most one level deeper than the one before.
    pub level: u8,
    /// The heading as shown to the player.
    pub title: String,
    /// Where the section is in the printed rulebook, as written in the file (e.g. `p. 5`).
    pub page: Option<String>,
    /// The body: lines with trailing spaces removed, no leading or trailing blank lines and
    /// never two blank lines in a row. [`Section::blocks`] splits it for display.
    pub body: String,
    /// The 1-based line of the header in its file, so later checks can point writers at it.
    pub line: usize,
}

/// A piece of body text as a UI shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Block {
    /// Running text; the source lines joined with single spaces.
    Paragraph(String),
    /// An item of an unnumbered list (`- ` or `* ` in the file).
    Bullet(String),
    /// An item of a numbered list (`1. ` or `1) ` in the file), keeping the written number
    /// because rulebooks refer to steps by it.
    Numbered {
        /// The number as written.
        number: u32,
        /// The item's text.
        text: String,
    },
}

impl Section {
    /// The body split into paragraphs and list items.
    ///
    /// A blank line ends a block; a list marker at the start of a line begins a new item even
    /// without a blank line (so "You may:" can sit right above its list); any other line
    /// continues the current block, which lets writers wrap long lines wherever they like.
    pub fn blocks(&self) -> Vec<Block> {
        let mut blocks = Vec::new();
        let mut current: Option<Block> = None;
        for line in self.body.lines() {
            let trimmed = line.trim();
            if trimmed.is_empty() {
                blocks.extend(current.take());
                continue;
            }
            if let Some(item) = list_item(trimmed) {
                blocks.extend(current.take());
                current = Some(item);
                continue;
            }
            match current.as_mut() {
                Some(
                    Block::Paragraph(text) | Block::Bullet(text) | Block::Numbered { text, .. },
                ) => {
                    text.push(' ');
                    text.push_str(trimmed);
                }
                None => current = Some(Block::Paragraph(trimmed.to_string())),
            }
        }
        blocks.extend(current);
        blocks
    }
}

/// The list item a (trimmed) line starts, if it starts one.
fn list_item(line: &str) -> Option<Block> {
    if let Some(rest) = line.strip_prefix("- ").or_else(|| line.strip_prefix("* ")) {
        return Some(Block::Bullet(rest.trim().to_string()));
    }
    let digits = line.len() - line.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let (number, rest) = line.split_at(digits);
    let text = rest
        .strip_prefix(". ")
        .or_else(|| rest.strip_prefix(") "))?;
    // Too many digits to be a step number: it is just text that starts with a number.
    let number = number.parse().ok()?;
    Some(Block::Numbered {
        number,
        text: text.trim().to_string(),
    })
}

/// A reference text that cannot be read, with the line to fix.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {kind}")]
pub struct FormatError {
    /// The 1-based line number of the offending line.
    pub line: usize,
    /// What is wrong with it.
    pub kind: FormatErrorKind,
}

/// What can be wrong with a line of a reference text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FormatErrorKind {
    /// Body text with no section to belong to.
    #[error("text before the first section header")]
    TextBeforeFirstHeader,
    /// A line starting with `=` that is not a well-formed header.
    #[error("malformed header: {0}")]
    MalformedHeader(&'static str),
    /// An id outside the `[a-z0-9-]` segments-joined-by-dots shape.
    #[error("invalid section id `{0}` (use lowercase a-z, 0-9 and -, in parts joined by dots)")]
    InvalidId(String),
    /// A header whose title is blank.
    #[error("empty section title")]
    EmptyTitle,
    /// A second section with an id already used; ids must be unique to be linked to.
    #[error("duplicate section id `{id}` (first used on line {first_line})")]
    DuplicateId {
        /// The id used twice.
        id: String,
        /// Where it was first used.
        first_line: usize,
    },
    /// A section more than one level deeper than the one before it (or a first section
    /// that is not a chapter), which would leave a hole in the table of contents.
    #[error("section level {level} follows level {previous}; go at most one level deeper")]
    LevelSkip {
        /// The level of this header.
        level: u8,
        /// The level of the section before it, 0 at the start of the file.
        previous: u8,
    },
}

/// Whether `id` has the shape of a section id: lowercase `[a-z0-9-]` segments joined by dots.
pub fn is_valid_id(id: &str) -> bool {
    !id.is_empty()
        && id.split('.').all(|segment| {
            !segment.is_empty()
                && segment
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        })
}

/// Parses a reference text into its sections, in file order.
///
/// The first problem found is returned, with its line number; a text that parses has unique
/// valid ids, non-empty titles and no gaps in its nesting.
pub fn parse(text: &str) -> Result<Vec<Section>, FormatError> {
    // Editors on Windows like to start files with a byte order mark; it is not text.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut sections: Vec<Section> = Vec::new();
    let mut body_lines: Vec<&str> = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let at = |kind| FormatError { line, kind };
        if raw.starts_with('=') {
            let header = parse_header(raw).map_err(at)?;
            if let Some(previous) = sections.last_mut() {
                previous.body = tidy_body(&body_lines);
            }
            body_lines.clear();
            if let Some(first) = sections.iter().find(|s| s.id == header.id) {
                return Err(at(FormatErrorKind::DuplicateId {
                    id: header.id,
                    first_line: first.line,
                }));
            }
            let previous = sections.last().map_or(0, |s| s.level);
            if header.level > previous + 1 {
                return Err(at(FormatErrorKind::LevelSkip {
                    level: header.level,
                    previous,
                }));
            }
            sections.push(Section {
                id: header.id,
                level: header.level,
                title: header.title,
                page: header.page,
                body: String::new(),
                line,
            });
            continue;
        }
        if raw.starts_with('#') {
            continue;
        }
        // A backslash lets a body line start with `=` or `#` without becoming a header or
        // comment; it is removed and the rest of the line kept as written.
        let content = raw.strip_prefix('\\').unwrap_or(raw);
        if sections.is_empty() {
            if content.trim().is_empty() {
                continue;
            }
            return Err(at(FormatErrorKind::TextBeforeFirstHeader));
        }
        body_lines.push(content);
    }
    if let Some(last) = sections.last_mut() {
        last.body = tidy_body(&body_lines);
    }
    Ok(sections)
}

/// The parts of a header line.
struct Header {
    level: u8,
    id: String,
    title: String,
    page: Option<String>,
}

/// Reads `==… id | title` or `==… id | title | page`.
fn parse_header(line: &str) -> Result<Header, FormatErrorKind> {
    let rest = line.trim_start_matches('=');
    let level = line.len() - rest.len();
    if !rest.starts_with([' ', '\t']) {
        return Err(FormatErrorKind::MalformedHeader(
            "expected a space after the `=` signs",
        ));
    }
    let level = match u8::try_from(level) {
        Ok(level) if level <= MAX_LEVEL => level,
        _ => {
            return Err(FormatErrorKind::MalformedHeader(
                "too many `=` signs (at most 6 levels)",
            ));
        }
    };
    let fields: Vec<&str> = rest.split('|').map(str::trim).collect();
    let (id, title, page) = match fields.as_slice() {
        [id, title] => (*id, *title, None),
        [id, title, page] => (*id, *title, Some(*page)),
        [_] => {
            return Err(FormatErrorKind::MalformedHeader(
                "expected `id | title`, with an optional `| page`",
            ));
        }
        _ => {
            return Err(FormatErrorKind::MalformedHeader(
                "too many `|` fields (expected `id | title | page` at most)",
            ));
        }
    };
    if !is_valid_id(id) {
        return Err(FormatErrorKind::InvalidId(id.to_string()));
    }
    if title.is_empty() {
        return Err(FormatErrorKind::EmptyTitle);
    }
    if page.is_some_and(str::is_empty) {
        return Err(FormatErrorKind::MalformedHeader(
            "empty page field (leave out the last `|` when there is no page)",
        ));
    }
    Ok(Header {
        level,
        id: id.to_string(),
        title: title.to_string(),
        page: page.map(str::to_string),
    })
}

/// Joins body lines, dropping trailing spaces, outer blank lines and repeated blank lines,
/// so that the stored body only has line breaks that mean something.
fn tidy_body(lines: &[&str]) -> String {
    let mut body = String::new();
    let mut pending_blank = false;
    for line in lines {
        let line = line.trim_end();
        if line.is_empty() {
            pending_blank = !body.is_empty();
            continue;
        }
        if !body.is_empty() {
            body.push('\n');
            if pending_blank {
                body.push('\n');
            }
        }
        pending_blank = false;
        body.push_str(line);
    }
    body
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rulebook::fixtures::{EN, NL};

    fn error_of(text: &str) -> FormatError {
        match parse(text) {
            Ok(sections) => panic!("expected an error, parsed {sections:?}"),
            Err(e) => e,
        }
    }

    #[test]
    fn fixture_parses_with_levels_titles_pages_and_bodies() {
        let sections = parse(EN).expect("fixture parses");
        let outline: Vec<(&str, u8, &str, Option<&str>)> = sections
            .iter()
            .map(|s| (s.id.as_str(), s.level, s.title.as_str(), s.page.as_deref()))
            .collect();
        assert_eq!(
            outline,
            vec![
                ("setup", 1, "Setup", Some("p. 3")),
                ("setup.roles", 2, "Roles", None),
                ("setup.cafe", 2, "The Café Table", None),
                ("turn", 1, "Taking a Turn", Some("p. 5")),
                ("turn.reroll", 2, "Rerolls", None),
                ("turn.reroll.dynamite", 3, "Dynamite", None),
                ("end", 1, "End of the Game", None),
            ]
        );
        assert_eq!(sections[0].line, 4);
        assert_eq!(sections[3].line, 22);
        let roles = &sections[1];
        assert_eq!(
            roles.body,
            "Deal one role card to each player.\nThe Sheriff reveals theirs.\n\nEach player gets:\n- one role card,\n- one character card\n  and its life points.\n\n1. Shuffle.\n2) Deal."
        );
    }

    #[test]
    fn blocks_split_paragraphs_bullets_and_steps() {
        let sections = parse(EN).expect("fixture parses");
        assert_eq!(
            sections[1].blocks(),
            vec![
                Block::Paragraph(
                    "Deal one role card to each player. The Sheriff reveals theirs.".into()
                ),
                Block::Paragraph("Each player gets:".into()),
                Block::Bullet("one role card,".into()),
                Block::Bullet("one character card and its life points.".into()),
                Block::Numbered {
                    number: 1,
                    text: "Shuffle.".into()
                },
                Block::Numbered {
                    number: 2,
                    text: "Deal.".into()
                },
            ]
        );
        // A number too long for a step is text, and so is a number without a marker.
        let s = Section {
            id: "x".into(),
            level: 1,
            title: "X".into(),
            page: None,
            body: "99999999999. big\n2 dice\n-not a bullet".into(),
            line: 1,
        };
        assert_eq!(
            s.blocks(),
            vec![Block::Paragraph(
                "99999999999. big 2 dice -not a bullet".into()
            )]
        );
    }

    #[test]
    fn body_is_tidied() {
        let text = "= a | A\n\n\n  first  \n\n\n\nsecond\t\n\n\n= b | B\n\n";
        let sections = parse(text).expect("parses");
        assert_eq!(sections[0].body, "  first\n\nsecond");
        assert_eq!(sections[1].body, "");
    }

    #[test]
    fn comments_escapes_bom_and_crlf() {
        let text = "\u{feff}# source: 2nd edition\r\n\r\n= a | A\r\n# translator note\r\n\\= not a header\r\n\\# not a comment\r\n";
        let sections = parse(text).expect("parses");
        assert_eq!(sections.len(), 1);
        assert_eq!(sections[0].title, "A");
        assert_eq!(sections[0].body, "= not a header\n# not a comment");
    }

    #[test]
    fn header_spacing_is_forgiving() {
        let sections = parse("=\tsetup|Set up  |  p. 1  \n==  setup.x  |  X").expect("parses");
        assert_eq!(sections[0].id, "setup");
        assert_eq!(sections[0].title, "Set up");
        assert_eq!(sections[0].page.as_deref(), Some("p. 1"));
        assert_eq!(sections[1].id, "setup.x");
    }

    #[test]
    fn empty_text_has_no_sections() {
        assert_eq!(parse(""), Ok(vec![]));
        assert_eq!(parse("\n# only a comment\n\n"), Ok(vec![]));
    }

    #[test]
    fn duplicate_id_is_reported_on_its_second_line() {
        let e = error_of("= a | A\n= b | B\ntext\n= a | Again\n");
        assert_eq!(e.line, 4);
        assert_eq!(
            e.kind,
            FormatErrorKind::DuplicateId {
                id: "a".into(),
                first_line: 1
            }
        );
        assert_eq!(
            e.to_string(),
            "line 4: duplicate section id `a` (first used on line 1)"
        );
    }

    #[test]
    fn malformed_headers_are_reported() {
        for (text, line) in [
            ("= a | A\n==b | B\n", 2),
            ("= a | A\n= b\n", 2),
            ("= a | A\n\n= b | B | p. 1 | extra\n", 3),
            ("= a | A |  \n", 1),
            ("======= a | A\n", 1),
            ("=\n", 1),
        ] {
            let e = error_of(text);
            assert_eq!(e.line, line, "{text:?}");
            assert!(
                matches!(e.kind, FormatErrorKind::MalformedHeader(_)),
                "{text:?}: {e}"
            );
        }
    }

    #[test]
    fn invalid_ids_are_reported() {
        for id in [
            "Setup", "set up", "setup.", ".setup", "a..b", "café", "", "a_b",
        ] {
            let e = error_of(&format!("= ok | Ok\n= {id} | Title\n"));
            assert_eq!(e.line, 2);
            assert_eq!(e.kind, FormatErrorKind::InvalidId(id.to_string()), "{id:?}");
        }
        assert!(is_valid_id("turn.reroll-2.dynamite"));
    }

    #[test]
    fn empty_title_is_reported() {
        let e = error_of("= a | A\n\n\n= b |   \n");
        assert_eq!(
            e,
            FormatError {
                line: 4,
                kind: FormatErrorKind::EmptyTitle
            }
        );
        let e = error_of("= a |  | p. 3\n");
        assert_eq!(e.line, 1);
        assert_eq!(e.kind, FormatErrorKind::EmptyTitle);
    }

    #[test]
    fn text_before_first_header_is_reported() {
        let e = error_of("# comment\n\nStray text\n= a | A\n");
        assert_eq!(e.line, 3);
        assert_eq!(e.kind, FormatErrorKind::TextBeforeFirstHeader);
    }

    #[test]
    fn level_skips_are_reported() {
        let e = error_of("== a | A\n");
        assert_eq!(e.line, 1);
        assert_eq!(
            e.kind,
            FormatErrorKind::LevelSkip {
                level: 2,
                previous: 0
            }
        );
        let e = error_of("= a | A\n== b | B\n==== c | C\n");
        assert_eq!(e.line, 3);
        assert_eq!(
            e.kind,
            FormatErrorKind::LevelSkip {
                level: 4,
                previous: 2
            }
        );
        // Climbing back out by several levels at once is fine.
        assert!(parse("= a | A\n== b | B\n=== c | C\n= d | D\n").is_ok());
    }

    #[test]
    fn dutch_fixture_keeps_its_accents() {
        let sections = parse(NL).expect("fixture parses");
        assert_eq!(sections[2].title, "De cafétafel");
        assert!(sections[2].body.contains("één"));
    }

    proptest::proptest! {
        #[test]
        fn parse_never_panics_and_errors_point_inside_the_text(
            text in "((=|==|===|#|\\|- |1\\. )?[a-z .|é€\\-]{0,12}\n?){0,30}",
        ) {
            match parse(&text) {
                Ok(sections) => {
                    for s in &sections {
                        proptest::prop_assert!(is_valid_id(&s.id));
                        proptest::prop_assert!(!s.title.is_empty());
                        let _ = s.blocks();
                    }
                }
                Err(e) => {
                    proptest::prop_assert!(e.line >= 1);
                    proptest::prop_assert!(e.line <= text.lines().count());
                }
            }
        }
    }
}
