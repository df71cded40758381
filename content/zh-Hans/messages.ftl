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
   *[other] { $at }那块{ $color ->
        [black] 黑
       *[white] 白
    }棋（{ $stones }颗）
}
group-start = { $stones ->
    [1] { $at }的{ $color ->
        [black] 黑
       *[white] 白
    }子
   *[other] { $at }那块{ $color ->
        [black] 黑
       *[white] 白
    }棋（{ $stones }颗）
}

# $group 是 group-start；$reason 是下面某条 life-… 文字。
group-alive = { $group }{ $stones ->
    [1] 是
   *[other] 是
}活棋：{ $reason }。
life-two-eyes = { $stones ->
    [1] 它
   *[other] 这块棋
}有{ $eyes ->
    [2] 两个分开的眼，{ $opponent }永远不能把两个眼都填上
   *[other] { $eyes }个分开的眼，{ $opponent }永远不能把它们全填上
}
life-territory = { $stones ->
    [1] 它
   *[other] 这块棋
}围住了自己的{ $points }个点，有做两个眼的空间
life-connected = { $stones ->
    [1] 它
   *[other] 这块棋
}和{ $with }的活棋一起围住了{ $points }个点，{ $opponent }方提不掉{ $stones ->
    [1] 它
   *[other] 这块棋
}
life-seki = { $stones ->
    [1] 它
   *[other] 这块棋
}和{ $with }那块棋形成双活：谁先去紧公气，谁就会被提掉，所以双方都活
life-alive = { $opponent }提不掉{ $stones ->
    [1] 它
   *[other] 这块棋
}
group-dead = { $group }是死子：{ $stones ->
    [1] 它在{ $owner }方的地盘里，没有做两个眼的空间，可以被提掉。把它拿掉，它所在的点算{ $owner }方的。
   *[other] 这块棋在{ $owner }方的地盘里，没有做两个眼的空间，可以被提掉。把这些子拿掉，它们所在的点算{ $owner }方的。
}

## 核对子数

count-right = 对：{ $side }方是{ $count }子。
count-wrong = 不是{ $answer }子：{ $more ->
    [yes] 多了
   *[no] 少了
}{ $off }子。
count-again = 不是{ $answer }子：{ $more ->
    [yes] 多了
   *[no] 少了
}。再数一遍。
count-side-has = { $side }方是{ $count }子。
hint-other-side = 这是{ $other }方的子数，题目问的是{ $side }方。两方加起来正好是整个棋盘。
hint-shared-left-out = 是不是漏了{ $shared ->
    [1] 一
   *[other] { $shared }
}个{ $seki ->
    [all] 公气？每个公气
    [some] 单官和公气？每个单官、每个公气
   *[no] 单官？每个单官
}给{ $side }方算半子。
hint-shared-whole = 是不是把{ $shared ->
    [1] 一
   *[other] { $shared }
}个{ $seki ->
    [all] 公气算成了整子？每个公气
    [some] 单官和公气算成了整子？每个单官、每个公气
   *[no] 单官算成了整子？每个单官
}只给{ $side }方算半子。
hint-shared-taken-off = 是不是把{ $shared ->
    [1] 一
   *[other] { $shared }
}个{ $seki ->
    [all] 公气从{ $side }方的子数里减掉了？每个公气
    [some] 单官和公气从{ $side }方的子数里减掉了？每个单官、每个公气
   *[no] 单官从{ $side }方的子数里减掉了？每个单官
}给双方各加半子：要加上{ $half }，不是减去。
hint-dead-points-left-out = 是不是漏了{ $dead }颗{ $other ->
    [black] 黑
   *[white] 白
}死子所在的点？死子拿掉以后，这些点就是{ $side }方围住的点。
hint-dead-subtracted = 是不是把死子从子数里减掉了？按中国规则，死子不用减：拿掉以后，它们的点就成了{ $side }方的空（{ $dead }个点）。
hint-dead-twice = 是不是把{ $dead }颗死子算了两次？它们是{ $other }方的死子：这些点只算一次，算作{ $side }方围住的点。
hint-stones-left-out = 是不是漏了{ $side }方的{ $stones }颗子？一方的子数是它的活子加上它围住的点。
hint-territory-left-out = 是不是漏了{ $side }方的{ $territory }个空点？一方的子数是它的活子加上它围住的点。
hint-seki-eyes-left-out = 是不是漏了{ $side }方在双活里的{ $eyes ->
    [1] 一
   *[other] { $eyes }
}个眼？双活里的眼只被{ $side }方围着，所以算{ $side }方的；只有双方都挨着的点（双活的公气）才各算一半。
hint-wrong-area = { $at }这块地盘有{ $size }个点，你数的是{ $entered }。
hint-compare-with-board = 对照棋盘看：{ $side }方的每块地盘都标着点数，棋子每数十颗标一个数，最后一颗标着总数，每个只算一半的点标着½。

## “谁胜？”答错的原因

winner-no-draw = 这里不可能和棋：和棋要黑方正好{ $target }子，可每方的子数只可能是整数或带½的数（一个单官算半子）。
winner-dead-counted-alive = 打了叉的子是死子：要拿掉，它们的点归四周的一方。如果把它们当活子算，就成了{ $winner }方胜。
winner-dead-counted-alive-one = 打了叉的子是死子：要拿掉，它的点归四周的一方。如果把它当活子算，就成了{ $winner }方胜。
winner-komi-left-out = 黑方{ $black }子，超过棋盘的一半，可是黑棋还要贴子：和黑方贴子后需要的子数比一比。
winner-komi-in-points = 这里贴{ $komi }子，也就是{ $points }目。当成贴{ $doubled }子来算，就成了白方胜。
winner-shared-half = { $shared ->
    [1] 这个单官
   *[other] 这{ $shared }个单官，每个
}黑白双方各算半子。算成一方的整子，或者漏掉不算，就成了{ $winner }方胜。
winner-close = 只差{ $margin }子：太接近了，凭眼睛看判断不了。要把一方准确地数出来，再和它需要的子数比。
winner-counts = 黑方{ $black }子，白方{ $white }子，合起来是整个棋盘的{ $points }个点。

## 贴子

komi-none = 不贴子
komi-stones = 贴{ $komi }子
komi-stones-old = 按以前的中国规则贴{ $komi }子（如今贴3¾子）
komi-handicap = 受让{ $handicap }子、黑方还{ $back }子（不贴子）

## 一步一步数子

caption-finished = 终局的局面。{ $side }方的子数 = 它的活子，加上它围住的空点，再加上每个单官的一半。
caption-dead-off = 先把死子拿掉：{ $stones }。它们的点现在归四周的一方。
dead-stones = { $count }颗{ $color ->
    [black] 黑
   *[white] 白
}死子
list-two = { $first }和{ $second }
caption-territory = 空点：{ $range }。
caption-stones = 接着数棋子：{ $range }。
caption-range = { $first }到{ $last }
caption-territory-total = { $side }方围住了{ $points }个点。
caption-stones-total = 棋子有{ $stones }颗：到这里一共{ $sofar }。
caption-shared = { $shared ->
    [1] 有一个{ $seki ->
        [no] 单官
       *[other] 公气
    }，{ $side }方算一半：再加{ $more }。
   *[other] 有{ $shared }个{ $seki ->
        [all] 公气
        [some] 单官和公气
       *[no] 单官
    }，{ $side }方每个算一半：再加{ $more }。
}
caption-total = { $side }方的子数：{ $territory }个空点 + { $stones }颗子 + { $shared }个{ $seki ->
    [all] 公气
    [some] 单官和公气
   *[no] 单官
}的一半 = { $total }。
caption-total-no-shared = { $side }方的子数：{ $territory }个空点 + { $stones }颗子 = { $total }。
benchmark = 棋盘的一半是{ $half }子，{ $side }方要多于{ $target }子才能胜（{ $komi }）。{ $side }方有{ $count }子，{ $result }

## 拼接

as-is = { $text }
two-sentences = { $first }{ $second }

## 数子练习

trainer-time-up = 时间到：共{ $total }题，数了{ $answered }题，对了{ $right }题。
trainer-round-over = 这一轮结束：用时{ $time }，{ $total }题对了{ $right }题。
trainer-living-stone = { $at }：一颗{ $color ->
    [black] 黑
   *[white] 白
}活子；{ $counts ->
    [yes] 给{ $side }方算一子
   *[no] 不算{ $side }方的
}。
trainer-area-chosen = 选中了{ $at }这块地盘：输入它有几个点，死子所在的点也要算。
trainer-shared-point = { $at }同时挨着黑子和白子（单官，或双活里的公气），双方各算一半。
trainer-other-sides-area = { $at }这块地盘是{ $owner }方的，不算{ $side }方的。
trainer-not-this-size = 不是{ $size }：把{ $at }这块地盘再数一遍，空点和死子所在的点都要数。
trainer-areas-so-far = 已经数过的地盘一共{ $sum }个点。
trainer-type-area-size = 输入这块地盘的点数，是个整数。
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
trainer-now-count-one = 现在把它拿掉，数一数{ $side }方的子数。
trainer-now-count-none = 现在数一数{ $side }方的子数。
trainer-dead-unmarked = { $groups ->
    [1] 还有一块死棋没有标出来。
   *[other] 还有{ $groups }块死棋没有标出来。
}
trainer-right = 对。
trainer-not-this-time = 这次不对。
trainer-choose-again = 再选一次。
trainer-type-count = 输入子数，比如43或43½（写43.5也行）。
trainer-ask-result = 现在说说：谁胜？胜几子，合几目？
trainer-result-right = 对：{ $result }
trainer-not-quite = 还差一点。
trainer-needs-more-than-half = { $side }方要多于棋盘的一半{ $target }子才能胜（这里不贴子）。
trainer-needs-more-than = { $side }方要多于{ $target }子才能胜：棋盘的一半{ $half }子，{ $side ->
    [black] 加上
   *[white] 减去
}{ $komi }。
trainer-margin-is = 胜方说对了。胜几子，就看{ $side }方的子数{ $count }和{ $target }相差多少。
trainer-stone-is-two-points = 胜方和子数都对了。一子合两目。

