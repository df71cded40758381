# 应用的界面文字（简体中文）。语法：Fluent 的一个小子集（见 src/text/catalog.rs）。
# 键和英文版相同，占位符也相同。中文的复数只有 other，所以要区分“1”时用 [1]。

color-black = 黑
color-white = 白

## 胜负

result-draw = 和棋：双方的子数正好相等。
result-win = { $winner }胜{ $stones }子（合{ $points }目）。

## 计算胜负时提到的棋

group = { $stones ->
    [1] { $at }的{ $color ->
        [black] 黑
       *[white] 白
    }子
   *[other] { $at }的{ $stones }颗{ $color ->
        [black] 黑
       *[white] 白
    }子
}
group-start = { $stones ->
    [1] { $at }的{ $color ->
        [black] 黑
       *[white] 白
    }子
   *[other] { $at }的{ $stones }颗{ $color ->
        [black] 黑
       *[white] 白
    }子
}

# $group 是 group-start；$reason 是下面某条 life-… 文字。
group-alive = { $group }{ $stones ->
    [1] 是
   *[other] 都是
}活棋：{ $reason }。
life-two-eyes = { $stones ->
    [1] 它
   *[other] 它们
}有{ $eyes ->
    [2] 两个分开的眼，{ $opponent }永远不能把两个眼都填上
   *[other] { $eyes }个分开的眼，{ $opponent }永远不能把它们全填上
}
life-territory = { $stones ->
    [1] 它
   *[other] 它们
}围住了自己的{ $points }个点，有做两个眼的空间
life-connected = { $stones ->
    [1] 它
   *[other] 它们
}在自己一方的地盘里，和{ $with }的活棋一起围住了{ $points }个点
life-seki = { $stones ->
    [1] 它
   *[other] 它们
}和{ $with }的棋是双活：谁先进攻，谁就会被提掉，所以双方都活
life-alive = { $opponent }提不掉{ $stones ->
    [1] 它
   *[other] 它们
}
group-dead = { $group }是死棋：{ $stones ->
    [1] 它在{ $owner }方的地盘里，没有做两个眼的空间，可以被提掉。把它拿掉，它所在的点算{ $owner }方的。
   *[other] 它们在{ $owner }方的地盘里，没有做两个眼的空间，可以被提掉。把它们拿掉，它们所在的点算{ $owner }方的。
}

## 核对子数

count-right = 对：{ $side }方是{ $count }子。
count-wrong = 不是{ $answer }：{ $more ->
    [yes] 多了
   *[no] 少了
}{ $off }。
count-side-has = { $side }方是{ $count }子。
hint-other-side = 这是{ $other }方的子数，题目问的是{ $side }方。两方加起来正好是整个棋盘。
hint-shared-left-out = 是不是漏了{ $shared }个单官？每个单官给{ $side }方算半子。
hint-shared-whole = 是不是把{ $shared }个单官算成了整子？每个单官只给{ $side }方算半子。
hint-shared-taken-off = 是不是把{ $shared }个单官从{ $side }方的子数里去掉了？每个单官双方各算半子。
hint-dead-points-left-out = 是不是漏了{ $dead }颗{ $other ->
    [black] 黑
   *[white] 白
}死子所在的点？死子拿掉以后，这些点就是{ $side }方的空。
hint-dead-subtracted = 是不是把死子从子数里减掉了？按中国规则，死子不用减：拿掉以后，它们的点就成了{ $side }方的空（{ $dead }个点）。
hint-dead-twice = 是不是把{ $dead }颗死子算了两次？它们是{ $other }方的死子：这些点只算一次，算作{ $side }方的空。
hint-stones-left-out = 是不是漏了{ $side }方的{ $stones }颗子？一方的子数是它的棋子加上它的空。
hint-territory-left-out = 是不是漏了{ $side }方的{ $territory }个空点？一方的子数是它的棋子加上它的空。
hint-wrong-area = { $at }这块空有{ $size }个点，你数的是{ $entered }。
hint-compare-with-board = 对照棋盘看：{ $side }方的每块空都标着点数，棋子每十个编一个号，每个单官标着½。

## 贴子

komi-none = 不贴子
komi-stones = 贴{ $komi }子
komi-handicap = 不贴子，但让了{ $handicap }子，黑方要还{ $back }子

## 一步一步数子

