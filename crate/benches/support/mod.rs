//! Helpers the benches share: timing, the CLI's own `--stats` figures, and for the
//! geography benches the read + BFS floor and the solve the CLI does.

#![allow(dead_code)] // each bench uses some of them

use std::hint::black_box;
use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use gridplay::geography::{Board, JudgeFormat, Moves, Options, Run};

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

/// Reads, solves and formats the judge output, as the CLI does (the run owns the
/// board it read: no copy).
pub fn solve_file(path: &Path, options: Options) {
    let board = read_board(path, options.moves);
    let mut out = Vec::new();
    let outcome = Run::new(board, options).finish();
    outcome.write_judge_output(JudgeFormat::P4055, &mut out);
    black_box(out);
}

/// `gridplay geography --stats ARGS… FILE`: the wall time and peak memory (KB) it
/// reports.
pub fn cli(path: &Path, args: &[&str]) -> (Duration, u64) {
    let stats = stats("geography", path, args, None).unwrap_or_else(|why| panic!("{why}"));
    (stats.wall, stats.peak_kb)
}

/// What `gridplay GAME --stats` prints on stderr.
pub struct Stats {
    /// The run's wall time, as the CLI measured it (from its start to its output).
    pub wall: Duration,
    /// Peak memory (VmHWM), KB.
    pub peak_kb: u64,
    /// The `matching K` the line ends with, when it does.
    pub matching: Option<u64>,
}

/// Why a CLI run gave no figures.
pub enum Failed {
    /// Killed after the limit.
    TimedOut(Duration),
    /// It could not run, failed, or printed no `--stats` line: the reason.
    Error(String),
}

impl std::fmt::Display for Failed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Failed::TimedOut(limit) => write!(f, "killed after {} s", limit.as_secs_f64()),
            Failed::Error(why) => f.write_str(why),
        }
    }
}

/// `gridplay GAME --stats ARGS… FILE`: its `--stats` line, e.g. from
/// `gridplay: stats: 0.205 s, peak memory 25504 KB, matching 1999`; or why it gave
/// none. With a `limit`, the run is killed when it lasts longer. Its output goes to
/// a pipe that a thread drains (as a judge's would), its stderr to another.
pub fn stats(
    game: &str,
    path: &Path,
    args: &[&str],
    limit: Option<Duration>,
) -> Result<Stats, Failed> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gridplay"))
        .args([game, "--stats"])
        .args(args)
        .arg(path)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| Failed::Error(format!("cannot run gridplay: {e}")))?;
    let mut stdout = child.stdout.take().expect("piped");
    let mut stderr = child.stderr.take().expect("piped");
    let drain = std::thread::spawn(move || std::io::copy(&mut stdout, &mut std::io::sink()));
    let errors = std::thread::spawn(move || {
        let mut text = Vec::new();
        let _ = stderr.read_to_end(&mut text);
        text
    });
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().map_err(|e| Failed::Error(e.to_string()))? {
            break status;
        }
        if let Some(limit) = limit.filter(|&limit| started.elapsed() > limit) {
            let _ = child.kill();
            let _ = child.wait();
            return Err(Failed::TimedOut(limit));
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let _ = drain.join();
    let stderr = errors.join().unwrap_or_default();
    let out = std::process::Output {
        status,
        stdout: Vec::new(),
        stderr,
    };
    let stderr = String::from_utf8_lossy(&out.stderr);
    if !out.status.success() {
        let why = stderr.lines().next().unwrap_or("no message");
        return Err(Failed::Error(format!(
            "gridplay {game}: {}: {why}",
            out.status
        )));
    }
    let line = stderr
        .lines()
        .find_map(|l| l.split_once("stats:"))
        .map(|(_, rest)| rest)
        .ok_or_else(|| Failed::Error(format!("no --stats line in: {}", stderr.trim())))?;
    // The first number after a label: "0.205 s" → 0.205.
    let after = |label: &str| -> Option<f64> {
        let rest = line.split_once(label)?.1.trim_start();
        rest.split(|c: char| !(c.is_ascii_digit() || c == '.'))
            .next()?
            .parse()
            .ok()
    };
    let wall = after("").ok_or_else(|| Failed::Error(format!("no wall time in: {line}")))?;
    Ok(Stats {
        wall: Duration::from_secs_f64(wall),
        peak_kb: after("peak memory").unwrap_or(0.0) as u64,
        matching: after("matching").map(|k| k as u64),
    })
}
