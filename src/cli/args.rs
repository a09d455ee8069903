//! The command line's shape, parsed by clap, with help texts in the chosen language.

use crate::core::GameId;
use crate::i18n::{self, Lang};
use crate::rulebook::Book;
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Parser, Subcommand};
use std::ffi::{OsStr, OsString};
use std::path::PathBuf;

/// `holster`: with no command, the window; otherwise one of the commands.
#[derive(Debug, Parser)]
#[command(name = "holster", version, about = "Holster", long_about = None)]
pub struct Cli {
    /// Language of all output (en or nl); default: the system's.
    #[arg(long, global = true, value_parser = parse_lang)]
    pub lang: Option<Lang>,
    /// Keep all files (games, settings, trash) in this folder.
    #[arg(long, global = true, env = crate::store::DATA_DIR_ENV, value_name = "DIR")]
    pub data_dir: Option<PathBuf>,
    /// What to do; none opens the window.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Re-check a saved game from the start and print findings and final state.
    Replay {
        /// A saved game: a path, or a name in the games folder (any bytes
        /// the system allows: `games` lists such names too).
        file: OsString,
        /// Machine-readable output (see docs/cli.md).
        #[arg(long)]
        json: bool,
    },
    /// Set up a new saved game.
    New {
        /// Which game.
        #[arg(value_parser = game_parser())]
        game: GameId,
        /// Where to save it: a path, or a name in the games folder. Taken
        /// as given, so one that is not text is refused with a message.
        file: OsString,
        /// Players' names in seating order, separated by commas.
        #[arg(long, value_delimiter = ',', required = true, num_args = 1..)]
        players: Vec<String>,
        /// A game option, KEY=VALUE (repeatable).
        #[arg(long = "set", value_name = "KEY=VALUE")]
        options: Vec<String>,
        /// A board value, KEY=VALUE (repeatable); overrides the settings.
        #[arg(long = "board", value_name = "KEY=VALUE")]
        board: Vec<String>,
        /// The turn clock: `countdown:SECONDS`, `bank:MINUTES` or `off`.
        #[arg(long = "clock", value_name = "KIND:AMOUNT")]
        clock: Option<String>,
    },
    /// Read entries from standard input, one per line, and save each.
    Enter {
        /// A saved game: a path, or a name in the games folder.
        file: OsString,
    },
    /// Search a game's rules reference.
    Rules {
        /// Which book: a game, or `holster` for Holster's own guide.
        #[arg(value_parser = book_parser())]
        book: Book,
        /// Words to look for; none lists the sections.
        query: Vec<String>,
    },
    /// List saved games.
    Games,
    /// Statistics over all saved games.
    Stats {
        /// Only this game.
        #[arg(value_parser = game_parser())]
        game: Option<GameId>,
        /// Only games this player played in (case and accents ignored).
        #[arg(long)]
        player: Option<String>,
        /// Machine-readable output (see docs/cli.md).
        #[arg(long)]
        json: bool,
    },
    /// Write a finished game for another program.
    Export {
        /// A saved game: a path, or a name in the games folder.
        name: OsString,
        /// Where to write it (a new file).
        file: PathBuf,
        /// As a BG Stats play (see docs/bgstats.md).
        #[arg(long)]
        bgstats: bool,
        /// Print the BG Stats link too.
        #[arg(long)]
        link: bool,
    },
    /// Every die entered across all saved games, with a fairness test.
    Dice {
        /// Machine-readable output (see docs/cli.md).
        #[arg(long)]
        json: bool,
    },
    /// The exact odds of the choice the dice make now in a saved game.
    Odds {
        /// A saved game: a path, or a name in the games folder.
        file: OsString,
        /// The dice the player would reroll, by number from 1, separated
        /// by commas (BANG!); without it, the game's own default.
        #[arg(long, value_delimiter = ',', num_args = 1..)]
        dice: Vec<u8>,
        /// Faces rolled for an entry not made yet, separated by commas
        /// (Gunfights' Target Practice pair).
        #[arg(long, value_delimiter = ',', num_args = 1..)]
        faces: Vec<u8>,
        /// Machine-readable output (see docs/cli.md).
        #[arg(long)]
        json: bool,
    },
    /// Share a saved game with the phones at the table until stopped.
    #[cfg(feature = "phones")]
    Share {
        /// A saved game: a path, or a name in the games folder.
        file: OsString,
        /// The address to listen on; without it, the likeliest one of the
        /// local network.
        #[arg(long)]
        bind: Option<std::net::IpAddr>,
        /// The port; 0 lets the system pick one. Without it, the port fixed
        /// in the settings, else one the system picks.
        #[arg(long)]
        port: Option<u16>,
    },
}

/// The games as named on the command line, in the registry's order; the
/// registered games that exist only for tests are hidden from the help.
fn game_names() -> Vec<PossibleValue> {
    crate::games::registry::GAMES
        .iter()
        .map(|g| {
            let name = PossibleValue::new(g.id().to_string());
            if g.test_only() {
                name.hide(true)
            } else {
                name.help(i18n::text(Lang::En, &g.id().title_key()))
            }
        })
        .collect()
}

/// Reads a game's name on the command line (`bang-dice`, `gunfights`, ...).
fn game_parser() -> impl clap::builder::TypedValueParser<Value = GameId> {
    PossibleValuesParser::new(game_names()).try_map(|name| name.parse::<GameId>())
}

