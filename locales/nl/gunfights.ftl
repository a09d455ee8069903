## Gunfights & Gamblin'
## Namen van personages, gebouwen en items zijn de gedrukte namen en blijven Engels.
## Een bericht dat een gebouw noemt, krijgt `building` (de gedrukte naam) en `site` (het
## gebouw met lidwoord, gunfights-site-*): de Church, de Store, de Stockade, de Saloon,
## maar het Gamblin' House en het Ammo Depot. Waar een voornaamwoord nodig is: "het gebouw".

# Its title and its card on the home screen.
game-gunfights = Gunfights & Gamblin'
game-gunfights-players = 2 tot 6 mensen, 4 of 6 personages
game-gunfights-tracks = Gezondheid, munitie, geld, items, Bullseye, gebouwen, de cilinder met de score en de Fire Wagon.

gunfights-hint = bijv. inkomen · koop beer voor sheriff · inzet 10 7 · voorspel 21 13 · oefen 3 8 5 · steel colt 12 · einde
gunfights-counter-health = gezondheid
gunfights-counter-ammo = munitie
gunfights-counter-money = geld (cent)
gunfights-counter-bullseye = Bullseye
gunfights-counter-round = ronde

gunfights-progress-round = Ronde { $round }
gunfights-progress-action = Actie { $action } van 3
gunfights-progress-no-actions = Geen acties meer
gunfights-progress-raid = De Raid
gunfights-progress-over = Het spel is afgelopen
gunfights-turn-of = { $person } is aan de beurt ({ $character })

gunfights-site-church = de Church
gunfights-site-store = de Store
gunfights-site-stockade = de Stockade
gunfights-site-gamblin-house = het Gamblin' House
gunfights-site-saloon = de Saloon
gunfights-site-ammo-depot = het Ammo Depot

gunfights-team-pioneers = De Pioneers
gunfights-team-renegades = De Renegades
gunfights-building-church = Church
gunfights-building-stockade = Stockade
gunfights-variant-six = Zes personages
gunfights-variant-four = Variant met 4 personages
gunfights-setup-field-variant = Welk spel: zes personages of de variant?
gunfights-setup-field-out-of-play = Variant met 4 personages: welk gebouw doet niet mee?

## Getallen die op de borden staan, niet in de tekst

gunfights-board-income-mayor = Inkomen van de Mayor (cent)
gunfights-board-income-head-honcho = Inkomen van de Head Honcho (cent)
gunfights-board-income-says = Volgens het spelregelboek krijgen de Mayor en de Head Honcho het inkomen dat op hun personagebord staat, maar hoeveel dat is, staat er niet.
gunfights-board-price-beer = Prijs van Beer (cent)
gunfights-board-price-tobacco = Prijs van Tobacco (cent)
gunfights-board-price-whiskey = Prijs van Whiskey (cent)
gunfights-board-price-dynamite = Prijs van Dynamite (cent)
gunfights-board-price-colt = Prijs van de Colt Revolver (cent)
gunfights-board-price-winchester = Prijs van de Winchester Rifle (cent)
gunfights-board-price-says = De prijzen staan op het stadsbord; de tekst noemt alleen die van munitie (5 cent per fiche).
gunfights-board-winchester-says = De tekst noemt alleen de prijs met inruil: lever je een Colt in, dan kost de Winchester 25 cent.
gunfights-board-rebuild-church = De Church herbouwen (cent)
gunfights-board-rebuild-store = De Store herbouwen (cent)
gunfights-board-rebuild-stockade = De Stockade herbouwen (cent)
gunfights-board-rebuild-gamblin-house = Het Gamblin' House herbouwen (cent)
gunfights-board-rebuild-saloon = De Saloon herbouwen (cent)
gunfights-board-rebuild-ammo-depot = Het Ammo Depot herbouwen (cent)
gunfights-board-rebuild-says = Volgens het spelregelboek mag de Mayor betalen om een afgebrand gebouw te herbouwen, maar wat dat kost, staat er niet.
gunfights-board-theft-beer = Steelgetal van Beer
gunfights-board-theft-tobacco = Steelgetal van Tobacco
gunfights-board-theft-whiskey = Steelgetal van Whiskey
gunfights-board-theft-dynamite = Steelgetal van Dynamite
gunfights-board-theft-colt = Steelgetal van de Colt Revolver
gunfights-board-theft-winchester = Steelgetal van de Winchester Rifle
gunfights-board-theft-says = Wat de Thief moet gooien, staat op het stadsbord onder elk item; de “8+” in de tekst is maar een voorbeeld.
gunfights-board-hit-colt-pioneer = Colt Revolver: een Pioneer raakt vanaf
gunfights-board-hit-colt-renegade = Colt Revolver: een Renegade raakt vanaf
gunfights-board-hit-winchester-pioneer = Winchester Rifle: een Pioneer raakt vanaf
gunfights-board-hit-winchester-renegade = Winchester Rifle: een Renegade raakt vanaf
gunfights-board-hit-says = De tekst geeft alleen de trefgetallen van de Stagecoach Shotgun (Pioneers 13+, Renegades 15+); die van de betere wapens staan op de kaarten.

gunfights-board-group-income = Personageborden: inkomen
gunfights-board-group-prices = Stadsbord: prijzen
gunfights-board-group-theft = Stadsbord: steelgetallen, onder elk item
gunfights-board-group-rebuild = Een afgebrand gebouw herbouwen
gunfights-board-group-hit = Wapenkaarten: trefgetallen

## Voorbereiding

gunfights-setup-variant = “{ $typed }” is geen variant: schrijf “variant=four-characters”, of laat het weg voor het spel met zes personages.
gunfights-setup-out-of-play = In de variant met 4 personages doet de Church of de Stockade niet mee: voeg “out-of-play=church” of “out-of-play=stockade” toe.
gunfights-setup-out-of-play-window = In de variant met 4 personages doet de Church of de Stockade niet mee: kies hieronder welke.
gunfights-setup-out-of-play-six = Alleen in de variant met 4 personages doet er een gebouw niet mee; met zes personages staan alle zes gebouwen.
gunfights-setup-people-count = Je noemde { $count ->
    [one] één persoon
   *[other] { $count } personen
  } voor { $characters } personages: noem voor elk personage wie het speelt, in beurtvolgorde.
