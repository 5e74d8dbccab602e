//! The picture of a geography run at one step, for the page: rebuilt from events
//! alone, so a [`Timeline`](crate::timeline::Timeline) can replay it to any step.

use serde::Serialize;

use super::blossom::{Forest, Label, NONE, augmenting_path};
use super::run::{Run, Starts};
use super::{Algorithm, Arena, Event, Matching, UNMATCHED, Visits};
use crate::timeline::Frame;

/// Bits of one cell's byte in [`GeographyFrame::cells`].
pub mod bits {
    /// Bits 0–2: direction to the partner: 0 none, 1 up, 2 right, 3 down, 4 left,
    /// [`ELSEWHERE`] for a partner that is not a side neighbour (king, knight and
    /// hex moves: see [`super::GeographyFrame::mates`]); [`WALL`] for a wall.
    pub const PARTNER: u8 = 0b111;
    /// The value of the partner bits for a partner that is not a side neighbour.
    pub const ELSEWHERE: u8 = 5;
    /// The value of the partner bits for a wall.
    pub const WALL: u8 = 0b111;
    /// Reached by a failed search (kuhn's, or a blossom tree whose root stayed
    /// unmatched): no augmenting path can pass here, ever.
    pub const DEAD: u8 = 1 << 3;
    /// On the current augmenting-path search path.
    pub const ON_PATH: u8 = 1 << 4;
    /// Reached by the current Hopcroft–Karp BFS (its layer is in `layers`).
    pub const LAYERED: u8 = 1 << 5;
    /// Visited by the current search: a right cell tried, or a left dead end.
    pub const VISITED: u8 = 1 << 6;
    /// A winning start found by the alternating BFS.
    pub const WINNING: u8 = 1 << 7;
}

/// The partner bits of `from` for its neighbour `to` on a board `cols` wide: 1 up,
/// 2 right, 3 down, 4 left, [`bits::ELSEWHERE`] for a partner that is not a side
/// neighbour (king, knight and hex moves; see [`bits::PARTNER`]).
pub fn partner_direction(cols: u32, from: u32, to: u32) -> u8 {
    let same_row = from / cols == to / cols;
    if to.wrapping_add(cols) == from {
        1
    } else if from.wrapping_add(cols) == to {
        3
    } else if to == from.wrapping_add(1) && same_row {
        2
    } else if from == to.wrapping_add(1) && same_row {
        4
    } else {
        bits::ELSEWHERE
    }
}

/// Which part of the solve a frame is in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Part {
    /// Nothing has happened yet.
    Start,
    /// The greedy initial matching.
    Greedy,
    /// Augmenting-path searches.
    Matching,
    /// The alternating BFS for winning starts.
    Winning,
    /// The verdict is in.
    Done,
}

/// Running totals shown beside the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Counters {
    /// Which part of the solve this is.
    pub part: Part,
    /// Pairs in the matching.
    pub matching_size: u32,
    /// Hopcroft–Karp phase (0 before the first, and for kuhn).
    pub phase: u32,
    /// Edges looked at by searches and the alternating BFS.
    pub edges_scanned: u64,
    /// Augmenting-path searches started.
    pub searches: u32,
    /// Augmenting paths flipped.
    pub augmenting_paths: u32,
    /// Winning starts found so far.
    pub winning: u32,
    /// Blossoms contracted (blossom and the winning-start search after it).
    pub blossoms: u32,
    /// Free cells on the board.
    pub free_cells: u32,
    /// `Some(winning starts)` once the verdict is in.
    pub verdict: Option<u32>,
}

