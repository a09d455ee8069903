## Dobbelstenen, zoals ze aan tafel worden ingetypt

dice-bang-unknown-face = “{ $typed }” staat niet op een BANG!-steen. Gebruik p (pijl, ook a), d (dynamiet), 1, 2, b (bier) of g (gatling).
dice-bang-wrong-count = Dat { $count ->
    [one] is één steen
   *[other] zijn { $count } stenen
  }; vul er { $exact ->
    [yes] precies { $max }
   *[no] { $min } tot en met { $max }
  } in.
dice-out-of-range = Een d{ $sides } heeft geen { $typed }: vul een getal van 1 tot en met { $sides } in.
dice-not-a-number = “{ $typed }” is geen getal: vul in wat de d{ $sides } laat zien, van 1 tot en met { $sides }.
dice-empty = Vul in wat de d{ $sides } laat zien, van 1 tot en met { $sides }.

face-arrow = pijl
face-dynamite = dynamiet
face-one = 1
face-two = 2
face-beer = bier
face-gatling = gatling

## Hoe zwaar een bevinding weegt

severity-info = info
severity-reminder = herinnering
severity-violation = overtreding
severity-rejected = geweigerd

## De gedeelde notatie

notation-empty = Typ eerst iets in.
notation-no-such-seat = Er is geen plaats { $seat }: aan deze tafel zijn { $count } plaatsen.
notation-no-such-player = Er speelt hier niemand die “{ $typed }” heet.
notation-ambiguous-player = “{ $typed }” past bij meer dan één speler: typ meer van de naam.
notation-jump-needs-number = Na “naar” hoort het nummer van een stap, niet “{ $typed }”.
notation-fix-usage = Schrijf: corrigeer SPELER NAAM WAARDE (of corrigeer NAAM WAARDE voor de getallen van de tafel).
notation-no-such-counter = Holster houdt geen getal bij dat “{ $typed }” heet.
notation-fix-needs-number = “{ $typed }” is geen getal: schrijf 3, +1 of -1.
notation-fix-needs-value = Zet er de nieuwe waarde achter: “corrigeer { $typed } 3”, of +1 of -1 om bij te stellen.
notation-board-usage = Schrijf: bord SLEUTEL WAARDE, bijvoorbeeld bord income-mayor 30.
notation-board-needs-number = “{ $typed }” is geen geheel getal: schrijf bord SLEUTEL WAARDE, bijvoorbeeld bord income-mayor 30.

## Holsters eigen regels

rule-core_correction_unknown-counter = Holster houdt geen getal { $counter }{ $whose ->
    [player] {" "}van { $player }
   *[table] {""}
  } bij.
rule-core_correction_out-of-range = Dat kan niet: { $counter }{ $whose ->
    [player] {" "}van { $player }
   *[table] {""}
  } kan geen { $value } worden. Vul een getal van { $min } tot en met { $max } in.
rule-core_note_empty = Een notitie heeft tekst nodig.
rule-core_done_no-such-reminder = Er is geen herinnering { $rule } om af te vinken.
rule-core_board_unknown = Dit spel heeft geen bordwaarde “{ $key }”; de bordwaarden van dit spel zijn: { $keys }.
rule-core_board_out-of-range = { $value } kan geen { $typed } zijn: vul een geheel getal van { $min } tot en met { $max } in.

## De geschiedenis

entry-correction-table = Gecorrigeerd: { $counter }, van { $from } naar { $to }
entry-correction-player = Gecorrigeerd: { $counter } van { $player }, van { $from } naar { $to }
entry-note = Notitie: { $text }
entry-done = Afgevinkt: { $rule }
entry-board-set = Bordwaarde ingevoerd: { $value } is { $to }
entry-board-changed = Bordwaarde gewijzigd: { $value } van { $from } naar { $to }
history-nothing-to-undo = Er valt niets ongedaan te maken.
history-nothing-to-redo = Er valt niets opnieuw te doen.
history-no-such-entry = Er is geen stap { $number }.

## Bestanden

