//! Preset boards for the page: a small teaching board, random boards, and boards
//! that break the problem's promise. Seeded, so a preset is the same everywhere.
//!
//! ```
//! use gridplay::mine::{generate, solver::Solver};
//!
//! let mut solver = Solver::new(generate::promise_breaking(10, 10, 1).unwrap());
//! solver.run();
//! assert!(!solver.shared_numbers().is_empty());
//! ```

use super::board::Board;
use super::exact::{self, ExactAnswer};
use super::solver::Solver;
use crate::limits::{DENSITY, Preset, SEED, SIZE, check_preset_size};
use crate::rng::SplitMix64;

/// The page's preset `kind`: `teaching` (8×10, whatever the size), `random` (each cell
/// a mine with probability `density`), `broken` (numbers bordering two blank regions,
/// see [`promise_breaking`]; sides up to [`BROKEN_MAX_SIDE`]) or `empty`. Rows and columns: 1 to
/// [`PRESET_MAX_SIDE`](crate::limits::PRESET_MAX_SIDE). Errors name the unknown kind or
/// the size.
pub fn preset(kind: &str, rows: u32, cols: u32, density: f64, seed: u64) -> Result<Board, String> {
    check_preset_size(rows, cols)?;
    Ok(match kind {
        "teaching" => teaching(),
        "random" => random(rows, cols, density, seed),
        "broken" if rows.max(cols) > BROKEN_MAX_SIDE => {
            return Err(format!(
                "a board that breaks the promise has at most {BROKEN_MAX_SIDE} rows and \
                 columns (each is checked by an exact game search), not {rows} × {cols}"
            ));
        }
        "broken" => promise_breaking(rows, cols, seed).ok_or_else(|| {
            format!(
                "no {rows} × {cols} board that breaks the promise was found for this seed: \
                 try a larger board or another seed"
            )
        })?,
        "empty" => Board::empty(rows, cols),
        _ => return Err(format!("unknown preset \"{kind}\"")),
    })
}

/// Each cell a mine with probability `density`.
pub fn random(rows: u32, cols: u32, density: f64, seed: u64) -> Board {
    let mut rng = SplitMix64::new(seed);
    let mut board = Board::empty(rows, cols);
    for row in 0..rows {
        for col in 0..cols {
            if rng.next_f64() < density {
                board.add_mine(row, col);
            }
        }
    }
    board
}

/// An 8×10 board that keeps the promise and shows everything the judge's rule
/// counts: regions with an even and with an odd number of bordering numbers, and
/// lone numbers.
pub fn teaching() -> Board {
    (1..)
        .map(|seed| random(8, 10, 0.14, seed))
        .find(|board| {
            let mut solver = Solver::new(board.clone());
            solver.run();
            let counts = solver.region_numbers();
            solver.shared_numbers().is_empty()
                && (3..=5).contains(&counts.len())
                && counts.iter().any(|n| n % 2 == 0)
                && counts.iter().any(|n| n % 2 == 1)
                && (2..=6).contains(&solver.lone_numbers())
        })
        .expect("some seed fits")
}

/// The largest side of a [`promise_breaking`] board (declared in [`crate::limits`]).
pub use crate::limits::MINE_BROKEN_MAX_SIDE as BROKEN_MAX_SIDE;

/// The preset kinds [`preset`] takes, with the settings each reads: the page's form,
/// links and the protocol's `presets` list them from here.
pub const PRESETS: [Preset; 4] = [
    Preset::new("teaching", &[]),
    Preset::new("random", &[SIZE, DENSITY, SEED]),
    Preset::new("broken", &[SIZE, SEED]).up_to(BROKEN_MAX_SIDE),
    Preset::new("empty", &[SIZE]),
];

/// A board where numbers border two blank regions, solvable exactly within a small
/// search, preferring one where the judge's rule names the wrong winner; `None`
/// when none of 200 random boards of that size is one (boards under 3×3 never
/// are). Cost: up to 200 solves and exact searches of a million visits each, a
/// fraction of a second at [`BROKEN_MAX_SIDE`].
pub fn promise_breaking(rows: u32, cols: u32, seed: u64) -> Option<Board> {
    let mut fallback = None;
    for attempt in 0..200 {
        let board = random(rows, cols, 0.12, seed.wrapping_add(attempt));
        let mut solver = Solver::new(board.clone());
        let judge = solver.run();
        if solver.shared_numbers().is_empty() {
            continue;
        }
        match exact::solve(&mut solver, 1_000_000) {
            ExactAnswer::Winner { winner, .. } if winner != judge => return Some(board),
            ExactAnswer::Winner { .. } => {
                fallback.get_or_insert(board);
            }
            ExactAnswer::Unknown { .. } => {}
        }
    }
    fallback
}

#[cfg(test)]
mod preset_tests {
    use super::*;

    #[test]
    fn every_listed_preset_is_generated_up_to_its_side_and_no_further() {
        for p in PRESETS {
            assert!(preset(p.id, 12, 14, 0.2, 3).is_ok(), "{}", p.id);
            let side = p.max_side + 1;
            let past = preset(p.id, side, 4, 0.2, 3);
            if p.fields.contains(&SIZE) {
                assert!(past.is_err(), "{} at {side} rows", p.id);
            }
        }
        assert!(preset("spiral", 9, 11, 0.3, 5).is_err());
    }
}