impl Counters {
    /// Counts `event` (a frame's [`Frame::apply`] does, and a tail made without
    /// replaying the events: [`GeographyFrame::tail`]).
    pub fn count(&mut self, event: &Event) {
        match *event {
            Event::GreedyMatched { .. } => {
                self.part = Part::Greedy;
                self.matching_size += 1;
            }
            Event::PhaseStarted { phase } => {
                self.part = Part::Matching;
                self.phase = phase;
            }
            Event::SearchStarted { .. } => {
                self.part = Part::Matching;
                self.searches += 1;
            }
            Event::EdgeTried { .. } | Event::EdgeCrossed { .. } => self.edges_scanned += 1,
            Event::Augmented { size } => {
                self.matching_size = size;
                self.augmenting_paths += 1;
            }
            Event::PhaseEnded { size, .. } => self.matching_size = size,
            Event::MatchingDone { size } => {
                self.matching_size = size;
                self.part = Part::Winning;
            }
            Event::UnmatchedSeed { .. } | Event::WinningMarked { .. } => {
                self.part = Part::Winning;
                self.winning += 1;
            }
            Event::Verdict { winning } => {
                self.part = Part::Done;
                self.verdict = Some(winning);
            }
            Event::BlossomContracted { .. } => self.blossoms += 1,
            Event::LayerReached { .. }
            | Event::MatchFollowed { .. }
            | Event::Backtracked { .. }
            | Event::PathFound { .. }
            | Event::SearchFailed { .. }
            | Event::Labelled { .. }
            | Event::BlossomFound { .. } => {}
        }
    }
}

/// Per-cell state bytes (see [`bits`]), BFS layers and the search path.
#[derive(Debug, Clone)]
pub struct GeographyFrame {
    cols: u32,
    cells: Vec<u8>,
    layers: Vec<u32>,
    path: Vec<u32>,
    /// The path the event just applied flipped (empty unless it is an augmentation).
    flipped: Vec<u32>,
    /// Cells carrying `LAYERED` or `VISITED`, to clear them without a full pass.
    marked: Vec<u32>,
    /// How long visit marks last (the algorithm's [`Features::visits`](super::Features)).
    visits: Visits,
    /// Each cell's partner ([`UNMATCHED`] for none), whatever the move rule.
    mates: Vec<u32>,
    /// Blossom: the alternating forest replayed from the events, and what it shows.
    blossom: Option<BlossomView>,
    counters: Counters,
}

/// The blossom algorithm's picture: labels, blossoms and the last odd cycle.
#[derive(Debug, Clone)]
struct BlossomView {
    forest: Forest,
    /// Per cell, see [`labels`].
    labels: Vec<u8>,
    /// The odd cycle of the blossom just found, from its base (empty otherwise).
    cycle: Vec<u32>,
    /// The edge that closed it, and the base, until it is contracted.
    pending: (u32, u32, u32),
    /// The last edge tried (an augmenting path crosses it).
    edge: (u32, u32),
}

/// Values of [`GeographyFrame::labels`] (blossom runs).
pub mod labels {
    /// Bits 0–1: 0 unlabelled, [`EVEN`] or [`ODD`] (a failed search's tree is shown
    /// by the cell bit `bits::DEAD`, not here).
    pub const LABEL: u8 = 0b11;
    /// Even in the alternating forest.
    pub const EVEN: u8 = 1;
    /// Odd in the alternating forest.
    pub const ODD: u8 = 2;
    /// Inside a contracted blossom.
    pub const IN_BLOSSOM: u8 = 1 << 2;
    /// The base of a contracted blossom.
    pub const BASE: u8 = 1 << 3;
}

/// `layers` value of a cell the current BFS has not reached.
pub const NO_LAYER: u32 = u32::MAX;

impl GeographyFrame {
    /// The frame before the first event of a run of `algorithm` on `board`.
    pub fn new(board: &impl Arena, algorithm: Algorithm) -> Self {
        let cells = (0..board.len() as u32)
            .map(|c| if board.is_free(c) { 0 } else { bits::WALL })
            .collect();
        GeographyFrame {
            // A graph has no directions: its partners are read off `mates`.
            cols: board.board().map_or(0, |b| b.cols()),
            cells,
            layers: vec![NO_LAYER; board.len()],
            path: Vec::new(),
            flipped: Vec::new(),
            marked: Vec::new(),
            visits: algorithm.features().visits,
            mates: vec![UNMATCHED; board.len()],
            blossom: algorithm.features().blossoms.then(|| BlossomView {
                forest: Forest::new(board.len()),
                labels: vec![0; board.len()],
                cycle: Vec::new(),
                pending: (NONE, NONE, NONE),
                edge: (NONE, NONE),
            }),
            counters: Counters {
                part: Part::Start,
                matching_size: 0,
                phase: 0,
                edges_scanned: 0,
                searches: 0,
                augmenting_paths: 0,
                winning: 0,
                blossoms: 0,
                free_cells: board.free_count() as u32,
                verdict: None,
            },
        }
    }

