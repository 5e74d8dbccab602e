// 兔兔与蛋蛋 (slide): why 兔兔's move was or was not a mistake, in words and on the
// board, and the move list beside the board. The explanation is the core's
// (SlideRun.explain(number): crate/src/slide/explain.rs, the turn before and the turn
// after, each covered or not by every maximum matching, with the winning move or the
// alternating path); which moves are mistakes and who wins each turn come from the
// run's counters. This module only says and draws them. Cells named 1-based.
import { lang, list, t } from '../../i18n/index.js';
import { drawCursor, focusBox, pathLine, ring } from '../../core/draw.js';
import { drawBoard, drawWalk } from './layers.js';
import { atName, cellName, playerName, playerOf } from './narration.js';

const MISTAKES_SAID = 12; // mistakes explained in the panel; the rest are counted
const AROUND = 4; // moves listed before and after the current one

/**
 * The sentence for the core's explanation `ex` of 兔兔's move: a mistake (he could
 * force a win before it, 蛋蛋 can after it), a move that keeps the win, or a move
 * from a lost position.
 */
export function sayWhy(ex) {
  const { before, after } = ex;
  const p = { n: ex.number, moved: atName(ex.moved), empty: atName(before.empty), after: atName(after.empty) };
  const best = before.partner ? atName(before.partner) : '';
  const reply = after.partner ? atName(after.partner) : '';
  if (ex.mistake) return t('slide.why.mistake', { ...p, best, reply });
  if (before.wins) return t('slide.why.kept', { ...p, best });
  return t(after.wins ? 'slide.why.lost' : 'slide.why.lostNoReply', { ...p, reply });
}

/** The turn's certificate in words: covered (the failed search) or not (the path, the answers). */
export function sayTurn(turn) {
  const who = playerName(turn.player);
  if (turn.why === 'covered') {
    return t('slide.why.covered', { turn: turn.turn, player: who, empty: atName(turn.empty), partner: atName(turn.partner), n: turn.searched });
  }
  if (!turn.path.length) return t('slide.why.unmatched', { turn: turn.turn, player: who, empty: atName(turn.empty) });
  return t('slide.why.uncovered', { turn: turn.turn, player: who, empty: atName(turn.empty), path: list(turn.path.map(atName)) });
}

/** 兔兔's move on the cell (row, col), explained by the core; throws { message } when no move of his slid it. */
function certificate(run, row, col) {
  const moves = run.moves();
  const cell = row * run.cols() + col;
  for (let i = 0; i < moves.length; i += 2) {
    if (moves[i] === cell) return run.explain(i / 2 + 1);
  }
  throw { message: t('slide.why.notMoved', { cell: atName([row, col]) }) };
}

/** { title, text } for the explanation panel. */
function say(ex) {
  const title = t(ex.mistake ? 'slide.why.titleMistake' : 'slide.why.title', { n: ex.number, cell: atName(ex.moved) });
  return { title, text: [sayWhy(ex), sayTurn(ex.before), sayTurn(ex.after)].join(' ') };
}

/**
 * The explanation on the board: the board before the move (the core's; at the end of
 * the run the board shows the last position, where the cells named are elsewhere),
 * then the move, the winning moves, the paths of the uncovered turns.
 */
function draw(ctx, d, ex, pal) {
  drawBoard(ctx, d, ex.pieces, null, pal, new Set(ex.walk.slice(0, -1)));
  drawWalk(ctx, d, ex.walk, pal);
  for (const turn of [ex.before, ex.after]) drawTurn(ctx, d, turn, pal);
  focusBox(ctx, d, ex.moved[0] * d.cols + ex.moved[1], pal, 0.09);
}

/** A turn's certificate on the board (the core's, cells [r, c]): the winning move ringed, or the alternating path. */
export function drawTurn(ctx, d, turn, pal) {
  const s = d.scale;
  const point = ([r, c]) => [d.ox + (c + 0.5) * s, d.oy + (r + 0.5) * s];
  if (turn.partner) ring(ctx, point(turn.partner), Math.max(5, s * 0.4), pal.match, pal, Math.max(2.5, s * 0.09));
  if (turn.path.length > 1) pathLine(ctx, turn.path.map(point), Math.max(2.5, s * 0.12), pal.path, pal);
}

/** "Why this move?" for the page's Explain tool: a click on a cell 兔兔 slid. */
export const slideExplain = {
  certificate,
  say,
  draw,
  cursor: drawCursor,
  words: { later: 'slide.why.later', board: 'slide.why.board', title: 'slide.why.button' },
};

function element(tag, className, text) {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

/**
 * The game's panel beside the board: the recorded moves around the current one, who
 * could force a win before each (the core's judgement per turn), and every mistake
 * found so far with its reason. Elements only, text through textContent.
 */
export function panel({ note, extra }, view) {
  note.hidden = true;
  const key = `${view.version} ${view.counters.played} ${view.counters.judged.length} ${view.counters.mistakes.length} ${lang()}`;
  if (extra.dataset.key === key && !extra.hidden) return;
  extra.dataset.key = key;
  extra.hidden = false;
  extra.replaceChildren(moveList(view), mistakeList(view));
}

function moveList(view) {
  const { moves, cols } = view;
  const { played, judged, mistakes } = view.counters;
  const box = element('section', 'slide-moves');
  box.append(element('h3', '', t('slide.moves.title', { n: moves.length / 2 })));
  const ol = element('ol');
  const current = Math.floor(played / 2) + 1; // 兔兔's move being judged or played next
  const first = Math.max(1, current - AROUND);
  const last = Math.min(moves.length / 2, current + AROUND);
  ol.start = first;
  for (let n = first; n <= last; n++) {
    const li = element('li');
    const turns = [2 * n - 1, 2 * n];
    const words = turns.map((turn) => t('slide.moves.turn', { player: playerName(playerOf(turn)), cell: cellName(moves[turn - 1], cols) }));
    li.append(words.join(t('slide.moves.separator')));
    if (judged.length >= 2 * n - 1) li.append(' ', element('span', 'slide-judged', t(judged[2 * n - 2] ? 'slide.moves.couldWin' : 'slide.moves.couldNot')));
    if (mistakes.includes(n)) {
      li.className = 'slide-mistake';
      li.append(' ', element('strong', '', t('slide.moves.mistake')));
    }
    if (played >= 2 * n) li.classList.add('slide-played');
    if (n === current && !view.counters.verdict) li.setAttribute('aria-current', 'step');
    ol.append(li);
  }
  box.append(ol);
  return box;
}

function mistakeList(view) {
  const { mistakes } = view.counters;
  const box = element('section', 'slide-mistakes');
  box.append(element('h3', '', t('slide.mistakes.title', { n: mistakes.length })));
  if (!mistakes.length) {
    box.append(element('p', '', t(view.counters.verdict == null ? 'slide.mistakes.noneYet' : 'slide.mistakes.none')));
    return box;
  }
  const ul = element('ul');
  for (const n of mistakes.slice(0, MISTAKES_SAID)) {
    ul.append(element('li', 'slide-mistake', sayWhy(view.explain(n))));
  }
  if (mistakes.length > MISTAKES_SAID) ul.append(element('li', '', t('slide.mistakes.more', { n: mistakes.length - MISTAKES_SAID })));
  box.append(ul);
  return box;
}
