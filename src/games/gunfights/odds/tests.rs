//! The figures checked by hand (the arithmetic in each comment), then
//! against the decider itself: every face of the d20 (every pair of faces
//! for a shot) entered as the table would enter it, over random boards of
//! a Raid reached by real play.

use super::shots::{damage, of_shooter};
use super::*;
use crate::core::{D20, Decision, Game, SetupInput};
use crate::games::gunfights::gunfight::{Kick, Shooter};
use crate::games::gunfights::items::{Gun, SnakeOil};
use crate::games::gunfights::{GunAction, GunEvent, GunSetup, Gunfights, fights, rules, sample};
use proptest::prelude::*;

fn chance(hits: u128, outcomes: u128) -> Chance {
    Chance::of(hits, outcomes).expect("a chance")
}

fn d(face: u8) -> D20 {
    D20::new(face).expect("a face")
}

/// The sample table: six people (Ann Mayor … Fay Head Honcho) with the
/// sample board values.
fn setup() -> GunSetup {
    Gunfights::setup(&SetupInput {
        players: sample::PEOPLE.map(String::from).to_vec(),
        board: sample::board(),
        ..SetupInput::default()
    })
    .expect("six people")
}

/// `state` with `line` entered (it must be taken).
fn enter(state: &GunState, line: &str) -> GunState {
    let action = Gunfights::parse_action(&setup(), line).expect("a line");
    let decision = Gunfights::decide(state, &action).expect("taken");
    decision
        .events
        .iter()
        .fold(state.clone(), Gunfights::evolve)
}

/// The sample table with `lines` entered.
fn played(lines: &[String]) -> GunState {
    lines
        .iter()
        .fold(Gunfights::initial(&setup()), |state, line| {
            enter(&state, line)
        })
}

/// The rulebook's first round up to its first gunfight (the fixture game):
/// the Sheriff (Bullseye +1) fires first at the Stockade, the Mayor (Beer,
/// Tobacco, Lightweight) at the Ammo Depot.
fn at_the_gunfights() -> GunState {
    played(&sample::round_one_to_the_gunfights(include_str!(
        "../../../../tests/suite/gunfights/round-one.txt"
    )))
}

fn seat(state: &GunState, character: Character) -> usize {
    state.seat_of(character).expect("in play")
}

/// A line's chances, in order.
fn chances(odds: &Odds) -> Vec<Chance> {
    odds.figures.iter().map(|f| f.chance).collect()
}

/// Counts of 400 as the chances of a shot's damage.
fn of_400(counts: [u128; 4]) -> Vec<Chance> {
    counts.iter().map(|n| chance(*n, 400)).collect()
}

fn shotgun(need: u8) -> Shooter {
    Shooter {
        need,
        ..Shooter::default()
    }
}

#[test]
fn a_pioneers_shotgun_with_nothing_else_deals_no_damage_144_times_in_400() {
    // Per die: 1-12 miss (12), 13-19 hit for 1 (7), 20 hit for 2 (1).
    // none 12·12 = 144; 1: 2·12·7 = 168; 2: 7·7 + 2·12·1 = 73;
    // 3+: 2·7·1 + 1·1 = 15. 144 + 168 + 73 + 15 = 400.
    assert_eq!(damage(&shotgun(13), &[None]), [144, 168, 73, 15]);
}

#[test]
fn lucky_makes_one_near_miss_a_hit() {
    // 13+, Lucky +5 on one die: 1-7 stay misses (A, 7), 8-12 become a hit
    // (B, 5), 13-19 hit (C, 7), 20 hits for 2 (D, 1); one B gains 1.
    // none: AA 49. 1: AB 70 + BB 25 + AC 98 = 193. 2: BC 70 + AD 14 +
    // CC 49 = 133. 3+: BD 10 + CD 14 + DD 1 = 25.
    assert_eq!(
        damage(&shotgun(13), &[None, Some(0), Some(1)]),
        [49, 193, 133, 25]
    );
}

