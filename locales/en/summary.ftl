## The end of a game: the summary screen

summary-title = Game over: { $game }
summary-won = { $names } { $count ->
    [one] wins
   *[other] win
  } ({ $how })
summary-no-winner = { $how }.
summary-winner = Winner
summary-length = Length: { $length }
summary-no-entries = Nothing was entered.
summary-turns = { $count ->
    [one] 1 turn
   *[other] { $count } turns
  }
summary-final-numbers = Final numbers
summary-player = Player
summary-sides = Role, character or team
summary-score = Score
summary-col-turns = Turns
summary-col-time = Time
summary-table-numbers = On the table — { $numbers }
summary-again = New game, same players
summary-back-to-table = Back to the table
summary-undo = Undo the last entry
summary-home = Games
summary-open = Summary
summary-rounds = { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
  } ({ $count ->
    [one] 1 turn
   *[other] { $count } turns
  })
summary-bgstats = BG Stats
summary-bgstats-file = Save as a file
summary-bgstats-close = Close
summary-bgstats-written = Saved: { $file }
summary-bgstats-unsaved = This game has no save file to name the play after. Nothing was written.
summary-days-rounds = { $days ->
    [one] 1 day
   *[other] { $days } days
  }, { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
  } ({ $count ->
    [one] 1 turn
   *[other] { $count } turns
  })
summary-rounds-alone = { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
  }
summary-days-rounds-alone = { $days ->
    [one] 1 day
   *[other] { $days } days
  }, { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
  }
