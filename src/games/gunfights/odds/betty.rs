//! Blind Betty's odds, once the bet is down and the visible die is on the
//! table, while the call is asked: "call out 21 or 28 … then roll the
//! hidden die", a call won when the two dice reach it. So, of the hidden
//! die's 20 faces, those that bring the total to the call
//! ([`betty::chance`](crate::games::gunfights::betty::chance)); and with
//! Lucky still ready, the same with +5 on the total ("+5 to a single die",
//! decided after the roll: it adds 5 on whichever die).

use super::{LUCKY_BONUS, figure};
use crate::core::{Msg, Odds};
use crate::games::gunfights::queries;
use crate::games::gunfights::state::{Gamble, GunState};

/// The figures of each call for this gamble, and with Lucky while it is
/// ready for the gambler.
pub(super) fn odds(state: &GunState, gamble: Gamble) -> Option<Vec<Odds>> {
    let line = |choice: Msg, bonus: u8| -> Option<Odds> {
        let call = |total: u8| {
            figure(Msg::new("gf-odds-call").arg("total", total), |hidden| {
                gamble.visible + hidden + bonus >= total
            })
        };
        Some(Odds {
            choice,
            figures: vec![call(21)?, call(28)?],
            whole: false,
        })
    };
    let shows = Msg::new("gf-odds-betty").arg("visible", gamble.visible);
    let mut out = vec![line(shows, 0)?];
    if queries::lucky_ready(state, gamble.seat) {
        out.push(line(Msg::new("gf-odds-lucky"), LUCKY_BONUS)?);
    }
    Some(out)
}
