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
} and the living stones at { $with } surround together ({ $points } points), so { $opponent } cannot capture { $stones ->
    [one] it
   *[other] them
}
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
count-again = Not { $answer }: that is too { $more ->
    [yes] many
   *[no] few
}. Count again.
count-side-has = { $side } has { $count }.
hint-other-side = That is { $other }'s count; the question is { $side }'s. Together they make the whole board.
hint-shared-left-out = Did you leave out the { $shared ->
    [one] 1 shared point
   *[other] { $shared } shared points
}? { $seki ->
    [no] Each counts half for { $side }.
   *[other] Each counts half for { $side }, the seki's shared liberties too.
}
hint-shared-whole = Did you count the { $shared ->
    [one] 1 shared point
   *[other] { $shared } shared points
} whole? { $seki ->
    [no] Each counts only half for { $side }.
   *[other] Each counts only half for { $side }, the seki's shared liberties too.
}
hint-shared-taken-off = Did you take the { $shared ->
    [one] 1 shared point
   *[other] { $shared } shared points
} off { $side }'s count? { $seki ->
    [no] Each one adds ½ to each side: add { $half }, do not take it away.
   *[other] Each one, the seki's shared liberties too, adds ½ to each side: add { $half }, do not take it away.
}
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
hint-seki-eyes-left-out = Did you leave out { $side }'s { $eyes ->
    [one] eye
   *[other] { $eyes } eyes
} in the seki? An eye in a seki is surrounded by { $side } alone, so it counts for { $side }; only the points both sides touch are shared.
hint-wrong-area = The area at { $at } has { $size } points; you counted { $entered }.
hint-compare-with-board = Compare with the board: each of { $side }'s areas shows its size, the stones are numbered at every tenth and at the last, and each shared point shows ½.

## Why "who wins?" was answered wrong

winner-no-draw = A draw cannot happen here: Black would need exactly { $target }, and every count is a whole number of stones or a half (a shared point counts ½).
winner-dead-counted-alive = The stones with a cross are dead: they come off, and their points count for the side around them. Counted as living, they would make { $winner } the winner.
winner-dead-counted-alive-one = The stone with a cross is dead: it comes off, and its point counts for the side around it. Counted as living, it would make { $winner } the winner.
winner-komi-left-out = Black's { $black } is more than half the board, but Black also gives komi: compare it with what Black needs with komi.
winner-komi-in-points = Komi here is { $komi } { $komi ->
    [one] stone
   *[other] stones
}, that is { $points } points. Taken as { $doubled } stones, it would make White the winner.
winner-shared-half = { $shared ->
    [one] The shared point counts
   *[other] Each of the { $shared } shared points counts
} ½ for Black and ½ for White. Counted whole for one side, or left out, { $shared ->
    [one] it
   *[other] they
} would make { $winner } the winner.
winner-close = Only { $margin } { $margin ->
    [one] stone
   *[other] stones
} decides it: too close to judge by eye. Count one side exactly and compare it with what it needs.
winner-counts = Black has { $black } and White { $white }: together the { $points } points of the board.

## Komi

komi-none = no komi
komi-stones = { $komi } { $komi ->
    [one] stone
   *[other] stones
} of komi
komi-stones-old = { $komi } stones of komi, the older Chinese komi (today it is 3¾)
komi-handicap = the { $back } { $back ->
    [one] stone
   *[other] stones
} given back for { $handicap } handicap stones (no komi)

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
}{ $seki ->
    [no] ,
   *[other] , the seki's shared liberties among them,
} half each for { $side }: { $more } more.
caption-total = { $side }'s count: { $territory } territory + { $stones } stones + ½ × { $shared } shared { $seki ->
    [no] =
   *[other] (seki liberties among them) =
} { $total }.
caption-total-no-shared = { $side }'s count: { $territory } territory + { $stones } stones = { $total }.
benchmark = Half the board is { $half }; with { $komi } { $side } needs more than { $target }. { $side } has { $count }. { $result }

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
trainer-now-count-one = Now count { $side }'s area with it off.
trainer-now-count-none = Now count { $side }'s area.
trainer-dead-unmarked = { $groups ->
    [one] One dead group is not marked yet.
   *[other] { $groups } dead groups are not marked yet.
}
trainer-right = Right.
trainer-not-this-time = Not this time.
trainer-choose-again = Choose again.
trainer-type-count = Type a count such as 43 or 43½ (43.5 works too).
trainer-ask-result = Now: who wins, and by how much in stones and in points?
trainer-result-right = Right: { $result }
trainer-not-quite = Not quite.
trainer-needs-more-than-half = { $side } needs more than half the board, { $target }, to win (no komi here).
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
said-restored = { $moves ->
    [0] Game restored before its first move. { $color } to play.
    [one] Game restored after 1 move. { $color } to play.
   *[other] Game restored after { $moves } moves. { $color } to play.
}
said-back-to-game = Back to your game: { $moves ->
    [0] no moves yet
    [one] 1 move
   *[other] { $moves } moves
}, { $color } to play.
said-opened = { $named ->
    [yes] Record opened: { $name }.
   *[no] Record opened.
} { $moves ->
    [0] No moves yet.
    [one] 1 move.
   *[other] { $moves } moves.
} { $color } to play.
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
target-compensation = { $compensation } given back for the handicap stones
target-compensation-long = { $compensation } given back for the handicap stones (½ × { $handicap } stones)
# A side's count at the end of a game, in the course's words (chapter 8): its stones on the
# board, the empty points only it surrounds, half of each shared point (left out when none).
count-line = { $color }: { $stones } { $stones ->
    [one] stone
   *[other] stones
} on the board + { $territory } surrounded { $territory ->
    [one] point
   *[other] points
} + half of { $shared } shared { $shared ->
    [one] point
   *[other] points
} = { $total }
count-line-no-shared = { $color }: { $stones } { $stones ->
    [one] stone
   *[other] stones
} on the board + { $territory } surrounded { $territory ->
    [one] point
   *[other] points
} = { $total }
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
# The name of a record's rules, in "Played under the … rules".
rules-name-chinese = Chinese
rules-name-japanese = Japanese
rules-name-korean = Korean
rules-name-aga = AGA
rules-name-new-zealand = New Zealand
rules-name-ing = Ing
record-rules = Played under the { $rules } { $territory ->
    [yes] rules, which count territory; this app counts the Chinese way (area), so its count can differ from the record's result by a point or so.
   *[no] rules.
}
record-setup-later = The record sets up stones after move { $moves }; the game starts from there.
record-variations = This record has { $n } { $n ->
    [one] variation
   *[other] variations
} beside its main line; the main line was opened.
record-kept-start = Move { $number } ({ $color } { $at }) makes the board as it was at the start
record-kept-repeats = Move { $number } ({ $color } { $at }) repeats the position after move { $earlier }
record-kept-suicide = Move { $number } ({ $color } { $at }) takes its own { $stones ->
    [one] stone
   *[other] { $stones } stones
} off the board (suicide)
record-kept-allowed = { $what }; the Chinese rules forbid it, the { $rules } rules of this game did not.
record-kept-unknown-rules = { $what }; the Chinese rules forbid it; this app does not know what the rules of this game ({ $rules }) say, so the move is kept as played.
record-kept-no-rules = { $what }; the Chinese rules forbid it; the record does not say which rules the game was played under, so the move is kept as played.
record-stopped = Move { $number } ({ $color } { $at }) is not allowed: { $why }

