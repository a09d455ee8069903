## Gunfights & Gamblin'
## Namen van personages, gebouwen en voorwerpen zijn de gedrukte namen en blijven Engels.

gunfights-hint = bv. inkomen · koop beer voor sheriff · inzet 10 7 · voorspel 21 13 · oefen 3 8 5 · steel colt 12 · einde
gunfights-counter-health = gezondheid
gunfights-counter-ammo = munitie
gunfights-counter-money = geld (cent)
gunfights-counter-bullseye = Bullseye
gunfights-counter-round = ronde

gunfights-progress-round = Ronde { $round }
gunfights-progress-action = actie { $action } van 3
gunfights-progress-no-actions = geen acties meer over
gunfights-progress-raid = de Raid
gunfights-progress-over = Het spel is afgelopen

gunfights-team-pioneers = De Pioneers
gunfights-team-renegades = De Renegades
gunfights-building-church = Church
gunfights-building-stockade = Stockade
gunfights-variant-six = Zes personages
gunfights-variant-four = 4 Character Variant (vier personages)
gunfights-setup-field-variant = Welk spel: zes personages of de variant?
gunfights-setup-field-out-of-play = 4 Character Variant: welk gebouw doet niet mee?

## Bordwaarden: getallen die op de borden staan, niet in de tekst

gunfights-board-income-mayor = Inkomen van de Mayor (cent)
gunfights-board-income-head-honcho = Inkomen van de Head Honcho (cent)
gunfights-board-income-says = Volgens de tekst ontvangen de Mayor en de Head Honcho het inkomen dat op hun personagebord staat, maar niet hoeveel dat is.
gunfights-board-price-beer = Prijs van Beer (cent)
gunfights-board-price-tobacco = Prijs van Tobacco (cent)
gunfights-board-price-whiskey = Prijs van Whiskey (cent)
gunfights-board-price-dynamite = Prijs van Dynamite (cent)
gunfights-board-price-colt = Prijs van de Colt Revolver (cent)
gunfights-board-price-winchester = Prijs van de Winchester Rifle (cent)
gunfights-board-price-says = De prijzen staan op het Town Board; de tekst noemt alleen munitie (5 cent per fiche).
gunfights-board-winchester-says = De tekst noemt alleen de inruilprijs: lever je een Colt in, dan kost de Winchester 25 cent.
gunfights-board-rebuild-church = Church herbouwen (cent)
gunfights-board-rebuild-store = Store herbouwen (cent)
gunfights-board-rebuild-stockade = Stockade herbouwen (cent)
gunfights-board-rebuild-gamblin-house = Gamblin’ House herbouwen (cent)
gunfights-board-rebuild-saloon = Saloon herbouwen (cent)
gunfights-board-rebuild-ammo-depot = Ammo Depot herbouwen (cent)
gunfights-board-rebuild-says = Volgens de tekst mag de Mayor betalen om een afgebrand gebouw te herbouwen, maar niet wat dat kost.
gunfights-board-theft-beer = Diefstalgetal voor Beer
gunfights-board-theft-tobacco = Diefstalgetal voor Tobacco
gunfights-board-theft-whiskey = Diefstalgetal voor Whiskey
gunfights-board-theft-dynamite = Diefstalgetal voor Dynamite
gunfights-board-theft-colt = Diefstalgetal voor de Colt Revolver
gunfights-board-theft-winchester = Diefstalgetal voor de Winchester Rifle
gunfights-board-theft-says = Het getal dat de Thief moet gooien staat onder elk voorwerp op het Town Board; de “8+” in de tekst is maar een voorbeeld.
gunfights-board-hit-colt-pioneer = Colt Revolver: een Pioneer raakt bij
gunfights-board-hit-colt-renegade = Colt Revolver: een Renegade raakt bij
gunfights-board-hit-winchester-pioneer = Winchester Rifle: een Pioneer raakt bij
gunfights-board-hit-winchester-renegade = Winchester Rifle: een Renegade raakt bij
gunfights-board-hit-says = De tekst geeft alleen de trefgetallen van de Stagecoach Shotgun (Pioneers 13+, Renegades 15+); die van de betere geweren staan op de kaarten.

## Voorbereiding

gunfights-setup-variant = “{ $typed }” is geen variant: schrijf variant=four-characters, of laat het weg voor het spel met zes personages.
gunfights-setup-out-of-play = In de 4 Character Variant doet de Church of de Stockade niet mee: voeg out-of-play=church of out-of-play=stockade toe.
gunfights-setup-out-of-play-six = Alleen in de 4 Character Variant doet een gebouw niet mee; met zes personages staan alle zes gebouwen.
gunfights-setup-people-count = Je noemde { $count ->
    [one] één persoon
   *[other] { $count } personen
  } voor { $characters } personages: noem voor elk personage wie het speelt, in beurtvolgorde.
