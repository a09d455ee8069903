## Tally, the test game that exercises Holster's machinery

# Its title and its card on the home screen.
game-tally = Tally (test game)
game-tally-players = 2 to 8 players
game-tally-tracks = A d20 scoring game for testing Holster itself.

tally-score = score
tally-usage = Type: roll PLAYER FACE, for example “roll ann 17”.
tally-rolled = { $player } rolled { $face }
rule-tally_turn_twice = Nobody may roll twice in a row.
rule-tally_roll_natural-20 = A natural 20 scores one extra point.
rule-tally_goal_reached = The player in seat { $seat } has reached { $goal } points: announce the winner.
rule-tally_player_unknown = There is no player in seat { $seat }.
tally-hint = e.g. roll ann 17
tally-progress = { $rolls ->
    [one] 1 roll so far
   *[other] { $rolls } rolls so far
  }
tally-board-goal = Winning score
tally-board-goal-rulebook = The Tally rules say 50 points win.
tally-pad-who = Who rolled?
tally-pad-face = What does { $player }'s d20 show?

tally-chart-score = Score
tally-setup-goal-range = The winning score cannot be { $typed }: it is a whole number from { $min } to { $max }.
