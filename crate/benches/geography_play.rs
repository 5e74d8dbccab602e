//! Play-mode benchmark: how long the computer takes per move on 1000×1000 boards, and
//! how long judging your move takes (at most one alternating-path search), in games
//! against a random opponent who prefers roomy cells, the computer as placer and as mover (so both the
//! winning side's move and the losing side's capped searches are timed). Figures are
//! medians and worst cases after the first move (placing the token), for every move
//! rule (on king and hex boards every search is a blossom search). Run: `cargo
//! bench --bench geography_play` (`-- --size N` for N×N boards). Target: under 5 ms median.

use std::time::{Duration, Instant};

use gridplay::geography::play::{Game, Role};
use gridplay::geography::{Moves, Options, Run, generate};
use gridplay::rng::SplitMix64;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let size: u32 = args
        .iter()
        .position(|a| a == "--size")
        .and_then(|i| args.get(i + 1))
        .and_then(|s| s.parse().ok())
        .unwrap_or(1000);
    let boards = [
        ("random 10% walls", generate::random(size, size, 0.10, 1)),
        ("random 30% walls", generate::random(size, size, 0.30, 1)),
        ("maze", generate::maze(size, size, 1)),
        ("empty", generate::empty(size, size)),
    ];
    println!(
        "geography play, {size}×{size} boards, up to 400 moves a game against an opponent who moves at random to a cell with the most onward moves\n"
    );
    println!(
        "| board | moves | computer | its move: median | max | your move judged: median | max | moves |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    for (name, board) in boards {
        for rule in [Moves::Rook, Moves::Knight, Moves::King, Moves::Hex] {
            let options = Options {
                moves: rule,
                ..Options::default()
            };
            let mut run = Run::new(board.clone(), options);
            run.run_to_end();
            for computer in [Role::Placer, Role::Mover] {
                let game = Game::new(run.board().clone(), run.matching().clone());
                let (mut mine, mut yours) = play(game, computer);
                let moves = mine.len() + yours.len();
                println!(
                    "| {name} | {rule} | {} | {} | {} | {} | {} | {moves} |",
                    computer.name(),
                    ms(median(&mut mine)),
                    ms(mine.iter().max().copied()),
                    ms(median(&mut yours)),
                    ms(yours.iter().max().copied()),
                );
            }
        }
    }
}

/// Times of the computer's moves and of judging the random opponent's, the first
/// move (placing) left out.
fn play(mut game: Game, computer: Role) -> (Vec<Duration>, Vec<Duration>) {
    let mut rng = SplitMix64::new(9);
    let (mut mine, mut yours) = (Vec::new(), Vec::new());
    let mut first = true;
    while !game.is_over() && mine.len() + yours.len() < 400 {
        let start = Instant::now();
        if game.to_move() == computer {
            let (cell, _) = game.best_move().expect("not over");
            game.play(cell).expect("legal");
            if !first {
                mine.push(start.elapsed());
            }
        } else {
            // A random move among those with the most onward moves: long games.
            let moves = game.moves();
            let room = |c: u32| {
                game.board()
                    .neighbours(c)
                    .filter(|&n| !game.is_left(n))
                    .count()
            };
            let most = moves.iter().map(|&c| room(c)).max().unwrap_or(0);
            let roomy: Vec<u32> = moves.into_iter().filter(|&c| room(c) == most).collect();
            let cell = roomy[rng.below(roomy.len() as u64) as usize];
            let start = Instant::now();
            game.play(cell).expect("legal");
            if !first {
                yours.push(start.elapsed());
            }
        }
        game.take_changed();
        first = false;
    }
    (mine, yours)
}

fn median(times: &mut [Duration]) -> Option<Duration> {
    times.sort();
    times.get(times.len() / 2).copied()
}

fn ms(t: Option<Duration>) -> String {
    t.map_or("–".into(), |t| format!("{:.3} ms", t.as_secs_f64() * 1e3))
}