caption-finished = 终局的局面。{ $side }方的子数＝它的活棋，加上它围住的空点，再加上每个单官的一半。
caption-dead-off = 先把死子拿掉：{ $stones }。它们的点现在归四周的一方。
dead-stones = { $count }颗{ $color ->
    [black] 黑
   *[white] 白
}死子
list-two = { $first }和{ $second }
caption-territory = 空：{ $range }。
caption-stones = 接着空往下数棋子：{ $range }。
caption-range = { $first }到{ $last }
caption-territory-total = { $side }方围住了{ $points }个点。
caption-stones-total = 棋子有{ $stones }颗：到这里一共{ $sofar }。
caption-shared = { $shared }个单官，{ $side }方每个算一半：再加{ $more }。
caption-total = { $side }方的子数：空{ $territory } + 子{ $stones } + ½ × 单官{ $shared } = { $total }。
benchmark = 棋盘的一半是{ $half }；{ $komi }时，{ $side }方要多于{ $target }。{ $side }方{ $count } → { $result }

## 拼接

as-is = { $text }
two-sentences = { $first }{ $second }

## 数子练习

trainer-time-up = 时间到：{ $total }题里数了{ $answered }题，对了{ $right }题。
trainer-round-over = 这一轮结束：用时{ $time }，{ $total }题对了{ $right }题。
trainer-living-stone = { $at }：一颗{ $color ->
    [black] 黑
   *[white] 白
}活子；{ $counts ->
    [yes] 给{ $side }方算1子
   *[no] 不算{ $side }方的
}。
trainer-area-chosen = 选中了{ $at }这块空：输入它有几个点，死子所在的点也要算。
trainer-shared-point = { $at }是单官：它同时挨着黑子和白子，双方各算一半。
trainer-other-sides-area = { $at }这块空是{ $owner }方的，不算{ $side }方的。
trainer-not-this-size = 不是{ $size }：把{ $at }这块空再数一遍，空点和死子所在的点都要数。
trainer-areas-so-far = 已经数过的空一共{ $sum }个点。
trainer-type-area-size = 输入这块空的点数，是个整数。
trainer-marks-right = { $shown ->
    [yes] { $dead ->
        [0] 这里没有死子，每块棋都活着。
        [1] 这就是那颗死子，现在给你标出来了。
       *[other] 这些就是死子，现在给你标出来了。
    }
   *[no] { $dead ->
        [0] 对：这里没有死子，每块棋都活着。
        [1] 对：这颗子是死子。
       *[other] 对：这些就是死子。
    }
}
trainer-on-to-next = 接着看下一个局面。
trainer-well-spotted = 看得准。
trainer-now-count = 现在把它们拿掉，数一数{ $side }方的子数。
trainer-not-yet = 还没完。
trainer-dead-unmarked = { $groups ->
    [1] 还有一块死棋没有标出来。
   *[other] 还有{ $groups }块死棋没有标出来。
}
trainer-right = 对。
trainer-not-this-time = 这次不对。
trainer-type-count = 输入子数，比如43或43½（写43.5也行）。
trainer-ask-result = 现在说说：谁胜？胜几子，合几目？
trainer-result-right = 对：{ $result }
trainer-not-quite = 还差一点。
trainer-needs-more-than = { $side }方要多于{ $target }才能胜（棋盘的一半{ $half }，{ $side ->
    [black] 加上
   *[white] 减去
}{ $komi }）。
trainer-margin-is = 胜方说对了。胜几子，就看{ $side }方的子数{ $count }和{ $target }相差多少。
trainer-stone-is-two-points = 胜方和子数都对了。1子合2目。

## 棋盘朗读区播报的着法

move-pass = { $color }停一手。
move-played = { $color }下在{ $at }。
move-captures = 提掉{ $stones }颗子。
move-own-atari = { $at }的{ $color ->
    [black] 黑
   *[white] 白
}棋只剩1口气了。
move-atari = { $at }的{ $color ->
    [black] 黑
   *[white] 白
}棋被打吃，还剩1口气。

## 对局页

said-new-game = 新的一局，{ $size }棋盘。轮到{ $color }下。
said-restored = 对局已恢复，下了{ $moves }手。轮到{ $color }下。
said-back-to-game = 回到你的对局：下了{ $moves }手，轮到{ $color }下。
said-opened = { $named ->
    [yes] 已打开棋谱：{ $name }。
   *[no] 已打开棋谱。
}共{ $moves }手。轮到{ $color }下。
said-both-passed = 双方都停了一手，对局结束。点一下死子把它们标出来，然后双方确认。
said-resigns = { $loser }认输。{ $winner }中盘胜。
said-marked = { $at }的{ $stones }颗{ $color }子标为{ $dead ->
    [yes] 死棋
   *[no] 活棋
}。
said-both-agree = 双方确认。{ $result }
said-agrees = { $color }方已确认，等{ $other }方确认。
said-resumes = 继续对局。轮到{ $color }下。
said-taken-back = 已悔一手。轮到{ $color }下。
said-wins-on-time = 对方超时，{ $winner }胜。