## 棋盘朗读区播报的着法

move-pass = { $color }棋停一手。
move-played = { $color }棋下在{ $at }。
move-captures = 提掉{ $stones }颗子。
move-own-atari = { $at }的{ $color ->
    [black] 黑
   *[white] 白
}棋只剩一口气了。
move-atari = { $at }的{ $color ->
    [black] 黑
   *[white] 白
}棋被打吃，还剩一口气。

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
target-plus = { $first } + { $second }
target-komi = 贴{ $komi }子
target-compensation = 让子还{ $compensation }子
target-compensation-long = 让子还{ $compensation }子（½ × { $handicap }子）
count-line = { $color }：棋盘上{ $stones }颗子 + 围住的{ $territory }个点 + { $shared }个单官的一半 = { $total }
count-line-no-shared = { $color }：棋盘上{ $stones }颗子 + 围住的{ $territory }个点 = { $total }
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
rules-name-chinese = 中国
rules-name-japanese = 日本
rules-name-korean = 韩国
rules-name-aga = 美国围棋协会
rules-name-new-zealand = 新西兰
rules-name-ing = 应氏
record-rules = 这局棋按{ $rules }{ $territory ->
    [yes] 规则下，那种规则数空；本应用按中国规则数子，所以算出的结果可能和棋谱记下的结果差一目左右。
   *[no] 规则下。
}
record-setup-later = 棋谱在第{ $moves }手之后摆上了棋子，对局从那里开始。
record-variations = 这份棋谱除了主线还有{ $n }个变化；打开的是主线。
record-kept-start = 第{ $number }手（{ $color }{ $at }）使棋盘回到了开局时的样子
record-kept-repeats = 第{ $number }手（{ $color }{ $at }）重复了第{ $earlier }手之后的局面
record-kept-suicide = 第{ $number }手（{ $color }{ $at }）使自己的{ $stones }颗子离开棋盘（自杀）
record-kept-allowed = { $what }；中国规则禁止这样下，而这盘棋所用的{ $rules }规则不禁止。
record-kept-unknown-rules = { $what }；中国规则禁止这样下；本应用不知道这盘棋的规则（{ $rules }）怎么规定，所以按棋谱保留这手棋。
record-kept-no-rules = { $what }；中国规则禁止这样下；棋谱没有写明这盘棋按什么规则下，所以按棋谱保留这手棋。
record-stopped = 第{ $number }手（{ $color }{ $at }）不能下：{ $why }

# 棋谱里的一个节点。
sgf-place = { $where ->
    [first] 第一个节点
    [before] 第{ $node }个节点（第一手之前）
   *[after] 第{ $node }个节点（第{ $move }手之后）
}
sgf-place-start = { $where ->
    [first] 第一个节点
    [before] 第{ $node }个节点（第一手之前）
   *[after] 第{ $node }个节点（第{ $move }手之后）
}
# 棋谱打不开的原因。
sgf-too-large = 这份棋谱太大了（{ $size } MB），上限是 { $limit } MB。
sgf-too-many-nodes = 这份棋谱的着手和变化超过 { $max } 个，本应用读不了这么多。
sgf-too-many-moves = 这局棋有 { $moves } 手；本应用只能打开不超过 { $max } 手的对局。
sgf-unknown-charset = 这份棋谱用的字符集是“{ $charset }”，本应用不认识。
sgf-not-utf8 = 这份棋谱不是 UTF-8 文本，也没有写明用的是哪种字符集。
sgf-bad-text = 这份棋谱有些字节不是 { $charset } 文本。
sgf-no-game = 这份棋谱里没有对局。
sgf-ends-in-value = 棋谱在一个属性值的中间结束了（第 { $line } 行）。
sgf-ends-in-game = 从第 { $line } 行开始的对局还没有用“)”结束，棋谱就结束了。
sgf-unexpected-char = 棋谱第 { $line } 行有一个不该出现的 { $found }。
sgf-empty-variation = 第 { $line } 行的一个变化里没有着手。
sgf-node-after-variation = 第 { $line } 行的一个节点出现在已经结束的变化之后；那里只能接另一个变化。
sgf-lowercase-name = 第 { $line } 行的属性名 { $name } 没有大写字母。
sgf-bad-name = { $name } 不是属性名（只能用大写字母 A 到 Z）。
sgf-missing-value = 第 { $line } 行的属性 { $name } 后面没有方括号里的值。
sgf-bad-raw-value = { $raw } 不能原样放进方括号：其中的“]”或末尾的“\”没有转义。
sgf-no-values = 属性 { $name } 至少要有一个值。
sgf-not-go = 这份棋谱是别的棋（GM[{ $game }]），不是围棋。
sgf-bad-size = 棋盘大小 SZ[{ $value }] 不是一个数。
sgf-not-square = 本应用只用正方形的棋盘；这份棋谱是 { $cols }×{ $rows }。
sgf-size-out-of-range = 本应用的棋盘从 2×2 到 25×25；这份棋谱是 { $lines }×{ $lines }。
sgf-bad-komi = 贴目 KM[{ $value }] 不是一个数。
sgf-odd-komi = 贴目 KM[{ $value }] 不是本应用能用的整数目或半目。
sgf-bad-handicap = 让子 HA[{ $value }] 不是棋盘上放得下的子数。
sgf-bad-player = { $place }写着轮到 PL[{ $value }] 下；应该是 B 或 W。
sgf-not-a-point = { $place }有 { $name }[{ $value }]，这不是一个点。
sgf-move-off-board = 第{ $number }手（{ $name }[{ $value }]）在 { $size }×{ $size } 的棋盘外面。
sgf-stone-off-board = { $place }在 { $value }（{ $name }）摆了一颗子，那里在 { $size }×{ $size } 的棋盘外面。
sgf-mark-off-board = { $place }在 { $value }（{ $name }）做了标记，那里在 { $size }×{ $size } 的棋盘外面。
sgf-two-moves = { $place }里有不止一手棋。
# 读棋谱时略过的地方。
sgf-read-as-latin1 = 文件没有写明用的是哪种字符集，也不是 UTF-8，所以按 SGF 默认的 Latin-1 读取。如果名字或评注看起来不对，说明它是用别的字符集写的。
sgf-read-unknown-charset = 文件说它用的字符集是“{ $declared }”，本应用不认识；已按 { $read_as } 读取，有些字可能显示不对。
sgf-read-as-utf8 = 文件说它用的是 { $declared }，但它的文本是 UTF-8，所以按 UTF-8 读取。
sgf-read-bad-bytes = 文件里有些字节不是 { $charset } 文本，显示为“�”。
sgf-read-unclosed = 从第 { $line } 行开始的对局还没有用“)”结束，棋谱就结束了；结束之前的内容都已读取。
sgf-read-cut-short = 文件在第 { $line } 行的{ $what ->
    [comment] 一段评注
    [move] 一手棋
   *[property] 属性 { $name }
}中间断了，像是被截短了；那一部分没有读取，之前的内容都已读取。
sgf-read-stray-text = 第 { $line } 行有不属于棋谱的文字（“{ $text }”），已跳过。
sgf-read-empty-variation = 第 { $line } 行的一个变化里没有着手，已跳过。
sgf-read-node-after-variation = 第 { $line } 行的一个节点出现在已经结束的变化之后，已当作又一个变化读取。
sgf-read-two-moves = 第 { $line } 行的一个节点里有两手棋（老的服务器这样写），已按先后两手读取。
sgf-read-old-names = { $more ->
    [0] 旧式的、不全是大写的属性名已按其中的大写字母读取（{ $written } 读作 { $read_as }）。
   *[other] 旧式的、不全是大写的属性名已按其中的大写字母读取（{ $written } 读作 { $read_as }，另有 { $more } 处）。
}
sgf-read-and-more = { $first }另有 { $more } 处也是这样。
sgf-setup-black-no-liberties = { $place }摆好的棋子无法开始对局：有一块 { $stones } 颗子的黑棋没有气。
sgf-setup-white-no-liberties = { $place }摆好的棋子无法开始对局：有一块 { $stones } 颗子的白棋没有气。

## 每一页的框架（src/app.rs）

shell-brand = 围棋
shell-brand-hint = 学围棋
shell-footer = 按中国规则下围棋：数子法，数棋子和围住的点。
shell-your-data = 你的数据
shell-starting = 正在启动，请稍等。

## 主菜单（src/components/nav.rs）

# 菜单区域的名称，给读屏软件用。
nav-label = 主菜单
# 手机上打开和关上菜单的按钮。
nav-menu = 菜单
# 每个栏目：菜单里的名称，然后是首页列表里的一句话。
nav-home = 首页
nav-home-blurb = 围棋是什么，从哪里开始学。
nav-learn = 课程
nav-learn-blurb = { $count }节短课，从下第一颗子，学到下完一局、数清胜负。
nav-glossary = 术语表
nav-glossary-blurb = 课程里用到的每个围棋用语，都用大白话讲清楚，还配一个小棋盘。
nav-practice = 练习
nav-practice-blurb = 能即时反馈的练习题：提子、打劫、禁着点、死活，还记下你的进度。
nav-count = 数子
nav-count-blurb = 用中国的方法数终局的棋：谁胜、准确的子数、哪些是死子，还可以限时练。
nav-play = 对局
nav-play-blurb = 和水平相当的电脑下一整局，或者和朋友在这台设备上下，终局时帮你数子。

