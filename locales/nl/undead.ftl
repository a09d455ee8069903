## The Quick and the Undead
## Gebouwnamen zijn wat de tafel van de kaarten overnam; bendes heten naar hun
## speler (in de variant voor 2 spelers "Ann-1" en "Ann-2").

# Its title and its card on the home screen.
game-undead = The Quick and the Undead
game-undead-players = 2 tot 6 spelers, of solo
game-undead-tracks = Dagen en rondes, de Law-badge, duels, richtkaarten, munten en Notoriety.

undead-hint = bijv. huren ann · onthul bob 8 cid 5 · duel bob>cid 5 cid>bob 3 · richt straat · schiet 4 · inkomen munt · koop saloon · einde · verder
undead-usage = “{ $typed }” is geen stap van The Quick and the Undead: de notatiepagina noemt de woorden.
undead-notation-ability = “{ $typed }” is geen van de twintig gebouwvaardigheden: gebruik het woord (munt, critical-terug, munten-veilig, …) of het nummer 1 tot en met 20.
undead-notation-slot = “{ $typed }” is geen vak van de richtkaart: de vakken zijn 2 tot en met 7 (of “weg” als de kaart vol is).
undead-notation-item = “{ $typed }” is geen grondstof: munt, notoriety of bullet met het vak.
undead-notation-crit = “kritiek” hoort alleen na een 8: de Critical Hit zit op de 8.
undead-notation-one-shot = Hier één schot: één worp, met “kritiek” na een 8 als je de Critical Hit gebruikt.
undead-notation-duel = Een schot in een duel schrijf je schutter>doelwit en de worp, bijv. ann>bob 5 (niet “{ $typed }”).
undead-notation-building = Een gebouw schrijf je zo: gebouw NAAM kosten K notoriety N vaardigheid VAARDIGHEID [bonus munt|bullet|notoriety].
undead-notation-number = “{ $typed }” is geen getal van een kaart.
undead-notation-undead = Een Undead schrijf je zo: undead ZWAKKE-PLEKKEN notoriety N [in straat|GEBOUW], bijv. undead 3 5 notoriety 2 in straat.
undead-notation-to = Zeg naar welk gebouw de Undead gaat: naar GEBOUW.

undead-setup-variant = “{ $typed }” is geen manier van spelen: standaard, of twee-spelers voor de variant voor 2 spelers.
undead-setup-seating = Variant voor 2 spelers: zeg hoe de vier bendes zitten, om-en-om (A B A B) of paren (A A B B).
undead-setup-seating-variant-only = Hoe de bendes zitten, vraagt Holster alleen in de variant voor 2 spelers.
undead-setup-colours = { $count } kleuren voor { $bands } bendes: geef één kleur per bende, in zitvolgorde.
undead-setup-critical = Het regelboek zegt niet met welke kant het Critical-fiche begint: de tafel beslist, Skull of Backfire.
undead-setup-law = Zeg wie begint met de Law-badge.
undead-setup-field-variant = Hoe speel je met z’n tweeën?
undead-variant-standard = Ieder één bende
undead-variant-two-player = Variant voor 2 spelers (ieder twee bendes)
undead-setup-field-seating = Hoe zitten de vier bendes?
undead-seating-alternate = Om en om (A B A B)
undead-seating-pairs = Per twee (A A B B)
undead-setup-field-law = Wie begint met de Law-badge?
undead-setup-fives = “{ $typed }” is geen antwoord voor de optie fives: ja (vijf Notoriety-fiches van 1 mag je voor een 5 wisselen) of nee.
undead-setup-field-fives = Mag je vijf Notoriety-fiches van 1 voor een 5 wisselen? (het regelboek zegt het niet)
undead-fives-yes = Ja
undead-fives-no = Nee
undead-setup-field-critical = Met welke kant begint het Critical-fiche? (het regelboek zegt het niet)
undead-side-skull = Skull
undead-side-backfire = Backfire

undead-board-slots-2 = Gebouwvakken bij 2 spelers
undead-board-slots-3 = Gebouwvakken bij 3 spelers
undead-board-slots-4 = Gebouwvakken bij 4 spelers (en de variant voor 2 spelers)
undead-board-slots-5 = Gebouwvakken bij 5 spelers
undead-board-slots-6 = Gebouwvakken bij 6 spelers
undead-board-slots-says = Volgens het regelboek staat het aantal spelers in de hoek van elk gebouwvak op het bord, maar niet hoeveel vakken er zijn.

