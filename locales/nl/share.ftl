## Een spel delen met de telefoons aan tafel (Telefoons in het venster,
## `holster share`): wat een telefoon te horen krijgt, en de woorden van de opdracht.

share-seat-taken = Een andere telefoon heeft deze plek al. Kies een andere, of vraag de laptop om hem vrij te geven.
share-table-full = Er doen al { $count } telefoons mee: er kan er geen meer bij.
share-no-such-seat = Die plek is er niet aan deze tafel.
share-unknown-phone = Deze telefoon zit niet meer aan tafel: open de link opnieuw.
share-watching = Je kijkt alleen mee: kies een plek om je worpen in te voeren.
share-stale = De tafel is verder gegaan: kijk opnieuw en voer het nog eens in.
share-not-your-turn = Je bent niet aan de beurt: wacht tot je aan de beurt bent, of voer het in op de laptop.
share-line-too-long = Een regel heeft hoogstens { $count } tekens en geen regeleinden.
share-laptop-only = Op een telefoon voer je alleen je eigen zetten in: terugdraaien, verbeteringen en notities doe je op de laptop.
share-needs-laptop = { $why } Alleen de laptop kan het toch laten gelden.
share-cannot-start = Delen lukt niet: { $reason }
cli-share-about = Een opgeslagen spel delen met de telefoons aan tafel: elke telefoon ziet het live en voert de zetten van zijn eigen plek in
cli-arg-share-bind = Het adres om op te luisteren (standaard: het waarschijnlijkste van het lokale netwerk)
cli-arg-share-port = De poort (standaard 0: het systeem kiest er een)
cli-share-running = Het spel wordt gedeeld. Scan de code, of open het adres hierboven op een telefoon in hetzelfde netwerk. Ctrl+C stopt het delen.

## De knop Telefoons en zijn paneel in het venster.
phones-button = Telefoons
phones-title = Telefoons aan tafel
phones-close = Sluiten
phones-off = Dit spel wordt niet gedeeld.
phones-scan = Scan de code met een telefoon op dezelfde wifi, of open dit adres erop. Elke telefoon kiest zijn plek en voert zijn eigen worpen in; terugdraaien doe je hier.
phones-other-address = Kan een telefoon er niet bij? Delen op:
phones-none-yet = Er doet nog geen telefoon mee.
phones-seat = Een telefoon op de plek van { $player }
phones-watching = Een telefoon die meekijkt
phones-free-seat = Plek vrijgeven
phones-remove = Weghalen
phones-stop = Stoppen met delen
phones-remember = Dit spel elke keer weer delen als het opengaat
share-not-your-move = Dat is de zet van { $player }: voer die in op de telefoon van { $player } of op de laptop.
