// English messages: the page's words, by area. Keys are 'area.name'; {params} are
// filled in by t() (www/i18n.js, which says how to add one); a plural is
// { one, other }, chosen by the param n. Every key here is in zh-CN.js too
// (tests/unit/messages.test.js). Add a new area as a new section at the end.
export default {
  // --- shared ---------------------------------------------------------------------
  'list.separator': ', ',
  'cell.name': '({r},{c})',

  // --- the page's header, index.html ----------------------------------------------
  'page.gameNav': 'Game',
  'page.gameGeography': 'Token game',
  'page.gameMine': 'Mine',
  'page.copyLink': 'Copy link',
  'page.copyLinkTitle': 'Copy a link to this board, algorithm and step',
  'page.copyEmbed': 'Copy embed code',
  'page.copyEmbedTitle': 'Code that shows this board, algorithm and step in a blog post or web page',
  'page.export': 'Export…',
  'page.exportTitle': 'Save this step as a PNG, or the steps between two as a WebM video or a GIF',
  'page.present': 'Present',
  'page.presentTitle': 'Full screen, large and high-contrast, for a classroom (P)',
  'page.stage': 'Board and playback',
  'page.linkProblem': 'This link has a problem: {problems}.',
  'page.cannotStart': 'The page could not start: {error}',
  'page.fromLink': 'the link',
  'page.fromPreset': 'the preset',

  // --- the board and the view buttons -----------------------------------------------
  'board.label': 'Board',
  'board.labelSized': 'Board of {rows} × {cols} cells; click a cell to add or remove a {thing}',
  'view.label': 'View',
  'view.zoomIn': 'Zoom in',
  'view.zoomInTitle': 'Zoom in (+)',
  'view.zoomOut': 'Zoom out',
  'view.zoomOutTitle': 'Zoom out (-)',
  'view.fit': 'Fit',
  'view.fitTitle': 'Fit the board (0)',
  'view.pan': 'Pan',
  'view.panTitle': 'Dragging moves the view instead of drawing {things}',
  'view.explain': 'Explain',
  'view.explainTitle': 'After the verdict: click a cell, or move with the arrow keys and press Enter, to see why it wins or loses (E)',

  // --- playback: transport, timeline (index.html, www/controls.js) ------------------
  'play.toolbar': 'Playback',
  'play.toStart': 'Jump to start',
  'play.toStartTitle': 'Jump to start (Home)',
  'play.toStartLabel': 'Start',
  'play.back': 'Step back',
  'play.backTitle': 'Step back (←; Shift+← ten)',
  'play.backLabel': 'Back',
  'play.playTitle': 'Play or pause (Space)',
  'play.play': 'Play',
  'play.pause': 'Pause',
  'play.forward': 'Step forward',
  'play.forwardTitle': 'Step forward (→; Shift+→ ten)',
  'play.forwardLabel': 'Forward',
  'play.toEnd': 'Jump to end',
  'play.toEndTitle': 'Jump to end (End)',
  'play.toEndLabel': 'End',
  'play.timeline': 'Timeline',
  'play.timelineMarks': 'Timeline marks',
  'play.phases': 'Phases',
  'play.prevPhase': '‹ Phase',
  'play.prevPhaseTitle': 'Previous phase ([)',
  'play.nextPhase': 'Phase ›',
  'play.nextPhaseTitle': 'Next phase (])',
  'play.stepOf': 'Step {step} of {last}',
  'play.stepOfSoFar': 'Step {step} of {last} recorded so far',
  'play.instant': 'instant',
  'play.rate': '{rate} steps/s',

  // --- run options ----------------------------------------------------------------
  'options.algorithm': 'Algorithm',
  'options.greedy': 'Greedy start',
  'options.greedyTitle':
    'Start from a greedy matching. By default it is on for big boards and off for small ones, where every search is worth watching.',
  'options.greedyAuto': '(auto)',
  'options.follow': 'Follow',
  'options.followTitle': "While playing zoomed in, the view keeps the current step's cells on screen",
  'options.case': 'Case',
  'options.caseOf': '{i} of {n}',
  'options.speed': 'Speed',

  // --- the side panels ------------------------------------------------------------
  'panel.aside': 'What the algorithm is doing',
  'panel.verdict': 'Verdict',
  'panel.narration': 'Narration',
  'panel.counters': 'Counters',
  'panel.pseudocode': 'Pseudocode',
  'panel.legend': 'Legend',
  'panel.stepNumber': '{step}.',

  // --- "Why this cell?" (www/page/explain.js) ---------------------------------------
  'explain.title': 'Why this cell?',

  // --- the Board section: presets, editing (index.html, www/editor.js) ----------------
  'editor.title': 'Board',
  'editor.panHint': 'Shift-drag, right-drag or <em>Pan</em> moves the view; the wheel or a pinch zooms.',
  'editor.undo': 'Undo',
  'editor.undoTitle': 'Undo the last edit (Ctrl+Z)',
  'editor.redo': 'Redo',
  'editor.redoTitle': 'Redo the edit undone (Ctrl+Shift+Z)',
  'editor.preset': 'Preset',
  'editor.rows': 'Rows',
  'editor.cols': 'Columns',
  'editor.seed': 'Seed',
  'editor.make': 'Make board',

  // --- judge input and output (index.html, www/editor.js, www/page/judge.js) ----------
  'io.input': 'Judge input',
  'io.apply': 'Use this input',
  'io.openFile': 'Open file…',
  'io.download': 'Download',
  'io.downloadInput': 'Download the input',
  'io.copy': 'Copy',
  'io.copyInput': 'Copy the input',
  'io.output': 'Judge output',
  'io.format': 'Format',
  'io.downloadOutput': 'Download the output',
  'io.copyOutput': 'Copy the output',
  'io.exactlyBefore': 'Exactly what',
  'io.exactlyAfter': 'prints.',
  'io.yours': 'Your output',
  'io.yoursPlaceholder': 'Paste what your program prints for this input: it is compared with the judge output at once.',
  'io.comparison': 'Comparison',
  'io.comparisonLegend': 'Board marks of the comparison',

  // --- the footer -----------------------------------------------------------------
  'foot.keys':
    'Keys: <kbd>Space</kbd> play/pause · <kbd>←</kbd>/<kbd>→</kbd> one step · <kbd>Shift</kbd>+arrows ten · ' +
    '<kbd>PageUp</kbd>/<kbd>PageDown</kbd> previous/next mark · <kbd>[</kbd>/<kbd>]</kbd> previous/next phase · ' +
    '<kbd>Home</kbd>/<kbd>End</kbd> · <kbd>+</kbd>/<kbd>-</kbd> zoom · <kbd>0</kbd> fit · ' +
    '<kbd>Ctrl</kbd>+<kbd>Z</kbd> undo an edit · <kbd>P</kbd> present.',

  // --- presentation mode (www/present.js) -------------------------------------------
  'present.leave': 'Leave',
  'present.leaveTitle': 'Leave presentation mode (Esc)',
  // --- the token game (www/games/geography.js) ----------------------------------------
  'geography.text.title': 'gridplay · the token game, solved step by step',
  'geography.text.description': 'Watch a bipartite matching decide who wins the token game on a grid, step by step.',
  'geography.text.sub': '· who wins the token game?',
  'geography.text.rules':
    'The first player puts a token on a free cell; then, in turn, each moves it to an unvisited free ' +
    'neighbour. Who cannot move loses. The first player wins from a cell exactly when some maximum ' +
    'matching leaves that cell unmatched.',
  'geography.text.problem':
    '[JSOI2009] 游戏 / 棋盘游戏: the page solves it by maximum matching, step by step, and prints exactly what the judges expect.',
  'geography.text.edit': 'Click or drag on the board to add or remove walls.',
  'geography.text.density': 'Wall density',
  'geography.text.cell': 'wall',
  'geography.text.cells': 'walls',

  // --- mine (www/games/mine.js) -----------------------------------------------------
  'mine.text.title': 'gridplay · mine (HDU 4678), solved step by step',
  'mine.text.description': 'Watch flood fills, Grundy values and an XOR decide who wins the minesweeper clicking game, step by step.',
  'mine.text.sub': '· who wins the mine game?',
  'mine.text.rules':
    'Xiemao, then Fanglaoshi, click a face-down cell that is not a mine: a number turns over alone, a blank ' +
    'opens its whole blank region and the numbers around it. Who has no cell left to click loses. Each blank ' +
    'region with its k bordering numbers is worth 1 (k even) or 2 (k odd), each lone number 1; the first ' +
    'player wins when the XOR of all values is not 0.',
  'mine.text.problem':
    'Mine: the page shows the flood fills, Grundy values and XOR of the accepted solution, step by step, prints exactly what it prints, and finds the true winner when a board breaks the promise.',
  'mine.text.edit': 'Click or drag on the board to add or remove mines.',
  'mine.text.density': 'Mine density',
  'mine.text.cell': 'mine',
  'mine.text.cells': 'mines',

  // --- play mode: www/core/play.js, www/games/*-play.js ----------------------------
  'playmode.title': 'Play the game',
  'playmode.button': 'Play the game',
  'playmode.buttonTitle': 'Play against the computer: it plays perfectly and says why each move is right (G)',
  'playmode.roles': 'Your role',
  'playmode.choose': 'Choose your role. The computer plays perfectly from any position and explains every move.',
  'playmode.statusLabel': 'Game status',
  'playmode.logLabel': 'Moves of the game',
  'playmode.undo': 'Undo move',
  'playmode.undoTitle': 'Take back your last move and the computer’s answer (U)',
  'playmode.undone': 'Move taken back.',
  'playmode.noHint': 'Hint: no move wins from here against perfect play.',
  'playmode.hints': 'Hints',
  'playmode.matching': 'Show the matching',
  'playmode.leave': 'End the game',
  'playmode.thinking': 'The computer is thinking…',
  'playmode.startWin': 'With perfect play you win: the computer will pounce on any slip.',
  'playmode.startLose': 'With perfect play the computer wins: make it work for it.',
  'playmode.noGame': 'There is no board to play on.',
  'playmode.badRole': 'unknown role "{role}" (use {roles})',
  'playmode.geography.role.placer': 'You place the token (then move second)',
  'playmode.geography.role.mover': 'You move first (the computer places)',
  'playmode.geography.start.placer': 'You are the placer, as 小AA in P4055: put the token on a free cell, then the computer moves first.',
  'playmode.geography.start.mover': 'You are the mover: the computer places the token, then you move first.',
  'playmode.geography.turnPlace': 'Your turn: click a free cell to place the token.',
  'playmode.geography.turnMove': 'Your turn: move the token to a side neighbour it has not visited.',
  'playmode.geography.kept': 'Good move: you are still winning.',
  'playmode.geography.blunder': 'That move gives the win away: {better} was winning. Press Undo move to take it back.',
  'playmode.geography.placeUnmatched':
    'I put the token on {cell}: a maximum matching leaves it unmatched, so I can answer every move of yours along a domino of that matching.',
  'playmode.geography.placeLosing':
    'I put the token on {cell}. This board has a perfect matching, so every start loses for me; I pick a cell with many neighbours.',
  'playmode.geography.followDomino':
    'I follow the domino {from}–{to} of a maximum matching: the rest of it is still maximum and leaves your cell unmatched, so every move you make lands on a cell with a partner for me.',
  'playmode.geography.losing': 'I move to {cell}. I am losing: every move leaves you a winning answer.',
  'playmode.geography.losingReplies': {
    one: 'I move to {cell}. I am losing: every move leaves you a winning answer, but this one leaves you only {n}.',
    other: 'I move to {cell}. I am losing: every move leaves you a winning answer; this one leaves you {n}.',
  },
  'playmode.geography.youWon': 'You won: the computer has no free neighbour to move to.',
  'playmode.geography.computerWon':
    'The computer won: you have no free neighbour to move to. It answered along dominoes of a maximum matching that never covered your cell.',
  'playmode.geography.refused.game-over': 'The game is over.',
  'playmode.geography.refused.not-free': 'That cell is a wall.',
  'playmode.geography.refused.visited': 'The token has been on that cell already.',
  'playmode.geography.refused.not-neighbour': 'Move the token to a side neighbour of its cell.',
  'playmode.geography.refused.not-your-turn': 'Wait: it is the computer’s turn.',
  'playmode.geography.refused.other': 'That move is not allowed.',
};
