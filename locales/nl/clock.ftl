## De beurtklok, voor elk spel dezelfde

clock-bad-setting = “{ $typed }” is geen klok: typ aftellen:SECONDEN (aftellen:30), tijdbank:MINUTEN (tijdbank:20) of uit.
clock-countdown-range = Aftellen vanaf { $typed } seconden kan niet: kies { $min } tot en met { $max } seconden.
clock-bank-range = Een tijdbank van { $typed } minuten kan niet: kies { $min } tot en met { $max } minuten.
clock-countdown-of = { $seconds ->
    [one] 1 seconde per beurt
   *[other] { $seconds } seconden per beurt
  }
clock-bank-of = { $minutes ->
    [one] 1 minuut per speler
   *[other] { $minutes } minuten per speler
  }

rule-core_clock_time-up = De tijd van { $player } is om.
rule-core_clock_none = Dit spel is zonder beurtklok opgezet, dus er valt niets te pauzeren of te hervatten.
rule-core_clock_not-running = De klok loopt niet, dus je kunt hem niet pauzeren.
rule-core_clock_already-running = De klok loopt al.
rule-core_clock_long-gap = De klok stond { $time } stil in de beurt van { $player } zonder dat er iets werd ingevoerd, veel langer dan een beurt duurt (een computer in slaapstand, een spel dat open bleef staan): die tijd telt als pauze. Wil je hem toch meetellen, typ dan meetellen.

clock-entry-paused = Klok gepauzeerd
clock-entry-started = Klok gestart
clock-entry-resumed = Klok hervat

clock-cli-arg = De beurtklok: aftellen:SECONDEN (aftellen per beurt), tijdbank:MINUTEN (een tijdbank per speler) of uit (standaard); ook countdown: en bank:
clock-cli-created = Beurtklok: { $clock }.

clock-times = Beurten en tijd
clock-times-with = Beurten en tijd ({ $clock })
clock-player-times = { $player }: { $turns ->
    [one] 1 beurt
   *[other] { $turns } beurten
  }, { $time }

## Het opzetscherm

clock-setup-label = Beurtklok
clock-setup-off = Geen klok
clock-setup-countdown = Aftellen per beurt
clock-setup-bank = Tijdbank per speler
clock-setup-seconds = Seconden per beurt
clock-setup-minutes = Minuten per speler
clock-setup-amount-invalid = “{ $typed }” is geen geheel getal.

## Aan tafel

clock-pause = Klok pauzeren
clock-resume = Klok hervatten
clock-start = Klok starten
clock-waiting = Start zodra de beurt wisselt
clock-paused = Gepauzeerd
clock-running = Loopt
clock-held = Stilgezet
clock-time-up = De tijd is om
clock-turn-left = Resterend in deze beurt
clock-bank-left = { $player } heeft nog
clock-show-times = Beurten en tijd
clock-hide-times = Beurten en tijd verbergen
clock-no-clock = Geen beurtklok
clock-gap-taken = { $time } niet geteld (slaapstand?)
clock-count-gap = Meetellen
