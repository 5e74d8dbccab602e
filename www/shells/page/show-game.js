// The game's words and options on the page (www/main.js): the title, rules and
// problems of any game, then a board game's hints, notes, phase words and the controls
// it has. A game with a tab of its own (graph) shows the rest itself.
import { t } from '../../i18n/index.js';

const $ = (id) => document.getElementById(id);

/** Puts the game's words on the page and shows the options it has. */
export function showGame(game) {
  const text = game.text;
  document.title = text.title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', text.description);
  $('subtitle').textContent = text.sub;
  $('rules').textContent = text.rules;
  for (const link of document.querySelectorAll('#games a')) {
    if (link.dataset.game === game.id) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  showProblems(game);
  if (game.mount) return; // a tab of its own (graph) shows the rest itself
  // A game whose clicks do more than add or remove (slide) says what they do.
  $('edit-hint').textContent = game.editWords ? text.edit : t('edit.hint', { things: text.cells });
  $('edit-mode').title = game.editWords?.title ?? t('edit.title', { things: text.cells });
  $('density-label').textContent = text.density;
  $('output-command').textContent = text.command;
  $('coords-note').textContent = game.coordinates.note;
  $('pan-mode').title = t('view.panTitle', { things: game.text.cells });
  // Phase buttons in the game's own words (slide: they jump between turns).
  const phase = game.phaseWords ?? { nav: 'play.phases', prev: 'play.prevPhase', prevTitle: 'play.prevPhaseTitle', next: 'play.nextPhase', nextTitle: 'play.nextPhaseTitle' };
  $('phase-nav').setAttribute('aria-label', t(phase.nav));
  Object.assign($('prev-phase'), { textContent: t(phase.prev), title: t(phase.prevTitle) });
  Object.assign($('next-phase'), { textContent: t(phase.next), title: t(phase.nextTitle) });
  $('algorithm').closest('label').hidden = game.algorithms.length === 0;
  $('greedy').closest('label').hidden = game.algorithms.length === 0;
  $('moves').closest('label').hidden = !game.moves;
  $('moves-why').hidden = !game.moves;
  $('case').closest('label').hidden = !game.cases;
}

/** The contest problems under the rules: their statements' links and a sentence. */
function showProblems(game) {
  $('problem-links').replaceChildren(
    ...game.problems.map(([name, url]) => {
      const a = document.createElement('a');
      a.href = url;
      a.textContent = name;
      a.rel = 'noopener';
      return a;
    }),
  );
  $('problem-text').textContent = game.text.problem;
}
