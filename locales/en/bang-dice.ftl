## BANG! The Dice Game

# Its title and its card on the home screen.
game-bang-dice = BANG! The Dice Game
game-bang-dice-players = 3 to 8 players
game-bang-dice-tracks = Life points, arrows and the pile, rerolls, revealed roles, who wins.

bang-dice-hint = e.g. roll a d 1 b g · reroll 2 4 b g · shoot bob · beer ann · gatling · end
bang-dice-counter-life = life points
bang-dice-counter-arrows = arrows
bang-dice-counter-pile = arrows in the pile

bang-dice-progress-turn = Turn { $turn }
bang-dice-progress-start = Before the first roll
bang-dice-progress-roll = Roll { $roll } of { $rolls }
bang-dice-progress-resolve = Resolving the dice
bang-dice-progress-done = All dice resolved: end the turn
bang-dice-progress-choice = A character chooses first
bang-dice-progress-over = The game is over

## Characters and roles

bang-dice-character-bart-cassidy = Bart Cassidy
bang-dice-character-black-jack = Black Jack
bang-dice-character-calamity-janet = Calamity Janet
bang-dice-character-el-gringo = El Gringo
bang-dice-character-jesse-jones = Jesse Jones
bang-dice-character-jourdonnais = Jourdonnais
bang-dice-character-kit-carlson = Kit Carlson
bang-dice-character-lucky-duke = Lucky Duke
bang-dice-character-paul-regret = Paul Regret
bang-dice-character-pedro-ramirez = Pedro Ramirez
bang-dice-character-rose-doolan = Rose Doolan
bang-dice-character-sid-ketchum = Sid Ketchum
bang-dice-character-slab-the-killer = Slab the Killer
bang-dice-character-suzy-lafayette = Suzy Lafayette
bang-dice-character-vulture-sam = Vulture Sam
bang-dice-character-willy-the-kid = Willy the Kid

bang-dice-role-sheriff = Sheriff
bang-dice-role-deputy = Deputy
bang-dice-role-outlaw = Outlaw
bang-dice-role-renegade = Renegade

bang-dice-team-law = the Sheriff and the Deputies
bang-dice-team-outlaws = the Outlaws
bang-dice-team-renegade = the Renegade
bang-dice-team-alone = alone
bang-dice-team-unknown = not known until the roles are revealed
bang-dice-winners-unnamed = named once the roles are revealed

bang-dice-step-shots = the 1s and 2s
bang-dice-step-beers = the beers
bang-dice-step-gatling = the gatling
bang-dice-step-kit = Kit Carlson's arrow discards

## The faces as the history writes them, whatever letter was typed

bang-dice-letter-arrow = a
bang-dice-letter-dynamite = d
bang-dice-letter-one = 1
bang-dice-letter-two = 2
bang-dice-letter-beer = b
bang-dice-letter-gatling = g

## Setting up

bang-dice-setup-characters-missing = Choose every player's character (on the command line: “characters=bart-cassidy,sid-ketchum,…” in seat order).
bang-dice-setup-characters-count = { $count ->
    [one] One character was named
   *[other] { $count } characters were named
  } for { $players } players: name one per seat.
bang-dice-setup-character-unknown = “{ $typed }” is not one of the sixteen characters.
bang-dice-setup-character-ambiguous = “{ $typed }” could be more than one character: type more of the name.
bang-dice-setup-character-twice = { $character } is named twice: every character is in the game at most once.
bang-dice-setup-sheriff-missing = Choose who is the Sheriff (on the command line: “sheriff=” and a seat number or name).
bang-dice-setup-no-sheriff-with-three = With three players there is no Sheriff: choose the three face-up roles instead (on the command line: “roles=deputy,outlaw,renegade”).
bang-dice-setup-roles-missing = With three players the roles are face up: choose each player's role (on the command line: “roles=deputy,outlaw,renegade” in seat order).
bang-dice-setup-characters-missing-window = Choose every player's character beside their name.
bang-dice-setup-sheriff-missing-window = Choose who is the Sheriff.
bang-dice-setup-no-sheriff-with-three-window = With three players there is no Sheriff: choose the three face-up roles beside the names instead.
bang-dice-setup-roles-missing-window = With three players the roles are face up: choose each player's role beside their name.
bang-dice-setup-roles-three = With three players the roles are one Deputy, one Outlaw and one Renegade, in seat order.
bang-dice-setup-roles-secret = With four or more players only the Sheriff is shown at the start; the other roles stay secret until they are revealed.