    /// One byte per cell, row-major; see [`bits`].
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }

    /// BFS layer per cell in the current Hopcroft–Karp phase, [`NO_LAYER`] if none.
    pub fn layers(&self) -> &[u32] {
        &self.layers
    }

    /// The current search path from its root: left, right, left, …
    pub fn path(&self) -> &[u32] {
        &self.path
    }

    /// The path the last event flipped, from its root (left, right, …, the free right
    /// cell it ended at): the new pairs are its cells two by two. Empty unless the
    /// last event is [`Event::Augmented`].
    pub fn flipped(&self) -> &[u32] {
        &self.flipped
    }

    /// Running totals.
    pub fn counters(&self) -> Counters {
        self.counters
    }

    /// Each cell's partner, [`UNMATCHED`] for none.
    pub fn mates(&self) -> &[u32] {
        &self.mates
    }

    /// Blossom runs: one byte per cell (see [`labels`]); empty for other algorithms.
    pub fn labels(&self) -> &[u8] {
        self.blossom.as_ref().map_or(&[], |b| &b.labels)
    }

    /// Blossom runs: the odd cycle of the blossom just found or contracted, from its
    /// base, inner blossoms shown by their bases; empty otherwise.
    pub fn cycle(&self) -> &[u32] {
        self.blossom.as_ref().map_or(&[], |b| &b.cycle)
    }

    /// True when `cell` is a wall.
    pub fn is_wall(&self, cell: u32) -> bool {
        self.cells[cell as usize] & bits::PARTNER == bits::WALL
    }

    /// The partner of `cell` as the frame shows it.
    pub fn partner(&self, cell: u32) -> Option<u32> {
        Some(self.mates[cell as usize]).filter(|&m| m != UNMATCHED)
    }

    /// Turns this frame into the picture of the finished run: the final matching,
    /// the winning starts and the verdict, with no search in progress. For runs
    /// finished without recording every event.
    pub fn show_outcome(&mut self, matching: &Matching, winning: Starts<'_>) {
        self.clear_marks(bits::LAYERED | bits::VISITED);
        self.path.clear();
        self.flipped.clear();
        if let Some(view) = &mut self.blossom {
            view.forest = Forest::new(self.cells.len());
            view.labels.fill(0);
            view.cycle.clear();
            view.pending = (NONE, NONE, NONE);
            view.edge = (NONE, NONE);
        }
        for cell in 0..self.cells.len() as u32 {
            if self.is_wall(cell) {
                continue;
            }
            let byte = &mut self.cells[cell as usize];
            *byte &= !(bits::ON_PATH | bits::WINNING | bits::PARTNER | bits::DEAD);
            if winning.is_winning(cell) {
                *byte |= bits::WINNING;
            }
            self.mates[cell as usize] = UNMATCHED;
            if let Some(partner) = matching.partner(cell) {
                let d = self.direction(cell, partner);
                self.cells[cell as usize] |= d;
                self.mates[cell as usize] = partner;
            }
        }
        let c = &mut self.counters;
        c.part = Part::Done;
        c.matching_size = matching.size();
        c.winning = winning.count();
        c.verdict = Some(winning.count());
    }

    /// The picture of `run`, finished past a recording's cap, from `first` (the frame
    /// at step 0) and the `events` recorded before the cap: the counts of those
    /// events, then [`GeographyFrame::show_outcome`]. The same picture as
    /// `show_outcome` on the frame after `events`, without replaying them (a capped
    /// run has millions). A [`crate::recording::Recording`]'s tail.
    pub fn tail<A: Arena>(
        run: &Run<A>,
        mut first: GeographyFrame,
        events: &[Event],
    ) -> GeographyFrame {
        for event in events {
            first.counters.count(event);
        }
        first.show_outcome(run.matching(), run.winning().expect("a finished run"));
        first
    }

    /// The partner bits of `from` for `to`; none on a graph (no columns).
    fn direction(&self, from: u32, to: u32) -> u8 {
        if self.cols == 0 {
            return 0;
        }
        partner_direction(self.cols, from, to)
    }

    fn set_partner(&mut self, a: u32, b: u32) {
        let (ab, ba) = (self.direction(a, b), self.direction(b, a));
        self.mates[a as usize] = b;
        self.mates[b as usize] = a;
        let cells = &mut self.cells;
        cells[a as usize] = (cells[a as usize] & !bits::PARTNER) | ab;
        cells[b as usize] = (cells[b as usize] & !bits::PARTNER) | ba;
    }

    fn mark(&mut self, cell: u32, bit: u8) {
        let byte = &mut self.cells[cell as usize];
        if *byte & (bits::LAYERED | bits::VISITED) == 0 {
            self.marked.push(cell);
        }
        *byte |= bit;
    }

    fn clear_marks(&mut self, bit: u8) {
        let cells = &mut self.cells;
        let layers = &mut self.layers;
        self.marked.retain(|&c| {
            let byte = &mut cells[c as usize];
            *byte &= !bit;
            if bit & bits::LAYERED != 0 {
                layers[c as usize] = NO_LAYER;
            }
            *byte & (bits::LAYERED | bits::VISITED) != 0
        });
    }

    /// Kuhn after a failed search: every visited cell is dead for good.
    fn bury_visits(&mut self) {
        for &cell in &self.marked {
            let byte = &mut self.cells[cell as usize];
            if *byte & bits::VISITED != 0 {
                *byte = (*byte & !bits::VISITED) | bits::DEAD;
            }
        }
        self.clear_marks(bits::VISITED);
    }

    fn push_path(&mut self, cell: u32) {
        self.path.push(cell);
        self.cells[cell as usize] |= bits::ON_PATH;
    }

    fn pop_path(&mut self) {
        if let Some(cell) = self.path.pop() {
            self.cells[cell as usize] &= !bits::ON_PATH;
        }
    }
}