#[test]
fn beer_saves_one_die_two_short() {
    // 13+ with Beer: 1-10 miss (10), 11-12 a hit by the Beer (2), one die
    // only. none: 100. 1: 2·10·2 + 2·2 + 2·10·7 = 184. 2: 2·2·7 +
    // 2·10·1 + 49 = 97. 3+: 2·2·1 + 2·7·1 + 1 = 19.
    let beer = Shooter {
        beer: true,
        ..shotgun(13)
    };
    assert_eq!(damage(&beer, &[None]), [100, 184, 97, 19]);
}

#[test]
fn tobacco_never_lets_a_shot_deal_nothing() {
    // A double miss deals 1: the 144 double misses join the 168 single hits.
    let tobacco = Shooter {
        tobacco: true,
        ..shotgun(13)
    };
    assert_eq!(damage(&tobacco, &[None]), [0, 312, 73, 15]);
}

#[test]
fn the_mayor_of_the_example_shoots_with_beer_tobacco_and_lightweight() {
    // 13+ with Beer, Tobacco and Lightweight: 1-8 miss (A, 8), 9-12 the
    // Beer reaches with Lightweight (B, 4), 13-19 (C, 7), 20 (D, 1). A
    // double miss deals 2 by the Tobacco with Lightweight (more than the
    // Beer's 1): AA 64, AB 64, BB 16. One miss: the Beer saves a B.
    // 1: AC 112. 2: 64 + 64 + 16 + BC 56 + AD 16 + CC 49 = 265.
    // 3+: BD 8 + CD 14 + DD 1 = 23.
    let state = at_the_gunfights();
    let mayor = seat(&state, Character::Mayor);
    let honcho = seat(&state, Character::HeadHoncho);
    let odds = shots::odds(
        &state,
        &Considering {
            target: Some(honcho),
            ..Considering::default()
        },
    );
    assert_eq!(odds.len(), 1, "only the Mayor faces the Head Honcho");
    assert_eq!(
        odds[0].choice,
        Msg::new("gf-odds-shot").arg("shooter", state.name(mayor))
    );
    assert!(odds[0].whole && odds[0].sums_right());
    assert_eq!(chances(&odds[0]), of_400([0, 112, 265, 23]));
}

#[test]
fn every_shooter_next_is_weighed_until_the_pad_names_a_target() {
    // The Sheriff's Bullseye +1 makes it 12+: 1-11 miss (11), 12-19 (8),
    // 20 (1). none 121; 1: 2·11·8 = 176; 2: 64 + 2·11 = 86; 3+: 2·8 + 1 = 17.
    let state = at_the_gunfights();
    let sheriff = seat(&state, Character::Sheriff);
    let thief = seat(&state, Character::Thief);
    let all = odds(&state, &Considering::default());
    let shooters: Vec<Msg> = all.iter().map(|o| o.choice.clone()).collect();
    assert_eq!(
        shooters,
        vec![
            Msg::new("gf-odds-shot").arg("shooter", state.name(sheriff)),
            Msg::new("gf-odds-shot").arg("shooter", state.name(seat(&state, Character::Mayor))),
        ],
        "the Stockade's first shooter, then the Ammo Depot's"
    );
    let at_thief = odds(
        &state,
        &Considering {
            target: Some(thief),
            ..Considering::default()
        },
    );
    assert_eq!(at_thief.len(), 1);
    assert_eq!(chances(&at_thief[0]), of_400([121, 176, 86, 17]));
}

#[test]
fn dynamite_succeeds_on_eleven_or_more_half_the_time_and_lucky_on_six() {
    // After the Mayor's shot the Head Honcho (15+, Dynamite) is next.
    // Shot: 1-14 miss (14), 15-19 (5), 20 (1): none 196; 1: 2·14·5 = 140;
    // 2: 25 + 2·14 = 53; 3+: 2·5 + 1 = 11. Dynamite: 11-20, 10 of 20.
    let mut state = enter(&at_the_gunfights(), "shoot mayor 1 2 beer");
    let honcho = seat(&state, Character::HeadHoncho);
    let odds = of_shooter(&state, honcho);
    assert_eq!(odds.len(), 2, "{odds:?}");
    assert_eq!(chances(&odds[0]), of_400([196, 140, 53, 11]));
    assert_eq!(
        odds[1].choice,
        Msg::new("gf-odds-throw").arg("thrower", state.name(honcho))
    );
    assert_eq!(chances(&odds[1]), vec![chance(1, 2)]);
    // With Lucky ready: 6-20 with the +5, 15 of 20.
    state.seats[honcho].snake_oil = Some(SnakeOil::Lucky);
    let lucky = of_shooter(&state, honcho);
    let throw = lucky.last().expect("the throw");
    assert_eq!(chances(throw), vec![chance(1, 2), chance(3, 4)]);
    // Lucky on a 15+ shot: 10-14 become hits (5), as in the 13+ count
    // shifted: A = 1-9 (9), B = 10-14 (5), C = 15-19 (5), D = 20 (1).
    // none 81; 1: 2·9·5 + 25 + 2·9·5 = 205; 2: 2·5·5 + 2·9 + 25 = 93;
    // 3+: 2·5 + 2·5 + 1 = 21.
    assert_eq!(chances(&lucky[1]), of_400([81, 205, 93, 21]));
}

