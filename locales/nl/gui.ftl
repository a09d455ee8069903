## Het venster

app-title = Holster

## Start

home-new-game = Nieuw spel
home-saved-games = Opgeslagen spellen
home-loading = Je opgeslagen spellen worden gelezen…
home-no-saved-games = Nog geen opgeslagen spellen. Begin er hierboven een.
home-continue = Verder spelen
home-continue-last = Je was bezig met
home-last-over = Je laatste spel is afgelopen
home-see-result = Uitslag bekijken
home-start = Klaarzetten
home-delete = Verwijderen
home-delete-confirm = Dit spel verwijderen? Je kunt het terughalen bij de verwijderde spellen.
home-delete-yes = Verwijderen
home-delete-no = Bewaren
home-show-trash = Verwijderde spellen tonen ({ $count })
home-hide-trash = Verwijderde spellen verbergen ({ $count })
home-restore = Terugzetten
home-game-times = begonnen { $started } · laatst gespeeld { $played }

## Klaarzetten

setup-title = Nieuw spel { $game }
setup-back = ← Terug
setup-seats-help = Vul de spelers in, in de volgorde waarin ze rond de tafel zitten. Met de pijltjes wissel je van plaats.
setup-people-help = Vul de mensen in die meespelen. Wie welk personage speelt, kies je hieronder; de personageborden bepalen de beurtvolgorde.
setup-seat = Plaats { $seat }
setup-player-number = Speler { $seat }
setup-last-players = Dezelfde spelers als de vorige keer: { $names }
setup-name-prompt = Naam
setup-add-player = Speler toevoegen
setup-file-name = Opslaan als
setup-file-name-invalid = “{ $name }” kan geen bestandsnaam zijn: gebruik letters, cijfers, spaties, - en _.
setup-board-values = Bordwaarden
setup-board-help = Deze getallen staan op de borden en kaarten, niet in de spelregels. Vul ze één keer in, met − en + of door te typen: Holster onthoudt ze voor elk nieuw spel (ze staan ook bij Instellingen). Geven de spelregels een getal, dan gebruikt een leeg veld dat.
setup-board-missing = { $count ->
    [one] Vul eerst deze bordwaarde hieronder in: { $values }.
   *[other] Vul eerst deze { $count } bordwaarden hieronder in: { $values }.
}
setup-board-and-more = { $values } en nog { $more }
setup-board-kept = { $count ->
    [one] De bordwaarde die dit spel gebruikt, is bewaard van jullie borden.
   *[other] De { $count } bordwaarden die dit spel gebruikt, zijn bewaard van jullie borden.
}
setup-board-change = Aanpassen
setup-ready = Klaar om te beginnen.
setup-start = Spel beginnen

## De tafel

table-turn-of = { $player } is aan de beurt
table-their-turn = Aan de beurt
table-pick = Willekeurige speler kiezen
table-home = Spellen
table-entry = invoer
table-entry-prompt = Typ wat er gebeurt ({ $hint }) en druk op Enter
table-enter = Invoeren
table-saved = Opgeslagen als stap { $number }: { $what }
table-needs-override = Dit mag volgens de regels niet.
table-fix-entry = Invoer verbeteren
table-apply-anyway = Toch toepassen
table-why = Waarom?
table-reminders = Herinneringen
table-mark-done = Afvinken
table-board-missing = Nog nodig uit de doos:
table-board-enter = Invoeren
table-board-choose-first = Kies het getal met − en +, en klik dan op Invoeren.
table-history = Geschiedenis
table-drawer = Herinneringen en geschiedenis
table-history-empty = Nog niets ingevoerd.
table-history-older = Oudere stappen tonen (nog { $count })
table-undo = Ongedaan maken
table-redo = Opnieuw doen
table-undone = ongedaan gemaakt
table-note-prompt = Notitie toevoegen (“de tafel besliste dat …”)
table-table-numbers = Op tafel

## Het regelboek

reference-title = Regels
reference-search = Zoeken in de regels
reference-all-sections = ← Alle hoofdstukken
reference-no-section = Er is geen hoofdstuk “{ $section }” in dit boek.
reference-open = Regels (F1)

## Instellingen

settings-title = Instellingen
settings-open = Instellingen
settings-language = Taal
settings-theme = Thema
settings-theme-system = Zoals het systeem
settings-theme-light = Licht
settings-theme-dark = Donker
settings-text-size = Tekstgrootte
settings-text-size-now = Nu { $percent }%. Verander dit met A− en A+ rechtsboven, of met Ctrl++ en Ctrl+− (Ctrl+0 voor 100%).
settings-text-size-cut = In dit venster past tekst tot { $shown }%; maak het venster groter voor { $percent }%.
settings-screen = Scherm
settings-keep-awake = Scherm aan houden zolang er een spel open is
settings-help = Hulp aan tafel
settings-show-odds = De precieze kansen tonen bij elke keuze met de dobbelstenen
settings-phones = Telefoons aan tafel
settings-port = Poort voor de telefoons
settings-port-automatic = automatisch
settings-port-help = Leeg: elke keer een vrije. Zet er een vast (1024 tot 65535) als het netwerk alleen die doorlaat.
settings-port-invalid = “{ $typed }” is geen poort: typ een getal van { $min } tot 65535, of laat het leeg.
text-smaller = Kleinere tekst (Ctrl+−)
text-bigger = Grotere tekst (Ctrl++)
settings-board-values = Bordwaarden
settings-board-help = Sommige getallen staan op de borden en kaarten, maar niet in de spelregels. Vul ze één keer in, hier of als je een spel opzet: Holster onthoudt ze voor elk nieuw spel. Geven de spelregels een getal, dan gebruikt een leeg veld dat; geven ze er geen, dan vraagt het opzetten erom.
settings-board-none = Geen van de spellen in deze versie vraagt om bordwaarden.
settings-board-invalid = “{ $typed }” kan hier niet: vul een geheel getal van { $min } tot en met { $max } in.
settings-files = Opgeslagen spellen staan in { $games }; de instellingen in { $settings }.
table-applied-anyway = Toch toegepast: de geschiedenis houdt bij welke regel de tafel opzij heeft gezet.

