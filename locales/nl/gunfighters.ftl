## Make You Gunfighters

# Its title and its card on the home screen.
game-gunfighters = Make You Gunfighters
game-gunfighters-players = 3 tot 7 spelers
game-gunfighters-tracks = Kaarten in de hand, de aflegstapel, Bounty Coins, Story- en Climax-kaarten, de beurtklok.

mgf-hint = bijv. verplaats stable · schiet bob ranch 2 · verhaal · einde · verlies ann cliff · climax ann rifle
mgf-usage = “{ $typed }” is geen stap van Make You Gunfighters: probeer verplaats, schiet, verhaal, einde, trek, verlies, tijd, munten, geef, climax, neem, gelijkspel of doorvechten
mgf-counter-cards = kaarten in de hand
mgf-counter-coins = Bounty Coins
mgf-counter-pile = kaarten op de Gunfire-stapel
mgf-counter-bank = Bounty Coins in de bank
mgf-counter-story = Story-kaarten op de stapel
mgf-counter-climax = Climax-kaarten op de stapel

mgf-progress-over = Het spel is afgelopen
mgf-progress-turn = Ronde { $round }, beurt { $turn }
mgf-progress-stage = { $stage ->
    [draw] De laatste twee: gelijkspel of doorvechten
    [climax] Eerst een Climax-kaart trekken
    [quick-draw] Quick Draw: je mag nog schieten
    [horse] Horse: je mag je nog verplaatsen
    [story] Story-kaart: effect, dan einde beurt
    [mark] Story-kaart: effect, dan een gratis schot
   *[action] Eén actie: Verplaatsen, Schieten of Het verhaal voortzetten
}

## Plekken en Climax-kaarten (gedrukte namen)

mgf-location-stable = Stable
mgf-location-saloon = Saloon
mgf-location-station = Station
mgf-location-plaza = Plaza
mgf-location-ranch = Ranch
mgf-location-cliff = Cliff
mgf-climax-quick-draw = Quick Draw
mgf-climax-horse = Horse
mgf-climax-hard-liquor = Hard Liquor
mgf-climax-rifle = Rifle

## Opzet en bordwaarden

mgf-setup-switch = De optie { $option } staat aan of uit, niet “{ $typed }”.
mgf-setup-coins-range = { $count } Bounty Coins per speler kan niet: kies 0 tot en met 5.
mgf-setup-coins-too-many = { $count } Bounty Coins per speler voor { $players } spelers is meer dan de 16 die er zijn.
mgf-setup-face-up-missing = Vul voor elke speler de open vijfde kaart in (face-up=stable,ranch,…).
mgf-setup-face-up-missing-window = Kies naast elke naam de open vijfde kaart van die speler.
mgf-setup-face-up-count = { $count } open kaarten ingevuld voor { $players } spelers: één per speler.
mgf-board-starting-coins = Bounty Coins waarmee elke speler begint
mgf-board-starting-coins-rulebook = Het regelboek noemt 16 Bounty Coins, maar niet hoeveel elke speler er bij het begin krijgt: vul in wat jullie aan tafel doen.
mgf-ui-setup-off = Uit
mgf-ui-setup-on = Aan
mgf-ui-setup-face-up = Open vijfde kaart
mgf-ui-setup-dealer = Gever
mgf-ui-setup-first = Begint
mgf-ui-setup-public-memory = Open geheugen (toon de kaarten die de tafel heeft gezien)
mgf-ui-setup-extra-a = Extra regel A: de Plaza verbindt het stadje
mgf-ui-setup-extra-b = Extra regel B: plekken in handen nemen
mgf-ui-setup-ten-seconds = Optionele regel: 10 seconden per beurt

## Notatie