impl Frame for GeographyFrame {
    type Event = Event;

    fn apply(&mut self, event: &Event) {
        self.flipped.clear();
        if self.blossom.is_some() {
            self.apply_blossom(event);
        }
        self.counters.count(event);
        match *event {
            Event::GreedyMatched { left, right, .. } => self.set_partner(left, right),
            Event::PhaseStarted { .. } => self.clear_marks(bits::LAYERED | bits::VISITED),
            Event::LayerReached { cell, distance } => {
                self.layers[cell as usize] = distance;
                self.mark(cell, bits::LAYERED);
            }
            Event::SearchStarted { root } => {
                if self.blossom.is_none() {
                    self.path.clear();
                    self.push_path(root);
                }
            }
            Event::EdgeTried { to, skipped, .. } => {
                if !skipped {
                    self.mark(to, bits::VISITED);
                }
            }
            Event::MatchFollowed { from, to } => {
                self.push_path(from);
                self.push_path(to);
            }
            Event::Backtracked { cell } => {
                self.mark(cell, bits::VISITED);
                self.pop_path();
                if !self.path.is_empty() {
                    self.pop_path();
                }
            }
            Event::PathFound { end, .. } => match &self.blossom {
                Some(view) => {
                    let (from, to) = view.edge;
                    let path = augmenting_path(&view.forest, &self.mates, from, to);
                    while !self.path.is_empty() {
                        self.pop_path();
                    }
                    for cell in path {
                        self.push_path(cell);
                    }
                }
                None => self.push_path(end),
            },
            Event::Augmented { .. } => {
                // The path becomes the flipped one; the path reuses the old buffer.
                std::mem::swap(&mut self.path, &mut self.flipped);
                let path = std::mem::take(&mut self.flipped);
                for pair in path.chunks_exact(2) {
                    self.set_partner(pair[0], pair[1]);
                }
                for &cell in &path {
                    self.cells[cell as usize] &= !bits::ON_PATH;
                }
                if self.visits == Visits::PerSearch {
                    self.clear_marks(bits::VISITED);
                }
                self.flipped = path;
            }
            Event::SearchFailed { .. } => {
                while !self.path.is_empty() {
                    self.pop_path();
                }
                match self.visits {
                    Visits::PerSearch => self.bury_visits(),
                    Visits::PerTree => self.clear_marks(bits::VISITED),
                    Visits::PerPhase => {}
                }
            }
            Event::MatchingDone { .. } => {
                self.clear_marks(bits::LAYERED | bits::VISITED);
                // Dead cells: a failed search's visits (per search) or tree (per tree).
                if self.visits != Visits::PerPhase {
                    for byte in &mut self.cells {
                        *byte &= !bits::DEAD;
                    }
                }
            }
            Event::UnmatchedSeed { cell } | Event::WinningMarked { cell, .. } => {
                self.cells[cell as usize] |= bits::WINNING;
            }
            Event::PhaseEnded { .. }
            | Event::EdgeCrossed { .. }
            | Event::Verdict { .. }
            | Event::Labelled { .. }
            | Event::BlossomFound { .. }
            | Event::BlossomContracted { .. } => {}
        }
    }