# A node of the record: "the first node", "node 7 (after move 5)"; -start begins a sentence.
sgf-place = { $where ->
    [first] the first node
    [before] node { $node } (before the first move)
   *[after] node { $node } (after move { $move })
}
sgf-place-start = { $where ->
    [first] The first node
    [before] Node { $node } (before the first move)
   *[after] Node { $node } (after move { $move })
}
# Why a record could not be opened. { $line } is a line of the file; { $name } a property
# name such as KM; { $value } what the file wrote.
sgf-too-large = This record is too large ({ $size } MB); the limit is { $limit } MB.
sgf-too-many-nodes = This record has more than { $max } moves and variations; that is more than this app reads.
sgf-too-many-moves = This game has { $moves } moves; this app opens games of up to { $max } moves.
sgf-unknown-charset = This record is written in the character set “{ $charset }”, which this app does not know.
sgf-not-utf8 = This record is not UTF-8 text and does not say which character set it is written in.
sgf-bad-text = Some of this record's bytes are not { $charset } text.
sgf-no-game = This record has no game in it.
sgf-ends-in-value = The record ends in the middle of a property value (line { $line }).
sgf-ends-in-game = The record ends before the game that starts on line { $line } is closed with ')'.
sgf-unexpected-char = The record has an unexpected { $found } on line { $line }.
sgf-empty-variation = A variation on line { $line } has no moves in it.
sgf-node-after-variation = A node on line { $line } comes after a variation has been closed; only another variation may follow.
sgf-lowercase-name = The property name { $name } on line { $line } has no capital letters.
sgf-bad-name = { $name } is not a property name (capital letters A to Z only).
sgf-missing-value = The property { $name } on line { $line } has no value in brackets after it.
sgf-bad-raw-value = { $raw } cannot go between brackets as it is: a ']' or a final '\' is not escaped.
sgf-no-values = The property { $name } needs at least one value.
sgf-not-go = This record is for another game (GM[{ $game }]), not Go.
sgf-bad-size = The board size SZ[{ $value }] is not a number.
sgf-not-square = This app plays only on square boards; this record is { $cols }×{ $rows }.
sgf-size-out-of-range = This app plays on boards from 2×2 to 25×25; this record is { $lines }×{ $lines }.
sgf-bad-komi = The komi KM[{ $value }] is not a number.
sgf-odd-komi = The komi KM[{ $value }] is not a whole or half number of points that this app can use.
sgf-bad-handicap = The handicap HA[{ $value }] is not a number of stones that fits on the board.
sgf-bad-player = { $place } says PL[{ $value }] for the player to move; it should be B or W.
sgf-not-a-point = { $place } has { $name }[{ $value }], which is not a point.
sgf-move-off-board = Move { $number } ({ $name }[{ $value }]) is off the { $size }×{ $size } board.
sgf-stone-off-board = { $place } puts a stone at { $value } ({ $name }), which is off the { $size }×{ $size } board.
sgf-mark-off-board = { $place } marks { $value } ({ $name }), which is off the { $size }×{ $size } board.
sgf-two-moves = { $place } has more than one move in it.
# What the reader overlooked in a record it opened.
sgf-read-as-latin1 = The file does not say which character set it is written in and is not UTF-8, so it was read as Latin-1, the SGF default. If names or comments look wrong, it was written in another character set.
sgf-read-unknown-charset = The file says it is written in the character set “{ $declared }”, which this app does not know; it was read as { $read_as }, so some letters may look wrong.
sgf-read-as-utf8 = The file says it is written in { $declared }, but its text is UTF-8, so it was read as UTF-8.
sgf-read-bad-bytes = Some of the file's bytes are not { $charset } text; they are shown as “�”.
sgf-read-unclosed = The record ends before the game that starts on line { $line } is closed with ')'; everything up to the end was read.
sgf-read-cut-short = The file stops in the middle of { $what ->
    [comment] a comment
    [move] a move
   *[property] the { $name } property
} on line { $line }, as if it was cut short; that part was left out and everything before it was read.
sgf-read-stray-text = Line { $line } has text that is not part of a game record (“{ $text }”); it was skipped.
sgf-read-empty-variation = A variation on line { $line } has no moves in it; it was skipped.
sgf-read-node-after-variation = A node on line { $line } comes after a variation has been closed; it was read as one more variation.
sgf-read-two-moves = A node on line { $line } has two moves in it (the way old servers wrote them); they were read as one move after the other.
sgf-read-old-names = { $more ->
    [0] Property names in the old style, not in capitals, were read by their capitals ({ $written } as { $read_as }).
    [one] Property names in the old style, not in capitals, were read by their capitals ({ $written } as { $read_as }, and one more).
   *[other] Property names in the old style, not in capitals, were read by their capitals ({ $written } as { $read_as }, and { $more } more).
}
# { $first } is one of the sentences above; the same thing happens { $more } more times.
sgf-read-and-more = { $first } { $more ->
    [one] The same happens in one more place.
   *[other] The same happens in { $more } more places.
}
sgf-setup-black-no-liberties = The stones set up in { $place } cannot be played from: a black group of { $stones ->
    [one] one stone
   *[other] { $stones } stones
} has no liberties.
sgf-setup-white-no-liberties = The stones set up in { $place } cannot be played from: a white group of { $stones ->
    [one] one stone
   *[other] { $stones } stones
} has no liberties.

## The frame around every page (src/app.rs)

# The app's name: the header's brand, the end of every tab's title ("Learn · Weiqi") and the
# installed app's short name (static/manifest-<tag>.webmanifest has the same).
shell-brand = Weiqi
shell-brand-hint = Learn Go
shell-footer = Go under the Chinese rules: each side counts its stones and the points it surrounds.
shell-your-data = Your data
# Said when the learner taps a link or a button of the page before the app has started
# (the first paint, a copy of the page the build makes).
shell-starting = Starting… one moment.

## The main menu (src/components/nav.rs)

# The menu landmark's name, for screen readers.
nav-label = Main
# The button that opens and closes the menu on phones.
nav-menu = Menu
# Each section: its menu label, then one sentence for the home page's list.
nav-home = Home
nav-home-blurb = What Weiqi is and where to start.
nav-learn = Learn
nav-learn-blurb = { $count } short lessons, from your first stone to playing and counting a game.
nav-glossary = Glossary
nav-glossary-blurb = Every word of Go the lessons use, in plain words with a small board.
nav-practice = Practice
nav-practice-blurb = Problems that answer back: capture, ko, forbidden points, life and death, with your progress.
nav-count = Count
nav-count-blurb = Count finished positions the Chinese way: who wins, the exact count, the dead stones, against the clock.
nav-play = Play
nav-play-blurb = A whole game against the computer at your level, or a friend on this device, counted at the end.

## The skip link (src/components/skip_link.rs)

skip-link = Skip to content

## What happens to saved progress (src/storage/context.rs)

storage-full = Progress could not be saved: storage is full. What you did before is kept; what you just did is not.
storage-not-kept = This browser is not keeping data (private window?), so progress will not be kept after you close the page.
storage-set-aside = An old saved record could not be read; it was set aside and the rest loaded.
storage-left-in-place = A saved record could not be read, and there is no room to keep a copy of it. It is left as it was, and what you do on its page is not saved until there is room.
storage-save-failed = Progress could not be saved just now.
# What the learner can do when storage is full, and the link to the Your data page.
storage-room = To make room, save your progress to a file, then delete what you no longer need: Your data lists everything kept here, with its size.
storage-room-link = Open Your data
storage-dismiss = Dismiss
# A page's address asks for something the app does not have (a game, a position, a problem).
address-not-found = The address asks for “{ $what }”, which is not here; this is what the page has.

## The notice of a new version (src/offline.rs)

update-ready = A new version is ready — reload to use it.
update-reload = Reload

## The light/dark switch (src/components/theme_toggle.rs)

theme-label = Dark theme
theme-hint-to-dark = Switch to the dark theme
theme-hint-to-light = Switch to the light theme

## The board (src/components/goban)

board-tap-again = { $point }: tap again to place the stone.
board-zoomed = Zoomed in near { $point }. Tap the point you want, or choose Whole board.
board-zoomed-short = Zoomed in: tap a point here, or see it all again.
board-whole-board = Whole board

# What the board's live region says of a point: its name, then each part, joined one by one.
board-point-and = { $first }, { $next }
board-point-empty = empty
board-point-stone = { $color ->
    [black] black stone
   *[white] white stone
}
board-point-last-move = last move
board-point-dead = marked dead
board-point-triangle = triangle mark
board-point-square = square mark
board-point-circle = circle mark
board-point-cross = cross mark
board-point-label = label { $label }
board-point-liberty = liberty
board-point-problem = problem
board-point-hint = hint
board-point-correct = correct
board-point-area = { $color }'s area
board-point-shared = shared point

## A lesson or problem step (src/components/step.rs)

step-pass = Pass
step-retry = Try again
step-check = Check
step-your-answer = Your answer
step-play = Play
step-pause = Pause
step-frame-back = Previous picture
step-frame-next = Next picture
step-frame-of = { $n ->
    [0] The start, then { $m } { $m ->
        [one] picture
       *[other] pictures
    }
   *[other] Picture { $n } of { $m }
}
step-close = Close
step-term-description = What this word means
step-term = { $name }:
# Another name of a glossary term, after its name.
glossary-also = ({ $also })
step-term-also = { $name } ({ $also }):
step-glossary = Open the glossary

