## The window

app-title = Holster

## Home

home-new-game = New game
home-saved-games = Saved games
home-loading = Reading your saved games…
home-no-saved-games = No saved games yet. Start one above.
home-continue = Continue
home-continue-last = You were playing
home-start = Set up
home-not-playable-yet = Not playable in this version of Holster yet.
home-delete = Delete
home-delete-confirm = Delete this game? You can restore it from the deleted games.
home-delete-yes = Delete
home-delete-no = Keep it
home-show-trash = Show deleted games ({ $count })
home-hide-trash = Hide deleted games ({ $count })
home-restore = Restore
home-game-times = started { $started } · last played { $played }

game-bang-dice-players = 3 to 8 players
game-bang-dice-tracks = Lives, arrows and the arrow pile, rerolls, revealed roles, who wins.
game-gunfights-players = 2 to 6 people, 4 or 6 characters
game-gunfights-tracks = Health, ammo, money, items, Bullseye, buildings, the revolver chamber and the Fire Wagon.
game-undead-players = 1 to 6 players
game-undead-tracks = Days and rounds, the Law badge, duels, targeting cards, coins and notoriety.
game-gunfighters-players = 3 to 7 players
game-gunfighters-tracks = Cards in hand, discards, bounty coins, Story and Climax cards, the turn clock.
game-tally-players = 2 to 6 players
game-tally-tracks = A d20 scoring game for testing Holster itself.