gunfights-setup-assign-twice = Zeg wie wie speelt met “people=” óf met een optie per personage, niet allebei.
gunfights-setup-assign-missing = Kies wie elk personage speelt (op de opdrachtregel: “people=ann,bob,…” in de beurtvolgorde Mayor, Sheriff, Deputy, Scout, Thief, Head Honcho, of “mayor=ann”, “sheriff=bob” enzovoort).
gunfights-setup-assign-missing-window = Kies onder de namen wie elk personage speelt.
gunfights-setup-character-unassigned = Niemand speelt de { $character }: elk personage heeft een speler nodig.
gunfights-setup-character-out = De { $character } doet niet mee in de variant met 4 personages.
gunfights-setup-person-idle = { $person } speelt geen personage: iedereen aan tafel speelt er minstens één.
gunfights-setup-both-teams = { $person } zou voor beide teams spelen; één persoon speelt alleen personages van één team, zodat de verdediging geheim blijft.
gunfights-setup-board-value = { $value } kan geen { $typed } zijn: het is een geheel getal van { $min } tot en met { $max }.

## Wat je typt

gunfights-usage = “{ $typed }” kent Holster niet. Schrijf inkomen, koop, herbouw, inzet, voorspel, oefen, olie, doorschuiven, val, bewaak, bom, onthul, steel, zeker, zak, ruil, einde, aanval, verdedig, schiet, gooi of overval.
gunfights-notation-character = “{ $typed }” is geen personage: schrijf mayor, sheriff, deputy, scout, thief of head-honcho.
gunfights-notation-not-in-game = De { $character } doet in dit spel niet mee.
gunfights-notation-building = “{ $typed }” is geen gebouw: schrijf church, store, stockade, gamblin-house, saloon of ammo-depot.
gunfights-notation-item = “{ $typed }” is geen item: schrijf beer, tobacco, whiskey, dynamite, colt of winchester.
gunfights-notation-snake-oil = “{ $typed }” is geen Snake Oil: schrijf armadillo-shell, deadeye, dynamite-king, head-hunter, lightweight, lucky of quick-draw.
gunfights-notation-bet = “{ $typed }” is geen inzet: schrijf “inzet”, het aantal cent en de zichtbare dobbelsteen, bijvoorbeeld “inzet 10 7”.
gunfights-notation-call = Schrijf “voorspel 21” of “voorspel 28” en dan de verborgen dobbelsteen, bijvoorbeeld “voorspel 21 13”.
gunfights-notation-ammo = “{ $typed }” is geen aantal munitiefiches.
gunfights-notation-for = Schrijf de ontvanger als “voor” en een personage, bijvoorbeeld “koop beer voor sheriff”.
gunfights-notation-ware = Schrijf een item, of munitie en een aantal, bijvoorbeeld “ruil mayor sheriff munitie 2”.
gunfights-notation-trade-in = Alleen de Winchester koop je met een ingeruilde Colt: “koop winchester inruil”.

## De geschiedenis

gunfights-did-income = krijgt het inkomen
gunfights-did-buy = koopt { $ware ->
    [ammo] { $ammo } munitie
   *[other] { $ware }
  }{ $to ->
    [none] {""}
   *[other] {" "}voor { $to }
  }
gunfights-did-rebuild = herbouwt { $site }
gunfights-did-bet = zet { $bet } cent in bij Blind Betty; de zichtbare dobbelsteen toont { $die }
gunfights-did-call = voorspelt { $call }+; de verborgen dobbelsteen toont { $die }{ $lucky ->
    [yes] {" (+5 met Lucky)"}
   *[no] {""}
  }
gunfights-did-practice = Schietoefening: { $first } en { $second }{ $shot ->
    [0] , geen schot
   *[other] , schot { $shot }
  }{ $lucky ->
    [yes] {" (+5 met Lucky)"}
   *[no] {""}
  }
gunfights-did-oil = geeft { $oil } aan { $to }
gunfights-did-cycle = schuift de Snake Oil door
gunfights-did-trap = legt de Booby Trap
gunfights-did-guard = bewaakt de informatie: { $die }{ $lucky ->
    [yes] {" (+5 met Lucky)"}
   *[no] {""}
  }
gunfights-did-bomb = legt een Entry Bomb
gunfights-did-reveal = probeert informatie los te krijgen{ $die ->
    [0] {""}
   *[other] : { $die }
  }{ $lucky ->
    [yes] {" (+5 met Lucky)"}
   *[no] {""}
  }
gunfights-did-steal = probeert { $item } te stelen: { $die }{ $lucky ->
    [yes] {" (+5 met Lucky)"}
   *[no] {""}
  }{ $to ->
    [none] {""}
   *[other] {" "}(voor { $to })
  }
gunfights-did-guarantee = geeft de laatste acties op voor een gegarandeerde diefstal van { $item }{ $to ->
    [none] {""}
   *[other] {" "}(voor { $to })
  }
gunfights-did-steal-ammo = steelt munitie{ $to ->
    [none] {""}
   *[other] {" "}voor { $to }
  }
gunfights-did-pocket = { $way ->
    [in] stopt { $item } in de verborgen zak
    [out] haalt { $item } uit de verborgen zak
    [swap] stopt { $item } in de verborgen zak en haalt { $other } eruit
   *[either] stopt { $item } in de verborgen zak of haalt het eruit
  }
gunfights-did-trade = geeft { $ware ->
    [ammo] { $ammo } munitie
   *[other] { $ware }
  } aan { $to }
gunfights-did-end = beëindigt de beurt
gunfights-did-raid-outcome = De Raid: { $burned ->
    [none] niets afgebrand
   *[other] afgebrand: { $burned }
  }{ $dead ->
    [none] {""}
   *[other] ; als dood gemeld: { $dead }
  }{ $shots ->
    [none] {""}
   *[other] ; schoten op papier: { $shots }
  }

## Regels

rule-gunfights_seat_unknown = Er is geen personage op plaats { $seat }.
rule-gunfights_character_not-in-game = De { $character } { $count ->
    [one] doet
   *[other] doen
  } in dit spel niet mee: de variant met 4 personages heeft geen Deputy, geen Scout en geen Snake Oils.
