## The Quick and the Undead
## Building names are what the table typed from the cards; bands are named by
## their player (in the 2-player variant "Ann-1" and "Ann-2").

# Its title and its card on the home screen.
game-undead = The Quick and the Undead
game-undead-players = 2 to 6 players, or solo
game-undead-tracks = Days and rounds, the Law badge, duels, targeting cards, Coins and Notoriety.

undead-hint = e.g. hiring ann · reveal bob 8 cid 5 · duel bob>cid 5 cid>bob 3 · aim street · shoot 4 · income coin · buy saloon · end · next
undead-usage = “{ $typed }” is not an entry of The Quick and the Undead: see the notation page for the words.
undead-notation-ability = “{ $typed }” is not one of the twenty building abilities: use its word (coin, reset-critical, coins-safe, …) or its number 1 to 20.
undead-notation-slot = “{ $typed }” is not a slot of the Targeting card: the slots are 2 to 7 (or “lost” when the card is full).
undead-notation-item = “{ $typed }” is not a resource: coin, notoriety or bullet with its slot.
undead-notation-crit = “crit” goes only after an 8: the Critical Hit is on the 8.
undead-notation-one-shot = One shot here: one face, with “crit” after an 8 if you trigger the Critical Hit.
undead-notation-duel = A duel shot is written shooter>target and the face, e.g. ann>bob 5 (not “{ $typed }”).
undead-notation-building = A building is written: building NAME cost C notoriety N ability ABILITY [bonus coin|bullet|notoriety].
undead-notation-number = “{ $typed }” is not a number printed on a card.
undead-notation-undead = An Undead is written: undead WEAK-POINTS notoriety N [at street|BUILDING], e.g. undead 3 5 notoriety 2 at street.
undead-notation-to = Say which building the Undead is sent to: to BUILDING.

undead-setup-variant = “{ $typed }” is not a way to play: standard, or two-player for the 2-player variant.
undead-setup-seating = The 2-player variant: say how the four bands sit, alternate (A B A B) or pairs (A A B B).
undead-setup-seating-variant-only = The seating of the bands is only asked in the 2-player variant.
undead-setup-colours = { $count } colours for { $bands } bands: give one colour per band, in seating order.
undead-setup-critical = The rulebook does not say which side the Critical token starts on: the table decides, Skull or Backfire.
undead-setup-law = Say who starts with the Law badge.
undead-setup-field-variant = How do you play with two?
undead-variant-standard = One band each
undead-variant-two-player = 2-Player Variant (two bands each)
undead-setup-field-seating = How do the four bands sit?
undead-seating-alternate = Alternating (A B A B)
undead-seating-pairs = In pairs (A A B B)
undead-setup-field-law = Who starts with the Law badge?
undead-setup-fives = “{ $typed }” is not an answer for the option fives: yes (five “1” Notoriety tokens may be exchanged for a “5”) or no.
undead-setup-field-fives = May five “1” Notoriety tokens be exchanged for a “5”? (the rulebook does not say)
undead-fives-yes = Yes
undead-fives-no = No
undead-setup-field-critical = Which side does the Critical token start on? (the rulebook does not say)
undead-side-skull = Skull
undead-side-backfire = Backfire

undead-board-slots-2 = Building slots for 2 players
undead-board-slots-3 = Building slots for 3 players
undead-board-slots-4 = Building slots for 4 players (and the 2-player variant)
undead-board-slots-5 = Building slots for 5 players
undead-board-slots-6 = Building slots for 6 players
undead-board-slots-says = The rulebook says the player count is marked in the corner of each building slot on the board, but not how many slots there are.

