//! The odds of The Quick and the Undead (`Game::odds`) against every way
//! the d8s can fall, each entered through the rules' own decider, over
//! tables of random starting resources, Undead cards and Critical tokens
//! played to a shot at an Undead or a duel.

use super::helpers::*;
use holster::core::{Chance, Considering, Game};
use holster::games::undead::spaces::Shot;
use holster::games::undead::{DuelShot, Side, Step, Undead, UndeadAction, UndeadState};
use holster::session::AnySession;
use proptest::prelude::*;

/// The state after an entry the rules take (applied even where they object).
fn apply(s: &UndeadState, action: &UndeadAction) -> UndeadState {
    let decision = Undead::decide(s, action).expect("the rules take a shot");
    decision.events.iter().fold(s.clone(), Undead::evolve)
}

/// The shot of this face as the odds take it: an 8 with the Skull up is
/// the Critical Hit.
fn shot(s: &UndeadState, band: usize, face: u8) -> Shot {
    Shot {
        face,
        crit: face == 8 && s.bands[band].critical == Side::Skull,
    }
}

/// Whether `band`'s attempt at an Undead is still under way.
fn hunting(s: &UndeadState, band: usize) -> bool {
    matches!(&s.resolution.step, Step::Turn(t) if t.band == band && t.hunt.is_some())
}

/// The attempts that kill when `band` shoots on until the attempt ends,
/// counted over 8^`depth` sequences of faces, at most `depth` shots:
/// every face of every shot entered, the attempt followed as the rules end
/// it.
fn killing(s: &UndeadState, band: usize, depth: u32) -> u128 {
    let before = s.bands[band].killed.len();
    let weight = 8u128.pow(depth - 1);
    (1..=8)
        .map(|face| {
            let after = apply(
                s,
                &UndeadAction::Shoot {
                    shot: shot(s, band, face),
                },
            );
            if after.bands[band].killed.len() > before {
                weight
            } else if depth > 1 && hunting(&after, band) {
                killing(&after, band, depth - 1)
            } else {
                0
            }
        })
        .sum()
}

/// The hunt's two figures, by brute force: the faces of the next shot that
/// kill, and the chance that shooting on to the end kills.
fn hunt_by_force(s: &UndeadState) -> (u64, Chance) {
    let Step::Turn(t) = &s.resolution.step else {
        panic!("a turn");
    };
    let band = t.band;
    let next = killing(s, band, 1) as u64;
    // No attempt lasts more than nine shots: a ninth face repeats one.
    let whole = Chance::of(killing(s, band, 9), 8u128.pow(9)).unwrap();
    (next, whole)
}

/// The duel's shots with each duelist at its target, faces given.
fn shots(pairs: &[(usize, usize)], faces: &[Shot]) -> UndeadAction {
    UndeadAction::Duel {
        shots: pairs
            .iter()
            .zip(faces)
            .map(|((band, target), shot)| DuelShot {
                band: *band,
                target: *target,
                shot: *shot,
            })
            .collect(),
    }
}

/// A plain 8: a miss whatever the card shows.
const MISS: Shot = Shot {
    face: 8,
    crit: false,
};

/// Of two duelists, each one's hits, hits on it and deaths by brute force:
/// hits over 8 faces with the other missing, deaths over all 64 pairs.
fn duel_by_force(s: &UndeadState, a: usize, b: usize) -> [[Chance; 3]; 2] {
    let pairs = [(a, b), (b, a)];
    let dead = |after: &UndeadState, x: usize| after.bands[x].graveyard > s.bands[x].graveyard;
    let hits = |x: usize| {
        let other = if x == a { b } else { a };
        (1..=8)
            .filter(|f| {
                let mine = shot(s, x, *f);
                let faces = if x == a { [mine, MISS] } else { [MISS, mine] };
                dead(&apply(s, &shots(&pairs, &faces)), other)
            })
            .count() as u128
    };
    let mut deaths = [0u128; 2];
    for fa in 1..=8 {
        for fb in 1..=8 {
            let after = apply(s, &shots(&pairs, &[shot(s, a, fa), shot(s, b, fb)]));
            deaths[0] += u128::from(dead(&after, a));
            deaths[1] += u128::from(dead(&after, b));
        }
    }
    let c = |h, o| Chance::of(h, o).unwrap();
    let (ha, hb) = (hits(a), hits(b));
    [
        [c(ha, 8), c(hb, 8), c(deaths[0], 64)],
        [c(hb, 8), c(ha, 8), c(deaths[1], 64)],
    ]
}

/// Three starting resources, from picks 0 to 7: a Bullet on slots 2 to 7,
/// a Coin, a Notoriety.
fn start(name: &str, picks: [u8; 3]) -> String {
    let mut words = vec![format!("start {name}")];
    for p in picks {
        words.push(match p {
            0..=5 => format!("bullet {}", p + 2),
            6 => "coin".to_string(),
            _ => "notoriety".to_string(),
        });
    }
    words.join(" ")
}

