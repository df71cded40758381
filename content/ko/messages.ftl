# 이 앱의 한국어 메시지. 문법: 작은 Fluent 부분집합(src/text/catalog.rs 참고).
# 키와 자리표시자({ $이름 })는 영어 파일과 같습니다. 한국어에는 복수형이 없으므로
# 복수 선택은 대부분 한 가지 문장으로 줄였습니다. [1]처럼 숫자로 고르는 것은 됩니다.
# 계가 단위: 중국식으로 돌 하나·집 하나가 1점, 1점 = 2집.

color-black = 흑
color-white = 백

## Results

result-draw = 비겼습니다: 두 쪽의 계가가 꼭 같습니다.
result-win = { $winner }이 { $stones }점 차로 이깁니다({ $points }집 { $points ->
   *[other] 차이
}).

## Groups, as the counting feedback names them

group = { $stones ->
    [1] { $at }의 { $color ->
        [black] 흑돌
       *[white] 백돌
    }
   *[other] { $at }의 { $color ->
        [black] 흑돌
       *[white] 백돌
    } { $stones }개
}
group-start = { $stones ->
    [1] { $at }의 { $color ->
        [black] 흑돌
       *[white] 백돌
    }
   *[other] { $at }의 { $color ->
        [black] 흑돌
       *[white] 백돌
    } { $stones }개
}

# $group is group-start; $reason one of the life-… messages.
group-alive = { $group }{ $stones ->
    [1] 은
   *[other] 는
} 살아 있습니다: { $reason }.
life-two-eyes = { $stones ->
   *[other] 서로 떨어진 눈이
} { $eyes ->
    [2] 두 개 있어서 { $opponent }은 두 곳을 모두 메울 수 없습니다
   *[other] { $eyes }개 있어서 { $opponent }은 그 눈을 모두 메울 수 없습니다
}
life-territory = { $stones ->
   *[other] 자기 빈 점 { $points }개를 둘러싸고 있어서
}, 눈 두 개를 만들 자리가 충분합니다
life-connected = { $stones ->
   *[other] 자기 편 영역 안에 있고,
} { $with }의 산 돌과 함께 빈 점 { $points }개를 둘러쌉니다
life-seki = { $stones ->
   *[other] { $with }의 돌과 빅입니다.
} 어느 쪽이든 먼저 공격하면 오히려 자기 돌이 잡히므로 두 쪽 다 삽니다
life-alive = { $opponent }은 { $stones ->
    [1] 이 돌을
   *[other] 이 돌들을
} 따낼 수 없습니다
group-dead = { $group }{ $stones ->
    [1] 은 죽었습니다: { $owner }의 영역 안에 있고 눈 두 개를 만들 자리가 없어서 따낼 수 있습니다. 이 돌을 들어내면 그 점은 { $owner }의 것으로 셉니다.
   *[other] 는 죽었습니다: { $owner }의 영역 안에 있고 눈 두 개를 만들 자리가 없어서 따낼 수 있습니다. 이 돌들을 들어내면 그 점들은 { $owner }의 것으로 셉니다.
}

## A count, checked

