## Gunfights & Gamblin'
## Character, building and item names are the printed component names and stay in English.
## A message naming a building gets `building` (its printed name) and `site` (the
## building with its article, gunfights-site-*: "the Ammo Depot"); Dutch needs the
## article per building, so every sentence that puts one before the name uses `site`.

# Its title and its card on the home screen.
game-gunfights = Gunfights & Gamblin'
game-gunfights-players = 2 to 6 people, 4 or 6 characters
game-gunfights-tracks = Health, ammo, money, items, Bullseye, buildings, the Revolver Chamber and the Fire Wagon.

gunfights-hint = e.g. income · buy beer for sheriff · bet 10 7 · call 21 13 · practice 3 8 5 · steal colt 12 · end
gunfights-counter-health = health
gunfights-counter-ammo = ammo
gunfights-counter-money = money (cents)
gunfights-counter-bullseye = Bullseye
gunfights-counter-round = round

gunfights-progress-round = Round { $round }
gunfights-progress-action = Action { $action } of 3
gunfights-progress-no-actions = No actions left
gunfights-progress-raid = The Raid
gunfights-progress-over = The game is over
gunfights-turn-of = { $person }’s turn ({ $character })

gunfights-site-church = the Church
gunfights-site-store = the Store
gunfights-site-stockade = the Stockade
gunfights-site-gamblin-house = the Gamblin' House
gunfights-site-saloon = the Saloon
gunfights-site-ammo-depot = the Ammo Depot

gunfights-team-pioneers = The Pioneers
gunfights-team-renegades = The Renegades
gunfights-building-church = Church
gunfights-building-stockade = Stockade
gunfights-variant-six = Six characters
gunfights-variant-four = 4 Character Variant
gunfights-setup-field-variant = Which game: six characters or the variant?
gunfights-setup-field-out-of-play = 4 Character Variant: which building is out of play?

## Board values: numbers printed on the boards, not in the rulebook

gunfights-board-income-mayor = Mayor’s income (cents)
gunfights-board-income-head-honcho = Head Honcho’s income (cents)
gunfights-board-income-says = The rulebook says the Mayor and the Head Honcho collect the income printed on their character boards, but not how much it is.
gunfights-board-price-beer = Price of Beer (cents)
gunfights-board-price-tobacco = Price of Tobacco (cents)
gunfights-board-price-whiskey = Price of Whiskey (cents)
gunfights-board-price-dynamite = Price of Dynamite (cents)
gunfights-board-price-colt = Price of the Colt Revolver (cents)
gunfights-board-price-winchester = Price of the Winchester Rifle (cents)
gunfights-board-price-says = Prices are printed on the Town Board; the rulebook gives only ammo (5 cents a token).
gunfights-board-winchester-says = The rulebook gives only the trade-in price: with a Colt handed back, the Winchester costs 25 cents.
gunfights-board-rebuild-church = Rebuilding the Church (cents)
gunfights-board-rebuild-store = Rebuilding the Store (cents)
gunfights-board-rebuild-stockade = Rebuilding the Stockade (cents)
gunfights-board-rebuild-gamblin-house = Rebuilding the Gamblin' House (cents)
gunfights-board-rebuild-saloon = Rebuilding the Saloon (cents)
gunfights-board-rebuild-ammo-depot = Rebuilding the Ammo Depot (cents)
gunfights-board-rebuild-says = The rulebook says the Mayor may pay to rebuild a burned building, but not what it costs.
gunfights-board-theft-beer = Theft number for Beer
gunfights-board-theft-tobacco = Theft number for Tobacco
gunfights-board-theft-whiskey = Theft number for Whiskey
gunfights-board-theft-dynamite = Theft number for Dynamite
gunfights-board-theft-colt = Theft number for the Colt Revolver
gunfights-board-theft-winchester = Theft number for the Winchester Rifle
gunfights-board-theft-says = The number the Thief must roll is printed beneath each item on the Town Board; the rulebook’s “8+” is only an example.
gunfights-board-hit-colt-pioneer = Colt Revolver: a Pioneer hits on
gunfights-board-hit-colt-renegade = Colt Revolver: a Renegade hits on
gunfights-board-hit-winchester-pioneer = Winchester Rifle: a Pioneer hits on
gunfights-board-hit-winchester-renegade = Winchester Rifle: a Renegade hits on
gunfights-board-hit-says = The rulebook gives hit numbers only for the Stagecoach Shotgun (Pioneers 13+, Renegades 15+); the better guns’ numbers are printed on the cards.

gunfights-board-group-income = Character boards: income
gunfights-board-group-prices = Town Board: prices
gunfights-board-group-theft = Town Board: theft numbers, beneath each item
gunfights-board-group-rebuild = Rebuilding a burned building
gunfights-board-group-hit = Gun cards: hit numbers

## Setting up

gunfights-setup-variant = “{ $typed }” is not a variant: type “variant=four-characters”, or leave it out for the six-character game.
gunfights-setup-out-of-play = The 4 Character Variant puts the Church or the Stockade out of play: add “out-of-play=church” or “out-of-play=stockade”.
gunfights-setup-out-of-play-window = The 4 Character Variant puts the Church or the Stockade out of play: choose which one below.
gunfights-setup-out-of-play-six = Only the 4 Character Variant puts a building out of play; with six characters all six buildings stand.
gunfights-setup-people-count = { $count ->
    [one] One person was named
   *[other] { $count } people were named
  } for { $characters } characters: name who plays each character, in turn order.