## Long text from outside the app (src/components/long_text.rs)

long-text-more = Show more
long-text-less = Show less

## Home page (src/pages/home.rs)

home-title = Learn Go from your first stone
home-eyebrow = Go · Weiqi · Baduk
home-heading = Learn Go from your first stone
home-what = Weiqi teaches the board game Go from zero under the Chinese rules, with short lessons, practice problems, a counting trainer and full games on a real board.
home-start = Start with the first lesson in Learn: each one shows a single idea and lets you try it straight away.
home-sections-heading = Sections
home-board-caption = Black stones hold the white stone on three sides. When Black plays on the marked point, the last empty point next to it, the white stone is captured and comes off the board.

## The course page (src/pages/learn.rs)

learn-title = Learn
learn-eyebrow = The beginner course
learn-heading = Learn Go, one small step at a time
learn-lead = { $count } short lessons take you from your first stone to playing and counting a whole game under the Chinese rules. Every step shows a small board and asks you to do one thing.
learn-start = Start the first lesson
learn-resume = Continue where you left off
learn-all-done = You have done every step. Well done! Try a game on the Play page.
learn-overall = Your progress
learn-steps-done = { $n } of { $m } steps done
learn-finished = finished
learn-reset = Forget my progress
learn-reset-question = Forget which steps you have done? This cannot be undone.
learn-reset-yes = Yes, forget it
learn-reset-no = No, keep it
learn-reset-done = Your progress has been forgotten.
learn-chapters = Lessons
learn-appendix = For later
learn-appendix-lead = Read this when you start playing in a club or a tournament. Your first games do not need it.
learn-glossary = Words you meet in the lessons are explained in the glossary.
learn-play = Play a game

## A lesson (src/pages/lesson.rs)

lesson-title = Lesson
lesson-course = All lessons
lesson-chapter = Chapter { $number }
lesson-appendix = For later
lesson-missing = There is no such lesson. Choose one from the list of lessons.
lesson-step-of = Step { $n } of { $m }
lesson-back = Back
lesson-next = Next
lesson-finish = Finish the lesson
# After the course's last step: what to do next.
lesson-next-heading = What next?
lesson-next-play = Play more games against the computer at level 1. If it wins easily, give yourself a few handicap stones.
lesson-next-practice = Solve the practice problems: captures, ko, life and death.
lesson-next-count = Count finished games in the counting trainer, until it is quick.
lesson-hint = Hint:
lesson-show-me = Show me
lesson-board-label = Lesson board, { $size }
lesson-done = { $done } of { $total } done
lesson-play-game = Play a game
# The button of a game step, per ready-made game.
lesson-game-capture = Play a capture game against the computer
lesson-game-first = Play a whole game against the computer
lesson-game-help = The game opens on the Play page. When it ends, come back here: this step is then done.
lesson-game-played = I have played it — go on

## The glossary (src/pages/glossary.rs)

glossary-title = Glossary
glossary-heading = Glossary
glossary-lead = The words of Go that the lessons use, each in plain words with a small board.
glossary-diagram = Example board for { $term }

## The page for an unknown address (src/pages/not_found.rs)

not-found-title = Page not found
not-found-heading = This point is not on the board
not-found-body = The address you followed does not lead to any page of Weiqi. It may have been mistyped, or the page may have moved.
not-found-back = Back to the home page

## Practice (src/pages/practice/mod.rs)

practice-title = Practice
practice-lead = Problems that answer back: capture, ko, forbidden points, life and death. Every answer is checked on the board, and a wrong move gets White's (or Black's) best reply and the reason it fails.

## Practice: the problem sets (src/pages/practice/overview.rs)

practice-sets-all = Your practice
practice-sets-shuffle-all = All problems, shuffled
practice-sets-retry-all = Retry the ones I missed ({ $missed })
practice-sets-sets = Problem sets
practice-sets-level = { $from }–{ $to } kyu
practice-sets-level-one = { $kyu } kyu
practice-sets-start = Start
# The Start button as a screen reader names it.
practice-sets-start-label = Start: { $set }
practice-sets-shuffle = Shuffled
practice-sets-shuffle-label = Shuffled: { $set }
practice-sets-retry = Retry missed ({ $missed })
practice-sets-retry-label = Retry missed: { $set }
practice-sets-solved-of = { $n } of { $m } solved
practice-sets-first-try = { $n } at the first try
practice-sets-missed = { $n } missed
practice-sets-problems = { $m ->
    [one] 1 problem
   *[other] { $m } problems
}

## Practice: one problem (src/pages/practice/problem.rs)

problem-back = All problem sets
problem-problem-of = Problem { $n } of { $m }
problem-number = Problem { $n }
practice-level-title = Your level
rank-kyu = { $n } kyu
rank-dan = { $n } dan
your-rank = Your level: about { $rank }, from { $games ->
    [0] no games
    [one] one game
   *[other] { $games } games
} and { $problems ->
    [0] no problems.
    [one] one problem.
   *[other] { $problems } problems.
}
your-rank-guess = A first guess: it settles after about ten games or problems.
practice-rank-how-title = How is this worked out?
practice-rank-how = Go players count levels in kyu: a beginner is about 30 kyu, and the number goes down as you get stronger. Every problem has a level too. A problem solved at the first try raises yours, more when the problem is above you; a wrong first move, a hint or the solution lowers it. A problem that many tries miss moves up. A whole game against the computer counts too.
practice-at-my-level = Practice at my level
practice-due = { $n ->
    [one] One problem is back for review today.
   *[other] { $n } problems are back for review today.
}
practice-due-none = Nothing to review today. A problem you get wrong comes back the next day.
practice-due-start = Review them ({ $n })

## Practice: the generated problem sets (src/text/problems.rs)

practice-more-title = More problems
practice-more-lead = Made by the app from positions and checked move by move by its reader, from about 30 to 10 kyu.
practice-loading = Loading the problems…
practice-more-missing = The problems made by the app could not be loaded. Try again when you are online: once they are in, they work offline too.
practice-more-retry = Try again
more-capture-now = Capture now
more-capture-now-summary = Find the move that takes the stones at once.
more-atari = Atari the right way
more-atari-summary = Give atari from the side that leaves the stones nowhere to go.
more-ladder = Ladders
more-ladder-summary = Chase the stones in a ladder: atari, and atari again each time they run.
more-net = Nets
more-net-summary = Close a loose net around the stones so they cannot run.
more-snapback = Snapbacks
more-snapback-summary = Give one stone away, then take back more.
more-cutting-stones = Capture the cutting stones
more-cutting-stones-summary = Take the stones that cut your stones apart.
more-escape = Escape
more-escape-summary = Save your stones: run out, or take a stone that holds them in.
more-capturing-race = Capturing races
more-capturing-race-summary = Your stones and theirs are both in danger: take their last liberty first.
more-life-and-death = Kill or live
more-life-and-death-summary = Take away a group's room for two eyes, or make room for yours.
more-task-capture = Black to play. { $n ->
    [one] Capture the marked white stone.
   *[other] Capture the { $n } marked white stones.
}
more-task-save = Black to play. { $n ->
    [one] Save the marked black stone.
   *[other] Save the { $n } marked black stones.
}
more-task-kill = Black to play. Kill the white group with the marked stones.
more-task-live = Black to play. Make the black group with the marked stones live.
more-task-race = Black to play. { $n ->
    [one] Win the capturing race: capture the marked white stone before it captures yours.
   *[other] Win the capturing race: capture the { $n } marked white stones before they capture yours.
}
problem-board-label = Problem board, { $size }
problem-hint = Hint
problem-hint-label = Hint:
problem-show = Show the solution
problem-next = Next problem
problem-previous = Previous problem
problem-finish = Finish
problem-done-title = Well done: that was the last problem of this run.
problem-done = This run: { $a } at the first try, { $b } solved, { $c } missed.
problem-again-missed = Retry the ones I missed
problem-to-sets = Back to the problem sets
problem-first-try = Solved at the first try.
problem-solved = Solved.
problem-missed = Counted as missed: try it again later.

## The counting trainer (src/pages/count/mod.rs)

count-page-title = Count
count-page-lead = Count finished positions the Chinese way: a side's living stones, plus the points it surrounds, plus half of each shared point (in a game they are usually filled before the count). Black gives 3¾ stones of komi: Black wins with more than half the board plus 3¾.
# On the count of a game a lesson sent the learner to: the way back to that lesson.
count-back-to-lesson = Back to the lesson
count-page-board-label = Position to count, { $size }
count-page-loading = Loading the positions…
count-page-missing = Some positions could not be loaded, so for now the app makes every position itself. Try again when you are online: once they are in, they work offline too.
count-page-retry = Try again