gunfights-deputy-and-scout = Deputy en de Scout
rule-gunfights_game_over = De zesde scorekogel zit in de cilinder: het spel is afgelopen.
rule-gunfights_board_value-missing = { $value } staat op het bord, maar is niet ingevuld: vul het in bij de bordwaarden in de instellingen voordat je een spel begint.
rule-gunfights_money_not-enough = { $character } heeft { $money } cent en kan geen { $cost } betalen.
rule-gunfights_ammo_not-enough = { $character } heeft { $ammo } munitie en kan er geen { $count } afgeven.
rule-gunfights_item_not-held = { $character } heeft geen { $item }.
rule-gunfights_blind-betty_no-gamble = Niemand gokt bij Blind Betty: zet eerst in.
rule-gunfights_blind-betty_call-first = Blind Betty wacht: doe eerst je voorspelling en vul de verborgen dobbelsteen in.
rule-gunfights_ware_nothing = Dat verandert niets: noem iets om te kopen, te stelen of te ruilen.
rule-gunfights_turn_not-yours = Niemand is aan de beurt: de Raid is bezig.
rule-gunfights_actions_limit = { $character } heeft deze ronde al alle drie de acties gebruikt.
rule-gunfights_income_once-a-turn = { $character } heeft deze beurt het inkomen al gekregen.
rule-gunfights_purchase_buyers-only = De { $character } is aan de beurt: alleen de Mayor en de Head Honcho krijgen inkomen en kopen, in hun eigen beurt.
rule-gunfights_purchase_building-burned = De Pioneers kunnen niet kopen bij { $site } zolang het gebouw is afgebrand: het moet eerst herbouwd worden.
rule-gunfights_items_one-of-each = { $character } heeft al { $item }: niemand heeft twee dezelfde items (alleen in de verborgen zak van de Thief mag een tweede).
rule-gunfights_items_other-team = { $character } zit in het andere team: items en munitie gaan naar je eigen team.
rule-gunfights_colt_trade-in-needs-colt = { $character } heeft geen Colt om in te ruilen voor de Winchester.
rule-gunfights_rebuild_mayor-only = De { $character } is aan de beurt: alleen de Mayor betaalt om te herbouwen, in zijn eigen beurt.
rule-gunfights_rebuild_not-burned = Er valt niets te herbouwen: { $site } is niet afgebrand.
rule-gunfights_blind-betty_gamblers-only = De { $character } is aan de beurt: alleen de Mayor en de Head Honcho gokken bij Blind Betty, in hun eigen beurt.
rule-gunfights_blind-betty_once-a-round = { $character } heeft deze ronde al gegokt: één keer per ronde.
rule-gunfights_blind-betty_house-burned = Het Gamblin' House is afgebrand: de Mayor mag alleen gokken zolang het gebouw staat.
rule-gunfights_blind-betty_bet = Een inzet van { $bet } cent: bij Blind Betty zet je 5, 10 of 15 cent in.
rule-gunfights_target-practice_sheriff-only = De { $character } is aan de beurt: alleen de Sheriff doet schietoefening, in zijn eigen beurt.
rule-gunfights_target-practice_once-a-turn = { $character } heeft deze beurt al schietoefening gedaan.
rule-gunfights_snake-oil_deputy-or-scout = De { $character } is aan de beurt: alleen de Deputy en de Scout geven Snake Oils en schuiven ze door, in hun eigen beurt.
rule-gunfights_snake-oil_give-once-a-round = { $character } heeft deze ronde al een Snake Oil gegeven.
rule-gunfights_snake-oil_one-each = { $character } heeft al { $oil }: één Snake Oil per personage, en die leg je nooit af en ruil je nooit.
rule-gunfights_snake-oil_own-team = { $character } zit in het andere team: een Snake Oil gaat naar je eigen team.
rule-gunfights_booby-trap_deputy-only = De { $character } is aan de beurt: alleen de Deputy legt de Booby Trap, in zijn eigen beurt.
rule-gunfights_booby-trap_once-a-round = { $character } heeft deze ronde de Booby Trap al gelegd.
rule-gunfights_guard_deputy-only = De { $character } is aan de beurt: alleen de Deputy bewaakt de informatie, in zijn eigen beurt.
rule-gunfights_entry-bomb_scout-only = De { $character } is aan de beurt: alleen de Scout legt Entry Bombs, in zijn eigen beurt.
rule-gunfights_entry-bomb_two-at-most = { $character } heeft beide Entry Bombs al gelegd.
rule-gunfights_reveal_scout-only = De { $character } is aan de beurt: alleen de Scout probeert informatie los te krijgen, in zijn eigen beurt.
rule-gunfights_reveal_once-a-round = { $character } heeft deze ronde al informatie gekregen: één stukje per ronde.
rule-gunfights_reveal_roll-needed = De Deputy gooide { $best }: de Scout moet hoger gooien om informatie te krijgen.
rule-gunfights_theft_thief-only = De { $character } is aan de beurt: alleen de Thief steelt, in zijn eigen beurt.
rule-gunfights_theft_guarantee-after-first-failure = De gegarandeerde diefstal mag alleen meteen na een mislukte eerste poging, met de twee acties die over zijn.
rule-gunfights_theft_guarantee-not-winchester = De Winchester kun je niet met een gegarandeerde diefstal pakken.
rule-gunfights_theft_guarantee-after-ammo = Deze beurt is er munitie gestolen, en dat telt als een geslaagde diefstal: nu geen gegarandeerde diefstal.
rule-gunfights_trade_same-team = { $character } zit in het andere team: je ruilt alleen met teamgenoten.
rule-gunfights_trade_team-turn = { $team } ruilen alleen in hun eigen beurten.
rule-gunfights_trade_not-in-raid = De Raid is begonnen: er wordt niet meer geruild.
rule-gunfights_raid_not-yet = De Raid komt na de beurt van de Head Honcho.
rule-gunfights_turn_raid-running = Het is de Raid: vul in wat er afbrandde en wie er stierf om de ronde af te sluiten.
rule-gunfights_raid_already-down = Er valt niets af te branden: { $site } was al afgebrand.
rule-gunfights_income_collect = { $character }: pak het inkomen dat op je bord staat.
rule-gunfights_blind-betty_call = { $character }: de zichtbare dobbelsteen toont { $visible }. Voorspel 21+ (je wint je inzet, bij { $chance21 } van de 20 verborgen worpen) of 28+ (drie keer je inzet, bij { $chance28 } van de 20) en vul dan de verborgen dobbelsteen in.
rule-gunfights_raid_play = Ronde { $round }: de Raid.{ $ready ->
    [early] {""}
    [yes] {" "}Alle vuurgevechten zijn voorbij: vul de afloop in, “overval{ $buildings }{ $dead ->
        [none] {""}
       *[other] {" "}dood{ $dead }
      }”.
   *[no] {" "}Zijn alle vuurgevechten voorbij, vul dan in wat er afbrandde; zoals het nu staat: “overval{ $buildings }{ $dead ->
        [none] {""}
       *[other] {" "}dood{ $dead }
      }”.
  }