    fn heap_bytes(&self) -> usize {
        let blossom = self.blossom.as_ref().map_or(0, |b| {
            b.labels.len() * 26 + (b.forest.touched().len() + b.cycle.capacity()) * 4
        });
        self.cells.len() * 9
            + (self.path.capacity() + self.flipped.capacity() + self.marked.capacity()) * 4
            + blossom
    }
}

impl GeographyFrame {
    /// Blossom runs: replays `event` on the frame's own forest, before the common
    /// handling (which draws the path, the matching and the counters).
    fn apply_blossom(&mut self, event: &Event) {
        let Some(view) = &mut self.blossom else {
            return;
        };
        if !matches!(
            event,
            Event::BlossomFound { .. } | Event::BlossomContracted { .. }
        ) {
            view.cycle.clear();
        }
        match *event {
            Event::SearchStarted { root } | Event::UnmatchedSeed { cell: root } => {
                view.forest.set_even(root, root);
                view.show(root, Label::Even);
            }
            Event::EdgeTried { from, to, .. } => view.edge = (from, to),
            Event::Labelled { cell, from, odd } => {
                if odd {
                    view.forest.set_odd(cell, from);
                    view.show(cell, Label::Odd);
                } else {
                    view.forest.set_even(cell, view.forest.tree(from));
                    view.show(cell, Label::Even);
                }
            }
            Event::WinningMarked { cell, via } if view.forest.label(cell) == Label::Unlabelled => {
                view.forest.set_even(cell, view.forest.tree(via));
                view.show(cell, Label::Even);
            }
            Event::BlossomFound { from, to, base, .. } => {
                view.cycle = view.forest.cycle(from, to, base, &self.mates);
                view.pending = (from, to, base);
            }
            Event::BlossomContracted { base, .. } => {
                let (from, to, _) = view.pending;
                let mut even = Vec::new();
                view.forest.contract(from, to, base, &self.mates, &mut even);
                for cell in even {
                    view.show(cell, Label::Even);
                }
                view.show_blossom(base);
            }
            Event::Augmented { .. } => {
                let ends = self.path.first().zip(self.path.last());
                for root in ends.map_or(Vec::new(), |(&a, &b)| vec![a, b]) {
                    let labels = &mut view.labels;
                    view.forest.dissolve(root, |cell| labels[cell as usize] = 0);
                }
            }
            Event::SearchFailed { root } => {
                for cell in view.forest.members(root) {
                    self.cells[cell as usize] |= bits::DEAD;
                }
            }
            Event::MatchingDone { .. } => {
                view.forest = Forest::new(view.labels.len());
                view.labels.fill(0);
            }
            _ => {}
        }
    }
}

impl BlossomView {
    fn show(&mut self, cell: u32, label: Label) {
        let byte = &mut self.labels[cell as usize];
        let value = match label {
            Label::Unlabelled => 0,
            Label::Even => labels::EVEN,
            Label::Odd => labels::ODD,
        };
        *byte = (*byte & !labels::LABEL) | value;
    }

