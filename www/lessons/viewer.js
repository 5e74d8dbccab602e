// A lesson's slide in <gridplay-viewer lesson="geography" slide="4"> (www/embed.js):
// the slide set up on the viewer's session as the page's panel sets it up
// (www/lessons/slides.js), and its words as nodes for the viewer to show. A slide that
// explains a cell draws Explain's board overlay here too (the viewer has no Explain
// panel): what the slide's words point at is on the board in every view.
import { GAMES } from '../games/index.js';
import { t } from '../i18n/index.js';
import { LESSONS, loadLesson, slideNumber, slideWords } from './index.js';
import { boardStage } from './slides.js';
import { addLessonWords } from './words.js';

/**
 * Shows slide `slideText` (from 1; null: the first) of lesson `id` on `session`;
 * register(game) readies a game's module. Returns { nodes, errors }.
 */
export async function openSlide(session, play, id, slideText, register) {
  await addLessonWords();
  const lesson = await loadLesson(id);
  if (!lesson) return { nodes: [], errors: [t('lesson.unknown', { lesson: id, known: Object.keys(LESSONS).join(', ') })] };
  const game = await GAMES[lesson.game]();
  if (game !== session.game) {
    register(game);
    session.setGame(game);
  }
  const { n, error } = slideNumber(lesson, slideText);
  const errors = error ? [error] : [];
  const overlay = explainLayer(session);
  overlay.shownFor = null;
  const explain = (r, c) => {
    const run = session.run;
    const own = session.game.explain?.certificate;
    overlay.shownFor = { run, ex: own ? own(run, r, c) : run.explain(r, c) };
    session.invalidate('draw');
  };
  const stage = boardStage({ session, play, explain });
  errors.push(...stage.show(lesson.slides[n - 1], true));
  const words = slideWords(stage, lesson, n);
  return { nodes: slideNodes(lesson.id, n, lesson.slides.length, words), errors };
}

/**
 * The viewer's nodes for slide `n` of `total` of lesson `id` with `words` ({ title,
 * text, facts: [{ text, pre? }] }): a heading, the text, a paragraph per fact (the
 * Copy embed code dialog measures them too, to size an iframe of the slide).
 */
export function slideNodes(id, n, total, words) {
  const el = (tag, text) => {
    const e = document.createElement(tag);
    e.textContent = text;
    return e;
  };
  const nodes = [el('h2', `${t(`lesson.title.${id}`)} · ${words.title} (${t('lesson.count', { n, total })})`), el('p', words.text)];
  for (const f of words.facts) {
    const p = el('p', f.text);
    if (f.pre !== undefined) p.append(el('pre', f.pre));
    nodes.push(p);
  }
  return nodes;
}

/** The viewer's layer for a slide's explained cell: the game's Explain drawing, on the run it was made for. */
function explainLayer(session) {
  const found = session.layer?.('slide-explain');
  if (found) return found;
  const layer = {
    id: 'slide-explain',
    shownFor: null, // { run, ex }: the certificate and the run it belongs to
    shown: (scene) => !!layer.shownFor && layer.shownFor.run === scene.run && !!scene.view && session.player.atEnd && !session.covered(),
    draw: (ctx, d, { pal }) => session.game.explain.draw(ctx, d, layer.shownFor.ex, pal),
  };
  session.addLayer(layer);
  return layer;
}
