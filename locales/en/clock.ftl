## The turn clock, the same for every game

clock-bad-setting = “{ $typed }” is not a clock: type countdown:SECONDS (countdown:30), bank:MINUTES (bank:20) or off.
clock-countdown-range = A countdown of { $typed } seconds is not possible: choose { $min } to { $max } seconds.
clock-bank-range = A time bank of { $typed } minutes is not possible: choose { $min } to { $max } minutes.
clock-countdown-of = { $seconds ->
    [one] 1 second per turn
   *[other] { $seconds } seconds per turn
  }
clock-bank-of = { $minutes ->
    [one] 1 minute per player
   *[other] { $minutes } minutes per player
  }

rule-core_clock_time-up = Time is up for { $player }.
rule-core_clock_none = This game was set up without a turn clock, so there is nothing to pause or resume.
rule-core_clock_not-running = The clock is not running, so it cannot be paused.
rule-core_clock_already-running = The clock is already running.
rule-core_clock_long-gap = Nothing was entered for { $time } in { $player }’s turn, far longer than a turn takes (a computer asleep, a game left open): that time counts as a pause. To count it after all, type count.

clock-entry-paused = Clock paused
clock-entry-started = Clock started
clock-entry-resumed = Clock resumed

clock-cli-arg = The turn clock: countdown:SECONDS (a countdown per turn), bank:MINUTES (a time bank per player) or off (the default)
clock-cli-created = Turn clock: { $clock }.

clock-times = Turns and time
clock-times-with = Turns and time ({ $clock })
clock-player-times = { $player }: { $turns ->
    [one] 1 turn
   *[other] { $turns } turns
  }, { $time }

## The setup screen

clock-setup-label = Turn clock
clock-setup-off = No clock
clock-setup-countdown = Countdown per turn
clock-setup-bank = Time bank per player
clock-setup-seconds = Seconds per turn
clock-setup-minutes = Minutes per player
clock-setup-amount-invalid = “{ $typed }” is not a whole number.

## The table view

clock-pause = Pause clock
clock-resume = Resume clock
clock-start = Start clock
clock-waiting = Starts when the turn passes
clock-paused = Paused
clock-running = Running
clock-held = Stopped
clock-time-up = Time is up
clock-turn-left = Time left this turn
clock-bank-left = Time left for { $player }
clock-show-times = Turns and time
clock-hide-times = Hide turns and time
clock-no-clock = No turn clock
clock-gap-taken = { $time } not counted (asleep?)
clock-count-gap = Count it
