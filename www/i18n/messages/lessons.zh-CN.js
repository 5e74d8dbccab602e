// 课程与练习的简体中文文本（www/lessons/）：与 lessons.en.js 的键和 {params} 相同
// （tests/unit/lessons-messages.test.js 检查）。术语按竞赛习惯：二分图博弈、黑白染色、
// 最大匹配、完美匹配、增广路、交错路、匈牙利算法、带花树、奇环、SG 函数、mex、异或。
export default {
  // --- the lesson panel -------------------------------------------------------------
  'lesson.region': '课程',
  'lesson.title.geography': '课程：棋盘游戏',
  'lesson.title.mine': '课程：扫雷游戏',
  'lesson.count': '{n} / {total}',
  'lesson.next': '下一页',
  'lesson.prev': '上一页',
  'lesson.nextTitle': '下一页（N）',
  'lesson.prevTitle': '上一页（B）',
  'lesson.changed': '棋盘在本页设置之后被改动过，所以不再显示本页关于它的说明。上一页、下一页（或本页的链接）会重新设置棋盘。',
  'lesson.keys': 'N 下一页 · B 上一页',
  'lesson.unknown': '没有课程“{lesson}”（已有：{known}）',
  'lesson.badSlide': 'slide 应为 1 到 {total} 的数字，而不是“{slide}”',

  // --- what a slide says about its board, from the core -----------------------------
  'lesson.fact.starts': {
    other: '在这个棋盘上，先手从 {n} 个起点必胜：{cells}。从其他格子出发，后手必胜。',
  },
  'lesson.fact.noStart': '在这个棋盘上每个起点都必败：无论先手把棋子放在哪里，后手都必胜。评测输出 LOSE。',
  'lesson.fact.matching': {
    other: '求出的最大匹配有 {n} 个骨牌，覆盖了 {free} 个空格中的 {covered} 个。',
  },
  'lesson.fact.perfectMatching': '每个空格都被覆盖：这是完美匹配。',
  'lesson.fact.uncovered': { other: '有 {n} 个空格没有被覆盖。' },
  'lesson.fact.cellWins': '解释 {cell}：先手从这里出发必胜（面板给出交错路）。',
  'lesson.fact.cellLoses': '解释 {cell}：先手从这里出发必败；它在骨牌中的配对格是 {partner}。',
  'lesson.fact.youWin': '双方都走最优时，从这里开始你必胜，无论电脑怎么走。',
  'lesson.fact.computerWins': '双方都走最优时，从这里开始电脑必胜。',
  'lesson.fact.now': '这一步：{text}',
  'lesson.fact.triangle': '这里 {a}、{b}、{c} 两两相邻：一个三角形，即奇环。',
  'lesson.fact.output': '这个棋盘的评测输出：',
  'lesson.fact.mineWinner': '在这个棋盘上{who}：各部分的异或值为 {xor}。',
  'lesson.fact.mineFirst': '先手（Xiemao）必胜',
  'lesson.fact.mineSecond': '后手（Fanglaoshi）必胜',
  'lesson.fact.mineParts': '各部分：{parts}。',
  'lesson.fact.minePart': '连通块 {region}：{value}',
  'lesson.fact.mineLone': { other: '{n} 个孤立数字：{n} × 1' },
  'lesson.fact.mineRegions': { other: '棋盘上有 {n} 个空白连通块。' },
  'lesson.fact.mineBroken': { other: '这里题目的保证不成立：有 {n} 个数字同时与两个连通块相邻。' },
  'lesson.fact.mineKept': '这里题目的保证成立：没有数字同时与两个连通块相邻。',

  // --- the token game lesson (15 slides) -------------------------------------------
  'lesson.geography.rules.title': '游戏规则',
  'lesson.geography.rules.text':
    '这是题目的样例棋盘。先手把棋子放在一个空格上；然后另一方把它移到一个从未到过的、上下左右相邻的空格，双方轮流移动。无法移动的一方输。你是先手：点击一个格子放下棋子，和电脑对弈。问题：你会把棋子放在哪里？',
  'lesson.geography.sample.title': '棋子放在哪里',
  'lesson.geography.sample.text':
    '评测题问的正是这个：先手从哪些格子出发必胜？求解器已在同一个棋盘上运行到最后，棋盘上标出了必胜的起点。',
  'lesson.geography.row.title': '小棋盘：一行',
  'lesson.geography.row.text':
    '先看小棋盘。在脑中试每个起点：把棋子放在那里，让另一方先移动。下一页的问题：在 2 × 2 的正方形上谁赢？',
  'lesson.geography.square.title': '小棋盘：正方形',
  'lesson.geography.square.text':
    '一个 2 × 2 的正方形。无论棋子从哪个格子开始，数一数还能走几步。有规律吗？接下来几页用染色和骨牌来解释。',
  'lesson.geography.colours.title': '黑白染色',
  'lesson.geography.colours.text':
    '像国际象棋棋盘那样把格子染成黑白两色。车的走法只走到上下左右相邻的格子，而相邻格子颜色一定不同：每走一步颜色都会改变。所有走法构成一个分成黑、白两部分、每条边都连接两部分的图：二分图。',
  'lesson.geography.dominoes.title': '骨牌就是匹配',
  'lesson.geography.dominoes.text':
    '一个骨牌盖住两个相邻格子，一黑一白。互不重叠的骨牌构成一个匹配；放得尽量多的骨牌构成最大匹配。求解器已找到一个：棋盘上连在一起的每一对格子就是一个骨牌。',
  'lesson.geography.strategy.title': '沿骨牌应对',
  'lesson.geography.strategy.text':
    '后手的策略：棋子每落到一个格子，就把它移到这个格子所在骨牌的另一格。这里你是后手（打开匹配显示即可看到骨牌）：每次都沿骨牌应对。如果对方有一天走到了没有骨牌覆盖的格子，就可以沿这条路径滑动骨牌，得到另一个不覆盖起点的最大匹配；所以当每个最大匹配都覆盖起点时，沿骨牌的应对总是存在。',
  'lesson.geography.perfect.title': '后手何时必胜',
  'lesson.geography.perfect.text':
    '当骨牌覆盖了所有空格（完美匹配）时，每个起点都被每个最大匹配覆盖，所以后手从任何起点都必胜：评测输出 LOSE。空格数为奇数时不存在完美匹配。',
  'lesson.geography.alternating.title': '哪些起点必胜：交错路',
  'lesson.geography.alternating.text':
    '先手从一个格子出发必胜，当且仅当存在某个最大匹配不覆盖它：这时对方每一步都走到被覆盖的格子，先手沿骨牌应对。要找出所有这样的格子，从最大匹配没有覆盖的格子出发，沿交错路走：先走到一个相邻格子，再沿它的骨牌走，如此反复。每经过一个骨牌到达的格子也都是必胜起点。“解释”已打开：面板和棋盘给出圈出格子的交错路。',
  'lesson.geography.partner.title': '必败的起点',
  'lesson.geography.partner.text':
    '被每个最大匹配都覆盖的格子是必败起点：后手每次都沿它的骨牌应对。“解释”给出后手第一步要走到的配对格。',
  'lesson.geography.kuhn.title': '匈牙利算法的增广路',
  'lesson.geography.kuhn.text':
    '匈牙利算法（Kuhn 算法）一次增加一个骨牌。从一个未被覆盖的格子出发，寻找增广路：未覆盖格、相邻格、沿它的骨牌、相邻格……，终点是另一个未覆盖的格子。把路径翻转（骨牌拿掉，其余的边放上）就多了一个骨牌。这一步展示的是一条长于一步的增广路。用方向键继续播放。',
  'lesson.geography.hopcroft.title': 'Hopcroft–Karp 的阶段',
  'lesson.geography.hopcroft.text':
    'Hopcroft–Karp 算法分阶段进行。每个阶段从所有未覆盖格子同时出发做一次分层的广度优先搜索，求出最短增广路的长度，然后尽可能多地翻转互不相交的最短增广路。大约 √V 个阶段就够了，所以在大棋盘上很快。这一步是一个阶段的开始；用 [ 和 ] 在阶段之间跳转。',
  'lesson.geography.king.title': '王的走法：奇环',
  'lesson.geography.king.text':
    '用王的走法（8 个方向）时，斜着走颜色不变，染色的论证就失效了：三个两两相邻的格子构成三角形，即奇环，图不再是二分图。匈牙利算法在这里可能漏掉增广路，所以页面改用另一个算法。',
  'lesson.geography.blossom.title': '带花树解决它',
  'lesson.geography.blossom.text':
    'Edmonds 的带花树算法能处理奇环：搜索中一旦闭合了一个奇环（花），就把它缩成一个点继续搜索；经过它找到的路径之后再展开。关于起点的结论仍然成立：先手从一个格子出发必胜，当且仅当存在某个最大匹配不覆盖它。',
  'lesson.geography.judge.title': '从棋盘到评测输出',
  'lesson.geography.judge.text':
    '评测要求（洛谷 P4055）：输出 WIN，然后按先行后列的顺序输出每个必胜起点；或者输出 LOSE。你的程序：建二分图，求最大匹配，再从未覆盖的格子出发沿交错路标出必胜起点。把你的程序的输出粘贴到棋盘下方的“你的输出”：页面会逐行与标准答案比较。',
  // --- practice (www/lessons/practice.js, questions.js) ------------------------------
  'practice.region': '练习',
  'practice.title': '第 {n} 题：{kind}',
  'practice.kind.winning-starts': '必胜起点',
  'practice.kind.who-wins': '谁赢',
  'practice.prompt.winning-starts':
    '点击所有先手必胜的起点（棋子从那里开始时先手必胜；棋盘获得焦点时可用方向键和空格），然后点“检查答案”。如果一个都没有，不选任何格子直接检查。',
  'practice.prompt.who-wins': '棋子从圈出的格子 {cell} 开始。双方都走最优时谁赢？',
  'practice.first': '先手',
  'practice.second': '后手',
  'practice.choices': '你的答案',
  'practice.check': '检查答案',
  'practice.show': '显示答案',
  'practice.new': '下一题',
  'practice.keys': '棋盘上：方向键移动，空格选择，回车检查',
  'practice.result': '练习结果',
  'practice.right': '正确！',
  'practice.wrong': '不对。',
  'practice.missed': { other: '漏选（棋盘上的虚线圈，{n} 个）：{cells}。' },
  'practice.wrongCells': { other: '错选（棋盘上的叉，{n} 个）：{cells}。' },
  'practice.score': { other: '{n} 题中答对 {right} 题' },
  'practice.mastered': { other: '连续答对 {n} 题：已掌握！' },
  'practice.answer.first': '从 {cell} 开始先手必胜。',
  'practice.answer.second': '棋子从 {cell} 开始时后手必胜。',
  'practice.unknownGame': 'practice 应为 {known}，而不是“{game}”',
  'practice.unknownKind': 'kind 应为 {known}，而不是“{kind}”',
  // --- the mine lesson (6 slides) --------------------------------------------------
  'lesson.fact.mineRegion': '解释 {cell} 所在的连通块：相邻数字 {n} 个，所以它的 SG 值为 {value}。',
  'lesson.fact.mineExact': '对所有走法的精确搜索结果：{who}。',
  'lesson.mine.clicks.title': '点击与洪水填充',
  'lesson.mine.clicks.text':
    'HDU 4678：Xiemao 和 Fanglaoshi 都知道每个雷的位置，轮流点开一个未翻开、不是雷的格子；Xiemao 先点。数字格只翻开自己。空白格（周围没有雷）会翻开它所在的整个空白连通块（向 8 个方向洪水填充），以及与之相邻的所有数字。无法点击的一方输。这里你是先手：下一盘。问题：点空白好，还是点数字好？',
  'lesson.mine.flood.title': '空白连通块与相邻数字',
  'lesson.mine.flood.text':
    '求解器做的正是点击空白时发生的事：对连通块的空白格做洪水填充（8 个方向），同时数出与它相邻的数字。之后一个连通块的数字只能一个一个地翻开，或者随连通块一起全部翻开。这一步完成了一个连通块。',
  'lesson.mine.grundy.title': '连通块的 SG 值：mex',
  'lesson.mine.grundy.text':
    '一个局面的 SG 函数值是它一步能到达的所有局面的 SG 值的 mex：不在其中的最小非负整数。一个有 k 个未翻开相邻数字的连通块有两种走法：翻开连通块（它消失：值为 0），或点开它的一个数字（剩 k − 1 个）。所以 g(0) = mex{0} = 1，g(1) = mex{0, g(0)} = mex{0, 1} = 2，g(2) = mex{0, 2} = 1，依此类推：偶数个值为 1，奇数个值为 2。“解释”给出框出的连通块的推导。',
  'lesson.mine.lone.title': '孤立数字',
  'lesson.mine.lone.text':
    '不与任何空白连通块相邻的数字是孤立数字：点一下就翻开，其他都不变。它唯一的走法到达空游戏（值 0），所以它的值为 mex{0} = 1。',
  'lesson.mine.xor.title': '各部分的异或：SG 定理',
  'lesson.mine.xor.text':
    '各连通块（连同它们的数字）和孤立数字是并排进行的独立游戏：每一步恰好走在其中一个里。由 Sprague–Grundy 定理，整个棋盘的值是各部分 SG 值的异或，当且仅当它不为 0 时轮到的一方必胜：这时先点的 Xiemao 必胜；为 0 时 Fanglaoshi 必胜。',
  'lesson.mine.promise.title': '题目的保证',
  'lesson.mine.promise.text':
    '上面的结论需要题目的保证：没有数字同时与两个空白连通块相邻（这样各部分才独立）。在不满足保证的棋盘上，通过的代码仍按公式输出，每个共享数字只算给一个连通块；各部分不再独立，这个答案可能是错的。页面还会对所有走法做精确搜索来判断。',
  // --- mine practice -----------------------------------------------------------------
  'practice.kind.grundy': '连通块的 SG 值',
  'practice.kind.mine-winner': '谁赢',
  'practice.prompt.grundy': '空白格 {cell} 被圈出。它所在的空白连通块（连同相邻数字）的 SG 值是多少？',
  'practice.prompt.mine-winner': 'Xiemao 先点。双方都走最优时，这个棋盘谁赢？',
  'practice.value0': '0',
  'practice.value1': '1',
  'practice.value2': '2',
  'practice.value3': '3',
  'practice.xiemao': 'Xiemao（先手）',
  'practice.fanglaoshi': 'Fanglaoshi（后手）',
  'practice.answer.grundy': '{cell} 所在的连通块的 SG 值为 {value}。',
  'practice.answer.mineWinner': '双方都走最优时，{who}。',

  // --- 练习：增广路题（www/lessons/questions.js，#30） -----------------------------------
  'practice.kind.augmenting-path': '增广路',
  'practice.prompt.augmenting-path':
    '骨牌是匈牙利算法（Kuhn）目前求出的匹配。下一次搜索从圈出的未匹配格子 {cell} 出发：走到一个相邻格子；如果它已匹配，就沿它的骨牌继续走到配对格。这条增广路终止在哪个格子？请点击它。',
  'practice.path.wall': '{cell} 是障碍：路径不会经过这里。',
  'practice.path.start': '{cell} 是搜索的起点；增广路终止在另一种颜色的一个未匹配格子上。',
  'practice.path.matched': '{cell} 已与 {partner} 匹配：走到它的路径会沿这个骨牌继续走到 {partner}，不会在这里终止。',
  'practice.path.colour': '{cell} 未匹配，但与 {start} 同色：路径只会沿骨牌走到这种颜色的格子，所以不会在这里终止。',
  'practice.path.unreached': '{cell} 未匹配，但从 {start} 出发的交错路都到不了它。',
  'practice.path.nothing': '还没有选择格子：请点击增广路终止的格子。',
  'practice.path.found': '匈牙利算法的搜索找到 {path}（画在棋盘上）：它终止于未匹配的格子 {end}，把路径上的骨牌翻转后匹配多一个骨牌。',
  'practice.path.step': ' → ',
  'practice.answer.augmenting-path': '从 {start} 出发的增广路终止于 {end}：{path}。',
};
