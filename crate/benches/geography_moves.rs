//! Move-rule benchmark: Edmonds' blossom algorithm on 2000×2000 `king` and `hex`
//! boards (empty, random 10 % and 30 % walls, serpentine, maze) next to the floor:
//! read the file, parse, apply the rule, BFS-visit every free cell once along the
//! rule's moves. With the greedy start (the CLI's default) and without it, and
//! through the CLI with peak memory. Also `rook` with blossom, for comparison with
//! kuhn's figures (`--bench geography`). Run: `cargo bench --bench geography_moves`
//! (`-- --quick` for one repetition; `-- --size N` for N×N boards). Target: blossom
//! within 10× the floor.

use std::hint::black_box;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use gridplay::geography::{
    Algorithm, Board, GreedyStart, JudgeFormat, Moves, Options, generate, solve,
};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let quick = args.iter().any(|a| a == "--quick");
    let size: u32 = args
        .iter()
        .position(|a| a == "--size")
        .and_then(|i| args.get(i + 1))
        .and_then(|s| s.parse().ok())
        .unwrap_or(2000);
    let repeats = if quick { 1 } else { 3 };
    let dir = std::env::temp_dir().join("gridplay-geography-moves-bench");
    std::fs::create_dir_all(&dir).unwrap();
    let boards = [
        ("empty", generate::empty(size, size)),
        ("random 10% walls", generate::random(size, size, 0.10, 1)),
        ("random 30% walls", generate::random(size, size, 0.30, 1)),
        ("serpentine", generate::serpentine(size, size)),
        ("maze", generate::maze(size, size, 1)),
    ];
    let runs = [
        (Moves::King, Algorithm::Blossom),
        (Moves::Hex, Algorithm::Blossom),
        (Moves::Rook, Algorithm::Blossom),
    ];
    println!("geography move rules, {size}×{size} boards; best of {repeats}; ratio = time / floor");
    println!(
        "floor = read the file + parse + BFS-visit every free cell once along the rule's moves\n"
    );
    println!(
        "| board | moves | algorithm | floor | greedy start | ratio | no greedy | ratio | CLI | CLI peak memory |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|");
    for (name, board) in boards {
        let path = dir.join(format!("{}.txt", name.replace([' ', '%'], "_")));
        std::fs::write(&path, board.to_judge_input()).unwrap();
        drop(board);
        for (moves, algorithm) in runs {
            let floor = best_of(repeats, || floor(&path, moves));
            let mut row = format!("| {name} | {moves} | {algorithm} | {} |", ms(floor));
            for greedy in [GreedyStart::On, GreedyStart::Off] {
                let options = Options {
                    algorithm,
                    greedy,
                    moves,
                };
                let time = best_of(repeats, || solve_file(&path, options));
                row += &format!(
                    " {} | {:.1}× |",
                    ms(time),
                    time.as_secs_f64() / floor.as_secs_f64()
                );
            }
            let (cli_time, peak) = cli(&path, moves, algorithm);
            row += &format!(" {} | {:.1} MB |", ms(cli_time), peak as f64 / 1024.0);
            println!("{row}");
        }
    }
}

fn ms(d: Duration) -> String {
    format!("{:.0} ms", d.as_secs_f64() * 1000.0)
}

fn best_of(n: usize, mut f: impl FnMut()) -> Duration {
    (0..n)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .min()
        .unwrap()
}

fn read_board(path: &Path, moves: Moves) -> Board {
    Board::parse(&std::fs::read(path).unwrap())
        .unwrap()
        .with_moves(moves)
}

/// Reads the board under `moves` and visits every free cell once by BFS.
fn floor(path: &Path, moves: Moves) {
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
fn solve_file(path: &Path, options: Options) {
    let board = read_board(path, options.moves);
    let mut out = Vec::new();
    solve(&board, options).write_judge_output(JudgeFormat::P4055, &mut out);
    black_box(out);
}

/// `gridplay geography --moves M --algo A --stats FILE`: wall time and peak memory
/// (KB) it reports.
fn cli(path: &Path, moves: Moves, algorithm: Algorithm) -> (Duration, u64) {
    let out = Command::new(env!("CARGO_BIN_EXE_gridplay"))
        .args(["geography", "--stats", "--moves", moves.name()])
        .args(["--algo", algorithm.name(), path.to_str().unwrap()])
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
