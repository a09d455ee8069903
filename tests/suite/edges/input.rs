//! Bad input never stops a run: a line that is not text is refused like any
//! other, and a file that cannot grow stops the run with Holster's own
//! message, never with a signal, and with nothing unsaved reported as saved.

use crate::support::holster;

fn new_game(dir: &std::path::Path) {
    let made = holster(dir, &["new", "tally", "g", "--players", "Ann,Bob"], b"");
    assert_eq!(made.status.code(), Some(0), "{made:?}");
}

#[test]
fn a_line_that_is_not_text_is_refused_and_the_lines_after_it_are_read() {
    let dir = tempfile::tempdir().expect("temp dir");
    new_game(dir.path());
    for (lang, says) in [("en", "line 2 “"), ("nl", "regel 2 “")] {
        let input: &[u8] = b"ann 5\nbob \xff\xfe 6\nbob 6\n";
        let run = holster(dir.path(), &["--lang", lang, "enter", "g"], input);
        let out = String::from_utf8_lossy(&run.stdout);
        let refused = out
            .lines()
            .find(|l| l.starts_with(says))
            .unwrap_or_default();
        let not_text = holster::i18n::text(
            if lang == "en" {
                holster::i18n::Lang::En
            } else {
                holster::i18n::Lang::Nl
            },
            "cli-not-text",
        );
        assert!(refused.ends_with(&not_text), "{lang}: {out}");
        assert_eq!(
            run.status.code(),
            Some(1),
            "{lang}: one line refused\n{out}"
        );
        // Every line but the refused one was saved (its acknowledgement,
        // in either language, is an unindented line of its own).
        assert_eq!(
            out.lines()
                .filter(|l| !l.is_empty() && !l.starts_with(' ') && !l.ends_with(&not_text))
                .count(),
            2,
            "{lang}: both other lines saved\n{out}"
        );
    }
    let read = holster::games::read(&dir.path().join("games/g.toml")).expect("loads");
    assert_eq!(read.history().len(), 4);
}

#[cfg(unix)]
#[test]
fn a_file_size_limit_stops_the_run_with_holsters_message_and_loses_nothing_acknowledged() {
    let dir = tempfile::tempdir().expect("temp dir");
    new_game(dir.path());
    let path = dir.path().join("games/g.toml");
    let size = std::fs::metadata(&path).expect("made").len();
    // Room for a few records beyond the header, in the 512-byte blocks
    // `ulimit -f` counts.
    let blocks = size / 512 + 2;
    let lines: String = (0..200)
        .map(|i| if i % 2 == 0 { "ann 5\n" } else { "bob 6\n" })
        .collect();
    let mut child = std::process::Command::new("sh")
        .arg("-c")
        .arg(format!("ulimit -f {blocks} && exec \"$0\" \"$@\""))
        .arg(env!("CARGO_BIN_EXE_holster"))
        .args(["--lang", "en", "--data-dir"])
        .arg(dir.path())
        .args(["enter", "g"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("sh starts");
    {
        use std::io::Write;
        let _ = child
            .stdin
            .take()
            .expect("stdin")
            .write_all(lines.as_bytes());
    }
    let run = child.wait_with_output().expect("finishes");
    let out = String::from_utf8_lossy(&run.stdout);
    let err = String::from_utf8_lossy(&run.stderr);
    assert_eq!(
        run.status.code(),
        Some(2),
        "not killed, exit 2\n{out}\n{err}"
    );
    assert!(err.starts_with("holster: "), "Holster's own message: {err}");
    let saved = out.lines().filter(|l| l.starts_with("saved #")).count();
    assert!(saved > 0 && saved < 200, "{saved} saved\n{out}");
    let read = holster::games::read(&path).expect("the file still loads");
    assert_eq!(
        read.history().len(),
        saved,
        "exactly what was acknowledged\n{out}"
    );
    // And it can be continued once there is room again.
    let more = holster(dir.path(), &["enter", "g"], b"note more room\n");
    assert_eq!(more.status.code(), Some(0), "{more:?}");
}
