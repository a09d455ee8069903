# The Quick and the Undead, solo tegen Dead Ranger. De berichten van het
# spel met meer spelers (locales/nl/undead.ftl) gelden voor alles wat de
# variant laat zoals in het gewone spel.

game-undead-solo = The Quick and the Undead (solo)
game-undead-solo-players = 1 speler tegen Dead Ranger
game-undead-solo-tracks = De zetten van Dead Ranger uit de d8 die jij gooit, zijn kaart, de Undead, de score.
game-undead-solo-button = Solo
game-undead-solo-button-tip = Een solospel tegen Dead Ranger klaarzetten

undead-solo-hint = bijv. plaats 6 · ranger 3 · duel 5 2 · intimideer 5 7 · loop 4 · betaal munt munt · steel munt · inkomen bullet 2 · undead 3 5 notoriety 2 · verder
undead-solo-usage = “{ $typed }” is geen stap van het solospel: de notatiepagina noemt de woorden.
undead-solo-notation-placed = In het solospel legt Holster de Undead neer: vul alleen de zwakke plekken en de Notoriety in.

## Opzet

undead-solo-setup-name = Dead Ranger is de naam van de automa: geef de speler een andere naam.
undead-solo-setup-yes-no = { $option } is ja of nee, niet “{ $typed }”.
undead-solo-option-horsemen = The Horsemen: de drie “6”-Undead blijven in Boot Hill
undead-solo-option-reinforcements = Reinforcements: Dead Ranger op 7 brengt een Undead
undead-solo-option-horde = The Horde: Dead Ranger op 8 zonder iemand om te intimideren brengt een Undead
undead-solo-option-fast = The Undead are fast!: Dead Ranger intimideert ook liggende Outlaws
undead-solo-option-no = Nee
undead-solo-option-yes = Ja

## Wat Dead Ranger deed

undead-solo-space = { $space ->
    [0] Hire Guns
    [2] 2 – Hijack
    [3] 3 – Loot
    [4] 4 – Intimidate
    [5] 5 – Outfit
    [6] 6 – Extort
    [7] 7 – Stalk
    [8] 8 – Scout
   *[other] actievak { $space }
}
undead-solo-said-placed = gooide { $roll }: { $how ->
    [moved] zijn Outlaw op { $from } gaat naar { $space }
    [stood-up] zijn Outlaw op { $space } staat weer op
   *[graveyard] een Outlaw van het kerkhof gaat naar { $space }
}
undead-solo-said-stole-bullet = steelt je Bullet van vak { $slot }
undead-solo-said-stole-coin = steelt een munt van je
undead-solo-said-stole-notoriety = steelt 1 Notoriety van je
undead-solo-said-nothing = kan niets van je stelen
undead-solo-said-intimidates = intimideert je Outlaw op { $space }
undead-solo-said-nobody = heeft niemand om te intimideren
undead-solo-said = Dead Ranger { $what }.
undead-solo-said-and = { $first }, en { $then }
undead-solo-score = Score { $total }
undead-solo-street = de straat
undead-solo-building = { $building }
undead-solo-nowhere = nergens: overal ligt al een Undead

## Voortgang en het einde

undead-solo-progress-ranger = Dead Ranger: nog { $bullets ->
    [one] 1 Bullet
   *[other] { $bullets } Bullets
  }, { $graveyard } op het kerkhof
undead-solo-progress-won = Je hebt Dead Ranger gedood
undead-solo-progress-overrun = De stad is overlopen
undead-solo-progress-dead = Al je Outlaws liggen op het kerkhof
undead-solo-how-won = door Dead Ranger te doden
undead-solo-how-overrun = niemand: de stad werd overlopen
undead-solo-how-dead = niemand: alle Outlaws van de speler gingen dood

## Geschiedenis

undead-solo-did-place = Je Outlaw gaat naar { $space }
undead-solo-did-hire = Je dobbelsteen gaat op Hire Guns
undead-solo-did-ranger = De d8 van Dead Ranger: { $roll }
undead-solo-did-duel = Duel: jij { $mine }, Dead Ranger { $ranger }
undead-solo-did-intimidate = Je intimideert de Outlaw van Dead Ranger op { $space }: { $face }
undead-solo-did-steal = Gestolen uit de voorraad: { $coins ->
    [one] 1 munt
   *[other] { $coins } munten
  }, { $notoriety } Notoriety, { $bullets ->
    [one] 1 Bullet
   *[other] { $bullets } Bullets
  }
undead-solo-did-pay = Je betaalt: { $coins ->
    [one] 1 munt
   *[other] { $coins } munten
  }, { $notoriety } Notoriety, { $bullets ->
    [one] 1 Bullet
   *[other] { $bullets } Bullets
  }
undead-solo-did-walk = Je loopt weg; het schot van Dead Ranger: { $face }
undead-solo-did-undead = Undead getrokken ({ $notoriety } Notoriety), neergelegd door Holster

## Bevindingen