undead-ability-coin = Round Start: gain 1 Coin.
undead-ability-notoriety = Round Start: gain 1 Notoriety.
undead-ability-bullet = Round Start: gain 1 Bullet.
undead-ability-reset-critical = Round Start: reset your Critical token from Backfire to Skull.
undead-ability-draw-undead = Round Start: if this building has no Undead, add one from Boot Hill.
undead-ability-buy-resource = Round Start: you may spend 1 Coin to gain 1 Bullet or 1 Notoriety.
undead-ability-roll-resource = Round Start: roll a d8: 1–3 gain 1 Coin, 4–6 gain 1 Bullet, 7–8 gain 1 Notoriety.
undead-ability-move-bullets = Round Start: you may move your Bullets from and to any slot.
undead-ability-gamble = Round Start: roll a d8: 1 lose 1 Coin, 2–3 nothing, 4–6 gain 1 Coin, 7–8 gain 2 Coins; several occupants do not duel.
undead-ability-send-undead = Round Start (4+): spend 1 Notoriety to send an Undead from Boot Hill to a building without one.
undead-ability-coins-safe = Your Coins cannot be stolen.
undead-ability-notoriety-safe = Your Notoriety cannot be stolen.
undead-ability-bullets-safe = Your Bullets cannot be stolen.
undead-ability-steal-more = When you steal, you may take one more of that resource.
undead-ability-fixed-price = This building always costs 5 Coins.
undead-ability-undead-bounty = Gain 1 Notoriety per Undead killed by any player.
undead-ability-buy-off = (4+) Give 1 Coin to an opponent to avoid a shootout; not in the end-of-game tiebreak.
undead-ability-income-more = (4+) During Income, you may take one more of a resource you gain.
undead-ability-shootout-notoriety = (4+) Gain 1 Notoriety each time you are involved in a shootout, whether you survive or not.
undead-ability-home-advantage = (4+) +2 to your hit value in a shootout at this building.

undead-counter-coins = Coins
undead-counter-notoriety = Notoriety tokens (their value)
undead-counter-outlaws = Outlaws in the stash
undead-counter-boot-hill = Boot Hill
undead-counter-supply-coins = Coins in the supply
undead-counter-supply-notoriety = Notoriety in the supply
undead-counter-fives = “5” Notoriety tokens among them
undead-counter-supply-fives = “5” Notoriety tokens in the supply

undead-progress-setup = Setting up
undead-progress-day = Day { $day }, round { $round } of 3
undead-progress-law = Law: { $law }
undead-progress-high-noon = High Noon
undead-progress-tiebreak = Duel to the death
undead-progress-over = The game is over

undead-did-building = Building { $building } (cost { $cost }, { $notoriety } Notoriety): { $ability }
undead-did-undead = Undead with weak points { $weak } ({ $notoriety } Notoriety) { $place ->
    [setup] placed as setup says
    [street] in the street
   *[other] at { $place }
}
undead-did-start = { $band } starts with { $coins ->
    [one] 1 Coin
   *[other] { $coins } Coins
  }, { $notoriety } Notoriety and { $bullets ->
    [one] 1 Bullet
   *[other] { $bullets } Bullets
  }
undead-did-use = { $band } uses { $building }
undead-did-hiring = Hiring Guns: { $count ->
    [0] nobody
   *[other] { $bands }
}
undead-did-reveal = Dice revealed: { $dice }
undead-did-wild = The Wild Card goes to space { $space }
undead-did-hire = { $band } hires guns { $pay ->
    [coins] for 2 Coins
    [notoriety] for 1 Notoriety
   *[free] as New in town
}
undead-did-duel = Duel: { $shots }
undead-did-showdown = Duel to the death: { $shots }
undead-did-pay-up = { $target } pays up: { $coins ->
    [one] 1 Coin
   *[other] { $coins } Coins
  }, { $notoriety } Notoriety, { $bullets ->
    [one] 1 Bullet
   *[other] { $bullets } Bullets
  }
undead-did-walk-out = { $target } walks out; the shot: { $face }
undead-did-steal = Stolen from { $target }: { $coins ->
    [one] 1 Coin
   *[other] { $coins } Coins
  }, { $notoriety } Notoriety, { $bullets ->
    [one] 1 Bullet
   *[other] { $bullets } Bullets
  }
undead-did-aim = Aims at Undead { $nth } { $place ->
    [street] in the street
   *[other] at { $place }
}
undead-did-shoot = Shot at the Undead: { $face }{ $crit ->
    [yes] , Critical Hit
   *[no] {""}
}
undead-did-buy-off = { $band } gives 1 Coin to avoid the shootout
undead-did-stop = Stops shooting
undead-did-income = Income: { $coins ->
    [one] 1 Coin
   *[other] { $coins } Coins
  }, { $notoriety } Notoriety, { $bullets ->
    [one] 1 Bullet
   *[other] { $bullets } Bullets
  }