#[test]
fn the_scout_must_beat_the_deputys_best_roll_a_tie_fails() {
    // Best 12: 13-20 win, 8 of 20; with Lucky 8-20 (8 + 5 = 13), 13 of 20.
    let mut state = played(&[]);
    let scout = seat(&state, Character::Scout);
    state.turn = scout;
    assert!(
        odds(&state, &Considering::default()).is_empty(),
        "no roll to beat"
    );
    state.this_round.guard = Some(12);
    let line = odds(&state, &Considering::default());
    assert_eq!(line.len(), 1);
    assert_eq!(line[0].choice, Msg::new("gf-odds-reveal").arg("best", 12u8));
    assert_eq!(chances(&line[0]), vec![chance(2, 5)]);
    state.seats[scout].snake_oil = Some(SnakeOil::Lucky);
    let lucky = odds(&state, &Considering::default());
    assert_eq!(chances(&lucky[0]), vec![chance(2, 5), chance(13, 20)]);
    state.this_round.informed = true;
    assert!(
        odds(&state, &Considering::default()).is_empty(),
        "once a round"
    );
}

#[test]
fn the_thief_reaches_each_theft_number_entered_and_only_those() {
    // Beer 8+: 8-20, 13 of 20; with Lucky 3-20, 18 of 20. Winchester 17+:
    // 4 of 20; with Lucky 12-20, 9 of 20.
    let mut state = played(&[]);
    let thief = seat(&state, Character::Thief);
    state.turn = thief;
    state.board.remove("theft-colt");
    let line = odds(&state, &Considering::default());
    assert_eq!(line.len(), 1);
    let items: Vec<Msg> = line[0].figures.iter().map(|f| f.what.clone()).collect();
    assert_eq!(items.len(), 5, "the Colt's number is not entered");
    assert_eq!(
        items[0],
        Msg::new("gf-odds-theft-item")
            .arg("item", "Beer")
            .arg("needed", 8_i64)
    );
    assert_eq!(line[0].figures[0].chance, chance(13, 20));
    assert_eq!(line[0].figures[4].chance, chance(4, 20));
    state.seats[thief].snake_oil = Some(SnakeOil::Lucky);
    let lucky = odds(&state, &Considering::default());
    assert_eq!(lucky.len(), 2);
    assert_eq!(lucky[1].figures[0].chance, chance(18, 20));
    assert_eq!(lucky[1].figures[4].chance, chance(9, 20));
    state.this_turn.actions = 3;
    assert!(
        odds(&state, &Considering::default()).is_empty(),
        "no action left"
    );
}

