## BANG! The Dice Game

# Its title and its card on the home screen.
game-bang-dice = BANG! The Dice Game
game-bang-dice-players = 3 tot 8 spelers
game-bang-dice-tracks = Levens, pijlen en de stapel pijlen, opnieuw gooien, getoonde rollen, wie er wint.

bang-dice-hint = bijv. gooi p d 1 b g · hergooi 2 4 b g · schiet bob · bier ann · gatling · einde
bang-dice-counter-life = levens
bang-dice-counter-arrows = pijlen
bang-dice-counter-pile = pijlen op de stapel

bang-dice-progress-turn = Beurt { $turn }
bang-dice-progress-start = Voor de eerste worp
bang-dice-progress-roll = Worp { $roll } van { $rolls }
bang-dice-progress-resolve = De stenen uitvoeren
bang-dice-progress-done = Alle stenen uitgevoerd: beëindig de beurt
bang-dice-progress-choice = Eerst kiest een personage
bang-dice-progress-over = Het spel is afgelopen

## Personages en rollen

bang-dice-character-bart-cassidy = Bart Cassidy
bang-dice-character-black-jack = Black Jack
bang-dice-character-calamity-janet = Calamity Janet
bang-dice-character-el-gringo = El Gringo
bang-dice-character-jesse-jones = Jesse Jones
bang-dice-character-jourdonnais = Jourdonnais
bang-dice-character-kit-carlson = Kit Carlson
bang-dice-character-lucky-duke = Lucky Duke
bang-dice-character-paul-regret = Paul Regret
bang-dice-character-pedro-ramirez = Pedro Ramirez
bang-dice-character-rose-doolan = Rose Doolan
bang-dice-character-sid-ketchum = Sid Ketchum
bang-dice-character-slab-the-killer = Slab the Killer
bang-dice-character-suzy-lafayette = Suzy Lafayette
bang-dice-character-vulture-sam = Vulture Sam
bang-dice-character-willy-the-kid = Willy the Kid

bang-dice-role-sheriff = Sheriff
bang-dice-role-deputy = Hulpsheriff
bang-dice-role-outlaw = Outlaw
bang-dice-role-renegade = Renegade

bang-dice-team-law = de Sheriff en de Hulpsheriffs
bang-dice-team-outlaws = de Outlaws
bang-dice-team-renegade = de Renegade
bang-dice-team-alone = in zijn eentje
bang-dice-team-unknown = pas bekend als de rollen open liggen
bang-dice-winners-unnamed = de namen volgen als de rollen open liggen

bang-dice-step-shots = de 1'en en 2'en
bang-dice-step-beers = het bier
bang-dice-step-gatling = de gatling
bang-dice-step-kit = de pijlen die Kit Carlson teruglegt

## De stenen zoals de geschiedenis ze schrijft, welke letter er ook getypt is

bang-dice-letter-arrow = p
bang-dice-letter-dynamite = d
bang-dice-letter-one = 1
bang-dice-letter-two = 2
bang-dice-letter-beer = b
bang-dice-letter-gatling = g

## Voorbereiding

bang-dice-setup-characters-missing = Kies voor elke speler een personage (op de opdrachtregel: “characters=bart-cassidy,sid-ketchum,…” in zitvolgorde).
bang-dice-setup-characters-count = Je noemde { $count ->
    [one] één personage
   *[other] { $count } personages
  } voor { $players } spelers: noem er één per plaats.
