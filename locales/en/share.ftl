## Sharing a game with the phones at the table (the window's Phones,
## `holster share`): what a phone is told, and the command's own words.

share-seat-taken = Another phone has this seat. Pick another, or ask the laptop to free it.
share-table-full = { $count } phones have joined already: no room for one more.
share-no-such-seat = There is no such seat at this table.
share-unknown-phone = This phone is no longer at the table: open the link again.
share-watching = You are only watching: pick a seat to enter your rolls.
share-stale = The table moved on: look again and enter once more.
share-not-your-turn = It is not your turn: wait until it is, or enter it on the laptop.
share-line-too-long = A line has at most { $count } characters and no line breaks.
share-laptop-only = Only your moves are entered on a phone: undo, corrections and notes are done on the laptop.
share-needs-laptop = { $why } Only the laptop can apply it anyway.
share-cannot-start = Could not start sharing: { $reason }
cli-share-about = Share a saved game with the phones at the table: every phone sees it live and enters its own seat's moves
cli-arg-share-bind = The address to listen on (default: the likeliest one of the local network)
cli-arg-share-port = The port (default 0: one the system picks)
cli-share-running = Sharing. Scan the code, or open the address above on a phone on the same network. Ctrl+C stops sharing.

## The window's Phones button and panel.
phones-button = Phones
phones-title = Phones at the table
phones-close = Close
phones-off = This game is not shared.
phones-scan = Scan the code with a phone on the same Wi-Fi, or open this address on it. Each phone picks its seat and enters its own rolls; undo stays here.
phones-other-address = Phones cannot reach it? Share on:
phones-none-yet = No phone has joined yet.
phones-seat = A phone at { $player }'s seat
phones-watching = A phone that watches
phones-free-seat = Free the seat
phones-remove = Remove
phones-stop = Stop sharing
phones-remember = Share this game again whenever it is opened
share-not-your-move = That is { $player }'s move: enter it on { $player }'s phone or on the laptop.