gunfights-setup-assign-twice = Say who plays whom either with “people=” or with one option per character, not both.
gunfights-setup-assign-missing = Choose who plays each character (on the command line: “people=ann,bob,…” in turn order Mayor, Sheriff, Deputy, Scout, Thief, Head Honcho, or “mayor=ann”, “sheriff=bob” and so on).
gunfights-setup-assign-missing-window = Choose who plays each character, below the names.
gunfights-setup-character-unassigned = Nobody plays the { $character }: every character needs a player.
gunfights-setup-character-out = The { $character } is not in the 4 Character Variant.
gunfights-setup-person-idle = { $person } plays no character: everyone at the table plays at least one.
gunfights-setup-both-teams = { $person } would play for both teams; one person plays characters of one team only, so the defense stays secret.
gunfights-setup-board-value = { $value } cannot be { $typed }: it is a whole number from { $min } to { $max }.

## Typed entries

gunfights-usage = “{ $typed }” is not an entry Holster knows. Type income, buy, rebuild, bet, call, practice, oil, cycle, trap, guard, bomb, reveal, steal, guarantee, pocket, trade, end, attack, defend, shoot, throw or raid.
gunfights-notation-character = “{ $typed }” is not a character: type mayor, sheriff, deputy, scout, thief or head-honcho.
gunfights-notation-not-in-game = The { $character } is not in this game.
gunfights-notation-building = “{ $typed }” is not a building: type church, store, stockade, gamblin-house, saloon or ammo-depot.
gunfights-notation-item = “{ $typed }” is not an item: type beer, tobacco, whiskey, dynamite, colt or winchester.
gunfights-notation-snake-oil = “{ $typed }” is not a Snake Oil: type armadillo-shell, deadeye, dynamite-king, head-hunter, lightweight, lucky or quick-draw.
gunfights-notation-bet = “{ $typed }” is not a bet: type “bet”, the cents and the visible die, for example “bet 10 7”.
gunfights-notation-call = Type “call 21” or “call 28”, then the hidden die, for example “call 21 13”.
gunfights-notation-ammo = “{ $typed }” is not a number of ammo tokens.
gunfights-notation-for = Name the receiver with “for” and a character, for example “buy beer for sheriff”.
gunfights-notation-ware = Type an item, or ammo and a number, for example “trade mayor sheriff ammo 2”.
gunfights-notation-trade-in = Only the Winchester is bought with a Colt trade-in: “buy winchester trade-in”.

## The history

gunfights-did-income = collects the income
gunfights-did-buy = buys { $ware ->
    [ammo] { $ammo } ammo
   *[other] { $ware }
  }{ $to ->
    [none] {""}
   *[other] {" "}for { $to }
  }
gunfights-did-rebuild = rebuilds { $site }
gunfights-did-bet = bets { $bet } cents with Blind Betty; the visible die shows { $die }
gunfights-did-call = calls { $call }+; the hidden die shows { $die }{ $lucky ->
    [yes] {" (+5 with Lucky)"}
   *[no] {""}
  }
gunfights-did-practice = Target Practice: { $first } and { $second }{ $shot ->
    [0] , no shot
   *[other] , shot { $shot }
  }{ $lucky ->
    [yes] {" (+5 with Lucky)"}
   *[no] {""}
  }
gunfights-did-oil = gives { $oil } to { $to }
gunfights-did-cycle = cycles the Snake Oil
gunfights-did-trap = plants the Booby Trap
gunfights-did-guard = guards information: { $die }{ $lucky ->
    [yes] {" (+5 with Lucky)"}
   *[no] {""}
  }
gunfights-did-bomb = plants an Entry Bomb
gunfights-did-reveal = tries to reveal information{ $die ->
    [0] {""}
   *[other] : { $die }
  }{ $lucky ->
    [yes] {" (+5 with Lucky)"}
   *[no] {""}
  }
gunfights-did-steal = tries to steal { $item }: { $die }{ $lucky ->
    [yes] {" (+5 with Lucky)"}
   *[no] {""}
  }{ $to ->
    [none] {""}
   *[other] {" "}(for { $to })
  }
gunfights-did-guarantee = gives up the remaining actions for a guaranteed theft of { $item }{ $to ->
    [none] {""}
   *[other] {" "}(for { $to })
  }
gunfights-did-steal-ammo = steals ammo{ $to ->
    [none] {""}
   *[other] {" "}for { $to }
  }
gunfights-did-pocket = { $way ->
    [in] puts { $item } into the hidden pocket
    [out] takes { $item } out of the hidden pocket
    [swap] puts { $item } into the hidden pocket and takes { $other } out
   *[either] moves { $item } into or out of the hidden pocket
  }
gunfights-did-trade = gives { $ware ->
    [ammo] { $ammo } ammo
   *[other] { $ware }
  } to { $to }
gunfights-did-end = ends the turn
gunfights-did-raid-outcome = The Raid: { $burned ->
    [none] nothing burned
   *[other] burned { $burned }
  }{ $dead ->
    [none] {""}
   *[other] ; reported dead: { $dead }
  }{ $shots ->
    [none] {""}
   *[other] ; shots fired, as counted at the table: { $shots }
  }

## Rules