bang-dice-setup-character-unknown = “{ $typed }” is niet een van de zestien personages.
bang-dice-setup-character-ambiguous = “{ $typed }” past bij meer dan één personage: typ meer van de naam.
bang-dice-setup-character-twice = { $character } staat er twee keer in: elk personage doet hooguit één keer mee.
bang-dice-setup-sheriff-missing = Kies wie de Sheriff is (op de opdrachtregel: “sheriff=” met een plaatsnummer of een naam).
bang-dice-setup-no-sheriff-with-three = Met drie spelers is er geen Sheriff: kies in plaats daarvan de drie open rollen (op de opdrachtregel: “roles=deputy,outlaw,renegade”).
bang-dice-setup-roles-missing = Met drie spelers liggen de rollen open: kies voor elke speler een rol (op de opdrachtregel: “roles=deputy,outlaw,renegade” in zitvolgorde).
bang-dice-setup-characters-missing-window = Kies naast elke naam het personage van die speler.
bang-dice-setup-sheriff-missing-window = Kies wie de Sheriff is.
bang-dice-setup-no-sheriff-with-three-window = Met drie spelers is er geen Sheriff: kies in plaats daarvan naast de namen de drie open rollen.
bang-dice-setup-roles-missing-window = Met drie spelers liggen de rollen open: kies naast elke naam de rol van die speler.
bang-dice-setup-roles-three = Met drie spelers zijn de rollen één Hulpsheriff, één Outlaw en één Renegade, in zitvolgorde.
bang-dice-setup-roles-secret = Met vier of meer spelers ligt aan het begin alleen de Sheriff open; de andere rollen blijven geheim tot ze getoond worden.

## Wat je typt

bang-dice-usage = “{ $typed }” kent Holster niet. Schrijf gooi, hergooi, schiet, bier, gatling, kit, sid, bart, pedro, onthul of einde.
bang-dice-notation-roll = Schrijf “gooi” en de vijf stenen, bijvoorbeeld “gooi p d 1 b g”.
bang-dice-notation-reroll = Schrijf “hergooi”, de nummers van de stenen en dan wat ze nu laten zien, bijvoorbeeld “hergooi 2 4 b g”.
bang-dice-notation-die = “{ $typed }” is geen steen: de stenen hebben de nummers 1 tot en met 5.
bang-dice-notation-die-twice = Steen { $die } staat er twee keer in.
bang-dice-notation-targets = Schrijf “{ $word }” en één speler per steen, bijvoorbeeld “{ $word } bob cid”.
bang-dice-notation-sid = Schrijf “sid” en de speler die er een leven bij krijgt, of “sid geen”.
bang-dice-notation-bart = Schrijf “bart leven”, “bart pijl” of “bart pijlen 2”.
bang-dice-notation-pedro = Schrijf “pedro” om één pijl terug te leggen, “pedro 2” voor twee, of “pedro geen”.
bang-dice-notation-reveal = Schrijf “onthul”, de speler en de rol, bijvoorbeeld “onthul ann outlaw”.
bang-dice-notation-role = “{ $typed }” is geen rol: schrijf sheriff, hulpsheriff, outlaw of renegade.

## De geschiedenis

bang-dice-did-sid = Sid Ketchum gaf { $player } een leven
bang-dice-did-sid-none = Sid Ketchum gaf niemand een leven
bang-dice-did-roll = Gegooid: { $face1 } { $face2 } { $face3 } { $face4 } { $face5 }
bang-dice-did-reroll = { $count ->
    [1] Steen { $die1 } opnieuw gegooid: { $face1 }
    [2] Stenen { $die1 } en { $die2 } opnieuw gegooid: { $face1 } { $face2 }
    [3] Stenen { $die1 }, { $die2 } en { $die3 } opnieuw gegooid: { $face1 } { $face2 } { $face3 }
    [4] Stenen { $die1 }, { $die2 }, { $die3 } en { $die4 } opnieuw gegooid: { $face1 } { $face2 } { $face3 } { $face4 }
   *[other] Stenen { $die1 }, { $die2 }, { $die3 }, { $die4 } en { $die5 } opnieuw gegooid: { $face1 } { $face2 } { $face3 } { $face4 } { $face5 }
  }
bang-dice-did-shoot = Geschoten op { $players }
bang-dice-did-beer = Bier voor { $players }
bang-dice-did-gatling = Gatling afgevuurd
bang-dice-did-kit = Kit Carlson legde een pijl terug van { $players }
bang-dice-did-kit-none = Kit Carlson legde geen pijlen terug
bang-dice-did-bart = Bart Cassidy pakte { $count ->
    [0] geen pijlen en verloor de levens
    [one] een pijl in plaats van een leven
   *[other] { $count } pijlen in plaats van levens
  }
