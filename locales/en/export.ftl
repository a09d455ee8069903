# A finished game written for another program (holster export, the BG Stats QR code).

bgstats-not-finished = { $game } is not over yet: BG Stats takes only finished games. Nothing was written.
bgstats-comments = { $count ->
    [one] Recorded with Holster: the winner is { $winners } ({ $how }).
   *[other] Recorded with Holster: the winners are { $winners } ({ $how }).
}
bgstats-comments-draw = Recorded with Holster: a draw.
bgstats-qr-title = Add this play to BG Stats
bgstats-qr-hint = Scan with the phone that has BG Stats: the play opens there, ready to save.
bgstats-qr-too-long = This play is too long for one QR code ({ $length } characters, at most { $capacity }).

cli-export-about = Write a finished game for another program: for now a BG Stats play (the JSON of its createPlay link)
cli-arg-export-file = Where to write it: a new file (an existing one is not replaced)
cli-arg-bgstats = As a BG Stats play
cli-arg-link = Print the BG Stats link too, to open on the phone
cli-export-no-format = Say which format to write: --bgstats (the only one so far). Nothing was written.
export-file-exists = { $file } already exists: give a new file name. Nothing was written.
cli-export-written = Wrote the BG Stats play of { $game } to { $file }