## The counting trainer: the question and the answer (src/pages/count/panel.rs)

count-panel-who-wins = Who wins, with { $komi }?
count-panel-who-wins-dead = The stones marked with a cross are dead.
count-panel-black = Black
count-panel-white = White
count-panel-draw = A draw
count-panel-mark = Mark the dead stones
count-panel-mark-help = Tap a stone to mark its whole group dead, tap again to take the mark off. If every group is alive, check with nothing marked.
count-panel-mark-keys = On the board, the arrow keys move and Enter marks.
count-panel-marked = Marked dead: { $groups }.
# count-panel-marked lists the groups: the list so far, then the next group.
count-panel-marked-more = { $list }; { $next }
count-panel-nothing-marked = Nothing is marked.
count-panel-check-marks = Check the dead stones
count-panel-show-marks = Show me
count-panel-count = Count { $side }'s area
count-panel-count-help = { $side }'s living stones, plus the points { $side } surrounds (the points of dead stones too), plus half of each shared point.
count-panel-count-label = { $side }'s count
count-panel-check = Check
count-panel-areas = Area by area
count-panel-areas-help = Tap a point of one of { $side }'s areas and type its size; the sum is kept here. The count then adds the stones and half of each shared point.
count-panel-areas-keys = With the keyboard, move the board cursor into the area and press Enter.
count-panel-area-size = Points in the area at { $at }
count-panel-add = Add
count-panel-clear = Start again
count-panel-result = Who wins, with { $komi }, and by how much?
count-panel-winner = The winner
count-panel-margin-stones = By how many stones?
count-panel-margin-points = And in points?
count-panel-watch = Watch the count step by step
count-panel-explain-label = The count step by step
count-panel-previous-step = Previous step
count-panel-next-step = Next step
count-panel-play = Play
count-panel-pause = Pause
count-panel-close = Close
count-panel-step-of = Step { $n } of { $m }
count-panel-next = Next position
count-panel-skip = Another position
count-panel-new-round = New round
count-panel-round-of = Position { $n } of { $m }
# $time is minutes:seconds, as 2:05.
count-panel-left = { $time } left
# The sum of the areas typed so far: one area, then several.
count-panel-sum-one = { $total } { $total ->
    [one] point
   *[other] points
}
count-panel-sum = { $sum } = { $total } { $total ->
    [one] point
   *[other] points
}

## The counting trainer: results (src/pages/count/stats.rs)

count-stats-heading = Your results
count-stats-empty = Your results appear here once you have done a position. They are kept in this browser only.
count-stats-exercise = Exercise
count-stats-board = Board
count-stats-done = Done
count-stats-right = First try
count-stats-time = Avg. time
count-stats-chart = The latest { $n } results: { $r } right. Bar height is the time taken; solid bars are right answers, open dashed bars wrong ones.
count-stats-chart-note = Latest results, oldest on the left. Taller bars took longer; open dashed bars were wrong.
count-stats-reset = Reset the results
count-stats-confirm = Forget every result of the counting trainer?
count-stats-yes = Reset
count-stats-no = Keep them

# The title of one bar of the chart: "Exact count, 9×9: right, 12 s".
count-stats-bar = { $mode }, { $size }×{ $size }: { $right ->
    [yes] right
   *[no] wrong
}, { $seconds } s

## The counting trainer: settings (src/pages/count/settings.rs)

count-settings-legend = What to practise
count-page-to-settings = Intro and settings
count-settings-mode = Exercise
count-settings-size = Board
count-settings-dead = With dead stones
count-settings-seki = Seki positions
count-settings-side = Whose count

count-settings-who-wins = Who wins?
count-settings-who-wins-blurb = Black, White or a draw, with komi.
count-settings-exact = Exact count
count-settings-exact-blurb = Mark the dead stones, count one side, then the result in stones and points.
count-settings-dead-only = Dead stones
count-settings-dead-only-blurb = Only find the dead stones.
count-settings-timed = Against the clock
count-settings-timed-blurb = Five counts in a few minutes.
# Whose count to give: Black's, White's, each in turn.
count-settings-side-black = Black's
count-settings-side-white = White's
count-settings-side-alternate = Each in turn

## Your data (src/pages/data/mod.rs)

data-title = Your data
data-heading = Your data
data-lead = Your progress and settings are kept in this browser only: there is no account, and nothing is sent anywhere.
data-kept = This browser keeps your progress between visits.
data-not-kept = This browser is not keeping data (private window?), so progress will not be kept after you close the page. Save it to a file to keep it.
data-saved = { $n ->
    [0] Nothing is saved yet.
    [one] 1 saved record.
   *[other] { $n } saved records.
}
data-records-summary = What is saved
data-export-heading = Save a copy
data-export-body = Download everything as one file, to keep a copy or to move your progress to another browser.
data-export-button = Save progress to a file
data-exporting = Downloading { $file } ({ $n } saved { $n ->
    [one] record
   *[other] records
}).
data-export-failed = Your progress could not be read from this browser's storage.
data-import-heading = Load a copy
data-import-body = Load a file saved here before. You see first what it would change, and nothing is lost: lesson steps, solved problems and counting results are joined with the ones here, what is newer here stays, and whatever the file replaces is kept below as a copy. If anything in the file is wrong, nothing is loaded.
data-import-button = Load progress from a file
data-imported = Loaded { $n } saved { $n ->
    [one] record
   *[other] records
} from { $file }.
data-import-failed = Nothing was loaded from { $file }: { $reason }.
data-import-bad = Nothing was loaded from { $file }, and everything here is as it was. In the file:
data-bad-entry = { $record }: { $why }.
data-plan-question = Load { $file }? This is what it would change:
data-plan-entry = { $record }: { $change }.
data-plan-nothing = { $file } holds nothing that is not here already, so nothing was loaded.
data-plan-load = Load it
data-plan-cancel = Cancel
data-plan-cancelled = Nothing was loaded; everything here is as it was.
data-change-only-here = only here, so it stays
data-change-only-in-file = only in the file, so it is added
data-change-newer-here = newer here, so it stays as it is
data-change-newer-in-file = newer in the file, so the file's is loaded
data-change-joined = different on each side, so the two are joined
data-change-different = different, so the file's is loaded and the one here is kept as a copy
data-import-kept = { $n ->
    [one] What the file replaced is kept below, under “Copies set aside”.
   *[other] What the file replaced ({ $n } records) is kept below, under “Copies set aside”.
}
data-damaged = it is damaged
data-not-what-weiqi-saves = it does not hold what Weiqi keeps there (damaged, or edited by hand)
data-newer = it was saved by a newer version of Weiqi; update the app first
data-not-ours = this is not something Weiqi saves
# What each record holds, in words that fit "…: it is damaged".
data-record-lesson-progress = Your lesson progress
data-record-practice-progress = Your practice progress
data-record-counting-results = Your counting results
data-record-counting-settings = Your counting trainer choices
data-record-game-in-progress = The game in progress
data-record-kept-game = The games put aside on the Play page
data-record-play-settings = Your Play page settings
data-record-level-results = Your results against the computer
data-record-game-to-count = The game handed to the counting trainer
data-record-lesson-games = Lesson games you finished on the Play page
data-record-theme = Your light or dark choice
data-record-language = Your choice of language
data-other-record = The record “{ $key }”
data-unreadable-file = the file could not be read
data-reload-hint = Reload the page so that every section uses them.
data-reload = Reload now

## Your data: copies set aside (src/pages/data/copies.rs)

data-copies-heading = Copies set aside
data-copies-body = When a saved record could not be read, or a file you loaded replaced it, it was kept here instead of being thrown away. Download a copy to keep it, or put it back.
data-copies-size = ({ $n } B)
data-copies-unreadable = This version of Weiqi cannot read it.
data-copies-download = Download
data-copies-restore = Put back
data-copies-delete-one = Delete
data-copies-deleted-one = The copy of { $record } was deleted.
data-copies-delete-one-failed = The copy could not be deleted; nothing changed.
data-copies-restored = { $record } was put back.
data-copies-restored-swapped = { $record } was put back; what was there is now a copy set aside.
data-copies-restore-failed = It could not be put back; nothing changed.
data-copies-reload-hint = Reload the page so that every section uses it.
data-copies-delete-heading = Delete my data
data-copies-delete-body = Forget everything Weiqi keeps in this browser: your progress, your settings, the game in progress and the copies set aside.
data-copies-delete-button = Delete my data…
data-copies-confirm-question = Delete all your Weiqi data from this browser? This cannot be undone. Save a copy to a file first if you may want it back.
data-copies-confirm-delete = Delete everything
data-copies-confirm-keep = Keep my data
data-copies-deleted = Your data was deleted from this browser. Reload the page to start afresh.
data-copies-delete-failed = Your data could not be deleted: this browser's storage refused.
data-copies-kept = Nothing was deleted.