undead-did-buy = Buys { $building }
undead-did-vacate = The occupant leaves the building
undead-did-stand = The occupant stands their ground
undead-did-fire = Shootout for control: defender { $defender }, attacker { $attacker ->
    [0] does not roll
   *[other] { $attacker }
}
undead-did-end = Ends the turn
undead-did-leave = { $band } leaves { $building }
undead-did-keep = { $band } keeps { $building }, paying the Bullet from slot { $slot }
undead-did-next = Next round
undead-did-extra = { $band } gets an extra Bullet on slot { $slot }
undead-did-change-up = { $band } exchanges five “1” Notoriety tokens for a “5”
undead-did-change-down = { $band } exchanges a “5” Notoriety token for five “1”s

## Findings

rule-undead_phase_not-now = That entry does not fit now: see the reminders for what the table does next.
rule-undead_game_over = The game is over.
rule-undead_board_slots-missing = Holster does not know how many building slots the board has for this table: enter the board value first.
rule-undead_setup_buildings-full = All { $slots } building slots are filled.
rule-undead_boot-hill_empty = Boot Hill is empty: no Undead is drawn.
rule-undead_card_slot-has-bullet = Slot { $slot } shows a Bullet already: choose a slot showing a Casing.
rule-undead_card_slot-is-casing = Slot { $slot } shows a Casing: there is no Bullet to take from it.
rule-undead_card_choose-slot = The Targeting card still has a Casing: choose the slot the Bullet goes on.
rule-undead_purse_not-enough = There is not enough in the stash for that.
rule-undead_outlaws_none-home = { $band } has no Outlaw in the stash to place.
rule-undead_reveal_every-die = The reveal gives each die once: every band not at Hire Guns that has an Outlaw in its stash.
rule-undead_space_unknown = The action spaces are 2 to 8 (a 1 is the Wild Card).
rule-undead_undead_not-there = There is no such Undead there.
rule-undead_duel_every-duelist = Give every duelist’s shot once, each at another duelist.
rule-undead_building_unknown = No building is called “{ $typed }”: use its name, the start of one name, or its number.
rule-undead_building_not-in-it = That Outlaw is not in that building.
rule-undead_undead_place-needed = Say where the Undead goes: “at street”, or “at” and a building.
rule-undead_undead_place-needed-window = Say where the Undead goes: the street or a building.
rule-undead_shootout_shots = The attacker rolls too, unless the defender’s Critical Hit or Critical Miss ended the shootout.
rule-undead_round-start_shape = That is not what this building’s ability does: read its text.
rule-undead_setup_four-plus = With 1 to 3 players the five 4+ buildings are removed from the game.
rule-undead_setup_three-resources = Each band chooses exactly 3 starting resources, not { $count }.
rule-undead_outlaws_six = { $band } cannot have more than 6 Outlaws: no Outlaw is left to hire.
rule-undead_place_own-outlaw-lies = { $band } already has an Outlaw lying on space { $space } from earlier today.
rule-undead_wild_space-held = A 1 goes only on a space without a standing Outlaw; space { $space } has one.
rule-undead_turn_not-yours = It is not { $band }’s turn.
rule-undead_graveyard_draw-first = { $band } first draws an Undead from Boot Hill and places it in town.
rule-undead_graveyard_forced-place = The building’s ability says where this Undead goes.
rule-undead_ability_not-this-space = This action space does not give that ability.
rule-undead_ability_once = The ability is used once a turn, before the income.
rule-undead_intimidate_target = { $band } has no standing Outlaw on a space this space may Intimidate.
rule-undead_intimidate_pay-two = To Pay Up, the target gives two resources.
rule-undead_steal_protected = { $band }’s building protects that resource from theft.
rule-undead_steal_one = Steal one resource (two only with the building that allows one more).
rule-undead_steal_other-player = Steal from another player.
rule-undead_fight_street-only = Space { $space } fights only the Undead in the street.
rule-undead_hunt_target-kept = Once declared, the target of an attempt is kept.
rule-undead_critical_hit-needs-skull = { $band }’s Critical token shows Backfire: an 8 is not a Critical Hit.
rule-undead_income_not-this-space = That is not the income of space { $space }.
rule-undead_income_once = The income is taken once a turn.
rule-undead_buy_street-not-clear = Buildings are bought only while the street has no Undead.
rule-undead_buy_from-action-space = A building is bought with the Outlaw on your action space (not from Hire Guns).
rule-undead_hire_new-in-town = Hiring for free is only for New in town: no Outlaws left and not enough Coins or Notoriety.
rule-undead_round-start_once = Round Start abilities are used once a round, at the start of the round.
rule-undead_round-start_needs-empty = That building already has an Undead.
rule-undead_leave_end-of-round = An Outlaw leaves a building at the end of a round.
rule-undead_buy-off_building = Giving 1 Coin to avoid a shootout needs the building that allows it.
rule-undead_buy-off_two-duelists = A duel is bought off only between two duelists.
rule-undead_scoring_extra-bullet = The extra Bullet is only for when a duelist has none.
rule-undead_supply_ran-out = The supply has no { $resource ->
    [coin] Coins
   *[notoriety] “1” Notoriety tokens (a “5” is never taken in an action)
} left: none was taken.
rule-undead_supply_last = That was the last { $resource ->
    [coin] Coin
    [five] “5” Notoriety token
   *[notoriety] “1” Notoriety token
} in the supply.
rule-undead_notoriety_changed = { $band } exchanges a “5” Notoriety token for five “1”s to give one.
rule-undead_notoriety_no-change = { $band } holds no “1” Notoriety token, and the supply has fewer than five “1”s to exchange for a “5”.
rule-undead_notoriety_no-trade-up = The table decided at setup that five “1” Notoriety tokens are not exchanged for a “5”.
rule-undead_notoriety_undecided = The rulebook does not say whether five “1”s may be exchanged for a “5”, and the table did not decide it at setup (the option “fives”), so Holster does not exchange them.
rule-undead_notoriety_undecided-window = The rulebook does not say whether five “1”s may be exchanged for a “5”, and the table did not decide it at setup, so Holster does not exchange them.
rule-undead_notoriety_no-five = The supply has no “5” Notoriety token left.
rule-undead_card_bullet-lost = The Targeting card is full: the Bullet is lost.
rule-undead_shootout_killed = { $band }’s Outlaw goes to the Graveyard; the shooter gains 1 Notoriety.
rule-undead_critical_miss = Critical Miss: { $band }’s Outlaw goes back to the stash and the turn is over; the Critical token turns to Skull.
rule-undead_hunt_killed = { $band } kills the Undead and keeps the card.
rule-undead_hunt_repeated = { $face } came up again: the attempt is over.
rule-undead_boot-hill_exhausted = Boot Hill is empty: no Undead is placed.
rule-undead_wild_all-lose = { $count } players chose 1: they all lose their turn.
rule-undead_buy_bonus = { $band } is the first buyer and takes the bonus resource.
rule-undead_buy_half-price = Someone is in the building: half price, { $cost ->
    [one] 1 Coin
   *[other] { $cost } Coins
  }.
