//! The Raid pad's clicks into an entry: a tile, a bomb, the trap or the
//! wagon placed (again: taken back), the tiles entered with their own tap,
//! each start-of-raid damage, the cease fire, the end of the Raid, and a
//! shot's options then its dice.

use super::{Message, Pad, Shot, Stage, stage};
use crate::core::{D20, Game};
use crate::games::gunfights::{GunAction, GunState, Gunfights, Team, fights, queries, rules};
use crate::session::{Input, Session};

impl Pad {
    /// Handles a click; returns the entry when one is complete.
    pub fn update(
        &mut self,
        message: Message,
        session: &Session<Gunfights>,
    ) -> Option<Input<GunAction>> {
        let state = session.state();
        self.refresh(state);
        // The reason of a greyed button shows until the next click.
        self.why = None;
        match message {
            Message::Why(click) => {
                self.why = Some(*click);
                None
            }
            // Placing the last tile enters nothing: the tiles are entered
            // with their own tap, so a wrong last tap is taken back first.
            Message::Place(seat, building) => {
                if self.tiles.get(&seat) == Some(&building) {
                    self.tiles.remove(&seat);
                } else if queries::in_play(state, building) && seat < state.seats.len() {
                    self.tiles.insert(seat, building);
                    // On to the next character without a tile.
                    self.choosing = None;
                }
                None
            }
            Message::Choose(what) => {
                self.choosing = Some(what);
                None
            }
            Message::Bomb(building) => {
                match self.bombs.iter().position(|b| *b == building) {
                    Some(i) => {
                        self.bombs.remove(i);
                    }
                    None => {
                        self.bombs.push(building);
                        // The last bomb placed: on to what waits next.
                        if self.bombs.len() >= usize::from(state.this_round.entry_bombs) {
                            self.choosing = None;
                        }
                    }
                }
                None
            }
            Message::Trap(building) => {
                self.trap = (self.trap != Some(building)).then_some(building);
                if self.trap.is_some() {
                    self.choosing = None;
                }
                None
            }
            Message::Wagon(building) => {
                self.wagon = (self.wagon != Some(building)).then_some(building);
                if self.wagon.is_some() {
                    self.choosing = None;
                }
                None
            }
            Message::EnterTiles => self.placed(state).map(Input::Play),
            Message::Strike(strike, target) => {
                Some(Input::Play(GunAction::Strike { strike, target }))
            }
            Message::Cease(building) => Some(Input::Play(GunAction::Cease { building })),
            Message::EndRaid => Some(Input::Play(Pad::outcome(state))),
            Message::Shooter(seat) => {
                self.shot = Shot {
                    shooter: Some(seat),
                    ..Shot::default()
                };
                None
            }
            Message::Throw(throw) => {
                self.shot.throw = throw;
                self.shot.faces.clear();
                self.shot.lucky = None;
                None
            }
            Message::Target(seat) => {
                self.shot.targets.push(seat);
                // Named after the dice: the shot is whole now (or waits
                // for Beer or Tobacco, as a shot named first does).
                if self.dice_in() && self.shot.targets.len() == 1 {
                    return self.whole_shot(state);
                }
                None
            }
            Message::ClearTargets => {
                self.shot.targets.clear();
                None
            }
            Message::Kick(kick) => {
                self.shot.kick = (self.shot.kick != Some(kick)).then_some(kick);
                // Named after the dice (they left both to kick in): the
                // shot is whole now.
                if self.awaits_kick() && self.shot.kick.is_some() {
                    let shot = self.shot_action(state);
                    self.shot.faces.clear();
                    return shot.map(Input::Play);
                }
                None
            }
            Message::Lucky(die) => {
                self.shot.lucky = (self.shot.lucky != Some(die)).then_some(die);
                None
            }
            Message::KeepLightweight => {
                self.shot.keep_lightweight = !self.shot.keep_lightweight;
                None
            }
            Message::Face(face) => {
                // Faces come from the die pad; one a d20 lacks, or one
                // before the name the damage goes to, changes nothing.
                let shooter = self.shooter(state)?;
                if !self.dice_open(state, shooter) || self.awaits_kick() {
                    return None;
                }
                self.shot.faces.push(D20::new(face).ok()?);
                // The dice come first, as they are rolled; who takes the
                // damage may be named after them.
                if !self.dice_in() || self.awaits_target(state, shooter) {
                    return None;
                }
                self.whole_shot(state)
            }
            Message::ClearTiles => {
                let moment = self.moment;
                *self = Pad {
                    moment,
                    ..Pad::default()
                };
                None
            }
            Message::ClearShot => {
                self.shot = Shot::default();
                None
            }
        }
    }

