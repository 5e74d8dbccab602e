//! Test oracles for the token game that know nothing of matchings.

#![allow(dead_code)]

use std::collections::HashMap;

use gridplay::geography::{Algorithm, Board, GreedyStart, Moves, Options};

/// Every algorithm with and without the greedy start, the other options default:
/// the solver settings a property must hold under.
pub fn all_options() -> Vec<Options> {
    let mut out = Vec::new();
    for algorithm in Algorithm::ALL {
        for greedy in [GreedyStart::Off, GreedyStart::On] {
            out.push(Options {
                algorithm,
                greedy,
                ..Options::default()
            });
        }
    }
    out
}

/// Winning start cells (row-major) by exhaustive game-tree search under the board's
/// move rule ([`oracle_moves`]): the player who places the token wins from `s` when
/// the opponent, to move from `s`, loses.
pub fn winning_starts_by_search(board: &Board) -> Vec<u32> {
    let free: Vec<u32> = (0..board.len() as u32)
        .filter(|&c| board.is_free(c))
        .collect();
    assert!(
        free.len() <= 24,
        "too many free cells for exhaustive search"
    );
    let bit: HashMap<u32, usize> = free.iter().enumerate().map(|(i, &c)| (c, i)).collect();
    let neighbours: Vec<Vec<usize>> = free
        .iter()
        .map(|&c| {
            let (r, col) = board.coords(c);
            oracle_moves(board.moves(), board.rows(), board.cols(), r, col)
                .into_iter()
                .filter_map(|(nr, nc)| bit.get(&board.cell(nr, nc)).copied())
                .collect()
        })
        .collect();
    let mut memo = HashMap::new();
    free.iter()
        .enumerate()
        .filter(|&(i, _)| !mover_wins(i, 1 << i, &neighbours, &mut memo))
        .map(|(_, &c)| c)
        .collect()
}

/// True when the player to move from `at`, with `visited` cells used, wins.
fn mover_wins(
    at: usize,
    visited: u32,
    neighbours: &[Vec<usize>],
    memo: &mut HashMap<(usize, u32), bool>,
) -> bool {
    if let Some(&known) = memo.get(&(at, visited)) {
        return known;
    }
    let wins = neighbours[at]
        .iter()
        .filter(|&&n| visited & (1 << n) == 0)
        .any(|&n| !mover_wins(n, visited | (1 << n), neighbours, memo));
    memo.insert((at, visited), wins);
    wins
}

/// Maximum matching size by a plain textbook method (BFS augmenting paths from
/// scratch, one at a time): an independent check of matching size.
pub fn maximum_matching_size(board: &Board) -> u32 {
    let n = board.len();
    let mut mate = vec![u32::MAX; n];
    let mut size = 0;
    for root in 0..n as u32 {
        if !board.is_free(root) || !board.is_left(root) {
            continue;
        }
        // BFS over left cells; parent[right] = left it was reached from.
        let mut parent = vec![u32::MAX; n];
        let mut queue = std::collections::VecDeque::from([root]);
        let mut end = None;
        'search: while let Some(u) = queue.pop_front() {
            for v in board.neighbours(u) {
                if parent[v as usize] != u32::MAX {
                    continue;
                }
                parent[v as usize] = u;
                if mate[v as usize] == u32::MAX {
                    end = Some(v);
                    break 'search;
                }
                queue.push_back(mate[v as usize]);
            }
        }
        if let Some(mut v) = end {
            loop {
                let u = parent[v as usize];
                let next = mate[u as usize];
                mate[u as usize] = v;
                mate[v as usize] = u;
                if u == root {
                    break;
                }
                v = next;
            }
            size += 1;
        }
    }
    size
}

/// A board from a row-major wall mask (`true` = wall).
pub fn board_from_walls(rows: u32, cols: u32, walls: &[bool]) -> Board {
    let free: Vec<bool> = walls.iter().map(|w| !w).collect();
    Board::from_free(rows, cols, &free)
}

/// The cells one move from `(r, c)`, from the text.
pub fn oracle_moves(moves: Moves, rows: u32, cols: u32, r: u32, c: u32) -> Vec<(u32, u32)> {
    let steps: Vec<(i64, i64)> = match moves {
        Moves::Rook => vec![(-1, 0), (1, 0), (0, -1), (0, 1)],
        Moves::King => (-1..=1)
            .flat_map(|dr| (-1..=1).map(move |dc| (dr, dc)))
            .filter(|&d| d != (0, 0))
            .collect(),
        Moves::Knight => vec![
            (1, 2),
            (2, 1),
            (-1, 2),
            (-2, 1),
            (1, -2),
            (2, -1),
            (-1, -2),
            (-2, -1),
        ],
        // Even rows touch (r±1, c-1) and (r±1, c); odd rows (r±1, c) and (r±1, c+1).
        Moves::Hex if r % 2 == 0 => vec![(0, -1), (0, 1), (-1, -1), (-1, 0), (1, -1), (1, 0)],
        Moves::Hex => vec![(0, -1), (0, 1), (-1, 0), (-1, 1), (1, 0), (1, 1)],
    };
    steps
        .into_iter()
        .map(|(dr, dc)| (r as i64 + dr, c as i64 + dc))
        .filter(|&(nr, nc)| nr >= 0 && nc >= 0 && nr < rows as i64 && nc < cols as i64)
        .map(|(nr, nc)| (nr as u32, nc as u32))
        .collect()
}

/// Maximum matching size on the free cells of `board` under its own move rule, with
/// neighbours from [`oracle_moves`]: brute force over subsets of the free cells
/// (memoized; up to about 20 free cells). Works on every graph, triangles included.
pub fn maximum_matching_brute(board: &Board) -> u32 {
    let cells: Vec<u32> = (0..board.len() as u32)
        .filter(|&c| board.is_free(c))
        .collect();
    assert!(cells.len() <= 20, "too many free cells for brute force");
    let index: HashMap<u32, usize> = cells.iter().enumerate().map(|(i, &c)| (c, i)).collect();
    let adj: Vec<u32> = cells
        .iter()
        .map(|&c| {
            let (r, col) = board.coords(c);
            oracle_moves(board.moves(), board.rows(), board.cols(), r, col)
                .into_iter()
                .filter_map(|(nr, nc)| index.get(&board.cell(nr, nc)))
                .fold(0u32, |m, &i| m | 1 << i)
        })
        .collect();
    let mut best = vec![u8::MAX; 1 << cells.len()];
    best[0] = 0;
    // Subsets in increasing order: every subset's smaller ones are done first.
    for mask in 1..best.len() {
        let v = mask.trailing_zeros() as usize;
        let rest = mask & !(1 << v);
        let mut b = best[rest];
        let mut partners = adj[v] & rest as u32;
        while partners != 0 {
            let u = partners.trailing_zeros() as usize;
            partners &= partners - 1;
            b = b.max(1 + best[rest & !(1 << u)]);
        }
        best[mask] = b;
    }
    best[best.len() - 1] as u32
}