rule-undead_upkeep_vacated = { $band } paid no Bullet for { $building } and leaves it.
rule-undead_high-noon_triggered = No Undead is left in town: High Noon! One final round, and it cannot be stopped.
rule-undead_scoring_winner = { $count ->
    [0] Nobody is left to win: the table decides.
    [one] { $winners } wins.
   *[other] { $winners } win.
}
rule-undead_building_gave = { $band } gains 1 Notoriety from a building.
rule-undead_setup_enter-buildings = Enter the face-up building cards: { $entered } of { $slots }.
rule-undead_setup_enter-undead = Draw the Undead from Boot Hill one at a time and enter each: they go under the buildings from the highest Notoriety down, then one to the street.
rule-undead_setup_enter-start = { $band } chooses 3 starting resources.
rule-undead_round-start_reminder = { $band } may use { $building }: { $ability }
rule-undead_day_call-hiring = { $law }, the Law: choose your actions in secret, then ask who is Hiring Guns.
rule-undead_day_reveal = Reveal every die at once and place the Outlaws.
rule-undead_wild_place = { $band } chose 1: place the Outlaw on any space without a standing Outlaw.
rule-undead_graveyard_draw = { $band } draws an Undead from Boot Hill and adds it to the town.
rule-undead_duel_shots = Duel on space { $space }: { $count ->
    [2] the two duelists
   *[other] targets announced in turn order from the Law, then all { $count } duelists
} roll at once.
rule-undead_turn_now = { $band }’s turn on { $space ->
    [0] Hire Guns
   *[other] space { $space }
}.
rule-undead_hunt_chance = { $band }: { $count ->
    [0] no shot yet
   *[other] rolled { $rolled }
}; { $kills ->
    [0] no face of the d8 kills with the next shot.
   *[other] { $kills } of the 8 faces kill with the next shot ({ $faces }).
}
rule-undead_buy_occupant-answers = { $standing ->
    [yes] Shootout for control: { $band } rolls first and wins ties.
   *[no] { $band }: vacate the building or stand your ground?
}
rule-undead_round_end = Round { $round } is over: Outlaws may leave buildings; then the next round.
rule-undead_upkeep_pay = End of the day: { $band } pays 1 Bullet for { $building } or leaves it (Next round leaves every building not paid for).
rule-undead_scoring_duel = { $count } players are tied on Notoriety and Coins: they duel to the death.
rule-undead_high-noon_final-round = High Noon: this is the final round.

