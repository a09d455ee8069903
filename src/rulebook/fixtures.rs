//! Small English and Dutch reference texts with the same ids, so the tests exercise the
//! machinery before any game ships its real texts. Line numbers are asserted on: edit
//! with care.

/// English fixture.
pub(crate) const EN: &str = "\
# Fixture: a tiny rules reference in the Holster format.
# Ids are shared with the Dutch fixture.

= setup | Setup | p. 3
Put the board in the middle of the table.

== setup.roles | Roles
Deal one role card to each player.
The Sheriff reveals theirs.

Each player gets:
- one role card,
- one character card
  and its life points.

1. Shuffle.
2) Deal.

== setup.cafe | The Café Table
Players who are out wait at the CAFÉ. Arrows are kept in one pile.

= turn | Taking a Turn | p. 5
On your turn, roll the five dice. You may reroll any dice up to two times.

== turn.reroll | Rerolls
After the first roll you may set dice aside. Dice can be rerolled twice;
dynamite can never be rerolled.

=== turn.reroll.dynamite | Dynamite
If you roll three dynamite, your turn ends and you lose one life point.

= end | End of the Game
The game ends when the Sheriff is eliminated or all outlaws and the renegade are gone.
";

/// Dutch fixture: the same ids, other titles and bodies, accents on purpose.
pub(crate) const NL: &str = "\
# Testtekst: een kleine spelregeluitleg in het Holster-formaat.

= setup | Voorbereiding | blz. 3
Leg het bord midden op tafel.

== setup.roles | Rollen
Geef elke speler één rolkaart.
De sheriff legt de zijne open.

Elke speler krijgt:
- één rolkaart,
- één personagekaart
  en de bijbehorende levenspunten.

== setup.cafe | De cafétafel
Spelers die af zijn, wachten in het café. Pijlen gaan op één stapel.

= turn | Een beurt | blz. 5
In je beurt gooi je de vijf dobbelstenen. Je mag dobbelstenen tot twee keer opnieuw gooien.

== turn.reroll | Opnieuw gooien
Na de eerste worp mag je dobbelstenen apart leggen. Dynamiet mag nooit opnieuw gegooid worden.

=== turn.reroll.dynamite | Dynamiet
Gooi je drie keer dynamiet, dan eindigt je beurt en verlies je één levenspunt.

= end | Einde van het spel
Het spel eindigt als de sheriff is uitgeschakeld of als alle bandieten en de renegaat weg zijn.
";
