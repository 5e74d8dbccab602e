// A lesson's slide in <gridplay-viewer lesson="geography" slide="4"> (www/embed.js):
// the slide set up on the viewer's session as the page's panel sets it up
// (www/lessons/slides.js), and its words as nodes for the viewer to show.
import { GAMES } from '../games/index.js';
import { t } from '../i18n/index.js';
import { LESSONS, loadLesson, slideNumber, slideWords } from './index.js';
import { show } from './slides.js';
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
  errors.push(...show(session, lesson.slides[n - 1], { play }));
  const words = slideWords(session, lesson, n, { play });
  const el = (tag, text) => {
    const e = document.createElement(tag);
    e.textContent = text;
    return e;
  };
  const nodes = [el('h2', `${t(`lesson.title.${lesson.id}`)} · ${words.title} (${t('lesson.count', { n, total: lesson.slides.length })})`), el('p', words.text)];
  for (const f of words.facts) {
    const p = el('p', f.text);
    if (f.pre !== undefined) p.append(el('pre', f.pre));
    nodes.push(p);
  }
  return { nodes, errors };
}