## Play a game (src/pages/play/mod.rs)

play-title = Play a game
play-heading = Play a game
play-lead = Play the computer at your level, or a friend on this device. The game ends when both pass; then the dead stones are marked and the board is counted under the Chinese rules.
play-kept-heading = { $n ->
    [one] A game put aside
   *[other] Games put aside ({ $n })
}
play-kept = { $black } against { $white }: { $size }×{ $size }, { $moves ->
    [0] no moves yet
    [one] 1 move
   *[other] { $moves } moves
}
play-kept-on = { $game }, put aside on { $date }
play-resume = Back to this game
play-forget = Delete
# $game is play-game-capture or play-game-first.
play-ask = You have a game that is not finished ({ $moves } { $moves ->
    [one] move
   *[other] moves
}). Start { $game } in its place?
play-ask-kept = Your game is put aside, and you can go back to it.
play-ask-drop-oldest = You have { $max } games put aside already, so the oldest one ({ $game }) will be deleted to make room.
# What the question calls each ready-made game: Capture Go, then the whole game.
play-game-capture = Capture Go on 7×7
play-game-first = a whole 9×9 game
# Said below the board while Capture Go is played.
play-game-capture-goal = Capture Go: the first to capture a stone wins.
play-ask-yes = Start the new game
play-ask-no = No, keep my game
# The same question when the learner starts a new game from the form, or opens a record.
play-ask-new = You have a game that is not finished ({ $moves } { $moves ->
    [one] move
   *[other] moves
}). Start a new game in its place?
play-ask-record = You have a game that is not finished ({ $moves } { $moves ->
    [one] move
   *[other] moves
}). Open the record in its place?
play-ask-open = Open the record
# Another tab of the app saved a different game over the one on this page.
play-other-tab = This game was changed in another tab ({ $there } { $there ->
    [one] move
   *[other] moves
} there, { $here } here). Which one do you want here?
play-other-tab-kept = The other one is put aside, and you can go back to it.
play-other-tab-theirs = The other tab's game
play-other-tab-mine = Keep this one

## Play: game records (src/pages/play/records.rs)

play-records-heading = Game record (SGF)
play-records-download = Download this game
play-records-download-failed = The file could not be made in this browser.
play-records-open-file = Open a record file
play-records-paste-label = Or paste a record
play-records-paste-open = Open the pasted record
play-records-read-failed = The file could not be read.

## Play: the review of a game (src/pages/play/review.rs)

play-review-heading = Review with the computer
play-review-lead = The computer looks at every position of this game: who was ahead, move by move, and the biggest mistakes of each side, with the better move.
play-review-button = Review this game
play-review-show = Show the review
play-review-progress = Looking at the game: { $percent } % done. You can step through the moves meanwhile.
play-review-paused = The review is paused ({ $percent } % done).
play-review-no-network = The review needs the computer's network, which could not be loaded. Try loading it again, then continue the review.
play-review-pause = Pause
play-review-continue = Continue the review
play-review-close = Close the review
play-review-even = about even
# $stones and $points: the same amount, in stones and in points (two a stone).
play-review-ahead = { $side } ahead by about { $stones } { $stones ->
    [one] stone
   *[other] stones
} ({ $points } { $points ->
    [one] point
   *[other] points
})
play-review-at-the-end = At the end: { $lead }.
play-review-graph-label = Who is ahead, move by move ({ $side } above the middle line)
play-review-graph-value = After move { $n }: { $lead }
play-review-graph-up = { $side } ahead ↑
play-review-graph-down = { $side } ahead ↓
play-review-mistakes-wait = The biggest mistakes are listed when the review is done.
play-review-your-mistakes = Your biggest mistakes
play-review-mistakes-of = { $side }'s biggest mistakes
play-review-no-mistakes = { $side } made no big mistake.
play-review-mistake = Move { $n }, { $side } at { $at }: lost about { $stones } { $stones ->
    [one] stone
   *[other] stones
} ({ $points } { $points ->
    [one] point
   *[other] points
})
play-review-mistake-pass = Move { $n }, { $side } passed: lost about { $stones } { $stones ->
    [one] stone
   *[other] stones
} ({ $points } { $points ->
    [one] point
   *[other] points
})
play-review-mistake-run = Moves { $first } to { $last }, { $side }, from { $at }: lost about { $stones } { $stones ->
    [one] stone
   *[other] stones
} ({ $points } { $points ->
    [one] point
   *[other] points
})
play-review-reason-left-in-atari = { $count ->
    [one] { $side }'s stone at { $at } had one liberty left (it was in atari), and { $other } captured it next.
   *[other] { $side }'s { $count } stones at { $at } had one liberty left (they were in atari), and { $other } captured them next.
}
play-review-reason-capture-was-the-way-out = { $count ->
    [one] { $side }'s stone at { $at } was in atari, and { $other } captured it next. { $better } was the way out: it captures { $taken ->
        [one] the { $other } stone at { $their }
       *[other] { $taken } { $other } stones at { $their }
    }, which gives it a second liberty.
   *[other] { $side }'s { $count } stones at { $at } were in atari, and { $other } captured them next. { $better } was the way out: it captures { $taken ->
        [one] the { $other } stone at { $their }
       *[other] { $taken } { $other } stones at { $their }
    }, which gives them a second liberty.
}
play-review-reason-self-atari = { $count ->
    [one] This move left { $side }'s stone at { $at } with one liberty, and { $other } captured it at once.
   *[other] This move left { $side }'s { $count } stones at { $at } with one liberty, and { $other } captured them at once.
}
play-review-reason-missed-capture = { $better } would have captured { $count ->
    [one] the { $other } stone at { $at }
   *[other] { $count } { $other } stones at { $at }
}.
play-review-reason-edge = The board was still mostly empty: a stone on the first or second line makes very little there. The corners come first, then the sides, on the third and fourth lines.
play-review-reason-corner = The corner around { $corner } was still empty: a corner is the easiest place to make an area, so take it first.
play-review-reason-own-area = This point was already inside { $side }'s area: the move gained nothing.
play-review-reason-reading = The computer's reading of the whole board prefers { $better } here.
play-review-at-the-end-counted = At the end, by the count: { $result }
play-review-reason-missed-save = { $count ->
    [one] { $side }'s stone at { $at } was in atari (one liberty left), and this move left it so. { $better } would have given it a second liberty.
   *[other] { $side }'s { $count } stones at { $at } were in atari (one liberty left), and this move left them so. { $better } would have given them a second liberty.
}
play-review-reason-passed-early = Passing was too early: { $better } was still worth about { $stones } { $stones ->
    [one] stone
   *[other] stones
} ({ $points } { $points ->
    [one] point
   *[other] points
}).
play-review-reason-took-dead-stones = { $count ->
    [one] The { $other } stone at { $at } could not escape any more: taking it could wait. { $better } was bigger.
   *[other] The { $count } { $other } stones at { $at } could not escape any more: taking them could wait. { $better } was bigger.
}
play-review-reason-into-their-area = This stone went inside { $other }'s area, and it could not live there.
play-review-reason-bigger = { $better } was a bigger point: about { $stones } { $stones ->
    [one] stone
   *[other] stones
} ({ $points } { $points ->
    [one] point
   *[other] points
}) more than { $played }.
play-review-reason-missed-atari = { $better } would have put { $count ->
    [one] the { $other } stone at { $at }
   *[other] the { $count } { $other } stones at { $at }
} in atari (one liberty left).
play-review-reason-short-of-liberties = { $count ->
    [one] { $side }'s stone at { $at } had only two liberties. { $better } would have given it more.
   *[other] { $side }'s { $count } stones at { $at } had only two liberties. { $better } would have given them more.
}
play-review-reason-urgent = { $better } was urgent: the stones at { $at } had only { $liberties ->
    [one] one liberty
   *[other] { $liberties } liberties
}.
play-review-reason-presses = { $better } would have left { $count ->
    [one] the { $other } stone at { $at }
   *[other] the { $count } { $other } stones at { $at }
} with only two liberties.
play-review-better = Better: { $at }, marked 1 on the board; 2, 3 … show what might follow.
play-review-marked = Marked 1 on the board; 2, 3 … show what might follow.
play-review-better-pass = The better move was to pass.
play-review-record-better = The better move: { $at }.
play-review-what-happened = What happened
play-review-show-better = Show the better move
play-review-showing-after = The board shows the game after move { $n }.
play-review-try = Try { $at } yourself
play-review-try-kept = You have as many games put aside as can be kept: delete one or go back to it first, then you can try the better move here.

