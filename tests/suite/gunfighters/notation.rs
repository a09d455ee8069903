//! The notation: English and Dutch words for every step read to the same
//! action, and what Holster writes reads back as written.

use super::helpers::*;
use holster::core::Game;
use holster::games::gunfighters::{Aim, ClimaxType, GfAction, Gunfighters, Location, Source};

fn read(t: &Table, line: &str) -> GfAction {
    match Gunfighters::parse_action(t.setup(), line) {
        Ok(action) => action,
        Err(msg) => panic!("{line:?} should read: {msg:?}"),
    }
}

#[test]
fn english_and_dutch_words_read_the_same() {
    let t = four();
    let pairs = [
        ("move stable", "verplaats stal"),
        ("move ranch discard", "verplaats ranch aflegstapel"),
        ("shoot bob ranch 2", "schiet bob ranch 2"),
        (
            "shoot bob saloon 1 with plaza",
            "schiet bob saloon 1 met plein",
        ),
        ("shoot bob saloon 1 free", "schiet bob saloon 1 gratis"),
        ("story", "verhaal"),
        ("story mark", "verhaal teken"),
        ("end", "einde"),
        ("gain ann 2", "trek ann 2"),
        (
            "lose ann stable cliff by bob",
            "verlies ann stal klif door bob",
        ),
        ("time stable", "tijd stable"),
        ("coins ann +2", "munten ann +2"),
        ("give ann bob 2", "geef ann bob 2"),
        ("climax ann quick-draw", "climax ann Quick Draw"),
        ("control ann stable", "neem ann stable"),
        ("draw", "gelijkspel"),
        ("play-on", "doorvechten"),
    ];
    for (en, nl) in pairs {
        assert_eq!(read(&t, en), read(&t, nl), "{en} / {nl}");
    }
}

#[test]
fn what_holster_writes_reads_back() {
    let t = four();
    let actions = [
        GfAction::Move {
            thrown: Location::Cliff,
            from: Source::Discard,
        },
        GfAction::Shoot {
            target: 2,
            at: Location::Plaza,
            aim: Aim::Card(Location::Station),
            hits: 3,
        },
        GfAction::Shoot {
            target: 1,
            at: Location::Saloon,
            aim: Aim::Free,
            hits: 0,
        },
        GfAction::Lose {
            player: 3,
            cards: vec![Location::Ranch, Location::Ranch],
            by: Some(0),
        },
        GfAction::Coins {
            player: 1,
            change: -3,
        },
        GfAction::Climax {
            player: 0,
            kind: ClimaxType::HardLiquor,
        },
    ];
    for action in actions {
        let line = Gunfighters::format_action(t.setup(), &action);
        assert_eq!(read(&t, &line), action, "{line}");
    }
    assert_eq!(
        read(&t, "shoot bob ranch 2"),
        GfAction::Shoot {
            target: 1,
            at: Location::Ranch,
            aim: Aim::Card(Location::Ranch),
            hits: 2
        }
    );
}

#[test]
fn bad_lines_say_what_to_write() {
    let mut t = four();
    unreadable(&mut t, "move barn", "mgf-notation-location");
    unreadable(&mut t, "shoot bob ranch", "mgf-notation-shoot");
    unreadable(&mut t, "climax ann shotgun", "mgf-notation-climax-type");
    unreadable(&mut t, "coins ann 0", "mgf-notation-coins");
    unreadable(&mut t, "dance", "mgf-usage");
}

#[test]
fn the_history_describes_each_step_in_both_languages() {
    use holster::i18n::{Lang, tr};
    let t = four();
    let action = read(&t, "lose ann stable cliff by bob");
    let msg = Gunfighters::describe_action(t.setup(), &action);
    assert_eq!(tr(Lang::En, &msg), "Lost 2 cards (Stable, Cliff), to Bob");
    assert_eq!(
        tr(Lang::Nl, &msg),
        "Kwijt: 2 kaarten (Stable, Cliff), door Bob"
    );
    let shot = Gunfighters::describe_action(t.setup(), &read(&t, "shoot bob ranch 1"));
    assert_eq!(
        tr(Lang::En, &shot),
        "Shot Bob at the Ranch: one card discarded"
    );
}
