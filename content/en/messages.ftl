# The app's messages in English. Syntax: a small subset of Fluent (see src/text/catalog.rs).
# Keys are stable; every other locale has the same keys with the same placeholders.

color-black = Black
color-white = White

## Results

result-draw = It is a draw: the counts are exactly even.
result-win = { $winner } wins by { $stones } { $stones ->
    [one] stone
   *[other] stones
} ({ $points } { $points ->
    [one] point
   *[other] points
}).

## Groups, as the counting feedback names them

group = { $stones ->
    [one] the { $color ->
        [black] black
       *[white] white
    } stone at { $at }
   *[other] the { $stones } { $color ->
        [black] black
       *[white] white
    } stones at { $at }
}
group-start = { $stones ->
    [one] The { $color ->
        [black] black
       *[white] white
    } stone at { $at }
   *[other] The { $stones } { $color ->
        [black] black
       *[white] white
    } stones at { $at }
}

# $group is group-start; $reason one of the life-… messages.
group-alive = { $group } { $stones ->
    [one] is
   *[other] are
} alive: { $reason }.
life-two-eyes = { $stones ->
    [one] it has
   *[other] they have
} { $eyes ->
    [2] two separate eyes, so { $opponent } can never fill them both
   *[other] { $eyes } separate eyes, so { $opponent } can never fill them all
}
life-territory = { $stones ->
    [one] it surrounds { $points } points of its own
   *[other] they surround { $points } points of their own
}, room for two eyes
life-connected = { $stones ->
    [one] it stands in its own side's area, which it
   *[other] they stand in their own side's area, which they
} and the living stones at { $with } surround together ({ $points } points)
life-seki = { $stones ->
    [one] it is
   *[other] they are
} in seki with the stones at { $with }: neither side can attack without being captured, so both live
life-alive = { $opponent } cannot capture { $stones ->
    [one] it
   *[other] them
}
group-dead = { $group } { $stones ->
    [one] is dead: it is inside { $owner }'s area with no room for two eyes, so it can be captured. It comes off, and its point counts for { $owner }.
   *[other] are dead: they are inside { $owner }'s area with no room for two eyes, so they can be captured. They come off, and their points count for { $owner }.
}

## A count, checked

count-right = Right: { $side } has { $count }.
count-wrong = Not { $answer }: that is { $off } { $more ->
    [yes] too many
   *[no] too few
}.
count-side-has = { $side } has { $count }.
hint-other-side = That is { $other }'s count; the question is { $side }'s. Together they make the whole board.
hint-shared-left-out = Did you leave out the { $shared ->
    [one] 1 shared point
   *[other] { $shared } shared points
}? Each counts half for { $side }.
hint-shared-whole = Did you count the { $shared ->
    [one] 1 shared point
   *[other] { $shared } shared points
} whole? Each counts only half for { $side }.
hint-shared-taken-off = Did you take the { $shared ->
    [one] 1 shared point
   *[other] { $shared } shared points
} off { $side }'s count? Each counts half for each side.
hint-dead-points-left-out = Did you leave out the points of the { $dead } dead { $other ->
    [black] black
   *[white] white
} { $dead ->
    [one] stone
   *[other] stones
}? Once the dead stones are off, their points are { $side }'s territory.
hint-dead-subtracted = Did you take the dead stones away from the count? Under the Chinese rules they are not subtracted: their points simply become { $side }'s territory ({ $dead } { $dead ->
    [one] point
   *[other] points
}).
hint-dead-twice = Did you count the { $dead } dead { $dead ->
    [one] stone
   *[other] stones
} twice? They are dead { $other } stones: their points count once, as { $side }'s territory.
hint-stones-left-out = Did you leave out { $side }'s { $stones } stones? A side's count is its stones plus its territory.
hint-territory-left-out = Did you leave out { $side }'s { $territory } points of territory? A side's count is its stones plus its territory.
hint-wrong-area = The area at { $at } has { $size } points; you counted { $entered }.
hint-compare-with-board = Compare with the board: each of { $side }'s areas shows its size, the stones are numbered in tens, and each shared point shows ½.

## Komi

komi-none = no komi
komi-stones = { $komi } { $komi ->
    [one] stone
   *[other] stones
} of komi
komi-handicap = no komi, but { $back } { $back ->
    [one] stone
   *[other] stones
} given back for the { $handicap } handicap stones

## The step-by-step count