## Typed entries

bang-dice-usage = “{ $typed }” is not an entry Holster knows. Type roll, reroll, shoot, beer, gatling, kit, sid, bart, pedro, reveal or end.
bang-dice-notation-roll = Type “roll” and the five faces, for example “roll a d 1 b g”.
bang-dice-notation-reroll = Type “reroll”, the numbers of the dice, then their new faces, for example “reroll 2 4 b g”.
bang-dice-notation-die = “{ $typed }” is not a die: the dice are numbered 1 to 5.
bang-dice-notation-die-twice = Die { $die } is named twice.
bang-dice-notation-targets = Type “{ $word }” and one player per die, for example “{ $word } bob cid”.
bang-dice-notation-sid = Type “sid” and the player who gains a life point, or “sid none”.
bang-dice-notation-bart = Type “bart life”, “bart arrow” or “bart arrows 2”.
bang-dice-notation-pedro = Type “pedro” to discard one arrow, “pedro 2” for two, or “pedro none”.
bang-dice-notation-reveal = Type “reveal”, the player and the role, for example “reveal ann outlaw”.
bang-dice-notation-role = “{ $typed }” is not a role: type sheriff, deputy, outlaw or renegade.

## The history

bang-dice-did-sid = Sid Ketchum gave a life point to { $player }
bang-dice-did-sid-none = Sid Ketchum gave nobody a life point
bang-dice-did-roll = Rolled { $face1 } { $face2 } { $face3 } { $face4 } { $face5 }
bang-dice-did-reroll = Rerolled { $count ->
    [1] die { $die1 }: { $face1 }
    [2] dice { $die1 } and { $die2 }: { $face1 } { $face2 }
    [3] dice { $die1 }, { $die2 } and { $die3 }: { $face1 } { $face2 } { $face3 }
    [4] dice { $die1 }, { $die2 }, { $die3 } and { $die4 }: { $face1 } { $face2 } { $face3 } { $face4 }
   *[other] dice { $die1 }, { $die2 }, { $die3 }, { $die4 } and { $die5 }: { $face1 } { $face2 } { $face3 } { $face4 } { $face5 }
  }
bang-dice-did-shoot = Shot { $players }
bang-dice-did-beer = Beer for { $players }
bang-dice-did-gatling = Fired the gatling
bang-dice-did-kit = Kit Carlson discarded an arrow of { $players }
bang-dice-did-kit-none = Kit Carlson discarded no arrows
bang-dice-did-bart = Bart Cassidy took { $count ->
    [0] no arrows and lost the life points
    [one] an arrow instead of a life point
   *[other] { $count } arrows instead of life points
  }
bang-dice-did-pedro = Pedro Ramirez discarded { $count ->
    [0] no arrows
    [one] an arrow
   *[other] { $count } arrows
  }
bang-dice-did-reveal = { $player } revealed their role: { $role }
bang-dice-did-end = Ended the turn

## Rules: impossible entries

rule-bang-dice_player_unknown = There is no player in seat { $seat }.
rule-bang-dice_game_over = The game is over: only roles can still be revealed.
rule-bang-dice_dice_not-rolled = The dice have not been rolled yet this turn: enter the first roll.
rule-bang-dice_roll_already-rolled = The first roll of this turn is already entered: enter a reroll instead.
rule-bang-dice_roll_already-rolled-window = The first roll of this turn is already entered: click the dice to roll again and enter the reroll.
rule-bang-dice_dice_no-such-die = There is no die { $die }: the dice are numbered 1 to 5, each named once.
rule-bang-dice_shot_wrong-count = { $expected ->
    [one] One 1 or 2 is showing
   *[other] { $expected } 1s and 2s are showing
  }: name one player per die, not { $count }.
rule-bang-dice_beer_wrong-count = { $expected ->
    [one] There is one beer to give
   *[other] There are { $expected } beers to give
  }: name one player per beer, not { $count }.
