## De opdrachtregel

cli-about = Holster houdt naast de tafel de boekhouding bij van een wildwest-bordspel; start het zonder opdracht om het venster te openen.
cli-usage = Gebruik
cli-arguments = Argumenten
cli-options = Opties
cli-commands = Opdrachten
cli-arg-help = Deze hulp tonen
cli-arg-version = De versie van Holster tonen
cli-arg-lang = Taal van alle uitvoer: en of nl (standaard die van het systeem)
cli-arg-data-dir = Spellen, instellingen en prullenbak in deze map bewaren (ook HOLSTER_DATA_DIR)
cli-replay-about = Een opgeslagen spel vanaf het begin opnieuw controleren en elke bevinding en de eindstand tonen
cli-arg-file = Een opgeslagen spel: een pad, of een naam in de map met spellen van Holster
cli-arg-json = JSON voor andere programma's uitvoeren (zie docs/cli.md)
cli-new-about = Een nieuw opgeslagen spel klaarzetten
cli-arg-game = Het spel: bang-dice, gunfights, undead of gunfighters
cli-arg-new-file = Waar het wordt opgeslagen: een pad, of een naam in de map met spellen van Holster
cli-arg-players = De namen van de spelers in zitvolgorde, gescheiden door komma's
cli-arg-set = Een spelinstelling als SLEUTEL=WAARDE; herhalen voor meer
cli-arg-board = Een bordwaarde als SLEUTEL=WAARDE (een getal dat op de borden van het spel staat); herhalen voor meer. Gaat voor op de instellingen
cli-bad-board = “{ $typed }” is geen bordwaarde: schrijf SLEUTEL=WAARDE, bijvoorbeeld “--board income-mayor=30”.
cli-board-unknown = Dit spel heeft geen bordwaarde “{ $key }”; de bordwaarden van dit spel zijn: { $keys }.
cli-board-out-of-range = { $key } kan geen “{ $typed }” zijn: vul een geheel getal van { $min } tot en met { $max } in.
cli-enter-about = Stappen van de standaardinvoer lezen, één per regel, en elke stap controleren en bewaren
cli-rules-about = Zoeken in de spelregels van een spel
cli-arg-query = Woorden om op te zoeken; weglaten om de hoofdstukken te tonen
cli-games-about = De opgeslagen spellen tonen
cli-no-window = Deze Holster is gebouwd zonder venster; gebruik een van de opdrachten (zie --help).

cli-replay-game = Spel
cli-started = begonnen
cli-last-played = laatst gespeeld
cli-replay-entries = { $count ->
    [one] 1 stap
   *[other] { $count } stappen
  }, waarvan er { $active } { $active ->
    [one] meetelt
   *[other] meetellen
  }
cli-applied-anyway = toch toegepast
cli-skipped = overgeslagen
cli-final-state = Eindstand
cli-table = tafel
cli-reminders = Herinneringen
cli-saved = opgeslagen als stap { $number }: { $what }
cli-moved = { $count ->
    [one] Nu telt 1 stap mee
   *[other] Nu tellen { $count } stappen mee
  }
cli-undone = stap { $number } teruggedraaid: { $what }
cli-redone = stap { $number } opnieuw gedaan: { $what }
cli-line-refused = regel { $line } “{ $text }” niet ingevoerd:
cli-needs-override = dit mag volgens de regels niet; zet een ! achter de stap om hem toch toe te passen.
cli-output-failed = Kon de uitvoer niet wegschrijven: { $reason }
cli-created = { $file } aangemaakt: { $game } met { $players }
cli-bad-option = “{ $typed }” is geen instelling: schrijf SLEUTEL=WAARDE.
cli-no-games = Nog geen opgeslagen spellen (gekeken in { $folder }).
cli-arg-book = Het boek: holster (de handleiding van Holster zelf), bang-dice, gunfights, undead of gunfighters
cli-not-text = geen tekst (de regel is geen UTF-8).
cli-enter-stopped = Opslaan mislukte bij regel { $line }, dus er zijn geen regels meer gelezen. Alles wat als opgeslagen is gemeld, staat op schijf.
cli-board-missing = Nog niet ingevoerde bordwaarden: { $values }. Wat ze nodig heeft, weigert Holster tot je ze invoert; dat kan altijd, met “bord SLEUTEL WAARDE”.
cli-odds-about = De precieze kansen van de keuze die nu open ligt in een opgeslagen spel, zoals het venster ze toont
cli-arg-odds-dice = De dobbelstenen die de speler opnieuw zou gooien, genummerd vanaf 1, gescheiden door komma's (BANG!); zonder: wat het spel zelf aanneemt
cli-arg-odds-faces = Ogen die gegooid zijn voor een invoer die nog niet gedaan is, gescheiden door komma's (het paar van de schietoefening in Gunfights)
cli-odds-no-die = Er is geen dobbelsteen { $die }: ze tellen vanaf 1.