## Play: the board and its notices (src/pages/play/game.rs)

play-game-board-label = Game board, { $size }
play-game-show-earlier = Show the earlier position
play-game-hide-earlier = Back to the board
play-game-earlier-caption = The earlier position, faded: the move would make the board look exactly like this again.
play-game-reviewing = Reviewing: the position after move { $n } of { $total }.
play-game-back-to-game = Back to the game
play-game-dismiss = OK
play-game-thinking = The computer is thinking…
play-game-thinking-hint = Looking for a good move for you…
play-game-thinking-dead = The computer is looking at which stones are dead…
play-game-failed = The computer could not start on this device, or it stopped. Your game is kept: you can go on as a game between two players on this device, or try again.
play-game-two-players = Go on with two players
play-game-retry = Try the computer again
# The network's weights file (about 2 MB) downloads once; figures are megabytes with one decimal.
play-network-loading = The computer is getting ready: { $loaded } of { $total } MB
play-network-starting = The computer is getting ready…
play-network-kept = The computer is ready and is now kept on this device, so it works offline too.
play-network-failed-download = The computer plays a simpler game for now: its full strength could not be downloaded.
play-network-failed-damaged = The computer plays a simpler game for now: the download of its full strength was damaged.
play-network-retry = Try again

## Play: the coach's notes below the board (src/pages/play/coach.rs)

# A suggested move and why: $reason is one of the play-coach-hint-… sentences.
play-coach-hint = Try { $point }: { $reason }
play-coach-hint-pass = Passing is fine here: there is nothing left to gain.
play-coach-hint-captures = it captures { $n ->
    [one] 1 stone
   *[other] { $n } stones
}.
play-coach-hint-saves = it saves your { $n ->
    [one] 1 stone
   *[other] { $n } stones
} in atari (one liberty left).
play-coach-hint-ataris = it puts { $n ->
    [one] 1 stone
   *[other] { $n } stones
} in atari: they have one liberty left.
play-coach-hint-plain = the computer's reading likes this point (marked on the board).
play-coach-hint-gives-up = it gives up { $n ->
    [one] this stone (it can be captured)
   *[other] these { $n } stones (they can be captured)
}, and it is still the best move the computer finds.
# $stones and $points: how much it matters who plays here first, in stones and in points.
play-coach-hint-worth = it is the biggest place left. Who plays here first makes a difference of about { $stones } { $stones ->
    [one] stone
   *[other] stones
} ({ $points } { $points ->
    [one] point
   *[other] points
}).
# $stones and $points: as above; the move is in a fight (stones next to it have few liberties).
play-coach-hint-urgent = it is urgent: stones next to it have few liberties. Who plays here first makes a difference of about { $stones } { $stones ->
    [one] stone
   *[other] stones
} ({ $points } { $points ->
    [one] point
   *[other] points
}).
# $stones and $points: as above; the move separates two groups of the other side's stones.
play-coach-hint-cuts = it cuts the other side's stones apart. Who plays here first makes a difference of about { $stones } { $stones ->
    [one] stone
   *[other] stones
} ({ $points } { $points ->
    [one] point
   *[other] points
}).
# $stones and $points: as above; the move touches the other side's stones (no stone near it is short of liberties).
play-coach-hint-contact = here your stones and the other side's meet. Who plays here first makes a difference of about { $stones } { $stones ->
    [one] stone
   *[other] stones
} ({ $points } { $points ->
    [one] point
   *[other] points
}).
# The learner's group at $at ($n stones) is in atari and could be saved, but $point (the network's first choice) is worth more.
play-coach-hint-saving-is-smaller = Your { $n ->
    [one] stone at { $at } is
   *[other] { $n } stones at { $at } are
} in atari, but saving { $n ->
    [one] it
   *[other] them
} is worth less than { $point }, the computer's first choice here. Try { $point }.
# Capture Go: the learner's group at $at ($n stones) is in atari; $point saves it, before anything else.
play-coach-hint-rescue = Save your { $n ->
    [one] stone at { $at } first: play { $point }. It is
   *[other] { $n } stones at { $at } first: play { $point }. They are
} in atari, and the first capture wins.
# Capture Go: the learner's group at $at is in atari and no move gives it a second liberty; $point is the best move left.
play-coach-hint-cannot-save = Your { $n ->
    [one] stone at { $at } is
   *[other] { $n } stones at { $at } are
} in atari and cannot be saved: no move gives { $n ->
    [one] it
   *[other] them
} a second liberty. The best move left is { $point }.
play-coach-more = Show other good moves
# One of the hint's other good moves, numbered on the board as $number (the hint is 1).
play-coach-choice-as-good = { $number } at { $point }: about as good.
play-coach-choice-behind = { $number } at { $point }: about { $stones } { $stones ->
    [one] stone
   *[other] stones
} ({ $points } { $points ->
    [one] point
   *[other] points
}) less.
# The learner's group at $at has one liberty left, at $lib.
play-coach-danger-capturable = Careful: your { $n ->
    [one] stone at { $at } now has
   *[other] { $n } stones at { $at } now have
} only one liberty, at { $lib } (circled). The computer can capture { $n ->
    [one] it
   *[other] them
} on its next move.
play-coach-danger-one = Careful: your { $n ->
    [one] stone at { $at } now has
   *[other] { $n } stones at { $at } now have
} only one liberty, at { $lib } (circled).
# The learner's group at $at was in atari before the move and still is.
play-coach-danger-unanswered = Careful: your { $n ->
    [one] stone at { $at } was in atari and still is: its
   *[other] { $n } stones at { $at } were in atari and still are: their
} last liberty is { $lib } (circled). The computer can capture { $n ->
    [one] it
   *[other] them
} on its next move.
# $why is one of the play-coach-plays-on-… reasons.
play-coach-plays-on = You passed, but the game is not over yet, so the computer plays on: { $why }
play-coach-plays-on-shared = a shared point is still open, and filling it is worth half a point.
play-coach-plays-on-atari = a group is in atari and can still be captured or saved.
play-coach-plays-on-unsettled = some points do not belong to anyone yet.
play-coach-disagrees = The computer sees the dead stones differently. Put its proposal back, or play on to settle it on the board (a dispute is settled by playing on).
# Teaching mode: the learner's last move gave away $points points ($stones stones, as this app counts).
play-coach-lost = That move gave away about { $stones } stones ({ $points } points), by the computer's reading. Take it back?
play-coach-lost-better = That move gave away about { $stones } stones ({ $points } points), by the computer's reading. { $better } was better. Take it back?
play-coach-lost-better-taken = That move gave away about { $stones } stones ({ $points } points), by the computer's reading. { $better } was better: the computer has just played there. Take it back?
play-coach-take-back-both = Take back my move and its answer
play-coach-take-back = Take my move back
play-coach-keep = Keep my move
play-coach-use-proposal = Put the computer's proposal back
play-coach-dismiss = OK

## Play: the panel beside the board (src/pages/play/panel.rs)

