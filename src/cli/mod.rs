//! The `holster` command: the window, or one of the commands for scripts,
//! tests and power users. Compiles without iced.

mod args;
pub mod enter;
pub mod export;
mod odds;
mod output;
pub mod replay;
#[cfg(feature = "phones")]
mod share;
pub mod stats;

pub use args::{Cli, Command, lang_from_args, localized_command};

use crate::core::text::visible;
use crate::core::{ClockSetting, GameId, Msg, SetupInput};
use crate::i18n::{self, Lang};
use crate::store::{Paths, Settings};
use clap::FromArgMatches;
use std::collections::BTreeMap;
use std::ffi::OsString;
use std::io::Write;
use std::process::ExitCode;

/// What `main` should do after the command line was read.
pub enum Next {
    /// Open the window with these settings.
    Window {
        /// The language.
        lang: Lang,
        /// Where files live.
        paths: Paths,
    },
    /// A command ran; exit with this code.
    Exit(ExitCode),
}

/// Exit code for a command that could not do its work (bad file, bad setup).
const FAILED: u8 = 2;

/// Reads the command line and runs the command, if one was given. The
/// arguments are taken as the system gives them, text or not: a file name
/// need not be text, and anything else that is not is refused by clap
/// with a message.
pub fn run(argv: Vec<OsString>) -> Next {
    ignore_file_size_signal();
    let early_lang = lang_from_args(&argv);
    let preliminary_lang = early_lang.unwrap_or_else(Lang::from_system);
    let matches = match localized_command(preliminary_lang).try_get_matches_from(&argv) {
        Ok(m) => m,
        Err(e) => return Next::Exit(ExitCode::from(print_clap(&e))),
    };
    let cli = match Cli::from_arg_matches(&matches) {
        Ok(cli) => cli,
        Err(e) => {
            print_clap(&e);
            return Next::Exit(ExitCode::from(FAILED));
        }
    };
    let paths = Paths::resolve(cli.data_dir.as_deref());
    let loaded = Settings::load(&paths.settings);
    let lang = cli.lang.unwrap_or_else(|| loaded.settings.lang());
    let Some(command) = cli.command else {
        // The window shows a damaged settings file in a banner of its own.
        return Next::Window { lang, paths };
    };
    if let Some(problem) = &loaded.problem {
        // Every command says so, once, and carries on with what was read.
        let said = i18n::tr(lang, &problem.message());
        eprintln!("holster: {}", output::for_stderr(&said));
    }
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let code = match execute(lang, &paths, command, &mut out) {
        Ok(code) => code,
        Err(msg) => {
            let _ = out.flush();
            let said = i18n::tr(lang, &msg);
            eprintln!("holster: {}", output::for_stderr(&said));
            FAILED
        }
    };
    Next::Exit(ExitCode::from(code))
}

/// Prints clap's help, version or complaint, which quotes what was typed,
/// with nothing in it acting on the terminal; the exit code to end with.
fn print_clap(e: &clap::Error) -> u8 {
    // Plain text: Holster's output has no colours, and what was typed is
    // then escaped like any other text.
    let text = e.render().to_string();
    let shown = output::for_stderr(&text);
    if e.use_stderr() {
        eprint!("{shown}");
        FAILED
    } else {
        print!("{shown}");
        let _ = std::io::stdout().flush();
        0
    }
}

/// A file that may not grow any more (`ulimit -f`) makes the system send
/// `SIGXFSZ`, which ends the process before Holster can say anything.
/// Ignored, the write fails with an error instead, which the journal
/// handles like a full disk: the entry is not saved, and the person is told.
fn ignore_file_size_signal() {
    #[cfg(unix)]
    // SAFETY: setting a signal to be ignored installs no handler, so no code
    // runs on the signal; it only changes what the write returns.
    unsafe {
        libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
    }
}

/// Runs one command, writing to `out` through [`output::Escaping`], so
/// nothing any command prints from a file or a typed line acts on a
/// terminal. `Err` is a message for standard error.
pub fn execute(
    lang: Lang,
    paths: &Paths,
    command: Command,
    out: &mut dyn Write,
) -> Result<u8, Msg> {
    let mut escaping = output::Escaping::new(out);
    run_command(lang, paths, command, &mut escaping)
}