rule-gunfights_seat_unknown = There is no character in seat { $seat }.
rule-gunfights_character_not-in-game = The { $character } { $count ->
    [one] is
   *[other] are
  } not in this game: the 4 Character Variant has no Deputy, no Scout and no Snake Oils.
gunfights-deputy-and-scout = Deputy and the Scout
rule-gunfights_game_over = The sixth score bullet is in the chamber: the game is over.
rule-gunfights_board_value-missing = { $value } is printed on the board but was not entered: enter it among the board values in the settings before starting a game.
rule-gunfights_money_not-enough = { $character } has { $money ->
    [one] 1 cent
   *[other] { $money } cents
  } and cannot pay { $cost }.
rule-gunfights_ammo_not-enough = { $character } has { $ammo } ammo and cannot give up { $count }.
rule-gunfights_item_not-held = { $character } does not hold { $item }.
rule-gunfights_blind-betty_no-gamble = Nobody is gambling with Blind Betty: place a bet first.
rule-gunfights_blind-betty_call-first = Blind Betty is waiting: make the call and enter the hidden die first.
rule-gunfights_ware_nothing = That changes nothing: name something to buy, steal or trade.
rule-gunfights_turn_not-yours = It is nobody’s turn: the Raid is on.
rule-gunfights_actions_limit = { $character } has already spent all three actions this round.
rule-gunfights_income_once-a-turn = { $character } has already collected the income this turn.
rule-gunfights_purchase_buyers-only = It is the { $character }’s turn: only the Mayor and the Head Honcho collect income and buy, on their own turns.
rule-gunfights_purchase_building-burned = The Pioneers cannot buy at { $site } while it is burned down: it must be rebuilt first.
rule-gunfights_items_one-of-each = { $character } already has { $item }: nobody holds two of the same item (only the Thief’s hidden pocket may hold a second).
rule-gunfights_items_other-team = { $character } is on the other team: items and ammo go to your own team.
rule-gunfights_colt_trade-in-needs-colt = { $character } has no Colt to trade in toward the Winchester.
rule-gunfights_rebuild_mayor-only = It is the { $character }’s turn: only the Mayor pays to rebuild, on his own turn.
rule-gunfights_rebuild_not-burned = There is nothing to rebuild: { $site } is not burned down.
rule-gunfights_blind-betty_gamblers-only = It is the { $character }’s turn: only the Mayor and the Head Honcho gamble with Blind Betty, on their own turns.
rule-gunfights_blind-betty_once-a-round = { $character } has already gambled this round: once a round each.
rule-gunfights_blind-betty_house-burned = The Gamblin' House is burned down: the Mayor may gamble only while it stands.
rule-gunfights_blind-betty_bet = A bet of { $bet } cents: Blind Betty takes 5, 10 or 15.
rule-gunfights_target-practice_sheriff-only = It is the { $character }’s turn: only the Sheriff plays Target Practice, on his own turn.
rule-gunfights_target-practice_once-a-turn = { $character } has already played Target Practice this turn.
rule-gunfights_snake-oil_deputy-or-scout = It is the { $character }’s turn: only the Deputy and the Scout give and cycle Snake Oils, on their own turns.
rule-gunfights_snake-oil_give-once-a-round = { $character } has already given a Snake Oil this round.
rule-gunfights_snake-oil_one-each = { $character } already has { $oil }: one Snake Oil each, and it is never discarded or traded.
rule-gunfights_snake-oil_own-team = { $character } is on the other team: a Snake Oil goes to your own team.
rule-gunfights_booby-trap_deputy-only = It is the { $character }’s turn: only the Deputy plants the Booby Trap, on his own turn.
rule-gunfights_booby-trap_once-a-round = { $character } has already planted the Booby Trap this round.
rule-gunfights_guard_deputy-only = It is the { $character }’s turn: only the Deputy guards information, on his own turn.
rule-gunfights_entry-bomb_scout-only = It is the { $character }’s turn: only the Scout plants Entry Bombs, on his own turn.
rule-gunfights_entry-bomb_two-at-most = { $character } has planted both Entry Bombs already.
rule-gunfights_reveal_scout-only = It is the { $character }’s turn: only the Scout reveals information, on his own turn.
rule-gunfights_reveal_once-a-round = { $character } has already gained information this round: one piece a round.
rule-gunfights_reveal_roll-needed = The Deputy rolled { $best }: the Scout must roll higher to gain information.
rule-gunfights_theft_thief-only = It is the { $character }’s turn: only the Thief steals, on his own turn.
rule-gunfights_theft_guarantee-after-first-failure = The guaranteed theft comes only right after a failed first attempt, for the two actions left.
rule-gunfights_theft_guarantee-not-winchester = The Winchester cannot be taken by a guaranteed theft.
rule-gunfights_theft_guarantee-after-ammo = Ammo was stolen this turn, which counts as a successful theft: no guaranteed theft now.
rule-gunfights_trade_same-team = { $character } is on the other team: trades are between teammates.
rule-gunfights_trade_team-turn = { $team } trade on their own turns only.
rule-gunfights_trade_not-in-raid = The Raid has started: no more trading.
rule-gunfights_raid_not-yet = The Raid comes after the Head Honcho’s turn.
rule-gunfights_turn_raid-running = The Raid is on: enter what burned and who died to end the round.
rule-gunfights_raid_already-down = Nothing to burn: { $site } was already burned down.
rule-gunfights_income_collect = { $character }: collect the income printed on your board.
rule-gunfights_blind-betty_call = { $character }: the visible die shows { $visible }. Call 21+ (even money, wins on { $chance21 } of 20 hidden faces) or 28+ (triple, { $chance28 } of 20), then enter the hidden die.
rule-gunfights_raid_play = Round { $round }: the Raid.{ $ready ->
    [early] {""}
    [yes] {" "}Every gunfight is over: enter the outcome, “raid{ $buildings }{ $dead ->
        [none] {""}
       *[other] {" "}dead{ $dead }
      }”.
   *[no] {" "}When every gunfight is over, enter what burned; as it stands now: “raid{ $buildings }{ $dead ->
        [none] {""}
       *[other] {" "}dead{ $dead }
      }”.
  }
