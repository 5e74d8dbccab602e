// <gridplay-viewer>'s shadow DOM: its static markup and styles (www/embed.js builds
// the element over them). Constants only: data never goes through HTML parsing.

// Static markup (no data): the same accessible names as the page's controls.
const MARKUP = `
<div class="frame" part="frame">
  <p class="title" part="title" hidden></p>
  <div class="board-wrap">
    <canvas id="board" role="img" tabindex="0" aria-label="Board" data-i18n-aria-label="board.label"></canvas>
    <p id="progress" class="progress" hidden></p>
  </div>
  <div class="bar">
    <div class="transport" role="toolbar" aria-label="Playback" data-i18n-aria-label="play.toolbar">
      <button type="button" id="to-start" aria-label="Jump to start" title="Jump to start (Home)" data-i18n-aria-label="play.toStart" data-i18n-title="play.toStartTitle"><svg viewBox="0 0 16 16" aria-hidden="true"><path d="M2 2h2.5v12H2zM14 2v12L5.5 8z"/></svg></button>
      <button type="button" id="back" aria-label="Step back" title="Step back (←)" data-i18n-aria-label="play.back" data-i18n-title="embed.backTitle"><svg viewBox="0 0 16 16" aria-hidden="true"><path d="M12 2v12L4 8z"/></svg></button>
      <button type="button" id="play" class="primary" title="Play or pause (Space)" data-i18n-title="play.playTitle"><svg viewBox="0 0 16 16" aria-hidden="true"><path class="icon" d="M4 2v12l10-6z"/></svg><span class="label">Play</span></button>
      <button type="button" id="forward" aria-label="Step forward" title="Step forward (→)" data-i18n-aria-label="play.forward" data-i18n-title="embed.forwardTitle"><svg viewBox="0 0 16 16" aria-hidden="true"><path d="M4 2v12l8-6z"/></svg></button>
      <button type="button" id="to-end" aria-label="Jump to end" title="Jump to end (End)" data-i18n-aria-label="play.toEnd" data-i18n-title="play.toEndTitle"><svg viewBox="0 0 16 16" aria-hidden="true"><path d="M11.5 2H14v12h-2.5zM2 2v12l8.5-6z"/></svg></button>
      <p id="step-info" class="step-info">Step 0 of 0</p>
    </div>
    <div class="full timeline">
      <input type="range" id="scrubber" min="0" max="0" step="1" value="0" aria-label="Timeline" data-i18n-aria-label="play.timeline">
      <canvas id="marks" aria-hidden="true"></canvas>
    </div>
    <label class="full speed"><span data-i18n="options.speed">Speed</span>
      <input type="range" id="speed" min="0" max="20" step="1" value="6">
      <output id="speed-out" for="speed"></output>
    </label>
  </div>
  <div id="verdict" class="verdict" role="status" aria-label="Verdict" data-i18n-aria-label="panel.verdict"><strong data-i18n="verdict.none">No verdict yet</strong> <span></span></div>
  <p id="narration" class="full narration"></p>
  <section id="lesson" class="lesson" hidden></section>
  <div id="play-box" class="play-box"></div>
  <p id="error" class="error" role="alert" hidden></p>
</div>`;