    /// The attacks with the Entry Bombs, or the defence with the Booby
    /// Trap and the Fire Wagon, once every member of the team is placed.
    pub fn placed(&self, state: &GunState) -> Option<GunAction> {
        let team = match stage(state)? {
            Stage::Attack => Team::Renegades,
            Stage::Defend => Team::Pioneers,
            _ => return None,
        };
        let tiles = state
            .team(team)
            .into_iter()
            .map(|seat| Some((seat, *self.tiles.get(&seat)?)))
            .collect::<Option<Vec<_>>>()?;
        Some(match team {
            Team::Renegades => GunAction::Attack {
                attacks: tiles,
                bombs: self.bombs.clone(),
            },
            Team::Pioneers => GunAction::Defend {
                defence: tiles,
                trap: self.trap,
                wagon: self.wagon,
            },
        })
    }

    /// The shot, or the Dynamite thrown, once its dice are in.
    pub(super) fn shot_action(&self, state: &GunState) -> Option<GunAction> {
        let shooter = self.shooter(state)?;
        let targets = self.shot.targets.clone();
        if self.shot.throw {
            return Some(GunAction::Throw {
                thrower: shooter,
                face: *self.shot.faces.first()?,
                lucky: self.shot.lucky.is_some(),
                targets,
            });
        }
        let [first, second] = self.shot.faces.as_slice() else {
            return None;
        };
        Some(GunAction::Shoot {
            shooter,
            faces: [*first, *second],
            targets,
            kick: self.shot.kick,
            lucky: self.shot.lucky,
            keep_lightweight: self.shot.keep_lightweight,
        })
    }

    /// The action that ends the Raid: what burns and who fell, as it stands.
    pub(super) fn outcome(state: &GunState) -> GunAction {
        GunAction::Raided {
            burned: fights::burning(state),
            dead: fights::fallen(state),
            shots: Vec::new(),
        }
    }
}

impl Pad {
    /// Whether the shot's two dice are in and wait for Beer or Tobacco to
    /// be named.
    pub(super) fn awaits_kick(&self) -> bool {
        !self.shot.throw && self.shot.faces.len() == 2
    }

    /// Whether the shot's dice (two, or one for Dynamite) are in.
    pub(super) fn dice_in(&self) -> bool {
        self.shot.faces.len() >= if self.shot.throw { 1 } else { 2 }
    }

    /// Whether the dice are in and wait for the name of who takes the
    /// damage (the shooter faces more than one).
    pub(super) fn awaits_target(&self, state: &GunState, shooter: usize) -> bool {
        self.dice_in()
            && self.shot.targets.is_empty()
            && crate::games::gunfights::fights::opponents(state, shooter).len() > 1
    }

    /// The shot once its dice and its target are in: entered, unless the
    /// dice leave Beer and Tobacco both to kick in, which waits for the
    /// shooter to name one.
    fn whole_shot(&mut self, state: &GunState) -> Option<Input<GunAction>> {
        let shot = self.shot_action(state)?;
        let refused = Gunfights::decide(state, &shot).err();
        if refused.is_some_and(|f| f.rule_id() == rules::KICK.id) {
            return None;
        }
        // The dice go; the options stay, should the entry be refused.
        self.shot.faces.clear();
        Some(Input::Play(shot))
    }
}
