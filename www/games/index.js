// The game registry and the contract every game module keeps. A game module only
// draws, narrates and explains: the rules, the frame layout, the events and the
// defaults come from the Rust core, through the game's protocol object
// (`core.geographyProtocol()`, `core.mineProtocol()`; docs/protocol.md).

/**
 * The protocol object a game's core exports (see docs/protocol.md).
 * @typedef {object} Protocol
 * @property {string} game
 * @property {number} recordWidth numbers per event record from `run.events(from, to)`
 * @property {{ name: string, operands: string[] }[]} events index = event code
 * @property {Object<string, number|string[]>} cell named masks and values of the cell byte
 * @property {Object<string, number>} sentinels `noLayer` or `noRegion`
 * @property {{ phase: number[], step: number[], end: number[] }} marks timeline tick kinds
 * @property {number[]} groups event codes that `run.groupEnd/groupStart` group
 * @property {{ maxCells: number, presetMaxSide: number, maxEvents: number, linkMaxSide: number, maxSeed: number }} limits
 * @property {{ id: string, fields: string[], maxSide: number, moves?: string }[]} presets the preset kinds
 * @property {string[]} formats judge output formats, the default first
 * @property {{ id: string, layers: boolean, blossoms: boolean, greedyGuesses: boolean, needsBipartite: boolean }[]} algorithms
 *   what each algorithm shows (empty for a game with one)
 * @property {object} defaults options and `preset: { rows, cols, density, seed }`
 */

/**
 * Everything the viewer shows at one step, from `game.inspect()`; opaque to the core,
 * except for `rows`, `cols`, `step` and `event`.
 * @typedef {object} View
 */

/**
 * A game module.
 * @typedef {object} Game
 * @property {string} id `geography` or `mine`, as in `?game=`
 * @property {[string, string][]} algorithms [id, label]; empty when the game has one
 * @property {(moves?: string|null) => string|null} defaultAlgorithm the core's default for boards
 *   under move rule `moves` (null: the default rule); null when the game has one algorithm
 * @property {[string, string][]} [moves] move rules [id, label], the default first (the core's)
 * @property {(algorithm: string, moves?: string|null) => boolean} [fits] the algorithm applies under `moves` (the core's)
 * @property {(moves: string|null, wanted?: string|null) => string} [algorithmFor] the algorithm a
 *   run under `moves` uses when `wanted` is asked (the core's algorithmsFor and defaults)
 * @property {boolean} [cases] true when an input holds several boards
 * @property {(run: object, row: number, col: number, held: number[]|null) => { text?: string, hold?: number[]|null,
 *   say?: string }} [edit] Edit mode's click on the starting board for a game whose clicks edit its input text
 *   (slide): the new judge input (the core's), or a cell picked up (or put back); throws a refusal
 * @property {{ title: string, board: (rows: number, cols: number) => string }} [editWords] Edit mode's words
 *   where clicks do more than add or remove the game's `text.cells`
 * @property {boolean} [compact] false when a board has no compact link form (bits): links hold the input
 * @property {string} judgeFormat the default judge output format `run.judgeOutput()` takes
 * @property {[string, string][]} formats the judges' output formats [id, label], the default first
 * @property {[string, string][]} problems the contest problems [name, statement URL]
 * @property {{ base: 0|1, note: string }} coordinates how cells are numbered (the board's edges, the words)
 * @property {Protocol|null} protocol the core's protocol, set by `check(core)`
 * @property {{ phase: string, step: string, end: string, kinds: { phase: number[], step: number[], end: number[] } }} timeline
 *   tick legend labels, and which event codes each kind is (the protocol's marks)
 * @property {{ rows: number, cols: number, density: number, seed: number }} defaults preset settings
 *   (the protocol's defaults.preset, set by registerGame)
 * @property {{ title: string, description: string, sub: string, rules: string, edit: string,
 *   density: string, command: string, cell: string }} text the game's words on the page
 * @property {{ id: string, label: string, fields: string[], maxSide: number, moves?: string }[]} presets the core's, with their labels
 * @property {(core: object) => void} check reads the protocol; names missing events and throws
 * @property {(core: object, text: string, options: object) => object} open a run handle
 * @property {(core: object, kind: string, rows: number, cols: number, density: number, seed: number) => string} preset
 * @property {(run: object, row: number, col: number) => boolean} isSet
 * @property {(run: object, flat: Uint32Array, on: boolean) => void} set
 * @property {(run: object, row: number, col: number) => string} hover
 * @property {(core: object, run: object) => Uint8Array} bits row-major edit bits
 * @property {(core: object, run: object, ctx?: { version?: number, later?: (fn: () => void) => void }) => View} inspect
 * @property {(view: View) => { step: number, text: string }[]} narrate
 * @property {(view: View) => { lines: { text: string, head: boolean }[], current: number }} code
 * @property {(view: View) => [string, string][]} counters
 * @property {(view: View) => { text: string, detail: string, kind: string }} verdict
 * @property {(dark: boolean, contrast?: boolean) => object} theme the palette
 * @property {(run: object) => { hex?: boolean }} [layout] the board's geometry for the diagram (hex: odd rows half a cell right)
 * @property {import('../core/draw.js').Layer[]} layers the board's drawing at the current step, bottom
 *   to top (the first covers the board); the Session stacks the shells' layers over them
 * @property {(ctx: CanvasRenderingContext2D, d: object, core: object, run: object, view: View, pal: object) => void} draw
 *   the layers as one picture (export)
 * @property {(view?: View) => [string, Function][]} legend entries for this view (all without one)
 * @property {(view: View) => number[]} focus the cells the current event is about
 * @property {(algorithm: string|null) => string|null} groupLabel the grouped-stepping option's label, or null when steps do not group
 * @property {{ maxCells: number, presetMaxSide: number, maxEvents: number }} limits the protocol's,
 *   set by registerGame
 * @property {(rows: number, cols: number, bits: Uint8Array) => string} bitsToInput judge input for edit bits
 * @property {(els: { note: HTMLElement, extra: HTMLElement }, view: View, pal: object) => void} [panel]
 * @property {{ say: (ex: object) => { title: string, text: string },
 *   draw: (ctx: CanvasRenderingContext2D, d: object, ex: object, pal: object) => void,
 *   cursor: (ctx: CanvasRenderingContext2D, d: object, cell: number[], pal: object) => void,
 *   certificate?: (run: object, row: number, col: number) => object }} [explain]
 *   "Why this cell?" for the certificate `run.explain(row, col)` returns, or
 *   `certificate(run, row, col)` when the game gives one (the Explain tool)
 * @property {object} [play] play mode's adapter (www/core/play.js: roles, start,
 *   state, move, hints, say…, draw)
 */