fn run_command(
    lang: Lang,
    paths: &Paths,
    command: Command,
    out: &mut dyn Write,
) -> Result<u8, Msg> {
    let io = |e: std::io::Error| Msg::new("cli-output-failed").arg("reason", e.to_string());
    match command {
        Command::Replay { file, json } => {
            let path = paths.game_file(&file);
            let session = crate::games::read(&path).map_err(|e| e.message())?;
            // A long game is many small writes: one buffer for them, not a
            // write to the terminal or pipe per line.
            let mut buffered = std::io::BufWriter::new(out);
            if json {
                replay::write_json(lang, session.as_ref(), &mut buffered).map_err(io)?;
            } else {
                replay::print_text(lang, session.as_ref(), &mut buffered).map_err(io)?;
            }
            buffered.flush().map_err(io)?;
            Ok(0)
        }
        Command::New {
            game,
            file,
            players,
            options,
            board,
            clock,
        } => {
            let clock = match clock {
                Some(typed) => ClockSetting::parse(&typed)?,
                None => None,
            };
            let mut values = Settings::load(&paths.settings)
                .settings
                .board_values
                .get(&game)
                .cloned()
                .unwrap_or_default();
            values.extend(parse_board(game, &board)?);
            let input = SetupInput {
                players,
                options: parse_options(&options)?,
                board: values,
            };
            let path = paths.new_game_file(&file)?;
            if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
                std::fs::create_dir_all(dir).map_err(|e| {
                    Msg::new("store-io")
                        .arg("file", dir.display().to_string())
                        .arg("reason", e.to_string())
                })?;
            }
            let session = crate::games::create_with_clock(game, &path, &input, clock)
                .map_err(|e| e.message())?;
            writeln!(
                out,
                "{}",
                i18n::tr(
                    lang,
                    &Msg::new("cli-created")
                        .arg("file", path.display().to_string())
                        .arg("game", i18n::text(lang, &game.title_key()))
                        .arg("players", session.players().join(", "))
                )
            )
            .map_err(io)?;
            if let Some(clock) = clock {
                let msg = Msg::new("clock-cli-created").arg_msg("clock", clock.describe());
                writeln!(out, "{}", i18n::tr(lang, &msg)).map_err(io)?;
            }
            // A notice, not a refusal: the values can be entered in play.
            let missing = session.missing_board_values();
            if !missing.is_empty() {
                let values: Vec<String> = missing
                    .iter()
                    .map(|v| format!("{} ({})", i18n::text(lang, v.label), v.key))
                    .collect();
                let msg = Msg::new("cli-board-missing").arg("values", values.join(", "));
                writeln!(out, "{}", i18n::tr(lang, &msg)).map_err(io)?;
            }
            Ok(0)
        }
        Command::Enter { file } => {
            let path = paths.game_file(&file);
            let (mut session, report) = crate::games::open(&path).map_err(|e| e.message())?;
            if report.dropped_torn_tail {
                writeln!(out, "{}", i18n::text(lang, "store-dropped-torn-tail")).map_err(io)?;
            }
            if let Some(kept) = &report.torn_kept {
                // Indented under the notice, as every detail of a line is.
                let msg = Msg::new("store-torn-tail-kept").arg("file", kept.display().to_string());
                writeln!(out, "  {}", i18n::tr(lang, &msg)).map_err(io)?;
            }
            if let Some((version, backup)) = &report.migrated_from {
                writeln!(
                    out,
                    "{}",
                    i18n::tr(
                        lang,
                        &Msg::new("store-migrated")
                            .arg("version", i64::from(*version))
                            .arg("backup", backup.display().to_string())
                    )
                )
                .map_err(io)?;
            }
            let stdin = std::io::stdin();
            let summary = enter::run(lang, session.as_mut(), &mut stdin.lock(), out).map_err(io)?;
            if let Some(line) = summary.stopped_at {
                // Said on standard error too, so a script sees why it stopped.
                return Err(Msg::new("cli-enter-stopped").arg("line", line));
            }
            Ok(if summary.save_failed {
                FAILED
            } else if summary.refused > 0 {
                1
            } else {
                0
            })
        }
        Command::Odds {
            file,
            dice,
            faces,
            json,
        } => {
            let path = paths.game_file(&file);
            let session = crate::games::read(&path).map_err(|e| e.message())?;
            let considering = odds::considering(&dice, &faces)?;
            odds::write(lang, session.as_ref(), &considering, json, out).map_err(io)?;
            Ok(0)
        }
        #[cfg(feature = "phones")]
        Command::Share { file, bind, port } => {
            let path = paths.game_file(&file);
            let (session, _) = crate::games::open(&path).map_err(|e| e.message())?;
            let port = port.unwrap_or_else(|| {
                (Settings::load(&paths.settings).settings.phones_port).unwrap_or(0)
            });
            share::run(lang, session, bind, port, out)?;
            Ok(0)
        }
        Command::Rules { book, query } => rules(lang, book, &query.join(" "), out),
        Command::Games => list_games(lang, paths, out),
        Command::Stats { game, player, json } => {
            let records = crate::stats::read_folder(&paths.games).map_err(|e| e.message())?;
            let filter = crate::stats::Filter { game, player };
            if json {
                let value = stats::stats_json(lang, &records, &filter);
                write_json(out, &value).map_err(io)?;
            } else {
                stats::print_stats(lang, &records, &filter, out).map_err(io)?;
            }
            Ok(0)
        }
        Command::Export {
            name,
            file,
            bgstats,
            link,
        } => {
            // The only format so far; asked for by name so that another can
            // follow without changing what this command line means.
            if !bgstats {
                return Err(Msg::new("cli-export-no-format"));
            }
            export::run(lang, paths, &name, &file, link, out)
        }
        Command::Dice { json } => {
            let records = crate::stats::read_folder(&paths.games).map_err(|e| e.message())?;
            if json {
                write_json(out, &stats::dice_json(lang, &records)).map_err(io)?;
            } else {
                stats::print_dice(lang, &records, out).map_err(io)?;
            }
            Ok(0)
        }
    }
}

