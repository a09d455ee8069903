use super::*;
use crate::games::undead::state::{Hunt, Place, Placed, Resolution, Turn, UndeadCard};
use crate::i18n::{self, Lang};

fn chance(h: u128, o: u128) -> Chance {
    Chance::of(h, o).unwrap()
}

/// A band with Bullets on these slots and this side of the Critical token.
fn band(bullets: &[u8], critical: Side) -> Band {
    let mut card = [false; 6];
    for f in bullets {
        card[usize::from(f - 2)] = true;
    }
    Band {
        card,
        critical,
        ..Band::default()
    }
}

/// Ann's turn on 7 (Stalk), shooting at the Undead in the street with
/// these weak points, these faces rolled so far; Bob looks on.
fn hunting(ann: Band, weak: &[u8], rolled: &[u8]) -> UndeadState {
    let mut spaces = vec![Vec::new(); 9];
    spaces[7].push(Placed {
        band: 0,
        standing: true,
    });
    UndeadState {
        people: vec!["Ann".into(), "Bob".into()],
        names: vec!["Ann".into(), "Bob".into()],
        bands: vec![
            ann,
            Band {
                person: 1,
                ..Band::default()
            },
        ],
        purses: vec![Default::default(); 2],
        street: vec![UndeadCard {
            weak: weak.to_vec(),
            notoriety: 2,
        }],
        spaces,
        day: 1,
        round: 1,
        phase: Phase::Resolve,
        resolution: Resolution {
            space: 7,
            queue: Vec::new(),
            step: Step::Turn(Turn {
                band: 0,
                ability: true,
                hunt: Some(Hunt {
                    place: Place::Street,
                    index: 0,
                    rolled: rolled.to_vec(),
                }),
                ..Turn::default()
            }),
        },
        ..UndeadState::default()
    }
}

#[test]
fn the_last_face_that_kills_with_nothing_else_to_roll_is_one_in_eight() {
    // One face kills, every other ends the attempt: 1/8.
    assert_eq!(attempt(1, 0), Some(chance(1, 8)));
    // One that kills and one that goes on: 1/8 + 1/8 · 1/8 = 9/64.
    assert_eq!(attempt(1, 1), Some(chance(9, 64)));
    assert_eq!(attempt(0, 7), Some(Chance::NEVER));
    assert_eq!(attempt(8, 1), None, "more faces than a d8 has");
}

#[test]
fn three_faces_that_kill_and_five_that_go_on_kill_25653_times_in_32768() {
    // Σ_j 3 · 5!/(5-j)! · 8^(5-j) over 8^6:
    // 3 · (32768 + 5·4096 + 20·512 + 60·64 + 120·8 + 120) = 205224,
    // and 205224/262144 = 25653/32768 (78 %).
    assert_eq!(attempt(3, 5), Some(chance(25653, 32768)));
}

#[test]
fn the_faces_of_a_shot_follow_the_bullets_the_weak_points_and_the_critical_token() {
    use Face::{Ends as E, Goes as G, Kills as K};
    // Bullets on 3 and 6, weak points 3 4 6, the Skull up: 3, 6 and the 8
    // kill; the 1 is a plain miss, the 4 a Casing.
    let skull = band(&[3, 6], Side::Skull);
    assert_eq!(faces(&skull, &[3, 4, 6], &[]), [G, G, K, G, G, K, G, K]);
    // Backfire up: the 1 is the Critical Miss, the 8 a plain miss.
    let backfire = band(&[3, 6], Side::Backfire);
    assert_eq!(faces(&backfire, &[3, 4, 6], &[]), [E, G, K, G, G, K, G, G]);
    // The 2 and the 5 rolled already end the attempt if they come again.
    assert_eq!(faces(&skull, &[3, 4, 6], &[2, 5]), [G, E, K, G, E, K, G, K]);
}

#[test]
fn the_hunt_says_which_faces_kill_the_next_shot_and_the_whole_attempt() {
    let s = hunting(band(&[3, 6], Side::Skull), &[3, 4, 6], &[]);
    let odds = hunt(&s).expect("an attempt under way");
    assert_eq!(odds.figures[0].count, Some((3, 8)));
    assert_eq!(odds.figures[1].chance, chance(25653, 32768));
    assert_eq!(
        i18n::odds_line(Lang::En, &odds),
        "Shooting at the Undead (kills on 3, 6 or 8 with the Skull): \
         next shot 3 of 8, shooting on to the end 78%"
    );
    assert_eq!(
        i18n::odds_line(Lang::Nl, &odds),
        "Schieten op de Undead (doodt bij 3, 6 of 8 met de Skull): \
         volgend schot 3 van de 8, doorschieten tot het eind 78%"
    );
    // The kills are the faces the reminder names.
    assert_eq!(crate::games::undead::hunt::killing_faces(&s), vec![3, 6, 8]);
}

