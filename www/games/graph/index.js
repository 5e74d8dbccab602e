// The token game on any graph (`?game=graph`, 图): the graph read, drawn, laid out and
// edited, and the token game's run animated on it, with Explain on a vertex. It is not drawn by a Session on a board of cells: `mount(page)` sets up its
// own tab (page.js) on the page's canvas and input box. What the core decides, it
// says: the graph's n and edges, its two sides or an odd cycle (`GraphInput`), the
// limits and the graph the tab opens with (`graphProtocol()`; docs/protocol.md).
// This module, its words (graph.<lang>.json) and d3-force load on the tab's first use.
import { addWords, t } from '../../i18n/index.js';
import words from '../../i18n/messages/graph.en.json' with { type: 'json' };

/** This game's words (graph.*), in the catalogues once it resolves: GAMES (www/games/index.js) waits for it. */
export const wordsReady = addWords(words, { 'zh-CN': () => import('./words.zh-CN.js') });

export const graph = {
  id: 'graph',
  /** The core's protocol (graphProtocol()), set by check(). */
  protocol: null,
  /** The game's words on the page (graph.text.*), read when asked: they follow the language. */
  get text() {
    const k = (name) => t(`graph.text.${name}`);
    return { title: k('title'), description: k('description'), sub: k('sub'), rules: k('rules'), problem: k('problem'), edit: k('edit') };
  },
  // The problem this game generalises, with its statement.
  problems: [['Luogu P4055', 'https://www.luogu.com.cn/problem/P4055']],

  /** Reads the core's protocol: its limits and the graph the tab opens with. */
  check(core) {
    const protocol = core.graphProtocol();
    if (protocol?.game !== 'graph') throw new Error('graph: the core has no graph protocol');
    this.protocol = protocol;
  },

  /**
   * Sets up the tab on the page: page = { core, notice(text), teachingQuery() (a lesson or practice's
   * address, or null) }. Resolves to its address bar, { write, changed, tab }, once
   * the link's graph is shown.
   */
  async mount(page) {
    const { mountGraph } = await import('./page.js');
    return mountGraph({ ...page, game: this });
  },

  /** A lesson's stage on the tab mounted (`tab`: the address bar's `tab`): www/lessons/graph-stage.js. */
  async lessonStage(tab) {
    const { graphStage } = await import('../../lessons/graph-stage.js');
    return graphStage(tab);
  },

  /** The practice panel's board on the tab mounted (`tab`: the address bar's `tab`): www/games/graph/practice.js. */
  async practiceBoard(tab) {
    const { GraphBoard } = await import('./practice.js');
    return new GraphBoard(tab, this);
  },
};
