//! Tests of [`Layers`](super::Layers): at every phase's start the kept layers agree with
//! a plain BFS of the whole board up to the horizon.

use super::*;
use crate::geography::board::AnyMoves;
use crate::geography::hopcroft_karp::{HopcroftKarp, RookOrder};
use crate::geography::{Event, Moves, Search, Steps, generate, greedy::Greedy};

/// Alternating distances from the free left cells by a plain BFS over the whole
/// board (the textbook's layers), `UNREACHED` where none reaches.
fn true_distances(board: &Board, matching: &Matching) -> Vec<u32> {
    let mut distance = vec![UNREACHED; board.len()];
    let mut queue: Vec<u32> = (0..board.len() as u32)
        .filter(|&c| board.is_free(c) && board.is_left(c) && !matching.is_matched(c))
        .collect();
    for &c in &queue {
        distance[c as usize] = 0;
    }
    let mut head = 0;
    while let Some(&cell) = queue.get(head) {
        head += 1;
        // A left cell steps to any neighbour but its partner, a right cell to
        // its partner.
        let partner = matching.partner(cell);
        let next: Vec<u32> = if board.is_left(cell) {
            board
                .neighbours(cell)
                .filter(|&n| Some(n) != partner)
                .collect()
        } else {
            partner.into_iter().collect()
        };
        for n in next {
            if distance[n as usize] == UNREACHED {
                distance[n as usize] = distance[cell as usize] + 1;
                queue.push(n);
            }
        }
    }
    distance
}

/// At every phase's start, on boards big enough for the horizon to move many
/// times: distances up to the horizon are the true ones, the cells beyond are
/// `PENDING` (or `UNREACHED`) and truly beyond, the cells on it are in
/// `at_horizon`, and the phase's length is the shortest augmenting path's.
#[test]
fn layers_are_exact_up_to_the_horizon_and_pending_beyond() {
    let mut extended = 0;
    for seed in 0..32u64 {
        let density = [0.05, 0.1, 0.2][(seed % 3) as usize];
        // The last ones under the knight's moves (the search's other neighbours).
        let board = if seed < 24 {
            generate::random(60, 70, density, seed)
        } else {
            generate::random(40, 50, density, seed).with_moves(Moves::Knight)
        };
        let mut matching = Matching::new(board.len());
        if seed % 2 == 0 {
            Steps::new(&board, &mut matching, Greedy::new(&board)).finish();
        }
        let mut hk = HopcroftKarp::new(&board);
        let mut horizon = EXACT;
        loop {
            match hk.step::<true>(&board, &mut matching) {
                None => break,
                Some(Event::PhaseStarted { .. }) => {}
                Some(_) => continue,
            }
            extended += usize::from(hk.layers.horizon > horizon);
            horizon = hk.layers.horizon;
            let truth = true_distances(&board, &matching);
            let distances = hk.layers.cells.iter().map(|&w| dist(w));
            for (cell, (d, &t)) in distances.zip(&truth).enumerate() {
                if d <= hk.layers.horizon {
                    assert_eq!(d, t, "seed {seed}: cell {cell} on this side of the horizon");
                } else {
                    // Beyond: `PENDING` (what `extend` searches), or `UNREACHED`
                    // for good.
                    assert!(t > hk.layers.horizon, "seed {seed}: cell {cell} at {t}");
                    assert!(d == PENDING || d == t, "seed {seed}: cell {cell}: {d}");
                }
                // `extend` starts from `at_horizon`: it holds every cell on it.
                if d == hk.layers.horizon {
                    let cell = cell as u32;
                    assert!(
                        hk.layers.at_horizon.contains(&cell),
                        "seed {seed}: cell {cell}"
                    );
                }
            }
            // The move each cell's word keeps to its partner leads to its
            // partner in the matching, and a rook word's open directions are the
            // board's.
            let near = RookOrder::near(&board);
            for cell in 0..board.len() as u32 {
                let word = hk.layers.cells[cell as usize];
                let linked = if board.moves() == Moves::Rook {
                    let open = u32::from(board.open_directions(cell));
                    assert_eq!(word & 15, open, "seed {seed}: cell {cell}");
                    RookOrder::partner(&near, &board, word, cell)
                } else {
                    AnyMoves::partner(&(), &board, word, cell)
                };
                let linked = Some(linked).filter(|&p| p != UNMATCHED);
                assert_eq!(linked, matching.partner(cell), "seed {seed}: cell {cell}");
            }
            let shortest = (0..board.len() as u32)
                .filter(|&c| board.is_free(c) && !board.is_left(c) && !matching.is_matched(c))
                .map(|c| truth[c as usize])
                .min()
                .unwrap_or(UNREACHED);
            assert_eq!(hk.layers.limit, shortest, "seed {seed}");
        }
        assert_eq!(hk.layers.limit, UNREACHED);
    }
    assert!(extended > 50, "the horizon moved {extended} times");
}