play-panel-players = Players
play-panel-to-play = to play
play-panel-captures = { $n } captured
# After the player's name: " (Black)".
play-players-color = ({ $color })
play-panel-pass = Pass
play-panel-undo = Undo
play-panel-resign = Resign
play-panel-resign-confirm = Resign the game?
# The question with whose turn it is.
play-panel-resign-confirm-side = Resign the game? ({ $color })
play-panel-resign-yes = Yes, resign
play-panel-resign-no = Keep playing
play-panel-owners = Who owns what
count-owners-computer = Who owns what, as the computer sees it
play-panel-owners-legend = Dark squares: points the computer expects Black to get; light squares: White's. A bigger square: it is sure (19 chances in 20); a smaller one: likely (3 in 4). A square on a stone: the computer expects it to be captured. No square: still open.
play-panel-liberties = Show liberties
play-panel-liberties-hint = Point at a stone, tap it, or move the board's cursor onto it: its group's liberties are marked with dots.
play-panel-sound = Sounds
play-panel-tap = Tap twice to place a stone
play-panel-new-game = New game
play-panel-marking-heading = Mark the dead stones
play-panel-marking-help = Both passed, so the game is over. Tap each group that cannot escape capture to mark it dead (tap again to undo); the shading shows whose area each point is. When you both agree, press your button.
play-panel-agrees = { $color } agrees
play-panel-agreed = { $color } agreed
play-panel-resume = We disagree: play on
play-panel-resume-help = If you cannot agree whether a group is dead, play on and settle it on the board.
play-panel-count-heading = The count
play-panel-result-heading = Result
play-panel-moves-heading = Moves
play-panel-no-moves = No moves yet.
play-panel-first = Start
play-panel-back = Back
play-panel-forward = Forward
play-panel-last = Now
play-panel-shading = Dark squares: Black's area. Light squares: White's area. Small diamonds: shared points (half to each side).
play-panel-hint = Hint
play-panel-proposal-heading = The computer's proposal
play-panel-proposal-help = Both passed, so the game is over. The computer marks the stones it thinks are dead: crossed and faded on the board. Tap a group to change the marks. If you agree, press the button.
play-panel-proposal-none = The computer thinks no stones are dead: every group stays on the board.
play-panel-proposal-group = { $n ->
    [one] 1 stone
   *[other] { $n } stones
} { $color ->
    [black] black
   *[white] white
} at { $at }: in the computer's trial games, { $other } owns these points { $percent } times in 100, so they cannot live.
play-panel-waiting-proposal = The computer is looking at which stones are dead…
play-panel-i-agree = I agree: count the game
play-panel-watch = Watch the count step by step
play-panel-step-back = Back
play-panel-step-next = Next
play-panel-step-done = Show the whole board
play-panel-count-yourself = Count this game yourself
play-panel-count-yourself-help = Practise counting on your own game: the counting trainer opens this final position.
play-next-first = A first game: { $try }
play-next-won = { $n ->
    [one] You won your last game at level { $at }: { $try }
   *[other] You won your last { $n } games at level { $at }: { $try }
}
play-next-lost = { $n ->
    [one] You lost your last game at level { $at }: { $try }
   *[other] You lost your last { $n } games at level { $at }: { $try }
}
play-next-mixed = You won { $won } of your last { $n } games at level { $at }: { $try }
play-next-try = { $stones ->
    [0] try level { $level }, an even game.
   *[other] try level { $level } with { $stones } handicap stones.
}
play-panel-you-won = You win!
play-panel-you-lost = The computer wins this time.
play-panel-again = Play again
play-panel-capture-won = { $color } captured first and wins the game.
play-panel-resigned = { $winner } wins by resignation.
play-panel-time-out = { $loser } ran out of time. { $winner } wins on time.
play-panel-back-to-lesson = Back to the lesson
play-panel-back-to-lesson-help = This game was part of a lesson. That step is done now.
# One move of the list, for a screen reader: "Move 3: Black D4, captures 1 stone".
play-moves-move = Move { $n }: { $color } { $move }{ $captures ->
    [0]
    [one] , captures 1 stone
   *[other] , captures { $captures } stones
}
play-moves-pass = pass
play-moves-captured-title = stones captured

## Play: the new-game form (src/pages/play/setup.rs)

play-setup-heading = New game
play-setup-against = Who do you play?
play-setup-against-computer = The computer
play-setup-against-friend = A friend on this device (take turns)
play-setup-level = The computer's level
play-setup-teaching = Teaching mode: warn me when a move lets my stones be captured
play-setup-teaching-on = Teaching mode is on: the app warns you when a move lets your stones be captured, and you can take it back.
play-setup-game = Game
play-setup-goal-count = A normal game: count the board at the end
play-setup-goal-capture = Capture Go: the first capture wins
play-setup-capture-hint = The classic first game: whoever captures a stone first wins. Played on a small board.
play-setup-your-colour = Your colour (Black plays first)
play-setup-you-black = I take Black
play-setup-you-white = I take White
play-setup-board = Board
play-setup-board-hint = 9×9 is the best start: a game takes about 10 minutes.
play-setup-handicap = Handicap stones
play-setup-handicap-none = None (even game)
# A first game against level 1 (until the first win there): $n handicap stones.
play-setup-use-proposal = Set up this game
play-setup-handicap-hint = A weaker player takes Black and starts with stones on the star points; White moves first.
play-setup-komi = Komi (Black gives back for moving first)
play-setup-komi-hint = Custom komi, in points
play-setup-ko = Repetition rule
play-setup-colours = Who plays Black?
play-setup-player1 = Player 1
play-setup-player2 = Player 2
play-setup-p1-black = Player 1 takes Black
play-setup-p2-black = Player 2 takes Black
play-setup-nigiri = Decide by nigiri (guess odd or even)
play-setup-clock = Clock
play-setup-basic = Basic time (minutes)
play-setup-reserve = Countdown reserve (minutes)
play-setup-speech = Say the clock's calls aloud
play-setup-tap = Tap twice to place a stone (for small screens)
play-setup-start = Start the game
play-setup-cancel = Back to the game
play-setup-nigiri-heading = Nigiri
play-setup-nigiri-hides = { $holder } hides a handful of white stones. Guess: an odd or an even number?
play-setup-odd = { $guesser }: Odd: show one black stone
play-setup-even = { $guesser }: Even: show two black stones
play-setup-nigiri-play = Start the game
play-setup-open-heading = Or open a game record
play-setup-open-label = Paste an SGF record
play-setup-open-button = Open
# How many hidden stones nigiri counted out, for a screen reader.
play-setup-nigiri-pairs = { $n ->
    [one] 1 stone
   *[other] { $n } stones
} in pairs
play-setup-handicap-stones = { $n } stones
play-setup-clock-none = No clock
play-setup-clock-sudden = Basic time only
play-setup-clock-countdown = Chinese countdown (minutes)
play-setup-clock-fast = Fast: { $seconds } seconds a move
play-setup-komi-chinese = 3¾ stones (7½ points)
play-setup-komi-old = 2¾ stones (5½ points)
play-setup-komi-none = None
play-setup-komi-custom = Custom
# Each repetition rule: its short name in the menu, then what it forbids.
play-setup-ko-positional = Positional superko (Chinese rules)
play-setup-ko-positional-rule = No earlier position of the whole board may come back.
play-setup-ko-situational = Situational superko
play-setup-ko-situational-rule = No earlier position may come back with the same player to move.
play-setup-ko-simple = Simple ko only
play-setup-ko-simple-rule = Only the immediate retake of a ko is forbidden.
# A level of the computer and whom it suits, weakest first.
play-setup-level-label = Level { $level } (about { $rank }): { $suits }
play-setup-level-plain = Level { $level }: { $suits }
play-setup-level-1 = just learned the rules
play-setup-level-2 = has played a few games
play-setup-level-3 = knows atari, ladders and eyes
play-setup-level-4 = plays a whole game sensibly
play-setup-level-5 = wins most games against friends
play-setup-level-6 = a steady club beginner
play-setup-level-7 = a club player
play-setup-level-8 = a strong club player
# The players' names in a game against the computer (also written into its record).
play-setup-computer-name = Computer (level { $level })
play-setup-you = You

## The language menu

language-label = Language
language-failed = { $language } could not be loaded: the page stays as it is. Try again when you are online.

## The lesson player and the practice problems (lessons::note::Note)

