//! Property tests over random *legal* play: each step is chosen from what
//! the state allows (the dice are random, the choices are the table's), so
//! every entry must be accepted without an override, and after every entry
//! the arrows add up to nine, lives stay within their bounds, and undo∘do is
//! the identity.

use super::helpers::arrows_total;
use holster::core::{BangFace, Game, SetupInput};
use holster::games::bang_dice::roles::role_table;
use holster::games::bang_dice::targets::legal_targets;
use holster::games::bang_dice::{BangDice, BangState, Character, Choice, Role, Step};
use holster::session::{AnySession, LineError, LineOutcome, Session};
use proptest::prelude::*;

/// The table's choices, drawn from a list of random numbers.
struct Draw {
    numbers: Vec<u32>,
    at: usize,
}

impl Draw {
    /// A number below `n` (0 when `n` is 0); none when the list is used up.
    fn below(&mut self, n: usize) -> Option<usize> {
        let x = *self.numbers.get(self.at)?;
        self.at += 1;
        Some(if n == 0 { 0 } else { x as usize % n })
    }

    fn face(&mut self) -> Option<BangFace> {
        Some(BangFace::ALL[self.below(6)?])
    }

    fn coin(&mut self) -> Option<bool> {
        Some(self.below(2)? == 0)
    }
}

const NAMES: [&str; 8] = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"];

/// A table of `players` with random characters and hidden roles dealt at
/// random; returns the session and the true roles.
fn deal(players: usize, draw: &mut Draw) -> Option<(Session<BangDice>, Vec<Role>)> {
    let mut characters: Vec<Character> = Character::ALL.to_vec();
    let mut chosen = Vec::new();
    for _ in 0..players {
        chosen.push(characters.remove(draw.below(characters.len())?));
    }
    let table = role_table(players);
    let mut deck: Vec<Role> = Role::ALL
        .iter()
        .flat_map(|r| std::iter::repeat_n(*r, usize::from(table.get(*r))))
        .collect();
    let mut roles = Vec::new();
    for _ in 0..players {
        roles.push(deck.remove(draw.below(deck.len())?));
    }
    let mut input = SetupInput {
        players: NAMES[..players].iter().map(|n| n.to_string()).collect(),
        ..SetupInput::default()
    };
    let slugs: Vec<&str> = chosen.iter().map(|c| c.slug()).collect();
    input.options.insert("characters".into(), slugs.join(","));
    if players == 3 {
        let slugs: Vec<&str> = roles.iter().map(|r| r.slug()).collect();
        input.options.insert("roles".into(), slugs.join(","));
    } else {
        let sheriff = roles.iter().position(|r| *r == Role::Sheriff)?;
        input
            .options
            .insert("sheriff".into(), (sheriff + 1).to_string());
    }
    let setup = BangDice::setup(&input).ok()?;
    Some((
        Session::in_memory(setup, chrono::DateTime::UNIX_EPOCH),
        roles,
    ))
}