caption-finished = The finished position. { $side }'s count is its living stones, plus the points it surrounds, plus half of each shared point.
caption-dead-off = First take the dead stones off: { $stones }. Their points now belong to the side around them.
dead-stones = { $count } dead { $color ->
    [black] black
   *[white] white
} { $count ->
    [one] stone
   *[other] stones
}
list-two = { $first } and { $second }
caption-territory = Territory: { $range }.
caption-stones = Stones, going on from the territory: { $range }.
caption-range = { $first } to { $last }
caption-territory-total = { $side } surrounds { $points } points.
caption-stones-total = That is { $stones } stones: { $sofar } so far.
caption-shared = { $shared } shared { $shared ->
    [one] point
   *[other] points
}, half each for { $side }: { $more } more.
caption-total = { $side }'s count: { $territory } territory + { $stones } stones + ½ × { $shared } shared = { $total }.
benchmark = Half the board is { $half }; with { $komi } { $side } needs more than { $target }. { $side } { $count } → { $result }

## Joining

as-is = { $text }
two-sentences = { $first } { $second }

## The counting trainer

trainer-time-up = Time is up: { $answered } of { $total } counted, { $right } right.
trainer-round-over = Round over: { $right } of { $total } right in { $time }.
trainer-living-stone = { $at }: a living { $color ->
    [black] black
   *[white] white
} stone; { $counts ->
    [yes] it counts 1 for { $side }
   *[no] it does not count for { $side }
}.
trainer-area-chosen = The area at { $at } is chosen: type how many points it has, dead stones included.
trainer-shared-point = { $at } is a shared point: it touches both colours and counts half for each side.
trainer-other-sides-area = The area at { $at } is { $owner }'s: it does not count for { $side }.
trainer-not-this-size = Not { $size }: count the area at { $at } again, its empty points and the points of its dead stones.
trainer-areas-so-far = Areas counted so far: { $sum } points.
trainer-type-area-size = Type the number of points in the area, a whole number.
trainer-marks-right = { $shown ->
    [yes] { $dead ->
        [0] There are no dead stones here; every group is alive.
        [one] This is the dead stone, marked for you now.
       *[other] These are the dead stones, marked for you now.
    }
   *[no] { $dead ->
        [0] Right: there are no dead stones here; every group is alive.
        [one] Right: that stone is dead.
       *[other] Right: those are the dead stones.
    }
}
trainer-on-to-next = Now on to the next position.
trainer-well-spotted = Well spotted.
trainer-now-count = Now count { $side }'s area with them off.
trainer-not-yet = Not yet.
trainer-dead-unmarked = { $groups ->
    [one] One dead group is not marked yet.
   *[other] { $groups } dead groups are not marked yet.
}
trainer-right = Right.
trainer-not-this-time = Not this time.
trainer-type-count = Type a count such as 43 or 43½ (43.5 works too).
trainer-ask-result = Now: who wins, and by how much in stones and in points?
trainer-result-right = Right: { $result }
trainer-not-quite = Not quite.
trainer-needs-more-than = { $side } needs more than { $target } to win (half the board, { $half }, { $side ->
    [black] plus
   *[white] minus
} { $komi }).
trainer-margin-is = The winner is right. The margin in stones is the difference between { $side }'s count, { $count }, and { $target }.
trainer-stone-is-two-points = The winner and the stones are right. One stone is two points.

## Moves, as the board's live region says them

move-pass = { $color } passes.
move-played = { $color } { $at }.
move-captures = Captures { $stones } { $stones ->
    [one] stone
   *[other] stones
}.
move-own-atari = The { $color ->
    [black] black
   *[white] white
} group at { $at } has only 1 liberty left.
move-atari = The { $color ->
    [black] black
   *[white] white
} group at { $at } has 1 liberty left.

## The Play page

said-new-game = New game on { $size }. { $color } to play.
said-restored = Game restored after { $moves } moves. { $color } to play.
said-back-to-game = Back to your game: { $moves } moves, { $color } to play.
said-opened = { $named ->
    [yes] Record opened: { $name }.
   *[no] Record opened.
} { $moves } moves. { $color } to play.
said-both-passed = Both passed: the game is over. Tap the dead stones to mark them, then both agree.
said-resigns = { $loser } resigns. { $winner } wins by resignation.
said-marked = { $color } group of { $stones } { $stones ->
    [one] stone
   *[other] stones
} at { $at } marked { $dead ->
    [yes] dead
   *[no] alive
}.
said-both-agree = Both agree. { $result }
said-agrees = { $color } agrees. Waiting for { $other }.
said-resumes = Play resumes. { $color } to play.
said-taken-back = Move taken back. { $color } to play.
said-wins-on-time = { $winner } wins on time.

