//! A run being recorded a slice at a time, for a page that must keep answering.
//!
//! A [`Recording`] owns a solver (an iterator over events), the [`Timeline`] of the
//! events it has recorded, and a cap on how many it keeps. Past the cap the solver goes
//! on without recording, and once it ends the timeline gets a tail frame: one step past
//! the last recorded event that shows the finished result (see
//! [`Timeline::finish_with`]). [`Recording::solved`] counts every event the solver
//! produced, [`Timeline::len`] only the recorded ones.
//!
//! Cost: [`Recording::record`] is O(budget) events plus, once, the frame copy for the
//! tail; memory is the timeline's (events kept plus checkpoints).
//!
//! ```
//! use gridplay::recording::Recording;
//! use gridplay::timeline::Frame;
//!
//! #[derive(Clone)]
//! struct Sum(u64);
//! impl Frame for Sum {
//!     type Event = u64;
//!     fn apply(&mut self, e: &u64) { self.0 += e; }
//!     fn heap_bytes(&self) -> usize { 0 }
//! }
//!
//! // Keep 10 of 100 events; the tail shows the full sum, read from the solver.
//! let mut r = Recording::new(1..=100u64, Sum(0), 10);
//! while !r.record(7, |_, _| Sum(5050)) {}
//! assert_eq!((r.solved(), r.timeline().len(), r.timeline().last_step()), (100, 10, 11));
//! r.seek(11);
//! assert_eq!(r.frame().0, 5050);
//! r.seek(10);
//! assert_eq!(r.frame().0, 55);
//! ```

use crate::timeline::{Frame, Timeline};

/// Events a page run keeps by default before it finishes without recording (4 Mi
/// events, 64 MiB of geography events).
pub const DEFAULT_MAX_EVENTS: usize = 4 << 20;

/// A solver, the timeline of its recorded events and how far solving got.
#[derive(Clone)]
pub struct Recording<S, F: Frame> {
    solver: S,
    timeline: Timeline<F>,
    max_events: usize,
    /// Events the solver has produced, recorded or not.
    solved: u64,
    complete: bool,
}

impl<S: Iterator<Item = F::Event>, F: Frame> Recording<S, F> {
    /// A recording of `solver` whose step 0 shows `frame`, keeping at most
    /// `max_events` events (at least 1).
    pub fn new(solver: S, frame: F, max_events: usize) -> Self {
        Recording {
            solver,
            timeline: Timeline::new(frame),
            max_events: max_events.max(1),
            solved: 0,
            complete: false,
        }
    }

    /// Solves up to `budget` more events; true once complete. `result` turns the
    /// frame at the last recorded event into the finished picture, from the finished
    /// solver, for runs too long to record; it is called once, and only then.
    pub fn record(&mut self, budget: u32, result: impl FnOnce(&S, F) -> F) -> bool {
        let mut result = Some(result);
        for _ in 0..budget {
            if self.complete {
                break;
            }
            match self.solver.next() {
                Some(event) => {
                    self.solved += 1;
                    if self.timeline.len() < self.max_events {
                        self.timeline.record(event);
                    }
                }
                None => {
                    self.complete = true;
                    if self.solved > self.timeline.len() as u64 {
                        let position = self.timeline.step();
                        self.timeline.seek(self.timeline.len());
                        let last = self.timeline.frame().clone();
                        let finish = result.take().expect("called once");
                        self.timeline.finish_with(finish(&self.solver, last));
                        self.timeline.seek(position);
                    }
                }
            }
        }
        self.complete
    }
}

impl<S, F: Frame> Recording<S, F> {
    /// True once the solver has ended (every event recorded, or past the cap).
    pub fn is_complete(&self) -> bool {
        self.complete
    }

    /// Events the solver produced so far, recorded or not (for a progress display).
    pub fn solved(&self) -> u64 {
        self.solved
    }

    /// The most events kept.
    pub fn max_events(&self) -> usize {
        self.max_events
    }

    /// The solver.
    pub fn solver(&self) -> &S {
        &self.solver
    }

    /// The recorded events and the frame at the current step.
    pub fn timeline(&self) -> &Timeline<F> {
        &self.timeline
    }

    /// Moves the frame to `step` (clamped to the last step).
    pub fn seek(&mut self, step: usize) {
        self.timeline.seek(step);
    }

    /// The frame at the current step.
    pub fn frame(&self) -> &F {
        self.timeline.frame()
    }

    /// The end of the group after `step`: the first step past `step` that ends a run
    /// of consecutive events with the same `key` (an event whose key is `None` is a
    /// group of its own). Stepping forward by groups shows, for example, one whole
    /// BFS layer per step. Clamped to the last step (a tail frame is its own group).
    pub fn group_end(&self, step: usize, key: impl Fn(&F::Event) -> Option<u32>) -> usize {
        let events = self.timeline.events();
        if step >= events.len() {
            return (step + 1).min(self.timeline.last_step());
        }
        let mut end = step + 1;
        if let Some(k) = key(&events[step]) {
            while end < events.len() && key(&events[end]) == Some(k) {
                end += 1;
            }
        }
        end
    }