rule-undead-solo_game_over = Het spel is afgelopen.
rule-undead-solo_entry_not-solo = Die stap van het spel met meer spelers past niet in het solospel (zie de solonotatie).
rule-undead-solo_setup_no-bonus = In het solospel krijgen de gebouwen geen startgrondstoffen: de bonus van het vak blijft in de voorraad en de eerste koper krijgt er geen.
rule-undead-solo_phase_not-now = Die stap past nu niet: de herinneringen zeggen wat er nu komt.
rule-undead-solo_intimidated_answer-first = Dead Ranger intimideert je: betaal of loop eerst weg.
rule-undead-solo_wild_reroll = Dead Ranger gooide 1 terwijl je bij Hire Guns staat: gooi zijn d8 opnieuw en vul die in.
rule-undead-solo_undead_placed-by-holster = Holster legt de Undead neer: op de straat, anders bij het eerste gebouw zonder Undead, met de klok mee vanaf het kerkhof.
rule-undead-solo_killing_critical-slot = Een Critical Hit op Dead Ranger haalt een Bullet weg die jij noemt (bullet N), van een vak met een Bullet; andere schoten noemen er geen.
rule-undead-solo_intimidated_which = Meer dan één Outlaw van je kan het doelwit van Dead Ranger zijn: zeg welke (op N).
rule-undead-solo_intimidate_no-outlaw = Dead Ranger heeft geen Outlaw op actievak { $space }.
rule-undead-solo_steal_from-supply = Wat jij steelt komt uit de voorraad: noem munten, Notoriety of een Bullet met het vak waar hij heen gaat.
rule-undead-solo_intimidate_target = Vanaf actievak { $space } mag je actievak { $target } niet intimideren.
rule-undead-solo_intimidated_pay-two = Wie betaalt, geeft twee grondstoffen, niet { $count }.
rule-undead-solo_ranger_did = { $said }
rule-undead-solo_killing_no-bullet = Vak { $slot } van Dead Ranger heeft geen Bullet meer: er gaat er geen weg.
rule-undead-solo_options_reinforcements = Reinforcements: er komt een Undead uit Boot Hill.
rule-undead-solo_options_horde = The Horde: er komt een Undead uit Boot Hill.
rule-undead-solo_duels_ranger-critical-miss = Critical Miss van Dead Ranger: zijn Outlaw gaat terug naar het kerkhof (er komt geen Undead).
rule-undead-solo_undead_buried = De Undead gaat onder op Boot Hill.
rule-undead-solo_end_won = De kaart van Dead Ranger heeft geen Bullet meer: je wint, met { $score } punten.
rule-undead-solo_end_overrun = De stad is overlopen: je verliest, met { $score } punten.
rule-undead-solo_end_dead = Al je Outlaws liggen op het kerkhof: je verliest, met { $score } punten.
rule-undead-solo_setup_buildings = Vul de gebouwkaarten in met de klok mee vanaf het kerkhof: { $entered } van { $slots }.
rule-undead-solo_setup_street = Trek één Undead uit Boot Hill voor de straat en vul die in.
rule-undead-solo_play_place = Jij bent de Law: zet een Outlaw op een actievak, of je dobbelsteen op Hire Guns ({ $home } in je eigen voorraad).
rule-undead-solo_play_roll = Gooi de d8 van Dead Ranger en vul die in.
rule-undead-solo_duels_now = Duel met Dead Ranger op { $space }: gooi jouw d8 en de zijne.
rule-undead-solo_intimidated_now = Dead Ranger op { $space } intimideert je Outlaw op actievak { $at }: betaal (twee grondstoffen) of loop weg (gooi zijn d8).
rule-undead-solo_undead_draw = Trek de bovenste Undead van Boot Hill en vul die in: hij gaat naar { $place }.
rule-undead-solo_score_now = { $score }

## Het paneel