rule-bang-dice_resolve_already-done = Already resolved this turn: { $step }.
rule-bang-dice_choice_none-pending = { $character } has no choice to make now.
rule-bang-dice_choice_too-many = { $player } can choose at most { $max }.
rule-bang-dice_reveal_known = { $player }'s role is already known: { $role }.
rule-bang-dice_reveal_impossible = { $player } cannot be { $role }: no such role card is left in this game.
rule-bang-dice_character_kit-carlson_no-arrow = { $player } has no arrow for Kit Carlson to discard.
rule-bang-dice_character_kit-carlson_too-many = Kit Carlson discards one arrow per gatling die: at most { $max }, not { $count }.
rule-bang-dice_character_slab-the-killer_no-beer = A double hit needs a beer die, and none is left.

## Rules: what the rules forbid

rule-bang-dice_dynamite_no-reroll = Die { $die } shows dynamite, and dynamite may never be rerolled.
rule-bang-dice_dynamite_no-more-rolls = { $player } has three or more dynamite: the rolling is over.
rule-bang-dice_roll_too-many = { $player } has had all { $rolls } rolls: the last roll must be accepted.
rule-bang-dice_roll_after-resolving = The dice are already being resolved: no more rerolls this turn.
rule-bang-dice_resolve_out-of-order = Resolve the dice in the rules' order: first { $step }.
rule-bang-dice_target_out-of-range = Die { $die } ({ $face }) cannot reach { $player }. It can hit: { $players }.
rule-bang-dice_target_self = Die { $die } shoots another player, never the shooter.
rule-bang-dice_target_eliminated = { $player } is out of the game: no die can be used on them.
rule-bang-dice_turn_unresolved = The turn cannot end yet; still to resolve: { $step }.
rule-bang-dice_turn_no-roll = { $player } has not rolled yet this turn.
rule-bang-dice_gatling_too-few = { $count ->
    [one] One gatling is
   *[other] { $count } gatlings are
  } not enough: the gatling needs { $needed }.
rule-bang-dice_choice_pending = First enter the choice of { $players }.
rule-bang-dice_elimination_reveal-first = Whether the game is over depends on the role of { $players }: reveal it first.
rule-bang-dice_reveal_alive = { $player } is still in the game: their role stays secret until they are eliminated or the game is over.
rule-bang-dice_character_slab-the-killer_only-slab = Only Slab the Killer can make a beer double a hit.
rule-bang-dice_character_slab-the-killer_once-per-turn = Slab the Killer doubles one hit per turn.
rule-bang-dice_character_bart-cassidy_last-arrow = Bart Cassidy may not take the last arrow of the pile: at most { $max } now.

## Rules: what the table must do now

rule-bang-dice_resolve_shots = { $player }: give { $count ->
    [one] the 1 or 2
   *[other] each of the { $count } 1s and 2s
  } to a player in range.
rule-bang-dice_resolve_beers = { $player }: give { $count ->
    [one] the beer
   *[other] each of the { $count } beers
  } to a player.
rule-bang-dice_resolve_gatling = { $player }: fire the gatling.
rule-bang-dice_indians_attack = The last arrow is gone: the Indians attack ({ $losses }). Everyone puts their arrows back on the pile.
rule-bang-dice_elimination_reveal = { $player } is out: reveal their role.
rule-bang-dice_end_needs-reveal = Whether the game is over depends on the roles of eliminated players: reveal them.
rule-bang-dice_end_reveal-roles = The game is over: { $players }, reveal your { $count ->
    [one] role
   *[other] roles
  } so the winners can be named.
rule-bang-dice_character_sid-ketchum_choose = { $player } (Sid Ketchum): choose who gains a life point before the first roll.
rule-bang-dice_character_bart-cassidy_choose = { $player } (Bart Cassidy) is about to lose { $count ->
    [one] a life point
   *[other] { $count } life points
  }: take up to { $max } as arrows instead, or none.
rule-bang-dice_character_pedro-ramirez_choose = { $player } (Pedro Ramirez) may discard up to { $max } of his arrows.
rule-bang-dice_character_kit-carlson_choose = { $player } (Kit Carlson) may discard up to { $max } arrows of any players, his own too.
rule-bang-dice_character_suzy-lafayette_end-of-turn = { $player } (Suzy Lafayette) has no 1 or 2: she gains two life points when the turn ends.

## Rules: consequences

rule-bang-dice_arrow_taken = { $player } takes { $count ->
    [one] an arrow
   *[other] { $count } arrows
  } from the pile.
rule-bang-dice_dynamite_exploded = Three or more dynamite: { $player } loses a life point and cannot roll again{ $out ->
    [yes] .
   *[no] ; the other dice are still resolved.
  }
