//! Greedy initial matching (Karp–Sipser): first the forced pairs, then a cheap
//! guess; an augmenting-path algorithm finishes the job.
//!
//! A free cell with exactly one unmatched free neighbour left must take it in some
//! maximum matching, so such cells are paired first, as they appear. When none is
//! left, the next unmatched cell in row-major order takes the neighbour with the
//! fewest unmatched neighbours of its own. Each pair is one [`Event::GreedyMatched`].
//!
//! [`Greedy::forced_only`] stops at the forced pairs: kuhn's start
//! ([`super::Algorithm::greedy_guesses`]), as each of kuhn's roots makes its own
//! guess (a free neighbour towards the rows already searched), while the forced
//! pairs pair a maze's corridors from their dead ends. Hopcroft–Karp's phases do
//! not guess, so it starts from the guesses too. Run without events on a rook
//! board, the pass is one loop of its own (the same pairs in the same order),
//! reading the open directions off the board's byte rather than asking the move
//! rule for each neighbour.
//!
//! A count is a byte: a graph's vertex with [`MANY`] neighbours or more keeps that
//! count (it is never forced and rarely the fewest), so the pass stays one byte a
//! cell on boards and graphs alike.
//!
//! Cost: O(cells + edges). Memory: a count per cell (which also marks the cells taken, so
//! the pass never reads the matching's four bytes a cell) and a queue. With the
//! guesses the result is maximal, not maximum; forced pairs only, it is part of a
//! maximum matching.
//!
//! ```
//! use gridplay::geography::{greedy::Greedy, Board, Matching, Steps};
//!
//! let board = Board::from_rows(&["....", "#..#"]);
//! let mut matching = Matching::new(board.len());
//! Steps::new(&board, &mut matching, Greedy::new(&board)).finish();
//! assert_eq!(matching.size(), 3);
//! ```

use super::sieve::Sieve;
use super::{Arena, Board, Event, Matching, Search};

/// In [`Greedy`]'s counts: a matched cell (above every count, so never the
/// neighbour with the fewest).
const TAKEN: u8 = u8::MAX;

/// In [`Greedy`]'s counts: this many unmatched neighbours or more, not counted down.
const MANY: u8 = u8::MAX - 1;

/// The greedy pass: unmatched-neighbour counts, the forced queue and a cursor.
#[derive(Debug, Clone)]
pub struct Greedy {
    /// Unmatched free neighbours of each unmatched free cell ([`MANY`] at most);
    /// [`TAKEN`] for a matched one.
    degree: Vec<u8>,
    /// Cells whose count dropped to one (checked again when taken).
    forced: Sieve,
    cursor: u32,
}

impl Greedy {
    /// A pass over `board`, counting each cell's free neighbours. It starts from
    /// the empty matching.
    pub fn new(board: &impl Arena) -> Self {
        let degree: Vec<u8> = (0..board.len() as u32)
            .map(|c| board.degree(c).min(MANY.into()) as u8)
            .collect();
        let mut forced = Sieve::default();
        forced.extend(
            (0..board.len() as u32)
                .rev()
                .filter(|&c| degree[c as usize] == 1),
        );
        Greedy {
            degree,
            forced,
            cursor: 0,
        }
    }

    /// A pass over `board` that makes the forced pairs only: its cursor starts
    /// past the last cell, so it never guesses.
    pub fn forced_only(board: &impl Arena) -> Self {
        Greedy {
            cursor: board.len() as u32,
            ..Greedy::new(board)
        }
    }

    /// The unmatched neighbour of `cell` with the fewest unmatched neighbours
    /// (the first in move order of those), if it has one (a cell counted as
    /// [`MANY`] may have none left).
    fn best_partner(&self, board: &impl Arena, cell: u32) -> Option<u32> {
        board
            .neighbours(cell)
            .filter(|&n| self.degree[n as usize] != TAKEN)
            .min_by_key(|&n| self.degree[n as usize])
    }