## 跳过链接（src/components/skip_link.rs）

skip-link = 跳到正文

## 保存的进度（src/storage/context.rs）

storage-full = 进度没能保存：存储空间满了。之前的进度都还在，刚才做的没有保存。
storage-not-kept = 这个浏览器不保存数据（无痕窗口？），关掉页面后进度就没有了。
storage-set-aside = 有一份以前保存的记录读不出来，已经另外放好，其余的都已载入。
storage-left-in-place = 有一份保存的记录读不出来，而且没有空间另存一份。它原样留着；在腾出空间之前，它那一页上做的事不会保存。
storage-save-failed = 进度刚才没能保存。
storage-room = 要腾出空间，可以先把进度保存成文件，再删掉不需要的东西。“你的数据”列出了这里保存的所有东西和它们的大小。
storage-room-link = 打开“你的数据”
storage-dismiss = 知道了
address-not-found = 这个地址要找的“{ $what }”不存在；下面是这一页现有的内容。

## 新版本提示（src/offline.rs）

update-ready = 新版本已经准备好了，重新加载就能用。
update-reload = 重新加载

## 浅色/深色切换（src/components/theme_toggle.rs）

theme-label = 深色主题
theme-hint-to-dark = 换成深色主题
theme-hint-to-light = 换成浅色主题

## 棋盘（src/components/goban）

board-tap-again = { $point }：再点一下就落子。
board-zoomed = 已放大{ $point }附近。点你要下的点，或者选“整个棋盘”。
board-zoomed-short = 已放大：可以直接点这里的点，或按“整个棋盘”回到全图。
board-whole-board = 整个棋盘

# 棋盘的朗读区域说一个点：先是点名，再一项一项接上。
board-point-and = { $first }，{ $next }
board-point-empty = 空点
board-point-stone = { $color ->
    [black] 黑子
   *[white] 白子
}
board-point-last-move = 最后一手
board-point-dead = 标为死子
board-point-triangle = 三角标记
board-point-square = 方块标记
board-point-circle = 圆圈标记
board-point-cross = 叉号标记
board-point-label = 标注{ $label }
board-point-liberty = 气
board-point-problem = 问题所在
board-point-hint = 提示
board-point-correct = 正确
board-point-area = { $color }方的地盘
board-point-shared = 单官

## 课程或练习题的一步（src/components/step.rs）

step-pass = 停一手
step-retry = 再试一次
step-check = 检查
step-your-answer = 你的答案
step-play = 播放
step-pause = 暂停
step-frame-back = 上一张
step-frame-next = 下一张
step-frame-of = { $n ->
    [0] 开始的局面（后面还有{ $m }张图）
   *[other] 图 { $n }/{ $m }
}
step-close = 关闭
step-term-description = 这个词的意思
step-term = { $name }：
# Another name of a glossary term, after its name.
glossary-also = （{ $also }）
step-term-also = { $name }（{ $also }）：
step-glossary = 打开术语表

## 来自应用外的长文字（src/components/long_text.rs）

long-text-more = 展开
long-text-less = 收起

## 首页（src/pages/home.rs）

home-title = 从第一颗子开始学围棋
home-eyebrow = 围棋 · 零基础入门
home-heading = 从第一颗子开始学围棋
home-what = 本应用按中国规则，从零开始教你下围棋：有短课、练习题、数子练习，还能在真正的棋盘上下整局棋。
home-start = 先从“课程”里的第一课开始：每一课只讲一个道理，讲完马上让你试一试。
home-sections-heading = 栏目
home-board-caption = 黑子从三面围住了这颗白子。黑棋下在标出来的点上，也就是它旁边最后一个空点，就能把它提掉。

## 课程页（src/pages/learn.rs）

learn-title = 课程
learn-eyebrow = 入门课程
learn-heading = 学围棋，一小步一小步来
learn-lead = { $count }节短课，带你从下第一颗子，学到按中国规则下完一整局、数清胜负。每一步都有一个小棋盘，只让你做一件事。
learn-start = 开始第一课
learn-resume = 从上次停下的地方继续
learn-all-done = 每一步你都做完了，真棒！去“对局”页下一局吧。
learn-overall = 你的进度
learn-steps-done = 共{ $m }步，已完成{ $n }步
learn-finished = 已学完
learn-reset = 清除我的进度
learn-reset-question = 要清除你做过哪些步的记录吗？清除以后不能恢复。
learn-reset-yes = 是，清除
learn-reset-no = 不，保留
learn-reset-done = 你的进度已经清除了。
learn-chapters = 各课
learn-appendix = 以后再看
learn-appendix-lead = 等你开始在棋社或比赛中下棋时再看。下最初几盘棋用不到这些。
learn-glossary = 课程里遇到的用语，在术语表里都有解释。
learn-play = 去下棋

## 一节课（src/pages/lesson.rs）

lesson-title = 课程
lesson-course = 全部课程
lesson-chapter = 第{ $number }课
lesson-appendix = 以后再看
lesson-missing = 没有这一课。请从课程列表里选一课。
lesson-step-of = 第{ $n }步，共{ $m }步
lesson-back = 上一步
lesson-next = 下一步
lesson-finish = 学完这一课
# After the course's last step: what to do next.
lesson-next-heading = 接下来做什么？
lesson-next-play = 和第1级的电脑多下几局。如果它轻松赢了，就让自己先摆几颗让子。
lesson-next-practice = 做练习题：吃子、劫、死活。
lesson-next-count = 在数子练习里数终局的棋，直到数得又快又准。
lesson-hint = 提示：
lesson-show-me = 给我看
lesson-board-label = 课程棋盘，{ $size }
lesson-done = 共{ $total }步，已完成{ $done }步
lesson-play-game = 去下棋
# 对局这一步的按钮，每种准备好的对局一个。
lesson-game-capture = 和电脑下一局吃子棋
lesson-game-first = 和电脑下一整局
lesson-game-help = 对局会在“对局”页打开。下完以后回到这里，这一步就算做完了。
lesson-game-played = 我下完了，继续

## 术语表（src/pages/glossary.rs）

glossary-title = 术语表
glossary-heading = 术语表
glossary-lead = 课程里用到的围棋用语，每个都用大白话讲清楚，还配一个小棋盘。
glossary-diagram = “{ $term }”的示例棋盘

## 找不到的页面（src/pages/not_found.rs）

not-found-title = 找不到这个页面
not-found-heading = 棋盘上没有这个点
not-found-body = 你打开的地址，在本应用里找不到对应的页面。可能是地址打错了，也可能是页面换了地方。
not-found-back = 回到首页

## 练习（src/pages/practice/mod.rs）

practice-title = 练习
practice-lead = 能即时反馈的练习题：提子、打劫、禁着点、死活。每个答案都在棋盘上检查；下错了，对方会下出最好的应对，并告诉你为什么不行。

## 练习：题组（src/pages/practice/overview.rs）

practice-sets-all = 你的练习
practice-sets-shuffle-all = 全部题目，打乱顺序
practice-sets-retry-all = 重做做错的题（{ $missed }道）
practice-sets-sets = 题组
practice-sets-level = { $from }–{ $to }级
practice-sets-level-one = { $kyu }级
practice-sets-start = 开始
# 读屏软件读出的“开始”按钮。
practice-sets-start-label = 开始：{ $set }
practice-sets-shuffle = 打乱顺序
practice-sets-shuffle-label = 打乱顺序：{ $set }
practice-sets-retry = 重做错题（{ $missed }）
practice-sets-retry-label = 重做错题：{ $set }
practice-sets-solved-of = 共{ $m }道，做对了{ $n }道
practice-sets-first-try = { $n }道一次就做对
practice-sets-missed = { $n }道做错
practice-sets-problems = { $m }道题

## 练习：一道题（src/pages/practice/problem.rs）

problem-back = 全部题组
problem-problem-of = 第{ $n }题，共{ $m }题
problem-number = 第{ $n }题
practice-level-title = 你的水平
rank-kyu = { $n }级
rank-dan = { $n }段
your-rank = 你的水平：棋力约{ $rank }（{ $games }盘棋，{ $problems }道题）。
your-rank-guess = 这是初步估计，下十盘棋或做十道题左右后会更准。
practice-rank-how-title = 这是怎么算的？
practice-rank-how = 围棋用“级”表示水平：初学者约30级，越强数字越小。每道题也有自己的级别。第一次就做对，你的级别会提高，题目比你难时提高更多；走错、看提示或看答案会让它降低。很多人做错的题，级别会升高。和电脑下完的整盘棋也算在内。
practice-at-my-level = 按我的水平练习
practice-due = 今天有{ $n }道题需要复习。
practice-due-none = 今天没有要复习的题。做错的题会在第二天回来。
practice-due-start = 开始复习（{ $n }）

## 练习：自动生成的题组（src/text/problems.rs）

