## Na het spel en over alle spellen heen: statistiek en de dobbelstenen van de tafel

stats-side-printed = { $name }
stats-how-draw = gelijkspel
stats-how-notoriety = met de meeste Notoriety
stats-how-alone = als enige winnaar

## Het spel als grafiek (het paneel aan tafel, het overzicht na het spel)
chart-open = Grafiek
chart-title = Het spel als grafiek
chart-none = Dit spel heeft geen grafiek.
chart-axis-turn = Beurt
chart-axis-round = Ronde
chart-axis-round-of-days = Ronde (3 per dag)
chart-now-start = Nu: het begin, nog niets ingevoerd
chart-now-turn = Nu: beurt { $step }
chart-now-round = Nu: ronde { $step }
chart-now-day-round = Nu: dag { $day }, ronde { $round }

stats-games-heading = Gespeelde spellen
stats-game-count = { $game }: { $played } gespeeld, { $finished } uitgespeeld
stats-players-heading = Gewonnen per speler
stats-wins = { $name }: { $won } van de { $played } gewonnen
stats-sides-heading = Gewonnen per rol, personage of team
stats-side-wins = { $game }, { $name }: { $won } van de { $played } gewonnen
stats-ways-heading = Hoe de spellen gewonnen zijn
stats-way = { $game }, { $name }: { $count ->
    [one] 1 spel
   *[other] { $count } spellen
  }
stats-draws = Gelijke spellen: { $count }
stats-longest = Langste spel: { $file } ({ $game }), { $length }
stats-shortest = Kortste spel: { $file } ({ $game }), { $length }
stats-length = { $hours ->
    [0] { $minutes } min
   *[other] { $hours } u { $minutes } min
  }
stats-length-pauses = { $length } ({ $pauses ->
    [one] 1 pauze van meer dan 30 minuten niet meegeteld
   *[other] { $pauses } pauzes van meer dan 30 minuten niet meegeteld
  })
stats-no-games = Er zijn geen opgeslagen spellen om te tellen.
stats-no-finished = Nog geen uitgespeelde spellen: winst telt pas als een spel afgelopen is.
stats-unreadable = Niet meegeteld, onleesbaar: { $file }: { $reason }
stats-no-such-player = Niemand die “{ $name }” heet, heeft een van deze spellen gespeeld.

stats-die-bang = BANG!-steen
stats-die-d20 = d20
stats-die-d8 = d8
stats-face-number = { $face }
stats-dice-heading = { $die }: { $rolls ->
    [one] 1 worp
   *[other] { $rolls } worpen
  }
stats-dice-fit = chi-kwadraat { $statistic } met { $freedom } vrijheidsgraden, { $p }
stats-p = { $below ->
    [yes] p < { $p }
   *[no] p = { $p }
  }
stats-dice-small-p = { $rolls ->
    [one] 1 worp
   *[other] { $rolls } worpen
  } met de { $die }: eerlijke dobbelstenen geven zo'n ongelijke verdeling maar zelden ({ $p }). Dat is een aanwijzing, geen bewijs: tussen veel dobbelstenen en avonden zitten er altijd een paar die door toeval vreemd lijken. Om te zien dat één kant 20% vaker valt dan hij zou moeten, heb je ongeveer { $needed } worpen nodig.
stats-dice-no-sign = { $rolls ->
    [one] 1 worp
   *[other] { $rolls } worpen
  } met de { $die }: niets bijzonders ({ $p }). Een kleine p-waarde zou een aanwijzing zijn, geen bewijs. Om te zien dat één kant 20% vaker valt dan hij zou moeten, heb je ongeveer { $needed } worpen nodig.
stats-dice-none = Nog geen worpen met de { $die }.
stats-dice-rough = Per kant worden minder dan 5 worpen verwacht, dus de test is maar grof.
stats-dice-too-few = Er zijn nog te weinig worpen om zo'n afwijking van toeval te onderscheiden.
stats-no-dice = Nog geen dobbelstenen ingevoerd (teruggedraaide stappen tellen niet mee).

cli-stats-about = Statistiek over alle opgeslagen spellen tonen: gespeelde spellen, gewonnen per speler en per rol, personage of team, het langste en kortste spel
cli-arg-stats-game = Alleen dit spel: bang-dice, gunfights, undead of gunfighters
cli-arg-player = Alleen spellen waarin deze speler meedeed (hoofdletters en accenten tellen niet)
cli-dice-about = Alle dobbelstenen tonen die over alle opgeslagen spellen zijn ingevoerd, geteld per kant, met een eerlijkheidstest per soort dobbelsteen

## De schermen Speelgeschiedenis en Dobbelstenen in het venster

stats-ui-open-history = Speelgeschiedenis
stats-ui-open-dice = Dobbelstenen
stats-ui-history = Speelgeschiedenis van alle opgeslagen spellen
stats-ui-dice = De dobbelstenen van de tafel
stats-ui-show-dice = Dobbelstenen bekijken
stats-ui-show-history = Speelgeschiedenis bekijken
stats-ui-reading = De opgeslagen spellen worden ingelezen…
stats-ui-reading-count = { $count ->
    [one] 1 opgeslagen spel wordt ingelezen…
   *[other] { $count } opgeslagen spellen worden ingelezen…
  }
stats-ui-game = Spel
stats-ui-all-games = Alle spellen
stats-ui-player = Speler
stats-ui-player-hint = Elke speler (hoofdletters en accenten tellen niet)
stats-ui-lengths = Langste en kortste spel
stats-ui-open = Openen
stats-ui-dice-intro = Elke dobbelsteen die in alle opgeslagen spellen is ingevoerd, geteld per kant: opnieuw gegooide stenen tellen mee (dat zijn nieuwe worpen), dobbelstenen van teruggedraaide stappen niet.
stats-ui-started = Begonnen op { $date }