    /// Pairs `a` and `b` and lowers their unmatched neighbours' counts.
    fn take(&mut self, board: &impl Arena, matching: &mut Matching, a: u32, b: u32) -> Event {
        let forced = self.degree[a as usize] == 1;
        matching.pair(a, b);
        self.degree[a as usize] = TAKEN;
        self.degree[b as usize] = TAKEN;
        for cell in [a, b] {
            for n in board.neighbours(cell) {
                lower(&mut self.degree, &mut self.forced, n);
            }
        }
        let (left, right) = if board.is_left(a) { (a, b) } else { (b, a) };
        Event::GreedyMatched {
            left,
            right,
            forced,
        }
    }
}

impl Greedy {
    /// The whole pass on a rook board without events, in one loop: the same pairs
    /// in the same order as [`Search::step`].
    fn run_rook(&mut self, board: &Board, matching: &mut Matching) {
        let offsets = board.direction_offsets();
        let (degree, forced) = (&mut self.degree[..], &mut self.forced);
        let mut cursor = self.cursor;
        while let Some(cell) = next_cell(degree, forced, &mut cursor) {
            let open = board.open_directions(cell);
            // Every direction read without a branch (the counts are random): a
            // closed one reads the cell itself, through a mask on its index change.
            let mask = |open: u8, d: u8| 0u32.wrapping_sub(u32::from(open >> d & 1));
            // The first neighbour with the fewest unmatched neighbours: the least
            // key (count, direction); a closed direction's key is past every other.
            let mut best = u32::MAX;
            for (d, step) in (0u8..).zip(offsets) {
                let n = cell.wrapping_add(step & mask(open, d));
                let key = u32::from(degree[n as usize]) << 2 | u32::from(d);
                best = best.min(key | !mask(open, d));
            }
            let partner = cell.wrapping_add(offsets[best as usize & 3]);
            matching.pair(cell, partner);
            degree[cell as usize] = TAKEN;
            degree[partner as usize] = TAKEN;
            for (c, open) in [(cell, open), (partner, board.open_directions(partner))] {
                for (d, step) in (0u8..).zip(offsets) {
                    // A closed direction reads `c`, taken: no change.
                    lower(degree, forced, c.wrapping_add(step & mask(open, d)));
                }
            }
        }
        self.cursor = cursor;
    }
}

impl<A: Arena> Search<A> for Greedy {
    fn step<const EMIT: bool>(&mut self, arena: &A, matching: &mut Matching) -> Option<Event> {
        if let Some(board) = arena.rook().filter(|_| !EMIT) {
            self.run_rook(board, matching);
            return None;
        }
        let board = arena;
        while let Some(cell) = next_cell(&self.degree, &mut self.forced, &mut self.cursor) {
            let Some(partner) = self.best_partner(board, cell) else {
                self.degree[cell as usize] = 0;
                continue;
            };
            let event = self.take(board, matching, cell, partner);
            if EMIT {
                return Some(event);
            }
        }
        None
    }
}

/// The next cell to pair: a forced one (still with one unmatched neighbour), else
/// the first from `cursor` on in row-major order that is unmatched and has an
/// unmatched neighbour; `None` when there is none.
#[inline(always)]
fn next_cell(degree: &[u8], forced: &mut Sieve, cursor: &mut u32) -> Option<u32> {
    // Taken, or left without an unmatched neighbour, since it was queued.
    while let Some(cell) = forced.pop() {
        if degree[cell as usize] == 1 {
            return Some(cell);
        }
    }
    // Past the cells taken (`TAKEN`) or with no unmatched neighbour.
    let cells = degree.len() as u32;
    while *cursor < cells && degree[*cursor as usize].wrapping_sub(1) >= TAKEN - 1 {
        *cursor += 1;
    }
    (*cursor < cells).then_some(*cursor)
}

