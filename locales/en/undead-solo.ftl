# The Quick and the Undead, solo against Dead Ranger. The multiplayer
# game's messages (locales/en/undead.ftl) are used for everything the
# variant leaves as in the normal game.

game-undead-solo = The Quick and the Undead (solo)
game-undead-solo-players = 1 player against Dead Ranger
game-undead-solo-tracks = Dead Ranger’s moves from the d8 you roll, its card, the Undead, the score.
game-undead-solo-button = Solo
game-undead-solo-button-tip = Set up a solo game against Dead Ranger

undead-solo-hint = e.g. place 6 · ranger 3 · duel 5 2 · intimidate 5 7 · walk 4 · pay coin coin · steal coin · income bullet 2 · undead 3 5 notoriety 2 · next
undead-solo-usage = “{ $typed }” is not an entry of the solo game: see the notation page for the words.
undead-solo-notation-placed = Holster places the Undead in the solo game: enter only its weak points and Notoriety.

## Setup

undead-solo-setup-name = Dead Ranger is the automa’s name: give the player another name.
undead-solo-setup-yes-no = { $option } is yes or no, not “{ $typed }”.
undead-solo-option-horsemen = The Horsemen: keep the three “6” Undead in Boot Hill
undead-solo-option-reinforcements = Reinforcements: Dead Ranger sent to 7 brings an Undead
undead-solo-option-horde = The Horde: Dead Ranger on 8 with nobody to Intimidate brings an Undead
undead-solo-option-fast = The Undead are fast!: Dead Ranger also Intimidates laid-down Outlaws
undead-solo-option-no = No
undead-solo-option-yes = Yes

## What Dead Ranger did

undead-solo-space = { $space ->
    [0] Hire Guns
    [2] 2 – Hijack
    [3] 3 – Loot
    [4] 4 – Intimidate
    [5] 5 – Outfit
    [6] 6 – Extort
    [7] 7 – Stalk
    [8] 8 – Scout
   *[other] space { $space }
}
undead-solo-said-placed = rolled { $roll }: { $how ->
    [moved] its Outlaw on { $from } moves to { $space }
    [stood-up] its Outlaw on { $space } stands up again
   *[graveyard] an Outlaw from the Graveyard goes to { $space }
}
undead-solo-said-stole-bullet = steals your Bullet from slot { $slot }
undead-solo-said-stole-coin = steals a Coin from you
undead-solo-said-stole-notoriety = steals 1 Notoriety from you
undead-solo-said-nothing = has nothing to steal from you
undead-solo-said-intimidates = Intimidates your Outlaw on { $space }
undead-solo-said-nobody = has nobody to Intimidate
undead-solo-said = Dead Ranger { $what }.
undead-solo-said-and = { $first }, and { $then }
undead-solo-score = Score { $total }
undead-solo-street = the street
undead-solo-building = { $building }
undead-solo-nowhere = nowhere: every place holds an Undead

## Progress and the end

undead-solo-progress-ranger = Dead Ranger: { $bullets ->
    [one] 1 Bullet
   *[other] { $bullets } Bullets
  } left, { $graveyard } in the Graveyard
undead-solo-progress-won = You killed Dead Ranger
undead-solo-progress-overrun = The town is overrun
undead-solo-progress-dead = All your Outlaws are in the Graveyard
undead-solo-how-won = by killing Dead Ranger
undead-solo-how-overrun = nobody: the town was overrun
undead-solo-how-dead = nobody: all the player’s Outlaws died

## History

undead-solo-did-place = Your Outlaw goes to { $space }
undead-solo-did-hire = Your die goes on Hire Guns
undead-solo-did-ranger = Dead Ranger’s d8: { $roll }
undead-solo-did-duel = Duel: you { $mine }, Dead Ranger { $ranger }
undead-solo-did-intimidate = You Intimidate Dead Ranger’s Outlaw on { $space }: { $face }
undead-solo-did-steal = Stolen from the supply: { $coins ->
    [one] 1 Coin
   *[other] { $coins } Coins
  }, { $notoriety } Notoriety, { $bullets ->
    [one] 1 Bullet
   *[other] { $bullets } Bullets
  }
undead-solo-did-pay = You pay up: { $coins ->
    [one] 1 Coin
   *[other] { $coins } Coins
  }, { $notoriety } Notoriety, { $bullets ->
    [one] 1 Bullet
   *[other] { $bullets } Bullets
  }