bang-dice-did-pedro = Pedro Ramirez legde { $count ->
    [0] geen pijlen
    [one] een pijl
   *[other] { $count } pijlen
  } terug
bang-dice-did-reveal = { $player } liet de rol zien: { $role }
bang-dice-did-end = Beurt beëindigd

## Regels: wat niet kan

rule-bang-dice_player_unknown = Er zit geen speler op plaats { $seat }.
rule-bang-dice_game_over = Het spel is afgelopen: je kunt alleen nog rolkaarten laten zien.
rule-bang-dice_dice_not-rolled = Er is deze beurt nog niet gegooid: vul eerst de eerste worp in.
rule-bang-dice_roll_already-rolled = De eerste worp van deze beurt staat er al: vul een nieuwe worp in met “hergooi”.
rule-bang-dice_roll_already-rolled-window = De eerste worp van deze beurt staat er al: vink de stenen aan die je opnieuw gooit en vul de nieuwe worp in.
rule-bang-dice_dice_no-such-die = Er is geen steen { $die }: de stenen hebben de nummers 1 tot en met 5, elk één keer.
rule-bang-dice_shot_wrong-count = Er { $expected ->
    [one] ligt één 1 of 2
   *[other] liggen { $expected } 1'en en 2'en
  }: noem één speler per steen, niet { $count }.
rule-bang-dice_beer_wrong-count = Er { $expected ->
    [one] is één bier
   *[other] zijn { $expected } bieren
  } te geven: noem één speler per bier, niet { $count }.
rule-bang-dice_resolve_already-done = Deze beurt al uitgevoerd: { $step }.
rule-bang-dice_choice_none-pending = { $character } hoeft nu niets te kiezen.
rule-bang-dice_choice_too-many = { $player } kan er hooguit { $max } kiezen.
rule-bang-dice_reveal_known = De rol van { $player } is al bekend: { $role }.
rule-bang-dice_reveal_impossible = { $player } kan geen { $role } zijn: zo'n rolkaart is er in dit spel niet meer.
rule-bang-dice_character_kit-carlson_no-arrow = { $player } heeft geen pijl die Kit Carlson kan terugleggen.
rule-bang-dice_character_kit-carlson_too-many = Kit Carlson legt per gatling één pijl terug: hooguit { $max }, niet { $count }.
rule-bang-dice_character_slab-the-killer_no-beer = Voor een dubbele treffer is een bier nodig, en er ligt geen bier meer.

## Regels: wat niet mag

rule-bang-dice_dynamite_no-reroll = Steen { $die } is dynamiet, en dynamiet mag je nooit opnieuw gooien.
rule-bang-dice_dynamite_no-more-rolls = { $player } heeft drie of meer dynamiet: er wordt niet meer gegooid.
rule-bang-dice_roll_too-many = { $player } heeft al { $rolls } keer gegooid: de laatste worp moet je accepteren.
rule-bang-dice_roll_after-resolving = De stenen worden al uitgevoerd: deze beurt wordt er niet meer gegooid.
rule-bang-dice_resolve_out-of-order = Voer de stenen uit in de volgorde van de regels: eerst { $step }.
rule-bang-dice_target_out-of-range = Steen { $die } ({ $face }) kan { $player } niet raken: die zit niet op de juiste afstand. Wel op de juiste afstand: { $players }.
rule-bang-dice_target_self = Met steen { $die } schiet je op een ander, nooit op jezelf.
rule-bang-dice_target_eliminated = { $player } ligt uit het spel: daar gebruik je geen steen voor.
rule-bang-dice_turn_unresolved = De beurt kan nog niet eindigen; nog uit te voeren: { $step }.
rule-bang-dice_turn_no-roll = { $player } heeft deze beurt nog niet gegooid.
rule-bang-dice_gatling_too-few = { $count ->
    [one] Eén gatling is
   *[other] { $count } gatlings zijn
  } niet genoeg: de gatling heeft er { $needed } nodig.