rule-gunfights_raid_play-window = Round { $round }: the Raid.{ $ready ->
    [early] {""}
    [yes] {" "}Every gunfight is over: end the Raid with what burned.
   *[no] {" "}When every gunfight is over, end the Raid with what burned.
  }
rule-gunfights_fire-wagon_round-six = Round 6: the Sheriff may also put a Defense Card on the Fire Wagon, on a location no other Pioneer defends.
rule-gunfights_end_showdown = A tie: the showdown decides, between all characters, with no ammo and no Stockade damage; items carry over. { $first } shoots first, then the teams alternate in turn order.
rule-gunfights_mayor_money-capped = The Mayor saves at most his income ({ $cap } cents): { $amount ->
    [one] 1 cent is
   *[other] { $amount } cents are
  } discarded.
rule-gunfights_target-practice_bullseye = A hit! { $character } now has Bullseye +{ $bonus } on every gun roll.
rule-gunfights_target-practice_bullseye-max = A hit, but { $character } already has Bullseye +2, the most there is.
rule-gunfights_target-practice_missed = { $character } missed the targets.
rule-gunfights_blind-betty_won = { $character } rolled { $total } in all and wins { $amount } cents.
rule-gunfights_blind-betty_lost = { $character } rolled { $total } in all and loses { $amount } cents.
rule-gunfights_snake-oil_free-cycle = { $character } cycles for free: the first cycle of the round costs no action.
rule-gunfights_reveal_failed = { $character } did not beat the Deputy’s { $best }: no information.
rule-gunfights_reveal_ask = { $character } may name one building and ask the Sheriff whether a Pioneer defends it; the Sheriff answers yes or no truthfully.
rule-gunfights_theft_succeeded = { $roll } against { $needed }+: { $item } is stolen.
rule-gunfights_theft_failed = { $roll } against { $needed }+: the theft of { $item } fails.
rule-gunfights_scoring_loaded = Round { $round }: a score bullet of { $score } goes into the chamber.
rule-gunfights_death_top-row-lost = { $character } died: the top row and the Snake Oil are lost (ammo, gun, money and the hidden pocket stay).
rule-gunfights_end_winner = Renegades { $renegades }, Pioneers { $pioneers }: { $winner ->
    [pioneers] the Pioneers win!
    [renegades] the Renegades win!
   *[tie] a tie.
  }

## The Raid

gunfights-notation-tiles = Type characters and buildings in pairs, for example “attack scout church thief stockade”.
rule-gunfights_raid_renegades-attack = { $character } is a Pioneer: only the Renegades attack.
rule-gunfights_raid_pioneers-defend = { $character } is a Renegade: only the Pioneers defend.
rule-gunfights_raid_one-tile-each = { $character } is placed twice: each character has one tile.
rule-gunfights_raid_attack-first = The Renegades declare their attacks first; then the Pioneers reveal their defense.
rule-gunfights_raid_out-of-play = In this game { $site } is out of play.
rule-gunfights_fire-wagon_round-six-only = It is round { $round }: the Fire Wagon helps only in round 6.
rule-gunfights_fire-wagon_undefended-only = A Pioneer already defends { $site }: the Fire Wagon goes to a location nobody else defends.
rule-gunfights_raid_undefended-burns = Renegades attacked { $site } and nobody defended it: it burns.
rule-gunfights_raid_not-attacked = Nobody attacked { $site }, so it cannot burn in this Raid.
rule-gunfights_fire-wagon_doused = The Fire Wagon stands at { $site }: the fire is doused and the building stays standing.
rule-gunfights_raid_place-tiles = The Raid: enter the Renegades’ attacks (“attack scout church …”), then the Pioneers’ revealed Defense Cards (“defend mayor ammo-depot …”, in round 6 with “wagon …”).
rule-gunfights_raid_place-tiles-window = The Raid: click the building where each Renegade’s tile lies, then reveal the Pioneers’ Defense Cards (in round 6 the Fire Wagon too).
rule-gunfights_raid_gunfight = Gunfight at { $site }: { $first } to shoot. Each shot costs 1 ammo.
rule-gunfights_raid_stockade = The Stockade stands: each Renegade takes 1 damage.
rule-gunfights_raid_every-renegade-attacks = Every Renegade attacks a building: { $characters } still to place.
rule-gunfights_raid_every-pioneer-defends = The Sheriff gives every Pioneer a Defense Card: { $characters } still to place.

## Revealed at the Raid

gunfights-notation-sites = Type revealed locations after the tiles: “attack … bombs church stockade”, “defend … trap stockade wagon church”.
gunfights-did-attack = The Renegades attack: { $tiles }{ $bombs ->
    [none] {""}
   *[other] ; Entry Bombs: { $bombs }
  }