undead-solo-did-walk = You walk out; Dead Ranger’s shot: { $face }
undead-solo-did-undead = Undead drawn ({ $notoriety } Notoriety), placed by Holster

## Findings

rule-undead-solo_game_over = The game is over.
rule-undead-solo_entry_not-solo = That entry of the multiplayer game has no place in the solo game (see the solo notation).
rule-undead-solo_setup_no-bonus = In the solo game the buildings get no starting resources: the bonus of a building’s slot stays in the supply, and its first buyer takes none.
rule-undead-solo_phase_not-now = That entry does not fit now: the reminders say what comes next.
rule-undead-solo_intimidated_answer-first = Dead Ranger Intimidates you: pay up or walk out first.
rule-undead-solo_wild_reroll = Dead Ranger rolled 1 while you are at Hire Guns: roll its d8 again and enter that.
rule-undead-solo_undead_placed-by-holster = Holster places the Undead: in the street, or else in the first building without one, clockwise from the Graveyard.
rule-undead-solo_killing_critical-slot = A Critical Hit on Dead Ranger removes a Bullet you name (bullet N) from a slot that holds one; other shots name none.
rule-undead-solo_intimidated_which = More than one of your Outlaws can be Dead Ranger’s target: say which (at N).
rule-undead-solo_intimidate_no-outlaw = Dead Ranger has no Outlaw on space { $space }.
rule-undead-solo_steal_from-supply = What you steal comes from the supply: name Coins, Notoriety or a Bullet with the slot it goes to.
rule-undead-solo_intimidate_target = From space { $space } you may not Intimidate space { $target }.
rule-undead-solo_intimidated_pay-two = To Pay Up, you give two resources, not { $count }.
rule-undead-solo_ranger_did = { $said }
rule-undead-solo_killing_no-bullet = Dead Ranger’s slot { $slot } holds no Bullet anymore: none is removed.
rule-undead-solo_options_reinforcements = Reinforcements: an Undead comes from Boot Hill.
rule-undead-solo_options_horde = The Horde: an Undead comes from Boot Hill.
rule-undead-solo_duels_ranger-critical-miss = Dead Ranger’s Critical Miss: its Outlaw goes back to the Graveyard (no Undead comes).
rule-undead-solo_undead_buried = The Undead goes to the bottom of Boot Hill.
rule-undead-solo_end_won = Dead Ranger’s card has no Bullet left: you win, with { $score } points.
rule-undead-solo_end_overrun = The town is overrun: you lose, with { $score } points.
rule-undead-solo_end_dead = All your Outlaws are in the Graveyard: you lose, with { $score } points.
rule-undead-solo_setup_buildings = Enter the building cards clockwise from the Graveyard: { $entered } of { $slots }.
rule-undead-solo_setup_street = Draw one Undead from Boot Hill for the street and enter it.
rule-undead-solo_play_place = You are the Law: place an Outlaw on an action space, or your die on Hire Guns ({ $home } in your stash).
rule-undead-solo_play_roll = Roll Dead Ranger’s d8 and enter it.
rule-undead-solo_duels_now = Duel with Dead Ranger on { $space }: roll your d8 and its d8.
rule-undead-solo_intimidated_now = Dead Ranger on { $space } Intimidates your Outlaw on space { $at }: pay up (two resources) or walk out (roll its d8).
rule-undead-solo_undead_draw = Draw the top Undead of Boot Hill and enter it: it goes to { $place }.
rule-undead-solo_score_now = { $score }

## The pad