## 计时

time-no-basic = 没有基本用时
time-minutes = { $minutes }分钟
time-seconds = { $seconds }秒
time-no-clock = 不计时
time-sudden-death = 全局共{ $basic }
time-countdown = { $basic }，然后{ $minutes }次1分钟读秒
time-fast = { $basic }，然后每手{ $seconds }秒
call-seconds = { $seconds }秒
call-number = { $n }
call-minute-used = { $remain ->
    [1] 1分钟。最后一分钟
   *[other] 1分钟。还剩{ $remain }分钟
}
call-countdown-begins = 基本用时已用完。开始读秒：{ $minutes }分钟
call-fast-begins = 基本用时已用完。每手{ $seconds }秒
call-basic-over = 基本用时已用完
call-minutes-left = 还剩{ $minutes }分钟
call-seconds-left = 还剩{ $seconds }秒
call-time-up = 时间到，超时判负
call-ten-time-up = 10，超时判负
call-line = { $side }方：{ $call }。
face-time-up = 超时
face-no-extra-time = 没有读秒
face-then-minutes = 然后{ $minutes }×1分钟
face-countdown-minutes = { $reserve ->
    [1] 读秒：最后一分钟
   *[other] 读秒：还剩{ $reserve }分钟
}
face-then-seconds = 然后每手{ $seconds }秒
face-countdown-seconds = 读秒：每手{ $seconds }秒
target = 黑方要多于{ $needs }子才能胜：{ $parts }。
target-half-long = 棋盘的一半（{ $half }）
target-plus = { $first } + { $second }
target-komi = 贴{ $komi }子
target-compensation = 让子还{ $compensation }子
target-compensation-long = 让子还{ $compensation }子（½ × { $handicap }子）
count-line = { $color }：{ $stones }子 + 空{ $territory } + ½ × 单官{ $shared } = { $total }
count-line-needs = { $line }；要多于{ $needs }（{ $parts }）
nigiri = 抓了{ $hidden }颗子：{ $pairs }对，{ $parity ->
    [odd] 余一颗，是单数
   *[even] 没有余，是双数
}。{ $guesser }猜的是{ $guess ->
    [odd] 单
   *[even] 双
}：{ $right ->
    [yes] 猜对了
   *[no] 猜错了
}，所以{ $black }执黑先下。

## 打开棋谱

record-opened = { $named ->
    [yes] 已打开棋谱：{ $name }。
   *[no] 已打开棋谱。
}
record-rules = 这局棋按{ $rules }{ $territory ->
    [yes] 规则下，那种规则数空；本应用按中国规则数子，所以算出的结果可能和棋谱记下的结果差一目左右。
   *[no] 规则下。
}
record-setup-later = 棋谱在第{ $moves }手之后摆上了棋子，对局从那里开始。

## 语言菜单

language-label = 语言
language-failed = { $language }暂时无法加载，页面保持不变。请联网后再试。

## 课程和练习题的提示（lessons::note::Note）

