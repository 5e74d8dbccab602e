// A run's events decoded by the core's protocol: records as objects with named
// operands (readEvents), the events up to the step shown (recentEvents), and the check
// that the core has every event a game module narrates (readProtocol).

/**
 * Events from…to of a run handle as objects with named operands, steps from 1:
 * [{ step, code, name, …operands }] (geography's edge_tried: { from, to, skipped }).
 * The record width, names and operands come from the game's protocol (Rust).
 */
export function readEvents(run, protocol, from, to) {
  const flat = run.events(from, to);
  const width = protocol.recordWidth;
  const events = [];
  for (let i = 0; i < flat.length; i += width) {
    const code = flat[i];
    const spec = protocol.events[code];
    const e = { step: from + i / width + 1, code, name: spec ? spec.name : `event ${code}` };
    if (spec) spec.operands.forEach((operand, k) => (e[operand] = flat[i + 1 + k]));
    events.push(e);
  }
  return events;
}

/**
 * What a run has done up to its current step: { step, recorded, tail, recent, event }.
 * `recent`: the last `count` events recorded up to the step (readEvents); `tail`: the
 * step is past the recorded events (the rest solved without them); `event`: the step's
 * own event (null at step 0 and on the tail).
 */
export function recentEvents(run, protocol, count) {
  const step = run.step();
  const recorded = run.recorded();
  const tail = run.truncated() && step > recorded;
  const from = Math.max(0, Math.min(step, recorded) - count);
  const recent = readEvents(run, protocol, from, Math.min(step, recorded));
  const event = !tail && step > 0 ? recent[recent.length - 1] : null;
  return { step, recorded, tail, recent, event };
}

/**
 * The protocol of `game` from the core, checked against the event names the module
 * narrates: any the core does not have are named in the console, then thrown.
 */
export function readProtocol(protocol, game, narrated) {
  const known = new Set(protocol.events.map((e) => e.name));
  const missing = narrated.filter((name) => !known.has(name));
  if (missing.length) {
    const message = `${game}: the core's protocol has no event ${missing.join(', ')}`;
    console.error(message);
    throw new Error(message);
  }
  return protocol;
}