mgf-notation-location = “{ $typed }” is geen plek: Stable, Saloon, Station, Plaza, Ranch of Cliff.
mgf-notation-move = Verplaatsen: verplaats PLEK (de kaart die je neergooit), met “aflegstapel” als je de bovenste afgelegde kaart pakt: verplaats stable aflegstapel
mgf-notation-shoot = Schieten: schiet DOELWIT PLEK AANTAL, bijv. schiet bob ranch 2 (met plaza, of gratis)
mgf-notation-story = Het verhaal voortzetten: verhaal, of verhaal teken voor een kaart met het teken
mgf-notation-gain = Kaarten getrokken: trek SPELER AANTAL, bijv. trek ann 2
mgf-notation-lose = Kaarten kwijt: verlies SPELER PLEK…, bijv. verlies ann cliff (door bob als Bob haar uitschakelde)
mgf-notation-time = Tijd op: tijd PLEK (de kaart die je kwijt bent)
mgf-notation-coins = Munten: munten SPELER +N (van de bank) of -N (naar de bank)
mgf-notation-give = Munten tussen spelers: geef VAN AAN AANTAL
mgf-notation-climax = Climax-kaart: climax SPELER SOORT, bijv. climax ann rifle
mgf-notation-climax-type = “{ $typed }” is geen Climax-kaart: Quick Draw, Horse, Hard Liquor of Rifle.
mgf-notation-control = In handen nemen: neem SPELER PLEK, bijv. neem ann stable

## Geschiedenis

mgf-did-move = Verplaatst: een { $card }-kaart neergegooid, { $from ->
    [discard] de bovenste afgelegde kaart gepakt
   *[pile] een kaart van de Gunfire-stapel getrokken
}
mgf-did-shoot = Op { $target } geschoten bij { $location ->
    [Station] het
   *[other] de
} { $location }{ $aim ->
    [card] {" "}met een { $card }-kaart
    [free] {" "}zonder een kaart te laten zien
   *[same] {""}
}: { $hits ->
    [0] daar geen kaarten
    [one] één kaart afgelegd
   *[other] { $hits } kaarten afgelegd
}
mgf-did-story = Het verhaal voortgezet{ $mark ->
    [yes] {" "}(een kaart met het teken)
   *[no] {""}
}
mgf-did-end = Beurt beëindigd
mgf-did-gain = Trok { $count ->
    [one] een kaart
   *[other] { $count } kaarten
}
mgf-did-lose = Kwijt: { $count ->
    [one] een kaart
   *[other] { $count } kaarten
} ({ $cards }){ $by ->
    [none] {""}
   *[other] , door { $by }
}
mgf-did-time = Tijd op: een { $card }-kaart kwijt
mgf-did-coins = { $change ->
    [-1] Betaalde een Bounty Coin aan de bank
    [1] Kreeg een Bounty Coin van de bank
   *[other] Bounty Coins van de bank: { $change }
}
mgf-did-give = Gaf { $to } { $count ->
    [one] een Bounty Coin
   *[other] { $count } Bounty Coins
}
mgf-did-climax = Trok een Climax-kaart: { $kind }
mgf-did-control = Nam { $location ->
    [Station] het
   *[other] de
} { $location } in handen
mgf-did-draw = De laatste twee spreken een gelijkspel af
mgf-did-play-on = Er wordt doorgevochten: ze krijgen allebei 8 Bounty Coins van de bank

## Regels

rule-gunfighters_player_unknown = Er is geen plaats { $seat }.
rule-gunfighters_game_over = Het spel is afgelopen.
rule-gunfighters_player_out = { $player } is uit het spel.
rule-gunfighters_cards_too-many = { $player } heeft maar { $count ->
    [one] één kaart
   *[other] { $count } kaarten
} in de hand.
rule-gunfighters_cards_location-full = Er zijn maar 7 { $location }-kaarten: er zijn er meer gezien.
rule-gunfighters_deck_empty = Er is geen kaart meer om te trekken: de Gunfire-stapel en de aflegstapel zijn allebei leeg.
rule-gunfighters_discard_empty = De aflegstapel is leeg: er ligt geen bovenste kaart.
rule-gunfighters_story_no-coin = { $player } heeft geen Bounty Coin om een Story-kaart te betalen.
rule-gunfighters_story_pile-empty = De Story-stapel is leeg.
rule-gunfighters_coins_short = { $player ->
    [bank] De bank heeft
   *[other] { $player } heeft
} maar { $count ->
    [one] één Bounty Coin
   *[other] { $count } Bounty Coins
  }.
