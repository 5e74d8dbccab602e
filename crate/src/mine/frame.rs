//! The picture of a Mine run after each [`Event`], for a page to draw and a
//! [`Timeline`](crate::timeline::Timeline) to replay.
//!
//! **Cell bytes** ([`MineFrame::cells`], one `u8` per cell, row-major):
//!
//! | bits | mask   | meaning |
//! |------|--------|---------|
//! | 0–3  | `0x0F` | [`VALUE_MASK`]: the board's number 0–8, or [`MINE_VALUE`] (9) for a mine; known from the start |
//! | 4    | `0x10` | [`REACHED`]: turned over by the solver (a region's blank or number, or a lone number) |
//! | 5    | `0x20` | [`BORDER`]: a number bordering a blank region (outline it) |
//! | 6    | `0x40` | [`SHARED`]: a number bordering two or more blank regions (breaks the promise) |
//! | 7    | `0x80` | [`LONE`]: a number bordering no blank, counted as 1 |
//!
//! **Region ids** ([`MineFrame::regions`], one `u32` per cell): the region of a reached
//! blank, or for a reached bordering number the region that counts it (the first that
//! reached it, as in the judge's accepted solution);
//! [`NO_REGION`] otherwise. Use it as a colour index.
//!
//! Per region ([`MineFrame::region_grundy`], [`MineFrame::region_numbers`]): Grundy value
//! (0 while the region is still filling, then 1 or 2) and numbers counted so far. Plus
//! the running XOR and the verdict.
//!
//! Cost: `apply` is O(1) (amortized); a copy is 5 bytes per cell plus 5 per region.
//!
//! ```
//! use gridplay::mine::board::Board;
//! use gridplay::mine::frame::{MineFrame, REACHED};
//! use gridplay::mine::solver::{Player, Solver};
//! use gridplay::timeline::Frame;
//!
//! let board = Board::with_mines(3, 3, &[]);
//! let mut frame = MineFrame::new(&board);
//! for event in Solver::new(board) {
//!     frame.apply(&event);
//! }
//! assert!(frame.cells().iter().all(|c| c & REACHED != 0));
//! assert_eq!(frame.region_grundy(), &[1]);
//! assert_eq!(frame.verdict(), Some(Player::Xiemao));
//! ```

use super::board::{Board, MINE};
use super::solver::{Event, Player};
use crate::timeline::Frame;

/// Bits 0–3 of a cell byte: its number, or [`MINE_VALUE`].
pub const VALUE_MASK: u8 = 0x0F;
/// The value bits of a mine.
pub const MINE_VALUE: u8 = MINE;
/// Bit 4: turned over by the solver.
pub const REACHED: u8 = 0x10;
/// Bit 5: a number bordering a blank region.
pub const BORDER: u8 = 0x20;
/// Bit 6: a number bordering two or more blank regions.
pub const SHARED: u8 = 0x40;
/// Bit 7: a lone number (borders no blank).
pub const LONE: u8 = 0x80;
/// Region id of a cell no region has reached.
pub const NO_REGION: u32 = u32::MAX;

/// The board as the solver has uncovered it so far.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MineFrame {
    rows: u32,
    cols: u32,
    cells: Vec<u8>,
    regions: Vec<u32>,
    region_grundy: Vec<u8>,
    region_numbers: Vec<u32>,
    current_region: Option<u32>,
    last_cell: Option<u32>,
    lone_numbers: u32,
    shared_numbers: u32,
    xor: u8,
    verdict: Option<Player>,
}

impl MineFrame {
    /// Step 0: every cell face down.
    pub fn new(board: &Board) -> MineFrame {
        MineFrame {
            rows: board.rows(),
            cols: board.cols(),
            cells: board.cells().to_vec(),
            regions: vec![NO_REGION; board.len() as usize],
            region_grundy: Vec::new(),
            region_numbers: Vec::new(),
            current_region: None,
            last_cell: None,
            lone_numbers: 0,
            shared_numbers: 0,
            xor: 0,
            verdict: None,
        }
    }

    /// Rows of the board.
    pub fn rows(&self) -> u32 {
        self.rows
    }

    /// Columns of the board.
    pub fn cols(&self) -> u32 {
        self.cols
    }

    /// One byte per cell (layout in the module doc).
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }

    /// One region id per cell, [`NO_REGION`] when none.
    pub fn regions(&self) -> &[u32] {
        &self.regions
    }

    /// Grundy value per region: 0 while it is filling, then 1 or 2.
    pub fn region_grundy(&self) -> &[u8] {
        &self.region_grundy
    }

    /// Numbers counted per region so far.
    pub fn region_numbers(&self) -> &[u32] {
        &self.region_numbers
    }

    /// The region being filled, if any.
    pub fn current_region(&self) -> Option<u32> {
        self.current_region
    }

    /// The cell of the latest event, if it named one.
    pub fn last_cell(&self) -> Option<u32> {
        self.last_cell
    }

    /// Lone numbers counted so far.
    pub fn lone_numbers(&self) -> u32 {
        self.lone_numbers
    }

    /// Distinct numbers found bordering two or more regions so far.
    pub fn shared_numbers(&self) -> u32 {
        self.shared_numbers
    }

    /// The running XOR.
    pub fn xor(&self) -> u8 {
        self.xor
    }

    /// The judge's winner, once announced.
    pub fn verdict(&self) -> Option<Player> {
        self.verdict
    }

    fn region_slot(&mut self, region: u32) -> usize {
        let index = region as usize;
        if index >= self.region_grundy.len() {
            self.region_grundy.resize(index + 1, 0);
            self.region_numbers.resize(index + 1, 0);
        }
        index
    }
}

impl Frame for MineFrame {
    type Event = Event;