gunfights-setup-assign-twice = Zeg wie wie speelt met people= óf met een optie per personage, niet allebei.
gunfights-setup-assign-missing = Kies wie elk personage speelt (op de opdrachtregel: people=ann,bob,… in beurtvolgorde Mayor, Sheriff, Deputy, Scout, Thief, Head Honcho, of mayor=ann, sheriff=bob, enzovoort).
gunfights-setup-character-unassigned = Niemand speelt de { $character }: elk personage heeft een speler nodig.
gunfights-setup-character-out = De { $character } doet niet mee in de 4 Character Variant.
gunfights-setup-person-idle = { $person } speelt geen personage: iedereen aan tafel speelt er minstens één.
gunfights-setup-both-teams = { $person } zou voor beide teams spelen; één persoon speelt alleen personages van één team, zodat de verdediging geheim blijft.
gunfights-setup-board-value = { $value } kan geen { $typed } zijn: het ligt tussen { $min } en { $max }.

## Getypte invoer

gunfights-usage = “{ $typed }” is geen invoer die Holster kent. Schrijf inkomen, koop, herbouw, inzet, voorspel, oefen, olie, doorschuiven, val, bewaak, bom, onthul, steel, zeker, zak, ruil, einde, aanval, verdedig, schiet, gooi of overval.
gunfights-notation-character = “{ $typed }” is geen personage: schrijf mayor, sheriff, deputy, scout, thief of head-honcho.
gunfights-notation-not-in-game = De { $character } doet niet mee in dit spel.
gunfights-notation-building = “{ $typed }” is geen gebouw: schrijf church, store, stockade, gamblin-house, saloon of ammo-depot.
gunfights-notation-item = “{ $typed }” is geen voorwerp: schrijf beer, tobacco, whiskey, dynamite, colt of winchester.
gunfights-notation-snake-oil = “{ $typed }” is geen Snake Oil: schrijf armadillo-shell, deadeye, dynamite-king, head-hunter, lightweight, lucky of quick-draw.
gunfights-notation-bet = “{ $typed }” is geen inzet: schrijf inzet, het aantal cent en de zichtbare dobbelsteen, bijvoorbeeld “inzet 10 7”.
gunfights-notation-call = Schrijf: voorspel 21 of voorspel 28, dan de verborgen dobbelsteen, bijvoorbeeld “voorspel 21 13”.
gunfights-notation-ammo = “{ $typed }” is geen aantal munitiefiches.
gunfights-notation-for = Schrijf de ontvanger als “voor” en een personage, bijvoorbeeld “koop beer voor sheriff”.
gunfights-notation-ware = Schrijf een voorwerp, of munitie en een aantal, bijvoorbeeld “ruil mayor sheriff munitie 2”.
gunfights-notation-trade-in = Alleen de Winchester koop je met een ingeruilde Colt: “koop winchester inruil”.

## De geschiedenis

gunfights-did-income = ontvangt het inkomen
gunfights-did-buy = koopt { $ware ->
    [ammo] { $ammo } munitie
   *[other] { $ware }
  }{ $to ->
    [none] {""}
   *[other] {" "}voor { $to }
  }
gunfights-did-rebuild = herbouwt de { $building }
gunfights-did-bet = zet { $bet } cent in bij Blind Betty; de zichtbare dobbelsteen toont { $die }
gunfights-did-call = voorspelt { $call }+; de verborgen dobbelsteen toont { $die }{ $lucky ->
    [yes] {" (+5 met Lucky)"}
   *[no] {""}
  }
