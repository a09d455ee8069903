## The rules reference's own book (each game's title is in its own file)

book-holster = Holster's guide