rule-gunfights_raid_play-window = Ronde { $round }: de Raid.{ $ready ->
    [early] {""}
    [yes] {" "}Alle vuurgevechten zijn voorbij: sluit de Raid af met wat er afbrandde.
   *[no] {" "}Zijn alle vuurgevechten voorbij, sluit de Raid dan af met wat er afbrandde.
  }
rule-gunfights_fire-wagon_round-six = Ronde 6: de Sheriff mag ook een Defense Card op de Fire Wagon leggen, op een plek die geen andere Pioneer verdedigt.
rule-gunfights_end_showdown = Gelijkspel: de showdown beslist, tussen alle personages, zonder munitie en zonder schade van de Stockade; items gaan mee. { $first } schiet eerst, daarna schieten de teams om en om in beurtvolgorde.
rule-gunfights_mayor_money-capped = De Mayor mag hooguit zijn inkomen sparen ({ $cap } cent): { $amount } cent gaat terug naar de voorraad.
rule-gunfights_target-practice_bullseye = Raak! { $character } heeft nu Bullseye +{ $bonus } op elke worp met een wapen.
rule-gunfights_target-practice_bullseye-max = Raak, maar { $character } heeft al Bullseye +2, meer kan niet.
rule-gunfights_target-practice_missed = { $character } mist de doelgetallen.
rule-gunfights_blind-betty_won = { $character } gooide samen { $total } en wint { $amount } cent.
rule-gunfights_blind-betty_lost = { $character } gooide samen { $total } en verliest { $amount } cent.
rule-gunfights_snake-oil_free-cycle = { $character } schuift gratis door: de eerste keer doorschuiven in een ronde kost geen actie.
rule-gunfights_reveal_failed = { $character } gooide niet hoger dan de { $best } van de Deputy: geen informatie.
rule-gunfights_reveal_ask = { $character } mag één gebouw noemen en de Sheriff vragen of er een Pioneer verdedigt; de Sheriff antwoordt eerlijk ja of nee.
rule-gunfights_theft_succeeded = { $roll } tegen { $needed }+: { $item } is gestolen.
rule-gunfights_theft_failed = { $roll } tegen { $needed }+: de diefstal van { $item } mislukt.
rule-gunfights_scoring_loaded = Ronde { $round }: er gaat een scorekogel van { $score } in de cilinder.
rule-gunfights_death_top-row-lost = { $character } is gestorven: de bovenste rij en de Snake Oil zijn weg (munitie, wapen, geld en de verborgen zak blijven).
rule-gunfights_end_winner = Renegades { $renegades }, Pioneers { $pioneers }: { $winner ->
    [pioneers] de Pioneers winnen!
    [renegades] de Renegades winnen!
   *[tie] gelijkspel.
  }

## De Raid

gunfights-notation-tiles = Schrijf personages en gebouwen in paren, bijvoorbeeld “aanval scout church thief stockade”.
rule-gunfights_raid_renegades-attack = { $character } is een Pioneer: alleen de Renegades vallen aan.
rule-gunfights_raid_pioneers-defend = { $character } is een Renegade: alleen de Pioneers verdedigen.
rule-gunfights_raid_one-tile-each = { $character } staat er twee keer in: elk personage heeft één tegel.
rule-gunfights_raid_attack-first = Eerst maken de Renegades hun aanvallen bekend; daarna onthullen de Pioneers hun verdediging.
rule-gunfights_raid_out-of-play = In dit spel doet { $site } niet mee.
rule-gunfights_fire-wagon_round-six-only = Het is ronde { $round }: de Fire Wagon helpt alleen in ronde 6.
rule-gunfights_fire-wagon_undefended-only = Een Pioneer verdedigt { $site } al: de Fire Wagon gaat naar een plek die niemand anders verdedigt.
rule-gunfights_raid_undefended-burns = De Renegades vielen { $site } aan en niemand verdedigde het gebouw: het brandt af.
rule-gunfights_raid_not-attacked = Niemand heeft { $site } aangevallen, dus het gebouw kan in deze Raid niet afbranden.
rule-gunfights_fire-wagon_doused = De Fire Wagon staat bij { $site }: het vuur wordt geblust en het gebouw blijft staan.
rule-gunfights_raid_place-tiles = De Raid: vul de aanvallen van de Renegades in (“aanval scout church …”) en dan de onthulde Defense Cards van de Pioneers (“verdedig mayor ammo-depot …”, in ronde 6 met “wagen …”).
rule-gunfights_raid_place-tiles-window = De Raid: klik per Renegade op het gebouw waar zijn tegel ligt en onthul daarna de Defense Cards van de Pioneers (in ronde 6 ook de Fire Wagon).
rule-gunfights_raid_gunfight = Vuurgevecht bij { $site }: { $first } is aan de beurt om te schieten. Elk schot kost 1 munitie.
rule-gunfights_raid_stockade = De Stockade staat: elke Renegade krijgt 1 schade.
rule-gunfights_raid_every-renegade-attacks = Elke Renegade valt een gebouw aan: { $characters } moet nog geplaatst worden.
rule-gunfights_raid_every-pioneer-defends = De Sheriff geeft elke Pioneer een Defense Card: { $characters } moet nog geplaatst worden.

## Onthuld bij de Raid

gunfights-notation-sites = Schrijf de onthulde plekken na de tegels: “aanval … bommen church stockade”, “verdedig … val stockade wagen church”.
gunfights-did-attack = De Renegades vallen aan: { $tiles }{ $bombs ->
    [none] {""}
   *[other] ; Entry Bombs: { $bombs }
  }
gunfights-did-defend = De Pioneers verdedigen: { $tiles }{ $trap ->
    [none] {""}
   *[other] ; de Booby Trap bij { $trap }
  }{ $wagon ->
    [none] {""}
   *[other] ; de Fire Wagon bij { $wagon }
  }