## BANG! The Dice Game aan tafel

bang-ui-setup-character = Personage
bang-ui-setup-role = Rol (open)
bang-ui-setup-sheriff = Sheriff
bang-ui-role-unknown = rol geheim
bang-ui-pile = { $count ->
    [one] 1 pijl op de stapel
   *[other] { $count } pijlen op de stapel
  }
bang-ui-over = Het spel is afgelopen. Winnaars: { $winners }
bang-ui-reveal = { $player } ligt uit het spel: welke rolkaart komt er open?
bang-ui-roll = { $player } gooit: klik op de vijf stenen (of typ ze, bijv. gooi p d 1 b g).
bang-ui-reroll = Nog { $left ->
    [one] 1 worp.
   *[other] { $left } worpen.
  } Klik op de stenen die je opnieuw gooit, of voer ze uit:
bang-ui-take-back = Terugnemen
bang-ui-why-pick-dice = Klik eerst op de stenen die je opnieuw gooit; daarna op wat ze laten zien.
bang-ui-why-dice-in = De stenen zijn al ingevoerd: je hoeft er nu geen aan te klikken.
bang-ui-why-no-face = Je hebt nog geen steen aangeklikt.
bang-ui-why-nothing-picked = Je hebt nog niets aangeklikt: er valt niets te wissen.
bang-ui-why-reroll-picked = Je hebt stenen gekozen om opnieuw te gooien: klik op wat ze laten zien, of op Wissen.
bang-ui-why-roll-first = Eerst de worp: klik op de vijf stenen.
bang-ui-why-answer-first = Eerst de vraag hierboven: klik op een antwoord.
bang-ui-why-kit-pick = Klik eerst op van wie een pijl terug mag, of op “Niets terugleggen”.
bang-ui-why-resolve-first = Eerst dit: { $step }
bang-ui-why-double-picked = Deze beurt telt er al een treffer dubbel.
bang-ui-why-kit-picked = Er zijn al pijlen gekozen: klik op Wissen om er geen terug te leggen.
bang-ui-shoot = Steen { $die } toont { $face }: klik op een gemarkeerde speler.
bang-ui-shoot-ready = Elke 1 en 2 heeft een doelwit.
bang-ui-clear = Wissen
bang-ui-beers = { $count ->
    [one] 1 bier: klik op wie het drinkt.
   *[other] { $count } bieren: klik per bier op wie het drinkt.
  }
bang-ui-gatling = De gatling vuurt: iedere andere speler verliest 1 leven en de schutter legt zijn pijlen terug.
bang-ui-fire = Gatling afvuren
bang-ui-kit = Kit Carlson: klik per gatling op de speler van wie een pijl terug mag.
bang-ui-enter-kit = Pijlen terugleggen
bang-ui-kit-none = Niets terugleggen
bang-ui-all-resolved = Alle stenen zijn uitgevoerd.
bang-ui-end = Beurt beëindigen
bang-ui-sid = { $player } (Sid Ketchum): wie krijgt er een leven bij?
bang-ui-nobody = Niemand
bang-ui-bart = { $player } (Bart Cassidy): hoeveel van deze treffers worden pijlen?
bang-ui-pedro = { $player } (Pedro Ramirez): hoeveel van je pijlen leg je terug?
bang-ui-out-of-range = Niet op afstand: { $players } (deze steen raakt op afstand { $reach }).
bang-ui-all-in-range = Deze steen kan elke andere speler raken.

## Gunfights & Gamblin' aan tafel

gf-ui-town = Het stadje
gf-ui-standing = staat
gf-ui-burned = afgebrand
gf-ui-out-of-play = doet niet mee
gf-ui-chamber = Cilinder
gf-ui-cents = { $count } cent
gf-ui-pocket = verborgen zak
gf-ui-snake-oil = Snake Oil
gf-ui-bullseye = Bullseye +{ $count }
gf-pad-call-question = Blind Betty toont { $visible }: voorspel je 21+ of 28+?

## De pads: wat de volgende stap aanbiedt

bang-ui-slab-next = Slab: volgende treffer verdubbelen (bier)

## De tafel: de geschiedenis in een lade, een stap opengeklapt

table-reminders-count = { $count ->
    [one] 1 herinnering wacht
   *[other] { $count } herinneringen wachten
  }
table-no-reminders = Er is nu niets om aan te denken.
table-no-findings = De regels zeggen niets over deze stap.
table-jump-back = Terug naar #{ $number } ({ $count ->
    [one] 1 stap terugnemen
   *[other] { $count } stappen terugnemen
  })
table-jump-forward = Terughalen tot en met #{ $number } ({ $count ->
    [one] 1 stap
   *[other] { $count } stappen
  })
table-outcome-empty = Wat de regels over elke stap zeggen, staat hier.
table-outcome-whole = Alles lezen
table-outcome-title = Wat de laatste invoer deed
table-outcome-close = Sluiten
table-took-back = Teruggedraaid: stap { $number }, { $what }
table-put-back = Opnieuw gedaan: stap { $number }, { $what }
gf-ui-chamber-round = R{ $round }