gunfights-did-defend = The Pioneers defend: { $tiles }{ $trap ->
    [none] {""}
   *[other] ; the Booby Trap at { $trap }
  }{ $wagon ->
    [none] {""}
   *[other] ; the Fire Wagon at { $wagon }
  }
rule-gunfights_raid_booby-trap = { $count ->
    [one] The Booby Trap lies at { $site }: { $characters } takes 1 damage. Confirm with “damage trap”.
   *[other] The Booby Trap lies at { $site }, where { $characters } attack: the Deputy chooses who takes 1 damage (“damage trap thief”).
  }
rule-gunfights_raid_booby-trap-window = { $count ->
    [one] The Booby Trap lies at { $site }: { $characters } takes 1 damage.
   *[other] The Booby Trap lies at { $site }, where { $characters } attack: the Deputy chooses who takes 1 damage; click who.
  }
rule-gunfights_raid_entry-bombs = { $count ->
    [one] An Entry Bomb lies at { $site }: { $characters } takes 1 damage. Confirm with “damage bomb { $slug }”.
   *[other] An Entry Bomb lies at { $site }, where { $characters } defend: the Scout chooses who takes 1 damage (“damage bomb { $slug } sheriff”).
  }
rule-gunfights_raid_entry-bombs-window = { $count ->
    [one] An Entry Bomb lies at { $site }: { $characters } takes 1 damage.
   *[other] An Entry Bomb lies at { $site }, where { $characters } defend: the Scout chooses who takes 1 damage; click who.
  }
rule-gunfights_raid_booby-trap-hit = The Booby Trap at { $site }: { $character } takes 1 damage.
rule-gunfights_raid_entry-bomb-hit = The Entry Bomb at { $site }: { $character } takes 1 damage.
rule-gunfights_entry-bomb_revealed-as-planted = { $count ->
    [one] One Entry Bomb location
   *[other] { $count } Entry Bomb locations
  } revealed, but { $planted ->
    [one] one was
   *[other] { $planted } were
  } planted this round.
rule-gunfights_entry-bomb_different-buildings = Both Entry Bombs on one building: they must lie on different buildings.
rule-gunfights_booby-trap_revealed-as-planted = The Booby Trap is revealed where it was planted this round, and only then.

## Lucky

gunfights-notation-practice-lucky = Type Lucky’s die after the shot: “lucky 1” or “lucky 2” for a die of the pair, “lucky 3” for the shot.
rule-gunfights_lucky_not-held = { $character } does not hold Lucky: no +5.
rule-gunfights_lucky_once-a-round = { $character } has already used Lucky this round.

## Gunfights and the showdown

gunfights-notation-at = Name the targets with “at” and characters, one per point of damage when they share it: “shoot thief 20 16 at sheriff sheriff deputy”.
gunfights-did-shoot = shoots: { $first } and { $second }{ $targets ->
    [none] {""}
   *[other] {" "}at { $targets }
  }{ $lucky ->
    [yes] {" (+5 with Lucky)"}
   *[no] {""}
  }
gunfights-did-throw = throws Dynamite: { $die }{ $targets ->
    [none] {""}
   *[other] {" "}at { $targets }
  }{ $lucky ->
    [yes] {" (+5 with Lucky)"}
   *[no] {""}
  }
rule-gunfights_gunfight_split-damage = { $damage } damage to share among several opponents: name one target, or one per point ({ $count } named).
rule-gunfights_gunfight_beer-or-tobacco = { $character } could use the Beer or the Tobacco: add “beer” or “tobacco” to say which.
rule-gunfights_gunfight_beer-or-tobacco-window = { $character } could use the Beer or the Tobacco: click which.
rule-gunfights_gunfight_not-now = Gunfights happen in the Raid, after the Pioneers have revealed their defense.
rule-gunfights_gunfight_shooter-not-there = { $character } is not in a gunfight in this Raid.
rule-gunfights_gunfight_target = { $character } is not a living opponent at the same building.
rule-gunfights_gunfight_dead = { $character } is dead and has no Deathrattle shot left.
rule-gunfights_gunfight_shot = { $character }: { $hits ->
    [0] a double blank
    [one] one hit
   *[other] { $hits } hits
  }, { $damage } damage.
rule-gunfights_gunfight_dynamite = { $character } throws Dynamite: { $damage } damage to the opponents{ $own ->
    [0] {""}
   *[other] ; it blows up in the thrower’s hands for { $own }
  }.
rule-gunfights_gunfight_absorbed = { $by ->
    [armadillo] The Armadillo Shell of { $character } absorbs
    [whiskey] The Whiskey of { $character } absorbs
   *[both] The Armadillo Shell and the Whiskey of { $character } absorb
  } { $count } damage.
rule-gunfights_gunfight_killed = { $character } is dead.
rule-gunfights_gunfight_deathrattle = { $character } was killed before attacking: Deathrattle, one last attack (two with Quick Draw) before dying.
rule-gunfights_gunfight_no-opponent = { $character } has nobody left to shoot at: every opponent there is dead.
rule-gunfights_raid_defenders-fell = Every Pioneer at { $site } is dead and a Renegade still stands: the building burns.
rule-gunfights_raid_held = The Pioneers held { $site }: a building burns only when all its defenders are dead.
rule-gunfights_raid_mutual-death = Both sides died at { $site }: a Renegade must be alive at the end to burn the building.
rule-gunfights_raid_fight-going = The gunfight at { $site } is not over: both sides still have someone who can fire. Enter its shots, name its dead, or call a cease fire first.
gunfights-progress-showdown = The showdown
rule-gunfights_showdown_shots-only = In the showdown only shots and Dynamite are entered.
rule-gunfights_showdown_won = { $team } win the showdown and the game!