/// A legal next line for the state, or none when the game is over or the
/// numbers are used up.
fn next_line(state: &BangState, roles: &[Role], draw: &mut Draw) -> Option<String> {
    let name = |s: usize| state.players[s].name.clone();
    if let Some(dead) = (0..state.players.len())
        .find(|s| !state.players[*s].alive() && state.players[*s].role.is_none())
    {
        return Some(format!("reveal {} {}", name(dead), roles[dead].slug()));
    }
    if state.end.is_over() {
        return None;
    }
    let alive = state.alive_seats();
    if let Some(choice) = state.pending.first() {
        return Some(match *choice {
            // "none" only while someone is at their maximum: a life is
            // always given ("krijgt een speler naar keuze 1 leven").
            Choice::Sid { .. } => {
                let full = alive
                    .iter()
                    .any(|s| state.players[*s].life >= state.players[*s].max_life);
                match draw.below(alive.len() + 1)? {
                    0 if full => "sid none".to_string(),
                    0 => format!("sid {}", name(alive[0])),
                    k => format!("sid {}", name(alive[k - 1])),
                }
            }
            Choice::Bart { max_arrows, .. } => {
                format!("bart arrows {}", draw.below(usize::from(max_arrows) + 1)?)
            }
            Choice::Pedro { seat, max } => {
                let max = max.min(state.players[seat].arrows);
                format!("pedro {}", draw.below(usize::from(max) + 1)?)
            }
        });
    }
    let active = state.turn.player;
    let Some(dice) = state.turn.dice else {
        let faces: Vec<String> = (0..5)
            .map(|_| draw.face().map(|f| f.letter().to_string()))
            .collect::<Option<_>>()?;
        return Some(format!("roll {}", faces.join(" ")));
    };
    if state.can_reroll() && draw.coin()? {
        let black_jack = state.active_is(Character::BlackJack);
        let mut numbers = Vec::new();
        let mut faces = Vec::new();
        for (i, face) in dice.iter().enumerate() {
            let may = *face != BangFace::Dynamite || black_jack;
            if may && draw.coin()? {
                numbers.push((i + 1).to_string());
                faces.push(draw.face()?.letter().to_string());
            }
        }
        if !numbers.is_empty() {
            return Some(format!("reroll {} {}", numbers.join(" "), faces.join(" ")));
        }
    }
    match state.unresolved().first() {
        Some(Step::Shots) => {
            let mut words = Vec::new();
            let slab = state.active_is(Character::SlabTheKiller) && state.beers_to_give() > 0;
            let mut doubled = false;
            for (_, face) in state.shot_dice() {
                let targets = legal_targets(state, active, face);
                let target = targets[draw.below(targets.len())?];
                let double = slab && !doubled && draw.coin()?;
                doubled |= double;
                words.push(format!("{}{}", name(target), if double { "+" } else { "" }));
            }
            Some(format!("shoot {}", words.join(" ")))
        }
        Some(Step::Beers) => {
            let words: Vec<String> = (0..state.beers_to_give())
                .map(|_| draw.below(alive.len()).map(|k| name(alive[k])))
                .collect::<Option<_>>()?;
            Some(format!("beer {}", words.join(" ")))
        }
        Some(Step::Gatling) => Some("gatling".to_string()),
        Some(Step::Kit) => {
            let mut held: Vec<u8> = state.players.iter().map(|p| p.arrows).collect();
            let mut words = Vec::new();
            for _ in 0..state.count(BangFace::Gatling) {
                let holders: Vec<usize> = (0..held.len()).filter(|s| held[*s] > 0).collect();
                if holders.is_empty() || draw.coin()? {
                    break;
                }
                let pick = holders[draw.below(holders.len())?];
                held[pick] -= 1;
                words.push(name(pick));
            }
            Some(if words.is_empty() {
                "kit none".to_string()
            } else {
                format!("kit {}", words.join(" "))
            })
        }
        None => Some("end".to_string()),
    }
}

#[track_caller]
fn check_bounds(state: &BangState) {
    assert_eq!(arrows_total(state), 9, "arrows: {state:#?}");
    for p in &state.players {
        assert!(
            p.life <= p.max_life,
            "{} has {} of {}",
            p.name,
            p.life,
            p.max_life
        );
        assert!(p.arrows <= 9);
    }
    if let Some(dice) = state.turn.dice {
        assert_eq!(dice.len(), 5);
    }
}

/// Plays random legal lines; returns how many were entered and whether the game ended.
fn play_randomly(players: usize, numbers: Vec<u32>) -> (usize, bool) {
    let mut draw = Draw { numbers, at: 0 };
    let Some((mut game, roles)) = deal(players, &mut draw) else {
        return (0, false);
    };
    let mut entered = 0;
    while let Some(line) = next_line(game.state(), &roles, &mut draw) {
        let before = game.state_json();
        match game.enter_line(&line) {
            Ok(LineOutcome::Entered(_)) => {}
            Ok(LineOutcome::Moved(_)) => panic!("{line:?} moved the history"),
            Err(LineError::Entry(e)) => {
                panic!("legal line {line:?} refused: {e:?}\n{:#?}", game.state())
            }
            Err(LineError::Parse(msg)) => panic!("{line:?} unreadable: {msg:?}"),
        }
        entered += 1;
        check_bounds(game.state());
        // Only a roll applied anyway could go past the limit.
        assert!(game.state().turn.rolls <= game.state().max_rolls());
        let after = game.state_json();
        game.undo().expect("an entry can be undone");
        assert_eq!(game.state_json(), before, "undo after {line:?}");
        game.redo().expect("and redone");
        assert_eq!(game.state_json(), after, "redo of {line:?}");
    }
    (entered, game.state().end.is_over())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn random_legal_play_keeps_every_invariant(
        players in 3..=8usize,
        numbers in prop::collection::vec(any::<u32>(), 50..600),
    ) {
        play_randomly(players, numbers);
    }
}

