## Dice, as typed at the table

dice-bang-unknown-face = “{ $typed }” is not a face of the BANG! die. Use a (arrow), d (dynamite), 1, 2, b (beer) or g (gatling).
dice-bang-wrong-count = That is { $count ->
    [one] one die
   *[other] { $count } dice
  }; enter { $exact ->
    [yes] exactly { $max }
   *[no] between { $min } and { $max }
  }.
dice-out-of-range = A d{ $sides } has no { $typed }: enter a number from 1 to { $sides }.
dice-not-a-number = “{ $typed }” is not a number: enter what the d{ $sides } shows, from 1 to { $sides }.
dice-empty = Enter what the d{ $sides } shows, from 1 to { $sides }.

face-arrow = arrow
face-dynamite = dynamite
face-one = 1
face-two = 2
face-beer = beer
face-gatling = gatling

## How much a finding weighs

severity-info = info
severity-reminder = reminder
severity-violation = violation
severity-rejected = rejected

## The shared notation

notation-empty = Type something to enter.
notation-no-such-seat = There is no seat { $seat }: this table has { $count } seats.
notation-no-such-player = Nobody here is called “{ $typed }”.
notation-ambiguous-player = “{ $typed }” could be more than one player: type more of the name.
notation-jump-needs-number = “jump” needs an entry number, not “{ $typed }”.
notation-fix-usage = Type: fix PLAYER NAME VALUE (or fix NAME VALUE for the table's numbers).
notation-no-such-counter = Holster tracks no number called “{ $typed }”.
notation-fix-needs-number = “{ $typed }” is not a number: type 3, +1 or -1.
notation-fix-needs-value = Add the new value: “fix { $typed } 3”, or +1 or -1 to adjust it.
notation-board-usage = Type: board KEY VALUE, e.g. board income-mayor 30.
notation-board-needs-number = “{ $typed }” is not a whole number: type board KEY VALUE, e.g. board income-mayor 30.

## Holster's own rules

rule-core_correction_unknown-counter = Holster tracks no number called { $counter }{ $whose ->
    [player] {" "}for { $player }
   *[table] {""}
  }.
rule-core_correction_out-of-range = { $whose ->
    [player] { $player }'s { $counter }
   *[table] The { $counter }
  } cannot be { $value }: enter a number from { $min } to { $max }.
rule-core_note_empty = A note needs some text.
rule-core_done_no-such-reminder = There is no reminder { $rule } to mark as done.
rule-core_board_unknown = This game has no board value “{ $key }”; its board values are: { $keys }.
rule-core_board_out-of-range = { $value } cannot be { $typed }: enter a whole number from { $min } to { $max }.

## The history

entry-correction-table = Corrected { $counter } from { $from } to { $to }
entry-correction-player = Corrected { $player }'s { $counter } from { $from } to { $to }
entry-note = Note: { $text }
entry-done = Marked done: { $rule }
entry-board-set = Board value entered: { $value } is { $to }
entry-board-changed = Board value changed: { $value } from { $from } to { $to }
history-nothing-to-undo = There is nothing to undo.
history-nothing-to-redo = There is nothing to redo.
history-no-such-entry = There is no entry { $number }.

## Files

store-io = Could not use { $file }: { $reason }
store-too-new = { $file } was saved by a newer Holster (format { $found }; this one reads up to { $supported }). Update Holster to open it; the file has not been touched.
store-unknown-version = { $file } has an unknown format version ({ $found }). The file has not been touched.
store-wrong-game = { $file } holds a game of { $found }, not { $expected }.
store-bad-setup = { $file } holds a setup Holster would never make: { $reason } The file has been left exactly as it was.
store-damaged = { $file } is damaged and cannot be opened ({ $reason }). The file has been left exactly as it was.
store-in-use = This game is open in another Holster window. Close it there first.
store-lock-failed = Could not lock the game: { $reason }
store-already-exists = { $file } already exists; choose another name.
store-name-not-text = “{ $name }” cannot be a new game's name: it is not text. Use letters, digits, spaces, - and _.
store-name-refused = “{ $name }” cannot be a game's name: give a name such as friday-night, or a path to a file that has no “..” after a folder and does not end in a folder.
store-name-invisible = “{ $name }” cannot be a game's name: it holds a character you cannot see (a control character or a mark that turns the writing direction).
store-name-too-long = “{ $name }” is too long for a game's name: { $max } bytes at most, and it has { $bytes } (a letter with an accent takes 2 bytes, some characters 3 or 4), so that every file Holster keeps beside the game still fits.
store-encode = Could not write this entry: { $reason }
store-dropped-torn-tail = The last entry was being written when Holster stopped and was never confirmed; it has been left out.
store-torn-tail-kept = What was written of it is kept in { $file }.
store-settings-damaged = The settings in { $file } could not all be read ({ $reason }). Holster uses what it could read and leaves the file as it is until you put it right.
store-settings-not-saved = Your change to the settings was not saved: { $file } could not all be read ({ $reason }) and would be lost. Put it right or remove it first.
store-migrated = This game was saved in format { $version } and has been updated; the original is kept at { $backup }.

## Setting up

setup-player-count = This game needs { $min } to { $max } players, not { $count }.
setup-unknown-option = This game has no option “{ $option }”.
setup-name-empty = The player in seat { $seat } needs a name.
setup-name-invalid = “{ $name }” cannot be a name: use letters, not just a number, and nothing you cannot see (line breaks, control characters, marks that turn the writing direction).
setup-name-too-long = “{ $name }” is too long: 24 characters at most.
setup-name-twice = Two players are called “{ $name }”; give one of them another name.
setup-name-alike = Two players are called “{ $first }” and “{ $name }”, which is one name to Holster (capitals and accents do not count); give one of them another name.
setup-name-not-composed = “{ $name }” has its accents written apart from their letters; Holster keeps every name composed (Unicode NFC), as it does in every new game.
setup-changed-by-hand = What was set up was changed by hand into something Holster would never make: put it back as it was, or set up a new game.
game-not-playable = This version of Holster does not play the game “{ $game }”.

## The rules reference

rules-broken = The rules reference is damaged: { $reason }
rules-not-available = This version of Holster has no rules reference for { $game } yet.
rules-no-hits = Nothing in the rules matches “{ $query }”.

## How long ago

time-just-now = just now
time-minutes-ago = { $count ->
    [one] 1 minute ago
   *[other] { $count } minutes ago
  }
time-hours-ago = { $count ->
    [one] 1 hour ago
   *[other] { $count } hours ago
  }
time-days-ago = { $count ->
    [one] 1 day ago
   *[other] { $count } days ago
  }
rule-core_seat_unknown = There is no seat { $seat } at this table.
entry-pick = Picked at random: { $player }
entry-by = { $player }: { $what }
# A chance in a line of odds, in whole percent.
odds-percent = { $p }%
odds-below-one = <1%
odds-above-ninety-nine = >99%
# A line of odds: the choice, then its figures.
odds-line = { $choice }: { $figures }
odds-figure = { $what } { $chance }
odds-count = { $n } of { $count }
odds-none = No odds to show right now.
