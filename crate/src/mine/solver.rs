//! The judge's solution, steppable: flood fill every blank region, give it a Grundy
//! value, count the lone numbers, XOR.
//!
//! **The accepted solution's rule, on every board.** The accepted HDU 4678 solution
//! starts a flood fill at each blank not yet visited, in row-major order, and marks
//! every cell it queues, numbers included. So a number bordering two blank regions
//! (which the problem promises never happens) counts once, for the first region that
//! reaches it (the one whose first blank comes first in row-major order), and never as
//! a lone number. [`Solver`] does exactly that, so its answer is what the judge's
//! accepted solution prints on any input; later regions still *reach* such a number
//! ([`Event::CellReached`] with `shared: true` and the region that counted it), but do
//! not count it.
//!
//! A blank region together with the k numbers bordering it is a game of its own: click a
//! blank (everything opens, value 0) or click one of its numbers (k − 1 left). So its
//! Grundy value is mex{0, g(k − 1)}: 1 for even k, 2 for odd k. A number bordering no
//! blank is a single move, value 1. The first player (Xiemao) wins when the XOR of all
//! values is not 0. This is exact only under the problem's promise that no number
//! borders two different blank regions; [`Solver::shared_numbers`] lists the numbers that
//! break it and [`super::exact`] solves such boards exactly.
//!
//! [`Solver`] is an [`Iterator`] over [`Event`]s with an explicit queue (no recursion: a
//! 1000×1000 board without mines is one region of a million cells). [`Solver::run`] is
//! the fast path: the same step function with event emission compiled out.
//!
//! Cost: O(N·M) time; N·M bytes of board plus 4·N·M bytes of region ids plus the queue
//! (at most one region's cells); when iterating for events, also a hash map entry per
//! shared number (the last region that reached it).
//!
//! ```
//! use gridplay::mine::board::Board;
//! use gridplay::mine::solver::{Event, Player, Solver};
//!
//! // 3×3 with the middle mined: eight lone numbers, XOR 0.
//! let board = Board::with_mines(3, 3, &[(1, 1)]);
//! assert_eq!(Solver::new(board.clone()).run(), Player::Fanglaoshi);
//!
//! let events: Vec<Event> = Solver::new(board).collect();
//! assert_eq!(events.iter().filter(|e| matches!(e, Event::LoneNumber { .. })).count(), 8);
//! assert_eq!(
//!     events.last(),
//!     Some(&Event::Verdict { winner: Player::Fanglaoshi, xor: 0 })
//! );
//! ```

use super::board::{Board, MINE};
use crate::event_table::{Operand, event_table};

/// One of the two players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Player {
    /// The first player.
    Xiemao = 0,
    /// The second player.
    Fanglaoshi = 1,
}

impl Player {
    /// The name the judge prints.
    pub fn name(self) -> &'static str {
        match self {
            Player::Xiemao => "Xiemao",
            Player::Fanglaoshi => "Fanglaoshi",
        }
    }

    /// The winner of a game whose Grundy value is `grundy`: the first player unless 0.
    pub fn winner_of(grundy: u32) -> Player {
        if grundy == 0 {
            Player::Fanglaoshi
        } else {
            Player::Xiemao
        }
    }
}

impl Operand for Player {
    /// 0 for Xiemao, 1 for Fanglaoshi.
    fn operand(self) -> u32 {
        self as u32
    }
}