gunfights-did-practice = Target Practice: { $first } en { $second }{ $shot ->
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
gunfights-did-reveal = probeert informatie te achterhalen{ $die ->
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
gunfights-did-guarantee = geeft de laatste acties op voor een zekere { $item }{ $to ->
    [none] {""}
   *[other] {" "}(voor { $to })
  }
gunfights-did-steal-ammo = steelt munitie{ $to ->
    [none] {""}
   *[other] {" "}voor { $to }
  }
gunfights-did-pocket = stopt { $item } in de geheime zak of haalt het eruit
gunfights-did-trade = geeft { $ware ->
    [ammo] { $ammo } munitie
   *[other] { $ware }
  } aan { $to }
gunfights-did-end = beëindigt de beurt
gunfights-did-raid = De Raid: { $burned ->
    [none] niets afgebrand
   *[other] afgebrand { $burned }
  }; { $dead ->
    [none] niemand gestorven
   *[other] dood { $dead }
  }

## Regels

rule-gunfights_seat_unknown = Er is geen personage op plaats { $seat }.
rule-gunfights_character_not-in-game = De { $character } { $count ->
    [one] doet
   *[other] doen
  } niet mee in dit spel: de 4 Character Variant heeft geen Deputy, geen Scout en geen Snake Oils.
gunfights-deputy-and-scout = Deputy en de Scout
rule-gunfights_game_over = De zesde scorekogel zit in de cilinder: het spel is afgelopen.
rule-gunfights_board_value-missing = { $value } staat op het bord maar is niet ingevuld: vul het in bij de bordwaarden in de instellingen voordat je een spel begint.
rule-gunfights_money_not-enough = { $character } heeft { $money } cent en kan geen { $cost } betalen.
rule-gunfights_ammo_not-enough = { $character } heeft { $ammo } munitie en kan er geen { $count } afgeven.
rule-gunfights_item_not-held = { $character } heeft geen { $item }.
rule-gunfights_blind-betty_no-gamble = Niemand gokt bij Blind Betty: zet eerst in.
rule-gunfights_blind-betty_call-first = Blind Betty wacht: voorspel eerst en vul de verborgen dobbelsteen in.
rule-gunfights_ware_nothing = Dat verandert niets: noem iets om te kopen, te stelen of te ruilen.
rule-gunfights_turn_not-yours = Niemand is aan de beurt: de Raid is bezig.
rule-gunfights_actions_limit = { $character } heeft deze ronde al alle drie de acties gebruikt.
rule-gunfights_income_once-a-turn = { $character } heeft deze beurt het inkomen al ontvangen.
rule-gunfights_purchase_buyers-only = De { $character } is aan de beurt: alleen de Mayor en de Head Honcho ontvangen inkomen en kopen, in hun eigen beurt.
rule-gunfights_purchase_building-burned = De { $building } is afgebrand: de Pioneers kunnen er niets kopen tot hij herbouwd is.
rule-gunfights_items_one-of-each = { $character } heeft al { $item }: niemand heeft twee dezelfde voorwerpen (alleen de geheime zak van de Thief mag een tweede hebben).
rule-gunfights_items_other-team = { $character } zit in het andere team: voorwerpen en munitie gaan naar je eigen team.
rule-gunfights_colt_trade-in-needs-colt = { $character } heeft geen Colt om in te ruilen voor de Winchester.
rule-gunfights_rebuild_mayor-only = De { $character } is aan de beurt: alleen de Mayor betaalt om te herbouwen, in zijn eigen beurt.
rule-gunfights_rebuild_not-burned = De { $building } is niet afgebrand, dus er valt niets te herbouwen.
rule-gunfights_blind-betty_gamblers-only = De { $character } is aan de beurt: alleen de Mayor en de Head Honcho gokken bij Blind Betty, in hun eigen beurt.
rule-gunfights_blind-betty_once-a-round = { $character } heeft deze ronde al gegokt: één keer per ronde.
rule-gunfights_blind-betty_house-burned = Het Gamblin’ House is afgebrand: de Mayor mag alleen gokken zolang het staat.
rule-gunfights_blind-betty_bet = Een inzet van { $bet } cent: bij Blind Betty zet je 5, 10 of 15 in.
rule-gunfights_target-practice_sheriff-only = De { $character } is aan de beurt: alleen de Sheriff doet Target Practice, in zijn eigen beurt.
rule-gunfights_target-practice_once-a-turn = { $character } heeft deze beurt al Target Practice gedaan.
rule-gunfights_snake-oil_deputy-or-scout = De { $character } is aan de beurt: alleen de Deputy en de Scout geven Snake Oils en schuiven ze door, in hun eigen beurt.
rule-gunfights_snake-oil_give-once-a-round = { $character } heeft deze ronde al een Snake Oil gegeven.
rule-gunfights_snake-oil_one-each = { $character } heeft al { $oil }: één Snake Oil per personage, en die leg je nooit af en ruil je nooit.
rule-gunfights_snake-oil_own-team = { $character } zit in het andere team: een Snake Oil gaat naar je eigen team.
rule-gunfights_booby-trap_deputy-only = De { $character } is aan de beurt: alleen de Deputy legt de Booby Trap, in zijn eigen beurt.
rule-gunfights_booby-trap_once-a-round = { $character } heeft deze ronde de Booby Trap al gelegd.
rule-gunfights_guard_deputy-only = De { $character } is aan de beurt: alleen de Deputy bewaakt de informatie, in zijn eigen beurt.
rule-gunfights_entry-bomb_scout-only = De { $character } is aan de beurt: alleen de Scout legt Entry Bombs, in zijn eigen beurt.
rule-gunfights_entry-bomb_two-at-most = { $character } heeft beide Entry Bombs al gelegd.
rule-gunfights_reveal_scout-only = De { $character } is aan de beurt: alleen de Scout achterhaalt informatie, in zijn eigen beurt.
rule-gunfights_reveal_once-a-round = { $character } heeft deze ronde al informatie gekregen: één stuk per ronde.
rule-gunfights_reveal_roll-needed = De Deputy gooide { $best }: de Scout moet hoger gooien om informatie te krijgen.
rule-gunfights_theft_thief-only = De { $character } is aan de beurt: alleen de Thief steelt, in zijn eigen beurt.
rule-gunfights_theft_guarantee-after-first-failure = De zekere diefstal mag alleen meteen na een mislukte eerste poging, voor de twee acties die over zijn.
rule-gunfights_theft_guarantee-not-winchester = De Winchester kun je niet met een zekere diefstal nemen.
rule-gunfights_theft_guarantee-after-ammo = Deze beurt is er munitie gestolen, en dat telt als geslaagde diefstal: nu geen zekere diefstal.
rule-gunfights_trade_same-team = { $character } zit in het andere team: je ruilt alleen met teamgenoten.
rule-gunfights_trade_team-turn = { $team } ruilen alleen in hun eigen beurten.
rule-gunfights_trade_not-in-raid = De Raid is begonnen: er wordt niet meer geruild.
rule-gunfights_raid_not-yet = De Raid komt na de beurt van de Head Honcho.
rule-gunfights_turn_raid-running = Het is de Raid: vul in wat er afbrandde en wie er stierf om de ronde af te sluiten.
rule-gunfights_raid_already-down = De { $building } stond niet meer, dus hij kan niet nog eens afbranden.
rule-gunfights_income_collect = { $character }: ontvang het inkomen dat op je bord staat.
rule-gunfights_blind-betty_call = { $character }: de zichtbare dobbelsteen toont { $visible }. Voorspel 21+ (je wint je inzet, bij { $chance21 } van de 20 verborgen worpen) of 28+ (drie keer je inzet, bij { $chance28 } van de 20), en vul dan de verborgen dobbelsteen in.
rule-gunfights_raid_play = Ronde { $round }: de Raid.{ $ready ->
    [early] {""}
    [yes] {" "}Alle vuurgevechten zijn voorbij: voer de afloop in, “overval{ $buildings }{ $dead ->
        [none] {""}
       *[other] {" "}dood{ $dead }
      }”.
   *[no] {" "}Als alle vuurgevechten voorbij zijn, voer je in wat er afbrandde; zoals het nu staat: “overval{ $buildings }{ $dead ->
        [none] {""}
       *[other] {" "}dood{ $dead }
      }”.
  }
rule-gunfights_fire-wagon_round-six = Ronde 6: de Sheriff mag ook een Defense Card op de Fire Wagon leggen, op een plek die geen andere Pioneer verdedigt.
rule-gunfights_end_showdown = Gelijkspel: de showdown beslist, tussen alle personages, zonder munitie en zonder schade van de Stockade; voorwerpen blijven. { $first } schiet eerst, daarna wisselen de teams elkaar af in beurtvolgorde.
rule-gunfights_mayor_money-capped = De Mayor spaart hoogstens zijn inkomen ({ $cap } cent): { $amount } cent gaat terug naar de voorraad.
rule-gunfights_target-practice_bullseye = Raak! { $character } heeft nu Bullseye +{ $bonus } op elke worp met een geweer.
rule-gunfights_target-practice_bullseye-max = Raak, maar de Bullseye van { $character } is al +2, het hoogste dat er is.
rule-gunfights_target-practice_missed = Het schot van { $character } mist de doelen.
rule-gunfights_blind-betty_won = { $character } gooide samen { $total } en wint { $amount } cent.
rule-gunfights_blind-betty_lost = { $character } gooide samen { $total } en verliest { $amount } cent.
rule-gunfights_snake-oil_free-cycle = Het eerste doorschuiven van { $character } deze ronde kost geen actie.
rule-gunfights_reveal_failed = { $character } gooide niet hoger dan de { $best } van de Deputy: geen informatie.
rule-gunfights_reveal_ask = { $character } mag één gebouw noemen en de Sheriff vragen of een Pioneer het verdedigt; de Sheriff antwoordt eerlijk ja of nee.
rule-gunfights_theft_succeeded = { $roll } tegen { $needed }+: { $item } is gestolen.
rule-gunfights_theft_failed = { $roll } tegen { $needed }+: de diefstal van { $item } mislukt.
rule-gunfights_scoring_loaded = Ronde { $round }: een scorekogel van { $score } gaat in de cilinder.
rule-gunfights_death_top-row-lost = { $character } is gestorven: de bovenste rij en de Snake Oil zijn weg (munitie, geweer, geld en de geheime zak blijven).
rule-gunfights_end_winner = Renegades { $renegades }, Pioneers { $pioneers }: { $winner ->
    [pioneers] de Pioneers winnen!
    [renegades] de Renegades winnen!
   *[tie] gelijkspel.
  }

## De Raid

gunfights-notation-tiles = Schrijf personages en gebouwen in paren, bijvoorbeeld “aanval scout church thief stockade”.
rule-gunfights_raid_renegades-attack = { $character } is een Pioneer: alleen de Renegades vallen aan.
rule-gunfights_raid_pioneers-defend = { $character } is een Renegade: alleen de Pioneers verdedigen.
rule-gunfights_raid_one-tile-each = { $character } staat er twee keer: elk personage heeft één tegel.
rule-gunfights_raid_attack-first = Eerst maken de Renegades hun aanvallen bekend; daarna onthullen de Pioneers hun verdediging.
rule-gunfights_raid_out-of-play = De { $building } doet in dit spel niet mee.
rule-gunfights_fire-wagon_round-six-only = Het is ronde { $round }: de Fire Wagon helpt alleen in ronde 6.
rule-gunfights_fire-wagon_undefended-only = Een Pioneer verdedigt de { $building } al: de Fire Wagon gaat naar een plek die niemand anders verdedigt.
rule-gunfights_raid_undefended-burns = De Renegades vielen de { $building } aan en niemand verdedigde hem: hij brandt af.
rule-gunfights_raid_not-attacked = Niemand viel de { $building } aan, dus hij kan in deze Raid niet afbranden.
rule-gunfights_fire-wagon_doused = De Fire Wagon staat bij de { $building }: het vuur wordt geblust en hij blijft staan.
rule-gunfights_raid_place-tiles = De Raid: vul de aanvallen van de Renegades in (“aanval scout church …”) en dan de onthulde Defense Cards van de Pioneers (“verdedig mayor ammo-depot …”, in ronde 6 met “wagen …”).
rule-gunfights_raid_gunfight = Vuurgevecht bij de { $building }: { $first } is aan de beurt om te schieten. Elk schot kost 1 munitie.
rule-gunfights_raid_stockade = De Stockade staat: elke Renegade krijgt 1 schade.
rule-gunfights_raid_every-renegade-attacks = Elke Renegade valt een gebouw aan: { $characters } moet nog geplaatst worden.
rule-gunfights_raid_every-pioneer-defends = De Sheriff geeft elke Pioneer een Defense Card: { $characters } moet nog geplaatst worden.

## Revealed at the Raid

gunfights-notation-sites = Schrijf onthulde plekken na de tegels: “aanval … bommen church stockade”, “verdedig … val stockade wagen church”.
gunfights-did-attack = De Renegades vallen aan: { $tiles }{ $bombs ->
    [none] {""}
   *[other] ; Entry Bombs bij { $bombs }
  }
gunfights-did-defend = De Pioneers verdedigen: { $tiles }{ $trap ->
    [none] {""}
   *[other] ; de Booby Trap bij de { $trap }
  }{ $wagon ->
    [none] {""}
   *[other] ; de Fire Wagon bij de { $wagon }
  }
rule-gunfights_raid_booby-trap = { $count ->
    [one] De Booby Trap ligt bij de { $building }: { $characters } krijgt 1 schade. Bevestig met “schade val”.
   *[other] De Booby Trap ligt bij de { $building }, waar { $characters } aanvallen: de Deputy kiest wie 1 schade krijgt (“schade val thief”).
  }
rule-gunfights_raid_entry-bombs = { $count ->
    [one] Er ligt een Entry Bomb bij de { $building }: { $characters } krijgt 1 schade. Bevestig met “schade bom { $slug }”.
   *[other] Er ligt een Entry Bomb bij de { $building }, waar { $characters } verdedigen: de Scout kiest wie 1 schade krijgt (“schade bom { $slug } sheriff”).
  }
rule-gunfights_raid_booby-trap-hit = De Booby Trap bij de { $building }: { $character } krijgt 1 schade.
rule-gunfights_raid_entry-bomb-hit = De Entry Bomb bij de { $building }: { $character } krijgt 1 schade.
rule-gunfights_entry-bomb_revealed-as-planted = { $count ->
    [one] Eén plek van een Entry Bomb
   *[other] { $count } plekken van Entry Bombs
  } onthuld, maar deze ronde { $planted ->
    [one] werd er één
   *[other] werden er { $planted }
  } gelegd.
rule-gunfights_entry-bomb_different-buildings = Beide Entry Bombs op één gebouw: ze moeten op verschillende gebouwen liggen.
rule-gunfights_booby-trap_revealed-as-planted = De Booby Trap wordt onthuld waar hij deze ronde gelegd is, en alleen dan.

## Lucky

gunfights-notation-practice-lucky = Schrijf de dobbelsteen van Lucky na het schot: “lucky 1” of “lucky 2” voor een steen van het paar, “lucky 3” voor het schot.
rule-gunfights_lucky_not-held = { $character } heeft geen Lucky: geen +5.
rule-gunfights_lucky_once-a-round = { $character } heeft Lucky deze ronde al gebruikt.

## Gunfights and the showdown

gunfights-notation-at = Schrijf de doelen als “op” en personages, één per schadepunt als ze het delen: “schiet thief 20 16 op sheriff sheriff deputy”.
gunfights-did-shoot = schiet: { $first } en { $second }{ $targets ->
    [none] {""}
   *[other] {" "}op { $targets }
  }{ $lucky ->
    [yes] {" (+5 met Lucky)"}
   *[no] {""}
  }
gunfights-did-throw = gooit Dynamite: { $die }{ $targets ->
    [none] {""}
   *[other] {" "}op { $targets }
  }{ $lucky ->
    [yes] {" (+5 met Lucky)"}
   *[no] {""}
  }
rule-gunfights_gunfight_split-damage = { $damage } schade te verdelen over meerdere tegenstanders: noem één doel, of één per punt ({ $count } genoemd).
rule-gunfights_gunfight_beer-or-tobacco = { $character } kan de Beer of de Tobacco gebruiken: voeg “beer” of “tobacco” toe om te zeggen welke.
rule-gunfights_gunfight_not-now = Vuurgevechten horen bij de Raid, nadat de Pioneers hun verdediging hebben onthuld.
rule-gunfights_gunfight_shooter-not-there = { $character } zit in deze Raid niet in een vuurgevecht.
rule-gunfights_gunfight_target = { $character } is geen levende tegenstander bij hetzelfde gebouw.
rule-gunfights_gunfight_dead = { $character } is dood en heeft geen Deathrattle-schot meer.
rule-gunfights_gunfight_shot = { $character }: { $hits ->
    [0] twee keer mis
    [one] één treffer
   *[other] { $hits } treffers
  }, { $damage } schade.
rule-gunfights_gunfight_dynamite = Dynamite van { $character }: { $damage } schade voor de tegenstanders{ $own ->
    [0] {""}
   *[other] ; het ontploft in de handen van de gooier, { $own } schade
  }.
rule-gunfights_gunfight_absorbed = De Armadillo Shell of Whiskey van { $character } vangt { $count } schade op.
rule-gunfights_gunfight_killed = { $character } is dood.
rule-gunfights_gunfight_deathrattle = { $character } werd gedood voordat hij aanviel: Deathrattle, nog één laatste aanval (twee met Quick Draw) voor hij sterft.
rule-gunfights_gunfight_no-opponent = { $character } heeft niemand meer om op te schieten: alle tegenstanders daar zijn dood.
rule-gunfights_raid_defenders-fell = Alle Pioneers bij de { $building } zijn dood en er staat nog een Renegade: hij brandt af.
rule-gunfights_raid_held = De Pioneers hielden de { $building }: een gebouw brandt alleen af als al zijn verdedigers dood zijn.
rule-gunfights_raid_mutual-death = Beide kanten stierven bij de { $building }: er moet aan het eind een Renegade leven om hem af te branden.
rule-gunfights_raid_fight-going = Het vuurgevecht bij de { $building } is nog niet voorbij: aan beide kanten kan nog iemand schieten. Vul eerst de schoten in, noem de doden, of roep een staakt-het-vuren af.
gunfights-progress-showdown = De showdown
rule-gunfights_showdown_shots-only = In de showdown voer je alleen schoten en Dynamite in.
rule-gunfights_showdown_won = { $team } winnen de showdown en het spel!

## The setup screen

gunfights-setup-field-mayor = Wie speelt de Mayor?
gunfights-setup-field-sheriff = Wie speelt de Sheriff?
gunfights-setup-field-deputy = Wie speelt de Deputy?
gunfights-setup-field-scout = Wie speelt de Scout?
gunfights-setup-field-thief = Wie speelt de Thief?
gunfights-setup-field-head-honcho = Wie speelt de Head Honcho?
rule-gunfights_gunfight_out-of-turn = { $character } is niet aan de beurt om te schieten: nu is { $next } aan de beurt.
gunfights-notation-lucky = Schrijf de dobbelsteen van Lucky als laatste, als “lucky 1” of “lucky 2”.

## The start of the Raid and the cease fire
rule-gunfights_raid_stockade-due = De Stockade staat: elke Renegade krijgt 1 schade ({ $characters }). Bevestig met “schade stockade”.
rule-gunfights_strike_not-now = De schade aan het begin van de Raid komt pas als de Pioneers hun verdediging hebben onthuld.
rule-gunfights_strike_twice = { $what } is deze Raid al uitgedeeld; wil je een getal aanpassen, gebruik dan “corrigeer”.
rule-gunfights_strike_nothing = { $what } raakt deze Raid niemand.
rule-gunfights_strike_who = Bij de { $building } staan meerdere personages: { $characters }. De { $chooser } kiest wie de schade krijgt; zet de naam erachter.
rule-gunfights_strike_stockade-first = Eerst de schade van de Stockade, dan pas de Booby Trap en de Entry Bombs.
rule-gunfights_strike_not-there = { $character } staat niet bij de { $building }.
rule-gunfights_strike_before-gunfights = Eerst de schade aan het begin van de Raid ({ $count } nog uit te delen: zie de herinneringen).
gunfights-strike-stockade = De schade van de Stockade
gunfights-strike-trap = De Booby Trap
gunfights-strike-bomb = Deze Entry Bomb
rule-gunfights_cease-fire_no-gunfight = Bij de { $building } is geen vuurgevecht aan de gang.
rule-gunfights_cease-fire_renegades-armed = { $characters } kan bij de { $building } nog vuren: een staakt-het-vuren roep je af als de Renegades door hun munitie heen zijn.
rule-gunfights_cease-fire_called = Bij de { $building } is het vuren gestaakt: daar schiet deze Raid niemand meer.
rule-gunfights_cease-fire_may = De Renegades bij de { $building } kunnen niet meer vuren: de Pioneers mogen doorschieten (wie sneuvelt, verliest zijn voorwerpen en Snake Oil) of het vuren staken (“staak { $slug }”).
rule-gunfights_cease-fire_done = Staakt het vuren bij de { $building }: de Pioneers hebben hem verdedigd.
gunfights-did-strike = { $kind ->
    [stockade] De Stockade deelt elke Renegade 1 schade uit
    [trap] De Booby Trap deelt 1 schade uit{ $target ->
        [none] {""}
       *[other] {" "}aan { $target }
      }
   *[bomb] De Entry Bomb bij de { $building } deelt 1 schade uit{ $target ->
        [none] {""}
       *[other] {" "}aan { $target }
      }
  }
gunfights-did-cease = Staakt het vuren bij de { $building }
gunfights-notation-damage = Schrijf “schade stockade”, “schade val [wie]” of “schade bom GEBOUW [wie]”.

## Turn pad

gf-pad-income = Inkomen innen
gf-pad-buy = Kopen…
gf-pad-rebuild = Herbouwen…
gf-pad-bet = Blind Betty…
gf-pad-practice = Target Practice…
gf-pad-oil = Snake Oil geven…
gf-pad-cycle = Snake Oil doorschuiven
gf-pad-cycle-free = Snake Oil doorschuiven (gratis)
gf-pad-trap = Booby Trap leggen
gf-pad-guard = Bewakingsworp…
gf-pad-bomb = Entry Bomb leggen
gf-pad-reveal = Onthullingsworp…
gf-pad-reveal-free = Onthullen (geen worp nodig)
gf-pad-steal = Stelen…
gf-pad-guarantee = Zekere diefstal…
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
gf-pad-call-21 = 21+ (betaalt gelijk uit)
gf-pad-call-28 = 28+ (betaalt drie keer uit)
gf-pad-call-hidden = Wat toont de verborgen dobbelsteen?
gf-pad-practice-first = Target Practice: wat toont de eerste dobbelsteen van het paar?
gf-pad-practice-second = De eerste toont { $first }. Wat toont de tweede?
gf-pad-practice-shot = De doelen zijn { $low } tot en met { $high }. Geschoten voor 1 munitie? Klik de dobbelsteen, of voer in zonder schot.
gf-pad-enter-no-shot = Invoeren zonder schot
gf-pad-oil-which = Welke Snake Oil ligt open?
gf-pad-oil-to = Wie krijgt { $oil }?
gf-pad-guard-die = Bewakingsworp: wat toont de dobbelsteen?
gf-pad-reveal-die = Onthullingsworp: je moet de { $best } van de Deputy verslaan (gelijk is mis). Wat toont de dobbelsteen?
gf-pad-steal-what = Wat steel je? (op de knop staat wat je moet gooien)
gf-pad-steal-die = Voor { $item } moet je { $needed } of meer gooien. Wie krijgt het? Klik daarna de dobbelsteen.
gf-pad-guarantee-what = Welk voorwerp steel je zeker?
gf-pad-steal-ammo-for = Wie krijgt de { $count } munitie?
gf-pad-pocket-which = Welk voorwerp gaat de verborgen zak in (of eruit)?
gf-pad-trade-from = Wie geeft er iets?
gf-pad-trade-to = Aan wie geeft { $from } iets?
gf-pad-trade-what = Wat geeft { $from } aan { $to }?
gf-pad-trade-nothing = { $from } heeft niets te geven: geen beter geweer, geen voorwerpen, geen munitie.
gf-pad-trade-ammo-count = Hoeveel munitie?
gf-pad-steal-die-unknown = { $item } stelen: wie krijgt het? Klik daarna de dobbelsteen.

## Raid pad
gf-raid-attack-title = De Raid: bij welk gebouw legde elke Renegade zijn tegel?
gf-raid-defend-title = De Pioneers onthullen hun Defense Cards: waar verdedigt elke Pioneer?
gf-raid-attacks = De Renegades vallen aan: { $tiles }
gf-raid-bombs = Waar liggen de Entry Bombs? ({ $count } gelegd, op verschillende gebouwen)
gf-raid-trap = Waar ligt de Booby Trap?
gf-raid-wagon = Ronde 6: de Fire Wagon, als de Sheriff hem heeft gelegd (op een gebouw dat niemand anders verdedigt)
gf-raid-enter-attack = Aanvallen vastleggen
gf-raid-enter-defence = Verdediging onthullen
gf-raid-place-all = Kies eerst voor iedereen een gebouw.
gf-raid-stockade = De Stockade staat: elke Renegade krijgt 1 schade.
gf-raid-trap-due = De Booby Trap ligt bij de { $building }.
gf-raid-bomb-due = Er ligt een Entry Bomb bij de { $building }.
gf-raid-chooses = De { $chooser } kiest wie 1 schade krijgt:
gf-raid-deal = 1 schade voor { $characters }
gf-raid-gunfight = Vuurgevecht bij de { $building }
gf-raid-fighter = { $name }: { $health ->
    [0] dood{ $rattle ->
        [0] {""}
       *[other] , met nog een laatste schot (Deathrattle)
      }
   *[other] { $health } gezondheid, { $ammo } munitie
  }
gf-raid-next = Wie schiet:
gf-raid-ceased = Staakt het vuren: de Pioneers hielden de { $building }.
gf-raid-falls = Voorbij: de verdedigers zijn gevallen, de { $building } brandt af.
gf-raid-holds = Voorbij: de { $building } blijft staan.
gf-raid-cease = Staakt het vuren
gf-raid-shoot = Schieten (1 munitie)
gf-raid-throw = Dynamite gooien
gf-raid-at = Op wie? Eén naam krijgt alle schade; klik een naam één keer per punt om de schade te verdelen.
gf-raid-clear = Wissen
gf-raid-kick = Als een dobbelsteen mist, gebruik:
gf-raid-keep-lightweight = Lightweight sparen voor later deze ronde
gf-raid-lucky = Lucky +5
gf-raid-lucky-first = Lucky +5 op de eerste dobbelsteen
gf-raid-lucky-second = Lucky +5 op de tweede dobbelsteen
gf-raid-die-throw = { $name } gooit Dynamite: klik de dobbelsteen.
gf-raid-die-first = { $name } schiet: klik de eerste dobbelsteen.
gf-raid-die-second = { $name } schiet: de eerste dobbelsteen is { $first }; klik de tweede.
gf-raid-showdown = De showdown: geen munitie nodig, de teams schieten om de beurt.
gf-raid-over = Alle vuurgevechten zijn voorbij.
gf-raid-not-over = Als de vuurgevechten voorbij zijn, sluit je de Raid af. Zoals het nu staat:
gf-raid-end = Raid afsluiten ({ $burned ->
    [none] er brandt niets af
   *[other] brandt af: { $burned }
  })
gf-ui-entry-bomb = Entry Bomb
gf-ui-booby-trap = Booby Trap
gf-ui-fire-wagon = Fire Wagon
rule-gunfights_gunfight_king-throws = Met Dynamite King mag { $character } na het schot meteen de Dynamite gooien, maar niet twee keer schieten.
