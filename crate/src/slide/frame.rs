//! The picture of a slide run at one step, for a page: rebuilt from events alone, so
//! a [`Timeline`](crate::timeline::Timeline) can replay it to any step.
//!
//! It holds the board as it stands (pieces and the empty cell), the matching, which
//! cells are in the graph, gone, reached by the current search or on its path, and
//! the answers so far (who wins each turn judged, 兔兔's mistakes).
//!
//! Cost: O(1) per event except [`Event::CellRemoved`] after a path (the path's
//! length) and [`Event::TurnStarted`] (clears the last search's marks); memory a
//! few bytes per cell.
//!
//! ```
//! use gridplay::slide::{frame::SlideFrame, generate, Run};
//! use gridplay::timeline::Frame;
//!
//! let game = generate::sample_3();
//! let mut frame = SlideFrame::new(&game);
//! for event in Run::new(game) {
//!     frame.apply(&event);
//! }
//! assert_eq!(frame.mistakes(), &[1, 2]);
//! assert_eq!(frame.verdict(), Some(2));
//! ```

use super::graph::{Graph, NONE};
use super::{Event, Game, Position};
use crate::timeline::Frame;

/// Bits of one cell's byte in [`SlideFrame::cells`].
pub mod bits {
    /// The empty cell can ever enter this cell (it is in the graph).
    pub const IN_GRAPH: u8 = 1;
    /// The empty cell has left this cell (or is on it and it was checked): out of
    /// the graph for good.
    pub const GONE: u8 = 1 << 1;
    /// Reached by the current turn's search.
    pub const VISITED: u8 = 1 << 2;
    /// On the current search's path.
    pub const ON_PATH: u8 = 1 << 3;
}

/// The picture at one step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SlideFrame {
    cols: u32,
    position: Position,
    cells: Vec<u8>,
    mates: Vec<u32>,
    matching_size: u32,
    /// The current search's path from its root (root, cell reached, its partner, …,
    /// then the end once found).
    path: Vec<u32>,
    found: bool,
    /// Cells marked [`bits::VISITED`], to clear them without a full pass.
    visited: Vec<u32>,
    turn: u32,
    judged: Vec<bool>,
    mistakes: Vec<u32>,
    edges_tried: u64,
    verdict: Option<u32>,
}

impl SlideFrame {
    /// The frame before the first event of a run on `game`.
    pub fn new(game: &Game) -> SlideFrame {
        let graph = Graph::new(game);
        let cells = (0..graph.len() as u32)
            .map(|c| if graph.contains(c) { bits::IN_GRAPH } else { 0 })
            .collect();
        SlideFrame {
            cols: game.cols(),
            position: game.start(),
            cells,
            mates: vec![NONE; graph.len()],
            matching_size: 0,
            path: Vec::new(),
            found: false,
            visited: Vec::new(),
            turn: 0,
            judged: Vec::new(),
            mistakes: Vec::new(),
            edges_tried: 0,
            verdict: None,
        }
    }

    /// Number of columns, to turn cells into coordinates.
    pub fn cols(&self) -> u32 {
        self.cols
    }

