// The address bar follows the view (history.replaceState), a moment after it changes,
// so a copied URL reopens it.
import { encodeBoard, writeUrl } from '../../core/url.js';

const URL_DELAY = 300; // ms of quiet before the address bar follows the view
const INPUT_IN_URL_MAX = 2500; // longer boards go in the URL compressed
const INPUT_IN_URL_LONG = 1_000_000; // inputs of several cases go in whole up to this

/**
 * The page's address: changed() after each change, write() now (before copying it).
 * format(): the judge output format shown, or null for the game's default;
 * lang(): the page's language for links, or null (English, not chosen);
 * own(): a query that replaces the view's (a lesson's slide: ?lesson=geography&slide=4), or null.
 */
export function addressBar(session, format = () => null, lang = () => null, own = () => null) {
  let timer = 0;
  let compact = { version: -1, value: null };
  let inputText = { version: -1, value: '' };

  /** The board part of a link: the preset, the input itself, or its compact bits. */
  async function board(run) {
    const game = session.game;
    const source = session.source;
    const preset = game.presets.find((p) => p.id === source.preset);
    if (preset) return { board: { ...source, fields: preset.fields, rows: run.rows(), cols: run.cols() }, kase: session.options.case };
    const version = session.version;
    if (inputText.version !== version) inputText = { version, value: run.judgeInput() };
    const input = inputText.value;
    // Several cases, or a game without a compact form (slide), go in whole while they
    // fit a URL; past that, the shown case alone.
    const whole = (run.cases?.() ?? 1) > 1 || game.compact === false;
    if (input.length <= INPUT_IN_URL_MAX || (whole && input.length <= INPUT_IN_URL_LONG)) {
      return { board: { input }, kase: session.options.case };
    }
    if (compact.version !== version) compact = { version, value: await encodeBoard(run.rows(), run.cols(), game.bits(session.core, run)) };
    if (session.version !== version) return null; // changed meanwhile
    return { board: { compact: compact.value }, kase: 1 };
  }

  async function write() {
    clearTimeout(timer);
    const mine = own();
    if (mine !== null) {
      if (mine !== location.search) history.replaceState(null, '', mine + location.hash);
      return;
    }
    const run = session.run;
    if (!run) return;
    const made = await board(run);
    if (!made) return changed();
    const p = session.player;
    const game = session.game;
    const step = p.atEnd && p.step > 0 ? 'end' : (p.target ?? p.step);
    // A move rule's teaching preset reopens with its own rule unless the link names one:
    // its links always name the rule shown (preset=king&moves=rook, preset=king&moves=king).
    const presetRule = game.presets.find((x) => x.id === made.board.preset)?.moves;
    const query = writeUrl({
      game: game.id,
      board: made.board,
      case: made.kase,
      algo: session.options.algorithm,
      defaultAlgo: game.defaultAlgorithm(session.options.moves ?? null),
      greedy: session.options.greedy,
      step,
      format: format(),
      lang: lang(),
      play: session.layer('play')?.you ?? null,
      moves: session.options.moves ?? null,
      defaultMoves: presetRule ? null : (game.protocol?.defaults.moves ?? null),
    });
    if (query !== location.search) history.replaceState(null, '', query + location.hash);
  }

  function changed() {
    clearTimeout(timer);
    timer = setTimeout(write, URL_DELAY);
  }

  return { write, changed };
}
