## The window

app-title = Holster

## Home

home-new-game = New game
home-saved-games = Saved games
home-loading = Reading your saved games…
home-no-saved-games = No saved games yet. Start one above.
home-continue = Continue
home-continue-last = You were playing
home-last-over = Your last game is over
home-see-result = See the result
home-start = Set up
home-delete = Delete
home-delete-confirm = Delete this game? You can restore it from the deleted games.
home-delete-yes = Delete
home-delete-no = Keep it
home-show-trash = Show deleted games ({ $count })
home-hide-trash = Hide deleted games ({ $count })
home-restore = Restore
home-game-times = started { $started } · last played { $played }

## Setup

setup-title = New game of { $game }
setup-back = ← Back
setup-seats-help = Enter the players in the order they sit around the table. Use the arrows to change seats.
setup-people-help = Enter the people playing. Who plays which character is asked below; the characters' boards give the turn order.
setup-seat = Seat { $seat }
setup-player-number = Player { $seat }
setup-last-players = Same players as last time: { $names }
setup-name-prompt = Name
setup-add-player = Add a player
setup-file-name = Save as
setup-file-name-invalid = “{ $name }” cannot be a file name: use letters, digits, spaces, - and _.
setup-board-values = Board values
setup-board-help = These numbers are printed on the boards and cards, not in the rulebook. Enter them once, with − and + or by typing: Holster keeps them for every new game (they are also in Settings). Where the rulebook gives a number, an empty field uses it.
setup-board-missing = { $count ->
    [one] Enter this board value below first: { $values }.
   *[other] Enter these { $count } board values below first: { $values }.
}
setup-board-and-more = { $values } and { $more } more
setup-board-kept = { $count ->
    [one] The board value this game uses is already entered.
   *[other] The { $count } board values this game uses are already entered.
}
setup-board-change = Change
setup-ready = Ready to start.
setup-start = Start the game

## The table

table-turn-of = { $player }'s turn
table-their-turn = Their turn
table-pick = Pick a player at random
table-home = Games
table-entry = entry
table-entry-prompt = Type an entry ({ $hint }) and press Enter
table-enter = Enter
table-saved = Saved #{ $number }: { $what }
table-needs-override = The rules forbid this.
table-fix-entry = Fix entry
table-apply-anyway = Apply anyway
table-why = Why?
table-reminders = Reminders
table-mark-done = Mark done
table-board-missing = Still needed from the box:
table-board-enter = Enter
table-board-choose-first = Choose the number with − and +, then Enter.
table-history = History
table-drawer = Reminders and history
table-history-empty = Nothing entered yet.
table-history-older = Show older entries ({ $count } more)
table-undo = Undo
table-redo = Redo
table-undone = undone
table-note-prompt = Add a table note (“the table ruled that …”)
table-table-numbers = On the table

## The rules reference

reference-title = Rules
reference-search = Search the rules
reference-all-sections = ← All sections
reference-no-section = There is no section “{ $section }” in this book.
reference-open = Rules (F1)

## Settings

settings-title = Settings
settings-open = Settings
settings-language = Language
settings-theme = Theme
settings-theme-system = Same as the system
settings-theme-light = Light
settings-theme-dark = Dark
settings-text-size = Text size
settings-text-size-now = Now { $percent }%. Change it with A− and A+ at the top right, or with Ctrl++ and Ctrl+− (Ctrl+0 for 100%).
settings-text-size-cut = This window holds text up to { $shown }%; make it larger for { $percent }%.
settings-screen = Screen
settings-keep-awake = Keep the screen on while a game is open
settings-help = Help at the table
settings-show-odds = Show the exact odds beside each choice of dice
settings-phones = Phones at the table
settings-port = Port for the phones
settings-port-automatic = automatic
settings-port-help = Empty: a free one each time. Fix one (1024 to 65535) when the network lets only that one through.
settings-port-invalid = “{ $typed }” is not a port: type a number from { $min } to 65535, or leave it empty.
text-smaller = Smaller text (Ctrl+−)
text-bigger = Bigger text (Ctrl++)
settings-board-values = Board values
settings-board-help = Some numbers are printed on the boards and cards but not in the rulebooks. Enter them once, here or when you set up a game: Holster keeps them for every new game. Where the rulebook gives a number, an empty field uses it; where it gives none, the setup asks for it.
settings-board-none = None of the games in this version asks for board values.
settings-board-invalid = “{ $typed }” is not a value here: enter a whole number from { $min } to { $max }.
settings-files = Saved games are in { $games }; settings in { $settings }.
table-applied-anyway = Applied anyway: the history records which rule the table set aside.

