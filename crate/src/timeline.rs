//! A recorded run that can be replayed to any step, backwards as well as forwards.
//!
//! A [`Timeline`] keeps every event of a run and the [`Frame`] (the picture of the run)
//! at the current step. Seeking back restores the nearest saved checkpoint and replays
//! from there, so stepping back never replays from the start. Checkpoints are saved as
//! the frame passes them, at first every 64 events or one per 128 bytes of frame,
//! whichever is more (copying the frame then costs about as much as applying the
//! events between copies); the spacing doubles whenever they would use more than
//! [`CHECKPOINT_BUDGET`] bytes, or the events recorded would need more.
//!
//! Cost: seeking to step `s` applies at most `spacing` events plus one frame copy.
//!
//! ```
//! use gridplay::timeline::{Frame, Timeline};
//!
//! #[derive(Clone, Default)]
//! struct Sum(u64);
//! impl Frame for Sum {
//!     type Event = u64;
//!     fn apply(&mut self, e: &u64) { self.0 += e; }
//!     fn heap_bytes(&self) -> usize { 0 }
//! }
//!
//! let mut t = Timeline::new(Sum(0));
//! for i in 1..=1000 { t.record(i); }
//! t.seek(1000);
//! assert_eq!(t.frame().0, 500_500);
//! t.seek(10);
//! assert_eq!(t.frame().0, 55);
//! ```

/// Bytes the checkpoints of one timeline may use, roughly.
pub const CHECKPOINT_BUDGET: usize = 64 << 20;

/// The picture of a run at one step: rebuilt by applying events in order.
pub trait Frame: Clone {
    /// The event this frame understands.
    type Event: Copy;
    /// Moves the picture one event forward.
    fn apply(&mut self, event: &Self::Event);
    /// Approximate heap bytes one copy uses (sets the checkpoint spacing).
    fn heap_bytes(&self) -> usize;
}

/// Every event of a run plus the frame at a chosen step.
#[derive(Debug, Clone)]
pub struct Timeline<F: Frame> {
    events: Vec<F::Event>,
    /// `checkpoints[i]` is the frame after `i * spacing` events.
    checkpoints: Vec<F>,
    spacing: usize,
    max_checkpoints: usize,
    frame: F,
    step: usize,
    /// Shown one step after the last event when the rest of the run was computed
    /// without recording (see [`Timeline::finish_with`]).
    tail: Option<F>,
}

impl<F: Frame> Timeline<F> {
    /// An empty timeline whose step 0 shows `initial`.
    pub fn new(initial: F) -> Self {
        let bytes = initial.heap_bytes();
        let max_checkpoints = (CHECKPOINT_BUDGET / bytes.max(1024)).clamp(4, 4096);
        let spacing = (bytes / 128).next_power_of_two().max(64);
        Timeline {
            events: Vec::new(),
            checkpoints: vec![initial.clone()],
            spacing,
            max_checkpoints,
            frame: initial,
            step: 0,
            tail: None,
        }
    }

    /// Appends an event at the end of the run (the current step does not move).
    pub fn record(&mut self, event: F::Event) {
        self.events.push(event);
    }

    /// Number of recorded events.
    pub fn len(&self) -> usize {
        self.events.len()
    }

    /// The last step: the number of events, plus one for a tail frame.
    pub fn last_step(&self) -> usize {
        self.events.len() + usize::from(self.tail.is_some())
    }

    /// Ends the timeline with `frame`, the picture of a run finished without
    /// recording its remaining events (a run too long to keep). It is shown one
    /// step after the last recorded event.
    pub fn finish_with(&mut self, frame: F) {
        self.tail = Some(frame);
    }

    /// True when the last step is a tail frame, not a recorded event.
    pub fn has_tail(&self) -> bool {
        self.tail.is_some()
    }

    /// True when nothing is recorded.
    pub fn is_empty(&self) -> bool {
        self.events.is_empty()
    }

    /// The recorded events.
    pub fn events(&self) -> &[F::Event] {
        &self.events
    }

    /// The current step: how many events the frame has applied.
    pub fn step(&self) -> usize {
        self.step
    }

    /// The frame at the current step.
    pub fn frame(&self) -> &F {
        &self.frame
    }

    /// The frame at step 0.
    pub fn initial(&self) -> &F {
        &self.checkpoints[0]
    }

    /// Moves to `step` (clamped to [`Timeline::last_step`]).
    pub fn seek(&mut self, step: usize) {
        if let Some(tail) = &self.tail {
            if step > self.events.len() {
                if self.step <= self.events.len() {
                    self.frame = tail.clone();
                    self.step = self.events.len() + 1;
                }
                return;
            }
        }
        if self.step > self.events.len() {
            // Leaving the tail: replay from a checkpoint.
            self.step = usize::MAX;
        }
        let step = step.min(self.events.len());
        // Checkpoints a later doubling would drop are not worth copying the frame for.
        while self.events.len() / self.spacing > self.max_checkpoints {
            self.double_spacing();
        }
        let saved = (step / self.spacing).min(self.checkpoints.len() - 1);
        if step < self.step || saved * self.spacing > self.step {
            self.frame = self.checkpoints[saved].clone();
            self.step = saved * self.spacing;
        }
        while self.step < step {
            self.frame.apply(&self.events[self.step]);
            self.step += 1;
            if self.step % self.spacing == 0 && self.step / self.spacing == self.checkpoints.len() {
                self.save_checkpoint();
            }
        }
    }