fn write_json(out: &mut dyn Write, value: &serde_json::Value) -> std::io::Result<()> {
    let text = serde_json::to_string_pretty(value).unwrap_or_default();
    writeln!(out, "{}", output::json_text(&text))
}

fn parse_options(options: &[String]) -> Result<BTreeMap<String, String>, Msg> {
    options
        .iter()
        .map(|o| match o.split_once('=') {
            Some((k, v)) if !k.trim().is_empty() => {
                Ok((k.trim().to_string(), v.trim().to_string()))
            }
            _ => Err(Msg::new("cli-bad-option").arg("typed", o.clone())),
        })
        .collect()
}

/// `--board KEY=VALUE`: a board value the game asks for, a whole number in
/// its range.
fn parse_board(game: GameId, typed: &[String]) -> Result<BTreeMap<String, i64>, Msg> {
    let known = crate::games::board_values(game);
    let keys = || known.iter().map(|v| v.key).collect::<Vec<_>>().join(", ");
    typed
        .iter()
        .map(|o| {
            let (key, value) = o
                .split_once('=')
                .map(|(k, v)| (k.trim(), v.trim()))
                .filter(|(k, _)| !k.is_empty())
                .ok_or_else(|| Msg::new("cli-bad-board").arg("typed", o.clone()))?;
            let Some(wanted) = known.iter().find(|v| v.key == key) else {
                return Err(Msg::new("cli-board-unknown")
                    .arg("key", key)
                    .arg("keys", keys()));
            };
            match value.parse::<i64>() {
                Ok(n) if (wanted.min..=wanted.max).contains(&n) => Ok((key.to_string(), n)),
                _ => Err(Msg::new("cli-board-out-of-range")
                    .arg("key", key)
                    .arg("typed", value)
                    .arg("min", wanted.min)
                    .arg("max", wanted.max)),
            }
        })
        .collect()
}

fn rules(
    lang: Lang,
    book: crate::rulebook::Book,
    query: &str,
    out: &mut dyn Write,
) -> Result<u8, Msg> {
    let io = |e: std::io::Error| Msg::new("cli-output-failed").arg("reason", e.to_string());
    let reference = crate::rulebook::reference(book, lang)
        .map_err(|e| Msg::new("rules-broken").arg("reason", e.to_string()))?
        .ok_or_else(|| Msg::new("rules-not-available").arg_key("game", &book.title_key()))?;
    if query.trim().is_empty() {
        for section in &reference.sections {
            let indent = "  ".repeat(usize::from(section.level.saturating_sub(1)));
            writeln!(out, "{indent}{}  [{}]", section.title, section.id).map_err(io)?;
        }
        return Ok(0);
    }
    // As in the window's drawer: a word of the game in the other language
    // finds too, through the game's glossary.
    let index = crate::rulebook::SearchIndex::new(&reference);
    let glossary = crate::rulebook::Glossary::of(book);
    let (hits, _) = crate::rulebook::search_across(&index, &glossary, lang, query);
    if hits.is_empty() {
        writeln!(
            out,
            "{}",
            i18n::tr(lang, &Msg::new("rules-no-hits").arg("query", query))
        )
        .map_err(io)?;
        return Ok(1);
    }
    for hit in hits {
        writeln!(
            out,
            "{}  [{}]\n    {}",
            hit.title, hit.section_id, hit.snippet
        )
        .map_err(io)?;
    }
    Ok(0)
}

fn list_games(lang: Lang, paths: &Paths, out: &mut dyn Write) -> Result<u8, Msg> {
    let io = |e: std::io::Error| Msg::new("cli-output-failed").arg("reason", e.to_string());
    let games = crate::games::catalog::list(&paths.games).map_err(|e| e.message())?;
    if games.is_empty() {
        writeln!(
            out,
            "{}",
            i18n::tr(
                lang,
                &Msg::new("cli-no-games").arg("folder", paths.games.display().to_string())
            )
        )
        .map_err(io)?;
        return Ok(0);
    }
    for game in games {
        match &game.summary {
            // Each value escaped whole, tabs and line breaks too, so no
            // name can shift a column or fake a line of the list.
            Ok(s) => writeln!(
                out,
                "{}\t{}\t{}\t{}: {}\t{}: {}",
                visible(&game.name),
                i18n::text(lang, &s.game.title_key()),
                s.players
                    .iter()
                    .map(|p| visible(p))
                    .collect::<Vec<_>>()
                    .join(", "),
                i18n::text(lang, "cli-started"),
                output::local_time(s.started),
                i18n::text(lang, "cli-last-played"),
                output::local_time(s.last_played),
            ),
            Err(reason) => writeln!(
                out,
                "{}\t{}",
                visible(&game.name),
                visible(&i18n::tr(lang, reason))
            ),
        }
        .map_err(io)?;
    }
    Ok(0)
}
