## The rules reference's own book (each game's title is in its own file)

book-holster = Handleiding van Holster