rule-gunfighters_climax_pile-empty = De Climax-stapel is leeg.
rule-gunfighters_control_too-few = Een plek in handen nemen kost drie kaarten van die plek; { $player } heeft er { $count } in de hand.
rule-gunfighters_end_no-draw = Er is geen gelijkspel aan de orde: dat geldt alleen voor de laatste twee, allebei met één kaart en zonder Bounty Coins.
rule-gunfighters_entry_nothing = Deze stap verandert niets.
rule-gunfighters_turn_no-action = { $player } moet in de beurt een actie doen: Verplaatsen, Schieten of Het verhaal voortzetten.
rule-gunfighters_turn_one-action = Eén actie per beurt: { $player } heeft die al gedaan, en geen Climax-kaart of teken staat deze toe.
rule-gunfighters_shoot_self = Je schiet op een andere speler, niet op jezelf.
rule-gunfighters_shoot_out-of-reach = Met een { $card }-kaart schiet je op { $card ->
    [Station] het
   *[other] de
} { $card }, niet op { $location ->
    [Station] het
   *[other] de
} { $location }.
rule-gunfighters_shoot_must-reveal = Bij Schieten laat je een Gunfire-kaart zien (alleen de Rifle en het teken van een Story-kaart schieten zonder).
rule-gunfighters_shoot_known-card = De tafel zag dat { $player } { $count ->
    [one] een { $location }-kaart had: die moet worden afgelegd
   *[other] { $count } { $location }-kaarten had: die moeten allemaal worden afgelegd
  }.
rule-gunfighters_climax_pending = { $player } moest een Climax-kaart trekken op het moment dat er nog één kaart over was; dat moment is voorbij en komt niet terug.
rule-gunfighters_climax_not-due = Een Climax-kaart trek je alleen op het moment dat je nog één kaart over hebt; { $player } is daar nu niet aan toe.
rule-gunfighters_control_off = Plekken in handen nemen is extra regel B, en die hebben jullie niet gekozen.
rule-gunfighters_control_not-end-of-turn = Een plek neem je in handen aan het eind van je eigen beurt; het is niet het eind van de beurt van { $player }.
rule-gunfighters_ten-seconds_off = De regel van 10 seconden is voor dit spel niet gekozen.
rule-gunfighters_end_draw-pending = Eerst beslissen de laatste twee over het gelijkspel: aannemen, of een van hen vecht door.
rule-gunfighters_climax_draw = { $player } heeft nog één kaart: trek nu een Climax-kaart en leg die open neer (nog { $left }).
rule-gunfighters_story_effect = { $player }: volg de Story-kaart en vul in wat die deed (kaarten erbij of kwijt, munten), en beëindig dan de beurt.
rule-gunfighters_story_free-shoot = { $player }: volg de Story-kaart en vul in wat die deed; daarna één gratis schot, waar je wilt, zonder kaart (tenzij de kaart je uitschakelde).
rule-gunfighters_climax_quick-draw = Quick Draw: { $player } mag nu schieten, of de beurt beëindigen.
rule-gunfighters_climax_horse = Horse: { $player } mag zich nu verplaatsen, of de beurt beëindigen.
rule-gunfighters_out_no-taker = Niemand schakelde { $player } uit, dus volgens de regels eist niemand { $coins ->
    [one] de Bounty Coin
   *[other] de { $coins } Bounty Coins
  } op: de tafel beslist (geef of munten).