## The setup screen

gunfights-setup-field-mayor = Who plays the Mayor?
gunfights-setup-field-sheriff = Who plays the Sheriff?
gunfights-setup-field-deputy = Who plays the Deputy?
gunfights-setup-field-scout = Who plays the Scout?
gunfights-setup-field-thief = Who plays the Thief?
gunfights-setup-field-head-honcho = Who plays the Head Honcho?
rule-gunfights_gunfight_out-of-turn = { $character } is not next to shoot: next is { $next }.
gunfights-notation-lucky = Type Lucky’s die last, as “lucky 1” or “lucky 2”.

## The start of the Raid and the cease fire
rule-gunfights_raid_stockade-due = The Stockade stands: each Renegade takes 1 damage ({ $characters }). Confirm with “damage stockade”.
rule-gunfights_raid_stockade-due-window = The Stockade stands: each Renegade takes 1 damage ({ $characters }). Deal it with the Stockade’s button.
rule-gunfights_strike_not-now = Damage at the start of the Raid comes after the Pioneers have revealed their defense.
rule-gunfights_strike_twice = { $what } was already dealt in this Raid; to change a number, use “fix”.
rule-gunfights_strike_twice-window = { $what } was already dealt in this Raid; to change a number, use − and + on the board.
rule-gunfights_strike_nothing = { $what } hits nobody in this Raid.
rule-gunfights_strike_who = Several characters stand at { $site }: { $characters }. The { $chooser } chooses who takes the damage; add the name.
rule-gunfights_strike_stockade-first = The Stockade’s damage comes first, then the Booby Trap and the Entry Bombs.
rule-gunfights_strike_not-there = { $character } is not at { $site }.
rule-gunfights_strike_before-gunfights = The damage at the start of the Raid comes first ({ $count } still to deal: see the reminders).
gunfights-strike-stockade = The Stockade’s damage
gunfights-strike-trap = The Booby Trap
gunfights-strike-bomb = This Entry Bomb
rule-gunfights_cease-fire_no-gunfight = No gunfight is going on at { $site }.
rule-gunfights_cease-fire_renegades-armed = { $characters } can still fire at { $site }: a cease fire can be called only once the Renegades have run out of ammo.
rule-gunfights_cease-fire_called = A cease fire was called at { $site }: nobody shoots there anymore this Raid.
rule-gunfights_cease-fire_may = The Renegades at { $site } can no longer fire: the Pioneers may shoot on (killing them takes their items and Snake Oil) or call a cease fire (“cease { $slug }”).
rule-gunfights_cease-fire_may-window = The Renegades at { $site } can no longer fire: the Pioneers may shoot on (killing them takes their items and Snake Oil) or call a cease fire ({ gf-raid-cease }).
rule-gunfights_cease-fire_done = Cease fire at { $site }: the Pioneers held the building.
gunfights-did-strike = { $kind ->
    [stockade] The Stockade deals 1 damage to each Renegade
    [trap] The Booby Trap deals 1 damage{ $target ->
        [none] {""}
       *[other] {" "}to { $target }
      }
   *[bomb] The Entry Bomb at { $site } deals 1 damage{ $target ->
        [none] {""}
       *[other] {" "}to { $target }
      }
  }
gunfights-did-cease = Cease fire at { $site }
gunfights-notation-damage = Type “damage stockade”, “damage trap [who]” or “damage bomb BUILDING [who]”.

## Turn pad

gf-pad-income = Collect income
gf-pad-buy = Buy…
gf-pad-rebuild = Rebuild…
gf-pad-bet = Blind Betty…
gf-pad-practice = Target Practice…
gf-pad-oil = Give Snake Oil…
gf-pad-cycle = Cycle Snake Oil
gf-pad-cycle-free = Cycle Snake Oil (free)
gf-pad-trap = Plant the Booby Trap
gf-pad-guard = Guard roll…
gf-pad-bomb = Plant an Entry Bomb
gf-pad-reveal = Reveal roll…
gf-pad-reveal-free = Reveal (no roll needed)
gf-pad-steal = Steal…
gf-pad-why-nothing-to-trade = No teammate has anything to give.
gf-pad-why-nothing-burned = Nothing is burned down, so there is nothing to rebuild.
gf-pad-why-nothing = Nothing in it can be entered now.
gf-pad-guarantee = Guaranteed theft…
gf-pad-steal-ammo = Steal { $count } ammo…
gf-pad-pocket = Hidden pocket…
gf-pad-trade = Trade…
gf-pad-end = End turn
gf-pad-cancel = Cancel
gf-pad-lucky = Lucky +5
gf-pad-lucky-on = Lucky +5 on:
gf-pad-lucky-first = 1st die
gf-pad-lucky-second = 2nd die
gf-pad-lucky-shot = the shot
gf-pad-buy-what = Buy what? { $money ->
    [one] 1 cent
   *[other] { $money } cents
  } to spend.