undead-solo-pad-place-ask = Your space:
undead-solo-pad-walk-ask = You walk out: Dead Ranger’s d8
undead-solo-pad-seen = Seen before in this game (one click):
undead-solo-pad-seen-card = { $weak } · { $notoriety } Notoriety
undead-solo-pad-building-ask = A building card: click it in the box on the board, type its printed name, cost and Notoriety, then Enter (solo: no bonus on the buildings).
undead-solo-pad-building-then = { $ability } Type its printed name, cost and Notoriety, then Enter.
undead-solo-pad-hire-guns = Hire Guns
undead-solo-pad-walk = Walk out: { $face }{ $at ->
    [0] {""}
   *[other] {" "}(your Outlaw on { $at })
}
undead-solo-pad-critical = 8: Critical Hit (kills)
undead-solo-pad-end = End turn
undead-solo-pad-next = Next round
undead-solo-pad-stop = Stop shooting
undead-solo-pad-done = Enter
undead-solo-pad-cancel = Cancel
undead-solo-pad-none = no ability yet
undead-solo-pad-building = Building: cost { $cost }, { $notoriety } Notoriety, { $ability }
undead-solo-pad-undead = Undead: weak points { $weak }, { $notoriety } Notoriety
undead-solo-pad-duel-mine = Your d8
undead-solo-pad-duel-ranger = You rolled { $mine }: Dead Ranger’s d8
undead-solo-pad-intimidate-shot = Your shot at Dead Ranger’s Outlaw on { $space }
undead-solo-pad-intimidate-slot = Critical Hit on { $space }: which of Dead Ranger’s Bullets goes?
undead-solo-pad-income = Income: { $items }
undead-solo-pad-steal = Steal from the supply: { $items }
undead-solo-pad-pay = Pay up: { $items }
undead-solo-pad-open-building = Enter a building card
undead-solo-pad-open-undead = Enter the Undead card
undead-solo-pad-open-duel = Duel
undead-solo-pad-open-intimidate = Intimidate Dead Ranger on { $space }
undead-solo-pad-open-income = Take income
undead-solo-pad-open-steal = Steal
undead-solo-pad-open-pay = Pay up
undead-solo-pad-aim-street = Aim at the Undead in the street
undead-solo-pad-aim-building = Aim at the Undead in { $building }
undead-solo-pad-buy = Buy { $building }
undead-solo-pad-hire-coins = Hire guns for 2 Coins
undead-solo-pad-hire-notoriety = Hire guns for 1 Notoriety
undead-solo-pad-hire-free = Hire guns as New in town
undead-solo-pad-keep = Keep { $building }: Bullet from slot { $slot }
undead-solo-pad-leave = Leave { $building }
undead-solo-pad-use = Use { $building }
undead-solo-pad-use-for-notoriety = 1 Coin for 1 Notoriety
undead-solo-pad-use-for-bullet = 1 Coin for 1 Bullet
undead-solo-pad-open-use = Use a building
undead-solo-pad-open-arrange = Move your Bullets
undead-solo-pad-use-which = Use a building’s Round Start ability: the d8 you rolled, or your choice.
undead-solo-pad-use-roll = { $building }: the d8 you rolled
undead-solo-pad-use-pick = { $building }:
undead-solo-pad-arrange = { $building }: click the slots your { $n } { $n ->
    [one] Bullet goes
   *[other] Bullets go
} to ({ $ticked } chosen), then Enter.

## The chart
undead-solo-chart-score = Your score as it stands
undead-solo-chart-ranger-bullets = Bullets left on Dead Ranger’s card
undead-solo-chart-dead-ranger = Dead Ranger

## The target of an Intimidation
rule-undead-solo_intimidated_not-target = Your Outlaw on space { $at } is not Dead Ranger’s target: it Intimidates your Outlaw on space { $target }. Type the answer without “at { $at }” (or with “at { $target }”).
rule-undead-solo_intimidated_not-target-window = Your Outlaw on space { $at } is not Dead Ranger’s target: it Intimidates your Outlaw on space { $target }. Answer for the Outlaw on space { $target }.

## The final score
undead-solo-score-final = Final score: { $total } (5 − { $undead } Undead Outlaws on action spaces + { $notoriety } Notoriety + 2 × { $cleared } buildings without Undead + { $controlled } from yours − { $graveyard } in the Graveyard)
undead-solo-part-undead-out = Undead Outlaws on spaces
undead-solo-part-notoriety = Notoriety
undead-solo-part-cleared = Buildings without Undead
undead-solo-part-controlled = Yours without Undead
undead-solo-part-graveyard = Yours in the Graveyard

## The odds of Dead Ranger's d8, before the player rolls it: what each
## face brings the player, each figure with the faces that bring it.
undead-solo-odds-ranger = Dead Ranger’s d8 as things stand
undead-solo-odds-ranger-reroll = Dead Ranger’s d8 as things stand (a 1 is rolled again)
undead-solo-odds-duel = duel ({ $faces })
undead-solo-odds-intimidation = Intimidates you ({ $faces })
undead-solo-odds-theft = steals from you ({ $faces })
undead-solo-odds-undead = an Undead comes ({ $faces })
undead-solo-odds-overrun = the town is overrun ({ $faces })
undead-solo-odds-nothing = nothing ({ $faces })
undead-solo-odds-any = any face