rule-gunfighters_end_draw = { $players } zijn de laatste twee, allebei met één kaart en zonder Bounty Coins: gelijkspel, tenzij een van hen doorvecht (dan krijgen ze allebei 8 Bounty Coins van de bank).
rule-gunfighters_coins_unset = Het regelboek zegt niet met hoeveel Bounty Coins elke speler begint: vul vóór de eerste beurt in wat jullie aan tafel doen.
rule-gunfighters_ten-seconds_up = De tijd van { $player } is op (de 10-secondenregel): die verliest een kaart uit de hand; voer de verloren kaart in met “tijd PLEK”.
rule-gunfighters_ten-seconds_up-window = De tijd van { $player } is op (de 10-secondenregel): die verliest een kaart uit de hand; klik op de plek van de verloren kaart.
rule-gunfighters_shoot_cut-off = De regel over Schieten breekt hier af in het regelboek (de anderen hoorden de schoten): wat daarna komt, beslist de tafel; leg het vast als notitie.
rule-gunfighters_shoot_plaza = Extra regel A: de { $card }-kaart schiet via de Plaza op { $location ->
    [Station] het
   *[other] de
} { $location }.
rule-gunfighters_climax_rifle = Rifle: { $player } schiet zonder een kaart te laten zien.
rule-gunfighters_deck_reshuffled = De Gunfire-stapel is op: de gever schudt de aflegstapel tot een nieuwe stapel.
rule-gunfighters_climax_none-left = { $player } heeft nog één kaart, maar er is geen Climax-kaart meer: die krijgt er geen, ook later niet.
rule-gunfighters_climax_ended = { $player } heeft weer meer kaarten: de Climax-fase is voorbij; de Climax-kaart gaat gedekt onder de Climax-stapel.
rule-gunfighters_out_player = { $player } is uit het spel.{ $taker ->
    [none] {""}
   *[other] {" "}{ $taker } eist de { $coins } Bounty Coins op.
}
rule-gunfighters_control_taken = { $player } heeft { $location ->
    [Station] het
   *[other] de
} { $location } in handen{ $from ->
    [none] {""}
   *[other] , overgenomen van { $from }
}: zet het op de plattegrond en trek drie nieuwe kaarten.
rule-gunfighters_control_last-cards = { $player } gaf de laatste drie kaarten uit om een plek in handen te nemen: geen kaarten meer, uit het spel.
rule-gunfighters_win_control = { $player } heeft drie plekken in handen en wint het spel.
rule-gunfighters_win_coins = De ronde eindigt met 9 Bounty Coins: { $players } wint het spel.
rule-gunfighters_win_last = Laatste speler: { $players } wint het spel.
rule-gunfighters_end_drawn = Het spel eindigt in een gelijkspel tussen { $players }.
rule-gunfighters_end_played-on = Er wordt doorgevochten: ze krijgen allebei 8 Bounty Coins van de bank.
rule-gunfighters_round_ended = Ronde { $round } is voorbij (de beurt is terug bij wie begon: het regelboek zegt niet wat een ronde is, zo leest Holster het).

## Het speelvlak