undead-ability-coin = Begin van de ronde: je krijgt 1 munt.
undead-ability-notoriety = Begin van de ronde: je krijgt 1 Notoriety.
undead-ability-bullet = Begin van de ronde: je krijgt 1 Bullet.
undead-ability-reset-critical = Begin van de ronde: draai je Critical-fiche van Backfire terug naar Skull.
undead-ability-draw-undead = Begin van de ronde: heeft dit gebouw geen Undead, leg er dan een uit Boot Hill bij.
undead-ability-buy-resource = Begin van de ronde: je mag 1 munt betalen voor 1 Bullet of 1 Notoriety.
undead-ability-roll-resource = Begin van de ronde: gooi een d8: bij 1–3 krijg je 1 munt, bij 4–6 1 Bullet, bij 7–8 1 Notoriety.
undead-ability-move-bullets = Begin van de ronde: je mag je Bullets van elk vak naar elk vak verplaatsen.
undead-ability-gamble = Begin van de ronde: gooi een d8: bij 1 verlies je 1 munt, bij 2–3 niets, bij 4–6 krijg je 1 munt, bij 7–8 2 munten; meerdere bezoekers duelleren niet.
undead-ability-send-undead = Begin van de ronde (4+): betaal 1 Notoriety om een Undead uit Boot Hill naar een gebouw zonder Undead te sturen.
undead-ability-coins-safe = Je munten kunnen niet gestolen worden.
undead-ability-notoriety-safe = Je Notoriety kan niet gestolen worden.
undead-ability-bullets-safe = Je Bullets kunnen niet gestolen worden.
undead-ability-steal-more = Als je steelt, mag je er één extra van die grondstof nemen.
undead-ability-fixed-price = Dit gebouw kost altijd 5 munten.
undead-ability-undead-bounty = Je krijgt 1 Notoriety voor elke Undead die een speler doodt.
undead-ability-buy-off = (4+) Geef een tegenstander 1 munt om een vuurgevecht te ontlopen; niet bij de beslissing aan het eind.
undead-ability-income-more = (4+) Bij het inkomen mag je er één extra nemen van een grondstof die je krijgt.
undead-ability-shootout-notoriety = (4+) Je krijgt 1 Notoriety elke keer dat je bij een vuurgevecht betrokken bent, of je het nu overleeft of niet.
undead-ability-home-advantage = (4+) +2 op je trefwaarde in een vuurgevecht bij dit gebouw.

undead-counter-coins = Munten
undead-counter-notoriety = Notoriety-fiches (hun waarde)
undead-counter-outlaws = Outlaws in de eigen voorraad
undead-counter-boot-hill = Boot Hill
undead-counter-supply-coins = Munten in de voorraad
undead-counter-supply-notoriety = Notoriety in de voorraad
undead-counter-fives = Notoriety-fiches van 5 daarvan
undead-counter-supply-fives = Notoriety-fiches van 5 in de voorraad

undead-progress-setup = Klaarzetten
undead-progress-day = Dag { $day }, ronde { $round } van 3
undead-progress-law = Law: { $law }
undead-progress-high-noon = High Noon
undead-progress-tiebreak = Duel op leven en dood
undead-progress-over = Het spel is afgelopen

undead-did-building = Gebouw { $building } (kost { $cost }, { $notoriety } Notoriety): { $ability }
undead-did-undead = Undead met zwakke plekken { $weak } ({ $notoriety } Notoriety) { $place ->
    [setup] neergelegd zoals de opzet zegt
    [street] op de straat
   *[other] bij { $place }
}
undead-did-start = { $band } begint met { $coins ->
    [one] 1 munt
   *[other] { $coins } munten
  }, { $notoriety } Notoriety en { $bullets ->
    [one] 1 Bullet
   *[other] { $bullets } Bullets
  }
undead-did-use = { $band } gebruikt { $building }
undead-did-hiring = Hire Guns: { $count ->
    [0] niemand
   *[other] { $bands }
}
undead-did-reveal = Dobbelstenen onthuld: { $dice }
undead-did-wild = De Wild Card gaat naar actievak { $space }
undead-did-hire = { $band } neemt Outlaws aan { $pay ->
    [coins] voor 2 munten
    [notoriety] voor 1 Notoriety
   *[free] als Nieuw in de stad
}
undead-did-duel = Duel: { $shots }
undead-did-showdown = Duel op leven en dood: { $shots }
undead-did-pay-up = { $target } betaalt: { $coins ->
    [one] 1 munt
   *[other] { $coins } munten
  }, { $notoriety } Notoriety, { $bullets ->
    [one] 1 Bullet
   *[other] { $bullets } Bullets
  }