    fn save_checkpoint(&mut self) {
        self.checkpoints.push(self.frame.clone());
        if self.checkpoints.len() > self.max_checkpoints {
            self.double_spacing();
        }
    }

    /// Keeps every other checkpoint: the spacing doubles.
    fn double_spacing(&mut self) {
        let mut i = 0;
        self.checkpoints.retain(|_| {
            i += 1;
            i % 2 == 1
        });
        self.spacing *= 2;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A frame that claims to be big, so checkpoints are few and far apart.
    #[derive(Clone, Debug, PartialEq)]
    struct Trail {
        sum: u64,
        last: u64,
        claimed_bytes: usize,
    }

    impl Frame for Trail {
        type Event = u64;
        fn apply(&mut self, e: &u64) {
            self.sum = self.sum.wrapping_mul(31).wrapping_add(*e);
            self.last = *e;
        }
        fn heap_bytes(&self) -> usize {
            self.claimed_bytes
        }
    }

    fn replay(events: &[u64], claimed_bytes: usize) -> Trail {
        let mut frame = Trail {
            sum: 0,
            last: 0,
            claimed_bytes,
        };
        events.iter().for_each(|e| frame.apply(e));
        frame
    }

    #[test]
    fn random_seeks_match_a_straight_replay_as_spacing_doubles() {
        for claimed_bytes in [0, 100_000, 20 << 20] {
            let mut timeline = Timeline::new(replay(&[], claimed_bytes));
            let events: Vec<u64> = (0..50_000u64).map(|i| i * 7 % 1001).collect();
            events.iter().for_each(|&e| timeline.record(e));
            let mut rng = crate::rng::SplitMix64::new(claimed_bytes as u64);
            for _ in 0..300 {
                let step = rng.below(events.len() as u64 + 1) as usize;
                timeline.seek(step);
                assert_eq!(timeline.step(), step);
                assert_eq!(*timeline.frame(), replay(&events[..step], claimed_bytes));
            }
            assert!(timeline.checkpoints.len() <= timeline.max_checkpoints);
        }
    }

    /// Copies of `Counted` made so far.
    static COPIES: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

    /// A 16 MB frame (so 4 checkpoints at most) that counts its copies.
    struct Counted(u64);

    impl Clone for Counted {
        fn clone(&self) -> Self {
            COPIES.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            Counted(self.0)
        }
    }

    impl Frame for Counted {
        type Event = u64;
        fn apply(&mut self, e: &u64) {
            self.0 = self.0.wrapping_mul(31).wrapping_add(*e);
        }
        fn heap_bytes(&self) -> usize {
            16 << 20
        }
    }

    /// Going forward through recorded events (as a page does on its way to the end)
    /// copies the frame only for checkpoints it keeps, and seeks still land right.
    #[test]
    fn a_forward_pass_copies_the_frame_only_for_checkpoints_kept() {
        let mut timeline = Timeline::new(Counted(0));
        assert_eq!(timeline.max_checkpoints, 4);
        let events: Vec<u64> = (0..2_000_000u64).map(|i| i % 977).collect();
        events.iter().for_each(|&e| timeline.record(e));
        let before = COPIES.load(std::sync::atomic::Ordering::SeqCst);
        for step in (0..=events.len()).step_by(2048) {
            timeline.seek(step);
        }
        timeline.seek(events.len());
        let copies = COPIES.load(std::sync::atomic::Ordering::SeqCst) - before;
        assert!(copies <= timeline.max_checkpoints, "{copies} copies");
        assert!(timeline.checkpoints.len() <= timeline.max_checkpoints);
        let straight = |n: usize| {
            let mut f = Counted(0);
            events[..n].iter().for_each(|e| f.apply(e));
            f.0
        };
        assert_eq!(timeline.frame().0, straight(events.len()));
        for step in [1_999_999, 1_000_001, 3, 0, 1_500_000] {
            timeline.seek(step);
            assert_eq!(timeline.frame().0, straight(step), "seek {step}");
        }
    }

    #[test]
    fn a_tail_frame_follows_the_last_event_and_seeking_back_leaves_it() {
        let mut timeline = Timeline::new(replay(&[], 0));
        (1..=10).for_each(|e| timeline.record(e));
        let tail = replay(&[99], 0);
        timeline.finish_with(tail.clone());
        assert_eq!(timeline.last_step(), 11);
        timeline.seek(usize::MAX);
        assert_eq!((timeline.step(), timeline.frame()), (11, &tail));
        timeline.seek(10);
        assert_eq!(*timeline.frame(), replay(&(1..=10).collect::<Vec<_>>(), 0));
    }
}