## BANG! The Dice Game at the table

bang-ui-setup-character = Character
bang-ui-setup-role = Role (face up)
bang-ui-setup-sheriff = Sheriff
bang-ui-role-unknown = role hidden
bang-ui-pile = { $count ->
    [one] 1 arrow in the pile
   *[other] { $count } arrows in the pile
  }
bang-ui-over = The game is over. Winners: { $winners }
bang-ui-reveal = { $player } is out: which role card do they reveal?
bang-ui-roll = { $player } rolls: click the five faces (or type them, e.g. roll a d 1 b g).
bang-ui-reroll = { $left ->
    [one] 1 roll left.
   *[other] { $left } rolls left.
  } Click the dice to reroll, or resolve them as they are:
bang-ui-take-back = Take back
bang-ui-why-pick-dice = Click the dice to reroll first; their new faces come after.
bang-ui-why-dice-in = The dice are entered: there are no faces to click now.
bang-ui-why-no-face = No face clicked yet.
bang-ui-why-nothing-picked = Nothing is picked yet: there is nothing to start over.
bang-ui-why-reroll-picked = Dice are picked to reroll: click their new faces, or start over.
bang-ui-why-roll-first = The roll comes first: click the five faces.
bang-ui-why-answer-first = Answer the question above first.
bang-ui-why-kit-pick = First click whose arrow goes back, or “Discard nothing”.
bang-ui-why-resolve-first = This comes first: { $step }
bang-ui-why-double-picked = A hit is already doubled this turn.
bang-ui-why-kit-picked = Arrows are picked already: start over to discard none.
bang-ui-shoot = Die { $die } shows { $face }: click a player in range (highlighted).
bang-ui-shoot-ready = Every 1 and 2 has a target.
bang-ui-clear = Start over
bang-ui-beers = { $count ->
    [one] 1 beer: click who drinks it.
   *[other] { $count } beers: click who drinks each.
  }
bang-ui-gatling = The gatling fires: every other player loses 1 life point and the shooter puts their arrows back.
bang-ui-fire = Fire the gatling
bang-ui-kit = Kit Carlson: click whose arrow to discard for each gatling.
bang-ui-enter-kit = Enter the discards
bang-ui-kit-none = Discard nothing
bang-ui-all-resolved = All dice are resolved.
bang-ui-end = End the turn
bang-ui-sid = { $player } (Sid Ketchum): who gains a life point?
bang-ui-nobody = Nobody
bang-ui-bart = { $player } (Bart Cassidy): how many of these hits become arrows?
bang-ui-pedro = { $player } (Pedro Ramirez): how many of your arrows do you put back?
bang-ui-out-of-range = Not in range: { $players } (this die reaches { $reach }).
bang-ui-all-in-range = Every other player is in range of this die.

## Gunfights & Gamblin' at the table

gf-ui-town = The town
gf-ui-standing = standing
gf-ui-burned = burned
gf-ui-out-of-play = out of play
gf-ui-chamber = Revolver Chamber
gf-ui-cents = { $count ->
    [one] 1 cent
   *[other] { $count } cents
  }
gf-ui-pocket = hidden pocket
gf-ui-snake-oil = Snake Oil
gf-ui-bullseye = Bullseye +{ $count }
gf-pad-call-question = Blind Betty shows { $visible }: call 21+ or 28+?

## The pads: what the next step offers

bang-ui-slab-next = Slab: double the next hit (a beer)

## The table view: the history in a drawer, its entries opened

table-reminders-count = { $count ->
    [one] 1 reminder waiting
   *[other] { $count } reminders waiting
  }
table-no-reminders = Nothing to remember right now.
table-no-findings = The rules had nothing to say about this entry.
table-jump-back = Go back to #{ $number } ({ $count ->
    [one] takes back 1 entry
   *[other] takes back { $count } entries
  })
table-jump-forward = Bring back up to #{ $number } ({ $count ->
    [one] 1 entry
   *[other] { $count } entries
  })
table-outcome-empty = What the rules say about each entry appears here.
table-outcome-whole = Read all
table-outcome-title = What the last entry did
table-outcome-close = Close
table-took-back = Undone #{ $number }: { $what }
table-put-back = Redone #{ $number }: { $what }
gf-ui-chamber-round = R{ $round }