undead-did-walk-out = { $target } loopt weg; het schot: { $face }
undead-did-steal = Gestolen van { $target }: { $coins ->
    [one] 1 munt
   *[other] { $coins } munten
  }, { $notoriety } Notoriety, { $bullets ->
    [one] 1 Bullet
   *[other] { $bullets } Bullets
  }
undead-did-aim = Richt op Undead { $nth } { $place ->
    [street] op de straat
   *[other] bij { $place }
}
undead-did-shoot = Schot op de Undead: { $face }{ $crit ->
    [yes] , Critical Hit
   *[no] {""}
}
undead-did-buy-off = { $band } geeft 1 munt om het vuurgevecht te ontlopen
undead-did-stop = Stopt met schieten
undead-did-income = Inkomen: { $coins ->
    [one] 1 munt
   *[other] { $coins } munten
  }, { $notoriety } Notoriety, { $bullets ->
    [one] 1 Bullet
   *[other] { $bullets } Bullets
  }
undead-did-buy = Koopt { $building }
undead-did-vacate = De bezetter verlaat het gebouw
undead-did-stand = De bezetter blijft staan
undead-did-fire = Strijd om een gebouw: verdediger { $defender }, aanvaller { $attacker ->
    [0] gooit niet
   *[other] { $attacker }
}
undead-did-end = Beurt voorbij
undead-did-leave = { $band } verlaat { $building }
undead-did-keep = { $band } houdt { $building } en betaalt de Bullet van vak { $slot }
undead-did-next = Volgende ronde
undead-did-extra = { $band } krijgt een extra Bullet op vak { $slot }
undead-did-change-up = { $band } wisselt vijf Notoriety-fiches van 1 voor een 5
undead-did-change-down = { $band } wisselt een Notoriety-fiche van 5 voor vijf van 1

## Bevindingen