rule-gunfights_raid_booby-trap = { $count ->
    [one] De Booby Trap ligt bij { $site }: { $characters } krijgt 1 schade. Bevestig met “schade val”.
   *[other] De Booby Trap ligt bij { $site }, waar { $characters } aanvallen: de Deputy kiest wie 1 schade krijgt (“schade val thief”).
  }
rule-gunfights_raid_booby-trap-window = { $count ->
    [one] De Booby Trap ligt bij { $site }: { $characters } krijgt 1 schade.
   *[other] De Booby Trap ligt bij { $site }, waar { $characters } aanvallen: de Deputy kiest wie 1 schade krijgt; klik op die naam.
  }
rule-gunfights_raid_entry-bombs = { $count ->
    [one] Er ligt een Entry Bomb bij { $site }: { $characters } krijgt 1 schade. Bevestig met “schade bom { $slug }”.
   *[other] Er ligt een Entry Bomb bij { $site }, waar { $characters } verdedigen: de Scout kiest wie 1 schade krijgt (“schade bom { $slug } sheriff”).
  }
rule-gunfights_raid_entry-bombs-window = { $count ->
    [one] Er ligt een Entry Bomb bij { $site }: { $characters } krijgt 1 schade.
   *[other] Er ligt een Entry Bomb bij { $site }, waar { $characters } verdedigen: de Scout kiest wie 1 schade krijgt; klik op die naam.
  }
rule-gunfights_raid_booby-trap-hit = De Booby Trap bij { $site }: { $character } krijgt 1 schade.
rule-gunfights_raid_entry-bomb-hit = De Entry Bomb bij { $site }: { $character } krijgt 1 schade.
rule-gunfights_entry-bomb_revealed-as-planted = { $count ->
    [one] Eén plek van een Entry Bomb
   *[other] { $count } plekken van Entry Bombs
  } onthuld, maar deze ronde { $planted ->
    [one] is er één
   *[other] zijn er { $planted }
  } gelegd.
rule-gunfights_entry-bomb_different-buildings = Beide Entry Bombs op één gebouw: ze moeten op verschillende gebouwen liggen.
rule-gunfights_booby-trap_revealed-as-planted = De Booby Trap wordt onthuld waar hij deze ronde gelegd is, en alleen dan.

## Lucky

gunfights-notation-practice-lucky = Schrijf de dobbelsteen van Lucky na het schot: “lucky 1” of “lucky 2” voor een steen van het paar, “lucky 3” voor het schot.
rule-gunfights_lucky_not-held = { $character } heeft geen Lucky: geen +5.
rule-gunfights_lucky_once-a-round = { $character } heeft Lucky deze ronde al gebruikt.

## Vuurgevechten en de showdown

gunfights-notation-at = Schrijf de doelen als “op” en personages, één per schadepunt als ze de schade delen: “schiet thief 20 16 op sheriff sheriff deputy”.
gunfights-did-shoot = schiet: { $first } en { $second }{ $targets ->
    [none] {""}
   *[other] {" "}op { $targets }
  }{ $lucky ->
    [yes] {" (+5 met Lucky)"}
   *[no] {""}
  }
gunfights-did-throw = gooit dynamiet: { $die }{ $targets ->
    [none] {""}
   *[other] {" "}op { $targets }
  }{ $lucky ->
    [yes] {" (+5 met Lucky)"}
   *[no] {""}
  }
rule-gunfights_gunfight_split-damage = { $damage } schade te verdelen over meerdere tegenstanders: noem één doel, of één per punt ({ $count } genoemd).
rule-gunfights_gunfight_beer-or-tobacco = { $character } kan de Beer of de Tobacco gebruiken: zet er “beer” of “tobacco” bij om te zeggen welke.
rule-gunfights_gunfight_beer-or-tobacco-window = { $character } kan de Beer of de Tobacco gebruiken: klik op de Beer of de Tobacco.
rule-gunfights_gunfight_not-now = Vuurgevechten horen bij de Raid, nadat de Pioneers hun verdediging hebben onthuld.
rule-gunfights_gunfight_shooter-not-there = { $character } zit in deze Raid niet in een vuurgevecht.
rule-gunfights_gunfight_target = { $character } is geen levende tegenstander bij hetzelfde gebouw.
rule-gunfights_gunfight_dead = { $character } is dood en heeft geen Deathrattle-schot meer.
rule-gunfights_gunfight_shot = { $character }: { $hits ->
    [0] een dubbele misser
    [one] één treffer
   *[other] { $hits } treffers
  }, { $damage } schade.
rule-gunfights_gunfight_dynamite = { $character } gooit dynamiet: { $damage } schade voor de tegenstanders{ $own ->
    [0] {""}
   *[other] ; het ontploft in de handen van de gooier, { $own } schade
  }.
rule-gunfights_gunfight_absorbed = { $by ->
    [armadillo] De Armadillo Shell van { $character } vangt
    [whiskey] De Whiskey van { $character } vangt
   *[both] De Armadillo Shell en de Whiskey van { $character } vangen
  } { $count } schade op.
rule-gunfights_gunfight_killed = { $character } is dood.
rule-gunfights_gunfight_deathrattle = { $character } is gedood voordat hij aanviel: Deathrattle, nog één laatste aanval (twee met Quick Draw) voordat hij sterft.
rule-gunfights_gunfight_no-opponent = { $character } heeft niemand meer om op te schieten: alle tegenstanders daar zijn dood.
rule-gunfights_raid_defenders-fell = Alle Pioneers bij { $site } zijn dood en er staat nog een Renegade: het gebouw brandt af.
rule-gunfights_raid_held = De Pioneers hebben { $site } verdedigd: een gebouw brandt alleen af als al zijn verdedigers dood zijn.
rule-gunfights_raid_mutual-death = Beide kanten zijn gestorven bij { $site }: er moet aan het eind een Renegade leven om het gebouw af te branden.
rule-gunfights_raid_fight-going = Het vuurgevecht bij { $site } is nog niet voorbij: aan beide kanten kan nog iemand schieten. Vul eerst de schoten in, noem de doden of kondig een staakt-het-vuren af.
gunfights-progress-showdown = De showdown
rule-gunfights_showdown_shots-only = In de showdown vul je alleen schoten en dynamiet in.
rule-gunfights_showdown_won = { $team } winnen de showdown en het spel!

## Het scherm om klaar te zetten

