# 이 앱의 한국어 메시지. 문법: 작은 Fluent 부분집합(src/text/catalog.rs 참고).
# 키와 자리표시자({ $이름 })는 영어 파일과 같습니다. 한국어에는 복수형이 없으므로
# 복수 선택은 대부분 한 가지 문장으로 줄였습니다. [1]처럼 숫자로 고르는 것은 됩니다.
# 계가 단위: 중국식으로 돌 하나·집 하나가 1점, 1점 = 2집.

color-black = 흑
color-white = 백

## Results

result-draw = 비겼습니다: 두 쪽의 점수가 꼭 같습니다.
result-win = { $winner }이/가 { $stones }점 차로 이깁니다({ $winner } { $points }승).

## Groups, as the counting feedback names them

group = { $stones ->
    [1] { $at }의 { $color ->
        [black] 흑돌
       *[white] 백돌
    }
   *[other] { $at }을/를 포함한 { $color ->
        [black] 흑돌
       *[white] 백돌
    } { $stones }개
}
group-start = { $stones ->
    [1] { $at }의 { $color ->
        [black] 흑돌
       *[white] 백돌
    }
   *[other] { $at }을/를 포함한 { $color ->
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
    [2] 두 개 있어서 { $opponent }은/는 두 곳을 모두 메울 수 없습니다
   *[other] { $eyes }개 있어서 { $opponent }은/는 그 눈을 모두 메울 수 없습니다
}
life-territory = { $stones ->
   *[other] 자기 점 { $points }개를 둘러싸고 있어서
}, 눈 두 개를 만들 자리가 충분합니다
life-connected = { $with }의 살아 있는 돌과 함께 점 { $points }개를 둘러싸고 있어서 { $opponent }은/는 { $stones ->
    [1] 이 돌을
   *[other] 이 돌들을
} 따낼 수 없습니다
life-seki = { $stones ->
   *[other] { $with }의 돌과 빅입니다.
} 어느 쪽이든 먼저 공격하면 오히려 자기 돌이 잡히므로 두 쪽 다 삽니다
life-alive = { $opponent }은/는 { $stones ->
    [1] 이 돌을
   *[other] 이 돌들을
} 따낼 수 없습니다
group-dead = { $group }{ $stones ->
    [1] 은 죽었습니다: { $owner }의 영역 안에 있고 눈 두 개를 만들 자리가 없어서 따낼 수 있습니다. 이 돌을 들어내면 그 점은 { $owner }의 것으로 셉니다.
   *[other] 는 죽었습니다: { $owner }의 영역 안에 있고 눈 두 개를 만들 자리가 없어서 따낼 수 있습니다. 이 돌들을 들어내면 그 점들은 { $owner }의 것으로 셉니다.
}

## A count, checked

count-right = 맞습니다: { $side }은/는 { $count }점입니다.
count-wrong = { $answer }점이 아닙니다. 정답보다 { $off }점 { $more ->
    [yes] 많습니다
   *[no] 적습니다
}.
count-again = { $answer }점이 아닙니다. 정답보다 { $more ->
    [yes] 많습니다
   *[no] 적습니다
}. 다시 세어 보세요.
count-side-has = { $side }은/는 { $count }점입니다.
hint-other-side = 그것은 { $other }의 점수입니다. 묻는 것은 { $side }의 점수입니다. 두 쪽을 더하면 판 전체가 됩니다.
hint-shared-left-out = 공배 { $shared }개를 빠뜨리지 않았나요? { $seki ->
    [no] 공배
   *[other] 빅의 공배도
} 하나마다 { $side }에게 0.5점이 들어갑니다.
hint-shared-whole = 공배 { $shared }개를 1점씩 세지 않았나요? { $seki ->
    [no] 공배 하나는
   *[other] 빅의 공배도 하나는
} { $side }에게 0.5점입니다.
hint-shared-taken-off = { $side }의 점수에서 공배 { $shared }개를 뺐나요? { $seki ->
    [no] 공배
   *[other] 빅의 공배도
} 하나마다 두 쪽에 0.5점씩 더해집니다. { $half }점을 빼지 말고 더하세요.
hint-dead-points-left-out = 죽은 { $other ->
    [black] 흑돌
   *[white] 백돌
} { $dead }개의 자리를 빠뜨리지 않았나요? { $dead ->
   *[other] 죽은 돌을
} 들어내면 그 자리는 { $side }의 집입니다.
hint-dead-subtracted = 죽은 돌을 점수에서 빼지 않았나요? 중국 규칙에서는 죽은 돌을 빼지 않습니다. 한국 규칙처럼 사석으로 상대 집을 메우지도 않습니다. 그 자리가 그냥 { $side }의 집이 됩니다({ $dead }점{ $dead ->
   *[other] 
}).
hint-dead-twice = 죽은 돌 { $dead }개를 두 번 세지 않았나요? { $dead ->
   *[other] 이 돌들은
} 죽은 { $other }돌이므로, 그 자리는 { $side }의 집으로 한 번만 셉니다.
hint-stones-left-out = { $side }의 돌 { $stones }개를 빠뜨리지 않았나요? 한쪽의 점수는 그쪽 돌과 집을 더한 것입니다.
hint-territory-left-out = { $side }의 집 { $territory }점을 빠뜨리지 않았나요? 한쪽의 점수는 그쪽 돌과 집을 더한 것입니다.
hint-seki-eyes-left-out = 빅 안에 있는 { $side }의 눈 { $eyes }개를 빠뜨리지 않았나요? 빅 안의 눈은 { $side }만 둘러싸고 있으므로 { $side }의 것으로 셉니다. 양쪽이 함께 닿는 점만 공배입니다.
hint-wrong-area = { $at } 구역은 { $size }점입니다. 입력한 수: { $entered }.
hint-compare-with-board = 판과 비교해 보세요. { $side }의 구역마다 크기가 적혀 있으며, 돌에는 10개째마다, 그리고 마지막 돌에 번호가 붙어 있고, 공배에는 ½이 표시됩니다.

## Why "who wins?" was answered wrong

winner-no-draw = 여기서는 무승부가 나올 수 없습니다. 무승부가 되려면 흑이 꼭 { $target }점이어야 하는데, 점수는 언제나 0.5점 단위라서(공배 하나가 0.5점) 흑의 점수가 { $target }점이 될 수는 없습니다.
winner-dead-counted-alive = ×표가 있는 돌은 죽은 돌입니다. 들어내면 그 자리는 둘러싼 쪽의 것이 됩니다. 살아 있는 돌로 세면 { $winner }이/가 이기는 것처럼 보입니다.
winner-dead-counted-alive-one = ×표가 있는 돌은 죽은 돌입니다. 들어내면 그 자리는 둘러싼 쪽의 것이 됩니다. 살아 있는 돌로 세면 { $winner }이/가 이기는 것처럼 보입니다.
winner-komi-left-out = 흑의 { $black }점은 판의 절반보다 많지만, 흑은 덤도 내야 합니다. 덤을 더한 목표와 비교해 보세요.
winner-komi-in-points = 덤은 { $komi }점, 집으로는 { $points }입니다. 덤을 { $doubled }점으로 세면 백이 이기는 것처럼 보입니다.
winner-shared-half = 여기 공배 { $shared }개는 각각 흑과 백에게 0.5점씩 들어갑니다. 한쪽에 1점으로 세거나 빠뜨리면 { $winner }이/가 이기는 것처럼 보입니다.
winner-close = 차이가 { $margin }점뿐이라 눈대중으로는 판단할 수 없습니다. 한쪽을 정확히 세어 필요한 점수와 비교해 보세요.
winner-counts = 흑은 { $black }점, 백은 { $white }점입니다. 둘을 더하면 판 전체의 { $points }점입니다.

## Komi

komi-none = 덤 없음
komi-stones = 덤 { $komi }점{ $komi ->
   *[other] 
}
komi-stones-old = 덤 { $komi }점(중국 규칙의 예전 덤, 지금은 3.75점)
komi-handicap = 치석 { $handicap }개의 보상 { $back }점{ $back ->
   *[other]
}(덤 없음)

## The step-by-step count

caption-finished = 대국이 끝난 모습입니다. { $side }의 점수는 살아 있는 돌, 둘러싼 빈 점, 그리고 공배 하나마다 0.5점을 더한 것입니다.
caption-dead-off = 먼저 죽은 돌을 들어냅니다: { $stones }. 그 자리는 이제 둘러싼 쪽의 것입니다.
dead-stones = 죽은 { $color ->
    [black] 흑돌
   *[white] 백돌
} { $count }개{ $count ->
   *[other] 
}
list-two = { $first }, { $second }
caption-territory = 둘러싼 빈 점: { $range }.
caption-stones = 빈 점에 이어서 돌: { $range }.
caption-range = { $first }부터 { $last }까지
caption-territory-total = { $side }은/는 빈 점 { $points }개를 둘러쌉니다.
caption-stones-total = 돌은 { $stones }개, 지금까지 { $sofar }점입니다.
caption-shared = { $shared ->
    [1] { $seki ->
        [no] 공배
       *[other] 빅의 공배
    } 1개는 { $side }에게 0.5점: { $more }점 더.
   *[other] { $seki ->
        [no] 공배
       *[other] 공배(빅의 공배 포함)
    } { $shared }개는 { $side }에게 하나에 0.5점씩: { $more }점 더.
}
caption-total = { $side }의 점수: 둘러싼 빈 점 { $territory } + 돌 { $stones } + { $seki ->
    [no] 공배
   *[other] 공배(빅의 공배 포함)
} { $shared }개 × 0.5 = { $total }.
caption-total-no-shared = { $side }의 점수: 둘러싼 빈 점 { $territory } + 돌 { $stones } = { $total }.
benchmark = 판의 절반은 { $half }점입니다. { $side }은/는 { $target }점보다 많아야 이깁니다({ $komi }). { $side }의 점수는 { $count }점이므로 { $result }

## Joining

as-is = { $text }
two-sentences = { $first } { $second }

## The counting trainer

trainer-time-up = 시간이 다 되었습니다: { $total }개 가운데 { $answered }개를 세었고, { $right }개를 맞혔습니다.
trainer-round-over = 한 라운드 끝: 걸린 시간 { $time }, { $total }개 가운데 { $right }개를 맞혔습니다.
trainer-living-stone = { $at }: 살아 있는 { $color ->
    [black] 흑돌
   *[white] 백돌
}입니다. { $counts ->
    [yes] { $side }에게 1점입니다
   *[no] { $side }의 점수에는 들어가지 않습니다
}.
trainer-area-chosen = { $at } 구역을 골랐습니다. 죽은 돌의 자리까지 넣어서 몇 점인지 입력하세요.
trainer-shared-point = { $at }: 공배입니다. 두 색의 돌에 모두 닿아 있어서 두 쪽에 0.5점씩 갑니다.
trainer-other-sides-area = { $at } 구역은 { $owner }의 것입니다. { $side }의 점수에는 들어가지 않습니다.
trainer-not-this-size = { $size }점이 아닙니다. { $at } 구역을 다시 세어 보세요. 빈 점과 죽은 돌의 자리를 모두 셉니다.
trainer-areas-so-far = 지금까지 센 구역: { $sum }점.
trainer-type-area-size = 구역의 점 수를 입력하세요. 소수점 없는 수입니다.
trainer-marks-right = { $shown ->
    [yes] { $dead ->
        [0] 여기에는 죽은 돌이 없습니다. 모든 말이 살아 있습니다.
        [1] 이것이 죽은 돌입니다. 지금 표시해 두었습니다.
       *[other] 이것들이 죽은 돌입니다. 지금 표시해 두었습니다.
    }
   *[no] { $dead ->
        [0] 맞습니다: 여기에는 죽은 돌이 없습니다. 모든 말이 살아 있습니다.
        [1] 맞습니다: 그 돌은 죽었습니다.
       *[other] 맞습니다: 그 돌들이 죽은 돌입니다.
    }
}
trainer-on-to-next = ‘다음 문제’를 눌러 넘어가세요.
trainer-well-spotted = 잘 찾았습니다.
trainer-now-count = 이제 죽은 돌을 들어낸 채로 { $side }의 영역을 세어 보세요.
trainer-now-count-one = 이제 죽은 돌을 들어낸 채로 { $side }의 영역을 세어 보세요.
trainer-now-count-none = 이제 { $side }의 영역을 세어 보세요.
trainer-dead-unmarked = { $groups ->
    [1] 아직 표시하지 않은 죽은 말이 하나 있습니다.
   *[other] 아직 표시하지 않은 죽은 말이 { $groups }개 있습니다.
}
trainer-right = 맞습니다.
trainer-not-this-time = 아닙니다.
trainer-choose-again = 다시 골라 보세요.
trainer-type-count = 43이나 43.5처럼 점수를 입력하세요(43½도 됩니다).
trainer-ask-result = 이제 누가 이기나요? 그리고 점으로, 또 집으로 얼마 차이인가요?
trainer-result-right = 맞습니다: { $result }
trainer-not-quite = 조금 다릅니다.
trainer-needs-more-than-half = { $side }은/는 판의 절반인 { $target }점보다 많아야 이깁니다(여기는 덤이 없습니다).
trainer-needs-more-than = { $side }은/는 { $target }점보다 많아야 이깁니다(판의 절반 { $half }점 { $side ->
    [black] 더하기
   *[white] 빼기
} { $komi }).
trainer-margin-is = 이긴 쪽은 맞았습니다. 점 차이는 { $side }의 점수 { $count }점과 { $target }점의 차이입니다.
trainer-stone-is-two-points = 이긴 쪽과 점 차이는 맞았습니다. 집으로는 두 배입니다: 내가 1점 더 가지면 상대는 1점 덜 가지므로, 1점 차는 2집 차입니다.

## Moves, as the board's live region says them

move-pass = { $color } 패스.
move-played = { $color } { $at }.
move-captures = 돌 { $stones }개를 따냈습니다.{ $stones ->
   *[other] 
}
move-own-atari = { $at }의 { $color ->
    [black] 흑
   *[white] 백
} 말은 활로가 하나밖에 남지 않았습니다.
move-atari = { $at }의 { $color ->
    [black] 흑
   *[white] 백
} 말이 단수입니다: 활로가 하나 남았습니다.

## The Play page

said-new-game = { $size } 새 대국. { $color } 차례입니다.
said-restored = { $moves }수까지 둔 대국을 되살렸습니다. { $color } 차례입니다.
said-back-to-game = 대국으로 돌아왔습니다: { $moves }수, { $color } 차례.
said-opened = { $named ->
    [yes] 기보를 열었습니다: { $name }.
   *[no] 기보를 열었습니다.
} { $moves }수. { $color } 차례입니다.
said-both-passed = 두 쪽 모두 패스했습니다. 대국이 끝났습니다. 죽은 돌을 눌러 표시한 다음, 두 사람이 동의하세요.
said-resigns = { $loser }이/가 기권했습니다. { $winner } 불계승.
said-marked = { $at }의 { $color } 말(돌 { $stones }개{ $stones ->
   *[other] 
})를 { $dead ->
    [yes] 죽은 돌로
   *[no] 산 돌로
} 표시했습니다.
said-both-agree = 두 쪽 모두 동의했습니다. { $result }
said-agrees = { $color }이/가 동의했습니다. { $other }을/를 기다립니다.
said-resumes = 대국을 다시 이어 갑니다. { $color } 차례입니다.
said-taken-back = 한 수를 물렀습니다. { $color } 차례입니다.
said-wins-on-time = 상대의 시간이 다 되어 { $winner }이/가 이깁니다.

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
target-plus = { $first } + { $second }
target-komi = 덤 { $komi }
target-compensation = 치석 몫으로 돌려주는 { $compensation }
target-compensation-long = 치석 몫으로 돌려주는 { $compensation }(½ × 치석 { $handicap }개)
count-line = { $color }: 판 위의 돌 { $stones }개 + 둘러싼 빈 점 { $territory }개 + 공배 { $shared }개의 반 = { $total }
count-line-no-shared = { $color }: 판 위의 돌 { $stones }개 + 둘러싼 빈 점 { $territory }개 = { $total }
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
rules-name-chinese = 중국
rules-name-japanese = 일본
rules-name-korean = 한국
rules-name-aga = 미국 바둑 협회
rules-name-new-zealand = 뉴질랜드
rules-name-ing = 응씨
record-rules = { $rules } 규칙으로 둔 { $territory ->
    [yes] 대국입니다. 이 규칙은 집만 셉니다. 이 앱은 중국식(집+돌)으로 세므로, 점수가 기보의 결과와 1집쯤 다를 수 있습니다.
   *[no] 대국입니다.
}
record-setup-later = 이 기보는 { $moves }수 뒤에 돌을 더 놓습니다. 대국은 거기서부터 시작합니다.
record-variations = 이 기보에는 주된 흐름 말고도 변화도가 { $n }개 있습니다. 주된 흐름을 열었습니다.
record-kept-start = { $number }수({ $color } { $at })는 판을 처음 상태로 되돌립니다
record-kept-repeats = { $number }수({ $color } { $at })는 { $earlier }수 뒤의 국면을 되풀이합니다
record-kept-suicide = { $number }수({ $color } { $at })는 자기 돌 { $stones }개를 판에서 들어냅니다(자살수)
record-kept-allowed = { $what }. 중국 규칙은 이를 금지하지만, 이 대국의 { $rules } 규칙은 금지하지 않았습니다.
record-kept-unknown-rules = { $what }. 중국 규칙은 이를 금지합니다. 이 앱은 이 대국의 규칙({ $rules })이 어떻게 정하는지 알지 못하므로 이 수를 기보대로 둡니다.
record-kept-no-rules = { $what }. 중국 규칙은 이를 금지합니다. 기보에 어떤 규칙으로 둔 대국인지 적혀 있지 않으므로 이 수를 기보대로 둡니다.
record-stopped = { $number }수({ $color } { $at })는 둘 수 없습니다: { $why }

# 기보의 한 노드.
sgf-place = { $where ->
    [first] 첫 노드
    [before] { $node }번 노드(첫 수 전)
   *[after] { $node }번 노드({ $move }수 뒤)
}
sgf-place-start = { $where ->
    [first] 첫 노드
    [before] { $node }번 노드(첫 수 전)
   *[after] { $node }번 노드({ $move }수 뒤)
}
# 기보를 열 수 없는 까닭.
sgf-too-large = 이 기보는 너무 큽니다({ $size } MB). 한도는 { $limit } MB입니다.
sgf-too-many-nodes = 이 기보에는 수와 변화가 { $max }개보다 많습니다. 이 앱이 읽을 수 있는 양을 넘습니다.
sgf-too-many-moves = 이 대국은 { $moves }수입니다. 이 앱은 { $max }수까지의 대국만 엽니다.
sgf-unknown-charset = 이 기보는 “{ $charset }” 문자 집합으로 쓰였는데, 이 앱은 그 문자 집합을 모릅니다.
sgf-not-utf8 = 이 기보는 UTF-8 텍스트가 아니고, 어떤 문자 집합으로 쓰였는지도 적혀 있지 않습니다.
sgf-bad-text = 이 기보의 바이트 가운데 일부가 { $charset } 텍스트가 아닙니다.
sgf-no-game = 이 기보에는 대국이 없습니다.
sgf-ends-in-value = 기보가 속성 값 중간에서 끝납니다({ $line }번째 줄).
sgf-ends-in-game = { $line }번째 줄에서 시작한 대국이 ')'로 닫히기 전에 기보가 끝납니다.
sgf-unexpected-char = 기보 { $line }번째 줄에 있어서는 안 되는 { $found }이/가 있습니다.
sgf-empty-variation = { $line }번째 줄의 변화에 수가 하나도 없습니다.
sgf-node-after-variation = { $line }번째 줄의 노드가 이미 닫힌 변화 뒤에 옵니다. 그 자리에는 다른 변화만 올 수 있습니다.
sgf-lowercase-name = { $line }번째 줄의 속성 이름 { $name }에 대문자가 없습니다.
sgf-bad-name = { $name }은/는 속성 이름이 아닙니다(대문자 A부터 Z까지만 씁니다).
sgf-missing-value = { $line }번째 줄의 속성 { $name } 뒤에 대괄호로 싼 값이 없습니다.
sgf-bad-raw-value = { $raw }은/는 그대로 대괄호 안에 넣을 수 없습니다. ']'나 끝의 '\'가 이스케이프되지 않았습니다.
sgf-no-values = 속성 { $name }에는 값이 적어도 하나 있어야 합니다.
sgf-not-go = 이 기보는 바둑이 아닌 다른 게임의 기보입니다(GM[{ $game }]).
sgf-bad-size = 판 크기 SZ[{ $value }]가 숫자가 아닙니다.
sgf-not-square = 이 앱은 정사각형 판에서만 둡니다. 이 기보는 { $cols }×{ $rows }입니다.
sgf-size-out-of-range = 이 앱은 2×2부터 25×25까지의 판에서 둡니다. 이 기보는 { $lines }×{ $lines }입니다.
sgf-bad-komi = 덤 KM[{ $value }]가 숫자가 아닙니다.
sgf-odd-komi = 덤 KM[{ $value }]는 이 앱이 쓸 수 있는 정수 집이나 반 집이 아닙니다.
sgf-bad-handicap = 치석 수 HA[{ $value }]는 판에 놓을 수 있는 돌 수가 아닙니다.
sgf-bad-player = { $place }에 둘 차례가 PL[{ $value }]로 적혀 있습니다. B나 W여야 합니다.
sgf-not-a-point = { $place }에 { $name }[{ $value }]가 있는데, 이것은 점이 아닙니다.
sgf-move-off-board = { $number }수({ $name }[{ $value }])가 { $size }×{ $size } 판 밖에 있습니다.
sgf-stone-off-board = { $place }이/가 { $value }({ $name })에 돌을 놓는데, 그곳은 { $size }×{ $size } 판 밖입니다.
sgf-mark-off-board = { $place }이/가 { $value }({ $name })에 표시를 하는데, 그곳은 { $size }×{ $size } 판 밖입니다.
sgf-two-moves = { $place }에 수가 둘 이상 있습니다.
# 기보를 읽으며 넘어간 것.
sgf-read-as-latin1 = 파일에 어떤 문자 집합으로 쓰였는지 적혀 있지 않고 UTF-8도 아니어서, SGF 기본값인 Latin-1로 읽었습니다. 이름이나 해설이 이상해 보이면 다른 문자 집합으로 쓰인 파일입니다.
sgf-read-unknown-charset = 파일은 “{ $declared }” 문자 집합으로 쓰였다고 하는데, 이 앱은 그 문자 집합을 모릅니다. { $read_as }으로/로 읽었으므로 일부 글자가 이상하게 보일 수 있습니다.
sgf-read-as-utf8 = 파일은 { $declared }으로/로 쓰였다고 하지만 텍스트가 UTF-8이어서 UTF-8로 읽었습니다.
sgf-read-bad-bytes = 파일의 바이트 가운데 일부가 { $charset } 텍스트가 아니어서 “�”로 보입니다.
sgf-read-unclosed = { $line }번째 줄에서 시작한 대국이 ')'로 닫히기 전에 기보가 끝납니다. 끝까지 있는 내용은 모두 읽었습니다.
sgf-read-cut-short = 파일이 { $line }번째 줄의 { $what ->
    [comment] 해설
    [move] 수
   *[property] 속성 { $name }
} 중간에서 끊겨, 잘린 것처럼 보입니다. 그 부분은 빼고 그 앞의 내용은 모두 읽었습니다.
sgf-read-stray-text = { $line }번째 줄에 기보가 아닌 글(“{ $text }”)이 있어 건너뛰었습니다.
sgf-read-empty-variation = { $line }번째 줄의 변화에 수가 하나도 없어 건너뛰었습니다.
sgf-read-node-after-variation = { $line }번째 줄의 노드가 이미 닫힌 변화 뒤에 와서, 변화 하나로 더 읽었습니다.
sgf-read-two-moves = { $line }번째 줄의 노드에 수가 둘 있습니다(옛 서버들이 이렇게 썼습니다). 한 수씩 차례로 읽었습니다.
sgf-read-old-names = { $more ->
    [0] 대문자로만 쓰지 않은 옛 방식의 속성 이름을 그 안의 대문자로 읽었습니다({ $written }을/를 { $read_as }으로/로).
   *[other] 대문자로만 쓰지 않은 옛 방식의 속성 이름을 그 안의 대문자로 읽었습니다({ $written }을/를 { $read_as }으로/로, 그 밖에 { $more }개 더).
}
sgf-read-and-more = { $first } 같은 일이 { $more }곳 더 있습니다.
sgf-setup-black-no-liberties = { $place }에 놓인 돌로는 대국을 시작할 수 없습니다: 돌 { $stones }개인 흑 말에 활로가 없습니다.
sgf-setup-white-no-liberties = { $place }에 놓인 돌로는 대국을 시작할 수 없습니다: 돌 { $stones }개인 백 말에 활로가 없습니다.

## 모든 페이지의 틀(src/app.rs)

shell-brand = 바둑
shell-brand-hint = 바둑 배우기
shell-footer = 중국 규칙으로 두는 바둑: 집과 돌을 함께 셉니다.
shell-your-data = 내 데이터
shell-starting = 시작하는 중입니다. 잠시만 기다려 주세요.

## 주 메뉴(src/components/nav.rs)

# 화면 낭독기가 읽는 메뉴 영역의 이름.
nav-label = 주 메뉴
# 휴대폰에서 메뉴를 여닫는 버튼.
nav-menu = 메뉴
# 각 부분: 메뉴 이름, 그다음 첫 화면 목록에 나오는 한 문장.
nav-home = 첫 화면
nav-home-blurb = 바둑이 무엇인지, 어디서 시작하면 되는지 알려 줍니다.
nav-learn = 배우기
nav-learn-blurb = 짧은 강의 { $count }개. 첫 돌부터 한 판을 두고 계가하는 데까지 배웁니다.
nav-glossary = 용어
nav-glossary-blurb = 강의에 나오는 바둑 용어를 모두 쉬운 설명과 작은 바둑판으로 풀어 줍니다.
nav-practice = 연습
nav-practice-blurb = 두면 바로 응수하는 문제: 따냄, 패, 착수금지, 사활. 내 진도도 보여 줍니다.
nav-count = 계가
nav-count-blurb = 끝난 판을 중국식으로 세어 봅니다: 누가 이기는지, 정확한 계가, 죽은 돌, 시간 재기.
nav-play = 대국
nav-play-blurb = 내 수준에 맞춘 컴퓨터나, 이 기기에서 친구와 한 판을 끝까지 두고 마지막에 계가합니다.

## 본문 바로 가기(src/components/skip_link.rs)

skip-link = 본문으로 건너뛰기

## 저장된 진도(src/storage/context.rs)

storage-full = 진도를 저장하지 못했습니다: 저장 공간이 가득 찼습니다. 전에 한 것은 남아 있고, 방금 한 것은 저장되지 않았습니다.
storage-not-kept = 이 브라우저는 데이터를 보관하지 않습니다(시크릿 창?). 페이지를 닫으면 진도가 남지 않습니다.
storage-set-aside = 예전에 저장한 기록 하나를 읽을 수 없어 따로 두고, 나머지를 불러왔습니다.
storage-left-in-place = 저장된 기록 하나를 읽을 수 없고, 따로 복사해 둘 공간도 없습니다. 그대로 두었으며, 공간이 생길 때까지 그 페이지에서 한 것은 저장되지 않습니다.
storage-save-failed = 방금 진도를 저장하지 못했습니다.
storage-room = 공간을 만들려면 진도를 파일로 저장한 뒤 필요 없는 것을 지우세요. 내 데이터에 여기 저장된 모든 것과 그 크기가 나옵니다.
storage-room-link = 내 데이터 열기
storage-dismiss = 닫기
address-not-found = 이 주소가 찾는 “{ $what }”은(는) 여기에 없습니다. 이 페이지에 있는 것을 보여 드립니다.

## 새 버전 알림(src/offline.rs)

update-ready = 새 버전이 준비되었습니다. 새로 고치면 쓸 수 있습니다.
update-reload = 새로 고침

## 밝은 화면/어두운 화면 전환(src/components/theme_toggle.rs)

theme-label = 어두운 화면
theme-hint-to-dark = 어두운 화면으로 바꾸기
theme-hint-to-light = 밝은 화면으로 바꾸기

## 바둑판(src/components/goban)

board-tap-again = { $point }: 한 번 더 누르면 돌을 놓습니다.
board-zoomed = { $point } 근처를 크게 보여 줍니다. 원하는 점을 누르거나 ‘판 전체’를 고르세요.
board-zoomed-short = 확대해서 보는 중입니다. 원하는 점을 누르거나 ‘판 전체’를 눌러 전체를 보세요.
board-whole-board = 판 전체

# 판의 낭독 영역이 한 점을 말하는 방식: 점 이름, 그다음 하나씩 이어 붙입니다.
board-point-and = { $first }, { $next }
board-point-empty = 빈 점
board-point-stone = { $color ->
    [black] 흑돌
   *[white] 백돌
}
board-point-last-move = 마지막 수
board-point-dead = 죽은 돌로 표시됨
board-point-triangle = 세모 표시
board-point-square = 네모 표시
board-point-circle = 동그라미 표시
board-point-cross = 가위표 표시
board-point-label = 글자 { $label }
board-point-liberty = 활로
board-point-problem = 문제가 되는 곳
board-point-hint = 힌트
board-point-correct = 정답
board-point-area = { $color }의 영역
board-point-shared = 공배

## 강의나 문제의 한 단계(src/components/step.rs)

step-pass = 패스
step-retry = 다시 하기
step-check = 확인
step-your-answer = 내 답
step-play = 재생
step-pause = 멈춤
step-frame-back = 이전 그림
step-frame-next = 다음 그림
# $n은 0부터: 0은 수를 두기 전의 처음 그림입니다. $m은 처음 그림 뒤에 오는 그림의 수입니다.
step-frame-of = { $n ->
    [0] 처음 그림 (뒤에 그림 { $m }개)
   *[other] 그림 { $n }/{ $m }
}
step-close = 닫기
step-term-description = 이 말의 뜻 풀이
step-term = { $name }:
# Another name of a glossary term, after its name.
glossary-also = ({ $also })
step-term-also = { $name } ({ $also }):
step-glossary = 용어 풀이 열기

## 바깥에서 온 긴 글(src/components/long_text.rs)

long-text-more = 더 보기
long-text-less = 접기

## 첫 화면(src/pages/home.rs)

home-title = 첫 돌부터 바둑 배우기
home-eyebrow = 바둑 · 围棋 · 囲碁
home-heading = 첫 돌부터 바둑 배우기
home-what = 바둑을 처음부터, 중국 규칙으로 가르쳐 드립니다. 짧은 강의, 연습 문제, 계가 연습, 그리고 진짜 바둑판에서 두는 대국이 있습니다.
home-start = ‘배우기’의 첫 강의부터 시작하세요. 강의마다 한 가지만 보여 주고, 바로 해 보게 합니다.
home-sections-heading = 둘러보기
home-board-caption = 흑돌이 백돌을 세 방향에서 막고 있습니다. 백돌 옆에 남은 마지막 빈 점, 표시된 점에 흑이 두면 백돌을 따내어 판에서 들어냅니다.

## 강의 목록(src/pages/learn.rs)

learn-title = 배우기
learn-eyebrow = 입문 과정
learn-heading = 한 걸음씩 바둑 배우기
learn-lead = 짧은 강의 { $count }개로 첫 돌부터 중국 규칙으로 한 판을 두고 계가하는 데까지 갑니다. 단계마다 작은 바둑판이 나오고, 한 가지만 해 보라고 합니다.
learn-start = 첫 강의 시작하기
learn-resume = 하던 곳에서 이어 하기
learn-all-done = 모든 단계를 마쳤습니다. 잘했습니다! ‘대국’에서 한 판 두어 보세요.
learn-overall = 내 진도
learn-steps-done = { $m }단계 중 { $n }단계 마침
learn-finished = 마침
learn-reset = 진도 지우기
learn-reset-question = 어느 단계를 마쳤는지 지울까요? 되돌릴 수 없습니다.
learn-reset-yes = 네, 지웁니다
learn-reset-no = 아니요, 그대로 둡니다
learn-reset-done = 진도를 지웠습니다.
learn-chapters = 강의
learn-appendix = 나중에 읽기
learn-appendix-lead = 기원이나 대회에서 두기 시작할 때 읽어 보세요. 처음 몇 판을 둘 때는 필요 없습니다.
learn-glossary = 강의에 나오는 용어는 ‘용어’에서 풀어 줍니다.
learn-play = 한 판 두기

## 강의(src/pages/lesson.rs)

lesson-title = 강의
lesson-course = 모든 강의
lesson-chapter = { $number }장
lesson-appendix = 나중에 읽기
lesson-missing = 그런 강의는 없습니다. 강의 목록에서 고르세요.
lesson-step-of = { $m }단계 중 { $n }단계
lesson-back = 이전
lesson-next = 다음
lesson-finish = 강의 마치기
# After the course's last step: what to do next.
lesson-next-heading = 이제 무엇을 할까요?
lesson-next-play = 1단계 컴퓨터와 대국을 더 두어 보세요. 컴퓨터가 쉽게 이기면 치석을 몇 개 놓고 두세요.
lesson-next-practice = 연습 문제를 풀어 보세요: 따내기, 패, 사활.
lesson-next-count = 계가 연습에서 끝난 판을 빨리 셀 수 있을 때까지 세어 보세요.
lesson-hint = 힌트:
lesson-show-me = 답 보기
lesson-board-label = 강의 바둑판, { $size }
lesson-done = { $total }개 중 { $done }개 마침
lesson-play-game = 한 판 두기
# 대국 단계의 버튼. 미리 정해 둔 대국마다 하나.
lesson-game-capture = 컴퓨터와 따먹기 바둑 두기
lesson-game-first = 컴퓨터와 한 판 끝까지 두기
lesson-game-help = 대국은 ‘대국’ 페이지에서 열립니다. 대국이 끝나면 여기로 돌아오세요. 그러면 이 단계를 마친 것입니다.
lesson-game-played = 다 두었습니다. 계속하기

## 용어 풀이(src/pages/glossary.rs)

glossary-title = 용어
glossary-heading = 용어 풀이
glossary-lead = 강의에 나오는 바둑 용어입니다. 하나하나 쉬운 설명과 작은 바둑판으로 풀었습니다.
glossary-diagram = 예시 바둑판: { $term }

## 없는 주소의 페이지(src/pages/not_found.rs)

not-found-title = 페이지를 찾을 수 없습니다
not-found-heading = 이 점은 바둑판 위에 없습니다
not-found-body = 따라온 주소는 바둑 앱의 어떤 페이지로도 이어지지 않습니다. 주소를 잘못 적었거나 페이지가 옮겨졌을 수 있습니다.
not-found-back = 첫 화면으로 돌아가기

## 연습(src/pages/practice/mod.rs)

practice-title = 연습
practice-lead = 두면 바로 응수하는 문제: 따냄, 패, 착수금지, 사활. 답은 모두 바둑판 위에서 확인합니다. 틀린 수를 두면 백(또는 흑)이 가장 좋은 수로 받고, 왜 안 되는지 알려 줍니다.

## 연습: 문제 묶음(src/pages/practice/overview.rs)

practice-sets-all = 내 연습
practice-sets-shuffle-all = 모든 문제, 섞어서
practice-sets-retry-all = 틀린 문제 다시 풀기({ $missed })
practice-sets-sets = 문제 묶음
practice-sets-level = { $from }–{ $to }급
practice-sets-level-one = { $kyu }급
practice-sets-start = 시작
# 화면 낭독기가 읽는 ‘시작’ 버튼의 이름.
practice-sets-start-label = 시작: { $set }
practice-sets-shuffle = 섞어서
practice-sets-shuffle-label = 섞어서: { $set }
practice-sets-retry = 틀린 것 다시({ $missed })
practice-sets-retry-label = 틀린 문제 다시: { $set }
practice-sets-solved-of = { $m }개 중 { $n }개 풀었음
practice-sets-first-try = 한 번에 { $n }개
practice-sets-missed = 틀림 { $n }개
practice-sets-problems = 문제 { $m }개

## 연습: 문제 하나(src/pages/practice/problem.rs)

problem-back = 모든 문제 묶음
problem-problem-of = { $m }문제 중 { $n }번째
problem-number = 문제 { $n }
practice-level-title = 내 실력
rank-kyu = { $n }급
rank-dan = { $n }단
your-rank = 내 실력: 약 { $rank } (대국 { $games }판, 문제 { $problems }개).
your-rank-guess = 첫 추정입니다. 대국이나 문제를 열 번쯤 하면 정확해집니다.
practice-rank-how-title = 어떻게 계산하나요?
practice-rank-how = 바둑은 실력을 ‘급’으로 셉니다. 처음 배우는 사람은 30급쯤이고, 강해질수록 숫자가 작아집니다. 문제마다 급이 있습니다. 한 번에 맞히면 급이 오르고, 나보다 어려운 문제일수록 더 오릅니다. 틀리거나 힌트나 답을 보면 내려갑니다. 많이 틀리는 문제는 급이 올라갑니다. 컴퓨터와 끝까지 둔 대국도 계산에 들어갑니다.
practice-at-my-level = 내 실력에 맞게 풀기
practice-due = 오늘 복습할 문제가 { $n }개 있습니다.
practice-due-none = 오늘은 복습할 문제가 없습니다. 틀린 문제는 다음 날 다시 나옵니다.
practice-due-start = 복습하기 ({ $n })

## 연습: 자동으로 만든 문제 묶음 (src/text/problems.rs)

practice-more-title = 더 많은 문제
practice-more-lead = 앱이 모양에서 만들고 수읽기로 한 수 한 수 확인한 문제입니다. 약 30급부터 10급까지입니다.
practice-loading = 문제를 불러오는 중입니다…
practice-more-missing = 앱이 만든 문제를 불러오지 못했습니다. 인터넷에 연결되었을 때 다시 시도해 주세요. 한 번 불러오면 오프라인에서도 쓸 수 있습니다.
practice-more-retry = 다시 시도
more-capture-now = 바로 잡기
more-capture-now-summary = 돌을 한 번에 잡는 수를 찾으세요.
more-atari = 올바른 방향으로 단수
more-atari-summary = 돌이 도망갈 곳이 없는 쪽에서 단수하세요.
more-ladder = 축
more-ladder-summary = 축으로 몰아 잡으세요. 단수하고, 도망칠 때마다 다시 단수합니다.
more-net = 장문
more-net-summary = 돌 주위를 느슨하게 막아 도망가지 못하게 하세요.
more-snapback = 환격
more-snapback-summary = 한 점을 먼저 주고, 더 많이 되잡으세요.
more-cutting-stones = 끊은 돌 잡기
more-cutting-stones-summary = 내 돌을 끊어 놓은 돌을 잡으세요.
more-escape = 탈출
more-escape-summary = 내 돌을 살려 내세요. 달아나거나, 가두고 있는 돌을 잡습니다.
more-capturing-race = 수상전
more-capturing-race-summary = 내 돌도 상대 돌도 위험합니다. 상대의 마지막 활로를 먼저 막으세요.
more-life-and-death = 사활
more-life-and-death-summary = 상대가 두 눈을 만들 자리를 없애거나, 내 두 눈 자리를 만드세요.
more-task-capture = 흑 차례. 표시된 백돌 { $n }개를 잡으세요.
more-task-save = 흑 차례. 표시된 흑돌 { $n }개를 살리세요.
more-task-kill = 흑 차례. 표시된 돌이 있는 백 말을 잡으세요.
more-task-live = 흑 차례. 표시된 돌이 있는 흑 말을 살리세요.
more-task-race = 흑 차례. 수상전에서 이기세요. 내 돌이 잡히기 전에 표시된 백돌 { $n }개를 잡으세요.
problem-board-label = 문제 바둑판, { $size }
problem-hint = 힌트
problem-hint-label = 힌트:
problem-show = 정답 보기
problem-next = 다음 문제
problem-previous = 이전 문제
problem-finish = 마치기
problem-done-title = 잘했습니다. 이번 회의 마지막 문제였습니다.
problem-done = 이번 회: 한 번에 맞힘 { $a }개, 풀었음 { $b }개, 틀림 { $c }개.
problem-again-missed = 틀린 문제 다시 풀기
problem-to-sets = 문제 묶음으로 돌아가기
problem-first-try = 한 번에 풀었습니다.
problem-solved = 풀었습니다.
problem-missed = 틀린 것으로 셉니다. 나중에 다시 풀어 보세요.

## 계가 연습(src/pages/count/mod.rs)

count-page-title = 계가
count-page-lead = 끝난 판을 중국식으로 세어 봅니다: 한쪽의 살아 있는 돌, 그쪽이 둘러싼 점, 그리고 공배 하나마다 절반을 더합니다(실전에서는 보통 세기 전에 공배를 메웁니다). 흑은 덤으로 3.75점을 내므로, 판의 절반에 3.75점을 더한 것보다 많아야 이깁니다(한국 규칙의 덤 6집 반과 같은 구실이지만, 집으로 바꾸면 7집 반입니다). 결과의 ‘몇 점 차’는 목표와의 차이입니다. 내가 1점 더 가지면 상대는 1점 덜 가지므로, 1점 차는 2집 차입니다.
# On the count of a game a lesson sent the learner to: the way back to that lesson.
count-back-to-lesson = 강의로 돌아가기
count-page-board-label = 계가할 판, { $size }
count-page-loading = 국면을 불러오는 중입니다…
count-page-missing = 일부 국면을 불러오지 못해서 지금은 앱이 모든 국면을 직접 만듭니다. 인터넷에 연결되었을 때 다시 시도해 주세요. 한 번 불러오면 오프라인에서도 쓸 수 있습니다.
count-page-retry = 다시 시도

## 계가 연습: 질문과 답(src/pages/count/panel.rs)

count-panel-who-wins = 누가 이기나요? ({ $komi })
count-panel-who-wins-dead = ×표가 있는 돌은 죽은 돌입니다.
count-panel-black = 흑
count-panel-white = 백
count-panel-draw = 무승부
count-panel-mark = 죽은 돌 표시하기
count-panel-mark-help = 돌을 누르면 그 돌이 속한 말 전체가 죽은 돌로 표시되고, 다시 누르면 표시가 없어집니다. 모든 돌이 살아 있으면 아무것도 표시하지 말고 확인하세요.
count-panel-mark-keys = 판에서 화살표 키로 움직이고 엔터 키로 표시합니다.
count-panel-marked = 죽은 돌로 표시함: { $groups }.
count-panel-marked-more = { $list }; { $next }
count-panel-nothing-marked = 표시한 것이 없습니다.
count-panel-check-marks = 죽은 돌 확인
count-panel-show-marks = 답 보기
count-panel-count = { $side }의 영역 세기
count-panel-count-help = { $side }의 살아 있는 돌, { $side }이/가 둘러싼 점(죽은 돌의 자리도), 그리고 공배 하나마다 절반을 더합니다.
count-panel-count-label = { $side }의 점수
count-panel-check = 확인
count-panel-areas = 구역별로
count-panel-areas-help = { $side }의 구역 안의 점 하나를 누르고 그 구역의 크기를 입력하세요. 합계는 여기에 모입니다. 점수에는 여기에 돌과 공배의 절반을 더합니다.
count-panel-areas-keys = 키보드로는 판의 커서를 그 구역으로 옮겨 엔터 키를 누르세요.
count-panel-area-size = { $at } 구역의 점 수
count-panel-add = 더하기
count-panel-clear = 처음부터
count-panel-result = 누가, 얼마나 이기나요? ({ $komi })
count-panel-winner = 이긴 쪽
count-panel-margin-stones = 몇 점 차이인가요?
count-panel-margin-points = 집으로는 몇 집인가요?
count-panel-watch = 계가를 한 단계씩 보기
count-panel-explain-label = 한 단계씩 보는 계가
count-panel-previous-step = 이전 단계
count-panel-next-step = 다음 단계
count-panel-play = 재생
count-panel-pause = 멈춤
count-panel-close = 닫기
count-panel-step-of = { $m }단계 중 { $n }단계
count-panel-next = 다음 문제
count-panel-skip = 다른 문제
count-panel-new-round = 새 라운드 시작
count-panel-round-of = { $m }개 중 { $n }번째 문제
# $time은 분:초입니다. 예: 2:05.
count-panel-left = { $time } 남음
# 지금까지 입력한 구역의 합: 구역 하나일 때, 여러 개일 때.
count-panel-sum-one = { $total }점
count-panel-sum = { $sum } = { $total }점

## 계가 연습: 결과(src/pages/count/stats.rs)

count-stats-heading = 내 결과
count-stats-empty = 한 문제를 풀고 나면 여기에 결과가 나옵니다. 결과는 이 브라우저에만 보관합니다.
count-stats-exercise = 연습 종류
count-stats-board = 바둑판
count-stats-done = 푼 수
count-stats-right = 한 번에 맞힘
count-stats-time = 평균 시간
count-stats-chart = 최근 결과 { $n }개 중 { $r }개를 맞혔습니다. 막대의 높이는 걸린 시간입니다. 꽉 찬 막대는 맞힌 답, 속이 빈 점선 막대는 틀린 답입니다.
count-stats-chart-note = 최근 결과입니다. 가장 오래된 것이 왼쪽입니다. 막대가 높을수록 오래 걸렸고, 속이 빈 점선 막대는 틀린 답입니다.
count-stats-reset = 결과 지우기
count-stats-confirm = 계가 연습의 결과를 모두 지울까요?
count-stats-yes = 지우기
count-stats-no = 그대로 두기

# 막대 하나의 제목: “정확한 계가, 9×9: 맞음, 12초”.
count-stats-bar = { $mode }, { $size }×{ $size }: { $right ->
    [yes] 맞음
   *[no] 틀림
}, { $seconds }초

## 계가 연습: 설정(src/pages/count/settings.rs)

count-settings-legend = 무엇을 연습할까요
count-page-to-settings = 설명과 설정
count-settings-mode = 연습 종류
count-settings-size = 바둑판
count-settings-dead = 죽은 돌 넣기
count-settings-seki = 빅이 있는 판
count-settings-side = 누구의 점수

count-settings-who-wins = 누가 이기나요?
count-settings-who-wins-blurb = 덤을 넣어서 흑, 백, 무승부 가운데 고릅니다.
count-settings-exact = 정확한 계가
count-settings-exact-blurb = 죽은 돌을 표시하고, 한쪽을 센 다음, 결과를 점과 집으로 답합니다.
count-settings-dead-only = 죽은 돌
count-settings-dead-only-blurb = 죽은 돌만 찾습니다.
count-settings-timed = 시간 재기
count-settings-timed-blurb = 몇 분 안에 다섯 판을 셉니다.
# 누구의 점수를 답할지: 흑, 백, 번갈아.
count-settings-side-black = 흑
count-settings-side-white = 백
count-settings-side-alternate = 번갈아

## 내 데이터(src/pages/data/mod.rs)

data-title = 내 데이터
data-heading = 내 데이터
data-lead = 내 진도와 설정은 이 브라우저에만 보관합니다. 계정이 없고, 어디로도 보내지 않습니다.
data-kept = 이 브라우저는 다음에 올 때까지 내 진도를 보관합니다.
data-not-kept = 이 브라우저는 데이터를 보관하지 않습니다(시크릿 창인가요?). 페이지를 닫으면 진도가 사라집니다. 남기려면 파일로 저장하세요.
data-saved = { $n ->
    [0] 아직 저장한 것이 없습니다.
   *[other] 저장한 기록 { $n }개.
}
data-records-summary = 저장한 것
data-export-heading = 사본 저장하기
data-export-body = 모든 것을 파일 하나로 내려받습니다. 사본으로 두거나 다른 브라우저로 진도를 옮길 때 씁니다.
data-export-button = 진도를 파일로 저장
data-exporting = { $file } 파일을 내려받습니다(저장한 기록 { $n }개).
data-export-failed = 이 브라우저의 저장소에서 진도를 읽지 못했습니다.
data-import-heading = 사본 불러오기
data-import-body = 전에 여기서 저장한 파일을 불러옵니다. 무엇이 바뀌는지 먼저 보여 주고, 아무것도 잃지 않습니다: 강의 단계, 푼 문제, 계가 기록은 여기 것과 합치고, 여기 것이 더 새로우면 그대로 두며, 파일이 대신하는 것은 아래에 사본으로 남깁니다. 파일에 잘못된 것이 하나라도 있으면 아무것도 불러오지 않습니다.
data-import-button = 파일에서 진도 불러오기
data-imported = { $file } 파일에서 저장한 기록 { $n }개를 불러왔습니다.
data-import-failed = { $file } 파일에서 아무것도 불러오지 않았습니다: { $reason }.
data-import-bad = { $file } 파일에서 아무것도 불러오지 않았고, 여기 있는 것은 모두 그대로입니다. 파일 속 문제:
data-bad-entry = { $record }: { $why }.
data-plan-question = { $file } 파일을 불러올까요? 바뀌는 것은 다음과 같습니다:
data-plan-entry = { $record }: { $change }.
data-plan-nothing = { $file } 파일에는 여기 없는 것이 없어서 아무것도 불러오지 않았습니다.
data-plan-load = 불러오기
data-plan-cancel = 취소
data-plan-cancelled = 아무것도 불러오지 않았고, 여기 있는 것은 모두 그대로입니다.
data-change-only-here = 여기에만 있어서 그대로 둡니다
data-change-only-in-file = 파일에만 있어서 더합니다
data-change-newer-here = 여기 것이 더 새로워서 그대로 둡니다
data-change-newer-in-file = 파일 것이 더 새로워서 파일 것을 불러옵니다
data-change-joined = 양쪽이 서로 달라서 둘을 합칩니다
data-change-different = 서로 달라서 파일 것을 불러오고 여기 것은 사본으로 남깁니다
data-import-kept = 파일이 대신한 기록 { $n }개는 아래 "따로 둔 사본"에 남아 있습니다.
data-damaged = 손상되었습니다
data-not-what-weiqi-saves = 바둑 앱이 그곳에 보관하는 내용이 아닙니다(손상되었거나 직접 고쳐 썼습니다)
data-newer = 더 새로운 버전의 바둑 앱이 저장했습니다. 먼저 앱을 업데이트하세요
data-not-ours = 바둑 앱이 저장하는 것이 아닙니다
# 각 기록에 담긴 것. “…: 손상되었습니다”에 맞는 말로.
data-record-lesson-progress = 내 강의 진도
data-record-practice-progress = 내 연습 진도
data-record-counting-results = 내 계가 결과
data-record-counting-settings = 내 계가 연습 설정
data-record-game-in-progress = 두고 있는 대국
data-record-kept-game = ‘대국’ 페이지에 따로 둔 대국
data-record-play-settings = 내 ‘대국’ 페이지 설정
data-record-level-results = 컴퓨터와 둔 내 결과
data-record-game-to-count = 계가 연습으로 넘긴 대국
data-record-lesson-games = ‘대국’ 페이지에서 마친 강의 대국
data-record-theme = 내가 고른 밝은 화면/어두운 화면
data-record-language = 내가 고른 언어
data-other-record = “{ $key }” 기록
data-unreadable-file = 파일을 읽지 못했습니다
data-reload-hint = 모든 부분에 반영하려면 페이지를 새로 고치세요.
data-reload = 지금 새로 고침

## 내 데이터: 따로 둔 사본(src/pages/data/copies.rs)

data-copies-heading = 따로 둔 사본
data-copies-body = 저장한 기록을 읽지 못하거나 불러온 파일이 그것을 대신하면, 버리지 않고 여기에 따로 두었습니다. 사본을 내려받아 보관하거나, 제자리에 되돌려 놓으세요.
data-copies-size = ({ $n }바이트)
data-copies-unreadable = 이 버전의 바둑 앱은 읽을 수 없습니다.
data-copies-download = 내려받기
data-copies-restore = 되돌리기
data-copies-delete-one = 지우기
data-copies-deleted-one = { $record } 사본을 지웠습니다.
data-copies-delete-one-failed = 사본을 지우지 못했습니다. 바뀐 것은 없습니다.
data-copies-restored = 되돌려 놓았습니다: { $record }.
data-copies-restored-swapped = 되돌려 놓았습니다: { $record }. 원래 있던 것은 이제 따로 둔 사본입니다.
data-copies-restore-failed = 되돌려 놓지 못했습니다. 바뀐 것은 없습니다.
data-copies-reload-hint = 모든 부분에 반영하려면 페이지를 새로 고치세요.
data-copies-delete-heading = 내 데이터 지우기
data-copies-delete-body = 바둑 앱이 이 브라우저에 보관하는 것을 모두 지웁니다: 진도, 설정, 두고 있는 대국, 따로 둔 사본.
data-copies-delete-button = 내 데이터 지우기…
data-copies-confirm-question = 이 브라우저에서 바둑 앱의 데이터를 모두 지울까요? 되돌릴 수 없습니다. 나중에 다시 쓰고 싶을지도 모르면 먼저 파일로 사본을 저장하세요.
data-copies-confirm-delete = 모두 지우기
data-copies-confirm-keep = 지우지 않기
data-copies-deleted = 이 브라우저에서 내 데이터를 지웠습니다. 새로 시작하려면 페이지를 새로 고치세요.
data-copies-delete-failed = 내 데이터를 지우지 못했습니다. 이 브라우저의 저장소가 거부했습니다.
data-copies-kept = 아무것도 지우지 않았습니다.

## 대국(src/pages/play/mod.rs)

play-title = 대국
play-heading = 한 판 두기
play-lead = 내 수준에 맞춘 컴퓨터나, 이 기기에서 친구와 둡니다. 두 쪽이 모두 패스하면 대국이 끝납니다. 그다음 죽은 돌을 표시하고, 중국 규칙으로 계가합니다.
play-kept-heading = 따로 둔 대국({ $n })
play-kept = { $black } 대 { $white }: { $size }×{ $size }, { $moves }수
play-kept-on = { $game }, 따로 둔 날 { $date }
play-resume = 이 대국으로 돌아가기
play-forget = 지우기
# $game은 play-game-capture나 play-game-first입니다.
play-ask = 끝나지 않은 대국이 있습니다({ $moves }수). 그 대신 { $game }을/를 시작할까요?
play-ask-kept = 내 대국은 따로 두므로 나중에 돌아갈 수 있습니다.
play-ask-drop-oldest = 따로 둔 대국이 이미 { $max }개라서, 가장 오래된 대국({ $game })은 자리를 만들기 위해 지워집니다.
# 질문에서 부르는 정해 둔 대국의 이름: 따먹기 바둑, 그리고 끝까지 두는 한 판. 둘 다 ‘바둑’으로 끝나야 뒤의 ‘을’이 맞습니다.
play-game-capture = 7×7 따먹기 바둑
play-game-first = 9×9에서 끝까지 두는 바둑
play-game-capture-goal = 따먹기 바둑: 먼저 돌을 따내는 쪽이 이깁니다.
play-ask-yes = 새 대국 시작
play-ask-no = 아니요, 내 대국을 둡니다
play-ask-new = 끝나지 않은 대국이 있습니다({ $moves }수). 그 대신 새 대국을 시작할까요?
play-ask-record = 끝나지 않은 대국이 있습니다({ $moves }수). 그 대신 이 기보를 열까요?
play-ask-open = 기보 열기
play-other-tab = 다른 탭에서 이 대국이 바뀌었습니다(그쪽 { $there }수, 이쪽 { $here }수). 여기서 어느 대국을 둘까요?
play-other-tab-kept = 다른 하나는 따로 두므로 나중에 돌아갈 수 있습니다.
play-other-tab-theirs = 다른 탭의 대국
play-other-tab-mine = 이 대국 두기

## 대국: 기보(src/pages/play/records.rs)

play-records-heading = 기보(SGF)
play-records-download = 이 대국 내려받기
play-records-download-failed = 이 브라우저에서 파일을 만들지 못했습니다.
play-records-open-file = 기보 파일 열기
play-records-paste-label = 또는 기보 붙여 넣기
play-records-paste-open = 붙여 넣은 기보 열기
play-records-read-failed = 파일을 읽지 못했습니다.

## 대국: 복기(src/pages/play/review.rs)

play-review-heading = 컴퓨터와 복기하기
play-review-lead = 컴퓨터가 이 대국의 모든 모양을 살펴봅니다: 한 수 한 수 누가 앞섰는지, 그리고 두 쪽의 가장 큰 실수와 더 좋은 수를 보여 줍니다.
play-review-button = 이 대국 복기하기
play-review-show = 복기 보기
play-review-progress = 대국을 살펴보고 있습니다: { $percent }% 완료. 그동안에도 수를 하나씩 넘겨 볼 수 있습니다.
play-review-paused = 복기를 멈췄습니다({ $percent }% 완료).
play-review-no-network = 복기에는 컴퓨터의 온전한 기력이 필요한데, 그것을 불러오지 못했습니다. 다시 불러온 다음 복기를 이어 가세요.
play-review-pause = 멈춤
play-review-continue = 복기 이어 가기
play-review-close = 복기 닫기
play-review-even = 거의 비슷함
play-review-ahead = { $side }이/가 약 { $stones }점({ $points }) 앞섬
play-review-at-the-end = 마지막: { $lead }.
play-review-graph-label = 한 수마다 누가 앞서는지(가운데 선 위쪽이 { $side } 앞섬)
play-review-graph-value = { $n }수 뒤: { $lead }
play-review-graph-up = { $side } 앞섬 ↑
play-review-graph-down = { $side } 앞섬 ↓
play-review-mistakes-wait = 복기가 끝나면 가장 큰 실수들을 보여 줍니다.
play-review-your-mistakes = 내 가장 큰 실수
play-review-mistakes-of = { $side }의 가장 큰 실수
play-review-no-mistakes = { $side }은/는 큰 실수를 하지 않았습니다.
play-review-mistake = { $n }수, { $side } { $at }: 약 { $stones }점({ $points }) 손해
play-review-mistake-pass = { $n }수, { $side } 패스: 약 { $stones }점({ $points }) 손해
play-review-mistake-run = { $first }수부터 { $last }수까지, { $side }(첫 수 { $at }): 모두 약 { $stones }점({ $points }) 손해
play-review-reason-left-in-atari = { $count ->
    [1] { $at }의 { $side }돌은 활로가 하나만 남아 있었고(단수), { $other }이/가 바로 다음 수에 그 돌을 따냈습니다.
   *[other] { $at }의 { $side }돌 { $count }개는 활로가 하나만 남아 있었고(단수), { $other }이/가 바로 다음 수에 그 돌들을 따냈습니다.
}
play-review-reason-capture-was-the-way-out = { $count ->
    [1] { $at }의 { $side }돌은 단수였고, { $other }이/가 바로 다음 수에 그 돌을 따냈습니다. { $better }에 두었으면 { $their }의 { $taken ->
        [1] { $other }돌을
       *[other] { $other }돌 { $taken }개를
    } 따내서 활로를 하나 더 만들 수 있었습니다.
   *[other] { $at }의 { $side }돌 { $count }개는 단수였고, { $other }이/가 바로 다음 수에 그 돌들을 따냈습니다. { $better }에 두었으면 { $their }의 { $taken ->
        [1] { $other }돌을
       *[other] { $other }돌 { $taken }개를
    } 따내서 활로를 하나 더 만들 수 있었습니다.
}
play-review-reason-self-atari = { $count ->
    [1] 이 수 때문에 { $at }의 { $side }돌은 활로가 하나만 남았고, { $other }이/가 곧바로 그 돌을 따냈습니다.
   *[other] 이 수 때문에 { $at }의 { $side }돌 { $count }개는 활로가 하나만 남았고, { $other }이/가 곧바로 그 돌들을 따냈습니다.
}
play-review-reason-missed-capture = { $better }에 두었으면 { $at }의 { $count ->
    [1] { $other }돌을
   *[other] { $other }돌 { $count }개를
} 따낼 수 있었습니다.
play-review-reason-edge = 판이 아직 거의 비어 있었습니다. 이럴 때 1선이나 2선에 둔 돌은 얻는 것이 아주 적습니다. 귀가 먼저, 그다음이 변이고, 3선과 4선에 둡니다.
play-review-reason-corner = { $corner } 근처의 귀가 아직 비어 있었습니다. 귀는 집을 짓기 가장 쉬운 곳이니 먼저 차지하세요.
play-review-reason-own-area = 이 점은 이미 { $side }의 영역 안이었습니다. 이 수로 얻은 것이 없습니다.
play-review-reason-reading = 컴퓨터가 판 전체를 수읽기해 보면, 여기서 더 좋은 수는 { $better }입니다.
play-review-at-the-end-counted = 마지막 계가 결과: { $result }
play-review-reason-missed-save = { $count ->
    [1] { $at }의 { $side }돌은 단수(활로가 하나)였는데, 이 수는 그 돌을 그대로 두었습니다. { $better }에 두었으면 활로가 하나 더 생겼을 것입니다.
   *[other] { $at }의 { $side }돌 { $count }개는 단수(활로가 하나)였는데, 이 수는 그 돌들을 그대로 두었습니다. { $better }에 두었으면 활로가 하나 더 생겼을 것입니다.
}
play-review-reason-passed-early = 패스가 너무 일렀습니다. { $better }은/는 아직 약 { $stones }점({ $points })의 가치가 있었습니다.
play-review-reason-took-dead-stones = { $count ->
    [1] { $at }의 { $other }돌은 이미 달아날 수 없었으니, 따내는 것은 나중에 해도 됐습니다. { $better }이/가 더 컸습니다.
   *[other] { $at }의 { $other }돌 { $count }개는 이미 달아날 수 없었으니, 따내는 것은 나중에 해도 됐습니다. { $better }이/가 더 컸습니다.
}
play-review-reason-into-their-area = 이 돌은 { $other }의 영역 안에 들어가서 살 수 없었습니다.
play-review-reason-bigger = { $better }이/가 더 큰 곳이었습니다: { $played }보다 약 { $stones }점({ $points }) 더 큽니다.
play-review-reason-missed-atari = { $better }에 두었으면 { $at }의 { $count ->
    [1] { $other }돌을
   *[other] { $other }돌 { $count }개를
} 단수(활로가 하나)로 만들 수 있었습니다.
play-review-reason-short-of-liberties = { $count ->
    [1] { $at }의 { $side }돌은 활로가 둘뿐이었습니다. { $better }에 두었으면 활로가 늘었습니다.
   *[other] { $at }의 { $side }돌 { $count }개는 활로가 둘뿐이었습니다. { $better }에 두었으면 활로가 늘었습니다.
}
play-review-reason-urgent = { $better }이/가 급했습니다: { $at }의 돌은 활로가 { $liberties }개뿐이었습니다.
play-review-reason-presses = { $better }에 두었으면 { $at }의 { $count ->
    [1] { $other }돌은
   *[other] { $other }돌 { $count }개는
} 활로가 둘만 남았을 것입니다.
play-review-better = 더 좋은 수는 { $at }입니다. 판에 1로 표시했고, 2, 3 …은 그다음에 이어질 수 있는 수입니다.
play-review-marked = 판에 1로 표시했고, 2, 3 …은 그다음에 이어질 수 있는 수입니다.
play-review-better-pass = 더 좋은 수는 패스였습니다.
play-review-record-better = 더 좋은 수: { $at }.
play-review-what-happened = 실제로 어떻게 되었는지 보기
play-review-show-better = 더 좋은 수 보기
play-review-showing-after = 지금 판은 { $n }수를 둔 뒤의 대국 모양입니다.
play-review-try = { $at }에 직접 두어 보기
play-review-try-kept = 따로 둘 수 있는 대국이 가득 찼습니다. 먼저 하나를 지우거나 그 대국으로 돌아간 다음에, 여기서 더 좋은 수를 두어 볼 수 있습니다.

## 대국: 바둑판과 알림(src/pages/play/game.rs)

play-game-board-label = 대국 바둑판, { $size }
play-game-show-earlier = 전의 모양 보기
play-game-hide-earlier = 바둑판으로 돌아가기
play-game-earlier-caption = 흐리게 보이는 것이 전의 모양입니다. 그 수를 두면 판이 이 모양과 똑같아집니다.
play-game-reviewing = 돌아보는 중: 모두 { $total }수 가운데 { $n }수째를 둔 뒤의 모양.
play-game-back-to-game = 대국으로 돌아가기
play-game-dismiss = 확인
play-game-thinking = 컴퓨터가 생각하고 있습니다…
play-game-thinking-hint = 둘 만한 수를 찾고 있습니다…
play-game-thinking-dead = 컴퓨터가 어느 돌이 죽었는지 살펴보고 있습니다…
play-game-failed = 이 기기에서 컴퓨터가 시작하지 못했거나 멈췄습니다. 내 대국은 그대로 있습니다. 이 기기에서 두 사람이 두는 대국으로 이어 가거나, 다시 시도하세요.
play-game-two-players = 두 사람이 이어 두기
play-game-retry = 컴퓨터로 다시 시도
play-network-loading = 컴퓨터가 준비하고 있습니다: { $total } MB 가운데 { $loaded } MB
play-network-starting = 컴퓨터가 준비하고 있습니다…
play-network-kept = 컴퓨터가 준비되었고 이 기기에 보관했습니다. 오프라인에서도 쓸 수 있습니다.
play-network-failed-download = 컴퓨터가 지금은 간단한 방식으로 둡니다: 온전한 기력을 내려받지 못했습니다.
play-network-failed-damaged = 컴퓨터가 지금은 간단한 방식으로 둡니다: 내려받은 온전한 기력 파일이 손상되었습니다.
play-network-retry = 다시 시도

## 대국: 바둑판 아래의 도움말(src/pages/play/coach.rs)

# 권하는 수와 그 까닭: $reason은 play-coach-hint-… 문장 가운데 하나입니다.
play-coach-hint = { $point }에 두어 보세요: { $reason }
play-coach-hint-pass = 여기서는 패스해도 됩니다. 더 얻을 것이 없습니다.
play-coach-hint-captures = 돌 { $n }개를 따냅니다.
play-coach-hint-saves = 단수(활로가 하나 남음)인 내 돌 { $n }개를 살립니다.
play-coach-hint-ataris = 돌 { $n }개를 단수로 만듭니다. 활로가 하나 남습니다.
play-coach-hint-plain = 컴퓨터의 수읽기로는 이 점(판에 표시함)이 좋습니다.
play-coach-hint-gives-up = 여기 내 돌 { $n }개를 버리는(따낼 수 있게 되는) 수지만, 그래도 컴퓨터가 찾은 가장 좋은 수입니다.
play-coach-hint-worth = 지금 가장 큰 곳입니다. 누가 먼저 두느냐에 따라 약 { $stones }점({ $points }) 차이가 납니다.
play-coach-hint-urgent = 급한 곳입니다. 옆의 돌들이 활로가 적습니다. 누가 먼저 두느냐에 따라 약 { $stones }점({ $points }) 차이가 납니다.
play-coach-hint-cuts = 상대 돌을 끊는 수입니다. 누가 먼저 두느냐에 따라 약 { $stones }점({ $points }) 차이가 납니다.
play-coach-hint-contact = 양쪽 돌이 맞닿은 곳입니다. 누가 먼저 두느냐에 따라 약 { $stones }점({ $points }) 차이가 납니다.
play-coach-hint-saving-is-smaller = { $at }의 내 돌 { $n }개는 단수이지만, 컴퓨터의 수읽기로는 살리는 것보다 { $point }이/가 더 큽니다. { $point }에 두어 보세요.
# 따먹기 바둑: $at의 내 돌 $n개가 단수입니다. $point에 두어 먼저 살립니다.
play-coach-hint-rescue = 먼저 { $point }에 두어 { $at }의 내 돌 { $n }개를 살리세요. 단수라서, 상대가 따내면 그대로 집니다.
# 따먹기 바둑: $at의 내 돌이 단수인데 어떤 수로도 활로가 둘이 되지 않습니다. $point가 남은 가장 좋은 수입니다.
play-coach-hint-cannot-save = { $at }의 내 돌 { $n }개는 단수이고 살릴 수 없습니다: 어디에 두어도 활로가 둘이 되지 않습니다. 남은 가장 좋은 수는 { $point }입니다.
play-coach-more = 다른 좋은 수 보기
play-coach-choice-as-good = { $number }번 { $point }: 거의 비슷하게 좋습니다.
play-coach-choice-behind = { $number }번 { $point }: 약 { $stones }점({ $points }) 손해입니다.
# $at에 있는 내 말은 활로가 $lib 하나만 남았습니다.
play-coach-danger-capturable = 조심하세요: { $at }의 내 돌 { $n }개는 이제 활로가 { $lib } 하나뿐입니다(동그라미). 컴퓨터가 다음 수에 따낼 수 있습니다.
play-coach-danger-one = 조심하세요: { $at }의 내 돌 { $n }개는 이제 활로가 { $lib } 하나뿐입니다(동그라미).
play-coach-danger-unanswered = 조심하세요: { $at }의 내 돌 { $n }개는 단수였는데 아직도 단수입니다. 마지막 활로는 { $lib }입니다(동그라미). 컴퓨터가 다음 수에 따낼 수 있습니다.
# $why는 play-coach-plays-on-… 까닭 가운데 하나입니다.
play-coach-plays-on = 패스했지만 아직 대국이 끝나지 않았으므로 컴퓨터가 계속 둡니다: { $why }
play-coach-plays-on-shared = 아직 비어 있는 공배가 있고, 그곳을 메우면 0.5점을 얻습니다.
play-coach-plays-on-atari = 단수인 말이 있어서 아직 따내거나 살릴 수 있습니다.
play-coach-plays-on-unsettled = 아직 누구의 것도 아닌 점이 있습니다.
play-coach-disagrees = 컴퓨터는 죽은 돌을 다르게 봅니다. 컴퓨터의 제안으로 되돌리거나, 계속 두어 바둑판 위에서 가리세요(의견이 다르면 계속 두어서 가립니다).
play-coach-lost = 컴퓨터의 수읽기로는 이 수로 약 { $stones }점({ $points })을 손해 보았습니다. 무르시겠어요?
play-coach-lost-better = 컴퓨터의 수읽기로는 이 수로 약 { $stones }점({ $points })을 손해 보았습니다. { $better }이/가 더 좋았습니다. 무르시겠어요?
play-coach-lost-better-taken = 컴퓨터의 수읽기로는 이 수로 약 { $stones }점({ $points })을 손해 보았습니다. { $better }이/가 더 좋았습니다. 컴퓨터가 방금 그곳에 두었습니다. 무르시겠어요?
play-coach-take-back-both = 내 수와 컴퓨터의 응수 무르기
play-coach-take-back = 내 수 무르기
play-coach-keep = 내 수 그대로 두기
play-coach-use-proposal = 컴퓨터의 제안으로 되돌리기
play-coach-dismiss = 확인

## 대국: 바둑판 옆의 판(src/pages/play/panel.rs)

play-panel-players = 대국자
play-panel-to-play = 차례
play-panel-captures = 따낸 돌 { $n }개
# 대국자 이름 뒤: “ (흑)”.
play-players-color = ({ $color })
play-panel-pass = 패스
play-panel-undo = 무르기
play-panel-resign = 기권
play-panel-resign-confirm = 기권할까요?
# 누구 차례인지 붙인 질문.
play-panel-resign-confirm-side = 기권할까요? ({ $color })
play-panel-resign-yes = 네, 기권합니다
play-panel-resign-no = 계속 두기
play-panel-owners = 영역 보기
count-owners-computer = 컴퓨터가 보는 영역으로 바꿔 보기
play-panel-owners-legend = 검은 네모: 컴퓨터가 흑의 것이 되리라 보는 점, 흰 네모: 백의 것. 큰 네모는 거의 확실(20번 중 19번), 작은 네모는 그럴 가능성이 큼(4번 중 3번). 돌 위의 네모: 컴퓨터가 그 돌이 잡히리라 보는 곳. 네모 없음: 아직 정해지지 않은 곳.
play-panel-liberties = 활로 보기
play-panel-liberties-hint = 돌을 가리키거나 누르거나, 판의 커서를 그 돌로 옮기세요. 그 말의 활로에 점이 찍힙니다.
play-panel-sound = 소리
play-panel-tap = 두 번 눌러 돌 놓기
play-panel-new-game = 새 대국
play-panel-marking-heading = 죽은 돌 표시하기
play-panel-marking-help = 두 쪽 모두 패스해서 대국이 끝났습니다. 따냄을 피할 수 없는 말을 하나씩 눌러 죽은 돌로 표시하세요(다시 누르면 취소). 음영은 점마다 누구의 영역인지 보여 줍니다. 두 사람이 동의하면 각자 자기 버튼을 누르세요.
play-panel-agrees = { $color } 동의
play-panel-agreed = { $color } 동의함
play-panel-resume = 의견이 다릅니다: 계속 두기
play-panel-resume-help = 어떤 말이 죽었는지 의견이 맞지 않으면, 계속 두어 바둑판 위에서 가리세요.
play-panel-count-heading = 계가
play-panel-result-heading = 결과
play-panel-moves-heading = 수순
play-panel-no-moves = 아직 둔 수가 없습니다.
play-panel-first = 처음
play-panel-back = 이전
play-panel-forward = 다음
play-panel-last = 지금
play-panel-shading = 어두운 네모: 흑의 영역. 밝은 네모: 백의 영역. 작은 마름모: 공배(두 쪽에 반씩).
play-panel-hint = 힌트
play-panel-proposal-heading = 컴퓨터의 제안
play-panel-proposal-help = 두 쪽 모두 패스해서 대국이 끝났습니다. 컴퓨터가 죽었다고 보는 돌에 표시했습니다: 판 위에 ×표가 있고 흐리게 보입니다. 표시를 바꾸려면 말을 누르세요. 동의하면 버튼을 누르세요.
play-panel-proposal-none = 컴퓨터는 죽은 돌이 없다고 봅니다. 모든 말이 판에 남습니다.
play-panel-proposal-group = { $at }의 { $color ->
    [black] 흑돌
   *[white] 백돌
} { $n }개: 컴퓨터가 시험 삼아 둔 대국에서 100번 중 { $percent }번은 { $other }이/가 이 점들을 차지하므로, 이 돌은 살 수 없습니다.
play-panel-waiting-proposal = 컴퓨터가 어느 돌이 죽었는지 살펴보고 있습니다…
play-panel-i-agree = 동의합니다: 계가하기
play-panel-watch = 계가를 한 단계씩 보기
play-panel-step-back = 이전
play-panel-step-next = 다음
play-panel-step-done = 판 전체 보기
play-panel-count-yourself = 이 대국을 직접 세어 보기
play-panel-count-yourself-help = 내 대국으로 계가를 연습합니다. 계가 연습에서 이 마지막 모양이 열립니다.
play-next-first = 첫 대국: { $try }
play-next-won = { $n ->
    [1] { $at }단계와의 지난 대국에서 이겼습니다: { $try }
   *[other] { $at }단계와의 지난 { $n }판을 모두 이겼습니다: { $try }
}
play-next-lost = { $n ->
    [1] { $at }단계와의 지난 대국에서 졌습니다: { $try }
   *[other] { $at }단계와의 지난 { $n }판을 모두 졌습니다: { $try }
}
play-next-mixed = { $at }단계와의 최근 { $n }판 중 { $won }판을 이겼습니다: { $try }
play-next-try = { $stones ->
    [0] { $level }단계와 호선으로 두어 보세요.
   *[other] { $level }단계와 치석 { $stones }개로 두어 보세요.
}
play-panel-you-won = 이겼습니다!
play-panel-you-lost = 이번에는 컴퓨터가 이겼습니다.
play-panel-again = 한 판 더
play-panel-capture-won = { $color }이/가 먼저 따내서 이겼습니다.
play-panel-resigned = { $winner } 불계승.
play-panel-time-out = { $loser }의 시간이 다 되었습니다. { $winner } 시간승.
play-panel-back-to-lesson = 강의로 돌아가기
play-panel-back-to-lesson-help = 이 대국은 강의의 한 단계였습니다. 이제 그 단계를 마쳤습니다.
# 화면 낭독기가 읽는 수순 목록의 한 수: “3수: 흑 D4, 돌 1개를 따냄”.
play-moves-move = { $n }수: { $color } { $move }{ $captures ->
    [0]
   *[other] , 돌 { $captures }개를 따냄
}
play-moves-pass = 패스
play-moves-captured-title = 따낸 돌

## 대국: 새 대국 만들기(src/pages/play/setup.rs)

play-setup-heading = 새 대국
play-setup-against = 누구와 둘까요?
play-setup-against-computer = 컴퓨터
play-setup-against-friend = 이 기기에서 친구와(번갈아 두기)
play-setup-level = 컴퓨터의 수준
play-setup-teaching = 배우기 모드: 내 돌이 잡힐 수 있는 수를 두면 알려 주기
play-setup-teaching-on = 배우기 모드가 켜져 있습니다. 내 돌이 잡힐 수 있는 수를 두면 알려 주고, 그 수를 무를 수 있습니다.
play-setup-game = 대국 종류
play-setup-goal-count = 보통 대국: 마지막에 계가하기
play-setup-goal-capture = 따먹기 바둑: 먼저 따내면 이김
play-setup-capture-hint = 처음 두기 좋은 대국입니다. 누구든 먼저 돌을 따내면 이깁니다. 작은 바둑판에서 둡니다.
play-setup-your-colour = 내 색(흑이 먼저 둡니다)
play-setup-you-black = 내가 흑
play-setup-you-white = 내가 백
play-setup-board = 바둑판
play-setup-board-hint = 9×9로 시작하는 것이 가장 좋습니다. 한 판에 10분쯤 걸립니다.
play-setup-handicap = 치석
play-setup-handicap-none = 없음(호선)
play-setup-use-proposal = 이 대국으로 설정
play-setup-handicap-hint = 약한 쪽이 흑을 잡고 화점에 돌을 놓고 시작합니다. 그다음 백이 먼저 둡니다.
play-setup-komi = 덤(흑이 먼저 두는 대신 내는 몫)
play-setup-komi-hint = 직접 정하는 덤(집 단위)
play-setup-ko = 반복 규칙
play-setup-colours = 누가 흑을 잡나요?
play-setup-player1 = 대국자 1
play-setup-player2 = 대국자 2
play-setup-p1-black = 대국자 1이 흑
play-setup-p2-black = 대국자 2가 흑
play-setup-nigiri = 돌가리기로 정하기(홀수인지 짝수인지 맞히기)
play-setup-clock = 시계
play-setup-basic = 기본 시간(분)
play-setup-reserve = 초읽기 횟수(1분씩)
play-setup-speech = 시계의 초읽기를 소리 내어 읽기
play-setup-tap = 두 번 눌러 돌 놓기(작은 화면용)
play-setup-start = 대국 시작
play-setup-cancel = 대국으로 돌아가기
play-setup-nigiri-heading = 돌가리기
play-setup-nigiri-hides = { $holder } 쪽이 백돌을 한 움큼 쥐어 감춥니다. 홀수일까요, 짝수일까요?
play-setup-odd = { $guesser }: 홀수 — 흑돌 하나를 내놓기
play-setup-even = { $guesser }: 짝수 — 흑돌 두 개를 내놓기
play-setup-nigiri-play = 대국 시작
play-setup-open-heading = 또는 기보 열기
play-setup-open-label = SGF 기보 붙여 넣기
play-setup-open-button = 열기
# 돌가리기에서 감춘 돌을 두 개씩 세었습니다. 화면 낭독기용.
play-setup-nigiri-pairs = 돌 { $n }개를 두 개씩
play-setup-handicap-stones = 돌 { $n }개
play-setup-clock-none = 시계 없음
play-setup-clock-sudden = 기본 시간만
play-setup-clock-countdown = 중국식 초읽기(1분 단위)
play-setup-clock-fast = 빠르게: 한 수에 { $seconds }초
play-setup-komi-chinese = 3.75점(7집 반)
play-setup-komi-old = 2.75점(5집 반)
play-setup-komi-none = 없음
play-setup-komi-custom = 직접 정하기
# 반복 규칙마다: 메뉴에 나오는 짧은 이름, 그다음 무엇을 막는지.
play-setup-ko-positional = 동형 반복 금지(중국 규칙)
play-setup-ko-positional-rule = 판 전체가 전에 있던 모양으로 되돌아가면 안 됩니다.
play-setup-ko-situational = 동형 반복 금지(둘 차례도 같을 때)
play-setup-ko-situational-rule = 같은 사람이 둘 차례일 때, 판 전체가 전에 있던 모양으로 되돌아가면 안 됩니다.
play-setup-ko-simple = 패 바로 되따내기만 금지
play-setup-ko-simple-rule = 패를 곧바로 되따내는 것만 막습니다.
# 컴퓨터의 단계와 어울리는 사람. 약한 단계부터.
play-setup-level-label = { $level }단계 (약 { $rank }): { $suits }
play-setup-level-plain = { $level }단계: { $suits }
play-setup-level-1 = 규칙을 막 배운 사람
play-setup-level-2 = 몇 판 두어 본 사람
play-setup-level-3 = 단수, 축, 눈을 아는 사람
play-setup-level-4 = 한 판을 끝까지 제법 잘 두는 사람
play-setup-level-5 = 친구들과 두면 대부분 이기는 사람
play-setup-level-6 = 기원에 다니는 안정된 초보
play-setup-level-7 = 기원에서 두는 사람
play-setup-level-8 = 기원에서 강한 사람
# 컴퓨터와 두는 대국의 대국자 이름(기보에도 적힙니다).
play-setup-computer-name = 컴퓨터({ $level }단계)
play-setup-you = 나

## 언어 메뉴

language-label = 언어
language-failed = { $language }을(를) 불러오지 못했습니다. 페이지는 그대로입니다. 인터넷에 연결된 뒤 다시 시도해 주세요.

## 강의와 연습 문제의 안내(lessons::note::Note)

step-well-done = 잘했습니다.
step-not-this-move = 여기서 찾는 수는 그 수가 아닙니다.
step-already-solved = 이 단계는 이미 풀었습니다. 아래 버튼으로 넘어가세요.
step-marked-with-its-group = { $at }은/는 이미 표시되었습니다. 한 번 누르면 말 전체가 표시되므로, 같은 말의 돌과 함께 표시되었습니다.
step-already-marked = 그 점은 이미 표시했습니다.
step-not-a-number = 숫자를 입력하세요. 예: 4.
step-not-a-quarter = 답은 소수점 없는 수이거나, 거기에 0.5나 0.25, 0.75가 붙은 수입니다. 예: 40.5, 3.75.
step-not-whole = 답은 자연수입니다.
step-not-this-point = 그 점이 아닙니다.
step-show-points = 아직 찾지 못한 점을 표시했습니다. 하나씩 눌러 보세요.
step-show-choice = 정답을 표시했습니다. 그것을 고르세요.
step-watched = 수순을 끝까지 다 보았습니다. 준비가 되면 ‘다음’을 누르세요.
step-hint-capture = 잡으려는 돌의 활로를 세어 보고, 활로를 더 늘릴 수 없게 하는 수를 찾으세요.
step-hint-save = { $stones ->
    [1] 살려야 할 돌은 활로가 하나뿐입니다(표시된 점). 활로를 늘려 주세요.
   *[other] 살려야 할 돌 { $stones }개는 활로가 하나뿐입니다(표시된 점). 활로를 늘려 주세요.
}
step-hint-capture-in-atari = { $stones ->
    [1] 잡으려는 { $color }돌은 활로가 하나만 남았습니다. 그 활로를 찾아 거기에 두세요.
   *[other] 잡으려는 { $color }돌 { $stones }개는 활로가 하나만 남았습니다. 그 활로를 찾아 거기에 두세요.
}
step-hint-play = 글에서 하라는 것을 해내는 수를 찾아보세요.
step-hint-points = 점을 하나씩 살펴보며, 글에 나온 규칙에 맞는지 확인하세요.
step-hint-number = 하나하나 손가락으로 짚으며 소리 내어 세어 보세요.
step-hint-text = 이 단계의 글을 한 문장씩 다시 읽어 보세요. 필요한 것은 모두 그 안에 있습니다.
step-not-dead = 이 돌들은 죽은 돌이 아닙니다. 따낼 수 없으므로 대국이 끝나도 판에 남습니다.
step-no-stone-here = 그 점에는 돌이 없습니다.
step-zero-liberties = 0이라면 돌에 활로가 하나도 없다는 뜻입니다. 그러면 벌써 따내져서 판에 없을 것입니다.
step-count-area-again = 살아 있는 돌, 그 돌이 둘러싼 빈 점, 그리고 공배의 절반을 더하세요.
step-count-area-again-none-shared = 살아 있는 돌과 그 돌이 둘러싼 빈 점을 더하세요.
step-counted-dead-as-alive = 죽은 돌을 산 돌처럼 세었습니다. 죽은 돌은 판에서 들어냅니다. 그 자리는 상대의 것입니다.
step-given-again = 질문을 다시 읽고, 한 단계씩 풀어 보세요.
step-count-again = 다시 세어 보세요. 천천히, 하나씩.
step-play-here = 표시된 점 { $at }에 두세요.
step-touches-not-both = { $at }은/는 흑돌과 백돌에 함께 닿아 있지 않습니다. 찾는 점은 바로 옆에 흑돌과 백돌이 모두 있습니다.
step-hint-last-liberty = 잡으려는 돌 { $stones }개는 활로가 { $at } 하나만 남았습니다. 거기에 두어 따내세요.
step-press-pass = ‘패스’ 버튼을 누르세요.
# $pass가 yes이면 상대의 답은 패스입니다(그때 $at은 비어 있습니다).
step-answered = { $pass ->
    [yes] 잘 두었습니다. { $color }은/는 도움이 되는 수가 없어 패스했습니다. 이제 다시 둘 차례입니다.
   *[no] 잘 두었습니다. { $color }은/는 { $at }에 두었습니다. 이제 다시 둘 차례입니다.
}
step-answered-atari = { $stones ->
    [1] 잘 두었습니다. { $color }은/는 { $at }에 두어 { $stone }의 돌을 단수로 만들었습니다. 이제 다시 둘 차례입니다.
   *[other] 잘 두었습니다. { $color }은/는 { $at }에 두어 돌 { $stones }개를 단수로 만들었습니다. 이제 다시 둘 차례입니다.
}
step-answered-atari-short = { $stones ->
    [1] 잘 두었습니다. { $color }은/는 { $at }에 두어 { $stone }의 돌을 단수로 만들었지만, { $color }의 돌도 활로가 { $last } 하나만 남았습니다. 이제 다시 둘 차례입니다.
   *[other] 잘 두었습니다. { $color }은/는 { $at }에 두어 돌 { $stones }개를 단수로 만들었지만, { $color }의 돌도 활로가 { $last } 하나만 남았습니다. 이제 다시 둘 차례입니다.
}
step-opening-too-low = { $at }은/는 가장자리에서 { $line }선입니다(가장자리 자체가 1선). 너무 낮아서 그곳의 돌은 둘러싸는 곳이 적습니다. 3선이나 4선으로 올라가세요.
step-opening-too-far-out = { $at }은/는 가장 가까운 가장자리에서도 { $line }선입니다. 가장자리에서 너무 멀어 가장자리의 도움을 받지 못합니다. 귀 가까이의 3선이나 4선으로 오세요.
step-opening-a-line-too-far = { $at }은/는 한쪽 가장자리에서는 알맞은 선이지만, 다른 쪽 가장자리에서는 5선입니다. 귀에서 한 줄 멉니다. 한 줄 더 가까이 오세요.
step-opening-on-a-side = { $at }은/는 한쪽 가장자리에서는 알맞은 선이지만, 다른 쪽 가장자리에서는 { $line }선입니다. 귀가 아니라 변이라서 가장자리 하나만 돕습니다.
step-answered-chase = 잘 두었습니다. { $color }은/는 { $at }에 두었습니다. { $stones ->
    [1] 그 { $color ->
        [black] 흑돌
       *[white] 백돌
    }은
   *[other] 그 { $color ->
        [black] 흑돌
       *[white] 백돌
    } { $stones }개는
} { $liberties ->
    [1] 활로가 하나뿐인 단수입니다
   *[other] 이제 활로가 { $liberties }개입니다
}. 다시 둘 차례입니다.
step-answered-taking = { $stones ->
    [1] 잘 두었습니다. { $color }은/는 { $at }에 두어 돌 하나를 따냈습니다. 이제 다시 둘 차례입니다.
   *[other] 잘 두었습니다. { $color }은/는 { $at }에 두어 돌 { $stones }개를 따냈습니다. 이제 다시 둘 차례입니다.
}
step-punished = { $pass ->
    [yes] { $color }이/가 패스했습니다.
   *[no] { $color }이/가 { $at }에 두었습니다.
}
step-captures-yours = { $stones ->
    [1] { $color }이/가 내 돌 하나를 따냈습니다.
   *[other] { $color }이/가 내 돌 { $stones }개를 따냈습니다.
}
step-found-group = { $left ->
    [0] 맞습니다, { $at }. 한 번 누르면 그 말 전체, 돌 { $stones }개가 표시됩니다.
   *[other] 맞습니다, { $at }. 한 번 누르면 그 말 전체, 돌 { $stones }개가 표시됩니다. 돌 { $left }개를 더 찾으세요.
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
step-still-has-liberties-apart = 그 { $color ->
    [black] 흑돌
   *[white] 백돌
} { $stones }개는 서로 이어져 있지 않지만 활로가 똑같이 { $liberties }개(표시된 점)라서 판에 남습니다.
step-runs-out = { $color }이/가 { $at }에 두어 달아났습니다. 이제 활로가 { $liberties }개라서 잡을 수 없습니다.
step-connects-out = { $color }이/가 { $at }에 두어 다른 { $color }돌과 이어졌습니다. 이제 활로가 { $liberties }개라서 잡을 수 없습니다.
step-not-the-net = 그 수로도 백을 잡을 수는 있지만 장문이 아닙니다. 장문을 두세요. 나가는 두 길을 한 번에 막는 점입니다.
step-ladder-not-atari = 이것은 단수가 아닙니다. 축에서는 매번 단수를 쳐서 { $color }에게 빠져나갈 한 수의 틈도 주지 않습니다.
step-ladder-too-wide = { $color }이/가 { $at }에 두어 달아났습니다. 이제 그 돌들은 활로가 { $liberties }개라서 축으로 잡을 수 없습니다. 축이 되려면 { $color }이/가 달아난 뒤에도 활로가 두 개를 넘지 않아야 합니다.
step-was-last-liberty = { $stones ->
    [1] { $at }은/는 이미 그 돌의 마지막 활로였습니다. 먼저 거기에 두었으면 따낼 수 있었습니다.
   *[other] { $at }은/는 이미 그 돌들의 마지막 활로였습니다. 먼저 거기에 두었으면 따낼 수 있었습니다.
}
step-no-ko-threat = { $at }은/는 { $color }돌을 단수로 몰지 않으니 팻감이 아닙니다. { $color }은/는 받지 않고 팻자리를 메워, 다시는 되따낼 수 없게 할 수 있습니다. 되따내기 전에 먼저 팻감을 쓰세요. { $color }돌 하나를 단수로 모는 수입니다.
step-captured-in-atari = { $stones ->
    [1] { $stone }의 돌은 활로가 { $at } 하나뿐이었습니다. { $color }이/가 { $at }에 두어 그 돌을 따냈습니다.
   *[other] { $stone }의 돌 { $stones }개는 활로가 { $at } 하나뿐이었습니다. { $color }이/가 거기에 두어 그 돌들을 따냈습니다.
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
step-not-empty-forbidden = { $at }에는 돌이 있습니다. 착수금지점은 돌을 둘 수 없는 빈 점입니다.
step-not-empty-shared = { $at }에는 돌이 있습니다. 찾을 점은 흑돌과 백돌에 모두 닿은 빈 점입니다.
step-diagonal = { $at }은/는 말과 모서리끼리만(대각선으로) 닿아 있습니다. 선을 따라 바로 붙은 점만 활로입니다.
step-diagonal-stone = { $at }은/는 돌과 모서리끼리만(대각선으로) 닿아 있습니다. 선을 따라 바로 붙은 점만 활로입니다.
step-not-touching = { $at }은/는 선을 따라 말에 닿아 있지 않습니다.
step-not-touching-stone = { $at }은/는 돌 바로 옆이 아닙니다. 활로는 선을 따라 한 칸 떨어진 빈 점입니다.
step-allowed-here = { $captures ->
    [yes] { $color }은/는 { $at }에 둘 수 있습니다. 그 돌이 상대 돌을 따내므로 활로가 생깁니다.
   *[no] { $stones ->
        [1] { $liberties ->
            [1] { $color }은/는 { $at }에 둘 수 있습니다. 그 돌에는 활로가 1개 남습니다.
           *[other] { $color }은/는 { $at }에 둘 수 있습니다. 그 돌에는 활로가 { $liberties }개 생깁니다.
        }
       *[other] { $liberties ->
            [1] { $color }은/는 { $at }에 둘 수 있습니다. 그 돌은 옆의 돌들과 이어져, 돌 { $stones }개가 함께 활로 1개를 갖습니다.
           *[other] { $color }은/는 { $at }에 둘 수 있습니다. 그 돌은 옆의 돌들과 이어져, 돌 { $stones }개가 함께 활로 { $liberties }개를 갖습니다.
        }
    }
}
step-other-color = { $at }의 돌은 { $color }돌입니다. 골라야 할 돌은 { $wanted }돌입니다.
step-owned-by = { $at }이/가 있는 빈 자리는 { $color }돌로만 둘러싸여 있으니 { $color }의 것입니다.
step-not-a-star = { $at }은/는 화점이 아닙니다. 화점은 판 위에 찍혀 있는 작은 점입니다.
# $counted: 무엇을 세는지: liberties(활로), stones(돌), count($color의 점수), points(판의 점), minutes(분), number(단위 없는 수).
step-not-that-number = { $counted ->
    [liberties] 활로는 { $given }개가 아닙니다.
    [stones] 돌은 { $given }개가 아닙니다.
    [count] { $color }은/는 { $given }점이 아닙니다.
    [points] 점은 { $given }개가 아닙니다.
    [minutes] { $given }분이 아닙니다.
   *[number] { $given }이/가 아닙니다.
}
step-the-answer-is = 답은 { $answer }입니다. 입력해 보세요.
problem-caught-anyway = 그 수는 도움이 되지 않습니다. 그 수가 없어도 똑같이 따낼 수 있습니다. 대신 마지막 활로를 막으세요.
problem-no-ko-needed = 이 수는 패 없이 이 돌들을 잡습니다. 패보다 더 강한 수입니다. 하지만 이 문제는 패를 따내는 문제입니다. 지금 따내세요.
problem-also-works = 그 수도 됩니다. 이제 그 돌들은 달아날 수 없습니다.
problem-escapes = 이제 { $color ->
    [black] 흑돌
   *[white] 백돌
}은 활로가 { $liberties }개로 늘었습니다.
problem-gets-away = 이제 { $color ->
    [black] 흑돌
   *[white] 백돌
}은 달아날 수 있습니다.
problem-lives = 이제 말에 눈이 두 개 있어서 삽니다.
problem-can-live = 이제 { $color ->
    [black] 흑
   *[white] 백
} 말은 살 수 있습니다.
problem-stones-captured = 상대가 내 돌을 따냈습니다.
problem-cannot-live = 이제 내 말은 눈 두 개를 만들 수 없습니다.
problem-cannot-escape = 이제 내 돌은 달아날 수 없습니다.

## 규칙이 막는 수(rules::IllegalMove)

illegal-off-board = 그 점은 판 위에 없습니다.
illegal-occupied = { $at }에는 이미 { $color ->
    [black] 흑돌
   *[white] 백돌
}이 있습니다. 돌은 빈 점에 둡니다.
illegal-suicide = { $stones ->
    [1] 여기에 두면 { $color }돌은 활로가 없고, 따내는 것도 없습니다. 그래서 이 점은 { $color }에게 착수금지 점입니다.
   *[other] 여기에 두면 { $color }의 돌 { $stones }개짜리 말에 활로가 하나도 남지 않고, 따내는 것도 없습니다. 그래서 이 점은 { $color }에게 착수금지 점입니다.
}
# $color는 방금 따낸 쪽, $at은 따낸 곳, $from은 따낸 돌이 놓인 곳입니다.
illegal-ko = 패입니다. { $color }이/가 방금 { $from }의 돌로 { $at }의 돌을 따냈습니다. 곧바로 되따내면 판이 따내기 전과 똑같아집니다. 먼저 다른 곳에 한 수 두고(팻감), 그다음에 되따낼 수 있습니다.
illegal-superko = { $move ->
    [0] 이 수를 두면 판 전체가 처음 모양과 똑같아집니다. 같은 모양은 다시 나올 수 없습니다.
   *[other] 이 수를 두면 판 전체가 { $move }번째 수를 둔 뒤의 모양과 똑같아집니다. 같은 모양은 다시 나올 수 없습니다.
}
illegal-game-over = 대국이 끝났습니다. 계속 두고 싶으면 대국을 다시 이어 가세요.
