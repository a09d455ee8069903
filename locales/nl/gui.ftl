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
