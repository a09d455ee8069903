//! The Raid pad's clicks, checked against the exact line the game writes
//! for the action they produce and entered into a real game: the
//! rulebook's Raid, Gunfight and End of Round examples played by clicks.

use super::*;
use crate::games::gunfights::Character;
use crate::session::Input;
use crate::ui::games::gunfights::test_table::{self, round_one_turns};

/// The six-person table with the Raid pad.
type Play = test_table::Play<Pad>;

/// The Raid pad's clicks.
impl Play {
    /// Six people, one character each, at the Raid of round 1 with the
    /// Gunfight Example's items (typed: the turn pad has its own tests).
    fn at_the_raid() -> Play {
        let mut play = Play::six();
        for line in round_one_turns() {
            play.type_line(&line);
        }
        play
    }

    /// The clicks give an action on the last one, written exactly
    /// `expected`, which the game then accepts.
    #[track_caller]
    fn play(&mut self, messages: &[Message], expected: &str) {
        let mut entry = None;
        for (i, message) in messages.iter().enumerate() {
            assert!(entry.is_none(), "an entry came before click {i}: {entry:?}");
            entry = self.pad.update(message.clone(), &self.session);
        }
        self.accept(entry, expected);
    }

    fn health(&self, character: Character) -> u8 {
        self.state().seats[self.seat(character)].health
    }
}

use Message::{EnterTiles, Face, Place, Target};