count-right = 맞습니다: { $side }은 { $count }점입니다.
count-wrong = { $answer } — 아닙니다. 정답보다 { $off } { $more ->
    [yes] 많습니다
   *[no] 적습니다
}.
count-side-has = { $side }은 { $count }점입니다.
hint-other-side = 그것은 { $other }의 계가입니다. 묻는 것은 { $side }의 계가입니다. 두 쪽을 더하면 판 전체가 됩니다.
hint-shared-left-out = 공배 { $shared }개를 빠뜨리지 않았나요? { $shared ->
   *[other] 공배
} 하나마다 { $side }에게 0.5점이 들어갑니다.
hint-shared-whole = 공배 { $shared }개를 하나에 1점씩 세지 않았나요? { $shared ->
   *[other] 공배는
} 하나에 { $side }에게 0.5점뿐입니다.
hint-shared-taken-off = { $side }의 계가에서 공배 { $shared }개를 아예 빼지 않았나요? { $shared ->
   *[other] 공배
} 하나는 두 쪽이 0.5점씩 나눠 가집니다.
hint-dead-points-left-out = 죽은 { $other ->
    [black] 흑돌
   *[white] 백돌
} { $dead }개의 자리를 빠뜨리지 않았나요? { $dead ->
   *[other] 죽은 돌을
} 들어내면 그 자리는 { $side }의 집입니다.
hint-dead-subtracted = 죽은 돌을 계가에서 빼지 않았나요? 중국 규칙에서는 죽은 돌을 빼지 않습니다. 한국 규칙처럼 사석으로 상대 집을 메우지도 않습니다. 그 자리가 그냥 { $side }의 집이 됩니다({ $dead }점{ $dead ->
   *[other] 
}).
hint-dead-twice = 죽은 돌 { $dead }개를 두 번 세지 않았나요? { $dead ->
   *[other] 이 돌들은
} 죽은 { $other }돌이므로, 그 자리는 { $side }의 집으로 한 번만 셉니다.
hint-stones-left-out = { $side }의 돌 { $stones }개를 빠뜨리지 않았나요? 한쪽의 계가는 그쪽 돌과 집을 더한 것입니다.
hint-territory-left-out = { $side }의 집 { $territory }점을 빠뜨리지 않았나요? 한쪽의 계가는 그쪽 돌과 집을 더한 것입니다.
hint-wrong-area = { $at } 구역은 { $size }점입니다. 입력한 수: { $entered }.
hint-compare-with-board = 판과 비교해 보세요. { $side }의 구역마다 크기가 적혀 있고, 돌에는 10개씩 번호가 붙어 있으며, 공배에는 ½이 표시됩니다.

## Komi

komi-none = 덤 없음
komi-stones = 덤 { $komi }점{ $komi ->
   *[other] 
}
komi-handicap = 덤 없음, 치석 { $handicap }개의 보상 { $back }점{ $back ->
   *[other]
}

## The step-by-step count

caption-finished = 대국이 끝난 모습입니다. { $side }의 계가는 살아 있는 돌, 둘러싼 빈 점, 그리고 공배 하나마다 0.5점을 더한 것입니다.
caption-dead-off = 먼저 죽은 돌을 들어냅니다: { $stones }. 그 자리는 이제 둘러싼 쪽의 것입니다.
dead-stones = 죽은 { $color ->
    [black] 흑돌
   *[white] 백돌
} { $count }개{ $count ->
   *[other] 
}
list-two = { $first }, { $second }
caption-territory = 집: { $range }.
caption-stones = 집에 이어서 돌: { $range }.
caption-range = { $first }부터 { $last }까지
caption-territory-total = { $side }은 빈 점 { $points }개를 둘러쌉니다.
caption-stones-total = 돌은 { $stones }개, 지금까지 { $sofar }점입니다.
caption-shared = 공배 { $shared }개{ $shared ->
   *[other] 
}, { $side }에게 하나에 0.5점씩: { $more }점 더.
caption-total = { $side }의 계가: 집 { $territory } + 돌 { $stones } + ½ × 공배 { $shared } = { $total }.
benchmark = 판의 절반은 { $half }점입니다. { $komi }이므로 { $side }은 { $target }점보다 많아야 이깁니다. { $side } { $count } → { $result }

## Joining

as-is = { $text }
two-sentences = { $first } { $second }

## The counting trainer

