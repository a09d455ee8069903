//! The Raid pad's layout, in the player's words: the main button of the
//! stage at the main place in every state (Record the attacks, Reveal the
//! defense, Deal the damage, End the Raid), the question, and the body: the
//! buildings for each character's tile, the damage's candidates, and in
//! the gunfights the d20's faces first (so they are whole on a short
//! screen), the shooters, the shot's options, the cease fire and where
//! each gunfight stands. Every button is greyed in place when the rules do
//! not take it now.

use super::offers::{all_next, in_play};
use super::placing::Placing;
use super::{Message, Moment, Pad, Stage, stage};
use crate::core::Msg;
use crate::games::gunfights::NamesBuilding;
use crate::games::gunfights::gunfight::Kick;
use crate::games::gunfights::strikes;
use crate::games::gunfights::{Building, GunState, Item, Strike, Team, fights, queries};
use crate::i18n::{self, Lang};
use crate::ui::games::gunfights::layout::{Cell, Layout, Part};

/// Makes the cells of what is offered now.
struct Offers(Vec<Message>);

impl Offers {
    /// A button: live when offered; one shown as chosen (a toggle to take
    /// back) is live as a control; else greyed, and tapped it asks why.
    fn cell(&self, label: String, message: Message, picked: bool) -> Cell<Message> {
        Cell::offered(&self.0, label, message, picked, Message::Why)
    }
}

impl Pad {
    /// The drafts, if they belong to this moment of the Raid.
    pub(super) fn draft(&self, state: &GunState) -> Pad {
        let now = Some(Moment::of(state));
        if self.moment == now {
            self.clone()
        } else {
            Pad {
                why: self.why.clone(),
                ..Pad::default()
            }
        }
    }

    /// Everything the Raid pad draws now.
    pub fn layout(&self, lang: Lang, state: &GunState) -> Layout<Message> {
        let draft = self.draft(state);
        let o = Offers(self.offered(state));
        let t = |key: &str| i18n::text(lang, key);
        let end_raid = o.cell(t("gf-raid-end-short"), Message::EndRaid, false);
        match stage(state) {
            None => Layout {
                main: None,
                end: Vec::new(),
                question: String::new(),
                parts: Vec::new(),
            },
            Some(Stage::Attack) => draft.tiles(lang, state, Team::Renegades, &o),
            Some(Stage::Defend) => draft.tiles(lang, state, Team::Pioneers, &o),
            Some(Stage::Strikes) => strike(lang, state, &o),
            Some(Stage::Fights) => {
                let mut parts = draft.shot_parts(lang, state, &o);
                let ceases: Vec<Cell<Message>> = Building::ALL
                    .into_iter()
                    .filter(|b| fights::may_cease(state, *b))
                    .map(|b| {
                        let label = format!("{} · {}", t("gf-raid-cease"), b.printed());
                        o.cell(label, Message::Cease(b), false)
                    })
                    .collect();
                if !ceases.is_empty() {
                    parts.push(Part::Choices(ceases));
                }
                for (building, _, defenders) in state.fights() {
                    if !defenders.is_empty() {
                        parts.extend(gunfight(lang, state, building));
                    }
                }
                let question = match draft.shooter(state) {
                    Some(shooter) if all_next(state).contains(&shooter) => {
                        draft.die_question(lang, state, shooter)
                    }
                    _ => {
                        let burning: Vec<&str> =
                            fights::burning(state).iter().map(|b| b.printed()).collect();
                        let burned = if burning.is_empty() {
                            "none".to_string()
                        } else {
                            burning.join(", ")
                        };
                        format!(
                            "{} {}",
                            t("gf-raid-over"),
                            i18n::tr(lang, &Msg::new("gf-raid-burning").arg("burned", burned))
                        )
                    }
                };
                Layout {
                    main: Some(end_raid),
                    end: Vec::new(),
                    question,
                    parts,
                }
            }
            Some(Stage::Showdown) => {
                let question = match draft.shooter(state) {
                    Some(shooter) => draft.die_question(lang, state, shooter),
                    None => t("gf-raid-showdown"),
                };
                let mut parts = vec![Part::Text(t("gf-raid-showdown"))];
                parts.splice(0..0, draft.shot_parts(lang, state, &o));
                Layout {
                    main: Some(end_raid),
                    end: Vec::new(),
                    question,
                    parts,
                }
            }
        }
    }