#[test]
fn the_rulebook_raid_and_gunfights_by_clicks() {
    let mut p = Play::at_the_raid();
    let [mayor, sheriff, deputy, scout, thief, honcho] = Character::ALL.map(|c| p.seat(c));
    assert_eq!(stage(p.state()), Some(Stage::Attack));
    // A. The attacks, with the Entry Bombs at the Church and the Stockade.
    assert_eq!(
        p.pad.update(EnterTiles, &p.session),
        None,
        "not every Renegade placed"
    );
    p.play(
        &[
            Place(scout, Building::Church),
            Place(thief, Building::Stockade),
            Place(honcho, Building::Saloon),
            Place(honcho, Building::AmmoDepot),
            Message::Bomb(Building::Church),
            // The last of what the Raid needs enters nothing by itself:
            // the attacks are recorded with their own tap.
            Message::Bomb(Building::Stockade),
            EnterTiles,
        ],
        "attack scout church thief stockade head-honcho ammo-depot bombs church stockade",
    );
    // B. The defence revealed.
    assert_eq!(stage(p.state()), Some(Stage::Defend));
    p.play(
        &[
            Place(mayor, Building::AmmoDepot),
            Place(sheriff, Building::Stockade),
            Place(deputy, Building::Stockade),
            EnterTiles,
        ],
        "defend mayor ammo-depot sheriff stockade deputy stockade",
    );
    // C, D. The Stockade, then the Scout's choice for the bomb, each its
    // own tap.
    assert_eq!(stage(p.state()), Some(Stage::Strikes));
    p.play(
        &[Message::Strike(Strike::Stockade, None)],
        "damage stockade",
    );
    p.play(
        &[Message::Strike(
            Strike::Bomb(Building::Stockade),
            Some(sheriff),
        )],
        "damage bomb stockade sheriff",
    );
    assert_eq!(stage(p.state()), Some(Stage::Fights));
    assert_eq!(
        (p.health(Character::Thief), p.health(Character::Sheriff)),
        (3, 3)
    );
    // The Gunfight Example at the Stockade: the Sheriff is offered first.
    assert_eq!(next_shooters(p.state()), vec![sheriff]);
    p.play(&[Face(12), Face(15)], "shoot sheriff 12 15");
    p.play(&[Face(3), Face(5)], "shoot deputy 3 5");
    // The Thief has Quick Draw: he shares his two shots by naming targets.
    // With both Pioneers standing, the dice come first as they are
    // rolled, and the pad then waits for the name, which enters the shot.
    let now = p.state().clone();
    p.pad.refresh(&now);
    assert!(
        p.pad
            .offered(p.state())
            .iter()
            .any(|m| matches!(m, Face(_)))
    );
    assert_eq!(p.pad.update(Face(20), &p.session), None);
    assert_eq!(p.pad.update(Face(16), &p.session), None, "waits for a name");
    let waiting = p.pad.offered(p.state());
    assert!(waiting.contains(&Target(sheriff)) && waiting.contains(&Target(deputy)));
    assert!(!waiting.iter().any(|m| matches!(m, Face(_))), "{waiting:?}");
    p.play(&[Target(sheriff)], "shoot thief 20 16 at sheriff");
    p.play(
        &[Target(deputy), Face(15), Face(2)],
        "shoot thief 15 2 at deputy",
    );
    p.play(&[Face(14), Face(2)], "shoot deputy 14 2");
    assert_eq!(p.health(Character::Thief), 0);
    // The Ammo Depot: the Mayor with Beer and Tobacco chooses the Beer.
    assert_eq!(next_shooters(p.state()), vec![mayor]);
    // The dice are live before Beer or Tobacco is named; the dice leave
    // both to kick in, so the pad asks which, and that enters the shot.
    let now = p.state().clone();
    p.pad.refresh(&now);
    assert!(p.pad.offered(p.state()).contains(&Face(10)));
    // While a gunfight goes on the Raid does not end: greyed, with the
    // rules' reason.
    assert!(!p.pad.offered(p.state()).contains(&Message::EndRaid));
    p.pad
        .update(Message::Why(Box::new(Message::EndRaid)), &p.session);
    let why = super::reasons::why(&p.pad, crate::i18n::Lang::En, p.state());
    assert!(why.is_some_and(|w| !w.is_empty()), "End the Raid says why");
    assert_eq!(p.pad.update(Face(10), &p.session), None);
    assert_eq!(p.pad.update(Face(3), &p.session), None, "Beer or Tobacco?");
    assert_eq!(
        p.pad.offered(p.state()),
        vec![Message::Kick(Kick::Beer), Message::Kick(Kick::Tobacco)]
    );
    p.play(&[Message::Kick(Kick::Beer)], "shoot mayor 10 3 beer");
    p.play(&[Face(15), Face(4)], "shoot head-honcho 15 4");
    p.play(&[Face(2), Face(5)], "shoot mayor 2 5");
    p.play(&[Message::Throw(true), Face(14)], "throw head-honcho 14");
    assert!(fights::all_over(p.state()));
    // The killing throw closed no Raid: still round 1, the end its own tap.
    assert_eq!((p.state().round, p.state().phase), (1, Phase::Raid));
    // Every gunfight over: the end of the Raid is its own tap.
    assert!(p.pad.offered(p.state()).contains(&Message::EndRaid));
    // The End of Round Example: the Church and the Ammo Depot burn.
    let outcome = Input::Play(Pad::outcome(p.state()));
    let line = "raid church ammo-depot dead mayor sheriff thief";
    assert_eq!(p.line(Some(&outcome)).as_deref(), Some(line));
    p.play(&[Message::EndRaid], line);
    assert_eq!(p.state().chamber, vec![2]);
    assert_eq!(p.state().phase, Phase::Turns);
}

#[test]
fn a_draft_from_an_earlier_moment_is_forgotten_and_a_tile_can_be_taken_back() {
    let mut p = Play::at_the_raid();
    let scout = p.seat(Character::Scout);
    p.pad.update(Place(scout, Building::Church), &p.session);
    p.pad.update(Place(scout, Building::Church), &p.session);
    assert!(p.pad.tiles.is_empty(), "a second click takes it back");
    p.pad.update(Place(scout, Building::Store), &p.session);
    // The attacks are typed instead: the click draft no longer applies.
    p.type_line("attack scout church thief saloon head-honcho saloon bombs church saloon");
    p.pad.update(Message::Trap(Building::Saloon), &p.session);
    assert!(p.pad.tiles.is_empty());
    assert_eq!(p.pad.trap, Some(Building::Saloon));
}