#[test]
fn target_practice_between_3_and_8_hits_six_faces_of_twenty() {
    // 3 to 8: 6 of 20. With Lucky on any of the three dice: the shot + 5
    // in 3-8 (the shot 1-3), or the range 3-13 (+5 on the 8): 1-13, 13
    // of 20. The pad gives the pair's faces from 0: 3 as 2, 8 as 7.
    let mut state = played(&[]);
    let sheriff = seat(&state, Character::Sheriff);
    state.turn = sheriff;
    assert!(
        odds(&state, &Considering::default()).is_empty(),
        "no pair yet"
    );
    let pair = Considering {
        faces: Some(vec![8, 3]),
        ..Considering::default()
    };
    let line = odds(&state, &pair);
    assert_eq!(
        line[0].choice,
        Msg::new("gf-odds-practice")
            .arg("low", 3u8)
            .arg("high", 8u8)
    );
    assert_eq!(chances(&line[0]), vec![chance(3, 10)]);
    state.seats[sheriff].snake_oil = Some(SnakeOil::Lucky);
    assert_eq!(
        chances(&odds(&state, &pair)[0]),
        vec![chance(3, 10), chance(13, 20)]
    );
    // A pair of 8s: only 8, 1 of 20; with Lucky 3 (3 + 5) or 8-13, 7 of 20.
    let eights = Considering {
        faces: Some(vec![8, 8]),
        ..Considering::default()
    };
    assert_eq!(
        chances(&odds(&state, &eights)[0]),
        vec![chance(1, 20), chance(7, 20)]
    );
    state.seats[sheriff].bullseye = 2;
    assert!(odds(&state, &pair).is_empty(), "no more Bullseye to gain");
}

/// A number the finding of `rule` gives (a shot's or a throw's damage).
fn said(decision: &Decision<GunEvent>, rule: &crate::core::Rule, name: &str) -> i64 {
    let finding = decision
        .findings
        .iter()
        .find(|f| f.rule_id() == rule.id)
        .expect("the rule says it");
    match finding.message().args.iter().find(|(k, _)| k == name) {
        Some((_, crate::core::Arg::Number(n))) => *n,
        other => panic!("no {name}: {other:?}"),
    }
}

/// The damage a shot's finding reports.
fn dealt(decision: &Decision<GunEvent>) -> u8 {
    u8::try_from(said(decision, &rules::SHOT, "damage")).expect("small")
}

/// Every pair of faces entered as a shot, with each Beer or Tobacco and
/// each Lucky die in `lucky`: the most damage each pair deals, counted.
fn by_the_decider(state: &GunState, seat: usize, lucky: &[Option<usize>]) -> [u64; 4] {
    let targets: Vec<usize> = fights::opponents(state, seat).into_iter().take(1).collect();
    let mut counts = [0u64; 4];
    for a in 1..=20 {
        for b in 1..=20 {
            let mut most = 0;
            for die in lucky {
                for kick in [Kick::Beer, Kick::Tobacco] {
                    let shot = GunAction::Shoot {
                        shooter: seat,
                        faces: [d(a), d(b)],
                        targets: targets.clone(),
                        kick: Some(kick),
                        lucky: *die,
                        keep_lightweight: false,
                    };
                    let decision = Gunfights::decide(state, &shot).expect("a shot is taken");
                    most = most.max(dealt(&decision));
                }
            }
            counts[usize::from(most.min(3))] += 1;
        }
    }
    counts
}

/// A board of the first gunfights, changed at random.
#[derive(Debug, Clone)]
struct Board {
    shooter: Character,
    gun: Gun,
    hit: [i64; 4],
    bullseye: u8,
    oil: Option<SnakeOil>,
    items: [bool; 4],
    pocket: Option<Item>,
    used: (bool, bool),
}

fn board() -> impl Strategy<Value = Board> {
    (
        prop::sample::select(vec![
            Character::Sheriff,
            Character::Mayor,
            Character::Thief,
            Character::HeadHoncho,
        ]),
        prop::sample::select(vec![Gun::Shotgun, Gun::Colt, Gun::Winchester]),
        prop::array::uniform4(1i64..=22),
        0u8..=2,
        prop::option::of(prop::sample::select(SnakeOil::ALL.to_vec())),
        prop::array::uniform4(any::<bool>()),
        prop::option::of(prop::sample::select(vec![
            Item::Beer,
            Item::Tobacco,
            Item::Whiskey,
            Item::Dynamite,
        ])),
        (any::<bool>(), any::<bool>()),
    )
        .prop_map(
            |(shooter, gun, hit, bullseye, oil, items, pocket, used)| Board {
                shooter,
                gun,
                hit,
                bullseye,
                oil,
                items,
                pocket,
                used,
            },
        )
}