trainer-time-up = 시간이 다 되었습니다: { $total }개 가운데 { $answered }개를 세었고, { $right }개를 맞혔습니다.
trainer-round-over = 한 회 끝: { $time } 동안 { $total }개 가운데 { $right }개를 맞혔습니다.
trainer-living-stone = { $at }: 살아 있는 { $color ->
    [black] 흑돌
   *[white] 백돌
}입니다. { $counts ->
    [yes] { $side }에게 1점입니다
   *[no] { $side }의 계가에는 들어가지 않습니다
}.
trainer-area-chosen = { $at } 구역을 골랐습니다. 죽은 돌의 자리까지 넣어서 몇 점인지 입력하세요.
trainer-shared-point = { $at }: 공배입니다. 두 색의 돌에 모두 닿아 있어서 두 쪽에 0.5점씩 갑니다.
trainer-other-sides-area = { $at } 구역은 { $owner }의 것입니다. { $side }의 계가에는 들어가지 않습니다.
trainer-not-this-size = { $size }점이 아닙니다. { $at } 구역을 다시 세어 보세요. 빈 점과 죽은 돌의 자리를 모두 셉니다.
trainer-areas-so-far = 지금까지 센 구역: { $sum }점.
trainer-type-area-size = 구역의 점 수를 입력하세요. 소수점 없는 수입니다.
trainer-marks-right = { $shown ->
    [yes] { $dead ->
        [0] 여기에는 죽은 돌이 없습니다. 모든 무리가 살아 있습니다.
        [1] 이것이 죽은 돌입니다. 지금 표시해 두었습니다.
       *[other] 이것들이 죽은 돌입니다. 지금 표시해 두었습니다.
    }
   *[no] { $dead ->
        [0] 맞습니다: 여기에는 죽은 돌이 없습니다. 모든 무리가 살아 있습니다.
        [1] 맞습니다: 그 돌은 죽었습니다.
       *[other] 맞습니다: 그 돌들이 죽은 돌입니다.
    }
}
trainer-on-to-next = 이제 다음 모양으로 넘어갑니다.
trainer-well-spotted = 잘 찾았습니다.
trainer-now-count = 이제 죽은 돌을 들어낸 채로 { $side }의 영역을 세어 보세요.
trainer-not-yet = 아직입니다.
trainer-dead-unmarked = { $groups ->
    [1] 아직 표시하지 않은 죽은 무리가 하나 있습니다.
   *[other] 아직 표시하지 않은 죽은 무리가 { $groups }개 있습니다.
}
trainer-right = 맞습니다.
trainer-not-this-time = 이번에는 아닙니다.
trainer-type-count = 43이나 43.5처럼 계가를 입력하세요(43½도 됩니다).
trainer-ask-result = 이제 누가 이기나요? 그리고 점으로, 또 집으로 얼마 차이인가요?
trainer-result-right = 맞습니다: { $result }
trainer-not-quite = 조금 다릅니다.
trainer-needs-more-than = { $side }은 { $target }점보다 많아야 이깁니다(판의 절반 { $half }점 { $side ->
    [black] 더하기
   *[white] 빼기
} { $komi }).
trainer-margin-is = 이긴 쪽은 맞았습니다. 점 차이는 { $side }의 계가 { $count }점과 { $target }점의 차이입니다.
trainer-stone-is-two-points = 이긴 쪽과 점 차이는 맞았습니다. 1점은 2집입니다.

## Moves, as the board's live region says them

move-pass = { $color } 패스.
move-played = { $color } { $at }.
move-captures = 돌 { $stones }개를 따냈습니다.{ $stones ->
   *[other] 
}
move-own-atari = { $at }의 { $color ->
    [black] 흑
   *[white] 백
} 무리는 활로가 하나밖에 남지 않았습니다.
move-atari = { $at }의 { $color ->
    [black] 흑
   *[white] 백
} 무리가 단수입니다: 활로가 하나 남았습니다.

## The Play page

said-new-game = { $size } 새 대국. { $color } 차례입니다.
said-restored = { $moves }수까지 둔 대국을 되살렸습니다. { $color } 차례입니다.
said-back-to-game = 대국으로 돌아왔습니다: { $moves }수, { $color } 차례.
said-opened = { $named ->
    [yes] 기보를 열었습니다: { $name }.
   *[no] 기보를 열었습니다.
} { $moves }수. { $color } 차례입니다.
said-both-passed = 두 쪽 모두 패스했습니다. 대국이 끝났습니다. 죽은 돌을 눌러 표시한 다음, 두 사람이 동의하세요.
said-resigns = { $loser }이 기권했습니다. { $winner } 불계승.
said-marked = { $at }의 { $color } 무리(돌 { $stones }개{ $stones ->
   *[other] 
})를 { $dead ->
    [yes] 죽은 돌로
   *[no] 산 돌로
} 표시했습니다.
said-both-agree = 두 쪽 모두 동의했습니다. { $result }
said-agrees = { $color }이 동의했습니다. { $other }을 기다립니다.
said-resumes = 대국을 다시 이어 갑니다. { $color } 차례입니다.
said-taken-back = 한 수를 물렀습니다. { $color } 차례입니다.
said-wins-on-time = 상대의 시간이 다 되어 { $winner }이 이깁니다.