rule-undead_phase_not-now = Die stap past nu niet: de herinneringen zeggen wat de tafel nu doet.
rule-undead_game_over = Het spel is afgelopen.
rule-undead_board_slots-missing = Holster weet niet hoeveel gebouwvakken het bord voor deze tafel heeft: vul eerst die bordwaarde in.
rule-undead_setup_buildings-full = Alle { $slots } gebouwvakken zijn gevuld.
rule-undead_boot-hill_empty = Boot Hill is leeg: er wordt geen Undead getrokken.
rule-undead_card_slot-has-bullet = Op vak { $slot } ligt al een Bullet: kies een vak met een Casing.
rule-undead_card_slot-is-casing = Op vak { $slot } ligt een Casing: daar valt geen Bullet te halen.
rule-undead_card_choose-slot = De richtkaart heeft nog een Casing: kies het vak voor de Bullet.
rule-undead_purse_not-enough = Daarvoor is er niet genoeg in de eigen voorraad.
rule-undead_outlaws_none-home = { $band } heeft geen Outlaw in de eigen voorraad om neer te zetten.
rule-undead_reveal_every-die = Bij het onthullen komt elke dobbelsteen één keer: elke bende die niet bij Hire Guns staat en een Outlaw in de eigen voorraad heeft.
rule-undead_space_unknown = De actievakken zijn 2 tot en met 8 (een 1 is de Wild Card).
rule-undead_undead_not-there = Daar is zo’n Undead niet.
rule-undead_duel_every-duelist = Geef het schot van elke duellist één keer, elk op een andere duellist.
rule-undead_building_unknown = Geen gebouw heet “{ $typed }”: gebruik de naam, het begin van één naam of het nummer.
rule-undead_building_not-in-it = Die Outlaw zit niet in dat gebouw.
rule-undead_undead_place-needed = Zeg waar de Undead komt: “in straat”, of “in” en een gebouw.
rule-undead_undead_place-needed-window = Zeg waar de Undead komt: de straat of een gebouw.
rule-undead_shootout_shots = De aanvaller gooit ook, tenzij de Critical Hit of Critical Miss van de verdediger het vuurgevecht al beëindigde.
rule-undead_round-start_shape = Dat doet de vaardigheid van dit gebouw niet: lees de tekst ervan.
rule-undead_setup_four-plus = Met 1 tot en met 3 spelers gaan de vijf 4+-gebouwen uit het spel.
rule-undead_setup_three-resources = Elke bende kiest precies 3 startgrondstoffen, niet { $count }.
rule-undead_outlaws_six = { $band } kan niet meer dan 6 Outlaws hebben: er is geen Outlaw meer om aan te nemen.
rule-undead_place_own-outlaw-lies = { $band } heeft van eerder vandaag al een Outlaw liggen op actievak { $space }.
rule-undead_wild_space-held = Een 1 gaat alleen naar een actievak zonder staande Outlaw; op actievak { $space } staat er een.
rule-undead_turn_not-yours = { $band } is niet aan de beurt.
rule-undead_graveyard_draw-first = { $band } trekt eerst een Undead uit Boot Hill en zet die in de stad.
rule-undead_graveyard_forced-place = De vaardigheid van het gebouw zegt waar deze Undead komt.
rule-undead_ability_not-this-space = Dit actievak geeft die vaardigheid niet.
rule-undead_ability_once = De vaardigheid gebruik je één keer per beurt, vóór het inkomen.
rule-undead_intimidate_target = { $band } heeft geen staande Outlaw op een actievak dat je van hieruit mag intimideren.
rule-undead_intimidate_pay-two = Wie betaalt, geeft twee grondstoffen.
rule-undead_steal_protected = Het gebouw van { $band } beschermt die grondstof tegen stelen.
rule-undead_steal_one = Steel één grondstof (twee alleen met het gebouw dat er één extra toestaat).
rule-undead_steal_other-player = Steel van een andere speler.
rule-undead_fight_street-only = Actievak { $space } bevecht alleen de Undead op de straat.
rule-undead_hunt_target-kept = Het doelwit van een poging blijft, als het eenmaal genoemd is.
rule-undead_critical_hit-needs-skull = Het Critical-fiche van { $band } toont Backfire: een 8 is geen Critical Hit.
rule-undead_income_not-this-space = Dat is niet het inkomen van actievak { $space }.
rule-undead_income_once = Het inkomen neem je één keer per beurt.
rule-undead_buy_street-not-clear = Gebouwen koop je alleen als er geen Undead op de straat is.
rule-undead_buy_from-action-space = Een gebouw koop je met de Outlaw op je actievak (niet vanaf Hire Guns).
rule-undead_hire_new-in-town = Gratis Outlaws aannemen is alleen voor Nieuw in de stad: geen Outlaws meer en niet genoeg munten of Notoriety.
rule-undead_round-start_once = Vaardigheden voor het begin van de ronde gebruik je één keer per ronde, aan het begin.
rule-undead_round-start_needs-empty = Dat gebouw heeft al een Undead.
rule-undead_leave_end-of-round = Een Outlaw verlaat een gebouw aan het eind van een ronde.
rule-undead_buy-off_building = Met 1 munt een vuurgevecht ontlopen kan alleen met het gebouw dat dat toestaat.
rule-undead_buy-off_two-duelists = Een duel afkopen kan alleen tussen twee duellisten.
rule-undead_scoring_extra-bullet = De extra Bullet is alleen voor als een duellist er geen heeft.
rule-undead_supply_ran-out = De voorraad heeft geen { $resource ->
    [coin] munten
   *[notoriety] Notoriety-fiches van 1 (een fiche van 5 neem je nooit bij een actie)
} meer: er is niets genomen.
rule-undead_supply_last = Dat was { $resource ->
    [coin] de laatste munt
    [five] het laatste Notoriety-fiche van 5
   *[notoriety] het laatste Notoriety-fiche van 1
} in de voorraad.
rule-undead_notoriety_changed = { $band } wisselt een Notoriety-fiche van 5 voor vijf van 1 om er één te geven.
rule-undead_notoriety_no-change = { $band } heeft geen Notoriety-fiche van 1, en de voorraad heeft geen vijf fiches van 1 om een 5 te wisselen.
rule-undead_notoriety_no-trade-up = Jullie hebben bij de opzet besloten dat je vijf Notoriety-fiches van 1 niet voor een 5 wisselt.
rule-undead_notoriety_undecided = Het regelboek zegt niet of je vijf fiches van 1 voor een 5 mag wisselen, en jullie hebben het bij de opzet niet besloten (de optie “fives”), dus Holster wisselt ze niet.
rule-undead_notoriety_undecided-window = Het regelboek zegt niet of je vijf fiches van 1 voor een 5 mag wisselen, en jullie hebben het bij de opzet niet besloten, dus Holster wisselt ze niet.
rule-undead_notoriety_no-five = De voorraad heeft geen Notoriety-fiche van 5 meer.
rule-undead_card_bullet-lost = De richtkaart is vol: de Bullet gaat verloren.
rule-undead_shootout_killed = De Outlaw van { $band } gaat naar het kerkhof; de schutter krijgt 1 Notoriety.
rule-undead_critical_miss = Critical Miss: de Outlaw van { $band } gaat terug naar de eigen voorraad en de beurt is voorbij; het Critical-fiche gaat naar Skull.
rule-undead_hunt_killed = { $band } doodt de Undead en houdt de kaart.
rule-undead_hunt_repeated = { $face } kwam nog een keer: de poging is voorbij.
rule-undead_boot-hill_exhausted = Boot Hill is op: er komt geen Undead bij.
rule-undead_wild_all-lose = { $count } spelers kozen 1: ze zijn allemaal hun beurt kwijt.
rule-undead_buy_bonus = { $band } koopt als eerste en krijgt de bonusgrondstof.
rule-undead_buy_half-price = Er zit al iemand in het gebouw: half geld, { $cost ->
    [one] 1 munt
   *[other] { $cost } munten
  }.
