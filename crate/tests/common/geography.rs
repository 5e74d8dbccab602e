//! Test oracles for the token game that know nothing of matchings.

#![allow(dead_code)]

use std::collections::HashMap;

use gridplay::geography::Board;

/// Winning start cells (row-major) by exhaustive game-tree search: the player who
/// places the token wins from `s` when the opponent, to move from `s`, loses.
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
            let mut out = Vec::new();
            for (dr, dc) in [(-1i64, 0i64), (1, 0), (0, -1), (0, 1)] {
                let (nr, nc) = (r as i64 + dr, col as i64 + dc);
                if nr >= 0 && nc >= 0 && (nr as u32) < board.rows() && (nc as u32) < board.cols() {
                    if let Some(&i) = bit.get(&board.cell(nr as u32, nc as u32)) {
                        out.push(i);
                    }
                }
            }
            out
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