# --- pad ---
undead-pad-aim = Shoot an Undead
undead-pad-backfire = Backfire
undead-pad-skull = Skull
undead-pad-band-outlaws = Stash { $home } · Graveyard { $graveyard }
undead-pad-band-purse = Coins { $coins } · Notoriety { $notoriety }{ $fives ->
    [0] {""}
   *[other] {" "}({ $fives } × “5”)
}
undead-pad-supply = Supply: { $coins ->
    [one] 1 Coin
   *[other] { $coins } Coins
  } · Notoriety { $ones } × “1”, { $fives } × “5”
undead-pad-bonus = Bonus:
undead-pad-boot-hill = Boot Hill: { $n }
undead-pad-building = Enter a building
undead-pad-building-line = cost { $cost } · Notoriety { $notoriety }
undead-pad-bullet = Bullet { $to }
undead-pad-bullet-from = Bullet from slot { $from } { $to }
undead-pad-bullet-bonus = Bullet
undead-pad-buy = Buy a building
undead-pad-buy-off = Buy off the duel
undead-pad-buy-off-fight = Buy off the shootout (1 Coin)
undead-pad-change = Exchange Notoriety tokens
undead-pad-cancel = Cancel
undead-pad-coin = Coin
undead-pad-cost = Cost
undead-pad-crit = 8: Critical Hit (kills)
undead-pad-die-of = { $band }’s die: what did it show? So far: { $so-far }
undead-pad-done = Enter
undead-pad-duel = Enter the duel
undead-pad-duel-face = { $band } shoots at { $target }: the d8
undead-pad-duel-target = { $band } shoots at whom?
undead-pad-end = End turn
undead-pad-extra = Extra Bullet
undead-pad-fire = Enter the exchange
undead-pad-fire-defender = The defender’s d8
undead-pad-fire-attacker = The attacker’s d8
undead-pad-hire = Hire Guns
undead-pad-hire-guns = Hire Guns
undead-pad-hiring = Call “Hiring Guns”
undead-pad-hiring-who = { $law }, the Law, calls “Hiring Guns”. Dice on Hire Guns: { $bands }
undead-pad-arrange = { $building }: move { $band }’s Bullets
undead-pad-arrange-how = Click the slots the { $n } { $n ->
    [one] Bullet goes
   *[other] Bullets go
} on ({ $ticked } chosen), then Enter.
undead-pad-hunt = Rolled so far: { $rolled }. Shoot again or stop: a number rolled twice ends the attempt; a plain 8 misses.
undead-pad-hunt-first = No shot yet. Shoot or stop: a number rolled twice ends the attempt; a plain 8 misses.
undead-pad-income = Take income
undead-pad-intimidate = Intimidate
undead-pad-items = Chosen so far: { $items }
undead-pad-keep = Keep a building
undead-pad-leave = Leave a building
undead-pad-lost = (lost)
undead-pad-name = Printed name
undead-pad-next = Next round
undead-pad-no-answer = Attacker does not roll
undead-pad-none = None
undead-pad-notoriety = Notoriety
undead-pad-pay-coins = pay 2 Coins
undead-pad-pay-free = New in town?
undead-pad-pay-notoriety = pay 1 Notoriety
undead-pad-pay-up = Pay Up: { $band }
undead-pad-reveal = Reveal the dice
undead-pad-stand = Stand your ground
undead-pad-start = Start: { $band }
undead-pad-steal = Steal
undead-pad-steal-from = Steal from { $band }
undead-pad-stop = Stop shooting
undead-pad-street = Street
undead-pad-to-slot = to slot { $slot }
undead-pad-from-slot = from slot { $slot }
undead-pad-undead = Enter the Undead drawn
undead-pad-use = Use a building
undead-pad-vacate = Leave the building
undead-pad-walk-out = Walk Out: { $band }
undead-pad-weak = Weak points:
undead-pad-wild = Place the Wild Card
undead-pad-won = Winner: { $players }
undead-pad-hiring-ask = Dice on Hire Guns (click each band whose die is there):
undead-pad-hiring-done = Call “Hiring Guns”
undead-pad-undead-notoriety = Its Notoriety:
undead-pad-undead-where = Where it goes (this enters the card):
undead-pad-bonus-none = No bonus
undead-pad-bonus-coin = Coin
undead-pad-bonus-bullet = Bullet
undead-pad-bonus-notoriety = Notoriety
undead-pad-take-back = Start over
undead-pad-income-all = Take income: { $items }
undead-pad-n-coins = { $n ->
    [one] 1 Coin
   *[other] { $n } Coins
}
undead-pad-n-notoriety = { $n } Notoriety
undead-pad-n-bullets = { $n ->
    [one] 1 Bullet
   *[other] { $n } Bullets
}
undead-pad-building-ask = A building card: click it in the box on the board, then its printed cost and Notoriety above the box, then the bonus on its slot, which enters it.
undead-pad-building-then = { $ability } Click its printed cost and Notoriety above the box, then the bonus on its slot, which enters it (a name or a number above 8 is typed below).
undead-pad-undead-setup = An Undead card for setup: click its weak points ({ $weak }), then its Notoriety ({ $notoriety }), which enters it; Holster places it as Setup 2 says.
undead-pad-undead-drawn = { $band } draws an Undead: its weak points ({ $weak }), its Notoriety ({ $notoriety }), then where it goes.
undead-pad-walk-ask = { $band } walks out: the d8 of your one shot.
undead-pad-start-whole = Or all three at once:
undead-pad-start-ask = { $band }’s three starting resources. So far: { $items }
undead-pad-pick = { $what }: which?
undead-pad-turn = { $band }’s turn on { $space }: the ability, then the income, then a building.
undead-pad-the-box = The box: click the building card drawn
undead-pad-building-known = { $ability } Cost { $cost }, { $notoriety } Notoriety, as entered last time: click the bonus on its slot, which enters it (if this copy prints other numbers, click them above the box first).
undead-pad-undead-setup-known = An Undead card: click it in the box on the board, as entered last time, or click its weak points ({ $weak }), then its Notoriety ({ $notoriety }).
undead-pad-known-undead = { $weak } — { $notoriety } Notoriety
undead-pad-the-box-undead = The box's Undead cards, as entered last time: click the one drawn
undead-pad-band-killed = Undead killed: { $n } ({ $notoriety } Notoriety)
undead-card-coin = ! Gain 1 Coin
undead-card-notoriety = ! Gain 1 Notoriety
undead-card-bullet = ! Gain 1 Bullet
undead-card-reset-critical = ! Reset the Critical token
undead-card-draw-undead = ! Add an Undead here
undead-card-buy-resource = ! 1 Coin for Bullet or Notoriety
undead-card-roll-resource = ! Roll for a resource
undead-card-move-bullets = ! Move your Bullets
undead-card-gamble = ! Roll: gamble for Coins
undead-card-send-undead = ! Send an Undead (4+)
undead-card-coins-safe = Coins cannot be stolen
undead-card-notoriety-safe = Notoriety cannot be stolen
undead-card-bullets-safe = Bullets cannot be stolen
undead-card-steal-more = Steal one more
undead-card-fixed-price = Always costs 5 Coins
undead-card-undead-bounty = 1 Notoriety per Undead
undead-card-buy-off = Buy off a shootout (4+)
undead-card-income-more = One more income (4+)
undead-card-shootout-notoriety = Notoriety per shootout (4+)
undead-card-home-advantage = +2 in a shootout here (4+)
undead-why-finish = Finish or cancel { $form } first (Enter or Cancel, top right): Holster never drops it without a word.
undead-why-card-first = First click the building card drawn, in the box on the board.
undead-why-weak-first = First click the card’s weak points.
undead-why-no-undead = There is no Undead in town to shoot at.
undead-why-no-building = There is no building to buy.
undead-why-no-round-start = Nobody controls a building with a Round Start ability now.
undead-why-no-occupant = No Outlaw is in a building.
undead-why-no-target = Nobody can be the target now.
undead-why-not-now = The rules do not accept this now.
undead-why-income-taken = This turn’s income has been taken.
undead-why-target-named = The target of this shot is named already.