gf-pad-trade-in = Winchester Rifle (trade in a Colt)
gf-pad-ammo = Ammo
gf-pad-each = { $price } cents each
gf-pad-buy-ammo-count = How much ammo?
gf-pad-who-gets = Who gets the { $what }?
gf-pad-ammo-count = { $count } ammo
gf-pad-rebuild-which = Rebuild which building?
gf-pad-bet-how-much = How much do you bet?
gf-pad-bet-visible = { $bet } cents bet. What does the visible die show?
gf-pad-call = Blind Betty waits: call 21+ or 28+, then roll the hidden die.
gf-pad-call-21 = 21+ (pays even money)
gf-pad-call-28 = 28+ (pays triple)
gf-pad-call-hidden = What does the hidden die show?
gf-pad-practice-first = Target Practice: what does the first die of the pair show?
gf-pad-practice-second = The first die shows { $first }. What does the second show?
gf-pad-practice-shot = The targets are { $low } to { $high }. Did the Sheriff take the shot for 1 ammo? Click its die, or enter without it.
gf-pad-enter-no-shot = Enter without the shot
gf-pad-oil-which = Which Snake Oil is face up?
gf-pad-oil-to = Who takes { $oil }?
gf-pad-guard-die = Guard roll: what does the die show?
gf-pad-reveal-die = Reveal roll: beat the Deputy’s { $best } (a tie fails). What does the die show?
gf-pad-steal-what = Steal what? (the number to reach is on the button)
gf-pad-steal-die = { $item } needs { $needed } or more. Who gets it? Then click the die.
gf-pad-guarantee-what = Which item is stolen for sure?
gf-pad-steal-ammo-for = Who gets the { $count } ammo?
gf-pad-pocket-which = Which item goes into (or out of) the hidden pocket?
gf-pad-trade-from = Who gives something?
gf-pad-trade-to = { $from } gives to whom?
gf-pad-trade-what = What does { $from } give { $to }?
gf-pad-trade-nothing = { $from } has nothing to give: no better gun, no items, no ammo.
gf-pad-trade-ammo-count = How much ammo?
gf-pad-steal-die-unknown = Stealing { $item }: who gets it? Then click the die.

## Raid pad
gf-raid-attack-title = The Raid: on which building did each Renegade place a tile?
gf-raid-defend-title = The Pioneers reveal their Defense Cards: where does each Pioneer defend?
gf-raid-attacks = The Renegades attack: { $tiles }
gf-raid-bombs = Where do the Entry Bombs lie? ({ $count } planted, on different buildings)
gf-raid-trap = Where does the Booby Trap lie?
gf-raid-wagon = Round 6: the Fire Wagon, if the Sheriff placed it (on a building nobody else defends)
gf-raid-enter-attack = Record the attacks
gf-raid-enter-defence = Reveal the defense
gf-raid-place-all = Choose a building for everyone first.
gf-raid-stockade = The Stockade stands: each Renegade takes 1 damage.
gf-raid-trap-due = The Booby Trap lies at { $site }.
gf-raid-bomb-due = An Entry Bomb lies at { $site }.
gf-raid-chooses = The { $chooser } chooses who takes 1 damage:
gf-raid-deal = Deal 1 damage to { $characters }
gf-raid-gunfight = Gunfight at { $site }
gf-raid-fighter = { $name }: { $health ->
    [0] dead{ $rattle ->
        [0] {""}
       *[other] , with a last shot (Deathrattle)
      }
   *[other] { $health } health, { $ammo } ammo
  }
gf-raid-next = Whose shot:
gf-raid-ceased = Cease fire: the Pioneers held { $site }.
gf-raid-falls = Over: the defenders fell, { $site } will burn.
gf-raid-holds = Over: { $site } holds.
gf-raid-cease = Cease fire
gf-raid-shoot = Shoot
gf-raid-throw = Throw Dynamite
gf-raid-at = At whom? One name takes all the damage; click a name once per point to share it.
gf-raid-clear = Clear
gf-raid-kick = If a die misses, use:
gf-raid-keep-lightweight = Keep Lightweight for later this round
gf-raid-lucky = Lucky +5
gf-raid-lucky-first = Lucky +5 on the first die
gf-raid-lucky-second = Lucky +5 on the second die
gf-raid-die-throw = { $name } throws Dynamite: click the die.
gf-raid-die-first = { $name } shoots: click the first die.
gf-raid-dice-then-target = { $name } rolled { $dice }: click who takes the damage.
gf-raid-die-second = { $name } shoots: the first die is { $first }; click the second.
gf-raid-showdown = The showdown: no ammo needed, the teams take turns.
gf-raid-over = Every gunfight is over.
gf-raid-not-over = When the gunfights are over, end the Raid. As it stands:
gf-raid-end = End the Raid ({ $burned ->
    [none] nothing burns
   *[other] burning: { $burned }
  })
gf-ui-entry-bomb = Entry Bomb
gf-ui-entry-bombs = Entry Bombs
gf-ui-booby-trap = Booby Trap
gf-ui-fire-wagon = Fire Wagon
rule-gunfights_gunfight_king-throws = With Dynamite King, { $character } may throw the Dynamite right after the shot, but not shoot twice.

## The chart of the game
gunfights-chart-health = Health
gunfights-chart-score = The teams' scores