practice-more-title = 更多题目
practice-more-lead = 由程序从棋形生成，并由它的读棋功能逐步验证，难度约从30级到10级。
practice-loading = 正在载入题目……
practice-more-missing = 程序生成的题目没能载入。请在联网时再试一次：载入一次之后，离线也能用。
practice-more-retry = 再试一次
more-capture-now = 马上提子
more-capture-now-summary = 找到一步就能提掉棋子的着法。
more-atari = 正确的打吃方向
more-atari-summary = 从让对方无路可逃的一侧打吃。
more-ladder = 征子
more-ladder-summary = 用征子追赶：打吃，对方每逃一次就再打吃。
more-net = 枷吃
more-net-summary = 松松地罩住对方的棋子，让它逃不出去。
more-snapback = 倒扑
more-snapback-summary = 先送一子，再提回更多。
more-cutting-stones = 吃掉断子
more-cutting-stones-summary = 吃掉把你的棋子分断的棋子。
more-escape = 逃跑
more-escape-summary = 救出你的棋子：逃出来，或者吃掉围住它们的棋子。
more-capturing-race = 对杀
more-capturing-race-summary = 双方的棋子都有危险：抢先紧掉对方的最后一口气。
more-life-and-death = 死活
more-life-and-death-summary = 破掉对方做两个眼的空间，或者给自己做出两个眼。
more-task-capture = 黑先。吃掉标记的{ $n }颗白子。
more-task-save = 黑先。救出标记的{ $n }颗黑子。
more-task-kill = 黑先。杀掉带标记的白棋。
more-task-live = 黑先。让带标记的黑棋活下来。
more-task-race = 黑先。赢得对杀：在对方吃掉你之前，吃掉标记的{ $n }颗白子。
problem-board-label = 练习题棋盘，{ $size }
problem-hint = 提示
problem-hint-label = 提示：
problem-show = 看答案
problem-next = 下一题
problem-previous = 上一题
problem-finish = 完成
problem-done-title = 做得好：这是这一轮的最后一题。
problem-done = 这一轮：{ $a }道一次就做对，{ $b }道后来做对，{ $c }道做错。
problem-again-missed = 重做做错的题
problem-to-sets = 回到题组
problem-first-try = 一次就做对了。
problem-solved = 做对了。
problem-missed = 算作做错：以后再试一次吧。

## 数子练习（src/pages/count/mod.rs）

count-page-title = 数子
count-page-lead = 按中国规则（数子法）计算终局的胜负：一方的子数，就是它的活子，加上它围住的点，再加上每个单官（同时挨着黑子和白子的空点）的一半（实战中，数子前一般先把单官收完）。黑贴3¾子：黑方的子数要多于棋盘的一半加3¾子才能胜。死子拿掉以后，它们的点归围住它们的一方。胜负以子计，一子合两目。
# On the count of a game a lesson sent the learner to: the way back to that lesson.
count-back-to-lesson = 回到课程
count-page-board-label = 要数的局面，{ $size }
count-page-loading = 正在载入局面……
count-page-missing = 有些局面没能载入，所以现在所有局面都由程序生成。请在联网时再试一次：载入一次之后，离线也能用。
count-page-retry = 再试一次

## 数子练习：题目和答案（src/pages/count/panel.rs）

count-panel-who-wins = { $komi }时，谁胜？
count-panel-who-wins-dead = 打了叉的子是死子。
count-panel-black = 黑
count-panel-white = 白
count-panel-draw = 和棋
count-panel-mark = 标出死子
count-panel-mark-help = 点一颗子，它所在的整块棋就标为死棋；再点一下，取消标记。如果每块棋都活着，什么都不标，直接检查。
count-panel-mark-keys = 在棋盘上用方向键移动，按回车键标记。
count-panel-marked = 标为死子的：{ $groups }。
count-panel-marked-more = { $list }；{ $next }
count-panel-nothing-marked = 还没有标任何子。
count-panel-check-marks = 检查死子
count-panel-show-marks = 给我看
count-panel-count = 数{ $side }方的子数
count-panel-count-help = { $side }方的活子，加上{ $side }方围住的点（死子所在的点也算），再加上每个单官的一半。
count-panel-count-label = { $side }方的子数
count-panel-check = 检查
count-panel-areas = 一块一块地数
count-panel-areas-help = 点一下{ $side }方某块地盘里的一个点，再输入这块地盘的点数；总数记在这里。子数还要加上棋子和每个单官的一半。
count-panel-areas-keys = 用键盘的话，把棋盘光标移到那块地盘里，按回车键。
count-panel-area-size = { $at }这块地盘的点数
count-panel-add = 加上
count-panel-clear = 重新开始
count-panel-result = { $komi }时，谁胜？胜多少？
count-panel-winner = 胜方
count-panel-margin-stones = 胜几子？
count-panel-margin-points = 合几目？
count-panel-watch = 一步一步看怎么数
count-panel-explain-label = 一步一步数子
count-panel-previous-step = 上一步
count-panel-next-step = 下一步
count-panel-play = 播放
count-panel-pause = 暂停
count-panel-close = 关闭
count-panel-step-of = 第{ $n }步，共{ $m }步
count-panel-next = 下一个局面
count-panel-skip = 换一个局面
count-panel-new-round = 新的一轮
count-panel-round-of = 局面 { $n }/{ $m }
# $time 是“分:秒”，比如 2:05。
count-panel-left = 还剩{ $time }
# 到现在为止输入的空的总数：先是只有一块，然后是几块相加。
count-panel-sum-one = { $total }个点
count-panel-sum = { $sum } = { $total }个点

## 数子练习：成绩（src/pages/count/stats.rs）

count-stats-heading = 你的成绩
count-stats-empty = 做完一个局面以后，成绩就会显示在这里。成绩只保存在这个浏览器里。
count-stats-exercise = 练习
count-stats-board = 棋盘
count-stats-done = 完成
count-stats-right = 一次就对
count-stats-time = 平均用时
count-stats-chart = 最近{ $n }次的成绩：对了{ $r }次。柱子越高，用时越长；实心柱是答对的，虚线空心柱是答错的。
count-stats-chart-note = 最近的成绩，最早的在左边。柱子越高，用时越长；虚线空心柱是答错的。
count-stats-reset = 清除成绩
count-stats-confirm = 要清除数子练习的全部成绩吗？
count-stats-yes = 清除
count-stats-no = 保留

# 图里一根柱子的标题：“准确子数，9×9：对，12秒”。
count-stats-bar = { $mode }，{ $size }×{ $size }：{ $right ->
    [yes] 对
   *[no] 错
}，{ $seconds }秒

## 数子练习：设置（src/pages/count/settings.rs）

count-settings-legend = 练什么
count-page-to-settings = 说明和设置
count-settings-mode = 练习
count-settings-size = 棋盘
count-settings-dead = 有死子
count-settings-seki = 有双活的局面
count-settings-side = 数哪一方

count-settings-who-wins = 谁胜？
count-settings-who-wins-blurb = 算上贴子，是黑胜、白胜，还是和棋。
count-settings-exact = 准确子数
count-settings-exact-blurb = 标出死子，数一方的子数，再说出胜几子、合几目。
count-settings-dead-only = 找死子
count-settings-dead-only-blurb = 只找出死子。
count-settings-timed = 限时
count-settings-timed-blurb = 几分钟内数五个局面。
# 数哪一方的子数：黑方、白方、轮流。
count-settings-side-black = 黑方
count-settings-side-white = 白方
count-settings-side-alternate = 轮流

## 你的数据（src/pages/data/mod.rs）

data-title = 你的数据
data-heading = 你的数据
data-lead = 你的进度和设置只保存在这个浏览器里：不用注册账号，也不会把任何东西发到别处。
data-kept = 这个浏览器会保存你的进度，下次来还在。
data-not-kept = 这个浏览器不保存数据（是不是无痕窗口？），关掉页面后进度就没了。想留住进度，就把它存成文件。
data-saved = { $n ->
    [0] 还没有保存任何记录。
   *[other] 已保存{ $n }条记录。
}
data-records-summary = 保存了什么
data-export-heading = 存一份副本
data-export-body = 把所有数据下载成一个文件，可以留作备份，也可以把进度搬到另一个浏览器里。
data-export-button = 把进度存成文件
data-exporting = 正在下载{ $file }（{ $n }条记录）。
data-export-failed = 无法从这个浏览器的存储里读出你的进度。
data-import-heading = 载入副本
data-import-body = 载入以前在这里存下的文件。载入前会先告诉你它会改变什么，而且什么都不会丢：课程步骤、做过的题和数子成绩会和这里的合在一起，这里更新的保持不变，文件替换掉的东西会作为副本留在下面。只要文件里有一处不对，就什么也不载入。
data-import-button = 从文件载入进度
data-imported = 已从{ $file }载入{ $n }条记录。
data-import-failed = 没有从{ $file }载入任何东西：{ $reason }。
data-import-bad = 没有从{ $file }载入任何东西，这里的一切都和原来一样。文件里：
data-bad-entry = { $record }：{ $why }。
data-plan-question = 要载入{ $file }吗？它会这样改变：
data-plan-entry = { $record }：{ $change }。
data-plan-nothing = { $file }里没有这里还没有的东西，所以什么也没有载入。
data-plan-load = 载入
data-plan-cancel = 取消
data-plan-cancelled = 什么也没有载入，这里的一切都和原来一样。
data-change-only-here = 只有这里有，保持不变
data-change-only-in-file = 只有文件里有，会加进来
data-change-newer-here = 这里的更新，保持不变
data-change-newer-in-file = 文件里的更新，载入文件里的
data-change-joined = 两边各有不同，会合在一起
data-change-different = 两边不同，载入文件里的，这里的留作副本
data-import-kept = 文件替换掉的{ $n }条记录留在下面的“留存的副本”里。
data-damaged = 它损坏了
data-not-what-weiqi-saves = 里面不是本应用在那里保存的内容（损坏了，或者被手动改过）
data-newer = 它是新版本的本应用存下的；请先更新应用
data-not-ours = 这不是本应用保存的东西
# 每条记录里存的是什么，放在“…：它损坏了”前面读起来要通顺。
data-record-lesson-progress = 你的课程进度
data-record-practice-progress = 你的练习进度
data-record-counting-results = 你的数子成绩
data-record-counting-settings = 你在数子练习里的选择
data-record-game-in-progress = 正在下的对局
data-record-kept-game = 在对局页上放在一边的对局
data-record-play-settings = 你的对局页设置
data-record-level-results = 你和电脑对局的成绩
data-record-game-to-count = 交给数子练习的对局
data-record-lesson-games = 你在对局页上下完的课程对局
data-record-theme = 你选的浅色或深色
data-record-language = 你选的语言
data-other-record = 记录“{ $key }”
data-unreadable-file = 文件读不出来
data-reload-hint = 重新加载页面，让每个栏目都用上这些记录。
data-reload = 现在重新加载

