//! A save file's lines as the journal reads them: where a record begins,
//! and whether a record was written whole, told from its lines alone.
//!
//! A record is written whole with one `write` and its last line is
//! `end = N`, the record's own number. So a record that has that line was
//! written whole and acknowledged, whatever else is wrong with it: damage to
//! it is reported. Only a record without it, at the very end of the file,
//! is the tail of a write that was cut off. Both the full read and the
//! glance at a file's end decide this here, so they cannot disagree.

/// The line that opens every record.
pub const RECORD_LINE: &[u8] = b"[[record]]";

/// What a record's lines say about how it was written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Written {
    /// Its `end` line is there and carries its number.
    Whole,
    /// Its `end` line is there, but more than blank lines and comments
    /// follow it: damage after a record that was written whole.
    TextAfterEnd,
    /// No `end` line with its number: cut off mid-write.
    Unfinished,
    /// No whole `end` line, but its marker `end = N` (its own number) was
    /// written, with damage around it: the newline before it gone (a line
    /// that ends in `end = N` and a line break after), or text after its
    /// number. A write cut off can leave neither, since a write is cut at
    /// its end and the marker is its last line: the record was written
    /// whole and acknowledged, so this is damage, never a torn tail.
    MarkerDamaged,
    /// Its `end` line names another number than its `seq` line, and where
    /// it stands in the file is not known: only a full read can tell.
    Unsure,
}

/// Whether `line` (without its newline) opens a record: `[[record]]`, with
/// blanks around it or a comment after it.
pub fn opens_record(line: &[u8]) -> bool {
    line.trim_ascii()
        .strip_prefix(RECORD_LINE)
        .map(<[u8]>::trim_ascii_start)
        .is_some_and(|rest| rest.is_empty() || rest[0] == b'#')
}

/// Whether the file's last line, cut off before its newline, is the
/// beginning of a record's opening line (`[`, `[[rec`, `[[record]`).
pub fn starts_record_line(line: &[u8]) -> bool {
    !line.is_empty() && line.len() < RECORD_LINE.len() && RECORD_LINE.starts_with(line)
}

/// How many NUL bytes end `bytes`: a file system can leave the end of a
/// write that never reached the disk as zeros, so they are torn too.
pub fn trailing_zeros(bytes: &[u8]) -> usize {
    bytes.iter().rev().take_while(|&&b| b == 0).count()
}

/// The number on a line `KEY = N` (any blanks; a comment may follow).
fn number_on(line: &[u8], key: &[u8]) -> Option<u64> {
    let rest = line.trim_ascii().strip_prefix(key)?;
    let rest = rest
        .trim_ascii_start()
        .strip_prefix(b"=")?
        .trim_ascii_start();
    let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
    let after = rest[digits..].trim_ascii_start();
    if digits == 0 || !(after.is_empty() || after[0] == b'#') {
        return None;
    }
    std::str::from_utf8(&rest[..digits]).ok()?.parse().ok()
}

/// Whether a line is blank or only a comment.
fn is_blank(line: &[u8]) -> bool {
    let line = line.trim_ascii();
    line.is_empty() || line[0] == b'#'
}

/// Whether the last line of `chunk` that is not blank holds a record's
/// end marker `end = N` (a number `mine` takes) that was written whole but
/// damaged around: at the line's end with a line break after it (the
/// newline before `end` damaged), or at its start with text after the
/// number (the newline after it damaged). A cut-off write leaves neither: a
/// body line never ends in `end = N` (it ends in `}` or is a `cursor`
/// line), and the text after a cut is missing, not different.
fn marker_written(chunk: &[u8], mine: impl Fn(u64) -> bool) -> bool {
    let mut lines: Vec<&[u8]> = chunk.split(|&b| b == b'\n').collect();
    // The part after the last line break: empty when the chunk ends in one.
    let unterminated = lines.pop().unwrap_or_default();
    let last_terminated = lines.iter().rev().find(|l| !l.trim_ascii().is_empty());
    let (line, terminated) = if unterminated.trim_ascii().is_empty() {
        match last_terminated {
            Some(line) => (*line, true),
            None => return false,
        }
    } else {
        (unterminated, false)
    };
    let line = line.trim_ascii();
    // Text after the number: `end = 12x`, `end = 12[[record]]`.
    if let Some(rest) = line.strip_prefix(b"end".as_slice()) {
        let rest = rest.trim_ascii_start();
        if let Some(rest) = rest.strip_prefix(b"=".as_slice()) {
            let rest = rest.trim_ascii_start();
            let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
            let after = &rest[digits..];
            let number = std::str::from_utf8(&rest[..digits])
                .ok()
                .and_then(|d| d.parse::<u64>().ok());
            if let Some(n) = number
                && mine(n)
                && !after.is_empty()
                && !after[0].is_ascii_whitespace()
                && after[0] != b'#'
            {
                return true;
            }
        }
    }
    // The line break before `end` gone: `cursor = 1Xend = 12`, then a line break.
    if !terminated {
        return false;
    }
    let Some(at) = line.windows(3).rposition(|w| w == b"end") else {
        return false;
    };
    at > 0 && number_on(&line[at..], b"end").is_some_and(mine)
}