## The Raid's outcome, checked against what was entered
rule-gunfights_raid_dead-without-gunfight = { $character } fought in no gunfight in this Raid: only its start could hurt them, and it left them at { $health } health.
rule-gunfights_raid_dead-shots-alive = The shots entered at { $site } leave { $character } at { $health } health: enter the shots still missing there, or correct the health with “fix”.
rule-gunfights_raid_dead-shots-alive-window = The shots entered at { $site } leave { $character } at { $health } health: enter the shots still missing there, or correct the health with − and + on the board.
rule-gunfights_raid_deathrattle-left = { $character } was killed at { $site } before firing and still has a Deathrattle shot: enter it (“shoot …” or “throw …”) before the Raid ends.
rule-gunfights_raid_deathrattle-left-window = { $character } was killed at { $site } before firing and still has a Deathrattle shot: enter it (a shot or a throw) before the Raid ends.
rule-gunfights_raid_shots-entered = The shots at { $site } were entered one by one, so they already count for { $character }: leave them out of the “raid” line.
rule-gunfights_raid_shots-entered-window = The shots at { $site } were entered one by one, so they already count for { $character }: enter only the shots still missing.
rule-gunfights_raid_tiles-stand = The defense is revealed, so the tiles stand where they lie: the start of the Raid and the gunfights are fought there. To put a wrong tile right, undo back to the “attack” or “defend” line (what was entered after it goes too) and enter it again; “!” moves the tiles anyway and leaves the shots entered as they are.
rule-gunfights_raid_tiles-stand-window = The defense is revealed, so the tiles stand where they lie: the start of the Raid and the gunfights are fought there. To put a wrong tile right, go back in the history to the attacks or the defense (what was entered after it goes too) and enter it again; Apply anyway moves the tiles and leaves the shots entered as they are.
rule-gunfights_raid_attack-burned = { $site } is already burned down: an attack there burns nothing and scores nothing in this Raid (the rulebook does not forbid it).
gunfights-notation-raid = Type the buildings burned, then “dead” and the characters who died, then “shots” and the shots each fighter fired in a gunfight not entered shot by shot, each part once: “raid church dead thief shots sheriff 2 thief 1”.
gunfights-notation-raid-shots = Type “shots” and pairs of a character and the shots fired (each costs 1 ammo), for example “shots sheriff 2 thief 1”.

## How a tied game was won
gunfights-how-showdown-pioneers = The Pioneers, in the showdown after a tie
gunfights-how-showdown-renegades = The Renegades, in the showdown after a tie

# The pads on the kit: the main button's words, the questions, and why a
# grayed-out button is grayed out where the rules have nothing to say.
gf-pad-turn-question = { $name }: choose an action, or end the turn.
gf-pad-game-over = The game is over.
gf-pad-why-finish = Finish the choice you started, or cancel it, first.
gf-pad-why-call-first = Make the call first: 21+ or 28+.
gf-pad-why-pair = Click both dice of the pair first.
gf-pad-why-lucky = Lucky +5 goes on one die, once the pair is in: switch the other off first.
gf-raid-end-short = End the Raid
gf-raid-deal-short = Deal the damage
gf-raid-burning = { $burned ->
    [none] Nothing burns.
   *[other] Burning: { $burned }.
  }
gf-raid-which-kick = { $name } rolled { $first } and { $second }: Beer or Tobacco?
gf-raid-why-tiles = The rules do not accept the tiles as they lie: move one.
gf-raid-why-end = The Raid cannot end yet.
gf-raid-why-choose = Somebody chooses who takes this damage: click a name.
gf-raid-why-nothing = Nothing to enter here now.
gf-raid-why-kick = Both dice are in: say whether the Beer or the Tobacco kicks in.
gf-raid-why-target = First click who takes the damage.
gf-raid-why-gun-only = Beer, Tobacco and Lightweight help a shot, not a Dynamite throw.
gf-raid-why-lucky = Lucky +5 goes on one die a round: switch the other off first.
gf-raid-why-named = One name takes all the damage; share it once the damage is known.
gf-raid-why-placed = Already placed: to take it back, click the chosen one first.
gf-raid-whose-tile = { $name }: on which building?
gf-raid-why-choosing = This is what the buildings below place now: click a building.
gf-raid-clear-tiles = Start over
gf-raid-why-nothing-placed = Nothing is placed yet.
gf-raid-why-wagon = The Fire Wagon goes to a building nobody defends.
# The odds at the moment of choice, said in the pad's reason line and by
# “holster odds”: the roll they are the odds of, then each outcome and
# its chance.
gf-odds-shot = { $shooter } shoots
gf-odds-shot-lucky = { $shooter } shoots with Lucky +5
gf-odds-damage = { $damage ->
    [0] no damage
   *[other] { $damage } damage
}
gf-odds-damage-more = { $damage }+ damage
gf-odds-throw = { $thrower } throws Dynamite
gf-odds-eleven = 11+
gf-odds-lucky = with Lucky +5
gf-odds-reveal = Reveal roll against the Deputy’s { $best }
gf-odds-beat = beats it
gf-odds-theft = One theft roll
gf-odds-theft-lucky = One theft roll with Lucky +5
gf-odds-theft-item = { $item } { $needed }+
gf-odds-betty = Blind Betty shows { $visible }
gf-odds-call = { $total }+
gf-odds-practice = Target Practice, targets { $low } to { $high }
gf-odds-bullseye = Bullseye
