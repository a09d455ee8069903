## Tally, het testspel waarmee Holsters machinerie wordt beproefd

# Its title and its card on the home screen.
game-tally = Tally (testspel)
game-tally-players = 2 tot 8 spelers
game-tally-tracks = Een d20-puntenspel om Holster zelf mee te testen.

tally-score = score
tally-usage = Schrijf “gooi”, de speler en wat de d20 laat zien, bijvoorbeeld “gooi ann 17”.
tally-rolled = { $player } gooide { $face }
rule-tally_turn_twice = Niemand mag twee keer achter elkaar gooien.
rule-tally_roll_natural-20 = Een natuurlijke 20 levert een extra punt op.
rule-tally_goal_reached = De speler op plaats { $seat } heeft { $goal } punten gehaald: roep de winnaar uit.
rule-tally_player_unknown = Er zit geen speler op plaats { $seat }.
tally-hint = bijv. gooi ann 17
tally-progress = { $rolls ->
    [one] Tot nu toe 1 worp
   *[other] Tot nu toe { $rolls } worpen
  }
tally-board-goal = Winnende score
tally-board-goal-rulebook = Volgens de spelregels van Tally win je met 50 punten.
tally-pad-who = Wie gooide?
tally-pad-face = Wat laat de d20 van { $player } zien?

tally-chart-score = Score
tally-setup-goal-range = De winnende score kan geen { $typed } zijn: die is een geheel getal van { $min } tot en met { $max }.