/// Lowers the unmatched-neighbour count of `cell`, a neighbour of a cell just
/// taken, queueing it when one is left; a taken cell, or one counted as [`MANY`],
/// is left as it is. Without a branch: on a big board the counts are random.
#[inline(always)]
fn lower(degree: &mut [u8], forced: &mut Sieve, cell: u32) {
    let count = &mut degree[cell as usize];
    let live = *count < MANY;
    *count -= u8::from(live);
    forced.room(1);
    forced.push_if(live & (*count == 1), cell);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geography::{Steps, generate};

    /// Without events on rook boards the pass is its own loop: it makes the
    /// stepping pass's pairs, one event each, and the matching is maximal (no
    /// unmatched cell has an unmatched neighbour).
    #[test]
    fn quiet_pass_makes_the_stepping_pairs() {
        for seed in 0..80u64 {
            let density = [0.0, 0.1, 0.3, 0.5][seed as usize % 4];
            let (rows, cols) = (1 + seed as u32 % 13, 1 + seed as u32 % 17);
            let board = match seed % 5 {
                4 => generate::maze(rows | 1, cols | 1, seed),
                _ => generate::random(rows, cols, density, seed),
            };
            let mut stepped = Matching::new(board.len());
            let events = Steps::new(&board, &mut stepped, Greedy::new(&board)).count();
            let mut quiet = Matching::new(board.len());
            Steps::new(&board, &mut quiet, Greedy::new(&board)).finish();
            assert_eq!(quiet, stepped, "seed {seed}");
            assert_eq!(events as u32, quiet.size(), "seed {seed}");
            for cell in (0..board.len() as u32).filter(|&c| board.is_free(c)) {
                if !quiet.is_matched(cell) {
                    let free = board.neighbours(cell).find(|&n| !quiet.is_matched(n));
                    assert_eq!(free, None, "seed {seed}: {cell} and a neighbour unmatched");
                }
            }
        }
    }

    /// Unmatched free neighbours of `cell` under `matching`, counted afresh.
    fn unmatched_neighbours(board: &Board, matching: &Matching, cell: u32) -> usize {
        board
            .neighbours(cell)
            .filter(|&n| !matching.is_matched(n))
            .count()
    }

    /// Kuhn's start: each pair, replayed, has a cell with exactly one unmatched
    /// neighbour when it is made (counted here, not by the pass), and at the end no
    /// unmatched cell is left with exactly one; the quiet pass makes the same
    /// pairs. A maze is paired almost whole this way (a tree, from its dead ends),
    /// an empty board not at all (no cell has one neighbour).
    #[test]
    fn forced_only_pairs_the_forced_cells_and_guesses_none() {
        let mut paired_in_mazes = (0, 0);
        for seed in 0..60u64 {
            let (rows, cols) = (1 + seed as u32 % 11, 1 + seed as u32 % 15);
            let board = match seed % 3 {
                2 => generate::maze(rows | 1, cols | 1, seed),
                _ => generate::random(rows, cols, [0.1, 0.3][seed as usize % 2], seed),
            };
            let mut replay = Matching::new(board.len());
            let mut stepped = Matching::new(board.len());
            for event in Steps::new(&board, &mut stepped, Greedy::forced_only(&board)) {
                let Event::GreedyMatched {
                    left,
                    right,
                    forced,
                } = event
                else {
                    panic!("seed {seed}: {event:?}");
                };
                assert!(forced, "seed {seed}: a guess {left}–{right}");
                let ones = [left, right].map(|c| unmatched_neighbours(&board, &replay, c));
                assert!(ones.contains(&1), "seed {seed}: {left}–{right} not forced");
                replay.pair(left, right);
            }
            assert_eq!(replay, stepped, "seed {seed}");
            for cell in (0..board.len() as u32).filter(|&c| board.is_free(c)) {
                let ones = unmatched_neighbours(&board, &replay, cell) == 1;
                assert!(
                    replay.is_matched(cell) || !ones,
                    "seed {seed}: {cell} left forced"
                );
            }
            let mut quiet = Matching::new(board.len());
            Steps::new(&board, &mut quiet, Greedy::forced_only(&board)).finish();
            assert_eq!(quiet, stepped, "seed {seed}");
            if seed % 3 == 2 {
                paired_in_mazes.0 += 2 * quiet.size();
                paired_in_mazes.1 += board.free_count() as u32;
            }
        }
        // A maze's free cells are a tree: all but at most one a component are paired.
        assert!(
            paired_in_mazes.0 * 10 >= paired_in_mazes.1 * 9,
            "{paired_in_mazes:?}"
        );
        let empty = generate::random(6, 7, 0.0, 1);
        let mut none = Matching::new(empty.len());
        assert_eq!(
            Steps::new(&empty, &mut none, Greedy::forced_only(&empty)).count(),
            0
        );
    }
}
