//! Helpers the geography benches share: timing, the read + BFS floor, the solve the
//! CLI does, and the CLI's own `--stats` figures.

use std::hint::black_box;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use gridplay::geography::{Board, JudgeFormat, Moves, Options, solve};

pub fn ms(d: Duration) -> String {
    format!("{:.0} ms", d.as_secs_f64() * 1000.0)
}

/// The fastest of `n` runs of `f`.
pub fn best_of(n: usize, mut f: impl FnMut()) -> Duration {
    (0..n)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .min()
        .unwrap()
}

/// The board in the file at `path`, under `moves`.
pub fn read_board(path: &Path, moves: Moves) -> Board {
    Board::parse(&std::fs::read(path).unwrap())
        .unwrap()
        .with_moves(moves)
}

/// The floor: reads the board under `moves` and visits every free cell once by BFS.
pub fn floor(path: &Path, moves: Moves) {
    let board = read_board(path, moves);
    let mut seen = vec![false; board.len()];
    let mut queue = Vec::with_capacity(board.len());
    for start in 0..board.len() as u32 {
        if !board.is_free(start) || seen[start as usize] {
            continue;
        }
        seen[start as usize] = true;
        queue.clear();
        queue.push(start);
        let mut head = 0;
        while let Some(&cell) = queue.get(head) {
            head += 1;
            for next in board.neighbours(cell) {
                if !seen[next as usize] {
                    seen[next as usize] = true;
                    queue.push(next);
                }
            }
        }
    }
    black_box(seen);
}

/// Reads, solves and formats the judge output, as the CLI does.
pub fn solve_file(path: &Path, options: Options) {
    let board = read_board(path, options.moves);
    let mut out = Vec::new();
    solve(&board, options).write_judge_output(JudgeFormat::P4055, &mut out);
    black_box(out);
}

/// `gridplay geography --stats ARGS… FILE`: the wall time and peak memory (KB) it
/// reports.
pub fn cli(path: &Path, args: &[&str]) -> (Duration, u64) {
    let out = Command::new(env!("CARGO_BIN_EXE_gridplay"))
        .args(["geography", "--stats"])
        .args(args)
        .arg(path)
        .output()
        .expect("run gridplay");
    assert!(out.status.success());
    let stats = String::from_utf8_lossy(&out.stderr);
    let numbers: Vec<f64> = stats
        .split(|c: char| !(c.is_ascii_digit() || c == '.'))
        .filter_map(|s| s.parse().ok())
        .collect();
    (Duration::from_secs_f64(numbers[0]), numbers[1] as u64)
}