/// Three players with these starting picks, these Undead weak points and
/// this side of the Critical tokens, set up to the first reveal.
fn table(skull: bool, picks: [[u8; 3]; 3], weak: &[Vec<u8>]) -> Table {
    let side = if skull { "skull" } else { "backfire" };
    let mut t = create(&input(
        &["Ann", "Bob", "Cid"],
        &[("law", "ann"), ("critical", side)],
    ));
    play(&mut t, &BUILDINGS_3);
    for w in weak {
        let faces: Vec<String> = w.iter().map(u8::to_string).collect();
        ok(&mut t, &format!("undead {} notoriety 2", faces.join(" ")));
    }
    for (name, p) in ["ann", "bob", "cid"].into_iter().zip(picks) {
        ok(&mut t, &start(name, p));
    }
    ok(&mut t, "hiring none");
    t
}

/// Each player's three starting picks, none twice.
fn starts() -> impl Strategy<Value = [[u8; 3]; 3]> {
    let one = || {
        prop::sample::subsequence((0u8..8).collect::<Vec<_>>(), 3)
            .prop_shuffle()
            .prop_map(|v| [v[0], v[1], v[2]])
    };
    [one(), one(), one()]
}

fn weak_points() -> impl Strategy<Value = Vec<Vec<u8>>> {
    prop::collection::vec(
        prop::sample::subsequence(vec![2u8, 3, 4, 5, 6, 7], 1..=3),
        4,
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Ann on 8 (Scout) aims at an Undead and shoots a few times: the
    /// next shot's count and the whole attempt's chance are those of
    /// every sequence of faces entered.
    #[test]
    fn the_hunt_s_odds_are_every_sequence_of_shots(
        skull in any::<bool>(),
        picks in starts(),
        weak in weak_points(),
        at in 0usize..4,
        first in prop::collection::vec(1u8..=8, 0..3),
    ) {
        let mut t = table(skull, picks, &weak);
        ok(&mut t, "reveal ann 8 bob 3 cid 2");
        let target = ["street", "bank", "jail", "saloon"][at];
        ok(&mut t, &format!("aim {target}"));
        for face in first {
            if !hunting(t.state(), 0) {
                break;
            }
            let crit = if face == 8 && t.state().bands[0].critical == Side::Skull { " crit" } else { "" };
            t.enter_line(&format!("shoot {face}{crit}!")).expect("a shot");
        }
        let odds = Undead::odds(t.setup(), t.state(), &Considering::default());
        if !hunting(t.state(), 0) {
            prop_assert!(odds.is_empty(), "{odds:?}");
            return Ok(());
        }
        let (next, whole) = hunt_by_force(t.state());
        prop_assert_eq!(odds.len(), 1);
        prop_assert_eq!(odds[0].figures[0].count, Some((next, 8)));
        prop_assert_eq!(odds[0].figures[1].chance, whole);
    }

    /// Ann and Bob on 8 duel (Cid too, now and then): each duelist's
    /// chances are those of every pair of faces entered.
    #[test]
    fn the_duel_s_odds_are_every_pair_of_faces(
        skull in any::<bool>(),
        picks in starts(),
        cid in 2u8..=8,
    ) {
        let mut t = table(skull, picks, &[vec![2], vec![3], vec![4], vec![5]]);
        ok(&mut t, &format!("reveal ann 8 bob 8 cid {cid}"));
        let s = t.state().clone();
        let odds = Undead::odds(t.setup(), &s, &Considering::default());
        if cid == 8 {
            // Three duelists: only their hits, each over its own 8 faces.
            prop_assert_eq!(odds.len(), 1);
            for (i, band) in [0usize, 1, 2].into_iter().enumerate() {
                let pairs = [(0, 1), (1, 2), (2, 0)];
                let hits = (1..=8u8)
                    .filter(|f| {
                        let mut faces = [MISS; 3];
                        faces[band] = shot(&s, band, *f);
                        let after = apply(&s, &shots(&pairs, &faces));
                        let target = pairs[band].1;
                        after.bands[target].graveyard > s.bands[target].graveyard
                    })
                    .count() as u128;
                prop_assert_eq!(odds[0].figures[i].chance, Chance::of(hits, 8).unwrap());
            }
            return Ok(());
        }
        let forced = duel_by_force(&s, 0, 1);
        prop_assert_eq!(odds.len(), 2);
        for (o, f) in odds.iter().zip(forced) {
            let counted: Vec<Chance> = o.figures.iter().map(|x| x.chance).collect();
            prop_assert_eq!(counted, f.to_vec());
        }
    }
}