// Sizes in px and em, never rem: rem is the host page's root font size.
const CSS = `
:host { display: block; }
:host([hidden]) { display: none; }
.frame {
  all: initial;
  --bg: #ffffff; --fg: #1a1a1a; --muted: #5b5b5b; --panel: #f4f4f1; --line: #c9c9c4;
  --accent: #0072b2; --accent-fg: #ffffff; --mark: #e69f00; --error: #b3261e;
  display: flex; flex-direction: column; gap: 6px;
  box-sizing: border-box; width: 100%; height: 100%; min-width: 200px;
  padding: 6px; border-radius: 8px;
  background: var(--bg); color: var(--fg);
  font: 15px/1.35 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  container-type: inline-size;
}
.frame.dark {
  --bg: #121416; --fg: #ececec; --muted: #a8a8a8; --panel: #1d2024; --line: #3a3f45;
  --accent: #56b4e9; --accent-fg: #0b0c0d; --error: #ff8a80;
  color-scheme: dark;
}
.frame * { box-sizing: border-box; }
[hidden] { display: none !important; }
.title { margin: 0; font-weight: 650; font-size: 1.05em; }
.board-wrap {
  position: relative; flex: 1 1 auto; min-height: 96px; max-height: min(85vh, var(--board-h, 85vh));
  aspect-ratio: var(--gridplay-aspect, var(--ar, 4 / 3));
  border: 1px solid var(--line); border-radius: 6px; overflow: hidden;
}
#board { display: block; width: 100%; height: 100%; touch-action: manipulation; }
#board:focus-visible { outline: 3px solid var(--mark); outline-offset: -3px; }
.progress {
  position: absolute; left: 6px; bottom: 6px; margin: 0; padding: 2px 7px; border-radius: 4px;
  background: var(--panel); border: 1px solid var(--line); font-size: 0.85em;
}
.bar { display: flex; flex-direction: column; gap: 4px; }
.transport { display: flex; flex-wrap: wrap; align-items: center; gap: 5px; }
button {
  font: inherit; color: inherit; display: inline-flex; align-items: center; justify-content: center; gap: 0.35em;
  min-height: 2.2em; min-width: 2.4em; padding: 0.1em 0.55em; margin: 0;
  border: 1px solid var(--line); border-radius: 0.4em; background: var(--panel); cursor: pointer;
}
button:hover { border-color: var(--accent); }
button.primary { background: var(--accent); color: var(--accent-fg); border-color: var(--accent); min-width: 5.6em; }
:focus-visible { outline: 3px solid var(--mark); outline-offset: 2px; }
svg { width: 0.9em; height: 0.9em; fill: currentColor; flex: none; }
.step-info { margin: 0 0 0 auto; font-size: 0.85em; color: var(--muted); font-variant-numeric: tabular-nums; text-align: right; }
.timeline { position: relative; }
#scrubber { display: block; width: 100%; margin: 0; height: 1.3em; accent-color: var(--accent); }
#marks { display: block; width: 100%; height: 0.5em; }
.speed { display: flex; align-items: center; gap: 0.5em; font-size: 0.9em; }
.speed input { flex: 1; max-width: 14em; accent-color: var(--accent); }
.speed output { min-width: 6em; font-variant-numeric: tabular-nums; }
.verdict {
  min-height: 2.3em; padding: 0.25em 0.6em; border-radius: 0.4em;
  background: var(--panel); border-left: 0.35em solid var(--line);
}
.verdict strong { font-size: 1.2em; margin-right: 0.3em; }
.play-panel { margin-top: 0.5em; padding: 0.4em 0.6em; border-left: 0.3em solid #e69f00; background: var(--panel, rgba(127, 127, 127, 0.1)); }
.play-panel h2 { font-size: 1em; margin: 0 0 0.2em; }
.play-roles, .play-bar { display: flex; flex-wrap: wrap; gap: 0.3em 0.7em; align-items: center; margin: 0.3em 0; }
.play-roles[hidden], .play-bar[hidden] { display: none; }
.play-status { margin: 0.2em 0; font-weight: 600; }
.play-log { margin: 0.2em 0 0; padding-left: 1.2em; max-height: 9em; overflow-y: auto; }
.verdict.win { border-left-color: #009e73; }
.verdict.lose { border-left-color: #d55e00; }
.narration { margin: 0; min-height: 2.7em; font-size: 0.95em; }
.error { margin: 0; color: var(--error); font-weight: 600; font-size: 0.9em; }
.lesson { font-size: 0.95em; }
.lesson h2 { margin: 0; font-size: 1em; }
.lesson p { margin: 0.3em 0 0; }
.lesson pre { margin: 0.2em 0 0; }
.controls-none .bar, .controls-none .full, .controls-minimal .full { display: none; }
@media (pointer: coarse) { button { min-height: 44px; min-width: 44px; } }
@container (max-width: 400px) {
  .label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  button.primary { min-width: 2.6em; }
  .step-info { flex-basis: 100%; text-align: left; margin: 0; }
}
`;

let template = null;

/** The viewer's shadow root content, parsed once: the styles and the markup above. */
export function viewerTemplate() {
  if (!template) {
    template = document.createElement('template');
    // Only the constant markup above goes through HTML parsing; data never does.
    template.innerHTML = `<style>${CSS}</style>${MARKUP}`;
  }
  return template;
}
