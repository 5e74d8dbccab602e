// A token-game board handed to the graph tab (*Show as a graph*): the `board=` value of
// its link. Its own small module because the token game's page imports it: the rest of
// the graph's presets load with the graph tab only. A board whose input, URL-encoded, is
// longer than BOARD_IN_URL_MAX goes through the tab's sessionStorage (presets.js reads
// it back).

/** Characters of a board's `board=` parameter, URL-encoded, that a link carries; a longer board goes through sessionStorage. */
export const BOARD_IN_URL_MAX = 1_000_000;
export const SESSION = 'session:'; // board=session:<id>: the board's input in sessionStorage under STORED + id
export const STORED = 'gridplay.board.';

/** The tab's sessionStorage, or null where the page may not use it (a sandboxed frame throws on reading it). */
export function tabStorage() {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The `board=` value of a link to `input` (a token-game board's judge input): the input
 * itself when its encoded length is at most BOARD_IN_URL_MAX, else `session:<id>` with
 * the input put in `storage` (the tab's sessionStorage) under a key made from its text;
 * the boards stored before are removed, so the tab holds one. Throws when the storage
 * refuses it (full) or there is none. Cost: one pass over the input.
 *
 *   boardParameter('2 2\n..\n..\n');  // '2 2\n..\n..\n'
 *   boardParameter(bigBoard);          // 'session:1k3x9q0' (and sessionStorage holds it)
 */
export function boardParameter(input, storage = tabStorage()) {
  if (new URLSearchParams({ board: input }).toString().length <= BOARD_IN_URL_MAX) return input;
  let hash = 0x811c9dc5; // FNV-1a: the same board gets the same key
  for (let i = 0; i < input.length; i++) hash = Math.imul(hash ^ input.charCodeAt(i), 0x01000193);
  const id = `${(hash >>> 0).toString(36)}${input.length.toString(36)}`;
  for (let i = storage.length - 1; i >= 0; i--) if (storage.key(i)?.startsWith(STORED)) storage.removeItem(storage.key(i));
  storage.setItem(STORED + id, input);
  return SESSION + id;
}