## 你的数据：留存的副本（src/pages/data/copies.rs）

data-copies-heading = 留存的副本
data-copies-body = 有的已保存记录读不出来，或者被你载入的文件替换了，它没有被扔掉，而是留在了这里。你可以下载一份留着，也可以把它放回去。
data-copies-size = （{ $n }字节）
data-copies-unreadable = 这个版本的应用读不了它。
data-copies-download = 下载
data-copies-restore = 放回去
data-copies-delete-one = 删除
data-copies-deleted-one = { $record }的副本已删除。
data-copies-delete-one-failed = 副本没能删除，什么都没有改变。
data-copies-restored = { $record }已经放回去了。
data-copies-restored-swapped = { $record }已经放回去了；原来在那里的记录，现在留作副本。
data-copies-restore-failed = 没能放回去，什么都没有改变。
data-copies-reload-hint = 重新加载页面，让每个栏目都用上它。
data-copies-delete-heading = 删除我的数据
data-copies-delete-body = 清除本应用在这个浏览器里保存的一切：你的进度、设置、正在下的对局和留存的副本。
data-copies-delete-button = 删除我的数据…
data-copies-confirm-question = 要从这个浏览器删除你在本应用的全部数据吗？删除后不能恢复。如果以后可能还要用，请先存一份到文件里。
data-copies-confirm-delete = 全部删除
data-copies-confirm-keep = 保留我的数据
data-copies-deleted = 你的数据已经从这个浏览器删除了。重新加载页面，一切从头开始。
data-copies-delete-failed = 无法删除你的数据：这个浏览器的存储不允许。
data-copies-kept = 什么都没有删除。

## 对局（src/pages/play/mod.rs）

play-title = 对局
play-heading = 对局
play-lead = 和水平相当的电脑下，或者和朋友在这台设备上下。双方都停一手，对局就结束；然后标出死子，按中国规则数子。
play-kept-heading = 放在一边的对局（{ $n }）
play-kept = { $black }对{ $white }：{ $size }×{ $size }，已下{ $moves }手
play-kept-on = { $game }，{ $date }放在一边
play-resume = 回到这一局
play-forget = 删除
# $game 是 play-game-capture 或 play-game-first。
play-ask = 你有一局还没下完（已下{ $moves }手）。要开始{ $game }来代替它吗？
play-ask-kept = 你的对局会放在一边，以后还能回去接着下。
play-ask-drop-oldest = 已经有{ $max }局放在一边了，所以最早的那一局（{ $game }）会被删除，腾出位置。
# 问题里怎么称呼每种准备好的对局：先是吃子棋，然后是一整局。
play-game-capture = 7×7的吃子棋
play-game-first = 一整局9×9的棋
play-game-capture-goal = 吃子棋：谁先吃掉对方一颗子，谁就赢。
play-ask-yes = 开始新的一局
play-ask-no = 不，保留我的对局
play-ask-new = 你有一局还没下完（已下{ $moves }手）。要开始新的一局来代替它吗？
play-ask-record = 你有一局还没下完（已下{ $moves }手）。要打开这份棋谱来代替它吗？
play-ask-open = 打开棋谱
play-other-tab = 另一个标签页改动了这局棋（那边{ $there }手，这边{ $here }手）。这里要下哪一局？
play-other-tab-kept = 另一局会放在一边，以后还能回去接着下。
play-other-tab-theirs = 另一个标签页的对局
play-other-tab-mine = 保留这一局

## 对局：棋谱（src/pages/play/records.rs）

play-records-heading = 棋谱（SGF文件）
play-records-download = 下载这局的棋谱
play-records-download-failed = 这个浏览器做不出这个文件。
play-records-open-file = 打开棋谱文件
play-records-paste-label = 或者粘贴棋谱
play-records-paste-open = 打开粘贴的棋谱
play-records-read-failed = 文件读不出来。

## 对局：复盘（src/pages/play/review.rs）

play-review-heading = 和电脑一起复盘
play-review-lead = 电脑会看这局棋的每一个局面：一手一手地看谁领先，找出双方各自最大的失误，并给出更好的一手。
play-review-button = 复盘这局棋
play-review-show = 显示复盘
play-review-progress = 正在看这局棋：已完成{ $percent }%。这时你也可以一手一手地看着法。
play-review-paused = 复盘暂停了（已完成{ $percent }%）。
play-review-no-network = 复盘要用到电脑的完整棋力，可是它没能加载。请再加载一次，然后继续复盘。
play-review-pause = 暂停
play-review-continue = 继续复盘
play-review-close = 关闭复盘
play-review-even = 差不多平手
play-review-ahead = { $side }领先大约{ $stones }子（合{ $points }目）
play-review-at-the-end = 最后：{ $lead }。
play-review-graph-label = 每一手之后谁领先（中线上方是{ $side }领先）
play-review-graph-value = 第{ $n }手之后：{ $lead }
play-review-graph-up = { $side }领先 ↑
play-review-graph-down = { $side }领先 ↓
play-review-mistakes-wait = 复盘做完以后，会列出最大的失误。
play-review-your-mistakes = 你最大的失误
play-review-mistakes-of = { $side }方最大的失误
play-review-no-mistakes = { $side }方没有大的失误。
play-review-mistake = 第{ $n }手，{ $side }{ $at }：大约亏了{ $stones }子（合{ $points }目）
play-review-mistake-pass = 第{ $n }手，{ $side }停一手：大约亏了{ $stones }子（合{ $points }目）
play-review-mistake-run = 第{ $first }到{ $last }手，{ $side }从{ $at }起：一共大约亏了{ $stones }子（合{ $points }目）
play-review-reason-left-in-atari = { $count ->
    [1] { $at }的{ $side }子只剩一口气（被打吃了），{ $other }接着就把它提掉了。
   *[other] { $at }的{ $count }颗{ $side }子只剩一口气（被打吃了），{ $other }接着就把它们提掉了。
}
play-review-reason-capture-was-the-way-out = { $count ->
    [1] { $at }的{ $side }子被打吃了，{ $other }接着就把它提掉了。出路是{ $better }：提掉{ $their }的{ $taken ->
        [1] { $other }子
       *[other] { $taken }颗{ $other }子
    }，它就多出一口气。
   *[other] { $at }的{ $count }颗{ $side }子被打吃了，{ $other }接着就把它们提掉了。出路是{ $better }：提掉{ $their }的{ $taken ->
        [1] { $other }子
       *[other] { $taken }颗{ $other }子
    }，它们就多出一口气。
}
play-review-reason-self-atari = { $count ->
    [1] 这一手让{ $at }的{ $side }子只剩一口气，{ $other }马上就把它提掉了。
   *[other] 这一手让{ $at }的{ $count }颗{ $side }子只剩一口气，{ $other }马上就把它们提掉了。
}
play-review-reason-missed-capture = 下在{ $better }，就能提掉{ $at }的{ $count ->
    [1] { $other }子
   *[other] { $count }颗{ $other }子
}。
play-review-reason-edge = 棋盘上大部分还是空的：这时在靠边的第一条或第二条线上下子，几乎得不到什么。先下角，再下边，下在第三、四条线上。
play-review-reason-corner = { $corner }附近的角还空着：在角上最容易围出地盘，所以先占角。
play-review-reason-own-area = 这个点已经在{ $side }方的地盘里了：这一手什么也没得到。
play-review-reason-reading = 电脑算了整个棋盘，觉得这里{ $better }更好。
play-review-at-the-end-counted = 最后按数子的结果：{ $result }
play-review-reason-missed-save = { $count ->
    [1] { $at }的{ $side }子被打吃了（只剩一口气），这一手没有管它。下在{ $better }，它就能多出一口气。
   *[other] { $at }的{ $count }颗{ $side }子被打吃了（只剩一口气），这一手没有管它们。下在{ $better }，它们就能多出一口气。
}
play-review-reason-passed-early = 停一手停早了：{ $better }还值大约{ $stones }子（合{ $points }目）。
play-review-reason-took-dead-stones = { $count ->
    [1] { $at }的{ $other }子已经逃不掉了，提它可以等一等。{ $better }更大。
   *[other] { $at }的{ $count }颗{ $other }子已经逃不掉了，提它们可以等一等。{ $better }更大。
}
play-review-reason-into-their-area = 这颗子下到了{ $other }方的地盘里，在那里活不了。
play-review-reason-bigger = { $better }更大：比{ $played }多大约{ $stones }子（合{ $points }目）。
play-review-reason-missed-atari = 下在{ $better }，就能打吃{ $at }的{ $count ->
    [1] { $other }子
   *[other] { $count }颗{ $other }子
}（让它只剩一口气）。
play-review-reason-short-of-liberties = { $count ->
    [1] { $at }的{ $side }子只有两口气。下在{ $better }，它的气就多了。
   *[other] { $at }的{ $count }颗{ $side }子只有两口气。下在{ $better }，它们的气就多了。
}
play-review-reason-urgent = { $better }很急：{ $at }的子只剩{ $liberties }口气。
play-review-reason-presses = 下在{ $better }，{ $at }的{ $count ->
    [1] { $other }子
   *[other] { $count }颗{ $other }子
}就只剩两口气了。
play-review-better = 更好的一手是{ $at }，棋盘上标着1；2、3……是接下来可能的下法。
play-review-marked = 棋盘上标着1；2、3……是接下来可能的下法。
play-review-better-pass = 更好的一手是停一手。
play-review-record-better = 更好的一手：{ $at }。
play-review-what-happened = 看看实际怎么样了
play-review-show-better = 看更好的一手
play-review-showing-after = 棋盘上现在是第{ $n }手之后的局面。
play-review-try = 自己试试{ $at }
play-review-try-kept = 放在一边的对局已经满了：先删除一局或者回到那一局，然后才能在这里试更好的一手。