store-io = Kon { $file } niet gebruiken: { $reason }
store-too-new = { $file } is opgeslagen door een nieuwere Holster (formaat { $found }; deze versie leest tot en met { $supported }). Werk Holster bij om het te openen; het bestand is niet aangeraakt.
store-unknown-version = { $file } heeft een onbekende formaatversie ({ $found }). Het bestand is niet aangeraakt.
store-wrong-game = In { $file } staat een spel { $found }, geen { $expected }.
store-bad-setup = In { $file } staat een opzet die Holster nooit zou maken: { $reason } Het bestand is precies zo gelaten als het was.
store-damaged = { $file } is beschadigd en kan niet worden geopend ({ $reason }). Het bestand is precies zo gelaten als het was.
store-in-use = Dit spel is al open in een ander Holster-venster. Sluit het daar eerst.
store-lock-failed = Kon het spel niet vergrendelen: { $reason }
store-already-exists = { $file } bestaat al; kies een andere naam.
store-name-not-text = “{ $name }” kan geen naam voor een nieuw spel zijn: het is geen tekst. Gebruik letters, cijfers, spaties, - en _.
store-name-refused = “{ $name }” kan geen naam voor een spel zijn: geef een naam zoals vrijdagavond, of een pad naar een bestand zonder “..” na een map, dat niet op een map eindigt.
store-name-invisible = “{ $name }” kan geen naam voor een spel zijn: er staat een teken in dat je niet ziet (een stuurteken of een teken dat de schrijfrichting omdraait).
store-name-too-long = “{ $name }” is te lang als naam voor een spel: hooguit { $max } bytes, en deze heeft er { $bytes } (een letter met een accent telt voor 2 bytes, sommige tekens voor 3 of 4), zodat elk bestand dat Holster naast het spel bewaart nog past.
store-encode = Kon deze stap niet wegschrijven: { $reason }
store-dropped-torn-tail = De laatste stap werd net weggeschreven toen Holster stopte en is nooit bevestigd; die is weggelaten.
store-torn-tail-kept = Wat er al van geschreven was, is bewaard in { $file }.
store-settings-damaged = De instellingen in { $file } konden niet allemaal worden gelezen ({ $reason }). Holster gebruikt wat wel te lezen was en laat het bestand zoals het is tot je het herstelt.
store-settings-not-saved = Je wijziging van de instellingen is niet opgeslagen: { $file } kon niet helemaal worden gelezen ({ $reason }) en zou verloren gaan. Herstel of verwijder het eerst.
store-migrated = Dit spel was opgeslagen in formaat { $version } en is bijgewerkt; het origineel staat nog in { $backup }.

## Klaarzetten

setup-player-count = Dit spel is voor { $min } tot { $max } spelers, niet voor { $count }.
setup-unknown-option = Dit spel heeft geen optie “{ $option }”.
setup-name-empty = De speler op plaats { $seat } heeft een naam nodig.
setup-name-invalid = “{ $name }” kan geen naam zijn: gebruik letters, niet alleen een getal, en niets wat je niet ziet (regeleinden, stuurtekens, tekens die de schrijfrichting omdraaien).
setup-name-too-long = “{ $name }” is te lang: hooguit 24 tekens.
setup-name-twice = Twee spelers heten “{ $name }”; geef een van hen een andere naam.
setup-name-alike = Twee spelers heten “{ $first }” en “{ $name }”, en dat is voor Holster één naam (hoofdletters en accenten tellen niet); geef een van hen een andere naam.
setup-name-not-composed = In “{ $name }” staan de accenten los van hun letters; Holster bewaart elke naam samengesteld (Unicode NFC), zoals bij een nieuw spel.
setup-changed-by-hand = Wat bij het klaarzetten is vastgelegd, is met de hand veranderd in iets wat Holster nooit zou maken: zet het terug zoals het was, of zet een nieuw spel klaar.
game-not-playable = Het spel “{ $game }” kun je met deze versie van Holster niet spelen.

## Het regelboek

rules-broken = De spelregels zijn beschadigd: { $reason }
rules-not-available = Deze versie van Holster heeft nog geen spelregels voor { $game }.
rules-no-hits = Niets in de regels past bij “{ $query }”.

## Hoe lang geleden

time-just-now = zojuist
time-minutes-ago = { $count ->
    [one] 1 minuut geleden
   *[other] { $count } minuten geleden
  }
time-hours-ago = { $count } uur geleden
time-days-ago = { $count ->
    [one] 1 dag geleden
   *[other] { $count } dagen geleden
  }
rule-core_seat_unknown = Aan deze tafel is geen plaats { $seat }.
entry-pick = Willekeurig gekozen: { $player }
entry-by = { $player }: { $what }
# Een kans in een regel met kansen, in hele procenten.
odds-percent = { $p }%
odds-below-one = <1%
odds-above-ninety-nine = >99%
# Een regel met kansen: de keuze, dan de uitkomsten.
odds-line = { $choice }: { $figures }
odds-figure = { $what } { $chance }
odds-count = { $n } van de { $count }
odds-none = Er zijn nu geen kansen te tonen.
