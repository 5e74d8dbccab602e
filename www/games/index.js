// The games, and the contract every game module keeps (checked when it is registered).
import { geography } from './geography.js';
import { mine } from './mine.js';

export const GAMES = { geography, mine };

// Members the viewer core and the shells read (see each game module for their docs).
const MEMBERS = [
  'id', 'algorithms', 'defaultAlgorithm', 'defaults', 'presets', 'text', 'timeline', 'limits',
  'check', 'open', 'preset', 'bitsToInput', 'bits', 'isSet', 'set', 'hover',
  'inspect', 'narrate', 'code', 'counters', 'verdict', 'focus', 'theme', 'draw', 'legend',
];

/** Checks `game` against the core it will read, and names any member it lacks in the console. */
export function registerGame(game, core) {
  const missing = MEMBERS.filter((m) => game[m] === undefined);
  if (missing.length) console.error(`gridplay: game "${game.id}" lacks ${missing.join(', ')}`);
  game.check(core);
  return game;
}