    /// A tile for each member of a team, and the bombs, trap or wagon;
    /// the tiles' own tap at the main place.
    fn tiles(&self, lang: Lang, state: &GunState, team: Team, o: &Offers) -> Layout<Message> {
        let t = |key: &str| i18n::text(lang, key);
        let attack = team == Team::Renegades;
        let mut parts = Vec::new();
        if !attack {
            let said: Vec<String> = state
                .this_round
                .attacks
                .iter()
                .map(|(s, b)| format!("{} → {}", state.name(*s), b.printed()))
                .collect();
            parts.push(Part::Text(i18n::tr(
                lang,
                &Msg::new("gf-raid-attacks").arg("tiles", said.join(", ")),
            )));
        }
        // One thing at a time: its button picked, the buildings below
        // placing it, and on to the next still waiting; every button stays,
        // so a tile, a bomb, the trap or the wagon is put right in two taps.
        let members = state.team(team);
        let current = self.placing_now(state, team);
        let steers = self.steers(state, team);
        let steer = |label: String, message: Message, picked: bool| {
            let live = steers.contains(&message);
            Cell::steer(label, message, live, picked, Message::Why)
        };
        parts.push(Part::Choices(
            self.placeables(state, team)
                .into_iter()
                .map(|p| {
                    let label = match p {
                        Placing::Seat(seat) => state.seats[seat].character.printed().to_string(),
                        Placing::Bombs => t("gf-ui-entry-bombs"),
                        Placing::Trap => t("gf-ui-booby-trap"),
                        Placing::Wagon => t("gf-ui-fire-wagon"),
                    };
                    steer(label, Message::Choose(p), current == Some(p))
                })
                .collect(),
        ));
        let grid = |picked: &dyn Fn(Building) -> bool, message: &dyn Fn(Building) -> Message| {
            Part::Choices(
                in_play(state)
                    .into_iter()
                    .map(|b| o.cell(b.printed().to_string(), message(b), picked(b)))
                    .collect(),
            )
        };
        match current {
            Some(Placing::Seat(seat)) => {
                parts.push(Part::Text(i18n::tr(
                    lang,
                    &Msg::new("gf-raid-whose-tile").arg("name", state.name(seat)),
                )));
                parts.push(grid(&|b| self.tiles.get(&seat) == Some(&b), &|b| {
                    Message::Place(seat, b)
                }));
            }
            Some(Placing::Bombs) => {
                let planted = state.this_round.entry_bombs;
                parts.push(Part::Text(i18n::tr(
                    lang,
                    &Msg::new("gf-raid-bombs").arg("count", planted),
                )));
                parts.push(grid(&|b| self.bombs.contains(&b), &Message::Bomb));
            }
            Some(Placing::Trap) => {
                parts.push(Part::Text(t("gf-raid-trap")));
                parts.push(grid(&|b| self.trap == Some(b), &Message::Trap));
            }
            Some(Placing::Wagon) => {
                parts.push(Part::Text(t("gf-raid-wagon")));
                parts.push(grid(&|b| self.wagon == Some(b), &Message::Wagon));
            }
            None => {}
        }
        // What is placed so far, last: its length moves nothing above it.
        let placed: Vec<String> = members
            .iter()
            .filter_map(|s| {
                self.tiles
                    .get(s)
                    .map(|b| format!("{} → {}", state.name(*s), b.printed()))
            })
            .collect();
        let mut placed = placed;
        let tokens = self
            .bombs
            .iter()
            .map(|b| (t("gf-ui-entry-bomb"), *b))
            .chain(self.trap.map(|b| (t("gf-ui-booby-trap"), b)))
            .chain(self.wagon.map(|b| (t("gf-ui-fire-wagon"), b)));
        placed.extend(tokens.map(|(what, b)| format!("{what} → {}", b.printed())));
        if !placed.is_empty() {
            parts.push(Part::Text(placed.join(" · ")));
        }
        let (title, enter) = if attack {
            ("gf-raid-attack-title", "gf-raid-enter-attack")
        } else {
            ("gf-raid-defend-title", "gf-raid-enter-defence")
        };
        Layout {
            main: Some(o.cell(t(enter), Message::EnterTiles, false)),
            end: vec![steer(t("gf-raid-clear-tiles"), Message::ClearTiles, false)],
            question: t(title),
            parts,
        }
    }