mgf-ui-ask = { $stage ->
    [move] { $player } verplaatst zich: welke kaart gooi je neer?
    [move-from] Waar komt de nieuwe kaart vandaan?
    [shoot-target] { $player } schiet: op wie?
    [shoot-at] Op welke plek?
    [shoot-aim] Welke kaart laat je zien?
    [shoot-hits] Hoeveel kaarten van die plek had { $target }?
    [whom] Van wie?
    [lost-card] Welke kaart is kwijt?
    [how-many] Hoeveel kaarten zijn getrokken?
    [coins] Van of naar de bank?
    [control] Welke plek: drie kaarten ervan laten zien?
    [quick-draw] Quick Draw: { $player } mag schieten, of de beurt beëindigen
    [horse] Horse: { $player } mag zich verplaatsen, of de beurt beëindigen
    [story] Story-kaart van { $player }: vul in wat die deed, beëindig dan de beurt
    [mark] Story-kaart van { $player }: vul in wat die deed, dan het gratis schot
   *[action] { $player }: Verplaatsen, Schieten of Het verhaal voortzetten
}
mgf-ui-ask-draw = De laatste twee zitten in de Climax-fase zonder munten: gelijkspel, of vecht een van hen door?
mgf-ui-ask-time-up = { $player }, je tijd is op: je verliest een kaart (Tijd op).
mgf-ui-ask-climax = { $player } heeft nog één kaart: welke Climax-kaart is getrokken?
mgf-ui-move = Verplaatsen
mgf-ui-shoot = Schieten
mgf-ui-story = Verhaal voortzetten
mgf-ui-story-mark = … met teken
mgf-ui-end = Beurt beëindigen
mgf-ui-draw = Gelijkspel aannemen
mgf-ui-play-on = Doorvechten
mgf-ui-why-after-story = Alleen na een Story-kaart: wat die de tafel liet verliezen, trekken of betalen.
mgf-ui-why-choice = Met deze keuze nemen de regels nu geen stap aan.
mgf-ui-why-not-now = Nu niet. { $step }
mgf-ui-pick-hint = Kies hierboven een actie; wat de tafel meldt, staat eronder.
mgf-ui-from-pile = Van de stapel
mgf-ui-from-discard = Bovenste afgelegde: { $card }
mgf-ui-from-discard-none = Van de aflegstapel (nog leeg)
mgf-ui-reveal = { $card } laten zien
mgf-ui-free = Zonder kaart
mgf-ui-coin-take = +1 van de bank
mgf-ui-coin-pay = −1 naar de bank
mgf-ui-cancel = Annuleren
mgf-ui-lose = Kaart kwijt
mgf-ui-gain = Kaarten getrokken
mgf-ui-coins = Munten
mgf-ui-time = Tijd op
mgf-ui-control = In handen nemen ({ $player })
mgf-ui-out = uit
mgf-ui-coins-held = { $count ->
    [one] 1 Bounty Coin
   *[other] { $count } Bounty Coins
}
mgf-ui-pile = { $count } op de Gunfire-stapel
mgf-ui-discard-empty = Nog niets afgelegd
mgf-ui-discard-top = Afgelegd: { $count }, bovenop { $card }
mgf-ui-story-pile = Story-stapel: { $count }
mgf-ui-climax-pile = Climax-stapel: { $count }
mgf-ui-bank = Bank: { $count ->
    [one] 1 Bounty Coin
   *[other] { $count } Bounty Coins
  }
mgf-ui-won = { $players } wint het spel!
mgf-ui-drawn = Gelijkspel tussen { $players }.

## De grafiek van het spel
mgf-chart-hand = Kaarten in de hand

## What the table saw, and what a Story card asks
rule-gunfighters_shoot_seen-elsewhere = { $player } heeft { $hand } kaarten en de tafel zag er { $seen ->
    [one] één
   *[other] { $seen }
  } van op een andere plek (de open vijfde kaart blijft bekend): hooguit { $most } kunnen er bij { $location ->
    [Station] het
   *[other] de
  } { $location } zijn.
rule-gunfighters_story_lose-not-asked = Kaarten gaan verloren door een schot, de tien seconden of een Story-kaart: “verlies” is voor wat een Story-kaart zegt, na “verhaal”. Vul een schot in als “schiet …”.
rule-gunfighters_story_lose-not-asked-window = Kaarten gaan verloren door een schot, de tien seconden of een Story-kaart: een kaart die je door een Story-kaart verliest, vul je in na die Story-kaart. Vul een schot in met Schieten.

## De kansen, met het open geheugen aan: per locatie de kaarten die nog
## niet gezien zijn, van de 7 (“Nog niet gezien: Stable 6 van de 7, …”).
mgf-odds-unseen = Nog niet gezien
# Op een plek van de stadskaart: de kaarten van die plek die nog niet gezien zijn.
mgf-ui-unseen-tile = { $n }/{ $count } ongezien