rule-bang-dice_choice_pending = Vul eerst de keuze van { $players } in.
rule-bang-dice_elimination_reveal-first = Of het spel voorbij is, hangt af van de rol van { $players }: laat die eerst zien.
rule-bang-dice_reveal_alive = { $player } doet nog mee: die rol blijft geheim tot { $player } uitgeschakeld is of het spel voorbij is.
rule-bang-dice_character_slab-the-killer_only-slab = Alleen Slab the Killer kan met een bier een treffer dubbel laten tellen.
rule-bang-dice_character_slab-the-killer_once-per-turn = Slab the Killer laat maar één treffer per beurt dubbel tellen.
rule-bang-dice_character_bart-cassidy_last-arrow = Bart Cassidy mag de laatste pijl van de stapel niet pakken: nu hooguit { $max }.

## Regels: wat nu moet

rule-bang-dice_resolve_shots = { $player }: geef { $count ->
    [one] de 1 of 2
   *[other] elk van de { $count } 1'en en 2'en
  } aan een speler op de juiste afstand.
rule-bang-dice_resolve_beers = { $player }: geef { $count ->
    [one] het bier aan een speler
   *[other] elk van de { $count } bieren aan een speler
  }.
rule-bang-dice_resolve_gatling = { $player }: vuur de gatling af.
rule-bang-dice_indians_attack = De laatste pijl is weg: de indianen vallen aan ({ $losses }). Iedereen legt zijn pijlen terug op de stapel.
rule-bang-dice_elimination_reveal = { $player } ligt uit het spel: laat de rol zien.
rule-bang-dice_end_needs-reveal = Of het spel voorbij is, hangt af van de rollen van de uitgeschakelde spelers: laat ze zien.
rule-bang-dice_end_reveal-roles = Het spel is afgelopen: { $players }, laat { $count ->
    [one] je rol
   *[other] jullie rollen
  } zien, dan zijn de winnaars bekend.
rule-bang-dice_character_sid-ketchum_choose = { $player } (Sid Ketchum): kies vóór de eerste worp wie er een leven bij krijgt.
rule-bang-dice_character_bart-cassidy_choose = { $player } (Bart Cassidy) gaat { $count ->
    [one] een leven
   *[other] { $count } levens
  } verliezen: pak in plaats daarvan hooguit { $max } { $max ->
    [one] pijl
   *[other] pijlen
  }, of geen.
rule-bang-dice_character_pedro-ramirez_choose = { $player } (Pedro Ramirez) mag hooguit { $max } van zijn pijlen terugleggen.
rule-bang-dice_character_kit-carlson_choose = { $player } (Kit Carlson) mag hooguit { $max } pijlen terugleggen, van wie hij wil, ook van zichzelf.
rule-bang-dice_character_suzy-lafayette_end-of-turn = { $player } (Suzy Lafayette) heeft geen 1 of 2: ze krijgt er 2 levens bij als de beurt eindigt.

## Regels: gevolgen

rule-bang-dice_arrow_taken = { $player } pakt { $count ->
    [one] een pijl
   *[other] { $count } pijlen
  } van de stapel.
rule-bang-dice_dynamite_exploded = Drie of meer dynamiet: { $player } verliest een leven en gooit niet meer{ $out ->
    [yes] .
   *[no] ; de andere stenen worden nog wel uitgevoerd.
  }
rule-bang-dice_beer_wasted = { $player } heeft al het maximum aan levens: het bier is verspild.
rule-bang-dice_life_max = { $player } heeft al het maximum aan levens: niemand krijgt meer levens dan waarmee hij begon.
rule-bang-dice_elimination_eliminated = { $player } ligt uit het spel; de pijlen gaan terug op de stapel.
rule-bang-dice_turn_passed = Wie aan de beurt was, ligt uit het spel: nu is { $player } aan de beurt.
rule-bang-dice_gatling_fired = { $player } vuurt de gatling af: alle anderen verliezen een leven, en { $player } legt alle eigen pijlen terug.
rule-bang-dice_end_sheriff-down = De Sheriff is uitgeschakeld: het spel is afgelopen. Winnaars: { $team } ({ $winners }).
rule-bang-dice_end_outlaws-down = Alle Outlaws en Renegades zijn uitgeschakeld: het spel is afgelopen. Winnaars: { $team } ({ $winners }).
rule-bang-dice_end_eight-players = De Sheriff is uitgeschakeld; met acht spelers speelt elke Renegade voor zichzelf en wint hij alleen als hij als laatste overblijft. Winnaars: { $team } ({ $winners }).
rule-bang-dice_end_everyone-down = Alle spelers liggen tegelijk uit het spel: de Outlaws winnen. Winnaars: { $team } ({ $winners }).
rule-bang-dice_three-players_target = { $winners } heeft het eigen doelwit zelf uitgeschakeld en wint.
rule-bang-dice_three-players_showdown = Een doelwit is gevallen, maar niet door de speler die erop joeg: de laatste twee moeten elkaar uitschakelen, en wie overblijft, wint.
rule-bang-dice_three-players_last-standing = { $winners } blijft als laatste over en wint.
rule-bang-dice_character_bart-cassidy_arrows = { $player } (Bart Cassidy) pakt { $count ->
    [one] een pijl
   *[other] { $count } pijlen
  } in plaats van levens te verliezen.
