# Een afgelopen spel uitgeschreven voor een ander programma (holster export, de QR-code voor BG Stats).

bgstats-not-finished = { $game } is nog niet afgelopen: BG Stats neemt alleen afgelopen spellen over. Er is niets geschreven.
bgstats-comments = { $count ->
    [one] Bijgehouden met Holster: de winnaar is { $winners } ({ $how }).
   *[other] Bijgehouden met Holster: de winnaars zijn { $winners } ({ $how }).
}
bgstats-comments-draw = Bijgehouden met Holster: gelijkspel.
bgstats-qr-title = In BG Stats zetten
bgstats-qr-hint = Scan met de telefoon waar BG Stats op staat: de partij opent daar, klaar om op te slaan.
bgstats-qr-too-long = Deze partij is te lang voor één QR-code ({ $length } tekens, hooguit { $capacity }).

cli-export-about = Een afgelopen spel uitschrijven voor een ander programma: voorlopig als partij voor BG Stats (de JSON van de createPlay-link)
cli-arg-export-file = Waar het heen moet: een nieuw bestand (een bestaand bestand wordt niet vervangen)
cli-arg-bgstats = Als partij voor BG Stats
cli-arg-link = Ook de link voor BG Stats tonen, om op de telefoon te openen
cli-export-no-format = Zeg welk formaat: --bgstats (voorlopig het enige). Er is niets geschreven.
export-file-exists = { $file } bestaat al: geef een nieuwe bestandsnaam. Er is niets geschreven.
cli-export-written = De partij van { $game } voor BG Stats geschreven naar { $file }
