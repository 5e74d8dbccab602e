// English words of the guided lessons and the practice questions (www/lessons/).
// Loaded with the lessons only (www/lessons/words.js adds them to the catalogue).
// Every key here is in lessons.zh-CN.js too, with the same {params}
// (tests/unit/lessons-messages.test.js). A slide's text is teaching prose that holds on
// any board; what it says about the board shown (who wins, which cells, a value) is a
// `lesson.fact.*` sentence filled in from the core's answer for that board.
export default {
  // --- the lesson panel -------------------------------------------------------------
  'lesson.region': 'Lesson',
  'lesson.title.geography': 'Lesson: the token game',
  'lesson.title.mine': 'Lesson: the mine clicking game',
  'lesson.count': '{n} / {total}',
  'lesson.next': 'Next slide',
  'lesson.prev': 'Previous slide',
  'lesson.nextTitle': 'Next slide (N)',
  'lesson.prevTitle': 'Previous slide (B)',
  'lesson.changed': 'The board has changed since the slide set it up, so what the slide said about it is not shown. Next or Previous (or the slide\'s link) sets a slide up again.',
  'lesson.keys': 'N next slide · B previous slide',
  'lesson.unknown': 'there is no lesson "{lesson}" (known: {known})',
  'lesson.badSlide': 'slide must be a number from 1 to {total}, not "{slide}"',

  // --- what a slide says about its board, from the core -----------------------------
  'lesson.fact.starts': {
    one: 'On this board the first player wins from 1 start: {cells}. From every other cell the second player wins.',
    other: 'On this board the first player wins from {n} starts: {cells}. From every other cell the second player wins.',
  },
  'lesson.fact.noStart': 'On this board every start loses: wherever the first player puts the token, the second player wins. The judge prints LOSE.',
  'lesson.fact.matching': {
    one: 'The maximum matching found has 1 domino; it covers 2 of the {free} free cells.',
    other: 'The maximum matching found has {n} dominoes; they cover {covered} of the {free} free cells.',
  },
  'lesson.fact.perfectMatching': 'Every free cell is covered: the matching is perfect.',
  'lesson.fact.uncovered': { one: '1 free cell is left uncovered.', other: '{n} free cells are left uncovered.' },
  'lesson.fact.cellWins': 'Explain, on {cell}: the first player wins from it (the panel shows the path).',
  'lesson.fact.cellLoses': 'Explain, on {cell}: the first player loses from it; its domino partner is {partner}.',
  'lesson.fact.youWin': 'With perfect play you win from here, whatever the computer does.',
  'lesson.fact.computerWins': 'With perfect play the computer wins from here.',
  'lesson.fact.now': 'At this step: {text}',
  'lesson.fact.triangle': 'Here {a}, {b} and {c} all touch each other: a triangle, an odd cycle.',
  'lesson.fact.output': 'The judge output for this board:',
  'lesson.fact.mineWinner': 'On this board {who}: the XOR of the parts is {xor}.',
  'lesson.fact.mineFirst': 'the first player (Xiemao) wins',
  'lesson.fact.mineSecond': 'the second player (Fanglaoshi) wins',
  'lesson.fact.mineParts': 'The parts: {parts}.',
  'lesson.fact.minePart': 'region {region}: {value}',
  'lesson.fact.mineLone': { one: '1 lone number: 1', other: '{n} lone numbers: {n} × 1' },
  'lesson.fact.mineRegions': { one: 'The board has 1 blank region.', other: 'The board has {n} blank regions.' },
  'lesson.fact.mineBroken': { one: 'The promise is broken here: 1 number borders two regions.', other: 'The promise is broken here: {n} numbers border two regions.' },
  'lesson.fact.mineKept': 'The promise holds here: no number borders two regions.',

  // --- the token game lesson (15 slides) -------------------------------------------
  'lesson.geography.rules.title': 'The game',
  'lesson.geography.rules.text':
    "This is the problem's sample board. The first player puts the token on a free cell. Then the other player moves it to a free side neighbour it has never visited, and they take turns. Whoever cannot move loses. You are the first player: click a cell to put the token and play against the computer. Question: where would you put the token?",
  'lesson.geography.sample.title': 'Where to put the token',
  'lesson.geography.sample.text':
    'The judge asks exactly this: from which cells does the first player win? The solver has run to the end on the same board; the board marks the winning starts.',
  'lesson.geography.row.title': 'Small boards: one row',
  'lesson.geography.row.text':
    'Small boards first. Try each start in your head: put the token there and let the other player move. Question for the next slide: who wins on a 2 × 2 square?',
  'lesson.geography.square.title': 'Small boards: a square',
  'lesson.geography.square.text':
    'A 2 × 2 square. Whatever cell the token starts on, count the moves left. Is there a pattern? The next slides explain it with a colouring and dominoes.',
  'lesson.geography.colours.title': 'Colour the board',
  'lesson.geography.colours.text':
    "Colour the cells like a chessboard, black and white. A rook move goes to a side neighbour, and side neighbours always have different colours: every move changes colour. The moves form a graph with two sides, black and white, and every edge between them: a bipartite graph.",
  'lesson.geography.dominoes.title': 'Dominoes are a matching',
  'lesson.geography.dominoes.text':
    'A domino covers two side neighbours, one black and one white. Dominoes that do not overlap form a matching; as many dominoes as can fit form a maximum matching. The solver has found one: each pair joined on the board is a domino.',
  'lesson.geography.strategy.title': 'Answer along your domino',
  'lesson.geography.strategy.text':
    "The second player's strategy: whenever the token lands on a cell, move it to the other cell of that cell's domino. Here you are the second player (turn on the matching to see the dominoes): answer along the domino each time. If the other player could ever reach a cell that no domino covers, the dominoes could be slid along the path to make another maximum matching that leaves the start uncovered; so when every maximum matching covers the start, the answer along the domino is always there.",
  'lesson.geography.perfect.title': 'When the second player wins',
  'lesson.geography.perfect.text':
    'When the dominoes cover every free cell (a perfect matching), every start is covered by every maximum matching, so the second player wins from every start: the judge prints LOSE. With an odd number of free cells no matching is perfect.',
  'lesson.geography.alternating.title': 'Which starts win: alternating paths',
  'lesson.geography.alternating.text':
    "The first player wins from a cell exactly when some maximum matching leaves it uncovered: then every move goes to a covered cell, and the first player answers along its domino. To find all such cells, start from the cells the matching leaves uncovered and follow alternating paths: a move to a neighbour, then along that neighbour's domino, again and again. Every cell reached this way after a domino is a winning start too. Explain is on: the panel and the board show the path for the cell ringed.",
  'lesson.geography.partner.title': 'A losing start',
  'lesson.geography.partner.text':
    'A cell that every maximum matching covers is a losing start: the second player answers along its domino every time. Explain shows the partner the second player moves to first.',
  'lesson.geography.kuhn.title': "Kuhn's augmenting path",
  'lesson.geography.kuhn.text':
    "Kuhn's algorithm (the Hungarian algorithm) builds the matching one domino at a time. From an uncovered cell it searches for an augmenting path: uncovered cell, neighbour, along its domino, neighbour, …, ending at another uncovered cell. Flipping the path (dominoes off, the other edges on) adds one domino. This step shows a path longer than one move. Play on with the arrow keys.",
  'lesson.geography.hopcroft.title': "Hopcroft–Karp's phases",
  'lesson.geography.hopcroft.text':
    "Hopcroft–Karp works in phases. Each phase runs one breadth-first search from every uncovered cell at once, in layers, to find the length of the shortest augmenting paths, then flips as many disjoint shortest paths as it can. About √V phases are enough, so it is fast on big boards. This step is the start of a phase; use [ and ] to jump between phases.",
  'lesson.geography.king.title': 'King moves: an odd cycle',
  'lesson.geography.king.text':
    "With king moves (all 8 neighbours) a diagonal move keeps the colour, and the colouring argument breaks: three cells that all touch each other form a triangle, an odd cycle, and the graph is no longer bipartite. Kuhn's search can miss augmenting paths here, so the page runs another algorithm.",
  'lesson.geography.blossom.title': 'Blossoms fix it',
  'lesson.geography.blossom.text':
    "Edmonds' blossom algorithm handles odd cycles: when its search closes an odd cycle (a blossom), it shrinks the cycle into one cell and goes on searching; a path found through it is unfolded later. The rule about starts still holds: the first player wins from a cell exactly when some maximum matching leaves it uncovered.",
  'lesson.geography.judge.title': 'From the board to the judge',
  'lesson.geography.judge.text':
    'What the judge wants (Luogu P4055): WIN and then every winning start, row then column, in order, or LOSE. Your program: build the bipartite graph, find a maximum matching, then mark the winning starts by alternating paths from the uncovered cells. Paste what your program prints into Your output below the board: the page compares it with the judge output line by line.',
  // --- practice (www/lessons/practice.js, questions.js) ------------------------------
  'practice.region': 'Practice',
  'practice.title': 'Question {n}: {kind}',
  'practice.kind.winning-starts': 'winning starts',
  'practice.kind.who-wins': 'who wins',
  'practice.prompt.winning-starts':
    'Click every cell the first player wins from if the token starts there (with the board focused: arrow keys and Space), then Check answer. None? Check answer with no cell chosen.',
  'practice.prompt.who-wins': 'The token starts on the ringed cell {cell}. Who wins with perfect play?',
  'practice.first': 'The first player',
  'practice.second': 'The second player',
  'practice.choices': 'Your answer',
  'practice.check': 'Check answer',
  'practice.show': 'Show answer',
  'practice.new': 'New question',
  'practice.keys': 'Board: arrows move, Space chooses, Enter checks',
  'practice.result': 'Practice result',
  'practice.right': 'Right!',
  'practice.wrong': 'Not quite.',
  'practice.missed': { one: 'Missed (a dashed ring on the board): {cells}.', other: 'Missed ({n}, dashed rings on the board): {cells}.' },
  'practice.wrongCells': { one: 'Chosen wrongly (a cross on the board): {cells}.', other: 'Chosen wrongly ({n}, crosses on the board): {cells}.' },
  'practice.score': { one: '{right} of {n} right', other: '{right} of {n} right' },
  'practice.mastered': { one: '{n} right in a row: mastered!', other: '{n} right in a row: mastered!' },
  'practice.answer.first': 'The first player wins from {cell}.',
  'practice.answer.second': 'The second player wins when the token starts on {cell}.',
  'practice.unknownGame': 'practice must be {known}, not "{game}"',
  'practice.unknownKind': 'kind must be {known}, not "{kind}"',
  // --- the mine lesson (6 slides) --------------------------------------------------
  'lesson.fact.mineRegion': 'Explain, on the region at {cell}: {n} bordering numbers, so its value is {value}.',
  'lesson.fact.mineExact': 'The exact search over every move says: {who}.',
  'lesson.mine.clicks.title': 'Clicks and flood fill',
  'lesson.mine.clicks.text':
    'HDU 4678: Xiemao and Fanglaoshi know where every mine is, and take turns clicking a face-down cell that is not a mine; Xiemao clicks first. A number turns over alone. A blank (no mine around it) turns over its whole blank region, flooding to the 8 neighbours, with every number bordering it. Whoever cannot click loses. You are the first player here: play a game. Question: is it better to click a blank or a number?',
  'lesson.mine.flood.title': 'Blank regions and their numbers',
  'lesson.mine.flood.text':
    "The solver does what a click on a blank does: a flood fill over the region's blanks (8 neighbours), counting the numbers that border it. After that the numbers of a region can only be turned over one at a time, or all at once with the region. This step finishes a region.",
  'lesson.mine.grundy.title': "A region's Grundy value: mex",
  'lesson.mine.grundy.text':
    "A position's Grundy value (SG function) is the mex of the values of the positions one move away: the smallest non-negative integer not among them. A region with k face-down bordering numbers has two kinds of move: open the region (it is gone: value 0), or click one of its numbers (k − 1 left). So g(0) = mex{0} = 1, g(1) = mex{0, g(0)} = mex{0, 1} = 2, g(2) = mex{0, 2} = 1, and so on: an even count is worth 1, an odd count 2. Explain shows it for the region boxed.",
  'lesson.mine.lone.title': 'Lone numbers',
  'lesson.mine.lone.text':
    'A number that borders no blank region is a lone number: one click turns it over and nothing else changes. Its only move leads to the empty game, value 0, so it is worth mex{0} = 1.',
  'lesson.mine.xor.title': 'XOR of the parts: Sprague–Grundy',
  'lesson.mine.xor.text':
    'The regions (with their numbers) and the lone numbers are independent games played side by side: each move is in exactly one of them. By the Sprague–Grundy theorem the whole board is worth the XOR of the parts, and the player to move wins exactly when it is not 0: then Xiemao, who clicks first, wins; at 0 Fanglaoshi wins.',
  'lesson.mine.promise.title': "The problem's promise",
  'lesson.mine.promise.text':
    "The rule above needs the problem's promise: no number borders two blank regions (then the parts are independent). On a board that breaks it, the accepted code still prints what its formula gives, counting each shared number for one region only; the parts are no longer independent, and that answer can be wrong. The page also runs an exact search over every move, to tell.",
  // --- mine practice -----------------------------------------------------------------
  'practice.kind.grundy': 'a region\'s value',
  'practice.kind.mine-winner': 'who wins',
  'practice.prompt.grundy': 'The blank {cell} is ringed. What is the Grundy value of its blank region (with its bordering numbers)?',
  'practice.prompt.mine-winner': 'Xiemao clicks first. With perfect play, who wins this board?',
  'practice.value0': '0',
  'practice.value1': '1',
  'practice.value2': '2',
  'practice.value3': '3',
  'practice.xiemao': 'Xiemao (first)',
  'practice.fanglaoshi': 'Fanglaoshi (second)',
  'practice.answer.grundy': 'The region at {cell} is worth {value}.',
  'practice.answer.mineWinner': 'With perfect play {who}.',

  // --- practice: augmenting-path questions (www/lessons/questions.js, #30) -------------
  'practice.kind.augmenting-path': 'augmenting path',
  'practice.prompt.augmenting-path':
    'The dominoes are the matching Kuhn\'s algorithm has built so far. Its next search starts from the ringed unmatched cell {cell}: step to a neighbour; if that cell is matched, go on along its domino. Where does the augmenting path end? Click the cell.',
  'practice.path.wall': '{cell} is a wall: no path goes there.',
  'practice.path.start': '{cell} is where the search starts; the path ends on an unmatched cell of the other colour.',
  'practice.path.matched': '{cell} is matched with {partner}: a path that reaches it goes on along that domino to {partner}, so it does not end there.',
  'practice.path.colour': '{cell} is unmatched, but the colour of {start}: a path comes to that colour only along a domino, so it never ends there.',
  'practice.path.unreached': '{cell} is unmatched, but no alternating path from {start} reaches it.',
  'practice.path.nothing': 'No cell chosen: click the cell where the path ends.',
  'practice.path.found': 'Kuhn\'s search finds {path} (drawn on the board): it ends at {end}, an unmatched cell, and swapping the path\'s dominoes adds one to the matching.',
  'practice.path.step': ' → ',
  'practice.answer.augmenting-path': 'The augmenting path from {start} ends at {end}: {path}.',
};