## The clock

time-no-basic = 기본 시간 없음
time-minutes = { $minutes }분
time-seconds = { $seconds }초
time-no-clock = 시계 없음
time-sudden-death = 대국 전체 { $basic }
time-countdown = { $basic }, 이어서 1분 초읽기 { $minutes }번
time-fast = { $basic }, 이어서 한 수에 { $seconds }초
call-seconds = { $seconds }초
call-number = { $n }
call-minute-used = { $remain ->
    [1] 1분. 1분 남았습니다. 마지막 1분입니다
   *[other] 1분. { $remain }분 남았습니다
}
call-countdown-begins = 기본 시간이 끝났습니다. 초읽기 { $minutes }분{ $minutes ->
   *[other] 
}
call-fast-begins = 기본 시간이 끝났습니다. 한 수에 { $seconds }초
call-basic-over = 기본 시간이 끝났습니다
call-minutes-left = { $minutes ->
    [1] 1분 남았습니다
   *[other] { $minutes }분 남았습니다
}
call-seconds-left = { $seconds }초 남았습니다
call-time-up = 시간이 다 되었습니다
call-ten-time-up = 10. 시간이 다 되었습니다
call-line = { $side }: { $call }.
face-time-up = 시간 끝
face-no-extra-time = 추가 시간 없음
face-then-minutes = 이어서 1분 × { $minutes }
face-countdown-minutes = { $reserve ->
    [1] 초읽기: 마지막 1분
   *[other] 초읽기: { $reserve }분 남음
}
face-then-seconds = 이어서 한 수 { $seconds }초
face-countdown-seconds = 초읽기: 한 수 { $seconds }초
target = 흑이 이기려면 { $needs }점보다 많아야 합니다: { $parts }.
target-half-long = 판의 절반({ $half })
target-plus = { $first } + { $second }
target-komi = 덤 { $komi }
target-compensation = 치석 보상 { $compensation }
target-compensation-long = 치석 보상 { $compensation }(½ × 치석 { $handicap }개)
count-line = { $color }: 돌 { $stones }{ $stones ->
   *[other] 
} + 집 { $territory } + ½ × 공배 { $shared } = { $total }
count-line-needs = { $line }. { $needs }점보다 많아야 함({ $parts })
nigiri = 감춘 돌 { $hidden }개: 두 개씩 { $pairs }쌍이고 { $parity ->
    [odd] 하나가 남으니 홀수입니다
   *[even] 남는 돌이 없으니 짝수입니다
}. { $guesser } 쪽은 { $guess ->
    [odd] 홀수
   *[even] 짝수
}라고 했습니다: { $right ->
    [yes] 맞았습니다
   *[no] 틀렸습니다
}. 그래서 { $black } 쪽이 흑을 잡고 먼저 둡니다.

## Opening a record

record-opened = { $named ->
    [yes] 기보를 열었습니다: { $name }.
   *[no] 기보를 열었습니다.
}
record-rules = { $rules } 규칙으로 둔 { $territory ->
    [yes] 대국입니다. 이 규칙은 집만 셉니다. 이 앱은 중국식(집+돌)으로 세므로, 계가가 기보의 결과와 1집쯤 다를 수 있습니다.
   *[no] 대국입니다.
}
record-setup-later = 이 기보는 { $moves }수 뒤에 돌을 더 놓습니다. 대국은 거기서부터 시작합니다.

## 언어 메뉴

language-label = 언어
language-failed = { $language }을(를) 불러오지 못했습니다. 페이지는 그대로입니다. 인터넷에 연결된 뒤 다시 시도해 주세요.

## 강의와 연습 문제의 안내(lessons::note::Note)