step-well-done = 做得好。
step-not-this-move = 这里要找的不是这一手。
step-already-solved = 这一步你已经做完了。按“下一步”继续。
step-already-marked = 这个点你已经标过了。
step-not-a-number = 请输入一个数，比如4。
step-not-a-quarter = 答案是一个整数，或者整数再加一半或四分之一，比如40½或3¾。
step-not-this-point = 不是这个点。
step-show-points = 你还没找到的点已经标出来了。把它们一个一个点一下。
step-show-choice = 正确的答案已经标出来了。选它吧。
step-watched = 整个过程你都看完了。准备好了就按“下一步”。
step-hint-capture = 看标出来的点：这些是剩下的气。把它们一口一口堵住。
step-hint-save = 你要救的棋子只剩一口气，已经标出来了。让它们多几口气。
step-hint-play = 找一找能做到上面文字要求的那一手。
step-hint-points = 一个点一个点地看，每个点都用文字里的规则检查一下。
step-hint-number = 用手指一个一个地指着，出声数一数。
step-hint-choice = 把棋盘上面的文字再读一遍，然后看看棋盘。
step-not-dead = 这些子不是死子：它们提不掉，所以终局时还留在棋盘上。
step-no-stone-here = 这个点上没有棋子。
step-zero-liberties = 0口气的意思是这些子一口气也没有了：那它们早就被提掉，不在棋盘上了。
step-count-area-again = 把活着的棋子、它们围住的空点和单官的一半加在一起。
step-counted-dead-as-alive = 你把死子当成活子数了。死子要从棋盘上拿掉：它们所在的点归对方。
step-given-again = 把题目再读一遍，一步一步算出来。
step-count-again = 再数一遍，慢一点，一个一个地数。
step-play-here = 下在标出来的点上：{ $at }。
step-press-pass = 按“停一手”按钮。
# $pass 是 yes 时，答案是停一手（这时 $at 是空的）。
step-answered = { $pass ->
    [yes] 好。{ $color }停一手。又轮到你下了。
   *[no] 好。{ $color }下在{ $at }。又轮到你下了。
}
step-punished = { $pass ->
    [yes] { $color }停一手。
   *[no] { $color }下在{ $at }。
}
step-captures-yours = { $stones ->
    [1] { $color }提掉了你的一颗子。
   *[other] { $color }提掉了你的{ $stones }颗子。
}
step-found = { $left ->
    [0] 对，{ $at }。
    [1] 对，{ $at }。还有一个没找到。
   *[other] 对，{ $at }。还有{ $left }个没找到。
}
step-still-has-liberties = { $stones ->
    [1] 这颗{ $color }子还有{ $liberties }口气（已经标出来了），所以它还留在棋盘上。
   *[other] 这{ $stones }颗{ $color }子还有{ $liberties }口气（已经标出来了），所以它们还留在棋盘上。
}
step-runs-out = { $color }下在{ $at }逃了出来：现在这些子有{ $liberties }口气，跑掉了。
step-captured-in-atari = { $stones ->
    [1] 它还是只有一口气，在{ $at }：{ $color }下在那里，提掉了你的子。
   *[other] 它们还是只有一口气，在{ $at }：{ $color }下在那里，提掉了你的{ $stones }颗子。
}
step-played = { $captured ->
    [0] { $color }下在{ $at }。
   *[other] { $color }下在{ $at }。提掉{ $captured }颗子。
}
step-target-in-atari = { $stones ->
    [1] 这颗{ $color }子只剩1口气了。
   *[other] 这{ $stones }颗{ $color }子只剩1口气了。
}
step-not-empty = { $at }上有棋子。气是空着的点。
step-diagonal = { $at }只在斜角上碰到这块棋（对角）。只有沿着线紧挨着的点才是气。
step-not-touching = { $at }没有沿着线挨着这块棋。
step-allowed-here = { $captures ->
    [yes] { $color }可以下在{ $at }：这一手能提子，提掉以后这颗子就有气了。
   *[no] { $liberties ->
        [1] { $color }可以下在{ $at }：这颗子还会有1口气。
       *[other] { $color }可以下在{ $at }：这颗子会有{ $liberties }口气。
    }
}
step-owned-by = { $at }四周只有{ $color }子，所以它归{ $color }方。
step-not-a-star = { $at }不是星位。星位是棋盘上画着的小圆点。
step-not-that-number = 不是{ $given }。
step-the-answer-is = 答案是{ $answer }。请把它输进去。
problem-caught-anyway = 这一手帮不上忙：不下它，你也一样能提掉这些子。直接去堵最后的几口气吧。
problem-also-works = 这样也行：这些子现在逃不掉了。
problem-escapes = 现在这些{ $color ->
    [black] 黑
   *[white] 白
}子有{ $liberties }口气了。
problem-lives = 现在这块棋有两个眼，活了。
problem-stones-captured = 你的子被提掉了。
problem-cannot-live = 现在你这块棋做不出两个眼了。
problem-cannot-escape = 现在你的子逃不掉了。

## 规则不允许的一手（rules::IllegalMove）

illegal-off-board = 这个点不在棋盘上。
illegal-occupied = { $at }上已经有一颗{ $color ->
    [black] 黑
   *[white] 白
}子了。棋子要下在空点上。
illegal-suicide = { $stones ->
    [1] { $color }子下在这里会一口气也没有，又提不掉任何子，所以对{ $color }来说，这里是禁着点。
   *[other] 下在这里，{ $color }连在一起的{ $stones }颗子会一口气也没有，这一手又提不掉任何子，所以对{ $color }来说，这里是禁着点。
}
# $color 是刚刚提子的一方；$at 是它提子的地方，$from 是它提子的那颗子。
illegal-ko = 这是打劫。{ $color }刚刚用{ $from }的子提掉了{ $at }的一颗子；马上提回去，棋盘就会变回提子以前的样子。先在别处下一手（劫材），然后才可以提回去。
illegal-superko = { $move ->
    [0] 这一手会让整个棋盘变得和开始时一模一样，而同一个局面不能再出现。
   *[other] 这一手会让整个棋盘变得和第{ $move }手之后一模一样，而同一个局面不能再出现。
}
illegal-game-over = 对局已经结束。想接着下的话，请先继续对局。
