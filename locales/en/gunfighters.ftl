## Make You Gunfighters

# Its title and its card on the home screen.
game-gunfighters = Make You Gunfighters
game-gunfighters-players = 3 to 7 players
game-gunfighters-tracks = Cards in hand, discards, Bounty Coins, Story and Climax cards, the turn clock.

mgf-hint = e.g. move stable · shoot bob ranch 2 · story · end · lose ann cliff · climax ann rifle
mgf-usage = “{ $typed }” is not a Make You Gunfighters entry: try move, shoot, story, end, gain, lose, time, coins, give, climax, control, draw or play-on
mgf-counter-cards = cards in hand
mgf-counter-coins = Bounty Coins
mgf-counter-pile = cards in the Gunfire pile
mgf-counter-bank = Bounty Coins in the Bank
mgf-counter-story = Story cards in the Story deck
mgf-counter-climax = Climax cards in their pile

mgf-progress-over = The game is over
mgf-progress-turn = Round { $round }, turn { $turn }
mgf-progress-stage = { $stage ->
    [draw] The last two settle the draw
    [climax] A Climax card is drawn first
    [quick-draw] Quick Draw: a Shoot may follow
    [horse] Horse: a Move may follow
    [story] The Story card's effect, then the end of the turn
    [mark] The Story card's effect, then a free Shoot
   *[action] One action: Move, Shoot or Advance the Story
}

## Locations and Climax cards (printed names)

mgf-location-stable = Stable
mgf-location-saloon = Saloon
mgf-location-station = Station
mgf-location-plaza = Plaza
mgf-location-ranch = Ranch
mgf-location-cliff = Cliff
mgf-climax-quick-draw = Quick Draw
mgf-climax-horse = Horse
mgf-climax-hard-liquor = Hard Liquor
mgf-climax-rifle = Rifle

## Setup and board values

mgf-setup-switch = The option { $option } is on or off, not “{ $typed }”.
mgf-setup-coins-range = { $count } Bounty Coins each is not possible: from 0 to 5.
mgf-setup-coins-too-many = { $count } Bounty Coins each for { $players } players is more than the 16 there are.
mgf-setup-face-up-missing = Enter each player's face-up fifth card (face-up=stable,ranch,…).
mgf-setup-face-up-missing-window = Choose each player's face-up fifth card beside their name.
mgf-setup-face-up-count = { $count ->
    [one] One face-up card
   *[other] { $count } face-up cards
  } entered for { $players } players: one each.
mgf-board-starting-coins = Bounty Coins each player starts with
mgf-board-starting-coins-rulebook = The rulebook names 16 Bounty Coins but not how many each player starts with: enter what your table uses.
mgf-ui-setup-off = Off
mgf-ui-setup-on = On
mgf-ui-setup-face-up = Face-up fifth card
mgf-ui-setup-dealer = Dealer
mgf-ui-setup-first = Takes the first turn
mgf-ui-setup-public-memory = Public memory (show the cards the table has seen)
mgf-ui-setup-extra-a = Extra rule A: the Plaza connects the town
mgf-ui-setup-extra-b = Extra rule B: control of locations
mgf-ui-setup-ten-seconds = Optional rule: 10 seconds per turn

## Notation

mgf-notation-location = “{ $typed }” is not a location: Stable, Saloon, Station, Plaza, Ranch or Cliff.
mgf-notation-move = Move: move LOCATION (the card thrown), with “discard” when the top discard is taken: move stable discard
mgf-notation-shoot = Shoot: shoot TARGET LOCATION CARDS-HELD, e.g. shoot bob ranch 2 (with plaza, or free)
mgf-notation-story = Advance the Story: story, or story mark for a card with the mark
mgf-notation-gain = Cards drawn: gain PLAYER COUNT, e.g. gain ann 2
mgf-notation-lose = Cards lost: lose PLAYER LOCATION…, e.g. lose ann cliff (by bob when Bob took her out)
mgf-notation-time = Out of time: time LOCATION (the card lost)
mgf-notation-coins = Coins: coins PLAYER +N (from the Bank) or -N (to the Bank)
mgf-notation-give = Coins between players: give FROM TO COUNT
mgf-notation-climax = Climax card: climax PLAYER TYPE, e.g. climax ann rifle
mgf-notation-climax-type = “{ $typed }” is not a Climax card: Quick Draw, Horse, Hard Liquor or Rifle.
mgf-notation-control = Control: control PLAYER LOCATION, e.g. control ann stable