rule-undead_upkeep_vacated = { $band } betaalde geen Bullet voor { $building } en verlaat het.
rule-undead_high-noon_triggered = Er is geen Undead meer in de stad: High Noon! Nog één laatste ronde, en die gaat hoe dan ook door.
rule-undead_scoring_winner = { $count ->
    [0] Er is niemand meer over om te winnen: de tafel beslist.
    [one] { $winners } wint.
   *[other] { $winners } winnen.
}
rule-undead_building_gave = { $band } krijgt 1 Notoriety van een gebouw.
rule-undead_setup_enter-buildings = Vul de open gebouwkaarten in: { $entered } van { $slots }.
rule-undead_setup_enter-undead = Trek de Undead een voor een uit Boot Hill en vul ze in: ze gaan onder de gebouwen, van de hoogste Notoriety omlaag, en dan één op de straat.
rule-undead_setup_enter-start = { $band } kiest 3 startgrondstoffen.
rule-undead_round-start_reminder = { $band } mag { $building } gebruiken: { $ability }
rule-undead_day_call-hiring = { $law }, de Law: kies in het geheim je actie en vraag dan wie er bij Hire Guns staat.
rule-undead_day_reveal = Onthul alle dobbelstenen tegelijk en zet de Outlaws neer.
rule-undead_wild_place = { $band } koos 1: zet de Outlaw op een actievak zonder staande Outlaw.
rule-undead_graveyard_draw = { $band } trekt een Undead uit Boot Hill en zet die in de stad.
rule-undead_duel_shots = Duel op actievak { $space }: { $count ->
    [2] de twee duellisten
   *[other] doelwitten genoemd vanaf de Law, dan alle { $count } duellisten
} gooien tegelijk.
rule-undead_turn_now = { $band } is aan de beurt op { $space ->
    [0] Hire Guns
   *[other] actievak { $space }
}.
rule-undead_hunt_chance = { $band }: { $count ->
    [0] nog geen schot
   *[other] gegooid { $rolled }
}; { $kills ->
    [0] met het volgende schot doodt geen enkele worp.
   *[other] { $kills } van de 8 worpen doden met het volgende schot ({ $faces }).
}
rule-undead_buy_occupant-answers = { $standing ->
    [yes] Strijd om een gebouw: { $band } gooit eerst en wint bij een gelijke worp.
   *[no] { $band }: het gebouw verlaten of blijven staan?
}
rule-undead_round_end = Ronde { $round } is voorbij: Outlaws mogen gebouwen verlaten; dan de volgende ronde.
rule-undead_upkeep_pay = Einde van de dag: { $band } betaalt 1 Bullet voor { $building } of verlaat het (met Volgende ronde verlaat je elk gebouw waarvoor niet betaald is).
rule-undead_scoring_duel = { $count } spelers staan gelijk in Notoriety en munten: ze duelleren op leven en dood.
rule-undead_high-noon_final-round = High Noon: dit is de laatste ronde.

# --- pad ---
undead-pad-aim = Op een Undead schieten
undead-pad-backfire = Backfire
undead-pad-skull = Skull
undead-pad-band-outlaws = Eigen voorraad { $home } · Kerkhof { $graveyard }
undead-pad-band-purse = Munten { $coins } · Notoriety { $notoriety }{ $fives ->
    [0] {""}
   *[other] {" "}({ $fives } × “5”)
}
undead-pad-supply = Voorraad: { $coins ->
    [one] 1 munt
   *[other] { $coins } munten
  } · Notoriety { $ones } × “1”, { $fives } × “5”