/// How the record `chunk` (from its opening line to where the next record
/// or the file begins) was written. `position` is its number counted in the
/// file, when known: a record whose `seq` line was damaged is still known
/// to be whole by an `end` line with that number.
pub fn written(chunk: &[u8], position: Option<u64>) -> Written {
    let mut seq = None;
    // The last `end` line: its number and where the lines after it start.
    let mut end = None;
    let mut at = 0;
    for line in chunk.split(|&b| b == b'\n') {
        at += line.len() + 1;
        if seq.is_none() {
            seq = number_on(line, b"seq");
        }
        if let Some(n) = number_on(line, b"end") {
            end = Some((n, at.min(chunk.len())));
        }
    }
    let Some((n, after)) = end else {
        let numbers = [position, seq];
        return if marker_written(chunk, |n| numbers.contains(&Some(n))) {
            Written::MarkerDamaged
        } else {
            Written::Unfinished
        };
    };
    if position != Some(n) && seq != Some(n) {
        // A cut inside the `end` line leaves a shorter number (`end = 1`
        // of `end = 12`); a record numbered by hand may carry one of its own.
        return match position {
            Some(_) => Written::Unfinished,
            None => Written::Unsure,
        };
    }
    if chunk[after..].split(|&b| b == b'\n').all(is_blank) {
        Written::Whole
    } else {
        Written::TextAfterEnd
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const WHOLE: &[u8] =
        b"[[record]]\nseq = 12\nat = \"2026-01-01T00:00:00.000Z\"\ncursor = 1\nend = 12\n";

    #[test]
    fn only_a_record_without_its_end_line_is_unfinished() {
        assert_eq!(written(WHOLE, Some(12)), Written::Whole);
        assert_eq!(written(WHOLE, None), Written::Whole);
        for cut in 0..WHOLE.len() - 1 {
            assert_eq!(
                written(&WHOLE[..cut], Some(12)),
                Written::Unfinished,
                "cut at {cut}"
            );
        }
        // Only the final line break missing: the `end` line is whole.
        assert_eq!(written(&WHOLE[..WHOLE.len() - 1], Some(12)), Written::Whole);
        // Cut inside the number of `end = 12`.
        assert_eq!(written(&WHOLE[..WHOLE.len() - 2], None), Written::Unsure);
    }

    #[test]
    fn a_damaged_record_with_its_end_line_is_whole() {
        let seq_damaged = b"[[record]]\nseq = x\nat = 1\nend = 3\n";
        assert_eq!(written(seq_damaged, Some(3)), Written::Whole);
        assert_eq!(written(seq_damaged, None), Written::Unsure);
        let renumbered = b"[[record]]\nseq = 5\nend = 5 # by hand\n";
        assert_eq!(written(renumbered, Some(3)), Written::Whole);
        let junk = b"[[record]]\nseq = 3\nend = 3\n\n# fine\nnot fine\n";
        assert_eq!(written(junk, Some(3)), Written::TextAfterEnd);
    }

    #[test]
    fn an_end_marker_written_with_damage_around_it_is_damage_not_a_cut() {
        // The line break before `end = 12` turned into another byte.
        let joined = b"[[record]]\nseq = 12\nat = 1\ncursor = 1Xend = 12\n";
        assert_eq!(written(joined, Some(12)), Written::MarkerDamaged);
        assert_eq!(written(joined, None), Written::MarkerDamaged);
        // The line break after it turned into another byte.
        let after = b"[[record]]\nseq = 12\nat = 1\ncursor = 1\nend = 12X";
        assert_eq!(written(after, Some(12)), Written::MarkerDamaged);
        // A cut inside a note that reads `end = 12` is still a cut: the
        // line break after it never came.
        let note = b"[[record]]\nseq = 12\nat = 1\nentry = { note = { text = \"end = 12";
        assert_eq!(written(note, Some(12)), Written::Unfinished);
        // Every cut of a whole record is still a cut.
        for cut in 0..WHOLE.len() - 2 {
            assert_ne!(
                written(&WHOLE[..cut], Some(12)),
                Written::MarkerDamaged,
                "cut at {cut}"
            );
        }
    }

    #[test]
    fn record_lines_and_their_beginnings() {
        assert!(opens_record(b"[[record]]"));
        assert!(opens_record(b"  [[record]]  # by hand\r"));
        assert!(!opens_record(b"[[record]] x"));
        assert!(!opens_record(b"[[records]]"));
        for cut in 1..RECORD_LINE.len() {
            assert!(starts_record_line(&RECORD_LINE[..cut]));
        }
        assert!(!starts_record_line(b""));
        assert!(!starts_record_line(b"[se"));
        assert_eq!(trailing_zeros(b"a\n\0\0"), 2);
    }
}