gunfights-setup-field-mayor = Wie speelt de Mayor?
gunfights-setup-field-sheriff = Wie speelt de Sheriff?
gunfights-setup-field-deputy = Wie speelt de Deputy?
gunfights-setup-field-scout = Wie speelt de Scout?
gunfights-setup-field-thief = Wie speelt de Thief?
gunfights-setup-field-head-honcho = Wie speelt de Head Honcho?
rule-gunfights_gunfight_out-of-turn = { $character } is niet aan de beurt om te schieten: eerst { $next }.
gunfights-notation-lucky = Schrijf de dobbelsteen van Lucky als laatste, als “lucky 1” of “lucky 2”.

## Het begin van de Raid en het staakt-het-vuren
rule-gunfights_raid_stockade-due = De Stockade staat: elke Renegade krijgt 1 schade ({ $characters }). Bevestig met “schade stockade”.
rule-gunfights_raid_stockade-due-window = De Stockade staat: elke Renegade krijgt 1 schade ({ $characters }). Deel die uit met de knop van de Stockade.
rule-gunfights_strike_not-now = De schade aan het begin van de Raid komt pas als de Pioneers hun verdediging hebben onthuld.
rule-gunfights_strike_twice = { $what } is deze Raid al uitgedeeld; wil je een getal aanpassen, gebruik dan “corrigeer”.
rule-gunfights_strike_twice-window = { $what } is deze Raid al uitgedeeld; wil je een getal aanpassen, gebruik dan − en + op het bord.
rule-gunfights_strike_nothing = { $what } raakt deze Raid niemand.
rule-gunfights_strike_who = Bij { $site } staan meerdere personages: { $characters }. De { $chooser } kiest wie de schade krijgt; zet de naam erachter.
rule-gunfights_strike_stockade-first = Eerst de schade van de Stockade, dan pas de Booby Trap en de Entry Bombs.
rule-gunfights_strike_not-there = { $character } staat niet bij { $site }.
rule-gunfights_strike_before-gunfights = Eerst de schade aan het begin van de Raid ({ $count } nog uit te delen: zie de herinneringen).
gunfights-strike-stockade = De schade van de Stockade
gunfights-strike-trap = De Booby Trap
gunfights-strike-bomb = Deze Entry Bomb
rule-gunfights_cease-fire_no-gunfight = Bij { $site } is geen vuurgevecht aan de gang.
rule-gunfights_cease-fire_renegades-armed = { $characters } kan bij { $site } nog schieten: een staakt-het-vuren kondig je af als de Renegades door hun munitie heen zijn.
rule-gunfights_cease-fire_called = Bij { $site } is een staakt-het-vuren afgekondigd: daar schiet deze Raid niemand meer.
rule-gunfights_cease-fire_may = De Renegades bij { $site } kunnen niet meer schieten: de Pioneers mogen doorschieten (wie sneuvelt, verliest zijn items en Snake Oil) of een staakt-het-vuren afkondigen (“staak { $slug }”).
rule-gunfights_cease-fire_may-window = De Renegades bij { $site } kunnen niet meer schieten: de Pioneers mogen doorschieten (wie sneuvelt, verliest zijn items en Snake Oil) of een staakt-het-vuren afkondigen ({ gf-raid-cease }).
rule-gunfights_cease-fire_done = Staakt-het-vuren bij { $site }: de Pioneers hebben het gebouw verdedigd.
gunfights-did-strike = { $kind ->
    [stockade] De Stockade geeft elke Renegade 1 schade
    [trap] De Booby Trap geeft 1 schade{ $target ->
        [none] {""}
       *[other] {" "}aan { $target }
      }
   *[bomb] De Entry Bomb bij { $site } geeft 1 schade{ $target ->
        [none] {""}
       *[other] {" "}aan { $target }
      }
  }
gunfights-did-cease = Staakt-het-vuren bij { $site }
gunfights-notation-damage = Schrijf “schade stockade”, “schade val [wie]” of “schade bom GEBOUW [wie]”.

## De knoppen van een beurt

gf-pad-income = Inkomen innen
gf-pad-buy = Kopen…
gf-pad-rebuild = Herbouwen…
gf-pad-bet = Blind Betty…
gf-pad-practice = Schietoefening…
gf-pad-oil = Snake Oil geven…
gf-pad-cycle = Snake Oil doorschuiven
gf-pad-cycle-free = Snake Oil doorschuiven (gratis)
gf-pad-trap = Booby Trap leggen
gf-pad-guard = Informatie bewaken…
gf-pad-bomb = Entry Bomb leggen
gf-pad-reveal = Informatie loskrijgen…
gf-pad-reveal-free = Informatie loskrijgen (geen worp nodig)
gf-pad-steal = Stelen…
gf-pad-why-nothing-to-trade = Geen teamgenoot heeft iets te geven.
gf-pad-why-nothing-burned = Er is niets afgebrand, dus er valt niets te herbouwen.
gf-pad-why-nothing = Hier kan nu niets van ingevoerd worden.
gf-pad-guarantee = Gegarandeerde diefstal…
gf-pad-steal-ammo = { $count } munitie stelen…
gf-pad-pocket = Verborgen zak…
gf-pad-trade = Ruilen…
gf-pad-end = Beurt beëindigen
gf-pad-cancel = Annuleren
gf-pad-lucky = Lucky +5
gf-pad-lucky-on = Lucky +5 op:
gf-pad-lucky-first = 1e dobbelsteen
gf-pad-lucky-second = 2e dobbelsteen
gf-pad-lucky-shot = het schot
gf-pad-buy-what = Wat koop je? Er is { $money } cent te besteden.
gf-pad-trade-in = Winchester Rifle (Colt inruilen)
gf-pad-ammo = Munitie
gf-pad-each = { $price } cent per stuk
gf-pad-buy-ammo-count = Hoeveel munitie?
gf-pad-who-gets = Wie krijgt { $what }?
gf-pad-ammo-count = { $count } munitie
gf-pad-rebuild-which = Welk gebouw herbouw je?
gf-pad-bet-how-much = Hoeveel zet je in?
gf-pad-bet-visible = { $bet } cent ingezet. Wat toont de zichtbare dobbelsteen?
gf-pad-call = Blind Betty wacht: voorspel 21+ of 28+ en gooi dan de verborgen dobbelsteen.
gf-pad-call-21 = 21+ (wint je inzet erbij)
gf-pad-call-28 = 28+ (wint drie keer je inzet)
gf-pad-call-hidden = Wat toont de verborgen dobbelsteen?
gf-pad-practice-first = Schietoefening: wat toont de eerste dobbelsteen van het paar?
gf-pad-practice-second = De eerste toont { $first }. Wat toont de tweede?
gf-pad-practice-shot = De doelgetallen zijn { $low } tot en met { $high }. Is er geschoten voor 1 munitie? Klik op de dobbelsteen, of vul in zonder schot.
gf-pad-enter-no-shot = Invullen zonder schot
gf-pad-oil-which = Welke Snake Oil ligt open?
gf-pad-oil-to = Wie krijgt { $oil }?
gf-pad-guard-die = Informatie bewaken: wat toont de dobbelsteen?
gf-pad-reveal-die = Informatie loskrijgen: gooi hoger dan de { $best } van de Deputy (gelijk telt niet). Wat toont de dobbelsteen?
gf-pad-steal-what = Wat steel je? (op de knop staat wat je moet gooien)
gf-pad-steal-die = Voor { $item } moet je { $needed } of meer gooien. Wie krijgt het? Klik daarna op de dobbelsteen.
gf-pad-guarantee-what = Welk item steel je gegarandeerd?
gf-pad-steal-ammo-for = Wie krijgt de { $count } munitie?
gf-pad-pocket-which = Welk item gaat de verborgen zak in (of eruit)?
gf-pad-trade-from = Wie geeft er iets?
gf-pad-trade-to = Aan wie geeft { $from } iets?
gf-pad-trade-what = Wat geeft { $from } aan { $to }?
gf-pad-trade-nothing = { $from } heeft niets te geven: geen beter wapen, geen items, geen munitie.
gf-pad-trade-ammo-count = Hoeveel munitie?
gf-pad-steal-die-unknown = { $item } stelen: wie krijgt het? Klik daarna op de dobbelsteen.

