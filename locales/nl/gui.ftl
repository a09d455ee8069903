## Het venster

app-title = Holster

## Start

home-new-game = Nieuw spel
home-saved-games = Opgeslagen spellen
home-loading = Je opgeslagen spellen worden gelezen…
home-no-saved-games = Nog geen opgeslagen spellen. Begin er hierboven een.
home-continue = Verder spelen
home-continue-last = Je was bezig met
home-start = Klaarzetten
home-not-playable-yet = Nog niet speelbaar in deze versie van Holster.
home-delete = Verwijderen
home-delete-confirm = Dit spel verwijderen? Je kunt het terughalen bij de verwijderde spellen.
home-delete-yes = Verwijderen
home-delete-no = Bewaren
home-show-trash = Verwijderde spellen tonen ({ $count })
home-hide-trash = Verwijderde spellen verbergen ({ $count })
home-restore = Terugzetten
home-game-times = begonnen { $started } · laatst gespeeld { $played }

game-bang-dice-players = 3 tot 8 spelers
game-bang-dice-tracks = Levens, pijlen en de stapel pijlen, herworpen, onthulde rollen, wie er wint.
game-gunfights-players = 2 tot 6 mensen, 4 of 6 personages
game-gunfights-tracks = Gezondheid, munitie, geld, spullen, Bullseye, gebouwen, de revolvertrommel en de Fire Wagon.
game-undead-players = 1 tot 6 spelers
game-undead-tracks = Dagen en rondes, de sheriffster, duels, doelkaarten, munten en beruchtheid.
game-gunfighters-players = 3 tot 7 spelers
game-gunfighters-tracks = Kaarten in de hand, aflegstapel, premiemunten, Story- en Climax-kaarten, de beurtklok.
game-tally-players = 2 tot 6 spelers
game-tally-tracks = Een d20-puntenspel om Holster zelf mee te testen.

## Klaarzetten

setup-title = Nieuw spel { $game }
setup-back = ← Terug
setup-seats-help = Vul de spelers in in de volgorde waarin ze rond de tafel zitten. Met de pijltjes wissel je van plaats.
setup-seat = Plaats { $seat }
setup-name-placeholder = Naam
setup-add-player = Speler toevoegen
setup-file-name = Opslaan als
setup-file-name-invalid = “{ $name }” kan geen bestandsnaam zijn: gebruik letters, cijfers, spaties, - en _.
setup-board-unset = nog niet ingevuld
setup-ready = Klaar om te beginnen.
setup-start = Begin het spel

## De tafel

table-turn-of = { $player } is aan de beurt
table-their-turn = Aan de beurt
table-pick = Kies willekeurig een speler
table-home = Spellen
table-entry = invoer
table-entry-placeholder = Typ een invoer ({ $hint }) en druk op Enter
table-enter = Invoeren
table-saved = Bewaard #{ $number }: { $what }
table-needs-override = Dit mag volgens de regels niet.
table-fix-entry = Invoer verbeteren
table-apply-anyway = Toch toepassen
table-why = Waarom?
table-reminders = Herinneringen
table-mark-done = Afvinken
table-history = Geschiedenis
table-history-empty = Nog niets ingevoerd.
table-undo = Ongedaan maken
table-redo = Opnieuw doen
table-undone = ongedaan
table-note-placeholder = Notitie toevoegen (“de tafel besliste dat …”)
table-table-numbers = Op tafel

## Het regelboek

reference-title = Regels
reference-search = Zoek in de regels
reference-all-sections = ← Alle hoofdstukken
reference-no-section = Er is geen hoofdstuk “{ $section }” in dit boek.
reference-open = Regels (F1)

## Instellingen

settings-title = Instellingen
settings-open = Instellingen
settings-language = Taal
settings-theme = Thema
settings-theme-system = Zoals het systeem
settings-theme-light = Licht
settings-theme-dark = Donker
settings-text-size = Tekstgrootte
settings-board-values = Waarden van het spelbord
settings-board-help = Sommige getallen staan op de borden en kaarten, maar niet in de regelboeken. Vul ze hier één keer in; nieuwe spellen gebruiken ze. Laat een veld leeg om te gebruiken wat het regelboek zegt.
settings-board-none = Geen van de spellen in deze versie vraagt om waarden van het spelbord.
settings-board-invalid = “{ $typed }” kan hier niet: vul een heel getal van { $min } tot en met { $max } in.
settings-files = Opgeslagen spellen staan in { $games }; instellingen in { $settings }.
table-applied-anyway = Toch toegepast: de geschiedenis houdt bij welke regel de tafel opzij zette.