/// Reads a reference book's name: `holster` for Holster's own guide, or a game's name.
fn book_parser() -> impl clap::builder::TypedValueParser<Value = Book> {
    let names = std::iter::once(PossibleValue::new("holster")).chain(game_names());
    PossibleValuesParser::new(names).try_map(|name| match name.as_str() {
        "holster" => Ok(Book::Holster),
        game => game.parse::<GameId>().map(Book::Game),
    })
}

fn parse_lang(s: &str) -> Result<Lang, String> {
    s.parse().map_err(|e: i18n::UnknownLang| e.to_string())
}

/// The language asked for with `--lang` before clap has parsed anything, so
/// that help and errors can already be in it. Arguments that are not text
/// are passed over (clap says what is wrong with them).
pub fn lang_from_args(args: &[OsString]) -> Option<Lang> {
    let mut iter = args.iter().map(OsString::as_os_str);
    while let Some(arg) = iter.next() {
        if arg == "--lang" {
            return iter
                .next()
                .and_then(OsStr::to_str)
                .and_then(|v| v.parse().ok());
        }
        if let Some(v) = arg.to_str().and_then(|a| a.strip_prefix("--lang=")) {
            return v.parse().ok();
        }
    }
    None
}

/// Argument ids and the message keys of their help texts.
type HelpKeys = &'static [(&'static str, &'static str)];

/// The clap command with its help texts in `lang`.
pub fn localized_command(lang: Lang) -> clap::Command {
    use clap::CommandFactory;
    let t = |key: &str| i18n::text(lang, key);
    let mut cmd = Cli::command()
        .about(t("cli-about"))
        .mut_arg("lang", |a| a.help(t("cli-arg-lang")))
        .mut_arg("data_dir", |a| a.help(t("cli-arg-data-dir")));
    let subcommands: &[(&str, &str, HelpKeys)] = &[
        (
            "replay",
            "cli-replay-about",
            &[("file", "cli-arg-file"), ("json", "cli-arg-json")],
        ),
        (
            "new",
            "cli-new-about",
            &[
                ("game", "cli-arg-game"),
                ("file", "cli-arg-new-file"),
                ("players", "cli-arg-players"),
                ("options", "cli-arg-set"),
                ("board", "cli-arg-board"),
                ("clock", "clock-cli-arg"),
            ],
        ),
        ("enter", "cli-enter-about", &[("file", "cli-arg-file")]),
        (
            "rules",
            "cli-rules-about",
            &[("book", "cli-arg-book"), ("query", "cli-arg-query")],
        ),
        ("games", "cli-games-about", &[]),
        (
            "stats",
            "cli-stats-about",
            &[
                ("game", "cli-arg-stats-game"),
                ("player", "cli-arg-player"),
                ("json", "cli-arg-json"),
            ],
        ),
        ("dice", "cli-dice-about", &[("json", "cli-arg-json")]),
        (
            "odds",
            "cli-odds-about",
            &[
                ("file", "cli-arg-file"),
                ("dice", "cli-arg-odds-dice"),
                ("faces", "cli-arg-odds-faces"),
                ("json", "cli-arg-json"),
            ],
        ),
        (
            "share",
            "cli-share-about",
            &[
                ("file", "cli-arg-file"),
                ("bind", "cli-arg-share-bind"),
                ("port", "cli-arg-share-port"),
            ],
        ),
        (
            "export",
            "cli-export-about",
            &[
                ("name", "cli-arg-file"),
                ("file", "cli-arg-export-file"),
                ("bgstats", "cli-arg-bgstats"),
                ("link", "cli-arg-link"),
            ],
        ),
    ];
    let sub_template = format!(
        "{{about}}\n\n{}: {{usage}}\n\n{}:\n{{positionals}}\n\n{}:\n{{options}}\n",
        t("cli-usage"),
        t("cli-arguments"),
        t("cli-options")
    );
    for (name, about, args) in subcommands {
        // `share` is not there in a build without the phones.
        if cmd.find_subcommand(name).is_none() {
            continue;
        }
        cmd = cmd.mut_subcommand(*name, |mut sub| {
            sub = sub
                .about(t(about))
                .help_template(&sub_template)
                .disable_help_flag(true)
                .arg(help_flag(lang));
            for (arg, help) in *args {
                sub = sub.mut_arg(*arg, |a| a.help(t(help)));
            }
            sub
        });
    }
    cmd.disable_help_subcommand(true)
        .disable_help_flag(true)
        .disable_version_flag(true)
        .arg(help_flag(lang))
        .arg(
            clap::Arg::new("version")
                .long("version")
                .short('V')
                .action(clap::ArgAction::Version)
                .help(t("cli-arg-version")),
        )
        .help_template(format!(
            "{{about}}\n\n{}: {{usage}}\n\n{}:\n{{subcommands}}\n\n{}:\n{{options}}\n",
            t("cli-usage"),
            t("cli-commands"),
            t("cli-options")
        ))
}

fn help_flag(lang: Lang) -> clap::Arg {
    clap::Arg::new("help")
        .long("help")
        .short('h')
        .action(clap::ArgAction::Help)
        .help(i18n::text(lang, "cli-arg-help"))
}
