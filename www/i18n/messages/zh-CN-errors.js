// The core's error messages in Chinese (loaded with the Chinese catalogue by
// www/i18n/zh-CN.js: English pages never load it). The Rust parsers say what is wrong
// in English sentences made from a few templates ("{what} must be a whole number,
// found "x"", what = "the number of rows N"…); each template and each "what" is matched
// here and said again. tests/unit/errors.test.js runs the built core over bad inputs
// that reach every template and fails when a message comes out untranslated. A message
// no rule knows stays English (never hidden): www/core/errors.js.

// [English pattern, Chinese text from the groups]; `w` translates a "what", `ch` a
// character description, `n` is a number as printed.
const WHAT = [
  [/^the number of rows N$/, () => '行数 N'],
  [/^the number of columns M$/, () => '列数 M'],
  [/^the number of cases T$/, () => '数据组数 T'],
  [/^the number of rows N of case (\d+)$/, (m) => `第 ${m[1]} 组数据的行数 N`],
  [/^the number of columns M of case (\d+)$/, (m) => `第 ${m[1]} 组数据的列数 M`],
  [/^the number of mines K of case (\d+)$/, (m) => `第 ${m[1]} 组数据的雷数 K`],
  [/^the header "N M K" of case (\d+)$/, (m) => `第 ${m[1]} 组数据的首行「N M K」`],
  [/^mine (\d+) of (\d+) \(case (\d+)\)$/, (m) => `第 ${m[3]} 组数据的第 ${m[1]} 个雷（共 ${m[2]} 个）`],
  [/^the row x of (.+)$/, (m) => `${w(m[1])}的行号 x`],
  [/^the column y of (.+)$/, (m) => `${w(m[1])}的列号 y`],
  [/^(.+) \(a mine line is "x y"; is a mine line missing\?\)$/, (m) => `${w(m[1])}（每个雷占一行「x y」；是不是少了一行？）`],
  [/^a number$/, () => '一个数'],
  [/^rows N$/, () => '行数 N'],
  [/^columns M$/, () => '列数 M'],
  // --- slide (NOI 2011 兔兔与蛋蛋游戏): crate/src/slide/parse.rs ---
  [/^the number of rounds K$/, () => '回合数 K'],
  [/^(兔兔|蛋蛋)'s move (\d+)$/, (m) => `${m[1]}的第 ${m[2]} 步`],
  [/^the row of (.+)$/, (m) => `${w(m[1])}的行号`],
  [/^the column of (.+)$/, (m) => `${w(m[1])}的列号`],
  [/^the (\d+) moves$/, (m) => `${m[1]} 步操作`],
  [/^the board$/, () => '棋盘'],
  // --- graph: crate/src/graph/parse.rs ---
  [/^the number of vertices n$/, () => '顶点数 n'],
  [/^the number of edges m$/, () => '边数 m'],
  [/^the header "n m"$/, () => '首行「n m」'],
  [/^the (first|second) vertex of edge (\d+) of (\d+)$/, (m) => `第 ${m[2]} 条边（共 ${m[3]} 条）的${m[1] === 'first' ? '第一个' : '第二个'}顶点`],
  [/^edge (\d+) of (\d+)$/, (m) => `第 ${m[1]} 条边（共 ${m[2]} 条）`],
  [/^edge (\d+)$/, (m) => `第 ${m[1]} 条边`],
  // --- graph presets: crate/src/graph/generate.rs, wasm graphPreset ---
  [/^the number of vertices$/, () => '顶点数'],
  [/^the vertices on the left$/, () => '左侧顶点数'],
  [/^the number of edges$/, () => '边数'],
  [/^the seed$/, () => '种子'],
];

const CHAR = [
  [/^"(.*)"$/s, (m) => `「${m[1]}」`],
  [/^the invisible character "(.*)"$/s, (m) => `不可见字符「${m[1]}」`],
  [/^a byte-order mark \(U\+FEFF\)$/, () => '字节顺序标记（U+FEFF）'],
  [/^byte (0x[0-9a-f]{2}) \(not UTF-8 text\)$/, (m) => `字节 ${m[1]}（不是 UTF-8 文本）`],
  [/^the end of the input$/, () => '输入的结尾'],
];

const MESSAGE = [
  [/^missing (.+): the input ends here$/, (m) => `缺少${w(m[1])}：输入到这里就结束了`],
  [/^missing (.+) on this line$/, (m) => `这一行缺少${w(m[1])}`],
  [/^(.+) must be a whole number, found a byte-order mark \(U\+FEFF\), which may only start the input$/,
    (m) => `${ws(m[1])}必须是整数，这里却是字节顺序标记（U+FEFF），它只能出现在输入的开头`],
  [/^(.+) must be a whole number, found "(.*)"$/s, (m) => `${ws(m[1])}必须是整数，这里却是「${m[2]}」`],
  [/^unexpected "(.*)" after (.+) \(a mine line is "x y"; is a mine line missing\?\)$/s,
    (m) => `${ws(m[2])}之后出现了多余的「${m[1]}」（每个雷占一行「x y」；是不是少了一行？）`],
  [/^unexpected "(.*)" after (.+)$/s, (m) => `${ws(m[2])}之后出现了多余的「${m[1]}」`],
  [/^the board has (\d+)×(\d+) = (.+) cells, over the largest board gridplay holds, (\d+) cells$/,
    (m) => `棋盘有 ${m[1]}×${m[2]} = ${cells(m[3])} 个格子，超过了 gridplay 能容纳的最大棋盘（${m[4]} 个格子）`],
  [/^the board has (\d+)×(\d+) = (.+) cells, over the limit of (\d+)$/,
    (m) => `棋盘有 ${m[1]}×${m[2]} = ${cells(m[3])} 个格子，超过了上限 ${m[4]}`],
  [/^expected (\d+) rows but the input ends after (\d+)$/, (m) => `应有 ${m[1]} 行，但输入只有 ${m[2]} 行就结束了`],
  [/^unexpected text after the (\d+) rows of the board$/, (m) => `棋盘的 ${m[1]} 行之后还有多余的内容`],
  [/^row (\d+) is too long: expected (\d+) cells, found (\d+)$/, (m) => `第 ${m[1]} 行太长：应有 ${m[2]} 个格子，实际有 ${m[3]} 个`],
  [/^row (\d+) is too short: expected (\d+) cells, found (\d+)$/, (m) => `第 ${m[1]} 行太短：应有 ${m[2]} 个格子，实际只有 ${m[3]} 个`],
  [/^(.+) is not a cell: use '\.' for free and '#' for a wall$/s, (m) => `${ch(m[1])}不是格子：用「.」表示空格，「#」表示障碍`],
  [/^T = (\d+) is over the limit of (\d+) cases$/, (m) => `T = ${m[1]} 超过了上限 ${m[2]} 组`],
  [/^a (\d+)×(\d+) board has (\d+) cells, over the limit of (\d+)$/, (m) => `${m[1]}×${m[2]} 的棋盘有 ${m[3]} 个格子，超过了上限 ${m[4]}`],
  [/^K = (\d+) mines do not fit on a (\d+)×(\d+) board \((\d+) cells\)$/,
    (m) => `K = ${m[1]} 个雷放不进 ${m[2]}×${m[3]} 的棋盘（只有 ${m[4]} 个格子）`],
  [/^mine \((\d+), (\d+)\) of case (\d+) is listed again; it counts once$/, (m) => `第 ${m[3]} 组数据的雷 (${m[1]}, ${m[2]}) 重复出现；只算一次`],
  [/^unexpected text after the last case \(T = (\d+)\)$/, (m) => `最后一组数据（T = ${m[1]}）之后还有多余的内容`],
  [/^the number of (.+) is (\d+), over the limit of (\d+)$/, (m) => `${ws(`the number of ${m[1]}`)}为 ${m[2]}，超过了上限 ${m[3]}`],
  [/^the number of (.+) must be at least 1$/, (m) => `${ws(`the number of ${m[1]}`)}至少为 1`],
  [/^(.+) must be at least 1$/, (m) => `${ws(m[1])}至少为 1`],
  [/^row x = (\d+) of (.+) is off the board \(rows are 0 to (\d+)\)$/, (m) => `${w(m[2])}的行号 x = ${m[1]} 超出了棋盘（行号为 0 到 ${m[3]}）`],
  [/^column y = (\d+) of (.+) is off the board \(columns are 0 to (\d+)\)$/,
    (m) => `${w(m[2])}的列号 y = ${m[1]} 超出了棋盘（列号为 0 到 ${m[3]}）`],
  [/^cannot read (.+)$/, (m) => `无法读取${w(m[1])}`],
  [/^(.+) is far too large$/, (m) => `${ws(m[1])}太大了`],
  [/^missing (.+)$/, (m) => `缺少${w(m[1])}`],
  [/^rows and columns must be 1 to (\d+), not (\d+) × (\d+)$/, (m) => `行数和列数必须在 1 到 ${m[1]} 之间，而不是 ${m[2]} × ${m[3]}`],
  [/^unknown preset "(.*)"$/, (m) => `没有名为「${m[1]}」的预设`],
  [/^case (\d+) does not exist: the input has (\d+)$/, (m) => `第 ${m[1]} 组数据不存在：输入只有 ${m[2]} 组`],
  [/^the cell is outside the board$/, () => '这个格子在棋盘外'],
  [/^the cell is a wall: the token starts on a free cell$/, () => '这个格子是障碍：棋子只能从空格出发'],
  // --- slide (NOI 2011 兔兔与蛋蛋游戏): crate/src/slide/parse.rs ---
  [/^(.+) must be (\d+) to (\d+), not (\d+)$/, (m) => `${ws(m[1])}必须在 ${m[2]} 到 ${m[3]} 之间，而不是 ${m[4]}`],
  [/^missing row (\d+) of (\d+): the input ends here$/, (m) => `缺少第 ${m[1]} 行（共 ${m[2]} 行）：输入到这里就结束了`],
  [/^a cell is X \(black\), O \(white\) or \. \(empty\), not (.+)$/s, (m) => `格子只能是 X（黑棋）、O（白棋）或 .（空格），而不是${ch(m[1])}`],
  [/^a second empty cell: the board has exactly one \(the first is at row (\d+), column (\d+)\)$/,
    (m) => `第二个空格：棋盘上只能有一个空格（第一个在第 ${m[1]} 行第 ${m[2]} 列）`],
  [/^the board has no empty cell "\.": it needs exactly one$/, () => '棋盘上没有空格「.」：必须恰好有一个'],
  [/^(.+) \(turn (\d+)\) is illegal: row (\d+), column (\d+) holds (a black piece X|a white piece O|the empty cell), and (兔兔|蛋蛋) moves (white pieces O|black pieces X)$/,
    (m) => `${w(m[1])}（第 ${m[2]} 轮）不合法：第 ${m[3]} 行第 ${m[4]} 列是${HELD[m[5]]}，而${m[6]}只能移动${HELD[m[7]]}`],
  [/^(.+) \(turn (\d+)\) is illegal: row (\d+), column (\d+) is not next to the empty cell at row (\d+), column (\d+)$/,
    (m) => `${w(m[1])}（第 ${m[2]} 轮）不合法：第 ${m[3]} 行第 ${m[4]} 列与空格（第 ${m[5]} 行第 ${m[6]} 列）不相邻`],
  [/^the input promises 蛋蛋 wins in the end, but after this last move 兔兔 can still slide the white piece at row (\d+), column (\d+)$/,
    (m) => `输入保证最后蛋蛋获胜，但这最后一步之后兔兔仍可以移动第 ${m[1]} 行第 ${m[2]} 列的白棋`],
  [/^a (random|snake) board needs 1 to (\d+) rows and columns and at least (\d+) cells, not (\d+)×(\d+)$/,
    (m) => `${m[1] === 'random' ? '随机' : '蛇形'}棋盘的行数和列数必须在 1 到 ${m[2]} 之间，且至少有 ${m[3]} 个格子，而不是 ${m[4]}×${m[5]}`],
  // --- slide: click-editing's refusals (crate/src/slide/edit.rs) ---
  [/^the empty cell has no colour to swap$/, () => '空格没有颜色可交换'],
  [/^兔兔 has no move on the edited board, and the judge input needs at least one round$/, () => '修改后的棋盘上兔兔无子可走，而输入至少要有一个回合'],
  [/^no game on the edited board ends with 蛋蛋 winning, as the judge input promises: 兔兔 wins however either player moves$/,
    () => '修改后的棋盘上没有蛋蛋获胜的对局，而输入保证蛋蛋获胜：无论双方怎么走，都是兔兔获胜'],
  [/^no game on the edited board that ends with 蛋蛋 winning \(as the judge input promises\) was found in (\d+) moves tried$/,
    (m) => `在修改后的棋盘上试了 ${m[1]} 步，没有找到蛋蛋获胜的对局（输入保证蛋蛋获胜）`],
  // --- presets (crate/src/*/generate.rs, wasm::preset) ---
  [/^a board that breaks the promise has at most (\d+) rows and columns \(each is checked by an exact game search\), not (\d+) × (\d+)$/,
    (m) => `违反题目保证的棋盘最多 ${m[1]} 行 ${m[1]} 列（每个都要用精确的博弈搜索检查），而不是 ${m[2]} × ${m[3]}`],
  [/^no (\d+) × (\d+) board that breaks the promise was found for this seed: try a larger board or another seed$/,
    (m) => `用这个种子没有找到违反题目保证的 ${m[1]} × ${m[2]} 棋盘：请换更大的棋盘或另一个种子`],
  [/^unknown game "(.*)"$/, (m) => `没有名为「${m[1]}」的游戏`],
  // --- graph: crate/src/graph/parse.rs ---
  [/^edge (\d+) joins vertex (\d+) to itself: a self-loop is not a move$/, (m) => `第 ${m[1]} 条边把顶点 ${m[2]} 连到它自己：自环不是一步移动`],
  [/^(.+) is (\d+), not a vertex \(1 to (\d+)\)$/, (m) => `${ws(m[1])}是 ${m[2]}，不是顶点（顶点为 1 到 ${m[3]}）`],
  [/^unexpected text after the last edge \(m = (\d+)\)$/, (m) => `最后一条边（m = ${m[1]}）之后还有多余的内容`],
  // --- graph presets and a board as a graph: crate/src/wasm/graph.rs ---
  [/^(.+) must be a whole number, not (.+)$/, (m) => `${ws(m[1])}必须是整数，而不是 ${m[2]}`],
  [/^(.+) is missing$/, (m) => `缺少${w(m[1])}`],
  [/^the board has (\d+) free cells, over the largest graph gridplay reads, (\d+) vertices$/,
    (m) => `棋盘有 ${m[1]} 个空格，超过了 gridplay 能读取的最大的图（${m[2]} 个顶点）`],
  [/^the board has no free cell, so its graph has no vertex$/, () => '棋盘上没有空格，所以它的图没有顶点'],
  // --- practice: crate/src/practice.rs (check_index) ---
  [/^practice question (\d+) does not exist: a set has at most (\d+) questions, numbered 0 to (\d+)$/,
    (m) => `练习题 ${m[1]} 不存在：一组最多 ${m[2]} 道题，编号为 0 到 ${m[3]}`],
];

/** Pieces in slide's messages. */
const HELD = {
  'a black piece X': '黑棋 X',
  'a white piece O': '白棋 O',
  'the empty cell': '空格',
  'white pieces O': '白棋 O',
  'black pieces X': '黑棋 X',
};

function match(rules, text) {
  for (const [re, say] of rules) {
    const m = re.exec(text);
    if (m) return say(m);
  }
  return null;
}

/** A "what" (the number of rows N…) in Chinese; unknown ones as they are. */
const w = (text) => match(WHAT, text) ?? text;
/** A "what" followed by Chinese: a space after a final Latin letter or digit (列数 M 至少为 1). */
const ws = (text) => w(text).replace(/[A-Za-z0-9]$/, '$& ');
const ch = (text) => match(CHAR, text) ?? text;
const cells = (text) => (text === 'more than 2⁶⁴' ? '超过 2⁶⁴' : text);

/** The core's message `text` in Chinese, or null when no rule knows it. */
export function chineseMessage(text) {
  return match(MESSAGE, text);
}