## History

mgf-did-move = Moved: threw down a { $card } card, drew { $from ->
    [discard] the top discard
   *[pile] from the Gunfire pile
}
mgf-did-shoot = Shot { $target } at the { $location }{ $aim ->
    [card] {" "}with a { $card } card
    [free] {" "}without revealing a card
   *[same] {""}
}: { $hits ->
    [0] no cards there
    [one] one card discarded
   *[other] { $hits } cards discarded
}
mgf-did-story = Advanced the Story{ $mark ->
    [yes] {" "}(a card with the mark)
   *[no] {""}
}
mgf-did-end = Ended the turn
mgf-did-gain = Drew { $count ->
    [one] a card
   *[other] { $count } cards
}
mgf-did-lose = Lost { $count ->
    [one] a card
   *[other] { $count } cards
} ({ $cards }){ $by ->
    [none] {""}
   *[other] , to { $by }
}
mgf-did-time = Ran out of time: lost a { $card } card
mgf-did-coins = { $change ->
    [-1] Paid a Bounty Coin to the Bank
    [1] Took a Bounty Coin from the Bank
   *[other] Bounty Coins from the Bank: { $change }
}
mgf-did-give = Gave { $to } { $count ->
    [one] a Bounty Coin
   *[other] { $count } Bounty Coins
}
mgf-did-climax = Drew a Climax card: { $kind }
mgf-did-control = Took control of the { $location }
mgf-did-draw = The last two agreed on a draw
mgf-did-play-on = The fight goes on: 8 Bounty Coins each from the Bank

## Rules

rule-gunfighters_player_unknown = There is no seat { $seat }.
rule-gunfighters_game_over = The game is over.
rule-gunfighters_player_out = { $player } is out of the game.
rule-gunfighters_cards_too-many = { $player } has only { $count ->
    [one] one card
   *[other] { $count } cards
} in hand.
rule-gunfighters_cards_location-full = There are only 7 { $location } cards: more have been seen than that.
rule-gunfighters_deck_empty = There is no card left to draw: the Gunfire pile and the discard pile are both empty.
rule-gunfighters_discard_empty = The discard pile is empty: there is no top card to take.
rule-gunfighters_story_no-coin = { $player } has no Bounty Coin to pay for a Story card.
rule-gunfighters_story_pile-empty = The Story deck is empty.
rule-gunfighters_coins_short = { $player ->
    [bank] The Bank has
   *[other] { $player } has
} only { $count ->
    [one] one Bounty Coin
   *[other] { $count } Bounty Coins
  }.
