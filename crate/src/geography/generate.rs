//! Preset boards: the problem's sample, empty, random walls, a serpentine corridor
//! and a maze, and a small teaching board per move rule. Seeded, so a preset is the
//! same natively and on the page.
//!
//! ```
//! use gridplay::geography::generate;
//!
//! let maze = generate::maze(21, 31, 7);
//! assert_eq!((maze.rows(), maze.cols()), (21, 31));
//! assert_eq!(generate::random(50, 50, 0.3, 1), generate::random(50, 50, 0.3, 1));
//! ```

use super::{Board, Moves};
use crate::limits::{DENSITY, Preset, SEED, SIZE, check_preset_size};
use crate::rng::SplitMix64;

/// The preset kinds [`preset`] takes, with the settings each reads and the move rule
/// a teaching board brings: the page's form, links and the protocol's `presets` list
/// them from here.
pub const PRESETS: [Preset; 8] = [
    Preset::new("sample", &[]),
    Preset::new("empty", &[SIZE]),
    Preset::new("random", &[SIZE, DENSITY, SEED]),
    Preset::new("maze", &[SIZE, SEED]),
    Preset::new("serpentine", &[SIZE]),
    Preset::new("king", &[]).with_moves("king"),
    Preset::new("knight", &[]).with_moves("knight"),
    Preset::new("hex", &[]).with_moves("hex"),
];

/// The page's preset `kind`: `sample`, `empty`, `random` (each cell a wall with
/// probability `density`), `serpentine`, `maze`, or a move rule's teaching board
/// (`king`, `knight`, `hex`: see [`lesson`]). Rows and columns: 1 to
/// [`PRESET_MAX_SIDE`](crate::limits::PRESET_MAX_SIDE); `preset("sample", 1, 1, 0.0, 1)`
/// is the problem's sample whatever the size. Errors name the unknown kind or the size.
pub fn preset(kind: &str, rows: u32, cols: u32, density: f64, seed: u64) -> Result<Board, String> {
    check_preset_size(rows, cols)?;
    Ok(match kind {
        "sample" => sample(),
        "empty" => empty(rows, cols),
        "random" => random(rows, cols, density, seed),
        "serpentine" => serpentine(rows, cols),
        "maze" => maze(rows, cols, seed),
        "king" | "knight" | "hex" => lesson(kind.parse()?),
        _ => return Err(format!("unknown preset \"{kind}\"")),
    })
}

/// The problem's sample: `.##` / `...` / `#.#`.
pub fn sample() -> Board {
    Board::from_rows(&[".##", "...", "#.#"])
}

/// A small board for teaching `moves` (with that rule applied): the problem's sample
/// for rook moves; for king and hex moves a board where Edmonds' algorithm (no greedy
/// start) finds its first blossom within about 30 steps and contracts 5–7 in all;
/// for knight moves one where the jumps pair cells far apart. Found by searching
/// random boards for those counts; fixed here so that a lesson can rely on them.
pub fn lesson(moves: Moves) -> Board {
    let rows: &[&str] = match moves {
        Moves::Rook => return sample(),
        // First blossom at event 28, 7 contracted, 8 winning starts of 17 cells.
        Moves::King => &["..##..", "#.#.#.", ".##..#", ".#.###", "..#..."],
        // 2 winning starts of 14 cells.
        Moves::Knight => &["#....", "...##", "#.#..", "#...."],
        // First blossom at event 20, 5 contracted, 6 winning starts of 12 cells.
        Moves::Hex => &["#.#.#", "##...", "..##.", "..###", "###.."],
    };
    Board::from_rows(rows).with_moves(moves)
}

/// A board without walls.
pub fn empty(rows: u32, cols: u32) -> Board {
    Board::from_free(rows, cols, &vec![true; rows as usize * cols as usize])
}

/// Each cell a wall with probability `wall_density`.
pub fn random(rows: u32, cols: u32, wall_density: f64, seed: u64) -> Board {
    let mut rng = SplitMix64::new(seed);
    let free: Vec<bool> = (0..rows as usize * cols as usize)
        .map(|_| rng.next_f64() >= wall_density)
        .collect();
    Board::from_free(rows, cols, &free)
}

/// One corridor: walls on every odd row but one gap, alternating between the right
/// and the left end. The longest possible path through the board.
pub fn serpentine(rows: u32, cols: u32) -> Board {
    let mut free = Vec::with_capacity(rows as usize * cols as usize);
    for row in 0..rows {
        let gap = if row % 4 == 1 { cols - 1 } else { 0 };
        free.extend((0..cols).map(|col| row % 2 == 0 || col == gap));
    }
    Board::from_free(rows, cols, &free)
}

/// A perfect maze: rooms on even rows and columns joined by a random spanning tree
/// (depth-first, with an explicit stack), everything else wall.
pub fn maze(rows: u32, cols: u32, seed: u64) -> Board {
    let mut rng = SplitMix64::new(seed);
    let mut free = vec![false; rows as usize * cols as usize];
    let index = |r: u32, c: u32| r as usize * cols as usize + c as usize;
    let (room_rows, room_cols) = (rows.div_ceil(2), cols.div_ceil(2));
    let mut stack = vec![(0u32, 0u32)];
    free[0] = true;
    while let Some(&(r, c)) = stack.last() {
        let mut options = [(0u32, 0u32); 4];
        let mut n = 0;
        for (dr, dc) in [(-1i32, 0i32), (0, 1), (1, 0), (0, -1)] {
            let (nr, nc) = (r as i32 + dr, c as i32 + dc);
            if nr >= 0
                && nc >= 0
                && (nr as u32) < room_rows
                && (nc as u32) < room_cols
                && !free[index(2 * nr as u32, 2 * nc as u32)]
            {
                options[n] = (nr as u32, nc as u32);
                n += 1;
            }
        }
        if n == 0 {
            stack.pop();
            continue;
        }
        let (nr, nc) = options[rng.below(n as u64) as usize];
        free[index(r + nr, c + nc)] = true; // the wall between, at the midpoint
        free[index(2 * nr, 2 * nc)] = true;
        stack.push((nr, nc));
    }
    Board::from_free(rows, cols, &free)
}

#[cfg(test)]
mod preset_tests {
    use super::*;

    #[test]
    fn every_listed_preset_is_generated_and_a_teaching_one_brings_its_rule() {
        for p in PRESETS {
            let board = preset(p.id, 9, 11, 0.3, 5).unwrap_or_else(|e| panic!("{}: {e}", p.id));
            match p.moves {
                Some(rule) => assert_eq!(board.moves().name(), rule, "{}", p.id),
                None => assert_eq!(board.moves(), Moves::Rook, "{}", p.id),
            }
            // A preset that reads no size ignores it: the same board at another size.
            if !p.fields.contains(&SIZE) {
                assert_eq!(preset(p.id, 30, 2, 0.3, 5), Ok(board), "{}", p.id);
            }
        }
        assert!(preset("spiral", 9, 11, 0.3, 5).is_err());
    }
}
