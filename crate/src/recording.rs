//! A run being recorded a slice at a time, for a page that must keep answering.
//!
//! A [`Recording`] owns a solver (an iterator over events), the [`Timeline`] of the
//! events it has recorded, and a cap on how many it keeps. Past the cap the solver
//! goes on without building events ([`Solver::quiet_step`], a unit of work per
//! call), and once it ends the timeline gets a tail frame: one step past the last
//! recorded event that shows the finished result (see [`Timeline::finish_with`]),
//! made the first time something seeks to it, from the finished solver, the frame
//! at step 0 and the recorded events, so a run opened at its end is not replayed
//! (the frames of the steps before are replayed when something seeks to them).
//!
//! Cost: [`Recording::record`] is O(budget) events, or one unit of the solver's quiet
//! work past the cap; [`Recording::seek`] is the timeline's, plus, once, the tail's;
//! memory is the timeline's (events kept plus checkpoints).
//!
//! ```
//! use gridplay::recording::{Recording, Solver};
//! use gridplay::timeline::Frame;
//!
//! /// Counts to 100, an event a number; without events it adds ten at a time.
//! struct Count(u64);
//! impl Iterator for Count {
//!     type Item = u64;
//!     fn next(&mut self) -> Option<u64> {
//!         (self.0 < 100).then(|| { self.0 += 1; self.0 })
//!     }
//! }
//! impl Solver for Count {
//!     fn quiet_step(&mut self) -> bool {
//!         self.0 = (self.0 + 10).min(100);
//!         self.0 < 100
//!     }
//! }
//! #[derive(Clone)]
//! struct Sum(u64);
//! impl Frame for Sum {
//!     type Event = u64;
//!     fn apply(&mut self, e: &u64) { self.0 += e; }
//!     fn heap_bytes(&self) -> usize { 0 }
//! }
//!
//! // Keep 10 of 100 events; the tail shows the full sum, from the finished solver.
//! let mut r = Recording::new(Count(0), Sum(0), 10, |count, _, _| Sum(count.0 * (count.0 + 1) / 2));
//! while !r.record(7) {}
//! assert!(r.is_past_cap());
//! assert_eq!((r.timeline().len(), r.last_step()), (10, 11));
//! r.seek(11);
//! assert_eq!(r.frame().0, 5050);
//! r.seek(10);
//! assert_eq!(r.frame().0, 55);
//! ```

use crate::timeline::{Frame, Timeline};

/// Events a page run keeps by default before it finishes without recording (4 Mi
/// events, 64 MiB of geography events).
pub const DEFAULT_MAX_EVENTS: usize = 4 << 20;

/// `Iterator` (each event, built) and [`Solver`] (a unit of work without events) for
/// a run type whose `advance::<EMIT>()` steps it, building the event only when
/// `EMIT`: `stepping!(Run, Event)` in the run's module.
macro_rules! stepping {
    ($run:ty, $event:ty) => {
        impl Iterator for $run {
            type Item = $event;

            fn next(&mut self) -> Option<$event> {
                self.advance::<true>()
            }
        }

        impl $crate::recording::Solver for $run {
            fn quiet_step(&mut self) -> bool {
                self.advance::<false>().is_some()
            }
        }
    };
}
pub(crate) use stepping;

/// A solver a [`Recording`] can finish without building events.
pub trait Solver: Iterator {
    /// Does a unit of work without building events (a search, a phase: short enough
    /// to call between frames); false once the solver has ended. By default, one
    /// event built and dropped.
    fn quiet_step(&mut self) -> bool {
        self.next().is_some()
    }
}

/// A solver, the timeline of its recorded events and how far solving got.
#[derive(Clone)]
pub struct Recording<S, F: Frame> {
    solver: S,
    timeline: Timeline<F>,
    max_events: usize,
    /// True once an event past the cap was solved: the rest goes without events.
    past_cap: bool,
    complete: bool,
    /// The finished picture, for runs past the cap: from the finished solver, the
    /// frame at step 0 and the events recorded.
    tail: fn(&S, F, &[F::Event]) -> F,
    /// True once the run is past the cap and complete, until the tail is made.
    tail_pending: bool,
}

impl<S: Solver<Item = F::Event>, F: Frame> Recording<S, F> {
    /// A recording of `solver` whose step 0 shows `frame`, keeping at most
    /// `max_events` events (at least 1). Past the cap, `tail` makes the finished
    /// picture from the finished solver, a copy of the frame at step 0 and the
    /// recorded events (the picture after them, without replaying them); it is called
    /// once, and only then.
    pub fn new(solver: S, frame: F, max_events: usize, tail: fn(&S, F, &[F::Event]) -> F) -> Self {
        Recording {
            solver,
            timeline: Timeline::new(frame),
            max_events: max_events.max(1),
            past_cap: false,
            complete: false,
            tail,
            tail_pending: false,
        }
    }