undead-solo-pad-place-ask = Jouw actievak:
undead-solo-pad-walk-ask = Je loopt weg: de d8 van Dead Ranger
undead-solo-pad-seen = Eerder gezien in dit spel (klik op de kaart):
undead-solo-pad-seen-card = { $weak } · { $notoriety } Notoriety
undead-solo-pad-building-ask = Een gebouwkaart: klik op de kaart in de doos op het bord, typ de gedrukte naam, kosten en Notoriety, en kies Invoeren (solo: geen bonus op de gebouwen).
undead-solo-pad-building-then = { $ability } Typ de gedrukte naam, kosten en Notoriety, en kies Invoeren.
undead-solo-pad-hire-guns = Hire Guns
undead-solo-pad-walk = Weglopen: { $face }{ $at ->
    [0] {""}
   *[other] {" "}(je Outlaw op { $at })
}
undead-solo-pad-critical = 8: Critical Hit (doodt)
undead-solo-pad-end = Beurt beëindigen
undead-solo-pad-next = Volgende ronde
undead-solo-pad-stop = Stoppen met schieten
undead-solo-pad-done = Invoeren
undead-solo-pad-cancel = Annuleren
undead-solo-pad-none = nog geen vaardigheid
undead-solo-pad-building = Gebouw: kost { $cost }, { $notoriety } Notoriety, { $ability }
undead-solo-pad-undead = Undead: zwakke plekken { $weak }, { $notoriety } Notoriety
undead-solo-pad-duel-mine = Jouw d8
undead-solo-pad-duel-ranger = Jij gooide { $mine }: de d8 van Dead Ranger
undead-solo-pad-intimidate-shot = Je schot op de Outlaw van Dead Ranger op { $space }
undead-solo-pad-intimidate-slot = Critical Hit op { $space }: welke Bullet van Dead Ranger gaat weg
undead-solo-pad-income = Inkomen: { $items }
undead-solo-pad-steal = Stelen uit de voorraad: { $items }
undead-solo-pad-pay = Betalen: { $items }
undead-solo-pad-open-building = Gebouwkaart invullen
undead-solo-pad-open-undead = Undead-kaart invullen
undead-solo-pad-open-duel = Duelleren
undead-solo-pad-open-intimidate = Dead Ranger op { $space } intimideren
undead-solo-pad-open-income = Inkomen nemen
undead-solo-pad-open-steal = Stelen
undead-solo-pad-open-pay = Betalen
undead-solo-pad-aim-street = Op de Undead op de straat richten
undead-solo-pad-aim-building = Op de Undead in { $building } richten
undead-solo-pad-buy = { $building } kopen
undead-solo-pad-hire-coins = Outlaws aannemen voor 2 munten
undead-solo-pad-hire-notoriety = Outlaws aannemen voor 1 Notoriety
undead-solo-pad-hire-free = Outlaws aannemen als Nieuw in de stad
undead-solo-pad-keep = { $building } houden: Bullet van vak { $slot }
undead-solo-pad-leave = { $building } verlaten
undead-solo-pad-use = { $building } gebruiken
undead-solo-pad-use-for-notoriety = 1 munt voor 1 Notoriety
undead-solo-pad-use-for-bullet = 1 munt voor 1 Bullet
undead-solo-pad-open-use = Gebouw gebruiken
undead-solo-pad-open-arrange = Je Bullets verplaatsen
undead-solo-pad-use-which = De vaardigheid van een gebouw voor het begin van de ronde gebruiken: de d8 die je gooide, of je keuze.
undead-solo-pad-use-roll = { $building }: de d8 die je gooide
undead-solo-pad-use-pick = { $building }:
undead-solo-pad-arrange = { $building }: vink de vakjes aan waar { $n ->
    [one] je Bullet komt
   *[other] je { $n } Bullets komen
} ({ $ticked } aangevinkt) en kies Invoeren.

## De grafiek
undead-solo-chart-score = Je score zoals die nu staat
undead-solo-chart-ranger-bullets = Bullets die nog op de kaart van Dead Ranger liggen
undead-solo-chart-dead-ranger = Dead Ranger

## The target of an Intimidation
rule-undead-solo_intimidated_not-target = Je Outlaw op actievak { $at } is niet het doelwit van Dead Ranger: hij intimideert je Outlaw op actievak { $target }. Typ het antwoord zonder “op { $at }” (of met “op { $target }”).
rule-undead-solo_intimidated_not-target-window = Je Outlaw op actievak { $at } is niet het doelwit van Dead Ranger: hij intimideert je Outlaw op actievak { $target }. Geef het antwoord voor de Outlaw op actievak { $target }.

## The final score
undead-solo-score-final = Eindscore: { $total } (5 − { $undead } Undead Outlaws op actievakken + { $notoriety } Notoriety + 2 × { $cleared } gebouwen zonder Undead + { $controlled } van jouw gebouwen − { $graveyard } op het kerkhof)
undead-solo-part-undead-out = Undead Outlaws op actievakken
undead-solo-part-notoriety = Notoriety
undead-solo-part-cleared = Gebouwen zonder Undead
undead-solo-part-controlled = Jouw gebouwen zonder Undead
undead-solo-part-graveyard = Jouw Outlaws op het kerkhof

## De kansen van de d8 van Dead Ranger, voor de speler hem gooit: wat elke
## worp de speler brengt, elke uitkomst met de worpen die haar brengen.
undead-solo-odds-ranger = De d8 van Dead Ranger zoals het nu staat
undead-solo-odds-ranger-reroll = De d8 van Dead Ranger zoals het nu staat (een 1 gooi je opnieuw)
undead-solo-odds-duel = duel ({ $faces })
undead-solo-odds-intimidation = intimideert je ({ $faces })
undead-solo-odds-theft = steelt van je ({ $faces })
undead-solo-odds-undead = er komt een Undead bij ({ $faces })
undead-solo-odds-overrun = de stad is overlopen ({ $faces })
undead-solo-odds-nothing = niets ({ $faces })
undead-solo-odds-any = elke worp