event_table! {
    /// One step of the solver. Cells are row-major indices `row * cols + col`; regions are
    /// numbered 0, 1, 2, … in the order their flood fill starts.
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub enum Event {
        /// A flood fill starts at the blank `cell`: region `region` opens.
        RegionStarted as "region_started" {
            /// The new region's id.
            region: u32,
            /// The first blank of the region (the lowest row-major index).
            cell: u32,
        },
        /// The flood fill of `region` reaches `cell`: one of its blanks (`number` 0) or a
        /// number bordering it (`number` 1–8).
        CellReached as "cell_reached" {
            /// The region being filled.
            region: u32,
            /// The cell reached.
            cell: u32,
            /// The cell's number, 0 for a blank.
            number: u8,
            /// True when an earlier region already reached (and counted) this number: it
            /// borders two blank regions, breaks the problem's promise, and is not counted
            /// again here.
            shared: bool,
            /// The region that counts this cell: `region` itself, or for a shared number
            /// the earlier region that counted it.
            counted_by: u32 as "countedBy",
        },
        /// The flood fill of `region` is done.
        RegionFinished as "region_finished" {
            /// The region.
            region: u32,
            /// Its blank cells.
            blanks: u32,
            /// The numbers it counts: those bordering it that no earlier region reached.
            numbers: u32,
            /// Its Grundy value: 1 when `numbers` is even, 2 when odd.
            grundy: u8,
        },
        /// A number bordering no blank: a single move, Grundy value 1.
        LoneNumber as "lone_number" {
            /// The cell.
            cell: u32,
            /// Its number, 1–8.
            number: u8,
        },
        /// The XOR of every value counted so far (after each region and lone number).
        Xor as "xor" {
            /// The running XOR: `before ^ added`.
            value: u8,
            /// The value just counted: the region's Grundy value, or 1 for a lone number.
            added: u8,
            /// The running XOR before it.
            before: u8,
        },
        /// The end: the judge's winner.
        Verdict as "verdict" {
            /// Xiemao when `xor` is not 0 (as an operand, 0 for Xiemao, 1 for
            /// Fanglaoshi).
            winner: Player,
            /// The XOR of all values.
            xor: u8,
        },
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// Looking for the next blank no region has reached.
    Scan,
    /// Emptying the queue of the current region.
    Flood,
    /// Looking for numbers no region has reached.
    Lone,
    /// Announcing the winner.
    Verdict,
    Done,
}

/// In `region_tag`: set on a number reached by two or more regions.
const SHARED_BIT: u32 = 1 << 31;

/// Per shared number, the last region that reached it (for events only: a region
/// reaches a number once however many of its blanks touch it).
type LastReach = std::collections::HashMap<u32, u32>;

/// The Grundy value of a blank region with `numbers` face-down bordering numbers
/// (the problem's promise: no number borders two regions): 1 for an even count, 2
/// for an odd one. `region_value(3)` is 2.
pub const fn region_value(numbers: u32) -> u8 {
    1 + (numbers & 1) as u8
}

/// The steppable judge solver for one board. Iterate it for events, or call
/// [`Solver::run`] for the answer alone.
#[derive(Debug, Clone)]
pub struct Solver {
    board: Board,
    /// Per cell: 0 when no region reached it, else (the region that counts it) + 1,
    /// with [`SHARED_BIT`] on numbers reached by more than one region.
    region_tag: Vec<u32>,
    last_reach: LastReach,
    queue: Vec<u32>,
    head: usize,
    /// Next cell to look at in [`Phase::Scan`] and [`Phase::Lone`].
    scan: u32,
    phase: Phase,
    blanks: u32,
    numbers: u32,
    region_numbers: Vec<u32>,
    shared_cells: Vec<u32>,
    lone_numbers: u32,
    xor: u8,
    pending: Option<Event>,
}

impl Solver {
    /// A solver at step 0 for `board`.
    pub fn new(board: Board) -> Solver {
        Solver {
            region_tag: vec![0; board.len() as usize],
            last_reach: LastReach::new(),
            board,
            queue: Vec::new(),
            head: 0,
            scan: 0,
            phase: Phase::Scan,
            blanks: 0,
            numbers: 0,
            region_numbers: Vec::new(),
            shared_cells: Vec::new(),
            lone_numbers: 0,
            xor: 0,
            pending: None,
        }
    }

    /// Starts over on `board`, keeping this solver's buffers (no new allocation for a
    /// board of the same size or smaller); returns the previous board.
    pub fn reset(&mut self, board: Board) -> Board {
        self.region_tag.clear();
        self.region_tag.resize(board.len() as usize, 0);
        self.last_reach.clear();
        self.queue.clear();
        self.head = 0;
        self.scan = 0;
        self.phase = Phase::Scan;
        self.blanks = 0;
        self.numbers = 0;
        self.region_numbers.clear();
        self.shared_cells.clear();
        self.lone_numbers = 0;
        self.xor = 0;
        self.pending = None;
        std::mem::replace(&mut self.board, board)
    }

    /// Runs to the end without producing events (the fast path) and returns the judge's
    /// winner. Continues from wherever the iterator stopped.
    pub fn run(&mut self) -> Player {
        while let Some(event) = self.step::<false>() {
            // Only a pending event left by the iterator can come out here.
            debug_assert!(matches!(event, Event::Xor { .. }));
        }
        self.winner()
    }

    /// The board being solved.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Gives the board back.
    pub fn into_board(self) -> Board {
        self.board
    }

    /// True once the verdict is out.
    pub fn is_done(&self) -> bool {
        self.phase == Phase::Done
    }

    /// The XOR so far (the final one once done).
    pub fn xor(&self) -> u8 {
        self.xor
    }

    /// The judge's winner from the XOR so far (final once done).
    pub fn winner(&self) -> Player {
        Player::winner_of(u32::from(self.xor))
    }

    /// Numbers each finished region counts (a shared number only in the first region
    /// that reached it), indexed by region id.
    pub fn region_numbers(&self) -> &[u32] {
        &self.region_numbers
    }

    /// Regions finished so far.
    pub fn regions(&self) -> u32 {
        self.region_numbers.len() as u32
    }

    /// Lone numbers counted so far.
    pub fn lone_numbers(&self) -> u32 {
        self.lone_numbers
    }

    /// Numbers found bordering two or more blank regions, in the order found. Empty once
    /// done means the board keeps the promise and the judge's answer is exact.
    pub fn shared_numbers(&self) -> &[u32] {
        &self.shared_cells
    }

    /// The region of a blank cell, or for a number the region that counts it (the
    /// first that reached it); `None` for mines, lone numbers and cells not reached yet.
    pub fn region_of(&self, cell: u32) -> Option<u32> {
        match self.region_tag[cell as usize] & !SHARED_BIT {
            0 => None,
            tag => Some(tag - 1),
        }
    }

    /// Advances to the next event. With `EMIT` false it never stops before the end
    /// (returning `None`), which makes it the fast path.
    #[inline(always)]
    fn step<const EMIT: bool>(&mut self) -> Option<Event> {
        if let Some(event) = self.pending.take() {
            return Some(event);
        }
        let len = self.board.len();
        loop {
            match self.phase {
                Phase::Scan => {
                    let cells = self.board.cells();
                    let start = (self.scan..len)
                        .find(|&i| (cells[i as usize] == 0) & (self.region_tag[i as usize] == 0));
                    let Some(cell) = start else {
                        self.scan = 0;
                        self.phase = Phase::Lone;
                        continue;
                    };
                    self.scan = cell + 1;
                    let region = self.region_numbers.len() as u32;
                    self.region_tag[cell as usize] = region + 1;
                    self.queue.clear();
                    self.queue.push(cell);
                    self.head = 0;
                    self.blanks = 1;
                    self.numbers = 0;
                    self.phase = Phase::Flood;
                    if EMIT {
                        return Some(Event::RegionStarted { region, cell });
                    }
                }
                Phase::Flood => {
                    let region = self.region_numbers.len() as u32;
                    // Without events, this loop empties the whole queue in one go.
                    while let Some(&cell) = self.queue.get(self.head) {
                        self.head += 1;
                        let number = self.board.value(cell);
                        if number == 0 {
                            let (blanks, numbers) = open_neighbours::<EMIT>(
                                &self.board,
                                &mut self.region_tag,
                                &mut self.queue,
                                (&mut self.shared_cells, &mut self.last_reach),
                                cell,
                                region + 1,
                            );
                            self.blanks += blanks;
                            self.numbers += numbers;
                        }
                        if EMIT {
                            let counted_by = (self.region_tag[cell as usize] & !SHARED_BIT) - 1;
                            return Some(Event::CellReached {
                                region,
                                cell,
                                number,
                                shared: counted_by != region,
                                counted_by,
                            });
                        }
                    }
                    let numbers = self.numbers;
                    let grundy = region_value(numbers);
                    self.region_numbers.push(numbers);
                    let before = self.xor;
                    self.xor ^= grundy;
                    self.phase = Phase::Scan;
                    if EMIT {
                        self.pending = Some(Event::Xor {
                            value: self.xor,
                            added: grundy,
                            before,
                        });
                        return Some(Event::RegionFinished {
                            region,
                            blanks: self.blanks,
                            numbers,
                            grundy,
                        });
                    }
                }
                Phase::Lone => {
                    let cells = &self.board.cells()[..len as usize];
                    let tags = &self.region_tag[..len as usize];
                    let (mut lone_numbers, mut xor) = (self.lone_numbers, self.xor);
                    let mut cell = self.scan as usize;
                    while cell < cells.len() {
                        let number = cells[cell];
                        // A number (1 to 8) no region reached. Counted without a branch,
                        // which random boards would mispredict half the time.
                        let lone = (number.wrapping_sub(1) < MINE - 1) & (tags[cell] == 0);
                        lone_numbers += u32::from(lone);
                        xor ^= u8::from(lone);
                        cell += 1;
                        if EMIT && lone {
                            (self.scan, self.lone_numbers, self.xor) =
                                (cell as u32, lone_numbers, xor);
                            self.pending = Some(Event::Xor {
                                value: xor,
                                added: 1,
                                before: xor ^ 1,
                            });
                            return Some(Event::LoneNumber {
                                cell: cell as u32 - 1,
                                number,
                            });
                        }
                    }
                    (self.scan, self.lone_numbers, self.xor) = (len, lone_numbers, xor);
                    self.phase = Phase::Verdict;
                }
                Phase::Verdict => {
                    self.phase = Phase::Done;
                    if EMIT {
                        return Some(Event::Verdict {
                            winner: self.winner(),
                            xor: self.xor,
                        });
                    }
                }
                Phase::Done => return None,
            }
        }
    }
}

/// Reaches the neighbours of the blank `cell` for the region tagged `tag`: new blanks
/// join the region and the queue; a number no region reached yet is counted for this
/// one, a number an earlier region reached is only noted as shared (numbers are queued
/// only when events are wanted, once per region). Returns the blanks and numbers added.
#[inline(always)]
fn open_neighbours<const EMIT: bool>(
    board: &Board,
    region_tag: &mut [u32],
    queue: &mut Vec<u32>,
    (shared_cells, last_reach): (&mut Vec<u32>, &mut LastReach),
    cell: u32,
    tag: u32,
) -> (u32, u32) {
    let (rows, cols) = (board.rows(), board.cols());
    let cells = board.cells();
    let (row, col) = (cell / cols, cell % cols);
    let (mut blanks, mut numbers) = (0, 0);
    let mut open = |next: usize| {
        let value = cells[next];
        let seen = &mut region_tag[next];
        if value == 0 {
            if *seen == 0 {
                *seen = tag;
                blanks += 1;
                queue.push(next as u32);
            }
        } else if value != MINE {
            if *seen == 0 {
                *seen = tag;
                numbers += 1;
                if EMIT {
                    queue.push(next as u32);
                }
            } else if *seen & !SHARED_BIT != tag {
                if *seen & SHARED_BIT == 0 {
                    shared_cells.push(next as u32);
                    *seen |= SHARED_BIT;
                }
                if EMIT && last_reach.insert(next as u32, tag) != Some(tag) {
                    queue.push(next as u32);
                }
            }
        }
    };
    // Row-major over the 3×3 block (the order the events show); the cell itself, a
    // blank already tagged, changes nothing and is skipped.
    if row > 0 && col > 0 && row + 1 < rows && col + 1 < cols {
        // Inside the board: eight fixed offsets, no range arithmetic.
        let (at, w) = (cell as usize, cols as usize);
        for next in [
            at - w - 1,
            at - w,
            at - w + 1,
            at - 1,
            at + 1,
            at + w - 1,
            at + w,
            at + w + 1,
        ] {
            open(next);
        }
    } else {
        let (r0, r1) = (row.saturating_sub(1), (row + 1).min(rows - 1));
        let (c0, c1) = (col.saturating_sub(1), (col + 1).min(cols - 1));
        for r in r0..=r1 {
            for c in c0..=c1 {
                open((r * cols + c) as usize);
            }
        }
    }
    (blanks, numbers)
}

/// Mine's runs are recorded whole (a few events a cell): past a cap, events would be
/// built and dropped.
impl crate::recording::Solver for Solver {}

impl Iterator for Solver {
    type Item = Event;

    fn next(&mut self) -> Option<Event> {
        self.step::<true>()
    }
}