undead-pad-bonus = Bonus:
undead-pad-boot-hill = Boot Hill: { $n }
undead-pad-building = Gebouw invullen
undead-pad-building-line = kost { $cost } · Notoriety { $notoriety }
undead-pad-bullet = Bullet { $to }
undead-pad-bullet-from = Bullet van vak { $from } { $to }
undead-pad-bullet-bonus = Bullet
undead-pad-buy = Gebouw kopen
undead-pad-buy-off = Duel afkopen
undead-pad-buy-off-fight = Vuurgevecht afkopen (1 munt)
undead-pad-change = Notoriety-fiches wisselen
undead-pad-cancel = Annuleren
undead-pad-coin = Munt
undead-pad-cost = Kosten
undead-pad-crit = 8: Critical Hit (doodt)
undead-pad-die-of = De dobbelsteen van { $band }: wat gooide die? Tot nu toe: { $so-far }
undead-pad-done = Invoeren
undead-pad-duel = Duel invoeren
undead-pad-duel-face = { $band } schiet op { $target }: de d8
undead-pad-duel-target = Op wie schiet { $band }?
undead-pad-end = Beurt beëindigen
undead-pad-extra = Extra Bullet
undead-pad-fire = Schotenwissel invoeren
undead-pad-fire-defender = De d8 van de verdediger
undead-pad-fire-attacker = De d8 van de aanvaller
undead-pad-hire = Hire Guns
undead-pad-hire-guns = Hire Guns
undead-pad-hiring = “Hiring Guns” roepen
undead-pad-hiring-who = { $law }, de Law, roept “Hiring Guns”. Dobbelstenen op Hire Guns: { $bands }
undead-pad-arrange = { $building }: Bullets van { $band } verplaatsen
undead-pad-arrange-how = Vink de vakjes aan waar { $n ->
    [one] de Bullet komt
   *[other] de { $n } Bullets komen
} ({ $ticked } aangevinkt) en kies Invoeren.
undead-pad-hunt = Gegooid: { $rolled }. Nog eens schieten of stoppen? Twee keer hetzelfde getal stopt de poging; een gewone 8 mist.
undead-pad-hunt-first = Nog geen schot. Schieten of stoppen? Twee keer hetzelfde getal stopt de poging; een gewone 8 mist.
undead-pad-income = Inkomen nemen
undead-pad-intimidate = Intimideren
undead-pad-items = Tot nu toe gekozen: { $items }
undead-pad-keep = Gebouw houden
undead-pad-leave = Gebouw verlaten
undead-pad-lost = (kwijt)
undead-pad-name = Gedrukte naam
undead-pad-next = Volgende ronde
undead-pad-no-answer = Aanvaller gooit niet
undead-pad-none = Geen
undead-pad-notoriety = Notoriety
undead-pad-pay-coins = 2 munten betalen
undead-pad-pay-free = Nieuw in de stad?
undead-pad-pay-notoriety = 1 Notoriety betalen
undead-pad-pay-up = Betalen: { $band }
undead-pad-reveal = Dobbelstenen onthullen
undead-pad-stand = Blijven staan
undead-pad-start = Begin: { $band }
undead-pad-steal = Stelen
undead-pad-steal-from = Stelen van { $band }
undead-pad-stop = Stoppen
undead-pad-street = Straat
undead-pad-to-slot = naar vak { $slot }
undead-pad-from-slot = uit vak { $slot }
undead-pad-undead = Getrokken Undead invullen
undead-pad-use = Gebouw gebruiken
undead-pad-vacate = Gebouw verlaten
undead-pad-walk-out = Weglopen: { $band }
undead-pad-weak = Zwakke plekken:
undead-pad-wild = Wild Card plaatsen
undead-pad-won = Winnaar: { $players }
undead-pad-hiring-ask = Dobbelstenen op Hire Guns (klik op elke bende waarvan de dobbelsteen daar ligt):
undead-pad-hiring-done = “Hiring Guns” roepen
undead-pad-undead-notoriety = De Notoriety:
undead-pad-undead-where = Waar hij komt (daarmee is de kaart ingevoerd):
undead-pad-bonus-none = Geen bonus
undead-pad-bonus-coin = Munt
undead-pad-bonus-bullet = Bullet
undead-pad-bonus-notoriety = Notoriety
undead-pad-take-back = Wissen
undead-pad-income-all = Inkomen nemen: { $items }
undead-pad-n-coins = { $n ->
    [one] 1 munt
   *[other] { $n } munten
}
undead-pad-n-notoriety = { $n } Notoriety
undead-pad-n-bullets = { $n ->
    [one] 1 Bullet
   *[other] { $n } Bullets
}
undead-pad-building-ask = Een gebouwkaart: klik op de kaart in de doos op het bord, dan op de gedrukte kosten en Notoriety boven de doos, en dan op de bonus op zijn vak; daarmee staat hij erin.
undead-pad-building-then = { $ability } Klik op de gedrukte kosten en Notoriety boven de doos, en dan op de bonus op zijn vak; daarmee staat hij erin (een naam of een getal boven 8 typ je hieronder).
undead-pad-undead-setup = Een Undead-kaart voor de opzet: vink de zwakke plekken aan ({ $weak }) en klik dan op de Notoriety ({ $notoriety }), dan staat hij erin; Holster legt hem neer zoals stap 2 van de voorbereiding zegt.
undead-pad-undead-drawn = { $band } trekt een Undead: de zwakke plekken ({ $weak }), de Notoriety ({ $notoriety }), dan waar hij komt.
undead-pad-walk-ask = { $band } loopt weg: de d8 van je ene schot.
undead-pad-start-whole = Of alle drie in één keer:
undead-pad-start-ask = De drie startgrondstoffen van { $band }. Tot nu toe: { $items }
undead-pad-pick = { $what }: welke?
undead-pad-turn = { $band } is aan de beurt op { $space }: de vaardigheid, dan het inkomen, dan een gebouw.
undead-pad-the-box = De doos: klik op de getrokken gebouwkaart
undead-pad-building-known = { $ability } Kosten { $cost }, { $notoriety } Notoriety, zoals de vorige keer ingevoerd: klik op de bonus op zijn vak, dan staat hij erin (drukt dit exemplaar andere getallen, klik dan eerst op die getallen boven de doos).
undead-pad-undead-setup-known = Een Undead-kaart: klik op de kaart in de doos op het bord, zoals de vorige keer ingevoerd, of vink de zwakke plekken aan ({ $weak }) en klik op de Notoriety ({ $notoriety }).
undead-pad-known-undead = { $weak } — { $notoriety } Notoriety
undead-pad-the-box-undead = De Undead-kaarten uit de doos, zoals de vorige keer ingevoerd: klik op de getrokken kaart
undead-pad-band-killed = Undead gedood: { $n } ({ $notoriety } Notoriety)
undead-card-coin = ! 1 munt krijgen
undead-card-notoriety = ! 1 Notoriety krijgen
undead-card-bullet = ! 1 Bullet krijgen
undead-card-reset-critical = ! Critical-fiche terugdraaien
undead-card-draw-undead = ! Hier een Undead bij
undead-card-buy-resource = ! 1 munt voor Bullet of Notoriety
undead-card-roll-resource = ! Gooien voor een grondstof
undead-card-move-bullets = ! Je Bullets verplaatsen
undead-card-gamble = ! Gooien: gokken om munten
undead-card-send-undead = ! Een Undead sturen (4+)
undead-card-coins-safe = Munten niet te stelen
undead-card-notoriety-safe = Notoriety niet te stelen
undead-card-bullets-safe = Bullets niet te stelen
undead-card-steal-more = Eén meer stelen
undead-card-fixed-price = Kost altijd 5 munten
undead-card-undead-bounty = 1 Notoriety per Undead
undead-card-buy-off = Vuurgevecht afkopen (4+)
undead-card-income-more = Eén meer inkomen (4+)
undead-card-shootout-notoriety = Notoriety per vuurgevecht (4+)
undead-card-home-advantage = +2 in een vuurgevecht hier (4+)
undead-why-finish = Maak eerst { $form } af of breek het af (Invoeren of Annuleren, rechtsboven): er gaat niets stilletjes verloren.
undead-why-card-first = Klik eerst op de getrokken gebouwkaart, in de doos op het bord.
undead-why-weak-first = Klik eerst op de zwakke plekken van de kaart.
undead-why-no-undead = Er is geen Undead in de stad om op te schieten.
undead-why-no-building = Er is geen gebouw te koop.
undead-why-no-round-start = Niemand heeft nu een gebouw met een vaardigheid voor het begin van de ronde.
undead-why-no-occupant = Er zit geen Outlaw in een gebouw.
undead-why-no-target = Er kan nu niemand het doelwit zijn.
undead-why-not-now = De regels nemen dit nu niet aan.
undead-why-income-taken = Het inkomen van deze beurt is al genomen.
undead-why-target-named = Het doelwit van dit schot is al genoemd.

