## De opdrachtregel

cli-about = Holster houdt naast de tafel de boekhouding bij van een wildwest-bordspel: start het zonder opdracht om het venster te openen.
cli-usage = Gebruik
cli-arguments = Argumenten
cli-options = Opties
cli-commands = Opdrachten
cli-arg-help = Toon deze hulp
cli-arg-version = Toon de versie van Holster
cli-arg-lang = Taal van alle uitvoer: en of nl (standaard die van het systeem)
cli-arg-data-dir = Bewaar spellen, instellingen en prullenbak in deze map (ook HOLSTER_DATA_DIR)
cli-replay-about = Controleer een opgeslagen spel opnieuw vanaf het begin en toon elke bevinding en de eindstand
cli-arg-file = Een opgeslagen spel: een pad, of een naam in Holsters map met spellen
cli-arg-json = Geef JSON voor programma's (zie docs/cli.md)
cli-new-about = Zet een nieuw opgeslagen spel klaar
cli-arg-game = Het spel: bang-dice, gunfights, undead of gunfighters
cli-arg-new-file = Waar het wordt opgeslagen: een pad, of een naam in Holsters map met spellen
cli-arg-players = De namen van de spelers in zitvolgorde, gescheiden door komma's
cli-arg-set = Een spelinstelling als SLEUTEL=WAARDE; herhaal voor meer
cli-arg-board = Een bordwaarde als SLEUTEL=WAARDE (een getal dat op de borden van het spel staat); herhaal voor meer. Gaat voor op die in de instellingen
cli-bad-board = “{ $typed }” is geen bordwaarde: schrijf SLEUTEL=WAARDE, bijvoorbeeld --board income-mayor=30.
cli-board-unknown = Dit spel heeft geen bordwaarde “{ $key }”. Zijn bordwaarden: { $keys }.
cli-board-out-of-range = { $key } kan geen “{ $typed }” zijn: vul een heel getal van { $min } tot en met { $max } in.
cli-enter-about = Lees invoer van standaardinvoer, één per regel, en controleer en bewaar elke regel
cli-rules-about = Zoek in het regelboek van een spel
cli-arg-query = Woorden om te zoeken; laat weg om de hoofdstukken te tonen
cli-games-about = Toon de opgeslagen spellen
cli-no-window = Deze Holster is gebouwd zonder venster; gebruik een van de opdrachten (zie --help).

cli-replay-game = Spel
cli-started = begonnen
cli-last-played = laatst gespeeld
cli-replay-entries = { $count ->
    [one] 1 invoer
   *[other] { $count } invoeren
  }, waarvan { $active } van kracht
cli-applied-anyway = toch toegepast
cli-skipped = overgeslagen
cli-final-state = Eindstand
cli-table = tafel
cli-reminders = Herinneringen
cli-saved = bewaard #{ $number }: { $what }
cli-moved = nu { $count ->
    [one] 1 regel
   *[other] { $count } regels
  } van kracht
cli-undone = teruggedraaid #{ $number }: { $what }
cli-redone = opnieuw gedaan #{ $number }: { $what }
cli-line-refused = regel { $line } “{ $text }” niet ingevoerd:
cli-needs-override = dit mag volgens de regels niet; zet een ! aan het eind van de regel om het toch toe te passen.
cli-output-failed = Kon de uitvoer niet wegschrijven: { $reason }
cli-created = { $file } aangemaakt: { $game } met { $players }
cli-bad-option = “{ $typed }” is geen instelling: schrijf SLEUTEL=WAARDE.
cli-no-games = Nog geen opgeslagen spellen (gekeken in { $folder }).
cli-arg-book = Het boek: holster (de handleiding van Holster zelf), bang-dice, gunfights, undead of gunfighters
cli-not-text = geen tekst (de regel is geen UTF-8).
cli-enter-stopped = Opslaan mislukte bij regel { $line }, dus er zijn geen regels meer gelezen. Alles wat als opgeslagen is gemeld, staat op schijf.
cli-board-missing = Nog niet ingevoerde bordwaarden: { $values }. Wat ze nodig heeft, wordt geweigerd tot je ze invoert; dat kan altijd, met “bord SLEUTEL WAARDE”.
