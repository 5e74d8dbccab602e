// 简体中文 messages: the same keys and {params} as en.js, in the same sections
// (tests/unit/messages.test.js checks). Loaded only when the page is in Chinese.
// Terms as Chinese olympiad coaches use them: 二分图, 黑白染色, 最大匹配, 匈牙利算法,
// 增广路, 交错路, 先手/后手, 必胜/必败, 连通块, 洪水填充, SG 函数, 异或. The judges'
// words (WIN, LOSE, Xiemao, Fanglaoshi) stay as printed, with their meaning beside them.
export default {
  // --- shared ---------------------------------------------------------------------
  'list.separator': '、',
  'cell.name': '({r},{c})',

  // --- the page's header, index.html ----------------------------------------------
  'page.gameNav': '游戏',
  'page.gameGeography': '棋盘游戏',
  'page.gameMine': '扫雷游戏',
  'page.copyLink': '复制链接',
  'page.copyLinkTitle': '复制指向当前棋盘、算法和步数的链接',
  'page.copyEmbed': '复制嵌入代码',
  'page.copyEmbedTitle': '在博客或网页中展示当前棋盘、算法和步数的代码',
  'page.export': '导出…',
  'page.exportTitle': '把这一步存为 PNG 图片，或把两步之间的过程存为 WebM 视频或 GIF 动图',
  'page.present': '演示',
  'page.presentTitle': '全屏、大字、高对比度，适合课堂投影 (P)',
  'page.stage': '棋盘与播放',
  'page.linkProblem': '这个链接有问题：{problems}。',
  'page.cannotStart': '页面无法启动：{error}',
  'page.fromLink': '链接',
  'page.fromPreset': '预设',

  // --- the board and the view buttons -----------------------------------------------
  'board.label': '棋盘',
  'board.labelSized': '{rows} × {cols} 的棋盘；点击格子可放置或移除{thing}',
  'view.label': '视图',
  'view.zoomIn': '放大',
  'view.zoomInTitle': '放大 (+)',
  'view.zoomOut': '缩小',
  'view.zoomOutTitle': '缩小 (-)',
  'view.fit': '适应',
  'view.fitTitle': '让整个棋盘适应窗口 (0)',
  'view.pan': '平移',
  'view.panTitle': '拖动时移动视图，而不是画{things}',
  'view.explain': '解释',
  'view.explainTitle': '得出结论后：点击一个格子，或用方向键移动并按 Enter，查看它为什么必胜或必败 (E)',

  // --- playback: transport, timeline (index.html, www/controls.js) ------------------
  'play.toolbar': '播放',
  'play.toStart': '回到开头',
  'play.toStartTitle': '回到开头 (Home)',
  'play.toStartLabel': '开头',
  'play.back': '后退一步',
  'play.backTitle': '后退一步（←；Shift+← 十步）',
  'play.backLabel': '后退',
  'play.playTitle': '播放或暂停 (Space)',
  'play.play': '播放',
  'play.pause': '暂停',
  'play.forward': '前进一步',
  'play.forwardTitle': '前进一步（→；Shift+→ 十步）',
  'play.forwardLabel': '前进',
  'play.toEnd': '跳到结尾',
  'play.toEndTitle': '跳到结尾 (End)',
  'play.toEndLabel': '结尾',
  'play.timeline': '时间轴',
  'play.timelineMarks': '时间轴标记',
  'play.phases': '阶段',
  'play.prevPhase': '‹ 上一阶段',
  'play.prevPhaseTitle': '上一阶段 ([)',
  'play.nextPhase': '下一阶段 ›',
  'play.nextPhaseTitle': '下一阶段 (])',
  'play.stepOf': '第 {step} 步，共 {last} 步',
  'play.stepOfSoFar': '第 {step} 步，已记录 {last} 步',
  'play.instant': '瞬间',
  'play.rate': '每秒 {rate} 步',

  // --- run options ----------------------------------------------------------------
  'options.algorithm': '算法',
  'options.greedy': '贪心初始匹配',
  'options.greedyTitle': '先用贪心求一个初始匹配。默认在大棋盘上开启；小棋盘上关闭，因为每一次搜索都值得看。',
  'options.greedyAuto': '（自动）',
  'options.follow': '跟随',
  'options.followTitle': '放大播放时，视图始终让当前这一步的格子留在屏幕上',
  'options.case': '数据组',
  'options.caseOf': '第 {i} 组，共 {n} 组',
  'options.speed': '速度',

  // --- the side panels ------------------------------------------------------------
  'panel.aside': '算法正在做什么',
  'panel.verdict': '结论',
  'panel.narration': '解说',
  'panel.counters': '计数',
  'panel.pseudocode': '伪代码',
  'panel.legend': '图例',
  'panel.stepNumber': '{step}.',

  // --- "Why this cell?" (www/page/explain.js) ---------------------------------------
  'explain.title': '为什么是这个格子？',

  // --- the Board section: presets, editing (index.html, www/editor.js) ----------------
  'editor.title': '棋盘',
  'editor.panHint': '按住 Shift 拖动、右键拖动或用<em>平移</em>可移动视图；滚轮或双指缩放。',
  'editor.undo': '撤销',
  'editor.undoTitle': '撤销上一次编辑 (Ctrl+Z)',
  'editor.redo': '重做',
  'editor.redoTitle': '重做刚撤销的编辑 (Ctrl+Shift+Z)',
  'editor.preset': '预设',
  'editor.rows': '行数',
  'editor.cols': '列数',
  'editor.seed': '随机种子',
  'editor.make': '生成棋盘',

  // --- judge input and output (index.html, www/editor.js, www/page/judge.js) ----------
  'io.input': '输入数据',
  'io.apply': '使用此输入',
  'io.openFile': '打开文件…',
  'io.download': '下载',
  'io.downloadInput': '下载输入',
  'io.copy': '复制',
  'io.copyInput': '复制输入',
  'io.output': '标准答案',
  'io.format': '格式',
  'io.downloadOutput': '下载输出',
  'io.copyOutput': '复制输出',
  'io.exactlyBefore': '与',
  'io.exactlyAfter': '的输出完全相同。',
  'io.yours': '你的输出',
  'io.yoursPlaceholder': '粘贴你的程序对这个输入的输出：立即与标准答案比对。',
  'io.comparison': '比对结果',
  'io.comparisonLegend': '比对结果在棋盘上的标记',

  // --- the footer -----------------------------------------------------------------
  'foot.keys':
    '快捷键：<kbd>Space</kbd> 播放/暂停 · <kbd>←</kbd>/<kbd>→</kbd> 一步 · <kbd>Shift</kbd>+方向键 十步 · ' +
    '<kbd>PageUp</kbd>/<kbd>PageDown</kbd> 上一个/下一个标记 · <kbd>[</kbd>/<kbd>]</kbd> 上一阶段/下一阶段 · ' +
    '<kbd>Home</kbd>/<kbd>End</kbd> 开头/结尾 · <kbd>+</kbd>/<kbd>-</kbd> 缩放 · <kbd>0</kbd> 适应窗口 · ' +
    '<kbd>Ctrl</kbd>+<kbd>Z</kbd> 撤销编辑 · <kbd>P</kbd> 演示。',

  // --- presentation mode (www/present.js) -------------------------------------------
  'present.leave': '退出',
  'present.leaveTitle': '退出演示模式 (Esc)',
  // --- the token game (www/games/geography.js) ----------------------------------------
  'geography.text.title': 'gridplay · 棋盘游戏，一步一步求解',
  'geography.text.description': '看二分图最大匹配如何一步一步决定网格上棋盘游戏的胜负。',
  'geography.text.sub': '· 棋盘游戏，谁能赢？',
  'geography.text.rules':
    '先手把一枚棋子放在一个空格上；之后双方轮流把棋子移到相邻的、没有走过的空格上，无法移动的一方输。' +
    '把棋盘黑白染色后这是二分图博弈：先手从某个格子出发必胜，当且仅当存在一个不包含该格子的最大匹配。',
  'geography.text.problem': '[JSOI2009] 游戏 / 棋盘游戏：本页用二分图最大匹配一步一步求解，并输出与评测要求完全一致的答案。',
  'geography.text.edit': '在棋盘上点击或拖动，可以添加或移除障碍。',
  'geography.text.density': '障碍密度',
  'geography.text.cell': '障碍',
  'geography.text.cells': '障碍',

  // --- mine (www/games/mine.js) -----------------------------------------------------
  'mine.text.title': 'gridplay · 扫雷游戏（HDU 4678），一步一步求解',
  'mine.text.description': '看洪水填充、SG 值和异或如何一步一步决定扫雷点击游戏的胜负。',
  'mine.text.sub': '· 扫雷游戏，谁能赢？',
  'mine.text.rules':
    'Xiemao（先手）和 Fanglaoshi（后手）轮流点击一个未翻开且不是雷的格子：数字格只翻开它自己，空白格翻开它所在的' +
    '整个空白连通块和周围的数字。没有格子可点的一方输。每个空白连通块连同与它相邻的 k 个数字，SG 值为 1（k 为偶数）' +
    '或 2（k 为奇数），每个孤立数字的 SG 值为 1；所有 SG 值的异或不为 0 时先手必胜。',
  'mine.text.problem':
    'Mine：本页一步一步展示通过评测的解法所做的洪水填充、SG 值和异或，输出与它完全相同；棋盘违反题目保证时，还会求出真正的胜者。',
  'mine.text.edit': '在棋盘上点击或拖动，可以添加或移除雷。',
  'mine.text.density': '雷的密度',
  'mine.text.cell': '雷',
  'mine.text.cells': '雷',

  // --- play mode: www/core/play.js, www/games/*-play.js ----------------------------
  'playmode.title': '人机对弈',
  'playmode.button': '人机对弈',
  'playmode.buttonTitle': '与电脑对弈：电脑按最优策略走棋，并说明每一步为什么对（G）',
  'playmode.roles': '你的身份',
  'playmode.choose': '选择你的身份。电脑从任何局面出发都走最优着法，并解释每一步。',
  'playmode.statusLabel': '对局状态',
  'playmode.logLabel': '对局记录',
  'playmode.undo': '悔棋',
  'playmode.undoTitle': '撤回你的上一步和电脑的应对（U）',
  'playmode.undone': '已悔棋。',
  'playmode.noHint': '提示：在对方走最优的情况下，这里没有必胜的走法。',
  'playmode.hints': '提示',
  'playmode.matching': '显示匹配',
  'playmode.leave': '结束对局',
  'playmode.thinking': '电脑思考中…',
  'playmode.startWin': '双方都走最优时你必胜：一旦失误，电脑就会抓住机会。',
  'playmode.startLose': '双方都走最优时电脑必胜：尽量让它多费些力气吧。',
  'playmode.noGame': '没有可以对弈的棋盘。',
  'playmode.badRole': '未知身份“{role}”（可用 {roles}）',
  'playmode.geography.role.placer': '你放棋子（之后后手移动）',
  'playmode.geography.role.mover': '你先手移动（电脑放棋子）',
  'playmode.geography.start.placer': '你是放棋子的一方（P4055 中先放棋子的人）：把棋子放在一个空格上，然后电脑先走。',
  'playmode.geography.start.mover': '你是先手移动的一方：电脑放好棋子，然后你先走。',
  'playmode.geography.turnPlace': '轮到你：点击一个空格放下棋子。',
  'playmode.geography.turnMove': '轮到你：把棋子移到一个相邻且没有到过的格子。',
  'playmode.geography.kept': '好棋：你仍处于必胜态。',
  'playmode.geography.blunder': '这一步把胜利送掉了：走 {better} 才能赢。点“悔棋”撤回。',
  'playmode.geography.placeUnmatched':
    '我把棋子放在 {cell}：存在一个最大匹配不包含它，所以你每走一步，我都能沿这个匹配中的一张骨牌应对。',
  'playmode.geography.placeLosing':
    '我把棋子放在 {cell}。这个棋盘有完美匹配，无论放在哪里我都必败；我选一个邻格多的格子。',
  'playmode.geography.followDomino':
    '我沿最大匹配中的骨牌 {from}–{to} 走：剩下的匹配仍是最大匹配，且不包含你所在的格子，所以你走到的每个格子都有我可以应对的匹配点。',
  'playmode.geography.losing': '我走到 {cell}。我处于必败态：无论怎么走，你都有必胜的应对。',
  'playmode.geography.losingReplies': {
    other: '我走到 {cell}。我处于必败态：无论怎么走你都有必胜的应对；这一步之后你的必胜应对只有 {n} 种。',
  },
  'playmode.geography.youWon': '你赢了：电脑没有可以走的相邻空格了。',
  'playmode.geography.computerWon': '电脑赢了：你没有可以走的相邻空格了。电脑一直沿一个不包含你所在格子的最大匹配的骨牌应对。',
  'playmode.geography.refused.game-over': '对局已经结束。',
  'playmode.geography.refused.not-free': '那是障碍格。',
  'playmode.geography.refused.visited': '棋子已经到过那个格子。',
  'playmode.geography.refused.not-neighbour': '只能把棋子移到它所在格子的相邻格。',
  'playmode.geography.refused.not-your-turn': '请稍候：现在轮到电脑。',
  'playmode.geography.refused.other': '不能这样走。',
};