    /// The blossom bits after the contraction of `self.cycle` into `base`: the cells
    /// on the cycle (single cells, and the bases of the blossoms inside, whose other
    /// cells are in a blossom already) are in one now, and only `base` is a base.
    /// O(cycle): walking every cell of the forest here made replays quadratic.
    fn show_blossom(&mut self, base: u32) {
        for &cell in &self.cycle {
            let byte = &mut self.labels[cell as usize];
            *byte = (*byte & !labels::BASE) | labels::IN_BLOSSOM;
        }
        self.labels[base as usize] |= labels::BASE | labels::IN_BLOSSOM;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geography::{GreedyStart, Options, Run, generate};

    /// After every event of blossom runs on king and hex boards, the frame's blossom
    /// bits are the run's own forest: in a blossom exactly when the cell's blossom has
    /// more than one cell, a base exactly when it is that blossom's base.
    #[test]
    fn blossom_bits_follow_the_runs_forest() {
        use crate::geography::{Moves, run::Stage};
        for moves in [Moves::King, Moves::Hex] {
            for seed in 0..6 {
                let board = generate::random(12, 14, 0.2, seed).with_moves(moves);
                let options = Options {
                    algorithm: Algorithm::Blossom,
                    greedy: GreedyStart::Off,
                    moves,
                };
                let mut run = Run::new(board.clone(), options);
                let mut frame = GeographyFrame::new(&board, Algorithm::Blossom);
                let mut contracted = 0;
                while let Some(event) = run.next() {
                    frame.apply(&event);
                    contracted += matches!(event, Event::BlossomContracted { .. }) as u32;
                    if let Event::BlossomFound { len, .. } = event {
                        // The length the search counts is the cycle the frame builds.
                        assert_eq!(frame.cycle().len(), len as usize, "{event:?}");
                    }
                    let forest = match run.stage() {
                        // The picture forgets the matching's forest once it is done.
                        _ if matches!(event, Event::MatchingDone { .. }) => continue,
                        Stage::Blossom(b) => b.forest(),
                        Stage::GallaiEdmonds(g) if !g.is_finished() => g.forest(),
                        _ => continue,
                    };
                    for cell in 0..board.len() as u32 {
                        let base = forest.base_of(cell);
                        let inside = forest.label(cell) != Label::Unlabelled
                            && forest.blossom_size(base) > 1;
                        let byte = frame.labels()[cell as usize];
                        assert_eq!(byte & labels::IN_BLOSSOM != 0, inside, "{event:?} {cell}");
                        assert_eq!(
                            byte & labels::BASE != 0,
                            inside && base == cell,
                            "{event:?} {cell}"
                        );
                    }
                }
                assert!(contracted > 0, "{moves} {seed}: no blossom");
            }
        }
    }

    /// At each augmentation the frame shows the path just flipped (the search path
    /// one step earlier), its cells paired two by two; one event later it is gone.
    #[test]
    fn an_augmentation_exposes_the_path_it_flipped() {
        for algorithm in Algorithm::ALL {
            let board = generate::random(9, 13, 0.2, 7);
            let options = Options {
                algorithm,
                greedy: GreedyStart::Off,
                ..Options::default()
            };
            let mut frame = GeographyFrame::new(&board, algorithm);
            let mut augmentations = 0;
            let mut after_one = false;
            for event in Run::new(board.clone(), options) {
                let before = frame.path().to_vec();
                frame.apply(&event);
                if after_one {
                    assert!(
                        frame.flipped().is_empty(),
                        "{event:?} keeps the flipped path"
                    );
                }
                after_one = matches!(event, Event::Augmented { .. });
                if !after_one {
                    assert!(frame.flipped().is_empty());
                    continue;
                }
                augmentations += 1;
                assert_eq!(frame.flipped(), &before[..]);
                assert_eq!(before.len() % 2, 0);
                for pair in before.chunks_exact(2) {
                    assert_eq!(frame.partner(pair[0]), Some(pair[1]));
                }
                assert!(frame.path().is_empty());
            }
            assert!(augmentations > 10, "{algorithm}: {augmentations}");
        }
    }
}