## 对局：棋盘和提示（src/pages/play/game.rs）

play-game-board-label = 对局棋盘，{ $size }
play-game-show-earlier = 看以前的局面
play-game-hide-earlier = 回到棋盘
play-game-earlier-caption = 淡色的是以前的局面：下这一手，棋盘就会和它一模一样。
play-game-reviewing = 正在回看：第{ $n }手之后的局面（共{ $total }手）。
play-game-back-to-game = 回到对局
play-game-dismiss = 知道了
play-game-thinking = 电脑正在想…
play-game-thinking-hint = 正在帮你找一手好棋…
play-game-thinking-dead = 电脑正在看哪些是死子…
play-game-failed = 电脑在这台设备上没能启动，或者中途停了。你的对局还在：可以改成两个人在这台设备上接着下，也可以再试一次。
play-game-two-players = 改成两人接着下
play-game-retry = 再试一次电脑
play-network-loading = 电脑正在准备：已下载 { $loaded } MB，共 { $total } MB
play-network-starting = 电脑正在准备……
play-network-kept = 电脑已经准备好，并保存在这台设备上：离线时也能用。
play-network-failed-download = 电脑暂时用简单的方法下棋：它的完整棋力没能下载下来。
play-network-failed-damaged = 电脑暂时用简单的方法下棋：下载的完整棋力文件损坏了。
play-network-retry = 再试一次

## 对局：棋盘下面的指导（src/pages/play/coach.rs）

# 建议的一手和理由：$reason 是下面某条 play-coach-hint-… 文字。
play-coach-hint = 试试{ $point }：{ $reason }
play-coach-hint-pass = 这里可以停一手：已经没有什么可争的了。
play-coach-hint-captures = 它能提掉{ $n }颗子。
play-coach-hint-saves = 它能救出你被打吃（只剩一口气）的{ $n }颗子。
play-coach-hint-ataris = 它能打吃{ $n }颗子：让它们只剩一口气。
play-coach-hint-plain = 电脑算下来，觉得这个点好（棋盘上标出来了）。
play-coach-hint-gives-up = 它舍掉这里的{ $n }颗子（会被提掉），但这仍是电脑找到的最好的一手。
play-coach-hint-worth = 这是盘上最大的地方：谁先下在这里，相差大约{ $stones }子（合{ $points }目）。
play-coach-hint-urgent = 这里很急：旁边的子气很紧。谁先下在这里，相差大约{ $stones }子（合{ $points }目）。
play-coach-hint-cuts = 它把对方的子切断。谁先下在这里，相差大约{ $stones }子（合{ $points }目）。
play-coach-hint-contact = 双方的子在这里相接。谁先下在这里，相差大约{ $stones }子（合{ $points }目）。
play-coach-hint-saving-is-smaller = 你在{ $at }的{ $n ->
    [1] 子
   *[other] { $n }颗子
}被打吃了，但按电脑的计算，救{ $n ->
    [1] 它
   *[other] 它们
}不如下{ $point }大。试试{ $point }。
# 吃子棋：学的人在 $at 的 $n 颗子被打吃；$point 先把它们救出来。
play-coach-hint-rescue = 先救你在{ $at }被打吃的{ $n }颗子：下在{ $point }，{ $n ->
    [1] 它
   *[other] 它们
}就不止一口气了。谁先提子谁赢。
# 吃子棋：学的人在 $at 的子被打吃，怎么下都长不出第二口气；$point 是剩下最好的一手。
play-coach-hint-cannot-save = 你在{ $at }被打吃的{ $n }颗子救不出来了：怎么下都长不出第二口气。剩下最好的一手是{ $point }。
play-coach-more = 看看其他好点
play-coach-choice-as-good = { $number } 在{ $point }：差不多一样好。
play-coach-choice-behind = { $number } 在{ $point }：大约少{ $stones }子（合{ $points }目）。
# 学的人在 $at 的棋只剩一口气，在 $lib。
play-coach-danger-capturable = 小心：你在{ $at }的{ $n }颗子现在只剩一口气，在{ $lib }（画了圈）。电脑下一手就能把{ $n ->
    [1] 它
   *[other] 它们
}提掉。
play-coach-danger-one = 小心：你在{ $at }的{ $n }颗子现在只剩一口气，在{ $lib }（画了圈）。
play-coach-danger-unanswered = 小心：你在{ $at }的{ $n }颗子刚才被打吃，现在还是只剩一口气，在{ $lib }（画了圈）。电脑下一手就能把{ $n ->
    [1] 它
   *[other] 它们
}提掉。
# $why 是下面某条 play-coach-plays-on-… 理由。
play-coach-plays-on = 你停了一手，但对局还没结束，所以电脑接着下：{ $why }
play-coach-plays-on-shared = 还有单官没填，填上它值半子。
play-coach-plays-on-atari = 有一块棋被打吃了，还可以提掉或者救出来。
play-coach-plays-on-unsettled = 有些点还不属于任何一方。
play-coach-disagrees = 电脑对死子的看法和你不一样。可以恢复电脑的方案，或者接着下，在棋盘上分个明白（有争议时，就接着下来解决）。
play-coach-lost = 按电脑的计算，这一手大约亏了{ $stones }子（合{ $points }目）。要悔棋吗？
play-coach-lost-better = 按电脑的计算，这一手大约亏了{ $stones }子（合{ $points }目）。下在{ $better }更好。要悔棋吗？
play-coach-lost-better-taken = 按电脑的计算，这一手大约亏了{ $stones }子（合{ $points }目）。下在{ $better }更好：电脑刚刚就下在了那里。要悔棋吗？
play-coach-take-back-both = 悔掉我这一手和电脑的应手
play-coach-take-back = 悔掉我这一手
play-coach-keep = 保留我这一手
play-coach-use-proposal = 恢复电脑的方案
play-coach-dismiss = 知道了

## 对局：棋盘旁边的面板（src/pages/play/panel.rs）

play-panel-players = 对局双方
play-panel-to-play = 该下了
play-panel-captures = 提了{ $n }子
# 跟在棋手名字后面：“（黑）”。
play-players-color = （{ $color }）
play-panel-pass = 停一手
play-panel-undo = 悔棋
play-panel-resign = 认输
play-panel-resign-confirm = 要认输吗？
# 带上轮到谁的问题。
play-panel-resign-confirm-side = 要认输吗？（{ $color }）
play-panel-resign-yes = 是，认输
play-panel-resign-no = 接着下
play-panel-owners = 谁的地盘
count-owners-computer = 改看电脑判断的地盘
play-panel-owners-legend = 黑方块：电脑估计归黑棋的点；白方块：归白棋的点。大方块：很有把握（二十次里有十九次）；小方块：可能（四次里有三次）。棋子上有方块：电脑估计它会被吃掉。没有方块：还没定。
play-panel-liberties = 显示气
play-panel-liberties-hint = 指向一颗子、点一下它，或者把棋盘光标移到它上面：这块棋的气会用小点标出来。
play-panel-sound = 声音
play-panel-tap = 点两下才落子
play-panel-new-game = 新的一局
play-panel-marking-heading = 标出死子
play-panel-marking-help = 双方都停了一手，对局结束。逃不掉被提的棋，点一下就标为死棋（再点一下取消）；阴影显示每个点归哪一方。双方都同意了，就按自己的按钮。
play-panel-agrees = { $color }同意
play-panel-agreed = { $color }已同意
play-panel-resume = 我们意见不同：接着下
play-panel-resume-help = 如果对一块棋是不是死棋意见不同，就接着下，在棋盘上分个明白。
play-panel-count-heading = 数子
play-panel-result-heading = 结果
play-panel-moves-heading = 着法
play-panel-no-moves = 还没有下过。
play-panel-first = 开头
play-panel-back = 后退
play-panel-forward = 前进
play-panel-last = 现在
play-panel-shading = 深色方块：黑方的地盘。浅色方块：白方的地盘。小菱形：单官（双方各算一半）。
play-panel-hint = 提示
play-panel-proposal-heading = 电脑的方案
play-panel-proposal-help = 双方都停了一手，对局结束。电脑把它认为死了的子标了出来：在棋盘上打了叉、变淡了。点一块棋可以改标记。如果你同意，就按按钮。
play-panel-proposal-none = 电脑认为没有死子：每块棋都留在棋盘上。
play-panel-proposal-group = { $at }的{ $n }颗{ $color ->
    [black] 黑
   *[white] 白
}子：电脑试下100局，有{ $percent }局这里归{ $other }方，所以判为死子。
play-panel-waiting-proposal = 电脑正在看哪些是死子…
play-panel-i-agree = 我同意：数子
play-panel-watch = 一步一步看怎么数
play-panel-step-back = 上一步
play-panel-step-next = 下一步
play-panel-step-done = 显示整个棋盘
play-panel-count-yourself = 自己数这一局
play-panel-count-yourself-help = 用你自己的对局练数子：数子练习会打开这个终局的局面。
play-next-first = 第一盘棋：{ $try }
play-next-won = { $n ->
    [1] 你赢了上一盘第{ $at }级的棋：{ $try }
   *[other] 你在第{ $at }级连赢了{ $n }盘：{ $try }
}
play-next-lost = { $n ->
    [1] 你输了上一盘第{ $at }级的棋：{ $try }
   *[other] 你在第{ $at }级连输了{ $n }盘：{ $try }
}
play-next-mixed = 你在第{ $at }级最近{ $n }盘赢了{ $won }盘：{ $try }
play-next-try = { $stones ->
    [0] 试试第{ $level }级，分先对局。
   *[other] 试试第{ $level }级，你受让{ $stones }子。
}
play-panel-you-won = 你赢了！
play-panel-you-lost = 这次电脑赢了。
play-panel-again = 再下一盘
play-panel-capture-won = { $color }先提到子，赢了这一局。
play-panel-resigned = { $winner }中盘胜（对方认输）。
play-panel-time-out = { $loser }超时判负，{ $winner }胜。
play-panel-back-to-lesson = 回到课程
play-panel-back-to-lesson-help = 这一局是课程的一部分。那一步现在已经做完了。
# 着法列表里的一手，给读屏软件用：“第3手：黑D4，提掉一颗子”。
play-moves-move = 第{ $n }手：{ $color }{ $move ->
    [pass] 停一手
   *[other] { $move }
}{ $captures ->
    [0]
   *[other] ，提掉{ $captures }颗子
}
play-moves-pass = 停一手
play-moves-captured-title = 提掉的子