step-well-done = 잘했습니다.
step-not-this-move = 여기서 찾는 수는 그 수가 아닙니다.
step-already-solved = 이 단계는 이미 풀었습니다. ‘다음’을 눌러 넘어가세요.
step-already-marked = 그 점은 이미 표시했습니다.
step-not-a-number = 숫자를 입력하세요. 예: 4.
step-not-a-quarter = 답은 소수점 없는 수이거나, 거기에 0.5나 0.25, 0.75가 붙은 수입니다. 예: 40.5, 3.75.
step-not-this-point = 그 점이 아닙니다.
step-show-points = 아직 찾지 못한 점을 표시했습니다. 하나씩 눌러 보세요.
step-show-choice = 정답을 표시했습니다. 그것을 고르세요.
step-watched = 수순을 끝까지 다 보았습니다. 준비가 되면 ‘다음’을 누르세요.
step-hint-capture = 표시된 점을 보세요. 남은 활로입니다. 하나씩 막으세요.
step-hint-save = 살려야 할 돌은 활로가 하나뿐입니다(표시된 점). 활로를 늘려 주세요.
step-hint-play = 글에서 하라는 것을 해내는 수를 찾아보세요.
step-hint-points = 점을 하나씩 살펴보며, 글에 나온 규칙에 맞는지 확인하세요.
step-hint-number = 하나하나 손가락으로 짚으며 소리 내어 세어 보세요.
step-hint-choice = 판 위의 글을 다시 읽은 다음, 판을 보세요.
step-not-dead = 이 돌들은 죽은 돌이 아닙니다. 따낼 수 없으므로 대국이 끝나도 판에 남습니다.
step-no-stone-here = 그 점에는 돌이 없습니다.
step-zero-liberties = 0이라면 돌에 활로가 하나도 없다는 뜻입니다. 그러면 벌써 따내져서 판에 없을 것입니다.
step-count-area-again = 살아 있는 돌, 그 돌이 둘러싼 빈 점, 그리고 공배의 절반을 더하세요.
step-counted-dead-as-alive = 죽은 돌을 산 돌처럼 세었습니다. 죽은 돌은 판에서 들어냅니다. 그 자리는 상대의 것입니다.
step-given-again = 질문을 다시 읽고, 한 단계씩 풀어 보세요.
step-count-again = 다시 세어 보세요. 천천히, 하나씩.
step-play-here = 표시된 점 { $at }에 두세요.
step-press-pass = ‘패스’ 버튼을 누르세요.
# $pass가 yes이면 상대의 답은 패스입니다(그때 $at은 비어 있습니다).
step-answered = { $pass ->
    [yes] 좋습니다. { $color }이 패스했습니다. 다시 내 차례입니다.
   *[no] 좋습니다. { $color }이 { $at }에 두었습니다. 다시 내 차례입니다.
}
step-punished = { $pass ->
    [yes] { $color }이 패스했습니다.
   *[no] { $color }이 { $at }에 두었습니다.
}
step-captures-yours = { $stones ->
    [1] { $color }이 내 돌 하나를 따냈습니다.
   *[other] { $color }이 내 돌 { $stones }개를 따냈습니다.
}
step-found = { $left ->
    [0] 맞습니다, { $at }.
    [1] 맞습니다, { $at }. 하나 더 찾으세요.
   *[other] 맞습니다, { $at }. { $left }개 더 찾으세요.
}
step-still-has-liberties = { $stones ->
    [1] 그 { $color ->
        [black] 흑돌
       *[white] 백돌
    }은 아직 활로가 { $liberties }개 있으므로(표시된 점) 판에 남습니다.
   *[other] 그 { $color ->
        [black] 흑돌
       *[white] 백돌
    } { $stones }개는 아직 활로가 { $liberties }개 있으므로(표시된 점) 판에 남습니다.
}
step-runs-out = { $color }이 { $at }에 두어 달아났습니다. 이제 그 돌들은 활로가 { $liberties }개라서 빠져나갑니다.
step-captured-in-atari = { $stones ->
    [1] 그 돌은 아직 활로가 { $at } 하나뿐이었습니다. { $color }이 거기에 두어 내 돌을 따냈습니다.
   *[other] 그 돌들은 아직 활로가 { $at } 하나뿐이었습니다. { $color }이 거기에 두어 내 돌들을 따냈습니다.
}
step-played = { $captured ->
    [0] { $color } { $at }.
   *[other] { $color } { $at }. 돌 { $captured }개를 따냈습니다.
}
step-target-in-atari = { $stones ->
    [1] 그 { $color ->
        [black] 흑돌
       *[white] 백돌
    }은 활로가 하나밖에 남지 않았습니다.
   *[other] 그 { $color ->
        [black] 흑돌
       *[white] 백돌
    } { $stones }개는 활로가 하나밖에 남지 않았습니다.
}
step-not-empty = { $at }에는 돌이 있습니다. 활로는 빈 점입니다.
step-diagonal = { $at } 점은 무리와 모서리끼리만(대각선으로) 닿아 있습니다. 선을 따라 바로 붙은 점만 활로입니다.
step-not-touching = { $at } 점은 선을 따라 무리에 닿아 있지 않습니다.
step-allowed-here = { $captures ->
    [yes] { $color }은 { $at }에 둘 수 있습니다. 그 돌이 상대 돌을 따내므로 활로가 생깁니다.
   *[no] { $liberties ->
        [1] { $color }은 { $at }에 둘 수 있습니다. 그 돌에는 활로가 1개 남습니다.
       *[other] { $color }은 { $at }에 둘 수 있습니다. 그 돌에는 활로가 { $liberties }개 생깁니다.
    }
}
step-owned-by = { $at } 점은 { $color }으로만 둘러싸여 있으므로 { $color }의 것입니다.
step-not-a-star = { $at } 점은 화점이 아닙니다. 화점은 판 위에 찍혀 있는 작은 점입니다.
step-not-that-number = { $given } — 아닙니다.
step-the-answer-is = 답은 { $answer }입니다. 입력해 보세요.
problem-caught-anyway = 그 수는 도움이 되지 않습니다. 그 수가 없어도 똑같이 따낼 수 있습니다. 대신 마지막 활로를 막으세요.
problem-also-works = 그 수도 됩니다. 이제 그 돌들은 달아날 수 없습니다.
problem-escapes = 이제 { $color ->
    [black] 흑돌
   *[white] 백돌
}은 활로가 { $liberties }개로 늘었습니다.
problem-lives = 이제 무리에 눈이 두 개 있어서 삽니다.
problem-stones-captured = 상대가 내 돌을 따냈습니다.
problem-cannot-live = 이제 내 무리는 눈 두 개를 만들 수 없습니다.
problem-cannot-escape = 이제 내 돌은 달아날 수 없습니다.

