//! Arbitrary bytes as the command line's arguments and as names: every
//! command parsed and run (but `enter`, which reads standard input) with
//! words, bytes that are not text, control characters, bidi overrides and
//! very long names; and players' names of any bytes given to every
//! registered game's setup check.
//!
//! Besides "no panic": what a command prints holds nothing that acts on a
//! terminal, and a setup that is accepted has names that are one person
//! each, composed and with nothing hidden in them.

use crate::rng::Rng;
use crate::watch;
use holster::cli::{Cli, Command, execute, localized_command};
use holster::core::SetupInput;
use holster::core::text::{is_hidden, name_key, normal_name};
use holster::i18n::Lang;
use holster::store::Paths;
use std::ffi::OsString;
use std::path::Path;
use std::time::Instant;

/// What the run saw.
pub struct ArgStats {
    pub inputs: u64,
    /// Command lines clap took and a command ran for.
    pub ran: u64,
    /// Command lines clap refused (with its message).
    pub refused: u64,
    /// Sets of names given to the games' setup checks.
    pub names: u64,
    pub panics: u64,
    pub wrong: u64,
    pub seconds: f64,
    pub slowest_ms: f64,
}

/// Words of the command line, and pieces that have made trouble.
const WORDS: &[&str] = &[
    "new",
    "replay",
    "games",
    "stats",
    "dice",
    "rules",
    "export",
    "--json",
    "--lang",
    "en",
    "nl",
    "--players",
    "--set",
    "--board",
    "--clock",
    "--player",
    "--bgstats",
    "--link",
    "tally",
    "bang-dice",
    "gunfights",
    "undead",
    "undead-solo",
    "gunfighters",
    "holster",
    "g",
    "friday",
    "Ann,Bob",
    "Ann,Bob,Cid",
    "countdown:30",
    "bank:2",
    "off",
    "goal=60",
    "x=1",
    "",
    " ",
    "a/../b",
    "sub/",
    ".hidden",
    "g.toml",
    "-",
    "--",
    "=",
    ",",
    ",,",
    "é,e\u{301}",
    "José,jose",
    "Ann\u{202e},Bob",
    "\u{1b}]0;x\u{7}",
    "\u{200b}",
    "\u{feff}Ann,Bob",
];

/// Bytes that are not text or act on a terminal, mixed into arguments.
const BYTES: &[&[u8]] = &[
    b"\xff",
    b"\xfe\xfd",
    b"\xc3",
    b"\xe2\x80",
    b"\x1b[2J",
    b"\x07",
    b"\x00",
    b"\x7f",
    b"\xc2\x9b",
    b"\xe2\x80\xae",
    b"\r",
    b"\n",
    b"\t",
];

/// One argument: a word, bytes, a mix, or a very long name. Never a path
/// that leaves the run's own folder (`/` only in the words above, which
/// stay below it or are refused).
fn argument(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::new();
    for _ in 0..1 + rng.below(3) {
        match rng.below(6) {
            0..=2 => out.extend_from_slice(rng.pick(WORDS).as_bytes()),
            3 => out.extend_from_slice(rng.pick::<&[u8]>(BYTES)),
            4 => out.extend((0..rng.below(12)).map(|_| rng.next() as u8)),
            _ => out.extend(std::iter::repeat_n(b'n', 200 + rng.below(100))),
        }
    }
    // No absolute path and no climbing out of the run's folder.
    for b in out.iter_mut() {
        if *b == b'/' && rng.one_in(2) {
            *b = b'_';
        }
    }
    while out.starts_with(b"/") || out.windows(3).any(|w| w == b"../") || out.starts_with(b"..") {
        out.retain(|&b| b != b'/');
        if out.starts_with(b"..") {
            out.remove(0);
        }
    }
    out
}

#[cfg(unix)]
fn os(bytes: Vec<u8>) -> OsString {
    use std::os::unix::ffi::OsStringExt;
    OsString::from_vec(bytes)
}

#[cfg(not(unix))]
fn os(bytes: Vec<u8>) -> OsString {
    OsString::from(String::from_utf8_lossy(&bytes).into_owned())
}

/// Whether `out` holds a character that would act on a terminal.
fn acts(out: &[u8]) -> Option<char> {
    String::from_utf8_lossy(out)
        .chars()
        .find(|&c| is_hidden(c) && c != '\n' && c != '\t')
}