## 对局：新一局的设置（src/pages/play/setup.rs）

play-setup-heading = 新的一局
play-setup-against = 你和谁下？
play-setup-against-computer = 电脑
play-setup-against-friend = 这台设备上的朋友（轮流下）
play-setup-level = 电脑的水平
play-setup-teaching = 教学模式：我下的一手会让自己的子被提时，提醒我
play-setup-teaching-on = 教学模式已打开：你下的一手会让自己的子被提时，应用会提醒你，你还可以悔掉这一手。
play-setup-game = 玩法
play-setup-goal-count = 普通对局：终局时数子
play-setup-goal-capture = 吃子棋：先提到子的一方胜
play-setup-capture-hint = 经典的入门玩法：谁先提掉对方一颗子，谁就赢。在小棋盘上下。
play-setup-your-colour = 你执哪一方（黑先下）
play-setup-you-black = 我执黑
play-setup-you-white = 我执白
play-setup-board = 棋盘
play-setup-board-hint = 最好从9×9开始：一盘棋大约十分钟。
play-setup-handicap = 让子
play-setup-handicap-none = 不让子（分先）
play-setup-use-proposal = 就这样设置
play-setup-handicap-hint = 水平低的一方执黑，先在星位上摆好棋子；然后白先下。
play-setup-komi = 贴子（黑先下，所以要还给白一些）
play-setup-komi-hint = 自己定贴子，单位是目
play-setup-ko = 同形规则
play-setup-colours = 谁执黑？
play-setup-player1 = 棋手1
play-setup-player2 = 棋手2
play-setup-p1-black = 棋手1执黑
play-setup-p2-black = 棋手2执黑
play-setup-nigiri = 用猜先决定（猜单双）
play-setup-clock = 计时
play-setup-basic = 基本用时（分钟）
play-setup-reserve = 读秒次数（每次1分钟）
play-setup-speech = 把计时的提醒念出来
play-setup-tap = 点两下才落子（适合小屏幕）
play-setup-start = 开始对局
play-setup-cancel = 回到对局
play-setup-nigiri-heading = 猜先
play-setup-nigiri-hides = { $holder }抓一把白子藏在手里。猜一猜：是单数还是双数？
play-setup-odd = { $guesser }：猜单，出一颗黑子
play-setup-even = { $guesser }：猜双，出两颗黑子
play-setup-nigiri-play = 开始对局
play-setup-open-heading = 或者打开一份棋谱
play-setup-open-label = 粘贴SGF棋谱
play-setup-open-button = 打开
# 猜先时数出的藏起来的子，两颗一对，给读屏软件用。
play-setup-nigiri-pairs = { $n }颗子，两颗一对地数
play-setup-handicap-stones = 让{ $n }子
play-setup-clock-none = 不计时
play-setup-clock-sudden = 只有基本用时
play-setup-clock-countdown = 读秒（每次1分钟）
play-setup-clock-fast = 快棋：每手{ $seconds }秒
play-setup-komi-chinese = 3¾子（7½目）
play-setup-komi-old = 2¾子（5½目）
play-setup-komi-none = 不贴
play-setup-komi-custom = 自己定
# 每种同形规则：菜单里的简称，然后是它禁止什么。
play-setup-ko-positional = 禁止全局同形再现（中国规则）
play-setup-ko-positional-rule = 整个棋盘不能再出现以前有过的局面。
play-setup-ko-situational = 禁止同形再现（还要看轮到谁）
play-setup-ko-situational-rule = 轮到同一方下时，不能再出现以前有过的局面。
play-setup-ko-simple = 只禁止马上提回劫
play-setup-ko-simple-rule = 只禁止马上把劫提回来。
# 电脑的一个水平和适合谁，从弱到强。
play-setup-level-label = 第{ $level }级（棋力约{ $rank }）：{ $suits }
play-setup-level-plain = 第{ $level }级：{ $suits }
play-setup-level-1 = 刚学会规则
play-setup-level-2 = 下过几局
play-setup-level-3 = 懂打吃、征子和眼
play-setup-level-4 = 能像样地下完一整局
play-setup-level-5 = 和朋友下，多数能赢
play-setup-level-6 = 稳健的棋社新手
play-setup-level-7 = 棋社棋手
play-setup-level-8 = 棋社里的强手
# 和电脑对局时双方的名字（也写进棋谱）。
play-setup-computer-name = 电脑·第{ $level }级
play-setup-you = 你

## 语言菜单

language-label = 语言
language-failed = { $language }暂时无法加载，页面保持不变。请联网后再试。

## 课程和练习题的提示（lessons::note::Note）