## De knoppen van de Raid
## Het scherm geeft deze berichten alleen `building`, nog geen `site`: daarom "het gebouw
## Saloon" in plaats van een lidwoord dat bij twee van de zes gebouwen fout zou zijn.
gf-raid-attack-title = De Raid: op welk gebouw legde elke Renegade zijn tegel?
gf-raid-defend-title = De Pioneers onthullen hun Defense Cards: waar verdedigt elke Pioneer?
gf-raid-attacks = De Renegades vallen aan: { $tiles }
gf-raid-bombs = Waar liggen de Entry Bombs? ({ $count } gelegd, op verschillende gebouwen)
gf-raid-trap = Waar ligt de Booby Trap?
gf-raid-wagon = Ronde 6: de Fire Wagon, als de Sheriff die heeft gelegd (op een gebouw dat niemand anders verdedigt)
gf-raid-enter-attack = Aanvallen vastleggen
gf-raid-enter-defence = Verdediging onthullen
gf-raid-place-all = Kies eerst voor iedereen een gebouw.
gf-raid-stockade = De Stockade staat: elke Renegade krijgt 1 schade.
gf-raid-trap-due = De Booby Trap ligt bij { $site }.
gf-raid-bomb-due = Er ligt een Entry Bomb bij { $site }.
gf-raid-chooses = De { $chooser } kiest wie 1 schade krijgt:
gf-raid-deal = 1 schade geven aan { $characters }
gf-raid-gunfight = Vuurgevecht bij { $site }
gf-raid-fighter = { $name }: { $health ->
    [0] dood{ $rattle ->
        [0] {""}
       *[other] , met nog een laatste schot (Deathrattle)
      }
   *[other] { $health } gezondheid, { $ammo } munitie
  }
gf-raid-next = Wie schiet:
gf-raid-ceased = Staakt-het-vuren: de Pioneers hebben { $site } verdedigd.
gf-raid-falls = Voorbij: de verdedigers zijn gevallen, { $site } brandt af.
gf-raid-holds = Voorbij: { $site } blijft staan.
gf-raid-cease = Staakt-het-vuren afkondigen
gf-raid-shoot = Schieten
gf-raid-throw = Dynamiet gooien
gf-raid-at = Op wie? Eén naam krijgt alle schade; klik op een naam, één keer per punt, om de schade te verdelen.
gf-raid-clear = Wissen
gf-raid-kick = Als een dobbelsteen mist, gebruik:
gf-raid-keep-lightweight = Lightweight sparen voor later deze ronde
gf-raid-lucky = Lucky +5
gf-raid-lucky-first = Lucky +5 op de eerste dobbelsteen
gf-raid-lucky-second = Lucky +5 op de tweede dobbelsteen
gf-raid-die-throw = { $name } gooit dynamiet: klik op de dobbelsteen.
gf-raid-die-first = { $name } schiet: klik op de eerste dobbelsteen.
gf-raid-dice-then-target = { $name } gooide { $dice }: klik op de naam van wie de schade krijgt.
gf-raid-die-second = { $name } schiet: de eerste dobbelsteen is { $first }; klik op de tweede.
gf-raid-showdown = De showdown: geen munitie nodig, de teams schieten om en om.
gf-raid-over = Alle vuurgevechten zijn voorbij.
gf-raid-not-over = Als de vuurgevechten voorbij zijn, sluit je de Raid af. Zoals het nu staat:
gf-raid-end = Raid afsluiten ({ $burned ->
    [none] er brandt niets af
   *[other] brandt af: { $burned }
  })
gf-ui-entry-bomb = Entry Bomb
gf-ui-entry-bombs = Entry Bombs
gf-ui-booby-trap = Booby Trap
gf-ui-fire-wagon = Fire Wagon
rule-gunfights_gunfight_king-throws = Met Dynamite King mag { $character } meteen na het schot dynamiet gooien, maar niet twee keer schieten.

## De grafiek van het spel
gunfights-chart-health = Gezondheid
gunfights-chart-score = Score van de teams