/// Runs `inputs` command lines and as many sets of names, from `seed`, in
/// `dir` (the working folder is moved there, so relative paths stay in it).
pub fn run(inputs: u64, seed: u64, dir: &Path) -> ArgStats {
    let mut rng = Rng::new(seed ^ 0xa795);
    let mut stats = ArgStats {
        inputs: 0,
        ran: 0,
        refused: 0,
        names: 0,
        panics: 0,
        wrong: 0,
        seconds: 0.0,
        slowest_ms: 0.0,
    };
    let work = dir.join("args");
    if std::fs::create_dir_all(&work).is_err() || std::env::set_current_dir(&work).is_err() {
        println!("fuzz: no folder for the command lines");
        stats.wrong += 1;
        return stats;
    }
    let paths = Paths::under(&work.join("data"));
    let start = Instant::now();
    for i in 0..inputs {
        stats.inputs += 1;
        let mut argv: Vec<OsString> = vec![OsString::from("holster")];
        argv.extend((0..1 + rng.below(7)).map(|_| os(argument(&mut rng))));
        let shown: Vec<u8> = argv
            .iter()
            .flat_map(|a| a.as_encoded_bytes().iter().copied().chain([b' ']))
            .collect();
        let began = Instant::now();
        watch::begin("arguments", &shown);
        let ran = crate::guarded(|| {
            let matches = localized_command(Lang::En).try_get_matches_from(&argv);
            let matches = match matches {
                Ok(m) => m,
                Err(e) => return (false, e.render().to_string().into_bytes()),
            };
            let cli = match <Cli as clap::FromArgMatches>::from_arg_matches(&matches) {
                Ok(cli) => cli,
                Err(e) => return (false, e.render().to_string().into_bytes()),
            };
            let mut out = Vec::new();
            match cli.command {
                // It reads standard input; its lines have a fuzz part of their own.
                Some(Command::Enter { .. }) | None => {}
                Some(command) => {
                    let _ = execute(Lang::En, &paths, command, &mut out);
                }
            }
            (true, out)
        });
        watch::end();
        let ms = began.elapsed().as_secs_f64() * 1000.0;
        stats.slowest_ms = stats.slowest_ms.max(ms);
        match ran {
            Ok((true, out)) => {
                stats.ran += 1;
                if let Some(c) = acts(&out) {
                    stats.wrong += 1;
                    crate::keep_failure(
                        &format!("args-{seed}-{i}"),
                        &shown,
                        &format!("printed {c:?} raw"),
                    );
                }
            }
            Ok((false, _)) => stats.refused += 1,
            Err(why) => {
                stats.panics += 1;
                crate::keep_failure(&format!("args-{seed}-{i}"), &shown, &why);
            }
        }

        // Names of any bytes (as text: a name is typed or read from a file).
        stats.names += 1;
        let players: Vec<String> = (0..rng.below(7))
            .map(|_| String::from_utf8_lossy(&argument(&mut rng)).into_owned())
            .collect();
        let input = SetupInput {
            players: players.clone(),
            ..SetupInput::default()
        };
        let shown = players.join("\n").into_bytes();
        watch::begin("names", &shown);
        let checked = crate::guarded(|| {
            holster::games::registry::GAMES
                .iter()
                .map(|g| g.id())
                .map(|id| (id, holster::games::check_setup(id, &input).is_ok()))
                .collect::<Vec<_>>()
        });
        watch::end();
        match checked {
            Ok(results) => {
                let kept: Vec<String> = players.iter().map(|p| normal_name(p)).collect();
                for (game, ok) in results {
                    let hidden = kept.iter().any(|p| p.chars().any(is_hidden));
                    let keys: std::collections::BTreeSet<String> =
                        kept.iter().map(|p| name_key(p)).collect();
                    if ok && (hidden || keys.len() != kept.len()) {
                        stats.wrong += 1;
                        crate::keep_failure(
                            &format!("names-{seed}-{i}"),
                            &shown,
                            &format!(
                                "{game}: took names that are not one person each or hide something"
                            ),
                        );
                    }
                }
            }
            Err(why) => {
                stats.panics += 1;
                crate::keep_failure(&format!("names-{seed}-{i}"), &shown, &why);
            }
        }
    }
    stats.seconds = start.elapsed().as_secs_f64();
    stats
}