/// Long random games from fixed seeds reach an end, with each player count.
#[test]
fn long_random_games_reach_the_end() {
    let mut ended = 0;
    for players in 3..=8 {
        for seed in 0..4u64 {
            let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (players as u64);
            let numbers: Vec<u32> = (0..20_000)
                .map(|_| {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    (x >> 16) as u32
                })
                .collect();
            let (entered, over) = play_randomly(players, numbers);
            assert!(entered > 10);
            ended += usize::from(over);
        }
    }
    assert!(ended >= 20, "only {ended} of 24 random games ended");
}

/// Any line at all, legal or not, sometimes applied anyway with `!`.
fn any_line() -> impl Strategy<Value = String> {
    let name = prop::sample::select(vec!["ann", "bob", "cid", "dan", "eve"]);
    let face = prop::sample::select(vec!["a", "d", "1", "2", "b", "g"]);
    let line = prop_oneof![
        prop::collection::vec(face.clone(), 5).prop_map(|f| format!("roll {}", f.join(" "))),
        (
            Just(vec!["1", "2", "3", "4", "5"]).prop_shuffle(),
            1..=5usize,
            prop::collection::vec(face, 5)
        )
            .prop_map(|(dice, n, faces)| format!(
                "reroll {} {}",
                dice[..n].join(" "),
                faces[..n].join(" ")
            )),
        prop::collection::vec((name.clone(), any::<bool>()), 1..=5).prop_map(|hits| {
            let words: Vec<String> = hits
                .into_iter()
                .map(|(n, d)| format!("{n}{}", if d { "+" } else { "" }))
                .collect();
            format!("shoot {}", words.join(" "))
        }),
        prop::collection::vec(name.clone(), 1..=5).prop_map(|n| format!("beer {}", n.join(" "))),
        Just("gatling".to_string()),
        prop::collection::vec(name.clone(), 0..=3).prop_map(|n| if n.is_empty() {
            "kit none".to_string()
        } else {
            format!("kit {}", n.join(" "))
        }),
        prop::option::of(name.clone()).prop_map(|n| format!("sid {}", n.unwrap_or("none"))),
        (0..4u8).prop_map(|k| format!("bart arrows {k}")),
        (0..4u8).prop_map(|k| format!("pedro {k}")),
        (
            name,
            prop::sample::select(vec!["sheriff", "deputy", "outlaw", "renegade"])
        )
            .prop_map(|(n, r)| format!("reveal {n} {r}")),
        Just("end".to_string()),
        Just("undo".to_string()),
    ];
    (line, any::<bool>()).prop_map(|(l, force)| if force { format!("{l} !") } else { l })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Whatever is typed, nothing panics, refused lines change nothing, and
    /// the arrows and lives stay within their bounds.
    #[test]
    fn any_input_keeps_the_books_sound(
        characters in Just(Character::ALL.to_vec()).prop_shuffle(),
        lines in prop::collection::vec(any_line(), 1..120),
    ) {
        let mut input = SetupInput {
            players: NAMES[..5].iter().map(|n| n.to_string()).collect(),
            ..SetupInput::default()
        };
        let slugs: Vec<&str> = characters[..5].iter().map(|c| c.slug()).collect();
        input.options.insert("characters".into(), slugs.join(","));
        input.options.insert("sheriff".into(), "ann".into());
        let setup = BangDice::setup(&input).expect("valid");
        let mut game = Session::<BangDice>::in_memory(setup, chrono::DateTime::UNIX_EPOCH);
        for line in &lines {
            let before = game.state_json();
            match game.enter_line(line) {
                Ok(LineOutcome::Entered(_)) => {
                    let after = game.state_json();
                    game.undo().expect("undo");
                    prop_assert_eq!(&game.state_json(), &before);
                    game.redo().expect("redo");
                    prop_assert_eq!(game.state_json(), after);
                }
                Ok(LineOutcome::Moved(_)) => {}
                Err(_) => prop_assert_eq!(game.state_json(), before),
            }
            check_bounds(game.state());
        }
    }
}
