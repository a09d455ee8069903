//! English and Dutch texts for people, from the Fluent files in `locales/`.

mod lang;
pub mod numbers;
mod relative;

pub use lang::{Lang, UnknownLang};
pub use relative::time_ago;

use crate::core::{Arg, Msg};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::LazyLock;

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/locales.rs"));
}

/// The names of the Fluent files of a language (`locales/LANG/NAME.ftl`):
/// every file there, the shared ones and each game's own, in name order.
pub fn files(lang: Lang) -> Vec<&'static str> {
    sources(lang).into_iter().map(|(name, _)| name).collect()
}

/// The Fluent sources of a language, with their file names.
pub fn sources(lang: Lang) -> Vec<(&'static str, &'static str)> {
    embedded::FILES
        .iter()
        .filter(|(folder, _, _)| *folder == lang.code())
        .map(|(_, name, source)| (*name, *source))
        .collect()
}

/// The Fluent source of one file of a language (a game's own messages,
/// `locales/LANG/NAME.ftl`), if there is such a file.
pub fn source(lang: Lang, name: &str) -> Option<&'static str> {
    sources(lang)
        .into_iter()
        .find(|(file, _)| *file == name)
        .map(|(_, source)| source)
}

type Bundle = FluentBundle<FluentResource>;

fn build(lang: Lang) -> Bundle {
    let tag = match lang {
        Lang::En => unic_langid::langid!("en"),
        Lang::Nl => unic_langid::langid!("nl"),
    };
    let mut bundle = FluentBundle::new_concurrent(vec![tag]);
    // Isolation marks are invisible characters that end up in terminals and
    // test assertions; Holster's texts are all left-to-right.
    bundle.set_use_isolating(false);
    // Every number in every message is written the language's way.
    bundle.set_formatter(Some(match lang {
        Lang::En => numbers::format_en,
        Lang::Nl => numbers::format_nl,
    }));
    for (_, source) in sources(lang) {
        // A syntax error keeps the rest of the file usable; the test suite
        // parses every file strictly, so none reaches a release.
        let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(r, _)| r);
        let _ = bundle.add_resource(resource);
    }
    bundle
}

static EN: LazyLock<Bundle> = LazyLock::new(|| build(Lang::En));
static NL: LazyLock<Bundle> = LazyLock::new(|| build(Lang::Nl));

fn bundle(lang: Lang) -> &'static Bundle {
    match lang {
        Lang::En => &EN,
        Lang::Nl => &NL,
    }
}

/// Whether a message exists in a language.
pub fn has(lang: Lang, key: &str) -> bool {
    bundle(lang).has_message(key)
}

/// A message as the window says it: a message that tells the command
/// line's way (`characters=…`, “attack scout church …”) has a `-window`
/// twin that points at the screen's own buttons and lists instead; the
/// typed words stay in the quick-entry hint and on the command line.
pub fn for_the_window(lang: Lang, message: &Msg) -> Msg {
    let window_key = format!("{}-window", message.key);
    if has(lang, &window_key) {
        Msg {
            key: window_key,
            ..message.clone()
        }
    } else {
        message.clone()
    }
}

/// A message in words. A missing message shows its key, which the
/// consistency tests make sure never happens in a release.
pub fn tr(lang: Lang, msg: &Msg) -> String {
    let bundle = bundle(lang);
    let Some(pattern) = bundle.get_message(&msg.key).and_then(|m| m.value()) else {
        return msg.key.clone();
    };
    let mut args = FluentArgs::new();
    for (name, value) in &msg.args {
        match value {
            Arg::Number(n) => args.set(name.as_str(), FluentValue::from(*n)),
            Arg::Text(t) => args.set(name.as_str(), FluentValue::from(t.as_str())),
            Arg::Key(key) => args.set(name.as_str(), FluentValue::from(text(lang, key))),
            Arg::Msg(msg) => args.set(name.as_str(), FluentValue::from(tr(lang, msg))),
            Arg::Decimal { units, scale } => {
                args.set(name.as_str(), numbers::fluent_decimal(*units, *scale))
            }
        }
    }
    let mut errors = Vec::new();
    bundle
        .format_pattern(pattern, Some(&args), &mut errors)
        .into_owned()
}

/// A message with no arguments in words.
pub fn text(lang: Lang, key: &str) -> String {
    tr(lang, &Msg::new(key))
}

/// What someone did, as the history shows it: "Ann: Rolled a 1 2 b g", or
/// just the description when nobody in particular did it.
pub fn by(lang: Lang, who: Option<&str>, what: &Msg) -> String {
    match who {
        Some(who) => tr(
            lang,
            &Msg::new("entry-by")
                .arg("player", who)
                .arg("what", tr(lang, what)),
        ),
        None => tr(lang, what),
    }
}

/// A choice's odds in one line, as the pad and `holster odds` show them:
/// "Rerolling 3 dice on the last roll: 3+ dynamite 42%, 3 gatlings 7%".
pub fn odds_line(lang: Lang, odds: &crate::core::Odds) -> String {
    let figures: Vec<String> = odds
        .figures
        .iter()
        .map(|f| {
            tr(
                lang,
                &Msg::new("odds-figure")
                    .arg_msg("what", f.what.clone())
                    .arg_msg("chance", f.shown()),
            )
        })
        .collect();
    tr(
        lang,
        &Msg::new("odds-line")
            .arg_msg("choice", odds.choice.clone())
            .arg("figures", figures.join(", ")),
    )
}