/** Members every game has (the others in the typedef are optional). */
export const REQUIRED = [
  'id', 'algorithms', 'defaultAlgorithm', 'defaults', 'presets', 'text', 'timeline', 'limits', 'formats', 'problems', 'coordinates',
  'check', 'open', 'preset', 'bitsToInput', 'bits', 'isSet', 'set', 'hover',
  'inspect', 'narrate', 'code', 'counters', 'verdict', 'focus', 'groupLabel', 'theme', 'draw', 'legend', 'layers',
];

/**
 * A game with a tab of its own instead of a Session's board of cells (the graph game,
 * www/games/graph/): it reads its protocol and sets its tab up on the page.
 * @typedef {object} PageGame
 * @property {string} id as in `?game=`
 * @property {{ title: string, description: string, sub: string, rules: string, problem: string, edit: string }} text
 * @property {[string, string][]} problems the contest problems [name, statement URL]
 * @property {(core: object) => void} check reads the protocol (`graphProtocol()`)
 * @property {(page: { core: object, notice: (text: string) => void }) => Promise<{ write: () => Promise<void>, changed: () => void }>} mount
 *   sets the tab up; resolves to its address bar
 */

/** Members every PageGame has. */
export const REQUIRED_PAGE = ['id', 'text', 'problems', 'check', 'mount'];

/**
 * The games by id, each module loaded when first asked for (a chunk of its own, with
 * its words in every loaded language), so the token game's page does not download the
 * others: `const mine = await GAMES.mine()`.
 * Its keys are the ids `?game=` takes; the board games (a Session draws them) are BOARD_GAMES.
 * @type {{ geography: () => Promise<Game>, mine: () => Promise<Game>, slide: () => Promise<Game>, graph: () => Promise<PageGame> }}
 */
export const GAMES = {
  geography: () => import('./geography/index.js').then((m) => m.geography),
  mine: () => import('./mine/index.js').then(async (m) => (await m.wordsReady, m.mine)),
  slide: () => import('./slide/index.js').then(async (m) => (await m.wordsReady, m.slide)),
  graph: () => import('./graph/index.js').then(async (m) => (await m.wordsReady, m.graph)),
};

/** The games a Session draws on a board of cells: every one but those with a tab of their own (graph). */
export const BOARD_GAMES = ['geography', 'mine', 'slide'];

/** Every board game, loaded: `{ geography, mine, slide }` (tests, and whatever shows them all). */
export async function loadGames() {
  const games = await Promise.all(BOARD_GAMES.map((id) => GAMES[id]()));
  return Object.fromEntries(games.map((game) => [game.id, game]));
}

/**
 * Reads `game`'s protocol from `core` (`check`: events the core lacks are named in
 * the console, then thrown) and takes `defaults` and `limits` from it, then checks the
 * game against the contract and names any member it lacks in the console. Returns the game.
 */
export function registerGame(game, core) {
  if (typeof game.check === 'function') game.check(core);
  // What every board game takes from its protocol as it is: preset settings and limits.
  if (game.protocol && !game.mount) Object.assign(game, { defaults: game.protocol.defaults.preset, limits: game.protocol.limits });
  const missing = (game.mount ? REQUIRED_PAGE : REQUIRED).filter((m) => game[m] === undefined);
  if (missing.length) console.error(`gridplay: game "${game.id}" lacks ${missing.join(', ')}`);
  return game;
}