step-well-done = Well done.
step-not-this-move = That is not the move we are looking for here.
step-already-solved = You have done this step already: go on with the button below.
step-marked-with-its-group = { $at } is already marked, with the rest of its group: one tap marks a whole group.
step-already-marked = You have marked that point already.
step-not-a-number = Please type a number, for example 4.
step-not-a-quarter = The answer is a whole number, or a whole number and a half or a quarter, for example 40½ or 3¾.
step-not-whole = The answer is a whole number.
step-not-this-point = Not that point.
step-show-points = The points you have not found yet are marked. Choose each of them.
step-show-choice = The right answer is marked. Choose it.
step-watched = You have seen the whole sequence. Press Next when you are ready.
step-hint-capture = Count the liberties of the stones you are after, and find the move that leaves them no way to get more.
step-hint-save = { $stones ->
    [one] The stone you must save has only one liberty, marked. Give it more liberties.
   *[other] The stones you must save have only one liberty, marked. Give them more liberties.
}
step-hint-capture-in-atari = { $stones ->
    [one] The { $color ->
        [black] black
       *[white] white
    } stone you are after has only one liberty left: find it, and play there.
   *[other] The { $stones } { $color ->
        [black] black
       *[white] white
    } stones you are after have only one liberty left: find it, and play there.
}
step-hint-play = Look for the move that does what the text asks.
step-hint-points = Go through the points one by one, and check each against the rule in the text.
step-hint-number = Point at each one with your finger and count aloud.
step-hint-text = Read the step's text again, one sentence at a time: it holds what you need.
step-not-dead = These stones are not dead: they cannot be captured, so they stay on the board at the end.
step-no-stone-here = There is no stone on that point.
step-zero-liberties = 0 would mean no liberty at all: such stones would already have been taken off the board.
step-count-area-again = Add the living stones, the empty points they surround, and half of the shared points.
step-count-area-again-none-shared = Add the living stones and the empty points they surround.
step-counted-dead-as-alive = You counted the dead stones as if they were alive. Dead stones come off the board: their points belong to the other side.
step-given-again = Read the question again and work it out step by step.
step-count-again = Count again, slowly, one by one.
step-play-here = Play on the marked point, { $at }.
step-touches-not-both = { $at } does not touch both colours. An open point has a black stone and a white stone right next to it.
step-hint-last-liberty = { $stones ->
    [one] The stone you are after has one liberty left, { $at }: play there to capture it.
   *[other] The { $stones } stones you are after have one liberty left, { $at }: play there to capture them.
}
step-press-pass = Press the Pass button.
# $pass is yes when the answer is a pass (then $at is empty).
step-answered = { $pass ->
    [yes] Good. { $color } has no move that helps, and passes. Your move again.
   *[no] Good. { $color } answers at { $at }. Your move again.
}
step-answered-atari = { $stones ->
    [one] Good. { $color } plays { $at } and puts your stone on { $stone } in atari. Your move again.
   *[other] Good. { $color } plays { $at } and puts { $stones } of your stones in atari. Your move again.
}
step-answered-atari-short = { $stones ->
    [one] Good. { $color } plays { $at } and puts your stone on { $stone } in atari, but now { $color }'s own stones have only one liberty, { $last }. Your move again.
   *[other] Good. { $color } plays { $at } and puts { $stones } of your stones in atari, but now { $color }'s own stones have only one liberty, { $last }. Your move again.
}
step-opening-too-low = { $at } is on line { $line } from the edge (the edge itself is line 1): too low, a stone there surrounds little. Go up to line 3 or 4.
step-opening-too-far-out = { $at } is { $line } lines in from the nearest edge: too far out for the edges to help it. Come in to line 3 or 4, near a corner.
step-opening-a-line-too-far = { $at } is on a good line from one edge, but on line 5 from the other: one line too far from the corner. Come one line closer.
step-opening-on-a-side = { $at } is on a good line from one edge, but { $line } lines in from the other: it is on a side, not near a corner, so only one edge helps it.
step-answered-chase = Good. { $color } answers at { $at }. { $stones ->
    [one] { $color }'s stone now has
   *[other] { $color }'s { $stones } stones now have
} { $liberties ->
    [one] one liberty
   *[other] { $liberties } liberties
}. Your move again.
step-answered-taking = { $stones ->
    [one] Good. { $color } plays { $at } and takes your stone. Your move again.
   *[other] Good. { $color } plays { $at } and takes { $stones } of your stones. Your move again.
}
step-punished = { $pass ->
    [yes] { $color } passes.
   *[no] { $color } answers at { $at }.
}
step-captures-yours = { $stones ->
    [one] { $color } captures one of your stones.
   *[other] { $color } captures { $stones } of your stones.
}
step-found-group = { $left ->
    [0] Yes, { $at }: a tap marks its whole group, all { $stones } stones.
   *[other] Yes, { $at }: a tap marks its whole group, all { $stones } stones. { $left } more to find.
}
step-found = { $left ->
    [0] Yes, { $at }.
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
step-still-has-liberties-apart = The { $stones } { $color ->
    [black] black
   *[white] white
} stones are not joined, but each has the same { $liberties ->
    [one] liberty
   *[other] { $liberties } liberties
} (marked), so they stay on the board.
step-runs-out = { $color } runs out at { $at }: now the stones have { $liberties } liberties and get away.
step-connects-out = { $color } connects at { $at } to its other stones: now they have { $liberties } liberties and get away.
step-not-the-net = That would catch White too, but it is not a net. Play the net: the one point that blocks both ways out at once.
step-ladder-not-atari = That is not atari. In a ladder every move is atari, so that { $color } never has a free move to get out.
step-ladder-too-wide = { $color } runs out at { $at }: now the stones have { $liberties } liberties, too many for a ladder. In a ladder, each run leaves them two at most.
step-was-last-liberty = { $stones ->
    [one] { $at } was already that stone's last liberty: playing there first would have captured it.
   *[other] { $at } was already their last liberty: playing there first would have captured them.
}
step-no-ko-threat = { $at } puts no { $color ->
    [black] black
   *[white] white
} stone in atari, so it is no threat: { $color } need not answer it and can fill the point where you would take back, and then you never can. Before you take back, play a threat: put a { $color ->
    [black] black
   *[white] white
} stone in atari.
step-captured-in-atari = { $stones ->
    [one] Your stone on { $stone } still had only one liberty, { $at }: { $color } played there and captured it.
   *[other] Your { $stones } stones at { $stone } still had only one liberty, { $at }: { $color } played there and captured them.
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
step-not-empty-forbidden = { $at } has a stone on it. A forbidden point is an empty point where a stone may not go.
step-not-empty-shared = { $at } has a stone on it. The points to find are empty points that touch both Black and White.
step-diagonal = { $at } touches the group only corner to corner (diagonally). Only points joined along a line are liberties.
step-diagonal-stone = { $at } touches the stone only corner to corner (diagonally). Only points joined along a line are liberties.
step-not-touching = { $at } does not touch the group along a line.
step-not-touching-stone = { $at } is not right next to the stone: a liberty is the empty point one step away along a line.
# $stones: the group the new stone would be part of (1: the stone alone).
step-allowed-here = { $captures ->
    [yes] { $color } may play on { $at }: the stone captures, so it gets liberties.
   *[no] { $stones ->
        [1] { $liberties ->
            [1] { $color } may play on { $at }: the stone would still have 1 liberty.
           *[other] { $color } may play on { $at }: the stone would have { $liberties } liberties.
        }
       *[other] { $liberties ->
            [1] { $color } may play on { $at }: the stone would join its neighbours, and the { $stones } stones together would still have 1 liberty.
           *[other] { $color } may play on { $at }: the stone would join its neighbours, and the { $stones } stones together would have { $liberties } liberties.
        }
    }
}
step-other-color = { $at } is a { $color ->
    [black] black
   *[white] white
} stone. The stones to choose are { $wanted ->
    [black] black
   *[white] white
}.
step-owned-by = The empty area around { $at } touches only { $color }'s stones, so it belongs to { $color }.
step-not-a-star = { $at } is not a star point. Star points are the dots drawn on the board.
# $counted: what the step counts: liberties, stones, count ($color's count), points (of the
# board), minutes, or number (a plain number).
step-not-that-number = { $counted ->
    [liberties] Not { $given } { $given ->
        [one] liberty
       *[other] liberties
    }.
    [stones] Not { $given } { $given ->
        [one] stone
       *[other] stones
    }.
    [count] { $color }'s count is not { $given }.
    [points] Not { $given } { $given ->
        [one] point
       *[other] points
    }.
    [minutes] Not { $given } { $given ->
        [one] minute
       *[other] minutes
    }.
   *[number] Not { $given }.
}
step-the-answer-is = The answer is { $answer }. Type it in.
problem-caught-anyway = That move does not help: you could capture just as well without it. Take away the last liberties instead.
problem-no-ko-needed = That move catches these stones without a ko, which is even stronger. But this problem asks for the ko: take it now.
problem-also-works = That works too: the stones cannot get away now.
problem-escapes = Now the { $color ->
    [black] black
   *[white] white
} stones have { $liberties } liberties.
problem-gets-away = Now the { $color ->
    [black] black
   *[white] white
} stones can get away.
problem-lives = Now the group has two eyes and lives.
problem-can-live = Now the { $color ->
    [black] black
   *[white] white
} group can live.
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