    fn apply(&mut self, event: &Event) {
        match *event {
            Event::RegionStarted { region, cell } => {
                self.region_slot(region);
                self.current_region = Some(region);
                self.last_cell = Some(cell);
            }
            Event::CellReached {
                region,
                cell,
                number,
                shared,
                ..
            } => {
                let slot = self.region_slot(region);
                let byte = &mut self.cells[cell as usize];
                *byte |= REACHED;
                if number != 0 {
                    *byte |= BORDER;
                }
                if !shared {
                    self.region_numbers[slot] += u32::from(number != 0);
                    self.regions[cell as usize] = region;
                } else if *byte & SHARED == 0 {
                    // Already counted by an earlier region: not counted again.
                    *byte |= SHARED;
                    self.shared_numbers += 1;
                }
                self.last_cell = Some(cell);
            }
            Event::RegionFinished { region, grundy, .. } => {
                let slot = self.region_slot(region);
                self.region_grundy[slot] = grundy;
                self.current_region = None;
                self.last_cell = None;
            }
            Event::LoneNumber { cell, .. } => {
                self.cells[cell as usize] |= REACHED | LONE;
                self.lone_numbers += 1;
                self.last_cell = Some(cell);
            }
            Event::Xor { value, .. } => self.xor = value,
            Event::Verdict { winner, xor } => {
                self.xor = xor;
                self.verdict = Some(winner);
                self.last_cell = None;
            }
        }
    }

    fn heap_bytes(&self) -> usize {
        self.cells.len() * 5 + self.region_grundy.len() * 5
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mine::solver::Solver;
    use crate::timeline::Timeline;

    fn final_frame(board: &Board) -> MineFrame {
        let mut frame = MineFrame::new(board);
        for event in Solver::new(board.clone()) {
            frame.apply(&event);
        }
        frame
    }

    /// Checks a replayed frame against the board and a fast run of the solver.
    fn check(board: &Board) {
        let frame = final_frame(board);
        let mut solver = Solver::new(board.clone());
        let winner = solver.run();
        assert_eq!(frame.verdict(), Some(winner));
        assert_eq!(frame.xor(), solver.xor());
        assert_eq!(frame.region_numbers(), solver.region_numbers());
        assert_eq!(frame.lone_numbers(), solver.lone_numbers());
        assert_eq!(
            frame.shared_numbers() as usize,
            solver.shared_numbers().len()
        );
        let grundy: Vec<u8> = solver
            .region_numbers()
            .iter()
            .map(|n| 1 + (n % 2) as u8)
            .collect();
        assert_eq!(frame.region_grundy(), grundy.as_slice());
        for cell in 0..board.len() {
            let byte = frame.cells()[cell as usize];
            let value = board.value(cell);
            assert_eq!(byte & VALUE_MASK, value, "value of cell {cell}");
            let blank_nearby = board.neighbours(cell).any(|n| board.value(n) == 0);
            if value == MINE {
                assert_eq!(byte, MINE_VALUE);
                assert_eq!(frame.regions()[cell as usize], NO_REGION);
                continue;
            }
            assert!(byte & REACHED != 0, "cell {cell} reached");
            let border = value != 0 && blank_nearby;
            assert_eq!(byte & BORDER != 0, border, "border bit of {cell}");
            assert_eq!(byte & LONE != 0, value != 0 && !blank_nearby);
            assert_eq!(
                byte & SHARED != 0,
                solver.shared_numbers().contains(&cell),
                "shared bit of {cell}"
            );
            let region = frame.regions()[cell as usize];
            assert_eq!(region != NO_REGION, value == 0 || border);
            if region != NO_REGION {
                assert_eq!(Some(region), solver.region_of(cell));
            }
        }
    }

    #[test]
    fn replay_matches_the_board_and_the_fast_path() {
        check(&Board::with_mines(3, 3, &[]));
        check(&Board::with_mines(3, 3, &[(1, 1)]));
        check(&Board::with_mines(4, 4, &[(1, 1), (3, 3)]));
        check(&Board::with_mines(1, 7, &[(0, 3)]));
        let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
        for _ in 0..40 {
            let mut mines = Vec::new();
            for cell in 0..12 * 9 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                if seed % 100 < 15 {
                    mines.push((cell / 9, cell % 9));
                }
            }
            check(&Board::with_mines(12, 9, &mines));
        }
    }

    #[test]
    fn shared_number_is_highlighted_once() {
        let board = Board::with_mines(4, 4, &[(1, 1), (3, 3)]);
        let frame = final_frame(&board);
        let shared: Vec<u32> = (0..16)
            .filter(|&c| frame.cells()[c as usize] & SHARED != 0)
            .collect();
        assert_eq!(shared, [board.cell(2, 2)]);
        assert_eq!(frame.shared_numbers(), 1);
        // The judge's accepted solution counts (2, 2) for region 0 only.
        assert_eq!(frame.region_numbers(), &[4, 3]);
    }

    #[test]
    fn timeline_seek_back_equals_replay() {
        let board = Board::with_mines(20, 20, &[(3, 3), (10, 12), (15, 2), (5, 17)]);
        let mut timeline = Timeline::new(MineFrame::new(&board));
        for event in Solver::new(board.clone()) {
            timeline.record(event);
        }
        let end = timeline.len();
        timeline.seek(end);
        assert_eq!(timeline.frame(), &final_frame(&board));
        for step in [end / 2, 7, end - 1, 0] {
            timeline.seek(step);
            let mut fresh = MineFrame::new(&board);
            for event in &timeline.events()[..step] {
                fresh.apply(event);
            }
            assert_eq!(timeline.frame(), &fresh, "step {step}");
        }
    }
}
