//! The perfect player of `geography::play` on graphs, against the exhaustive game
//! search of tests/common/graph.rs (no matching theory): every position random play
//! reaches is valued as the search values it, the winning moves are the search's,
//! the computer never loses a won position, and `gridplay play graph` plays a game
//! in words.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::collections::HashMap;

use common::cli::gridplay;
use common::graph::{Rng, Small, mover_wins, petersen, random_small, winning_starts_by_search};
use gridplay::geography::play::{Game, Role};
use gridplay::geography::{Options, Run};
use gridplay::graph::Graph;

fn game_on(graph: &Small) -> Game<Graph> {
    let parsed = Graph::from_edges(graph.n, &graph.edges);
    let mut run = Run::on(parsed, Options::default());
    run.run_to_end();
    Game::new(run.board().clone(), run.matching().clone())
}

/// The search's value of the position after `path` for the player to move, and its
/// winning moves.
fn searched(graph: &Small, memo: &mut HashMap<(u32, u32), bool>, path: &[u32]) -> (bool, Vec<u32>) {
    let neighbours = graph.neighbours();
    let Some(&token) = path.last() else {
        let winning = winning_starts_by_search(graph);
        return (!winning.is_empty(), winning);
    };
    let visited = path.iter().fold(0u32, |set, &v| set | 1 << v);
    let winning: Vec<u32> = neighbours[token as usize]
        .iter()
        .copied()
        .filter(|&n| visited & 1 << n == 0)
        .filter(|&n| !mover_wins(n, visited | 1 << n, &neighbours, memo))
        .collect();
    (!winning.is_empty(), winning)
}

#[test]
fn every_position_of_random_play_is_valued_as_the_search_values_it() {
    let mut rng = Rng::new(21);
    let mut positions = 0;
    let mut graphs = vec![petersen()];
    graphs.extend((0..400).map(|_| random_small(&mut rng, 10)));
    for graph in &graphs {
        let mut memo = HashMap::new();
        for _ in 0..3 {
            let mut game = game_on(graph);
            loop {
                let (wins, mut winning) = searched(graph, &mut memo, game.path());
                assert_eq!(
                    game.to_move_wins(),
                    wins,
                    "{:?} after {:?}",
                    graph,
                    game.path()
                );
                let mut moves = game.winning_moves();
                moves.sort_unstable();
                winning.sort_unstable();
                assert_eq!(moves, winning, "{graph:?} after {:?}", game.path());
                positions += 1;
                let legal = game.moves();
                if game.is_over() {
                    assert!(legal.is_empty());
                    break;
                }
                let cell = legal[rng.below(legal.len() as u64) as usize];
                game.play(cell).unwrap();
            }
        }
    }
    assert!(positions > 3000, "{positions}");
}

#[test]
fn the_computer_never_loses_a_won_position() {
    let mut rng = Rng::new(22);
    for _ in 0..300 {
        let graph = random_small(&mut rng, 10);
        for computer in Role::ALL {
            let mut game = game_on(&graph);
            let computer_wins = game.to_move_wins() == (computer == Role::Placer);
            while !game.is_over() {
                let cell = if game.to_move() == computer {
                    game.best_move().expect("not over").0
                } else {
                    // The opponent plays a winning move when it has one.
                    let winning = game.winning_moves();
                    let moves = if winning.is_empty() {
                        game.moves()
                    } else {
                        winning
                    };
                    moves[rng.below(moves.len() as u64) as usize]
                };
                game.play(cell).unwrap();
            }
            assert_eq!(
                game.winner() == Some(computer),
                computer_wins,
                "{graph:?}: {:?}",
                game.path()
            );
        }
    }
}

/// `play graph` in words: the placer's opening on a path of five vertices, a move
/// to a vertex that is not a neighbour, a hint and the end; the claims the words make
/// are the search's.
#[test]
fn play_graph_talks_a_game_through() {
    let path = "5 4\n1 2\n2 3\n3 4\n4 5\n";
    let file = std::env::temp_dir().join(format!("gridplay-play-graph-{}.txt", std::process::id()));
    std::fs::write(&file, path).unwrap();
    let file = file.to_str().unwrap();
    // The placer wins on the ends and the middle (a path of 5: vertices 1, 3, 5).
    let graph = common::graph::small(5, [(0, 1), (1, 2), (2, 3), (3, 4)], "path");
    assert_eq!(winning_starts_by_search(&graph), vec![0, 2, 4]);
    let out = gridplay(&["play", "graph", file], b"hint\n2\n1\n5\nhint\n3\nquit\n");
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(
        out.stdout
            .starts_with("You are the placer. With perfect play you win."),
        "{}",
        out.stdout
    );
    assert!(
        out.stdout.contains("Winning moves: 1 3 5"),
        "{}",
        out.stdout
    );
    let mover = gridplay(
        &["play", "graph", "--you", "mover", file],
        b"9\nx y\nquit\n",
    );
    assert_eq!(mover.code, 0, "{}", mover.stderr);
    assert!(
        mover
            .stdout
            .starts_with("You are the mover. With perfect play the computer wins"),
        "{}",
        mover.stdout
    );
    // The computer places on a winning start, says why, and names it.
    let placed = mover
        .stdout
        .lines()
        .find(|l| l.starts_with("Computer: I place the token on "))
        .unwrap();
    let v: u32 = placed["Computer: I place the token on ".len()..]
        .split(':')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert!([1, 3, 5].contains(&v), "{placed}");
    assert!(
        placed.contains("a maximum matching leaves it unmatched"),
        "{placed}"
    );
    assert!(
        mover.stdout.contains("Vertices go from 1 to 5."),
        "{}",
        mover.stdout
    );
    assert!(
        mover
            .stdout
            .contains("Type a vertex (for example '3'), hint, undo or quit."),
        "{}",
        mover.stdout
    );
    let _ = std::fs::remove_file(file);
}