    /// The start of the group before `step`: the last step before `step` that begins
    /// a run of consecutive events with the same `key` (0 at most).
    pub fn group_start(&self, step: usize, key: impl Fn(&F::Event) -> Option<u32>) -> usize {
        let events = self.timeline.events();
        if step == 0 {
            return 0;
        }
        if step > events.len() {
            return events.len().min(step - 1);
        }
        let mut start = step - 1;
        if let Some(k) = key(&events[start]) {
            while start > 0 && key(&events[start - 1]) == Some(k) {
                start -= 1;
            }
        }
        start
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geography::{self, Event, Options, Run, frame::GeographyFrame};

    /// A frame that remembers every event it saw.
    #[derive(Clone, Debug, PartialEq)]
    struct Seen(Vec<u32>);

    impl Frame for Seen {
        type Event = u32;
        fn apply(&mut self, e: &u32) {
            self.0.push(*e);
        }
        fn heap_bytes(&self) -> usize {
            self.0.len() * 4
        }
    }

    fn all_of(range: std::ops::Range<u32>) -> Seen {
        Seen(range.collect())
    }

    #[test]
    fn each_record_call_solves_at_most_its_budget() {
        let mut r = Recording::new(0..25u32, Seen(Vec::new()), 100);
        for (calls, solved) in [(1, 7), (2, 14), (3, 21)] {
            assert!(!r.record(7, |_, f| f), "not complete after {calls} calls");
            assert_eq!(r.solved(), solved);
            assert_eq!(r.timeline().len() as u64, solved);
        }
        // 4 events left, then the end of the iterator is seen in the same call.
        assert!(r.record(7, |_, _| panic!("nothing was dropped: no tail")));
        assert!(r.is_complete());
        assert_eq!(r.solved(), 25);
        assert!(!r.timeline().has_tail());
        assert_eq!(r.timeline().last_step(), 25);
        // A complete recording solves nothing more.
        assert!(r.record(7, |_, f| f));
        assert_eq!(r.solved(), 25);
    }

    #[test]
    fn past_the_cap_the_solver_goes_on_and_the_tail_shows_the_result() {
        let mut r = Recording::new(0..1000u32, Seen(Vec::new()), 40);
        assert!(!r.record(5, |_, _| panic!("not finished yet")));
        r.seek(3);
        let mut tails = 0;
        while !r.record(64, |solver, last| {
            tails += 1;
            // The finished solver and the frame at the last recorded event.
            assert_eq!(solver.clone().next(), None);
            assert_eq!(last, all_of(0..40));
            all_of(0..1000)
        }) {}
        assert_eq!(tails, 1);
        assert_eq!(r.solved(), 1000);
        assert_eq!(r.timeline().len(), 40);
        assert!(r.timeline().has_tail());
        assert_eq!(r.timeline().last_step(), 41);
        // Recording does not move the current step.
        assert_eq!((r.timeline().step(), r.frame()), (3, &all_of(0..3)));
    }

    #[test]
    fn seeking_around_the_tail() {
        let mut r = Recording::new(0..100u32, Seen(Vec::new()), 10);
        while !r.record(1000, |_, _| all_of(0..100)) {}
        for (target, step, frame) in [
            (11, 11, all_of(0..100)),
            (10, 10, all_of(0..10)),
            (usize::MAX, 11, all_of(0..100)),
            (0, 0, all_of(0..0)),
            (12, 11, all_of(0..100)),
            (9, 9, all_of(0..9)),
        ] {
            r.seek(target);
            assert_eq!(
                (r.timeline().step(), r.frame()),
                (step, &frame),
                "seek {target}"
            );
        }
    }

    /// The tail of a capped geography run shows the same board as the last frame of
    /// a run recorded in full: the final matching and every winning start.
    #[test]
    fn a_capped_geography_run_ends_on_the_full_runs_final_board() {
        let board = geography::generate::random(14, 17, 0.2, 5);
        let options = Options {
            algorithm: geography::Algorithm::Kuhn,
            greedy: geography::GreedyStart::Off,
            ..Options::default()
        };
        let record = |cap| {
            let frame = GeographyFrame::new(&board, options.algorithm);
            let mut r = Recording::new(Run::new(board.clone(), options), frame, cap);
            while !r.record(500, |run: &Run, mut last: GeographyFrame| {
                last.show_outcome(run.matching(), run.winning().expect("finished"));
                last
            }) {}
            r.seek(usize::MAX);
            r
        };
        let full = record(usize::MAX);
        let capped = record(50);
        assert!(!full.timeline().has_tail());
        assert!(capped.timeline().has_tail());
        assert_eq!(capped.solved(), full.solved());
        assert_eq!(capped.frame().cells(), full.frame().cells());
        let (a, b) = (capped.frame().counters(), full.frame().counters());
        assert_eq!(
            (a.matching_size, a.winning, a.verdict),
            (b.matching_size, b.winning, b.verdict)
        );
        assert!(matches!(
            full.timeline().events().last(),
            Some(Event::Verdict { .. })
        ));
    }

    #[test]
    fn groups_are_runs_of_one_key_and_other_events_stand_alone() {
        // Keys: 5 5 5 - 7 7 - 5 (None for -).
        let keys = [
            Some(5),
            Some(5),
            Some(5),
            None,
            Some(7),
            Some(7),
            None,
            Some(5),
        ];
        let mut r = Recording::new(0..keys.len() as u32, Seen(Vec::new()), 100);
        while !r.record(100, |_, f| f) {}
        let key = |e: &u32| keys[*e as usize];
        let ends: Vec<usize> = (0..=8).map(|s| r.group_end(s, key)).collect();
        assert_eq!(ends, [3, 3, 3, 4, 6, 6, 7, 8, 8]);
        let starts: Vec<usize> = (0..=8).map(|s| r.group_start(s, key)).collect();
        assert_eq!(starts, [0, 0, 0, 0, 3, 4, 4, 6, 7]);
    }
}
