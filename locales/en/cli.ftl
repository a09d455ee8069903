## The command line

cli-about = Holster keeps the books of a Wild-West tabletop game beside the table: run it with no command to open the window.
cli-usage = Usage
cli-arguments = Arguments
cli-options = Options
cli-commands = Commands
cli-arg-help = Show this help
cli-arg-version = Show Holster's version
cli-arg-lang = Language of all output: en or nl (default: the system's)
cli-arg-data-dir = Keep games, settings and trash in this folder (also HOLSTER_DATA_DIR)
cli-replay-about = Re-check a saved game from the start and print every finding and the final state
cli-arg-file = A saved game: a path, or a name in Holster's games folder
cli-arg-json = Print machine-readable JSON (see docs/cli.md)
cli-new-about = Set up a new saved game
cli-arg-game = The game: bang-dice, gunfights, undead, undead-solo or gunfighters
cli-arg-new-file = Where to save it: a path, or a name in Holster's games folder
cli-arg-players = The players' names in seating order, separated by commas
cli-arg-set = A game option as KEY=VALUE; repeat for more
cli-arg-board = A board value as KEY=VALUE (a number printed on the game's boards); repeat for more. Overrides the one in the settings
cli-bad-board = “{ $typed }” is not a board value: type KEY=VALUE, e.g. --board income-mayor=30.
cli-board-unknown = This game has no board value “{ $key }”; its board values are: { $keys }.
cli-board-out-of-range = { $key } cannot be “{ $typed }”: enter a whole number from { $min } to { $max }.
cli-enter-about = Read entries from standard input, one per line, and check and save each one
cli-rules-about = Search a game's rules reference
cli-arg-query = Words to look for; leave them out to list the sections
cli-games-about = List saved games
cli-no-window = This Holster was built without the window; use one of the commands (see --help).

cli-replay-game = Game
cli-started = started
cli-last-played = last played
cli-replay-entries = { $count ->
    [one] 1 entry
   *[other] { $count } entries
  }, { $active } in effect
cli-applied-anyway = applied anyway
cli-skipped = skipped
cli-final-state = Final state
cli-table = table
cli-reminders = Reminders
cli-saved = saved #{ $number }: { $what }
cli-moved = { $count ->
    [one] 1 entry
   *[other] { $count } entries
  } now in effect
cli-undone = undone #{ $number }: { $what }
cli-redone = redone #{ $number }: { $what }
cli-line-refused = line { $line } “{ $text }” not entered:
cli-needs-override = the rules forbid this; end the line with ! to apply it anyway.
cli-output-failed = Could not write the output: { $reason }
cli-created = Created { $file }: { $game } with { $players }
cli-bad-option = “{ $typed }” is not an option: type KEY=VALUE.
cli-no-games = No saved games yet (looked in { $folder }).
cli-arg-book = The book: holster (Holster's own guide), bang-dice, gunfights, undead or gunfighters
cli-not-text = not text (the line is not UTF-8).
cli-enter-stopped = Saving failed at line { $line }, so no more lines were read. Every entry reported as saved is on disk.
cli-board-missing = Board values not entered yet: { $values }. Entries that need them are refused until you enter them (at any time) with “board KEY VALUE”.
cli-odds-about = The exact odds of the choice open now in a saved game, as the window shows them
cli-arg-odds-dice = The dice the player would reroll, by number from 1, separated by commas (BANG!); without it, the game's own default
cli-arg-odds-faces = Faces rolled for an entry not made yet, separated by commas (Gunfights' Target Practice pair)
cli-odds-no-die = There is no die { $die }: dice are numbered from 1.