## The clock

time-no-basic = no basic time
time-minutes = { $minutes } min
time-seconds = { $seconds } s
time-no-clock = no clock
time-sudden-death = { $basic } for the whole game
time-countdown = { $basic }, then a countdown of { $minutes } × 1 minute
time-fast = { $basic }, then { $seconds } seconds a move
call-seconds = { $seconds } seconds
call-number = { $n }
call-minute-used = { $remain ->
    [one] 1 minute. 1 minute remains: the last one
   *[other] 1 minute. { $remain } minutes remain
}
call-countdown-begins = Basic time is over. Countdown: { $minutes } { $minutes ->
    [one] minute
   *[other] minutes
}
call-fast-begins = Basic time is over. { $seconds } seconds a move
call-basic-over = Basic time is over
call-minutes-left = { $minutes ->
    [one] 1 minute left
   *[other] { $minutes } minutes left
}
call-seconds-left = { $seconds } seconds left
call-time-up = Time is up
call-ten-time-up = 10. Time is up
call-line = { $side }: { $call }.
face-time-up = time is up
face-no-extra-time = no extra time
face-then-minutes = then { $minutes } × 1 min
face-countdown-minutes = { $reserve ->
    [one] countdown: last minute
   *[other] countdown: { $reserve } minutes left
}
face-then-seconds = then { $seconds } s a move
face-countdown-seconds = countdown: { $seconds } s a move
target = Black needs more than { $needs } stones to win: { $parts }.
target-half-long = half the board ({ $half })
target-plus = { $first } + { $second }
target-komi = { $komi } komi
target-compensation = { $compensation } handicap compensation
target-compensation-long = { $compensation } handicap compensation (½ × { $handicap } stones)
count-line = { $color }: { $stones } { $stones ->
    [one] stone
   *[other] stones
} + { $territory } territory + ½ × { $shared } shared = { $total }
count-line-needs = { $line }; needs more than { $needs } ({ $parts })
nigiri = { $hidden } stones: { $pairs } pairs { $parity ->
    [odd] and one left over, so odd
   *[even] and none left over, so even
}. { $guesser } guessed { $guess ->
    [odd] odd
   *[even] even
}: { $right ->
    [yes] right
   *[no] wrong
}, so { $black } takes Black and plays first.

## Opening a record

record-opened = { $named ->
    [yes] Record opened: { $name }.
   *[no] Record opened.
}
record-rules = Played under the { $rules } { $territory ->
    [yes] rules, which count territory; this app counts the Chinese way (area), so its count can differ from the record's result by a point or so.
   *[no] rules.
}
record-setup-later = The record sets up stones after move { $moves }; the game starts from there.

## The language menu

language-label = Language
language-failed = { $language } could not be loaded: the page stays as it is. Try again when you are online.

## The lesson player and the practice problems (lessons::note::Note)