    /// The board as it stands.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// Per cell, the [`bits`].
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }

    /// The partner of `cell` in the matching, if any.
    pub fn partner(&self, cell: u32) -> Option<u32> {
        Some(self.mates[cell as usize]).filter(|&p| p != NONE)
    }

    /// Pairs in the matching.
    pub fn matching_size(&self) -> u32 {
        self.matching_size
    }

    /// The current search's path (root first; the end last once found).
    pub fn path(&self) -> &[u32] {
        &self.path
    }

    /// The turn being judged or played (0 before the first).
    pub fn turn(&self) -> u32 {
        self.turn
    }

    /// Per turn judged so far: true when the player to move could force a win.
    pub fn judged(&self) -> &[bool] {
        &self.judged
    }

    /// 兔兔's mistakes found so far (move numbers from 1).
    pub fn mistakes(&self) -> &[u32] {
        &self.mistakes
    }

    /// Edges the searches have tried so far.
    pub fn edges_tried(&self) -> u64 {
        self.edges_tried
    }

    /// `Some(number of mistakes)` once the verdict is in.
    pub fn verdict(&self) -> Option<u32> {
        self.verdict
    }

    /// The finished picture of a complete `run` whose recording stopped at its cap:
    /// `first` (the frame at step 0) with the recorded `events` applied, then the
    /// rest read from the run: the board after every turn, the matching and the cells
    /// left, every turn's answer and the mistakes. The search marks are cleared and
    /// [`edges_tried`](Self::edges_tried) counts only the recorded events' edges.
    /// Cost: the recorded events, then O(cells + turns).
    ///
    /// ```
    /// use gridplay::slide::{frame::SlideFrame, generate, Run};
    /// use gridplay::timeline::Frame;
    ///
    /// let game = generate::sample_3();
    /// let mut run = Run::new(game.clone());
    /// let events: Vec<_> = run.by_ref().take(5).collect();
    /// while run.next().is_some() {}
    /// let tail = SlideFrame::tail(&run, SlideFrame::new(&game), &events);
    /// assert_eq!((tail.mistakes(), tail.verdict()), (&[1, 2][..], Some(2)));
    /// ```
    pub fn tail(run: &super::Run, mut first: SlideFrame, events: &[Event]) -> SlideFrame {
        for event in events {
            first.apply(event);
        }
        let game = run.game();
        first.position = game.start();
        for &to in game.moves() {
            first.position.slide(to);
        }
        first.set_path(Vec::new());
        first.found = false;
        for c in std::mem::take(&mut first.visited) {
            first.cells[c as usize] &= !bits::VISITED;
        }
        for cell in 0..first.cells.len() as u32 {
            first.mates[cell as usize] = run.partner(cell).unwrap_or(NONE);
            if run.is_gone(cell) {
                first.cells[cell as usize] |= bits::GONE;
            }
        }
        first.matching_size = run.matching_size();
        if let Some(outcome) = run.outcome() {
            first.turn = outcome.wins.len() as u32;
            first.verdict = Some(outcome.mistakes.len() as u32);
            first.judged = outcome.wins;
            first.mistakes = outcome.mistakes;
        }
        first
    }

    fn visit(&mut self, cell: u32) {
        self.cells[cell as usize] |= bits::VISITED;
        self.visited.push(cell);
    }

    fn set_path(&mut self, path: Vec<u32>) {
        for &c in &self.path {
            self.cells[c as usize] &= !bits::ON_PATH;
        }
        for &c in &path {
            self.cells[c as usize] |= bits::ON_PATH;
        }
        self.path = path;
    }

    fn unpair(&mut self, cell: u32) {
        let partner = std::mem::replace(&mut self.mates[cell as usize], NONE);
        if partner != NONE {
            self.mates[partner as usize] = NONE;
        }
    }
}

impl Frame for SlideFrame {
    type Event = Event;

    fn apply(&mut self, event: &Event) {
        match *event {
            Event::Paired { black, white } => {
                self.mates[black as usize] = white;
                self.mates[white as usize] = black;
                self.matching_size += 1;
            }
            Event::MatchingDone { size } => self.matching_size = size,
            Event::TurnStarted { turn, empty } => {
                self.turn = turn;
                debug_assert_eq!(self.position.empty(), empty, "moved there");
                for c in std::mem::take(&mut self.visited) {
                    self.cells[c as usize] &= !bits::VISITED;
                }
                self.set_path(Vec::new());
                self.found = false;
            }
            Event::SearchStarted { root, removed } => {
                self.unpair(removed);
                self.matching_size -= 1;
                self.cells[removed as usize] |= bits::GONE;
                self.visit(root);
                self.set_path(vec![root]);
            }
            Event::EdgeTried { to, skipped, .. } => {
                self.edges_tried += 1;
                if !skipped {
                    self.visit(to);
                }
            }
            Event::MatchFollowed { from, to } => {
                self.visit(to);
                let mut path = std::mem::take(&mut self.path);
                path.extend([from, to]);
                self.set_path(path);
            }
            Event::Backtracked { .. } => {
                let mut path = self.path.clone();
                path.truncate(path.len().saturating_sub(2));
                self.set_path(path);
            }
            Event::PathFound { end, .. } => {
                let mut path = self.path.clone();
                path.push(end);
                self.set_path(path);
                self.found = true;
            }
            Event::SearchFailed { .. } => self.set_path(Vec::new()),
            Event::Judged { wins, .. } => self.judged.push(wins),
            Event::CellRemoved { cell, size } => {
                if self.found {
                    for pair in self.path.clone().chunks(2) {
                        self.unpair(pair[0]);
                        self.unpair(pair[1]);
                        self.mates[pair[0] as usize] = pair[1];
                        self.mates[pair[1] as usize] = pair[0];
                    }
                    self.found = false;
                }
                self.cells[cell as usize] |= bits::GONE;
                self.matching_size = size;
            }
            Event::Moved { from, to, .. } => {
                debug_assert_eq!(self.position.empty(), from);
                self.position.slide(to);
            }
            Event::Mistake { number } => self.mistakes.push(number),
            Event::Verdict { mistakes } => self.verdict = Some(mistakes),
        }
    }

    fn heap_bytes(&self) -> usize {
        self.cells.len() * (1 + 1 + 4)
            + 4 * (self.path.len() + self.visited.len() + self.mistakes.len())
            + self.judged.len()
    }
}