#[test]
fn a_cease_fire_is_offered_when_the_renegades_cannot_fire() {
    let mut p = Play::at_the_raid();
    p.type_line("attack scout church thief stockade head-honcho ammo-depot bombs church stockade");
    p.type_line("defend mayor ammo-depot sheriff stockade deputy stockade");
    p.type_line("damage stockade");
    p.type_line("damage bomb stockade sheriff");
    p.type_line("fix thief ammo 0");
    assert!(fights::may_cease(p.state(), Building::Stockade));
    p.play(&[Message::Cease(Building::Stockade)], "cease stockade");
    assert!(fights::next(p.state(), Building::Stockade).is_empty());
    // The Ammo Depot's gunfight is next.
    assert_eq!(next_shooters(p.state()), vec![p.seat(Character::Mayor)]);
}

#[test]
fn lucky_goes_on_the_die_chosen_before_the_dice() {
    let mut p = Play::at_the_raid();
    let mut pad = Pad::default();
    p.type_line("attack scout church thief stockade head-honcho ammo-depot bombs church stockade");
    p.type_line("defend mayor ammo-depot sheriff stockade deputy stockade");
    p.type_line("damage stockade");
    p.type_line("damage bomb stockade sheriff");
    let deputy = p.seat(Character::Deputy);
    pad.update(Message::Shooter(deputy), &p.session);
    pad.update(Message::Lucky(1), &p.session);
    pad.update(Face(7), &p.session);
    // Out of turn and without Lucky held: the game warns, the pad still writes it.
    let entry = pad.update(Face(9), &p.session);
    p.built(entry, "shoot deputy 7 9 lucky 2");
}

#[test]
fn lightweight_kept_for_later_is_written_before_the_kick() {
    let mut p = Play::at_the_raid();
    p.type_line("attack scout church thief stockade head-honcho ammo-depot bombs church stockade");
    p.type_line("defend mayor ammo-depot sheriff stockade deputy stockade");
    p.type_line("damage stockade");
    p.type_line("damage bomb stockade sheriff");
    let mut pad = Pad::default();
    let mayor = p.seat(Character::Mayor);
    pad.update(Message::Shooter(mayor), &p.session);
    pad.update(Message::KeepLightweight, &p.session);
    pad.update(Message::Kick(Kick::Tobacco), &p.session);
    pad.update(Face(10), &p.session);
    let entry = pad.update(Face(3), &p.session);
    p.built(entry, "shoot mayor 10 3 keep-lightweight tobacco");
}

#[test]
fn the_odds_weigh_the_shooter_the_pad_puts_together() {
    use crate::core::{Considering, Game};
    use crate::games::gunfights::Gunfights;
    let mut p = Play::at_the_raid();
    p.type_line("attack scout church thief stockade head-honcho ammo-depot bombs church stockade");
    p.type_line("defend mayor ammo-depot sheriff stockade deputy stockade");
    p.type_line("damage stockade");
    p.type_line("damage bomb stockade sheriff");
    let [mayor, sheriff, _, _, thief, honcho] = Character::ALL.map(|c| p.seat(c));
    let weighed = |pad: &Pad, p: &Play| {
        let considering = pad.considering(p.state());
        let odds = Gunfights::odds(p.session.setup(), p.state(), &considering);
        (considering, odds)
    };
    let shooter = |name: String| crate::core::Msg::new("gf-odds-shot").arg("shooter", name);
    // The first shooter offered, the Sheriff, at the one he faces.
    let mut pad = Pad::default();
    let (considering, odds) = weighed(&pad, &p);
    assert_eq!(
        considering,
        Considering {
            target: Some(thief),
            ..Considering::default()
        }
    );
    let choices: Vec<_> = odds.iter().map(|o| o.choice.clone()).collect();
    assert_eq!(choices, vec![shooter(p.state().name(sheriff))]);
    // The Mayor chosen: his shot at the Head Honcho.
    pad.update(Message::Shooter(mayor), &p.session);
    let (considering, odds) = weighed(&pad, &p);
    assert_eq!(considering.target, Some(honcho));
    let choices: Vec<_> = odds.iter().map(|o| o.choice.clone()).collect();
    assert_eq!(choices, vec![shooter(p.state().name(mayor))]);
}