step-well-done = Well done.
step-not-this-move = That is not the move we are looking for here.
step-already-solved = You have done this step. Press Next to go on.
step-already-marked = You have marked that point already.
step-not-a-number = Please type a number, for example 4.
step-not-a-quarter = The answer is a whole number, or a whole number and a half or a quarter, for example 40½ or 3¾.
step-not-this-point = Not that point.
step-show-points = The points you have not found yet are marked. Click each of them.
step-show-choice = The right answer is marked. Choose it.
step-watched = You have seen the whole sequence. Press Next when you are ready.
step-hint-capture = Look at the marked points: they are the liberties left. Take them away one by one.
step-hint-save = The stones you must save have only one liberty, marked. Give them more liberties.
step-hint-play = Look for the move that does what the text asks.
step-hint-points = Go through the points one by one, and check each against the rule in the text.
step-hint-number = Point at each one with your finger and count aloud.
step-hint-choice = Read the text above the board again, then look at the board.
step-not-dead = These stones are not dead: they cannot be captured, so they stay on the board at the end.
step-no-stone-here = There is no stone on that point.
step-zero-liberties = 0 would mean the stones have no liberty at all: then they would already be captured and off the board.
step-count-area-again = Add the living stones, the empty points they surround, and half of the shared points.
step-counted-dead-as-alive = You counted the dead stones as if they were alive. Dead stones come off the board: their points belong to the other side.
step-given-again = Read the question again and work it out step by step.
step-count-again = Count again, slowly, one by one.
step-play-here = Play on the marked point, { $at }.
step-press-pass = Press the Pass button.
# $pass is yes when the answer is a pass (then $at is empty).
step-answered = { $pass ->
    [yes] Good. { $color } passes. Your move again.
   *[no] Good. { $color } answers at { $at }. Your move again.
}
step-punished = { $pass ->
    [yes] { $color } passes.
   *[no] { $color } answers at { $at }.
}
step-captures-yours = { $stones ->
    [one] { $color } captures one of your stones.
   *[other] { $color } captures { $stones } of your stones.
}
step-found = { $left ->
    [0] Yes, { $at }.
    [1] Yes, { $at }. One more to find.
   *[other] Yes, { $at }. { $left } more to find.
}
step-still-has-liberties = { $stones ->
    [one] The { $color ->
        [black] black
       *[white] white
    } stone still has { $liberties } { $liberties ->
        [one] liberty
       *[other] liberties
    } (marked), so it stays on the board.
   *[other] The { $stones } { $color ->
        [black] black
       *[white] white
    } stones still have { $liberties } { $liberties ->
        [one] liberty
       *[other] liberties
    } (marked), so they stay on the board.
}
step-runs-out = { $color } runs out at { $at }: now the stones have { $liberties } liberties and get away.
step-captured-in-atari = { $stones ->
    [one] It still had only one liberty, { $at }: { $color } plays there and captures your stone.
   *[other] They still had only one liberty, { $at }: { $color } plays there and captures your stones.
}
step-played = { $captured ->
    [0] { $color } { $at }.
   *[other] { $color } { $at }. Captures { $captured } { $captured ->
        [one] stone
       *[other] stones
    }.
}
step-target-in-atari = { $stones ->
    [one] The { $color ->
        [black] black
       *[white] white
    } stone has only 1 liberty left.
   *[other] The { $stones } { $color ->
        [black] black
       *[white] white
    } stones have only 1 liberty left.
}
step-not-empty = { $at } has a stone on it. Liberties are empty points.
step-diagonal = { $at } touches the group only corner to corner (diagonally). Only points joined along a line are liberties.
step-not-touching = { $at } does not touch the group along a line.
step-allowed-here = { $captures ->
    [yes] { $color } may play on { $at }: the stone captures, so it gets liberties.
   *[no] { $liberties ->
        [1] { $color } may play on { $at }: the stone would still have 1 liberty.
       *[other] { $color } may play on { $at }: the stone would have { $liberties } liberties.
    }
}
step-owned-by = { $at } is surrounded only by { $color }, so it belongs to { $color }.
step-not-a-star = { $at } is not a star point. Star points are the dots drawn on the board.
step-not-that-number = Not { $given }.
step-the-answer-is = The answer is { $answer }. Type it in.
problem-caught-anyway = That move does not help: you could capture just as well without it. Take away the last liberties instead.
problem-also-works = That works too: the stones cannot get away now.
problem-escapes = Now the { $color ->
    [black] black
   *[white] white
} stones have { $liberties } liberties.
problem-lives = Now the group has two eyes and lives.
problem-stones-captured = Your stones are captured.
problem-cannot-live = Now your group cannot make two eyes.
problem-cannot-escape = Now your stones cannot get away.

## A move the rules forbid (rules::IllegalMove)

illegal-off-board = That point is not on the board.
illegal-occupied = There is already a { $color ->
    [black] black
   *[white] white
} stone on { $at }. Stones go on empty points.
illegal-suicide = { $stones ->
    [1] { $color } would have no liberties here and captures nothing, so this point is forbidden for { $color }.
   *[other] { $color }'s group of { $stones } stones would have no liberties left and the move captures nothing, so this point is forbidden for { $color }.
}
# $color is the side that just captured; $at where it captured, $from its stone.
illegal-ko = This is a ko. { $color } just captured a stone on { $at } with the stone on { $from }; taking back at once would repeat the board. Play somewhere else first (a ko threat), then you may take back.
illegal-superko = { $move ->
    [0] This move would make the whole board exactly as it was at the start, and no position may repeat.
   *[other] This move would make the whole board exactly as it was after move { $move }, and no position may repeat.
}
illegal-game-over = The game is over. Resume it if you want to keep playing.
