// Mine's play mode: the adapter www/core/play.js drives. The handle is the core's
// MineGame (crate/src/mine/play/: moves, values with the exact search where the
// promise breaks, the computer's move and its reason); this module draws it and says
// its moves in words. Cells are named 0-based, as in the HDU input.
import { t } from '../../i18n/index.js';
import { playMarks } from '../../core/draw.js';
import { cellsAt, handleState, playAt, playGame, refusal } from '../play-state.js';

const name = ([r, c]) => t('cell.name', { r, c });
/** Entries listed in the play panel's values (the rest are counted). */
const VALUES_MAX = 8;
const xor = (v) => (v === null || v === undefined ? '?' : String(v));

/** The game itself: roles, the handle's state and moves. */
const GAME = {
  roles: ['first', 'second'],
  /** The overlay toggle shows the live Grundy values and the XOR; no hints. */
  hasMatching: true,
  hasHints: false,
  overlayLabel: 'playmode.mine.values',
  roleLabel: (id) => t(`playmode.mine.role.${id}`),

  start: playGame,

  state(h) {
    const cols = h.cols();
    return {
      ...handleState(h, cols),
      path: [],
      clicks: cellsAt(h.history(), cols), // every click so far, both players'
    };
  },

  move: (h, r, c) => playAt(h, r, c, 'off-board'),

  hints() {
    return null;
  },
};

/** The game's words: the start, each turn, each move and reply, the end, a refusal. */
const WORDS = {
  /** Your role, and who wins with perfect play as the core says (MineGame.perfect; unknown past the cap). */
  sayStart(h) {
    const perfect = h.perfect();
    const b = t(perfect === undefined ? 'playmode.mine.startUnsure' : perfect === 'you' ? 'playmode.startWin' : 'playmode.startLose');
    return t('playmode.then', { a: t(`playmode.mine.start.${h.you()}`), b });
  },

  sayTurn(h, { overlay }) {
    const turn = t('playmode.mine.turn');
    return overlay ? t('playmode.then', { a: turn, b: t('playmode.mine.xorNow', { x: xor(h.grundy().xor) }) }) : turn;
  },

  sayMove(h, m) {
    if (m.mistake) return t('playmode.mine.mistake', { a: xor(m.xorBefore), b: xor(m.xorAfter) });
    if (m.winning && m.xorBefore !== 0) return t('playmode.mine.kept');
    return null;
  },

  sayReply(h, m) {
    const cell = name(m.cell);
    if (m.strategy === 'unsure') return t('playmode.mine.unsure', { cell });
    if (m.strategy === 'longest') return t('playmode.mine.longest', { cell });
    const a = xor(m.xorBefore);
    switch (m.kind) {
      case 'region':
        return t('playmode.mine.openRegion', { cell, n: m.numbersOpened, a });
      case 'lone':
        return t('playmode.mine.openLone', { cell, a });
      case 'number':
        return t('playmode.mine.openNumber', { cell, a });
      default:
        return t('playmode.mine.openShared', { cell, a });
    }
  },

  sayEnd(h) {
    return t(h.winner() === 'you' ? 'playmode.mine.youWon' : 'playmode.mine.computerWon');
  },

  /** A refused click: the code it was thrown with, when the core lists it (MineGame.refusals). */
  sayRefusal: refusal('MineGame', 'mine'),
};

/**
 * The values being XORed now, from the core's one evaluation (the same the status
 * line's XOR reads): { title, items } for the play panel.
 */
function values(h) {
  const g = h.grundy();
  const items = [];
  for (const r of g.regions) if (r.cluster === null) items.push(`R${r.region + 1} k=${r.numbers} g=${xor(r.value)}`);
  for (const c of g.clusters) {
    items.push(t('playmode.mine.valuesCluster', { regions: c.regions.map((r) => `R${r + 1}`).join(' '), g: xor(c.value) }));
  }
  if (g.lone > 0) items.push(t('mine.values.lone', { n: g.lone }));
  const shown = items.slice(0, VALUES_MAX);
  if (items.length > VALUES_MAX) shown.push(t('playmode.mine.valuesMore', { n: items.length - VALUES_MAX }));
  return { title: t('mine.values.title', { xor: xor(g.xor) }), items: shown.length ? shown : [t('mine.values.none')] };
}

/**
 * The adapter, given the game module's board drawing.
 * @param {{ drawBoard(ctx, d, cells, regions, grundy, pal, opts?: { play?: boolean, values?: boolean }): void }} draw
 */
export function minePlay({ drawBoard }) {
  return { ...GAME, ...WORDS, values, draw: (...args) => drawGame(drawBoard, ...args) };
}

/** The board in play: open and face-down cells, and (overlay) each closed region's live value. */
function drawGame(drawBoard, ctx, d, core, h, pal, { matching: overlay, last, cursor }) {
  const grundy = [];
  if (overlay) for (const r of h.grundy().regions) if (r.value !== null) grundy[r.region] = r.value;
  drawBoard(ctx, d, h.cells(), h.regions(), grundy, pal, { play: true, values: overlay });
  playMarks(ctx, d, pal, last, cursor);
}