    /// What the shot's die asks: the first die, the second, the throw.
    fn die_question(&self, lang: Lang, state: &GunState, shooter: usize) -> String {
        let name = state.seats[shooter].name.clone();
        let ask = match (self.shot.throw, self.shot.faces.as_slice()) {
            _ if self.awaits_target(state, shooter) => {
                Msg::new("gf-raid-dice-then-target").arg("name", name).arg(
                    "dice",
                    self.shot
                        .faces
                        .iter()
                        .map(|f| f.face().to_string())
                        .collect::<Vec<_>>()
                        .join(" + "),
                )
            }
            (true, _) => Msg::new("gf-raid-die-throw").arg("name", name),
            (false, []) => Msg::new("gf-raid-die-first").arg("name", name),
            (false, [first]) => Msg::new("gf-raid-die-second")
                .arg("name", name)
                .arg("first", first.face()),
            (false, [first, second, ..]) => Msg::new("gf-raid-which-kick")
                .arg("name", name)
                .arg("first", first.face())
                .arg("second", second.face()),
        };
        i18n::tr(lang, &ask)
    }

    /// The shot being put together: the die first, then who takes the
    /// damage, who fires, gun or Dynamite, Beer or Tobacco, Lightweight,
    /// Lucky.
    fn shot_parts(&self, lang: Lang, state: &GunState, o: &Offers) -> Vec<Part<Message>> {
        let t = |key: &str| i18n::text(lang, key);
        let Some(shooter) = self.shooter(state) else {
            return Vec::new();
        };
        let next = all_next(state);
        if !next.contains(&shooter) {
            return Vec::new();
        }
        let mut parts = vec![Part::Die(
            (1..=20u8)
                .map(|face| o.cell(face.to_string(), Message::Face(face), false))
                .collect(),
        )];
        let shot = &self.shot;
        let opponents = fights::opponents(state, shooter);
        if opponents.len() > 1 {
            let mut cells: Vec<Cell<Message>> = opponents
                .iter()
                .map(|s| {
                    let count = shot.targets.iter().filter(|t| *t == s).count();
                    let label = if count > 1 {
                        format!("{} ×{count}", state.name(*s))
                    } else {
                        state.name(*s)
                    };
                    o.cell(label, Message::Target(*s), count > 0)
                })
                .collect();
            // Always there, live while somebody is named, so the row keeps
            // its length.
            let named = !shot.targets.is_empty();
            cells.push(o.cell(t("gf-raid-clear"), Message::ClearTargets, named));
            parts.push(Part::Text(t("gf-raid-at")));
            parts.push(Part::Choices(cells));
        }
        // Who fires and with what, under the names: the next shooter is
        // chosen already, and the names are what the dice ask after.
        parts.push(Part::Choices(
            next.iter()
                .map(|s| o.cell(state.name(*s), Message::Shooter(*s), *s == shooter))
                .collect(),
        ));
        if queries::may_throw(state, shooter) {
            parts.push(Part::Choices(vec![
                o.cell(t("gf-raid-shoot"), Message::Throw(false), !shot.throw),
                o.cell(t("gf-raid-throw"), Message::Throw(true), shot.throw),
            ]));
        }
        if queries::may_choose_kick(state, shooter) {
            parts.push(Part::Text(t("gf-raid-kick")));
            parts.push(Part::Choices(vec![
                o.cell(
                    Item::Beer.printed().to_string(),
                    Message::Kick(Kick::Beer),
                    shot.kick == Some(Kick::Beer),
                ),
                o.cell(
                    Item::Tobacco.printed().to_string(),
                    Message::Kick(Kick::Tobacco),
                    shot.kick == Some(Kick::Tobacco),
                ),
            ]));
        }
        if queries::may_keep_lightweight(state, shooter) {
            parts.push(Part::Choices(vec![o.cell(
                t("gf-raid-keep-lightweight"),
                Message::KeepLightweight,
                shot.keep_lightweight,
            )]));
        }
        if queries::lucky_ready(state, shooter) {
            let dice: &[(&str, usize)] = if shot.throw {
                &[("gf-raid-lucky", 0)]
            } else {
                &[("gf-raid-lucky-first", 0), ("gf-raid-lucky-second", 1)]
            };
            parts.push(Part::Choices(
                dice.iter()
                    .map(|(key, die)| {
                        o.cell(t(key), Message::Lucky(*die), shot.lucky == Some(*die))
                    })
                    .collect(),
            ));
        }
        parts
    }
}

