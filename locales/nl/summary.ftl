## Het einde van een spel: het overzicht

summary-title = Spel afgelopen: { $game }
summary-won = { $names } { $count ->
    [one] wint
   *[other] winnen
  } ({ $how })
summary-no-winner = { $how }.
summary-winner = Winnaar
summary-length = Duur: { $length }
summary-no-entries = Er is niets ingevoerd.
summary-turns = { $count ->
    [one] 1 beurt
   *[other] { $count } beurten
  }
summary-final-numbers = Eindstand
summary-player = Speler
summary-sides = Rol, personage of team
summary-score = Score
summary-col-turns = Beurten
summary-col-time = Tijd
summary-table-numbers = Op tafel — { $numbers }
summary-again = Nieuw spel, zelfde spelers
summary-back-to-table = Terug naar de tafel
summary-undo = Laatste stap ongedaan maken
summary-home = Spellen
summary-open = Overzicht
summary-rounds = { $rounds ->
    [one] 1 ronde
   *[other] { $rounds } rondes
  } ({ $count ->
    [one] 1 beurt
   *[other] { $count } beurten
  })
summary-bgstats = BG Stats
summary-bgstats-file = Als bestand opslaan
summary-bgstats-close = Sluiten
summary-bgstats-written = Opgeslagen: { $file }
summary-bgstats-unsaved = Dit spel heeft geen opslagbestand om de partij naar te noemen. Er is niets opgeslagen.
summary-days-rounds = { $days ->
    [one] 1 dag
   *[other] { $days } dagen
  }, { $rounds ->
    [one] 1 ronde
   *[other] { $rounds } rondes
  } ({ $count ->
    [one] 1 beurt
   *[other] { $count } beurten
  })
summary-rounds-alone = { $rounds ->
    [one] 1 ronde
   *[other] { $rounds } rondes
  }
summary-days-rounds-alone = { $days ->
    [one] 1 dag
   *[other] { $days } dagen
  }, { $rounds ->
    [one] 1 ronde
   *[other] { $rounds } rondes
  }