/// The first gunfights with `board` on its shooter's board (the pocket
/// only for the Thief); the shooter's seat.
fn with(board: &Board) -> (GunState, usize) {
    let mut state = at_the_gunfights();
    let s = seat(&state, board.shooter);
    for (key, value) in [
        "hit-colt-pioneer",
        "hit-colt-renegade",
        "hit-winchester-pioneer",
        "hit-winchester-renegade",
    ]
    .into_iter()
    .zip(board.hit)
    {
        state.board.insert(key.to_string(), value);
    }
    let seat = &mut state.seats[s];
    seat.gun = board.gun;
    seat.ammo = seat.ammo.max(1);
    seat.snake_oil = board.oil;
    seat.items = [Item::Beer, Item::Tobacco, Item::Whiskey, Item::Dynamite]
        .into_iter()
        .zip(board.items)
        .filter_map(|(item, held)| held.then_some(item))
        .collect();
    seat.pocket = board.pocket.filter(|_| board.shooter == Character::Thief);
    if board.shooter == Character::Sheriff {
        seat.bullseye = board.bullseye;
    }
    if board.used.0 {
        state.this_round.lightweight_used.insert(s);
    }
    if board.used.1 {
        state.this_round.lucky_used.insert(s);
    }
    (state, s)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// A shot's counted damage, with and without Lucky, is what the
    /// decider makes of every pair of faces; the lines a shooter gets say
    /// the same, and Dynamite's 11+ is what the decider makes of each face.
    #[test]
    fn a_shot_counts_what_the_decider_does_with_every_pair_of_faces(board in board()) {
        let (state, s) = with(&board);
        let Some(Ok(shooter)) = queries::shooter(&state, s) else {
            return Err(TestCaseError::fail("every hit number is entered"));
        };
        let plain = damage(&shooter, &[None]);
        prop_assert_eq!(plain, by_the_decider(&state, s, &[None]));
        let lucky = [None, Some(0), Some(1)];
        let helped = damage(&shooter, &lucky);
        prop_assert_eq!(helped, by_the_decider(&state, s, &lucky));
        let lines = of_shooter(&state, s);
        let as_chances = |c: [u64; 4]| c.map(|n| chance(u128::from(n), 400)).to_vec();
        prop_assert_eq!(chances(&lines[0]), as_chances(plain));
        let ready = queries::lucky_ready(&state, s);
        let lucky_line = lines.iter().find(|o| o.choice.key == "gf-odds-shot-lucky");
        prop_assert_eq!(lucky_line.is_some(), ready && helped != plain);
        if let Some(line) = lucky_line {
            prop_assert_eq!(chances(line), as_chances(helped));
        }
        for line in &lines {
            prop_assert!(line.sums_right());
        }
        if let Some(throw) = lines.iter().find(|o| o.choice.key == "gf-odds-throw") {
            let targets: Vec<usize> = fights::opponents(&state, s).into_iter().take(1).collect();
            let succeeds = |lucky: bool| (1..=20).filter(|f| {
                let throw = GunAction::Throw {
                    thrower: s, face: d(*f), lucky, targets: targets.clone(),
                };
                let decision = Gunfights::decide(&state, &throw).expect("a throw is taken");
                said(&decision, &rules::DYNAMITE, "damage") > 0
            }).count() as u128;
            prop_assert_eq!(throw.figures[0].chance, chance(succeeds(false), 20));
            if ready {
                prop_assert_eq!(throw.figures[1].chance, chance(succeeds(true), 20));
            }
        }
    }

    /// The Scout's, the Thief's and the Sheriff's figures are what the
    /// decider makes of each face (and, with Lucky, of the best place for
    /// its +5).
    #[test]
    fn the_turns_rolls_count_what_the_decider_does_with_every_face(
        best in 1u8..=25,
        numbers in prop::array::uniform6(0i64..=30),
        pair in (1u8..=20, 1u8..=20),
        lucky in any::<bool>(),
        actions in 0u8..=2,
    ) {
        let mut state = played(&[]);
        for (item, n) in Item::ALL.into_iter().zip(numbers) {
            state.board.insert(item.theft_key().to_string(), n);
        }
        state.this_turn.actions = actions;
        state.this_round.guard = Some(best);
        for s in &mut state.seats {
            s.snake_oil = lucky.then_some(SnakeOil::Lucky);
        }
        let taken = |state: &GunState, action: GunAction, by: &dyn Fn(&GunEvent) -> bool| {
            Gunfights::decide(state, &action).expect("taken").events.iter().any(by)
        };
        let count = |wins: &dyn Fn(u8) -> bool| (1..=20u8).filter(|f| wins(*f)).count() as u128;
        let lucks: &[bool] = if lucky { &[false, true] } else { &[false] };

        // The Scout.
        state.turn = seat(&state, Character::Scout);
        let line = odds(&state, &Considering::default());
        let expected: Vec<Chance> = lucks.iter().map(|l| chance(count(&|f| taken(
            &state,
            GunAction::Reveal { roll: Some(d(f)), lucky: *l },
            &|e| matches!(e, GunEvent::Informed),
        )), 20)).collect();
        prop_assert_eq!(chances(&line[0]), expected);

        // The Thief: one line, and one with Lucky.
        state.turn = seat(&state, Character::Thief);
        let lines = odds(&state, &Considering::default());
        prop_assert_eq!(lines.len(), lucks.len());
        for (line, l) in lines.iter().zip(lucks) {
            let expected: Vec<Chance> = Item::ALL.into_iter().map(|item| chance(count(&|f| taken(
                &state,
                GunAction::Steal { item, roll: d(f), lucky: *l, to: None },
                &|e| matches!(e, GunEvent::TheftRolled { success: true }),
            )), 20)).collect();
            prop_assert_eq!(chances(line), expected);
        }

        // The Sheriff, once the pair is clicked.
        state.turn = seat(&state, Character::Sheriff);
        let (a, b) = pair;
        let considering = Considering { faces: Some(vec![a, b]), ..Considering::default() };
        let line = odds(&state, &considering);
        let places: &[Option<usize>] = if lucky { &[None, Some(0), Some(1), Some(2)] } else { &[None] };
        let bullseye = |f: u8, places: &[Option<usize>]| places.iter().any(|place| taken(
            &state,
            GunAction::Practice { first: d(a), second: d(b), shot: Some(d(f)), lucky: *place },
            &|e| matches!(e, GunEvent::BullseyeGained { .. }),
        ));
        let mut expected = vec![chance(count(&|f| bullseye(f, &[None])), 20)];
        if lucky {
            expected.push(chance(count(&|f| bullseye(f, places)), 20));
        }
        prop_assert_eq!(chances(&line[0]), expected);
    }
}