/// One gunfight as it stands: its fighters and whether it is over.
fn gunfight(lang: Lang, state: &GunState, building: Building) -> Vec<Part<Message>> {
    let mut parts = vec![Part::Text(i18n::tr(
        lang,
        &Msg::new("gf-raid-gunfight").building(building),
    ))];
    let (_, attackers, defenders) = state
        .fights()
        .into_iter()
        .find(|(b, _, _)| *b == building)
        .unwrap_or((building, Vec::new(), Vec::new()));
    for seat in defenders.iter().chain(&attackers) {
        let board = &state.seats[*seat];
        parts.push(Part::Text(i18n::tr(
            lang,
            &Msg::new("gf-raid-fighter")
                .arg("name", board.name.clone())
                .arg("health", board.health)
                .arg("ammo", i64::from(board.ammo))
                .arg(
                    "rattle",
                    state.this_round.deathrattle.get(seat).copied().unwrap_or(0),
                ),
        )));
    }
    if fights::next(state, building).is_empty() {
        let key = if state.this_round.ceased.contains(&building) {
            "gf-raid-ceased"
        } else if fights::burning(state).contains(&building) {
            "gf-raid-falls"
        } else {
            "gf-raid-holds"
        };
        parts.push(Part::Text(i18n::tr(
            lang,
            &Msg::new(key).building(building),
        )));
    }
    parts
}

/// The first start-of-raid damage still due: its own tap at the main
/// place, or, when the Deputy or the Scout chooses, who takes it.
fn strike(lang: Lang, state: &GunState, o: &Offers) -> Layout<Message> {
    let due = strikes::due(state);
    let Some(due) = due.first() else {
        return Layout {
            main: None,
            end: Vec::new(),
            question: String::new(),
            parts: Vec::new(),
        };
    };
    let title = match due.strike {
        Strike::Stockade => "gf-raid-stockade",
        Strike::Trap => "gf-raid-trap-due",
        Strike::Bomb(_) => "gf-raid-bomb-due",
    };
    let said = match due.building {
        Some(building) => Msg::new(title).building(building),
        None => Msg::new(title),
    };
    let names: Vec<String> = due.candidates.iter().map(|s| state.name(*s)).collect();
    let mut parts = Vec::new();
    let question = if due.needs_choice() {
        let chooser = due.chooser().map_or("", |c| c.printed());
        parts.push(Part::Choices(
            due.candidates
                .iter()
                .map(|s| o.cell(state.name(*s), Message::Strike(due.strike, Some(*s)), false))
                .collect(),
        ));
        format!(
            "{} {}",
            i18n::tr(lang, &said),
            i18n::tr(lang, &Msg::new("gf-raid-chooses").arg("chooser", chooser))
        )
    } else {
        format!(
            "{} {}",
            i18n::tr(lang, &said),
            i18n::tr(
                lang,
                &Msg::new("gf-raid-deal").arg("characters", names.join(", "))
            )
        )
    };
    Layout {
        main: Some(o.cell(
            i18n::text(lang, "gf-raid-deal-short"),
            Message::Strike(due.strike, None),
            false,
        )),
        end: Vec::new(),
        question,
        parts,
    }
}