rule-gunfighters_climax_pile-empty = The Climax pile is empty.
rule-gunfighters_control_too-few = Taking control takes three cards of one location; { $player } has { $count } in hand.
rule-gunfighters_end_no-draw = No draw is on offer: a draw is only for the last two players, both down to one card, with no Bounty Coins.
rule-gunfighters_entry_nothing = That entry changes nothing.
rule-gunfighters_turn_no-action = { $player } must take an action on their turn: Move, Shoot or Advance the Story.
rule-gunfighters_turn_one-action = One action per turn: { $player } has already taken one, and no Climax card or mark allows another.
rule-gunfighters_shoot_self = A player shoots at another player, not at themselves.
rule-gunfighters_shoot_out-of-reach = A { $card } card shoots at the { $card }, not at the { $location }{""}.
rule-gunfighters_shoot_must-reveal = A Shoot reveals a Gunfire card (only the Rifle and a Story card's mark shoot without one).
rule-gunfighters_shoot_known-card = The table saw { $player } hold { $count ->
    [one] a { $location } card: it must be discarded
   *[other] { $count } { $location } cards: they must all be discarded
  }.
rule-gunfighters_climax_pending = { $player } should have drawn a Climax card the moment they went down to one card; that moment has passed and does not come back.
rule-gunfighters_climax_not-due = A Climax card is drawn only at the very moment a player goes down to one card; { $player } is not due one.
rule-gunfighters_control_off = Control of locations is extra rule B, which this table did not choose.
rule-gunfighters_control_not-end-of-turn = A player takes control at the end of their own turn; it is not the end of { $player }'s turn.
rule-gunfighters_ten-seconds_off = The 10-second rule was not chosen for this game.
rule-gunfighters_end_draw-pending = The last two must settle the draw first: accept it, or one of them continues the fight.
rule-gunfighters_climax_draw = { $player } is down to one card: draw a Climax card now and put it face up ({ $left } left).
rule-gunfighters_story_effect = { $player }: follow the Story card and enter what it did (cards gained or lost, coins), then end the turn.
rule-gunfighters_story_free-shoot = { $player }: follow the Story card and enter what it did; then one free Shoot, anywhere, without a card (unless the card took you out).
rule-gunfighters_climax_quick-draw = Quick Draw: { $player } may Shoot now, or end the turn.
rule-gunfighters_climax_horse = Horse: { $player } may Move now, or end the turn.
rule-gunfighters_out_no-taker = Nobody took { $player } out, so by the rules nobody claims their { $coins ->
    [one] Bounty Coin
   *[other] { $coins } Bounty Coins
  }: the table decides (give or coins).
rule-gunfighters_end_draw = { $players } are the last two, both down to one card, with no Bounty Coins: a draw, unless one of them continues the fight (8 Bounty Coins each from the Bank).
rule-gunfighters_coins_unset = The rulebook does not say how many Bounty Coins each player starts with: enter what your table uses before the first turn.
rule-gunfighters_ten-seconds_up = { $player } ran out of time (the 10-second rule): they lose a card from their hand; enter the card lost with “time LOCATION”.
rule-gunfighters_ten-seconds_up-window = { $player } ran out of time (the 10-second rule): they lose a card from their hand; click the location of the card lost.
rule-gunfighters_shoot_cut-off = The Shoot rule breaks off here in the rulebook (the others heard the shots): what follows is for the table to decide; record it as a note.
rule-gunfighters_shoot_plaza = Extra rule A: the { $card } card shoots at the { $location } through the Plaza.
rule-gunfighters_climax_rifle = Rifle: { $player } shoots without revealing a card.
rule-gunfighters_deck_reshuffled = The Gunfire pile ran out: the Dealer shuffles the discard pile into a new pile.
rule-gunfighters_climax_none-left = { $player } is down to one card, but no Climax card is left: they get none, now or later.
rule-gunfighters_climax_ended = { $player } has more cards: the Climax Phase is over; the Climax card goes face down to the bottom of its pile.
rule-gunfighters_out_player = { $player } is out of the game.{ $taker ->
    [none] {""}
   *[other] {" "}{ $taker } claims their { $coins } Bounty Coins.
}
rule-gunfighters_control_taken = { $player } controls the { $location }{ $from ->
    [none] {""}
   *[other] , taken from { $from }
}: mark it on the map and draw three new cards.
rule-gunfighters_control_last-cards = { $player } spent their last three cards on control: no cards left, out of the game.
rule-gunfighters_win_control = { $player } controls three places and wins the game.
rule-gunfighters_win_coins = The round ends with 9 Bounty Coins: { $players } wins the game.
rule-gunfighters_win_last = Last player standing: { $players } wins the game.
rule-gunfighters_end_drawn = The game ends in a draw between { $players }.
rule-gunfighters_end_played-on = The fight goes on: 8 Bounty Coins each from the Bank.
rule-gunfighters_round_ended = Round { $round } is over (the turn came back to the first player; the rulebook does not say what a round is, so this is Holster's reading).

## The pad

mgf-ui-ask = { $stage ->
    [move] { $player } moves: which card is thrown down?
    [move-from] Where does the new card come from?
    [shoot-target] { $player } shoots: at whom?
    [shoot-at] At which location?
    [shoot-aim] Which card is revealed?
    [shoot-hits] How many cards of that location did { $target } hold?
    [whom] Whose?
    [lost-card] Which card was lost?
    [how-many] How many cards were drawn?
    [coins] From or to the Bank?
    [control] Which location's three cards were revealed?
    [quick-draw] Quick Draw: { $player } may Shoot, or end the turn
    [horse] Horse: { $player } may Move, or end the turn
    [story] { $player }'s Story card: enter what it did, then end the turn
    [mark] { $player }'s Story card: enter what it did, then the free Shoot
   *[action] { $player }: Move, Shoot or Advance the Story
}
mgf-ui-ask-draw = The last two are in the Climax Phase with no coins: a draw, or does one of them continue the fight?
mgf-ui-ask-time-up = { $player }, your time is up: you lose a card (Out of time).
mgf-ui-ask-climax = { $player } is down to one card: which Climax card was drawn?
mgf-ui-move = Move
mgf-ui-shoot = Shoot
mgf-ui-story = Advance the Story
mgf-ui-story-mark = … with the mark
mgf-ui-end = End the turn
mgf-ui-draw = Accept the draw
mgf-ui-play-on = Continue the fight
mgf-ui-why-after-story = Only after a Story card: what it made the table lose, draw or pay.
mgf-ui-why-choice = The rules accept no entry with this choice now.
mgf-ui-why-not-now = Not now. { $step }
mgf-ui-pick-hint = Pick an action above; what the table reports goes below.
mgf-ui-from-pile = From the pile
mgf-ui-from-discard = Top discard: { $card }
mgf-ui-from-discard-none = From the discard pile (still empty)
mgf-ui-reveal = Reveal { $card }
mgf-ui-free = No card
mgf-ui-coin-take = +1 from the Bank
mgf-ui-coin-pay = −1 to the Bank
mgf-ui-cancel = Cancel
mgf-ui-lose = Card lost
mgf-ui-gain = Cards drawn
mgf-ui-coins = Coins
mgf-ui-time = Out of time
mgf-ui-control = Control ({ $player })
mgf-ui-out = out
mgf-ui-coins-held = { $count ->
    [one] 1 Bounty Coin
   *[other] { $count } Bounty Coins
}
mgf-ui-pile = { $count } in the Gunfire pile
mgf-ui-discard-empty = No discards yet
mgf-ui-discard-top = Discards: { $count }, { $card } on top
mgf-ui-story-pile = Story deck: { $count }
mgf-ui-climax-pile = Climax pile: { $count }
mgf-ui-bank = Bank: { $count ->
    [one] 1 Bounty Coin
   *[other] { $count } Bounty Coins
  }
mgf-ui-won = { $players } wins the game!
mgf-ui-drawn = A draw between { $players }.

## The chart of the game
mgf-chart-hand = Cards in hand

## What the table saw, and what a Story card asks
rule-gunfighters_shoot_seen-elsewhere = { $player } holds { $hand ->
    [one] one card
   *[other] { $hand } cards
  } and the table saw { $seen ->
    [one] one of them
   *[other] { $seen } of them
  } elsewhere (the face-up fifth card stays public): at most { $most } can be at the { $location }.
rule-gunfighters_story_lose-not-asked = Cards are lost to a shot, the 10-second rule or a Story card: “lose” is for what a Story card says, after “story”. Enter a shot as “shoot …”.
rule-gunfighters_story_lose-not-asked-window = Cards are lost to a shot, the 10-second rule or a Story card: a card lost to a Story card is entered after the Story card. Enter a shot with Shoot.

## The odds, with the public memory on: each location's cards not yet seen,
## of its 7 (“Not yet seen: Stable 6 of 7, Saloon 4 of 7, …”).
mgf-odds-unseen = Not yet seen
# On a town map tile, that location's cards not yet seen (public memory, odds shown).
mgf-ui-unseen-tile = { $n }/{ $count } unseen