#[test]
fn with_backfire_up_and_two_faces_rolled_the_attempt_is_shorter() {
    // Bullets on 3 and 6, weak 3 4 6, Backfire, 2 and 5 rolled: 3 and 6
    // kill; 1, 2 and 5 end it; 4, 7 and 8 go on.
    // Σ_j 2 · 3!/(3-j)! · 8^(3-j) over 8^4 = 2 · (512 + 3·64 + 6·8 + 6)
    // = 1516/4096 = 379/1024.
    let s = hunting(band(&[3, 6], Side::Backfire), &[3, 4, 6], &[2, 5]);
    let odds = hunt(&s).expect("an attempt under way");
    assert_eq!(odds.figures[0].count, Some((2, 8)));
    assert_eq!(odds.figures[1].chance, chance(379, 1024));
    assert_eq!(
        i18n::odds_line(Lang::En, &odds),
        "Shooting at the Undead (kills on 3 or 6): next shot 2 of 8, shooting on to the end 37%"
    );
}

#[test]
fn a_hunt_no_face_can_win_says_so() {
    // No Bullet on a weak point and Backfire up: nothing kills.
    let s = hunting(band(&[2], Side::Backfire), &[3, 4], &[]);
    let odds = hunt(&s).expect("an attempt under way");
    assert_eq!(odds.figures[0].count, Some((0, 8)));
    assert_eq!(odds.figures[1].chance, Chance::NEVER);
    assert_eq!(
        i18n::odds_line(Lang::En, &odds),
        "Shooting at the Undead (no face kills any more): next shot 0 of 8, shooting on to the end 0%"
    );
}

#[test]
fn a_duel_of_two_counts_the_higher_hit_value_and_the_same_value_killing_both() {
    // Ann: Bullets on 3 and 5, the Skull up (hit values 3, 5, Critical);
    // Bob: a Bullet on 4, Backfire up (hit value 4).
    let ann = band(&[3, 5], Side::Skull);
    let bob = band(&[4], Side::Backfire);
    let [hits, hit, dies] = pair(&ann, &bob).unwrap();
    assert_eq!((hits, hit), (chance(3, 8), chance(1, 8)));
    // Ann dies on Bob's 4 unless she shows 5 or the Critical: her 5 misses
    // and her 3: 6 of 64.
    assert_eq!(dies, chance(6, 64));
    // Bob dies on Ann's 3 unless he shows 4 or more (7 of his faces miss),
    // on her 5 and her Critical whatever he shows: 7 + 8 + 8 = 23 of 64.
    let [_, _, bob_dies] = pair(&bob, &ann).unwrap();
    assert_eq!(bob_dies, chance(23, 64));
    // The same value kills both: two Bullets on 4 die whenever the other hits.
    let four = band(&[4], Side::Backfire);
    assert_eq!(pair(&four, &four).unwrap()[2], chance(8, 64));
}

#[test]
fn a_duel_says_each_duelist_s_chances_and_three_duelists_only_their_hits() {
    let mut s = hunting(band(&[3, 5], Side::Skull), &[3], &[]);
    s.bands[1] = Band {
        person: 1,
        ..band(&[4], Side::Backfire)
    };
    s.resolution = Resolution {
        space: 8,
        queue: Vec::new(),
        step: Step::Duel(vec![0, 1]),
    };
    let lines: Vec<String> = duel(&s)
        .iter()
        .map(|o| i18n::odds_line(Lang::En, o))
        .collect();
    assert_eq!(
        lines,
        [
            "Ann shooting at Bob: hits 38%, is hit 13%, dies 9%",
            "Bob shooting at Ann: hits 13%, is hit 38%, dies 36%"
        ]
    );
    let dutch = i18n::odds_line(Lang::Nl, &duel(&s)[0]);
    assert_eq!(
        dutch,
        "Ann schiet op Bob: raakt 38%, wordt geraakt 13%, gaat dood 9%"
    );
    // A third duelist: who shoots at whom is announced later.
    s.names.push("Cid".into());
    s.bands.push(band(&[2, 3, 4, 5], Side::Backfire));
    s.resolution.step = Step::Duel(vec![0, 1, 2]);
    let odds = duel(&s);
    assert_eq!(
        i18n::odds_line(Lang::En, &odds[0]),
        "Duel of 3, targets not yet announced: Ann hits 38%, Bob hits 13%, Cid hits 50%"
    );
}

#[test]
fn no_attempt_and_no_duel_give_no_odds() {
    let mut s = hunting(band(&[3], Side::Skull), &[3], &[]);
    s.resolution.step = Step::Turn(Turn::default());
    assert!(odds(&s, &Considering::default()).is_empty());
    s.phase = Phase::RoundEnd;
    assert!(odds(&s, &Considering::default()).is_empty());
}