## The chart of the game
undead-chart-notoriety = Notoriety as it would be scored now

## Hiring from the Graveyard
rule-undead_outlaws_sixth = { $band } gains { $count ->
    [one] one Outlaw
   *[other] { $count } Outlaws
  }{ $graveyard ->
    [0] {""}
   *[other] {" "}from the Graveyard, as none is left out of play
  }: with { $count ->
    [one] it
   *[other] them
  } the band has 6, the most it may have.

## The final count
rule-undead_scoring_final = { $person }: { $total } Notoriety ({ $tokens } from tokens, { $killed } from Undead killed, { $buildings } from buildings); { $coins } Coins.
undead-part-tokens = Notoriety tokens
undead-part-killed = Undead killed
undead-part-buildings = Buildings
undead-part-coins = Coins

## Refusals that say what to type
rule-undead_upkeep_after-next = The day ends with “next”: type “next” first; then keep each building with “keep BUILDING BAND SLOT” (or leave it).
rule-undead_upkeep_after-next-window = First move on with { undead-pad-next }; then keep each building or leave it.
rule-undead_hire_slot = The number after “coins” or “notoriety” is the slot the hired Bullet goes on, not the price (Hire Guns costs 2 Coins or 1 Notoriety){ $slot ->
    [0] {""}
   *[other] , and slot { $slot } shows a Bullet already
  }: type “hire { $band } coins SLOT” with a slot showing a Casing ({ $free }).