## De grafiek van het spel
undead-chart-notoriety = Notoriety zoals die nu telt

## Hiring from the Graveyard
rule-undead_outlaws_sixth = { $band } krijgt { $count ->
    [one] één Outlaw
   *[other] { $count } Outlaws
  }{ $graveyard ->
    [0] {""}
   *[other] {" "}uit het kerkhof, omdat er buiten het spel geen meer over is
  }: daarmee heeft de bende er 6, het hoogste dat mag.

## The final count
rule-undead_scoring_final = { $person }: { $total } Notoriety ({ $tokens } uit fiches, { $killed } uit gedode Undead, { $buildings } uit gebouwen); { $coins } munten.
undead-part-tokens = Notoriety-fiches
undead-part-killed = Gedode Undead
undead-part-buildings = Gebouwen
undead-part-coins = Munten

## Refusals that say what to type
rule-undead_upkeep_after-next = De dag eindigt met “verder”: typ eerst “verder”; houd daarna elk gebouw met “houd GEBOUW BENDE VAK” (of verlaat het).
rule-undead_upkeep_after-next-window = Ga eerst verder met { undead-pad-next }; houd daarna elk gebouw of verlaat het.
rule-undead_hire_slot = Het getal na “munten” of “notoriety” is het vak waar de gehuurde Bullet op komt, niet de prijs (Hire Guns kost 2 munten of 1 Notoriety){ $slot ->
    [0] {""}
   *[other] , en op vak { $slot } ligt al een Bullet
  }: typ “huur { $band } munten VAK” met een vak waarop een Casing ligt ({ $free }).