#[test]
fn blind_betty_s_calls_are_the_hidden_faces_that_win_by_the_decider() {
    // By hand: a visible 17 wins 21+ on 4 to 20 (17 of 20), 28+ on 11 to
    // 20 (10 of 20); with Lucky +5 on 1 to 20 and 6 to 20 (15 of 20).
    let mut base = enter(&played(&[]), "income");
    let mayor = seat(&base, Character::Mayor);
    base.seats[mayor].snake_oil = Some(SnakeOil::Lucky);
    for visible in 1..=20u8 {
        let state = enter(&base, &format!("bet 10 {visible}"));
        let odds = odds(&state, &Considering::default());
        assert_eq!(odds.len(), 2, "the calls, then with Lucky");
        for (line, lucky) in odds.iter().zip(["", " lucky"]) {
            let won = |call: u8| {
                let wins = (1..=20u8)
                    .filter(|hidden| {
                        let action = Gunfights::parse_action(
                            &setup(),
                            &format!("call {call} {hidden}{lucky}"),
                        )
                        .expect("a line");
                        let decision = Gunfights::decide(&state, &action).expect("taken");
                        decision
                            .events
                            .iter()
                            .any(|e| matches!(e, GunEvent::MoneyWon { .. }))
                    })
                    .count();
                chance(wins as u128, 20)
            };
            assert_eq!(chances(line), vec![won(21), won(28)], "{visible}{lucky}");
        }
        if visible == 17 {
            assert_eq!(
                odds[0].choice,
                Msg::new("gf-odds-betty").arg("visible", 17u8)
            );
            assert_eq!(chances(&odds[0]), vec![chance(17, 20), chance(10, 20)]);
            assert_eq!(chances(&odds[1]), vec![chance(20, 20), chance(15, 20)]);
        }
    }
}