rule-undead_hire_slot-window = The hired Bullet goes on a slot showing a Casing ({ $free }): click one of those.
rule-undead_hire_cost = Hire Guns costs 2 Coins or 1 Notoriety, and { $band } has { $coins } Coins and { $notoriety } Notoriety: type “hire … coins SLOT” or “hire … notoriety SLOT” for what the stash holds (the number is the Bullet’s slot), or “hire … free” when New in town.
rule-undead_hire_cost-window = Hire Guns costs 2 Coins or 1 Notoriety, and { $band } has { $coins } Coins and { $notoriety } Notoriety: pay with what the stash holds, or hire free when New in town.
rule-undead_buy_bonus-slot = The bonus on { $building } is a Bullet: say the slot it goes on, as “buy { $slug } SLOT” (a slot showing a Casing: { $free }).
rule-undead_buy_bonus-slot-window = The bonus on { $building } is a Bullet: click the slot it goes on (a slot showing a Casing: { $free }).
rule-undead_shootout_ended = The defender’s { $how ->
    [hit] Critical Hit
   *[miss] Critical Miss
  } ended the shootout: the attacker does not roll. Type “fire { $face }”.
rule-undead_shootout_ended-window = The defender’s { $how ->
    [hit] Critical Hit
   *[miss] Critical Miss
  } ended the shootout: the attacker does not roll. Enter { $face } as the attacker’s shot.
rule-undead_setup_undead-order = At setup each Undead goes where the rulebook’s order puts it (under the buildings from the highest Notoriety down, then the street): this one goes { $place ->
    [street] to the street
   *[other] under { $place }
  }. Type it without “at”.
rule-undead_setup_undead-order-window = At setup each Undead goes where the rulebook’s order puts it (under the buildings from the highest Notoriety down, then the street): this one goes { $place ->
    [street] to the street
   *[other] under { $place }
  }.

## A board value out of its range
undead-setup-board-value = { $value } cannot be { $typed }: it is a whole number from { $min } to { $max }.

## The odds at the moment of choice: the choice they assume, then each
## figure and its chance. A shot at an Undead: the faces that kill the next
## shot, its chance as a count, and the chance that shooting on until the
## attempt ends kills.
undead-odds-hunt = Shooting at the Undead (kills on { $faces })
undead-odds-hunt-hopeless = Shooting at the Undead (no face kills any more)
undead-odds-next-shot = next shot
undead-odds-to-the-end = shooting on to the end
undead-odds-skull-eight = 8 with the Skull
undead-odds-or = { $list } or { $last }
# A duel of two: each duelist's chance to hit, to be hit and to die.
undead-odds-duel = { $band } shooting at { $target }
undead-odds-hits = hits
undead-odds-is-hit = is hit
undead-odds-dies = dies
# A duel of three or more: the targets are announced when they shoot.
undead-odds-duel-many = Duel of { $count }, targets not yet announced
undead-odds-band-hits = { $band } hits
