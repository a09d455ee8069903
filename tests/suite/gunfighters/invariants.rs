//! Property tests over random *legal* play at a simulated table: the true
//! cards are dealt from a shuffled deck and every step is chosen from what
//! the true hands allow (a target says how many cards they really hold), so
//! every entry must be accepted without an override, and after every entry:
//! the Gunfire cards add up to 42, the coins to 16 and the Climax cards to 6, every hand count is
//! the true one, what the table "knows" of a hand is really in it, and
//! undo∘do is the identity.

use super::helpers::*;
use holster::games::gunfighters::{Location, Stage};
use holster::session::AnySession;
use proptest::prelude::*;

/// The table's real cards, which Holster never sees.
struct Truth {
    pile: Vec<Location>,
    discards: Vec<Location>,
    hands: Vec<Vec<Location>>,
}

impl Truth {
    fn draw(&mut self, seat: usize) {
        if self.pile.is_empty() {
            self.pile = std::mem::take(&mut self.discards);
        }
        if let Some(card) = self.pile.pop() {
            self.hands[seat].push(card);
        }
        if self.pile.is_empty() {
            self.pile = std::mem::take(&mut self.discards);
        }
    }

    fn throw(&mut self, seat: usize, at: usize) -> Location {
        let card = self.hands[seat].remove(at);
        self.discards.push(card);
        card
    }

    fn count(&self, seat: usize, l: Location) -> u8 {
        u8::try_from(self.hands[seat].iter().filter(|c| **c == l).count()).unwrap_or(0)
    }
}

/// Deals a shuffled deck (by `order`), five each, the fifth face up.
fn deal(players: usize, order: &[u32]) -> (Truth, Vec<&'static str>) {
    let mut deck: Vec<Location> = Location::ALL
        .iter()
        .flat_map(|l| std::iter::repeat_n(*l, 7))
        .collect();
    for (i, r) in order.iter().enumerate().take(deck.len()) {
        let j = i + (*r as usize) % (deck.len() - i);
        deck.swap(i, j);
    }
    let mut hands = vec![Vec::new(); players];
    for hand in &mut hands {
        for _ in 0..5 {
            hand.extend(deck.pop());
        }
    }
    let face_up = hands.iter().map(|h| h[4].slug()).collect();
    (
        Truth {
            pile: deck,
            discards: Vec::new(),
            hands,
        },
        face_up,
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    #[test]
    fn random_legal_play_keeps_the_books(
        players in 3..=7usize,
        order in prop::collection::vec(any::<u32>(), 42),
        choices in prop::collection::vec(any::<u32>(), 120..480),
    ) {
        let (mut truth, face_up) = deal(players, &order);
        let mut t = table(&face_up, &["public-memory", "extra-a"], Some(2));
        let mut pick = choices.into_iter();
        let mut entered = 0usize;
        while let Some(choice) = pick.next() {
            entered += 1;
            if state(&t).end.is_over() {
                break;
            }
            let s = state(&t).clone();
            let me = s.turn.player;
            let line = if let Some(seat) = s.climax_due.first() {
                format!("climax {} horse", seat + 1)
            } else if s.turn.stage == Stage::Horse || s.turn.stage == Stage::Story {
                "end".to_string()
            } else if choice % 3 == 0 {
                // A Move: a true card thrown, one drawn.
                let at = pick.next().unwrap_or(0) as usize % truth.hands[me].len();
                let card = truth.throw(me, at);
                truth.draw(me);
                format!("move {}", card.slug())
            } else {
                // A Shoot with a true card at another player still in.
                let others: Vec<usize> = s.alive().into_iter().filter(|p| *p != me).collect();
                let target = others[pick.next().unwrap_or(0) as usize % others.len()];
                let card = truth.hands[me][pick.next().unwrap_or(0) as usize % truth.hands[me].len()];
                let hits = truth.count(target, card);
                truth.hands[target].retain(|c| *c != card);
                truth.discards.extend(std::iter::repeat_n(card, usize::from(hits)));
                format!("shoot {} {} {hits}", target + 1, card.slug())
            };
            let before = t.state_json();
            ok(&mut t, &line);
            // undo∘do is the identity.
            let after = t.state_json();
            t.undo().expect("undo");
            prop_assert_eq!(t.state_json(), before);
            t.redo().expect("redo");
            prop_assert_eq!(t.state_json(), after);
            let s = state(&t);
            prop_assert_eq!(s.gunfire_total(), 42);
            prop_assert_eq!(s.coin_total(), 16);
            prop_assert_eq!(s.draw_pile as usize, truth.pile.len());
            prop_assert_eq!(&s.discards, &truth.discards);
            let held = s.players.iter().filter(|p| p.climax.is_some()).count();
            prop_assert_eq!(usize::from(s.climax_pile) + held, 6, "Climax cards");
            for (seat, p) in s.players.iter().enumerate() {
                prop_assert_eq!(p.hand as usize, truth.hands[seat].len(), "{}", line);
                for l in Location::ALL {
                    prop_assert!(p.known_at(l) <= truth.count(seat, l), "{line}: {} known {:?}", p.name, l);
                }
            }
            // The odds' count of each location's cards not yet seen, from
            // the true deal: those in the draw pile and those in a hand
            // beyond what the table knows of it.
            let odds = AnySession::odds(&t, &holster::core::Considering::default());
            prop_assert_eq!(odds.len(), usize::from(!s.end.is_over()));
            for (l, figure) in Location::ALL.into_iter().zip(odds.iter().flat_map(|o| &o.figures)) {
                let in_pile = truth.pile.iter().filter(|c| **c == l).count();
                let unknown_in_hands: usize = s.players.iter().enumerate()
                    .map(|(seat, p)| usize::from(truth.count(seat, l) - p.known_at(l)))
                    .sum();
                let unseen = u64::try_from(in_pile + unknown_in_hands).expect("a count");
                prop_assert_eq!(figure.count, Some((unseen, 7)), "{}: {:?}", line, l);
            }
        }
        prop_assert!(entered > 0);
    }
}
