//! The computer's move in play mode (`gridplay::mine::play`) on 1000×1000 boards,
//! criterion (`cargo bench --bench mine_play`).
//!
//! Each iteration is one `reply()` (evaluate the position, choose, play, evaluate the
//! position after) followed by `undo()`, so every iteration starts from the same
//! position with no cached evaluation; cluster games found by the first move stay
//! cached, as they do in a game. The first move (cold: cluster searches included) is
//! timed once before criterion starts and printed.

use std::hint::black_box;
use std::time::Instant;

use criterion::{Criterion, criterion_group, criterion_main};
use gridplay::limits::PAGE_MAX_VISITS;
use gridplay::mine::generate;
use gridplay::mine::play::MineGame;

fn computer_move(c: &mut Criterion) {
    let mut group = c.benchmark_group("mine_play");
    group.sample_size(30);
    for percent in [10u32, 30] {
        let board = generate::random(1000, 1000, f64::from(percent) / 100.0, 7);
        let built = Instant::now();
        let mut game = MineGame::new(board, PAGE_MAX_VISITS);
        let build = built.elapsed();
        let first = Instant::now();
        let reason = game.reply().expect("not over");
        let cold = first.elapsed();
        println!(
            "{percent}% mines: {} regions, {} clusters; new {:.1} ms; first move {:.2} ms \
             ({:?}, XOR {:?} -> {:?})",
            game.regions(),
            game.evaluation().clusters.len(),
            build.as_secs_f64() * 1e3,
            cold.as_secs_f64() * 1e3,
            reason.strategy,
            reason.played.xor_before,
            reason.played.xor_after
        );
        game.undo();
        group.bench_function(format!("reply_1000x1000_{percent}pct"), |b| {
            b.iter(|| {
                black_box(game.reply());
                game.undo();
            })
        });
        // The position after the computer's move: lost for the player to move when that
        // move left XOR 0 (the longest move), unknown when it was unsure.
        let after = game.reply().expect("not over");
        println!(
            "{percent}% mines, next position: XOR {:?}",
            after.played.xor_after
        );
        group.bench_function(format!("reply_next_1000x1000_{percent}pct"), |b| {
            b.iter(|| {
                black_box(game.reply());
                game.undo();
            })
        });
    }
    group.finish();
}

criterion_group!(benches, computer_move);
criterion_main!(benches);
