## After the game and across games: statistics and the table's dice

stats-side-printed = { $name }
stats-how-draw = a draw
stats-how-notoriety = with the most Notoriety
stats-how-alone = sole winner

## The game as a chart (the table view's panel, the end-of-game summary)
chart-open = Chart
chart-title = The game as a chart
chart-none = This game has no chart.
chart-axis-turn = Turn
chart-axis-round = Round
chart-axis-round-of-days = Round (3 a day)
chart-now-start = Now: the start, nothing entered yet
chart-now-turn = Now: turn { $step }
chart-now-round = Now: round { $step }
chart-now-day-round = Now: day { $day }, round { $round }

stats-games-heading = Games played
stats-game-count = { $game }: { $played } played, { $finished } finished
stats-players-heading = Wins per player
stats-wins = { $name }: won { $won } of { $played }
stats-sides-heading = Wins per role, character or team
stats-side-wins = { $game }, { $name }: won { $won } of { $played }
stats-ways-heading = How the games were won
stats-way = { $game }, { $name }: { $count ->
    [one] 1 game
   *[other] { $count } games
  }
stats-draws = Drawn games: { $count }
stats-longest = Longest game: { $file } ({ $game }), { $length }
stats-shortest = Shortest game: { $file } ({ $game }), { $length }
stats-length = { $hours ->
    [0] { $minutes } min
   *[other] { $hours } h { $minutes } min
  }
stats-length-pauses = { $length } ({ $pauses ->
    [one] 1 pause over 30 minutes left out
   *[other] { $pauses } pauses over 30 minutes left out
  })
stats-no-games = No saved games to count.
stats-no-finished = No finished games yet: wins are counted once a game has ended.
stats-unreadable = Left out, cannot be read: { $file }: { $reason }
stats-no-such-player = Nobody called “{ $name }” played any of these games.

stats-die-bang = BANG! die
stats-die-d20 = d20
stats-die-d8 = d8
stats-face-number = { $face }
stats-dice-heading = { $die }: { $rolls ->
    [one] 1 roll
   *[other] { $rolls } rolls
  }
stats-dice-fit = chi-squared { $statistic } with { $freedom } degrees of freedom, { $p }
stats-p = { $below ->
    [yes] p < { $p }
   *[no] p = { $p }
  }
stats-dice-small-p = { $rolls ->
    [one] 1 roll
   *[other] { $rolls } rolls
  } of the { $die }: fair dice give faces this uneven only rarely ({ $p }). That is a hint, not proof: among many dice and evenings, some are bound to look odd by chance. To notice one face coming up 20% more often than it should, about { $needed } rolls are needed.
stats-dice-no-sign = { $rolls ->
    [one] 1 roll
   *[other] { $rolls } rolls
  } of the { $die }: nothing unusual ({ $p }). A small p-value would be a hint, not proof. To notice one face coming up 20% more often than it should, about { $needed } rolls are needed.
stats-dice-none = No rolls of the { $die } yet.
stats-dice-rough = Fewer than 5 rolls are expected per face, so the test is only rough.
stats-dice-too-few = So far there are too few rolls to tell such a bias from chance.
stats-no-dice = No dice entered yet (undone entries do not count).

cli-stats-about = Print statistics over all saved games: games played, wins per player and per role, character or team, the longest and shortest game
cli-arg-stats-game = Only this game: bang-dice, gunfights, undead, undead-solo or gunfighters
cli-arg-player = Only games this player played in (case and accents ignored)
cli-dice-about = Print every die entered across all saved games, counted per face, with a fairness test per kind of die

## The History and Dice screens in the window

stats-ui-open-history = History
stats-ui-open-dice = Dice
stats-ui-history = History of all saved games
stats-ui-dice = The table's dice
stats-ui-show-dice = See the dice
stats-ui-show-history = See the history
stats-ui-reading = Reading the saved games…
stats-ui-reading-count = Reading { $count ->
    [one] 1 saved game
   *[other] { $count } saved games
  }…
stats-ui-game = Game
stats-ui-all-games = All games
stats-ui-player = Player
stats-ui-player-hint = Any player (case and accents ignored)
stats-ui-lengths = Longest and shortest game
stats-ui-open = Open
stats-ui-dice-intro = Every die entered in all saved games, counted per face: rerolls count (they are fresh throws), dice of undone entries do not.
stats-ui-started = Started { $date }
