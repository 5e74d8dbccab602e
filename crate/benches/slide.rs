//! `gridplay slide` at the problem's limits, criterion (`cargo bench --bench slide`):
//! 40×40 boards with the longest games they allow (the empty cell enters each cell at
//! most once, so at most 1599 turns: 799 rounds, not the statement's 1000). Timed:
//! parsing the judge input and the whole solve (the matching, then one
//! alternating-path search per turn), and the stepped run with every event built.
//! Target: well under a second natively.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use gridplay::slide::{Game, Run, generate, solve};

fn solve_40x40(c: &mut Criterion) {
    let mut group = c.benchmark_group("slide");
    group.sample_size(30);
    let games = [
        ("snake", generate::snake(40, 40)),
        ("random", generate::random(40, 40, 0.95, 1)),
    ];
    for (name, game) in games {
        let text = game.to_judge_input();
        let events = Run::new(game.clone()).count();
        println!(
            "{name}: 40×40, {} rounds ({} turns), {} graph cells, {} mistakes, {events} events",
            game.rounds(),
            game.moves().len(),
            Run::new(game.clone()).graph().count(),
            solve(&game).mistakes.len()
        );
        group.bench_function(format!("{name}_parse_and_solve"), |b| {
            b.iter(|| {
                let game = Game::parse(black_box(text.as_bytes())).unwrap();
                black_box(solve(&game).judge_output())
            })
        });
        group.bench_function(format!("{name}_every_event"), |b| {
            b.iter(|| black_box(Run::new(game.clone()).count()))
        });
    }
    group.finish();
}

criterion_group!(benches, solve_40x40);
criterion_main!(benches);