## 규칙이 막는 수(rules::IllegalMove)

illegal-off-board = 그 점은 판 위에 없습니다.
illegal-occupied = { $at }에는 이미 { $color ->
    [black] 흑돌
   *[white] 백돌
}이 있습니다. 돌은 빈 점에 둡니다.
illegal-suicide = { $stones ->
    [1] 여기에 두면 { $color }의 돌은 활로가 없고, 따내는 것도 없습니다. 그래서 이 점은 { $color }에게 착수금지 점입니다.
   *[other] 여기에 두면 { $color }의 돌 { $stones }개짜리 무리에 활로가 하나도 남지 않고, 따내는 것도 없습니다. 그래서 이 점은 { $color }에게 착수금지 점입니다.
}
# $color는 방금 따낸 쪽, $at은 따낸 곳, $from은 따낸 돌이 놓인 곳입니다.
illegal-ko = 패입니다. { $color }이 방금 { $from }의 돌로 { $at }의 돌을 따냈습니다. 곧바로 되따내면 판이 따내기 전과 똑같아집니다. 먼저 다른 곳에 한 수 두고(팻감), 그다음에 되따낼 수 있습니다.
illegal-superko = { $move ->
    [0] 이 수를 두면 판 전체가 처음 모양과 똑같아집니다. 같은 모양은 다시 나올 수 없습니다.
   *[other] 이 수를 두면 판 전체가 { $move }번째 수를 둔 뒤의 모양과 똑같아집니다. 같은 모양은 다시 나올 수 없습니다.
}
illegal-game-over = 대국이 끝났습니다. 계속 두고 싶으면 대국을 다시 이어 가세요.
