## De namen van de spellen zoals ze op de doos staan

game-bang-dice = BANG! The Dice Game
game-gunfights = Gunfights & Gamblin'
game-undead = The Quick and the Undead
game-gunfighters = Make You Gunfighters
game-tally = Tally (testspel)
book-holster = Handleiding van Holster