## De uitkomst van de Raid, nagekeken met wat is ingevuld
rule-gunfights_raid_dead-without-gunfight = { $character } vocht in deze Raid in geen enkel vuurgevecht: alleen het begin van de Raid kon schade doen, en daarna had { $character } nog { $health } gezondheid.
rule-gunfights_raid_dead-shots-alive = Na de schoten die bij { $site } zijn ingevuld, heeft { $character } nog { $health } gezondheid: vul de schoten in die daar nog ontbreken, of verbeter de gezondheid met “corrigeer”.
rule-gunfights_raid_dead-shots-alive-window = Na de schoten die bij { $site } zijn ingevuld, heeft { $character } nog { $health } gezondheid: vul de schoten in die daar nog ontbreken, of verbeter de gezondheid met − en + op het bord.
rule-gunfights_raid_deathrattle-left = { $character } is bij { $site } gedood voordat hij schoot en heeft nog een Deathrattle-schot: vul dat in (“schiet …” of “gooi …”) voordat de Raid eindigt.
rule-gunfights_raid_deathrattle-left-window = { $character } is bij { $site } gedood voordat hij schoot en heeft nog een Deathrattle-schot: vul dat in (een schot of een worp) voordat de Raid eindigt.
rule-gunfights_raid_shots-entered = De schoten bij { $site } zijn een voor een ingevuld en tellen dus al mee voor { $character }: laat ze weg uit de stap “overval”.
rule-gunfights_raid_shots-entered-window = De schoten bij { $site } zijn een voor een ingevuld en tellen dus al mee voor { $character }: vul alleen de schoten in die nog ontbreken.
rule-gunfights_raid_tiles-stand = De verdediging is onthuld, dus de tegels blijven liggen waar ze liggen: daar worden het begin van de Raid en de vuurgevechten uitgevochten. Om een verkeerde tegel recht te zetten, ga je terug tot de stap “aanval” of “verdedig” (wat daarna is ingevuld, gaat mee) en vul je hem opnieuw in; met “!” verplaats je de tegels toch en blijven de ingevulde schoten zoals ze zijn.
rule-gunfights_raid_tiles-stand-window = De verdediging is onthuld, dus de tegels blijven liggen waar ze liggen: daar worden het begin van de Raid en de vuurgevechten uitgevochten. Om een verkeerde tegel recht te zetten, ga je in de geschiedenis terug tot de aanvallen of de verdediging (wat daarna is ingevuld, gaat mee) en vul je die opnieuw in; met Toch toepassen verplaats je de tegels en blijven de ingevulde schoten zoals ze zijn.
rule-gunfights_raid_attack-burned = { $site } is al afgebrand: een aanval daar brandt niets af en levert in deze Raid niets op (de regels verbieden hem niet).
gunfights-notation-raid = Schrijf de afgebrande gebouwen, dan “dood” en wie er stierf, dan “schoten” en hoeveel schoten elke schutter op papier loste, elk deel één keer: “overval church dood thief schoten sheriff 2 thief 1”.
gunfights-notation-raid-shots = Schrijf “schoten” en paren van een personage en het aantal schoten (elk kost 1 munitie), bijvoorbeeld “schoten sheriff 2 thief 1”.

## How a tied game was won
gunfights-how-showdown-pioneers = De Pioneers, in de showdown na een gelijke stand
gunfights-how-showdown-renegades = De Renegades, in de showdown na een gelijke stand

# De pads op de kit: de woorden van de hoofdknop, de vragen, en waarom een
# grijze knop grijs is waar de regels niets over zeggen.
gf-pad-turn-question = { $name }: kies een actie, of beëindig je beurt.
gf-pad-game-over = Het spel is afgelopen.
gf-pad-why-finish = Maak eerst af wat je begon, of annuleer het.
gf-pad-why-call-first = Voorspel eerst: 21+ of 28+.
gf-pad-why-pair = Klik op allebei de dobbelstenen van het paar.
gf-pad-why-lucky = Lucky +5 gaat op één dobbelsteen, zodra het paar er is: zet de andere eerst uit.
gf-raid-end-short = Raid afsluiten
gf-raid-deal-short = Schade geven
gf-raid-burning = { $burned ->
    [none] Er brandt niets af.
   *[other] Brandt af: { $burned }.
  }
gf-raid-which-kick = { $name } gooide { $first } en { $second }: Beer of Tobacco?
gf-raid-why-tiles = De regels nemen de tegels zo niet aan: verleg er een.
gf-raid-why-end = De Raid kan nog niet afgesloten worden.
gf-raid-why-choose = Iemand kiest wie deze schade krijgt: klik op een naam.
gf-raid-why-nothing = Hier valt nu niets in te voeren.
gf-raid-why-kick = Beide dobbelstenen zijn er: zeg of de Beer of de Tobacco werkt.
gf-raid-why-target = Klik eerst op de naam van wie de schade krijgt.
gf-raid-why-gun-only = Beer, Tobacco en Lightweight helpen bij een schot, niet bij een worp met dynamiet.
gf-raid-why-lucky = Lucky +5 gaat op één dobbelsteen per ronde: zet de andere eerst uit.
gf-raid-why-named = Eén naam krijgt alle schade; verdeel die als de schade bekend is.
gf-raid-why-placed = Al geplaatst: klik eerst op de gekozen om die terug te nemen.
gf-raid-whose-tile = { $name }: op welk gebouw?
gf-raid-why-choosing = Dit plaats je nu: klik hieronder op een gebouw.
gf-raid-clear-tiles = Wissen
gf-raid-why-nothing-placed = Er ligt nog niets.
gf-raid-why-wagon = De Fire Wagon gaat naar een gebouw dat niemand verdedigt.
# De kansen op het moment van kiezen, in de regel met de reden op het
# bedieningspaneel en bij “holster odds”: de worp, dan elke uitkomst met
# haar kans.
gf-odds-shot = { $shooter } schiet
gf-odds-shot-lucky = { $shooter } schiet met Lucky +5
gf-odds-damage = { $damage ->
    [0] geen schade
   *[other] { $damage } schade
}
gf-odds-damage-more = { $damage }+ schade
gf-odds-throw = { $thrower } gooit dynamiet
gf-odds-eleven = 11+
gf-odds-lucky = met Lucky +5
gf-odds-reveal = Informatie loskrijgen tegen de { $best } van de Deputy
gf-odds-beat = hoger
gf-odds-theft = Eén worp om te stelen
gf-odds-theft-lucky = Eén worp om te stelen, met Lucky +5
gf-odds-theft-item = { $item } { $needed }+
gf-odds-betty = Blind Betty toont { $visible }
gf-odds-call = { $total }+
gf-odds-practice = Schietoefening, doelgetallen { $low } tot en met { $high }
gf-odds-bullseye = Bullseye