rule-bang-dice_beer_wasted = { $player } already has all their life points: the beer is wasted.
rule-bang-dice_life_max = { $player } already has all their life points: nobody has more than they started with.
rule-bang-dice_elimination_eliminated = { $player } is eliminated; their arrows go back to the pile.
rule-bang-dice_turn_passed = The player whose turn it was is out: { $player } plays next.
rule-bang-dice_gatling_fired = { $player } fires the gatling: everyone else loses a life point, and { $player } puts all their arrows back.
rule-bang-dice_end_sheriff-down = The Sheriff is eliminated: the game is over. Winners: { $team } ({ $winners }).
rule-bang-dice_end_outlaws-down = All Outlaws and Renegades are eliminated: the game is over. Winners: { $team } ({ $winners }).
rule-bang-dice_end_eight-players = The Sheriff is eliminated; with eight players each Renegade plays for himself and wins only as the last one left. Winners: { $team } ({ $winners }).
rule-bang-dice_end_everyone-down = Everyone is eliminated at once: the Outlaws win. Winners: { $team } ({ $winners }).
rule-bang-dice_three-players_target = { $winners } has eliminated their own target and wins.
rule-bang-dice_three-players_showdown = A target fell, but not to the player hunting it: the last two fight it out, and the last one standing wins.
rule-bang-dice_three-players_last-standing = { $winners } is the last one standing and wins.
rule-bang-dice_character_bart-cassidy_arrows = { $player } (Bart Cassidy) takes { $count ->
    [one] an arrow
   *[other] { $count } arrows
  } instead of losing life points.
rule-bang-dice_character_black-jack_dynamite = { $player } (Black Jack) may reroll dynamite.
rule-bang-dice_character_calamity-janet_swap = Calamity Janet uses a 1 as a 2 or a 2 as a 1 to reach { $player }.
rule-bang-dice_character_el-gringo_arrow = { $gringo } (El Gringo) was hit: { $player } takes an arrow.
rule-bang-dice_character_jesse-jones_double-beer = { $player } (Jesse Jones) has 4 life points or fewer: the beer gives him two.
rule-bang-dice_character_jourdonnais_one-life = Jourdonnais loses only one life point to the Indians.
rule-bang-dice_character_lucky-duke_extra-roll = { $player } (Lucky Duke) uses his extra reroll.
rule-bang-dice_character_paul-regret_no-gatling = Paul Regret loses no life points to the gatling.
rule-bang-dice_character_rose-doolan_range = Rose Doolan shoots one place further to reach { $player }.
rule-bang-dice_character_sid-ketchum_heal = Sid Ketchum gives { $player } a life point.
rule-bang-dice_character_slab-the-killer_double = Slab the Killer spends a beer: { $player } loses two life points to one die.
rule-bang-dice_character_suzy-lafayette_bonus = { $player } (Suzy Lafayette) ends her turn without a 1 or 2 and gains { $count ->
    [one] a life point
   *[other] { $count } life points
  }.
rule-bang-dice_character_vulture-sam_bonus = { $player } (Vulture Sam) gains { $count ->
    [one] a life point
   *[other] { $count } life points
  } for the players eliminated.
rule-bang-dice_character_willy-the-kid_two-gatlings = Willy the Kid needs only two gatlings.

## The chart of the game
bang-dice-chart-life = Life points

## Sid Ketchum always chooses
rule-bang-dice_character_sid-ketchum_someone = Sid Ketchum gives someone a life point at the start of his turn, and every living player can gain one: choose who (“sid NAME”).
rule-bang-dice_character_sid-ketchum_someone-window = Sid Ketchum gives someone a life point at the start of his turn, and every living player can gain one: click who gets it.
# The odds of a reroll, shown while the player chooses the dice to reroll:
# the choice they assume, then each figure and its chance.
bang-dice-odds-reroll = { $left ->
    [0] Rerolling { $dice } { $dice ->
        [one] die
       *[other] dice
    } on the last roll
   *[other] Rerolling { $dice } { $dice ->
        [one] die
       *[other] dice
    }, then all but gatlings { $left ->
        [one] once more
       *[other] { $left } more times
    }
}
bang-dice-odds-dynamite = 3+ dynamite
bang-dice-odds-gatling = { $needed } gatlings
bang-dice-odds-indians = Indian attack
