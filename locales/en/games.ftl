## The games' names as printed on their boxes

game-bang-dice = BANG! The Dice Game
game-gunfights = Gunfights & Gamblin'
game-undead = The Quick and the Undead
game-gunfighters = Make You Gunfighters
game-tally = Tally (test game)
book-holster = Holster's guide