step-well-done = 做得好。
step-not-this-move = 这里要找的不是这一手。
step-already-solved = 这一步你已经做完了，用下面的按钮继续。
step-marked-with-its-group = { $at }已经标过了：点一下就会标出整块棋，它和同一块棋的子一起标上了。
step-already-marked = 这个点你已经标过了。
step-not-a-number = 请输入一个数，比如4。
step-not-a-quarter = 答案是一个整数，或者整数再加一半或四分之一，比如40½或3¾。
step-not-whole = 答案是一个整数。
step-not-this-point = 不是这个点。
step-show-points = 你还没找到的点已经标出来了。把它们一个一个点一下。
step-show-choice = 正确的答案已经标出来了。选它吧。
step-watched = 整个过程你都看完了。准备好了就按“下一步”。
step-hint-capture = 数一数要吃的子还有几口气，找出让它们再也长不出气的那一手。
step-hint-save = { $stones ->
    [1] 你要救的子只剩一口气，已经标出来了。让它多几口气。
   *[other] 你要救的{ $stones }颗子只剩一口气，已经标出来了。让它们多几口气。
}
step-hint-capture-in-atari = { $stones ->
    [1] 你要吃的{ $color }子只剩一口气了：找到这口气，下在那里。
   *[other] 你要吃的{ $stones }颗{ $color }子只剩一口气了：找到这口气，下在那里。
}
step-hint-play = 找一找能做到上面文字要求的那一手。
step-hint-points = 一个点一个点地看，每个点都用文字里的规则检查一下。
step-hint-number = 用手指一个一个地指着，出声数一数。
step-hint-text = 把这一步的文字再读一遍，一句一句地读：答案需要的都在里面。
step-not-dead = 这些子不是死子：它们提不掉，所以终局时还留在棋盘上。
step-no-stone-here = 这个点上没有棋子。
step-zero-liberties = 答0，就是说这些子一口气也没有了：那样它们早就被提掉，不在棋盘上了。
step-count-area-again = 把活着的棋子、它们围住的空点和单官的一半加在一起。
step-count-area-again-none-shared = 把活着的棋子和它们围住的空点加在一起。
step-counted-dead-as-alive = 你把死子当成活子数了。死子要从棋盘上拿掉：它们所在的点归对方。
step-given-again = 把题目再读一遍，一步一步算出来。
step-count-again = 再数一遍，慢一点，一个一个地数。
step-play-here = 下在标出来的点上：{ $at }。
step-touches-not-both = { $at }没有同时挨着黑子和白子。要找的点旁边既有黑子，又有白子。
step-hint-last-liberty = { $stones ->
    [one] 你要吃的子只剩{ $at }一口气：下在那里，把它提掉。
   *[other] 你要吃的{ $stones }颗子只剩{ $at }一口气：下在那里，把它们提掉。
}
step-press-pass = 按“停一手”按钮。
# $pass 是 yes 时，答案是停一手（这时 $at 是空的）。
step-answered = { $pass ->
    [yes] 好。{ $color }棋怎么下都没用，停了一手，又轮到你了。
   *[no] 好。{ $color }棋下在{ $at }，又轮到你了。
}
step-answered-atari = { $stones ->
    [1] 好。{ $color }棋下在{ $at }，打吃了你{ $stone }的子。又轮到你了。
   *[other] 好。{ $color }棋下在{ $at }，打吃了你的{ $stones }颗子。又轮到你了。
}
step-answered-atari-short = { $stones ->
    [1] 好。{ $color }棋下在{ $at }，打吃了你{ $stone }的子，可是{ $color }棋自己的子也只剩{ $last }一口气了。又轮到你了。
   *[other] 好。{ $color }棋下在{ $at }，打吃了你的{ $stones }颗子，可是{ $color }棋自己的子也只剩{ $last }一口气了。又轮到你了。
}
step-opening-too-low = { $at }在第{ $line ->
    [1] 一
    [2] 二
    [3] 三
    [4] 四
    [5] 五
    [6] 六
    [7] 七
    [8] 八
    [9] 九
    [10] 十
   *[other] { $line }
}线（边线本身是第一线）：太低了，在那里的子围不到多少地方。往上走到第三线或第四线。
step-opening-too-far-out = { $at }即使离最近的边，也在第{ $line ->
    [1] 一
    [2] 二
    [3] 三
    [4] 四
    [5] 五
    [6] 六
    [7] 七
    [8] 八
    [9] 九
    [10] 十
   *[other] { $line }
}线：离边太远，边帮不上它。往角上靠，下在第三线或第四线。
step-opening-a-line-too-far = { $at }从一边数线路合适，可从另一边数是五线：离角远了一线。再往角上靠一线。
step-opening-on-a-side = { $at }从一边数线路合适，可从另一边数是{ $line ->
    [1] 一
    [2] 二
    [3] 三
    [4] 四
    [5] 五
    [6] 六
    [7] 七
    [8] 八
    [9] 九
    [10] 十
   *[other] { $line }
}线：它在边上，不在角上，只有一条边帮它。
step-answered-chase = { $stones ->
    [1] 好。{ $color }棋下在{ $at }，这颗{ $color }子现在有{ $liberties ->
        [1] 一
        [2] 两
        [3] 三
        [4] 四
        [5] 五
        [6] 六
        [7] 七
        [8] 八
        [9] 九
        [10] 十
       *[other] { $liberties }
    }口气。又轮到你了。
   *[other] 好。{ $color }棋下在{ $at }，这{ $stones }颗{ $color }子现在有{ $liberties ->
        [1] 一
        [2] 两
        [3] 三
        [4] 四
        [5] 五
        [6] 六
        [7] 七
        [8] 八
        [9] 九
        [10] 十
       *[other] { $liberties }
    }口气。又轮到你了。
}
step-answered-taking = { $stones ->
    [1] 好。{ $color }棋下在{ $at }，提掉了你的一颗子。又轮到你下了。
   *[other] 好。{ $color }棋下在{ $at }，提掉了你的{ $stones }颗子。又轮到你下了。
}
step-punished = { $pass ->
    [yes] { $color }棋停一手。
   *[no] { $color }棋下在{ $at }。
}
step-captures-yours = { $stones ->
    [1] { $color }棋提掉了你的一颗子。
   *[other] { $color }棋提掉了你的{ $stones }颗子。
}
step-found-group = { $left ->
    [0] 对，{ $at }：点一下就标出它整块棋，一共{ $stones }颗子。
    [1] 对，{ $at }：点一下就标出它整块棋，一共{ $stones }颗子。还有一处没找到。
   *[other] 对，{ $at }：点一下就标出它整块棋，一共{ $stones }颗子。还有{ $left }处没找到。
}
step-found = { $left ->
    [0] 对，{ $at }。
    [1] 对，{ $at }。还有一处没找到。
   *[other] 对，{ $at }。还有{ $left }处没找到。
}
step-still-has-liberties = { $stones ->
    [1] 这颗{ $color }子还有{ $liberties ->
        [1] 一
        [2] 两
        [3] 三
        [4] 四
        [5] 五
        [6] 六
        [7] 七
        [8] 八
        [9] 九
        [10] 十
       *[other] { $liberties }
    }口气（棋盘上已标出），所以它还留在棋盘上。
   *[other] 这{ $stones }颗{ $color }子还有{ $liberties ->
        [1] 一
        [2] 两
        [3] 三
        [4] 四
        [5] 五
        [6] 六
        [7] 七
        [8] 八
        [9] 九
        [10] 十
       *[other] { $liberties }
    }口气（棋盘上已标出），所以它们还留在棋盘上。
}
step-still-has-liberties-apart = 这{ $stones }颗{ $color }子没有连在一起，但每颗都只有同样的{ $liberties }口气（棋盘上已标出），所以它们还留在棋盘上。
step-runs-out = { $color }棋下在{ $at }：现在这些子有{ $liberties ->
    [1] 一
    [2] 两
    [3] 三
    [4] 四
    [5] 五
    [6] 六
    [7] 七
    [8] 八
    [9] 九
    [10] 十
   *[other] { $liberties }
}口气，逃出来了。
step-connects-out = { $color }棋在{ $at }一接，和其他{ $color }子连上了：现在这些子有{ $liberties ->
    [1] 一
    [2] 两
    [3] 三
    [4] 四
    [5] 五
    [6] 六
    [7] 七
    [8] 八
    [9] 九
    [10] 十
   *[other] { $liberties }
}口气，逃出来了。
step-not-the-net = 这一手也能吃掉白棋，可它不是枷。枷要下在一手能同时堵住两条出路的那个点上。
step-ladder-not-atari = 这一手没有打吃。征子每一手都要打吃，这样{ $color }棋每一手都只能逃，没有机会长出气来。
step-ladder-too-wide = { $color }棋逃到{ $at }：这些{ $color }子有{ $liberties ->
    [1] 一
    [2] 两
    [3] 三
    [4] 四
    [5] 五
    [6] 六
    [7] 七
    [8] 八
    [9] 九
    [10] 十
   *[other] { $liberties }
}口气了，征子征不住。征子时要让{ $color }棋每次逃出后最多只有两口气。
step-was-last-liberty = { $stones ->
    [1] { $at }本来就是那颗子的最后一口气：先下在那里，就能把它提掉。
   *[other] { $at }本来就是它们的最后一口气：先下在那里，就能把它们提掉。
}
step-no-ko-threat = { $at }没有打吃任何{ $color }子，算不上劫材：{ $color }棋可以不理它，直接把劫粘上，你就再也提不回来了。提回之前，先找劫材：打吃一颗{ $color }子。
step-captured-in-atari = { $stones ->
    [1] 你{ $stone }的子还是只有一口气，在{ $at }：{ $color }棋下在那里，把它提掉了。
   *[other] 你{ $stone }那里的{ $stones }颗子还是只有一口气，在{ $at }：{ $color }棋下在那里，把它们提掉了。
}
step-played = { $captured ->
    [0] { $color }棋下在{ $at }。
   *[other] { $color }棋下在{ $at }。提掉{ $captured }颗子。
}
step-target-in-atari = { $stones ->
    [1] 这颗{ $color }子只剩一口气了。
   *[other] 这{ $stones }颗{ $color }子只剩一口气了。
}
step-not-empty = { $at }上有棋子。气是空着的点。
step-not-empty-forbidden = { $at }上有棋子。禁着点是不能落子的空点。
step-not-empty-shared = { $at }上有棋子。要找的是同时挨着黑子和白子的空点。
step-diagonal = { $at }只在斜角上碰到这块棋（对角）。只有沿着线紧挨着的点才是气。
step-diagonal-stone = { $at }只在斜角上碰到这颗子（对角）。只有沿着线紧挨着的点才是气。
step-not-touching = { $at }没有沿着线挨着这块棋。
step-not-touching-stone = { $at }不是紧挨着这颗子的点：气是沿着线走一步就到的空点。
step-allowed-here = { $captures ->
    [yes] { $color }棋可以下在{ $at }：这一手能提子，提掉以后这颗子就有气了。
   *[no] { $stones ->
        [1] { $liberties ->
            [1] { $color }棋可以下在{ $at }：这颗子还会有一口气。
           *[other] { $color }棋可以下在{ $at }：这颗子会有{ $liberties ->
                [2] 两
                [3] 三
                [4] 四
                [5] 五
                [6] 六
                [7] 七
                [8] 八
                [9] 九
                [10] 十
               *[other] { $liberties }
            }口气。
        }
       *[other] { $liberties ->
            [1] { $color }棋可以下在{ $at }：这颗子会和旁边的子连起来，这{ $stones }颗子一共还有一口气。
           *[other] { $color }棋可以下在{ $at }：这颗子会和旁边的子连起来，这{ $stones }颗子一共有{ $liberties ->
                [2] 两
                [3] 三
                [4] 四
                [5] 五
                [6] 六
                [7] 七
                [8] 八
                [9] 九
                [10] 十
               *[other] { $liberties }
            }口气。
        }
    }
}
step-other-color = { $at }是{ $color }子。要选的是{ $wanted }子。
step-owned-by = { $at }所在的那片空点只挨着{ $color }子，所以归{ $color }方。
step-not-a-star = { $at }不是星位。星位是棋盘上画着的小圆点。
# $counted：数的是什么：liberties（气）、stones（子）、count（$color 方的子数）、points（棋盘上的点）、minutes（分钟）、number（没有单位的数）。
step-not-that-number = { $counted ->
    [liberties] 不是{ $given }口气。
    [stones] 不是{ $given }颗子。
    [count] { $color }方的子数不是{ $given }。
    [points] 不是{ $given }个点。
    [minutes] 不是{ $given }分钟。
   *[number] 不是{ $given }。
}
step-the-answer-is = 答案是{ $answer }。请把它输进去。
problem-caught-anyway = 这一手帮不上忙：不下它，你也一样能提掉这些子。直接去堵最后的几口气吧。
problem-no-ko-needed = 这一手不用打劫就能吃掉这些子，比打劫还好。不过这道题要你提劫：现在就提。
problem-also-works = 这样也行：这些子现在逃不掉了。
problem-escapes = 现在这些{ $color ->
    [black] 黑
   *[white] 白
}子有{ $liberties ->
    [1] 一
    [2] 两
    [3] 三
    [4] 四
    [5] 五
    [6] 六
    [7] 七
    [8] 八
    [9] 九
    [10] 十
   *[other] { $liberties }
}口气了。
problem-gets-away = 现在这些{ $color ->
    [black] 黑
   *[white] 白
}子能逃掉了。
problem-lives = 现在这块棋有两个眼，活了。
problem-can-live = 现在这块{ $color ->
    [black] 黑
   *[white] 白
}棋能活了。
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