rule-bang-dice_character_black-jack_dynamite = { $player } (Black Jack) mag dynamiet opnieuw gooien.
rule-bang-dice_character_calamity-janet_swap = Calamity Janet gebruikt een 1 als 2 of een 2 als 1 om { $player } te raken.
rule-bang-dice_character_el-gringo_arrow = { $gringo } (El Gringo) is geraakt: { $player } pakt een pijl.
rule-bang-dice_character_jesse-jones_double-beer = { $player } (Jesse Jones) heeft 4 levens of minder: het bier geeft hem er 2.
rule-bang-dice_character_jourdonnais_one-life = Jourdonnais verliest bij een indianenaanval maar één leven.
rule-bang-dice_character_lucky-duke_extra-roll = { $player } (Lucky Duke) gooit één keer extra opnieuw.
rule-bang-dice_character_paul-regret_no-gatling = Paul Regret verliest geen levens door de gatling.
rule-bang-dice_character_rose-doolan_range = Rose Doolan schiet één plaats verder en raakt zo { $player }.
rule-bang-dice_character_sid-ketchum_heal = Sid Ketchum geeft { $player } een leven.
rule-bang-dice_character_slab-the-killer_double = Slab the Killer gebruikt een bier: { $player } verliest 2 levens door één steen.
rule-bang-dice_character_suzy-lafayette_bonus = { $player } (Suzy Lafayette) eindigt haar beurt zonder 1 of 2 en krijgt er { $count ->
    [one] een leven
   *[other] { $count } levens
  } bij.
rule-bang-dice_character_vulture-sam_bonus = { $player } (Vulture Sam) krijgt er { $count ->
    [one] een leven
   *[other] { $count } levens
  } bij voor de uitgeschakelde spelers.
rule-bang-dice_character_willy-the-kid_two-gatlings = Willy the Kid heeft maar 2 gatlings nodig.

## De grafiek van het spel
bang-dice-chart-life = Levens

## Sid Ketchum always chooses
rule-bang-dice_character_sid-ketchum_someone = Sid Ketchum geeft aan het begin van zijn beurt iemand een leven, en iedereen die nog meedoet kan er een bij krijgen: kies wie (“sid NAAM”).
rule-bang-dice_character_sid-ketchum_someone-window = Sid Ketchum geeft aan het begin van zijn beurt iemand een leven, en iedereen die nog meedoet kan er een bij krijgen: klik op de naam van wie het krijgt.
# De kansen bij opnieuw gooien, terwijl de speler de stenen kiest: wat ze
# aannemen, dan elke uitkomst met haar kans.
bang-dice-odds-reroll = { $left ->
    [0] { $dice } { $dice ->
        [one] steen
       *[other] stenen
    } opnieuw gooien, de laatste worp
   *[other] { $dice } { $dice ->
        [one] steen
       *[other] stenen
    } opnieuw gooien, daarna { $left ->
        [one] nog één keer
       *[other] nog { $left } keer
    } alles behalve gatlings
}
bang-dice-odds-dynamite = 3+ dynamiet
bang-dice-odds-gatling = { $needed } gatlings
bang-dice-odds-indians = indianenaanval