rule-undead_hire_slot-window = De gehuurde Bullet komt op een vak waarop een Casing ligt ({ $free }): klik op een van die vakken.
rule-undead_hire_cost = Hire Guns kost 2 munten of 1 Notoriety, en { $band } heeft { $coins } munten en { $notoriety } Notoriety: typ “huur … munten VAK” of “huur … notoriety VAK” voor wat je in je eigen voorraad hebt (het getal is het vak van de Bullet), of “huur … gratis” als je nieuw in de stad bent.
rule-undead_hire_cost-window = Hire Guns kost 2 munten of 1 Notoriety, en { $band } heeft { $coins } munten en { $notoriety } Notoriety: betaal met wat je in je eigen voorraad hebt, of huur gratis als je nieuw in de stad bent.
rule-undead_buy_bonus-slot = De bonus op { $building } is een Bullet: zeg op welk vak hij komt, als “koop { $slug } VAK” (een vak waarop een Casing ligt: { $free }).
rule-undead_buy_bonus-slot-window = De bonus op { $building } is een Bullet: klik op het vak waar hij op komt (een vak waarop een Casing ligt: { $free }).
rule-undead_shootout_ended = De Critical { $how ->
    [hit] Hit
   *[miss] Miss
  } van de verdediger maakte een einde aan het vuurgevecht: de aanvaller gooit niet. Typ “vuur { $face }”.
rule-undead_shootout_ended-window = De Critical { $how ->
    [hit] Hit
   *[miss] Miss
  } van de verdediger maakte een einde aan het vuurgevecht: de aanvaller gooit niet. Vul { $face } in als schot van de aanvaller.
rule-undead_setup_undead-order = Bij de opbouw komt elke Undead waar de volgorde van de regels hem zet (onder de gebouwen van de hoogste Notoriety af, dan de straat): deze komt { $place ->
    [street] op de straat
   *[other] onder { $place }
  }. Typ hem zonder “op”.
rule-undead_setup_undead-order-window = Bij de opbouw komt elke Undead waar de volgorde van de regels hem zet (onder de gebouwen van de hoogste Notoriety af, dan de straat): deze komt { $place ->
    [street] op de straat
   *[other] onder { $place }
  }.

## A board value out of its range
undead-setup-board-value = { $value } kan geen { $typed } zijn: het is een geheel getal van { $min } tot en met { $max }.

## De kansen op het moment van kiezen: de keuze die ze aannemen, dan elke
## uitkomst met haar kans. Een schot op een Undead: de worpen die met het
## volgende schot doden, die kans als telling, en de kans dat doorschieten
## tot de poging eindigt doodt.
undead-odds-hunt = Schieten op de Undead (doodt bij { $faces })
undead-odds-hunt-hopeless = Schieten op de Undead (geen worp doodt nog)
undead-odds-next-shot = volgend schot
undead-odds-to-the-end = doorschieten tot het eind
undead-odds-skull-eight = 8 met de Skull
undead-odds-or = { $list } of { $last }
# Een duel met twee: de kans van elke duellist om te raken, geraakt te worden en dood te gaan.
undead-odds-duel = { $band } schiet op { $target }
undead-odds-hits = raakt
undead-odds-is-hit = wordt geraakt
undead-odds-dies = gaat dood
# Een duel met drie of meer: de doelwitten worden genoemd als ze schieten.
undead-odds-duel-many = Duel met { $count }, doelwitten nog niet genoemd
undead-odds-band-hits = { $band } raakt