    /// Solves up to `budget` more events, or past the cap one unit of work without
    /// events; true once complete.
    pub fn record(&mut self, budget: u32) -> bool {
        if self.complete {
            return true;
        }
        let going = if self.past_cap {
            self.solver.quiet_step()
        } else {
            self.record_events(budget)
        };
        if !going {
            self.complete = true;
            self.tail_pending = self.past_cap;
        }
        self.complete
    }

    /// Up to `budget` events into the timeline (one more past the cap is solved and
    /// dropped: the rest goes without events); false once the solver has ended.
    fn record_events(&mut self, budget: u32) -> bool {
        for _ in 0..budget {
            let Some(event) = self.solver.next() else {
                return false;
            };
            if self.timeline.len() == self.max_events {
                self.past_cap = true;
                break;
            }
            self.timeline.record(event);
        }
        true
    }
}

impl<S, F: Frame> Recording<S, F> {
    /// True once the solver has ended (every event recorded, or the rest solved).
    pub fn is_complete(&self) -> bool {
        self.complete
    }

    /// True once the run has gone past its cap: the rest is solved without events,
    /// and the timeline ends on a tail (for a progress display).
    pub fn is_past_cap(&self) -> bool {
        self.past_cap
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

    /// The last step: events recorded, plus one for the tail once a run past the
    /// cap is complete.
    pub fn last_step(&self) -> usize {
        self.timeline.last_step() + usize::from(self.tail_pending)
    }

    /// True when the last step is the tail: the rest was solved without events.
    pub fn has_tail(&self) -> bool {
        self.tail_pending || self.timeline.has_tail()
    }

    /// Moves the frame to `step` (clamped to the last step). The first seek to the
    /// tail makes it, without replaying the recorded events.
    pub fn seek(&mut self, step: usize) {
        if self.tail_pending && step > self.timeline.len() {
            let first = self.timeline.initial().clone();
            let tail = (self.tail)(&self.solver, first, self.timeline.events());
            self.timeline.finish_with(tail);
            self.tail_pending = false;
        }
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
            return (step + 1).min(self.last_step());
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
    use crate::geography::{
        self, Algorithm, Event, GreedyStart, Moves, Options, Run, frame::GeographyFrame,
    };

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

    /// Without a quiet mode of its own: past the cap, one event built and dropped a
    /// call.
    impl Solver for std::ops::Range<u32> {}

    #[test]
    fn each_record_call_solves_at_most_its_budget() {
        let mut r = Recording::new(0..25u32, Seen(Vec::new()), 100, no_tail);
        for (calls, solved) in [(1, 7), (2, 14), (3, 21)] {
            assert!(!r.record(7), "not complete after {calls} calls");
            assert_eq!(r.timeline().len(), solved);
            assert_eq!(r.solver().start as usize, solved);
        }
        // 4 events left, then the end of the iterator is seen in the same call.
        assert!(r.record(7));
        assert!(r.is_complete() && !r.is_past_cap());
        assert_eq!(r.timeline().len(), 25);
        r.seek(usize::MAX);
        assert!(!r.has_tail());
        assert_eq!((r.last_step(), r.timeline().step()), (25, 25));
        // A complete recording solves nothing more.
        assert!(r.record(7));
        assert_eq!(r.timeline().len(), 25);
    }

    fn no_tail(_: &std::ops::Range<u32>, _: Seen, _: &[u32]) -> Seen {
        panic!("nothing was dropped: no tail")
    }

    /// Calls of `counted_tail`.
    static TAILS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

    fn counted_tail(solver: &std::ops::Range<u32>, first: Seen, events: &[u32]) -> Seen {
        TAILS.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        // The finished solver, the frame at step 0 and the recorded events.
        assert_eq!(solver.clone().next(), None);
        assert_eq!(first, all_of(0..0));
        assert_eq!(events, &all_of(0..40).0[..]);
        all_of(0..1000)
    }

    #[test]
    fn past_the_cap_the_solver_goes_on_a_unit_a_call_and_the_tail_shows_the_result() {
        let mut r = Recording::new(0..1000u32, Seen(Vec::new()), 40, counted_tail);
        assert!(!r.record(5));
        r.seek(3);
        // 35 more recorded and the 41st solved and dropped; then a unit (here an
        // event) a call, whatever the budget.
        assert!(!r.record(64));
        assert!(r.is_past_cap());
        assert_eq!((r.timeline().len(), r.solver().start), (40, 41));
        let mut calls = 0;
        while !r.record(64) {
            calls += 1;
        }
        assert_eq!(calls, 1000 - 41);
        assert_eq!(r.timeline().len(), 40);
        assert!(r.has_tail());
        assert_eq!(r.last_step(), 41);
        // Recording does not move the current step, nor make the tail.
        assert_eq!((r.timeline().step(), r.frame()), (3, &all_of(0..3)));
        assert_eq!(TAILS.load(std::sync::atomic::Ordering::SeqCst), 0);
        // The first seek past the last event makes it, once.
        r.seek(41);
        assert_eq!((r.timeline().step(), r.frame()), (41, &all_of(0..1000)));
        r.seek(2);
        r.seek(usize::MAX);
        assert_eq!((r.timeline().step(), r.frame()), (41, &all_of(0..1000)));
        assert_eq!(TAILS.load(std::sync::atomic::Ordering::SeqCst), 1);
        assert_eq!(r.last_step(), 41);
    }

    #[test]
    fn a_run_of_exactly_the_cap_has_no_tail() {
        let mut r = Recording::new(0..40u32, Seen(Vec::new()), 40, no_tail);
        while !r.record(7) {}
        r.seek(usize::MAX);
        assert!(!r.is_past_cap() && !r.has_tail());
        assert_eq!((r.last_step(), r.timeline().step()), (40, 40));
    }

    #[test]
    fn seeking_around_the_tail() {
        let mut r = Recording::new(0..100u32, Seen(Vec::new()), 10, |_, _, _| all_of(0..100));
        while !r.record(1000) {}
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

    /// The tail of a capped geography run, finished without events from wherever
    /// the cap fell, shows the same board as the last frame of a run recorded in
    /// full: the same matching and every winning start, for every algorithm and
    /// rule, from an empty and a greedy start.
    #[test]
    fn a_capped_geography_run_ends_on_the_full_runs_final_board() {
        for_each_geography_case(|seed, board, options| {
            let (algorithm, moves) = (options.algorithm, options.moves);
            let record = |cap| {
                let frame = GeographyFrame::new(board, algorithm);
                let mut r = Recording::new(
                    Run::new(board.clone(), options),
                    frame,
                    cap,
                    GeographyFrame::tail,
                );
                while !r.record(37) {}
                r.seek(usize::MAX);
                r
            };
            let full = record(usize::MAX);
            let events = full.timeline().len();
            assert!(matches!(
                full.timeline().events().last(),
                Some(Event::Verdict { .. })
            ));
            for cap in [1, events / 3, events / 2 + 1, events - 1] {
                let capped = record(cap.max(1));
                let what = format!("seed {seed}, {algorithm} on {moves}, cap {cap}");
                assert!(!full.has_tail());
                assert!(capped.has_tail(), "{what}");
                assert_eq!(
                    capped.solver().matching(),
                    full.solver().matching(),
                    "{what}"
                );
                assert_eq!(capped.frame().cells(), full.frame().cells(), "{what}");
                let (a, b) = (capped.frame().counters(), full.frame().counters());
                assert_eq!(
                    (a.matching_size, a.winning, a.verdict),
                    (b.matching_size, b.winning, b.verdict),
                    "{what}"
                );
                let (a, b) = (capped.solver().outcome(), full.solver().outcome());
                assert_eq!(a, b, "{what}");
            }
        });
    }

    /// `f(seed, board, options)` for 24 random boards under every move rule, from
    /// an empty and a greedy start, with every algorithm that applies.
    fn for_each_geography_case(mut f: impl FnMut(u64, &geography::Board, Options)) {
        for seed in 0..24u64 {
            let moves = Moves::ALL[seed as usize % 4];
            let board = geography::generate::random(9 + seed as u32 % 5, 11, 0.2, seed);
            let board = board.with_moves(moves);
            let greedy = [GreedyStart::Off, GreedyStart::On][seed as usize / 4 % 2];
            for algorithm in Algorithm::ALL {
                if algorithm.check(&board).is_ok() {
                    let options = Options {
                        algorithm,
                        moves,
                        greedy,
                    };
                    f(seed, &board, options);
                }
            }
        }
    }

    /// The tail made from the frame at step 0 and the recorded events is the picture
    /// `show_outcome` makes of the frame after those events, replayed: every part of
    /// it a page reads (cells, layers, path, flipped path, partners, blossom labels and
    /// cycle, counters), for every algorithm and rule, wherever the cap falls.
    #[test]
    fn a_tail_made_without_replay_is_the_replayed_frames_outcome() {
        let parts = |f: &GeographyFrame| {
            let (cells, layers, path) =
                (f.cells().to_vec(), f.layers().to_vec(), f.path().to_vec());
            let (flipped, mates) = (f.flipped().to_vec(), f.mates().to_vec());
            let (labels, cycle) = (f.labels().to_vec(), f.cycle().to_vec());
            (
                cells,
                layers,
                path,
                flipped,
                mates,
                labels,
                cycle,
                f.counters(),
            )
        };
        // Cases, and those whose recorded events counted something beyond greedy pairs.
        let mut cases = (0, 0);
        for_each_geography_case(|seed, board, options| {
            let (algorithm, moves) = (options.algorithm, options.moves);
            let events = Run::new(board.clone(), options).count();
            for cap in [1, events / 4, events / 2, events - 2] {
                let frame = GeographyFrame::new(board, algorithm);
                let tail = GeographyFrame::tail;
                let mut r =
                    Recording::new(Run::new(board.clone(), options), frame, cap.max(1), tail);
                while !r.record(29) {}
                assert!(r.is_past_cap());
                // Replayed to the last recorded event, then the outcome shown.
                r.seek(r.timeline().len());
                let mut replayed = r.frame().clone();
                let run = r.solver();
                replayed.show_outcome(run.matching(), run.winning().expect("finished"));
                r.seek(usize::MAX);
                let what = format!("seed {seed}, {algorithm} on {moves}, cap {cap}");
                assert_eq!(parts(r.frame()), parts(&replayed), "{what}");
                let c = replayed.counters();
                let counted = u64::from(c.searches + c.phase + c.augmenting_paths + c.blossoms);
                cases.0 += 1;
                cases.1 += usize::from(counted + c.edges_scanned > 0);
            }
        });
        assert!(cases.1 * 4 >= cases.0 * 3, "{cases:?}");
    }

    /// Runs `run` on to its end twice, with events and quietly: the quiet run comes
    /// back at least once every 65 536 of the events `is_edge` picks (there must be
    /// more than 4 × 65 536 of them), and both end alike.
    fn assert_quiet_comes_back_every_65536_edges(run: Run, is_edge: fn(&Event) -> bool) {
        let mut stepped = run.clone();
        let edges = std::iter::from_fn(|| stepped.next())
            .filter(is_edge)
            .count();
        let mut quiet = run;
        let mut returns = 0;
        while quiet.quiet_step() {
            returns += 1;
        }
        assert!(edges > 4 << 16, "{edges} edges: too few to tell");
        assert!(
            returns >= edges >> 16,
            "{returns} returns for {edges} edges"
        );
        assert_eq!(quiet.outcome(), stepped.outcome());
    }

    /// Without events a run still comes back now and then: a blossom search at least
    /// once every 65 536 edges it tries (so a page can finish it between frames).
    #[test]
    fn a_quiet_blossom_run_comes_back_at_least_every_65536_edges() {
        let board = geography::generate::random(300, 300, 0.1, 1).with_moves(Moves::Hex);
        let options = Options {
            algorithm: Algorithm::Blossom,
            moves: Moves::Hex,
            greedy: GreedyStart::On,
        };
        assert_quiet_comes_back_every_65536_edges(Run::new(board, options), |e| {
            matches!(e, Event::EdgeTried { .. })
        });
    }

    /// The same for the bipartite winning-start BFS after kuhn: at least once every
    /// 65 536 edges it crosses.
    #[test]
    fn a_quiet_winning_bfs_comes_back_at_least_every_65536_edges() {
        let board = geography::generate::random(600, 600, 0.1, 2);
        let options = Options {
            algorithm: Algorithm::Kuhn,
            moves: Moves::Rook,
            greedy: GreedyStart::On,
        };
        let mut run = Run::new(board, options);
        while !matches!(run.next(), Some(Event::MatchingDone { .. })) {}
        assert_quiet_comes_back_every_65536_edges(run, |e| matches!(e, Event::EdgeCrossed { .. }));
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
        let mut r = Recording::new(0..keys.len() as u32, Seen(Vec::new()), 100, |_, f, _| f);
        while !r.record(100) {}
        let key = |e: &u32| keys[*e as usize];
        let ends: Vec<usize> = (0..=8).map(|s| r.group_end(s, key)).collect();
        assert_eq!(ends, [3, 3, 3, 4, 6, 6, 7, 8, 8]);
        let starts: Vec<usize> = (0..=8).map(|s| r.group_start(s, key)).collect();
        assert_eq!(starts, [0, 0, 0, 0, 3, 4, 4, 6, 7]);
    }
}
