//! Mine benchmark (plain `main`, run with `cargo bench --bench mine`).
//!
//! For 1000×1000 boards at 0, 5, 10, 20 and 50 % mines (seeded xorshift) it times
//! - the baseline: parse the input, compute the numbers, flood-fill the blanks once;
//! - the judge's fast path: parse, then [`Solver::run`];
//! - the solver alone on a parsed board, and the event iterator.
//!
//! Extra modes used by `benches/mine_cli.sh`:
//! - `mine --generate T PERCENT SEED`: writes a T-case input of 1000×1000 boards;
//! - `mine --baseline`: reads an input on stdin and does the baseline work per case;
//! - `mine --exact SIDE PERCENT BOARDS MAX_VISITS`: the exact search on random
//!   SIDE×SIDE boards: shared numbers, clusters, time and whether it finished.

use std::hint::black_box;
use std::io::{Read, Write};
use std::time::{Duration, Instant};

use gridplay::mine::board::Board;
use gridplay::mine::exact::{self, ExactAnswer};
use gridplay::mine::parse::{CaseReader, Limits};
use gridplay::mine::solver::Solver;
use gridplay::rng::SplitMix64;

const SIDE: u32 = 1000;
const DENSITIES: [u32; 5] = [0, 5, 10, 20, 50];

/// One case "N M K" plus mine lines, each cell a mine with probability `percent` %.
fn write_case(out: &mut Vec<u8>, rng: &mut SplitMix64, percent: u32) {
    let mut mines = Vec::new();
    for row in 0..SIDE {
        for col in 0..SIDE {
            if rng.next_u64() % 100 < u64::from(percent) {
                mines.push((row, col));
            }
        }
    }
    writeln!(out, "{SIDE} {SIDE} {}", mines.len()).unwrap();
    for (row, col) in mines {
        writeln!(out, "{row} {col}").unwrap();
    }
}

fn generate(cases: u32, percent: u32, seed: u64) -> Vec<u8> {
    let mut rng = SplitMix64::new(seed | 1);
    let mut out = Vec::new();
    writeln!(out, "{cases}").unwrap();
    for _ in 0..cases {
        write_case(&mut out, &mut rng, percent);
    }
    out
}

/// The least work any solution does: label every blank region by flood fill (byte
/// array, reusable queue). Returns the number of regions.
fn flood_fill_once(board: &Board, seen: &mut Vec<u8>, queue: &mut Vec<u32>) -> u32 {
    let (rows, cols) = (board.rows(), board.cols());
    let cells = board.cells();
    seen.clear();
    seen.resize(cells.len(), 0);
    let mut regions = 0;
    for start in 0..board.len() {
        if cells[start as usize] != 0 || seen[start as usize] != 0 {
            continue;
        }
        regions += 1;
        seen[start as usize] = 1;
        queue.clear();
        queue.push(start);
        let mut head = 0;
        while let Some(&cell) = queue.get(head) {
            head += 1;
            let (row, col) = (cell / cols, cell % cols);
            for r in row.saturating_sub(1)..=(row + 1).min(rows - 1) {
                for c in col.saturating_sub(1)..=(col + 1).min(cols - 1) {
                    let next = r * cols + c;
                    if cells[next as usize] == 0 && seen[next as usize] == 0 {
                        seen[next as usize] = 1;
                        queue.push(next);
                    }
                }
            }
        }
    }
    regions
}

fn baseline(text: &[u8]) -> u64 {
    let (mut seen, mut queue) = (Vec::new(), Vec::new());
    let mut total = 0;
    for board in CaseReader::new(text, Limits::default()).unwrap() {
        total += u64::from(flood_fill_once(&board.unwrap(), &mut seen, &mut queue));
    }
    total
}

fn judge(text: &[u8]) -> u64 {
    let mut total = 0;
    let mut solver: Option<Solver> = None;
    for board in CaseReader::new(text, Limits::default()).unwrap() {
        let board = board.unwrap();
        let solver = match &mut solver {
            Some(solver) => {
                solver.reset(board);
                solver
            }
            None => solver.insert(Solver::new(board)),
        };
        total += solver.run() as u64;
    }
    total
}

/// The exact search on random boards: how far it gets within `max_visits`.
fn exact_probe(side: u32, percent: u64, boards: u32, max_visits: u64) {
    let mut rng = SplitMix64::new(0x9E37_79B9_7F4A_7C15);
    for _ in 0..boards {
        let mut board = Board::empty(side, side);
        for row in 0..side {
            for col in 0..side {
                if rng.next_u64() % 100 < percent {
                    board.add_mine(row, col);
                }
            }
        }
        let mut solver = Solver::new(board);
        let judge = solver.run();
        let start = Instant::now();
        let answer = exact::solve(&mut solver, max_visits);
        let elapsed = ms(start.elapsed());
        let result = match answer {
            ExactAnswer::Winner {
                winner,
                states,
                visits,
                ..
            } => format!("{winner:?} ({states} positions, {visits} visits)"),
            ExactAnswer::Unknown {
                states,
                cluster_regions,
                cluster_edges,
                ..
            } => format!(
                "unknown ({states} positions; stuck in a cluster of {cluster_regions} regions, \
                 {cluster_edges} classes)"
            ),
        };
        println!(
            "{side}×{side} {percent}%: {} regions, {} shared numbers, judge {judge:?}, exact {result} in {elapsed}",
            solver.regions(),
            solver.shared_numbers().len()
        );
    }
}

/// Fastest of `runs` timings of `f` (the least disturbed by other processes).
fn time<T>(runs: usize, mut f: impl FnMut() -> T) -> Duration {
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            black_box(f());
            start.elapsed()
        })
        .collect();
    times.sort();
    times[0]
}

fn ms(d: Duration) -> String {
    format!("{:8.2} ms", d.as_secs_f64() * 1e3)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .as_slice()
    {
        ["--generate", cases, percent, seed] => {
            let text = generate(
                cases.parse().unwrap(),
                percent.parse().unwrap(),
                seed.parse().unwrap(),
            );
            std::io::stdout().write_all(&text).unwrap();
            return;
        }
        ["--exact", side, percent, boards, max_visits] => {
            exact_probe(
                side.parse().unwrap(),
                percent.parse().unwrap(),
                boards.parse().unwrap(),
                max_visits.parse().unwrap(),
            );
            return;
        }
        ["--baseline"] => {
            let mut text = Vec::new();
            std::io::stdin().read_to_end(&mut text).unwrap();
            println!("{}", baseline(&text));
            return;
        }
        _ => {}
    }
    let runs = 11;
    println!("1000×1000 boards, fastest of {runs} runs");
    println!(
        "{:>6} {:>11} {:>11} {:>6} {:>11} {:>11} {:>11}",
        "mines", "baseline", "judge", "ratio", "solver", "flood", "events"
    );
    for percent in DENSITIES {
        let text = generate(1, percent, 0x9E37_79B9_7F4A_7C15 + u64::from(percent));
        let board = CaseReader::new(&text, Limits::default())
            .unwrap()
            .next()
            .unwrap()
            .unwrap();
        let base = time(runs, || baseline(&text));
        let full = time(runs, || judge(&text));
        let solver = time(runs, || Solver::new(board.clone()).run());
        let clone = time(runs, || board.clone());
        let (mut seen, mut queue) = (Vec::new(), Vec::new());
        let flood = time(runs, || flood_fill_once(&board, &mut seen, &mut queue));
        let events = time(3, || Solver::new(board.clone()).count());
        println!(
            "{:>5}% {} {} {:>5.2}× {} {} {}",
            percent,
            ms(base),
            ms(full),
            full.as_secs_f64() / base.as_secs_f64(),
            ms(solver.saturating_sub(clone)),
            ms(flood),
            ms(events.saturating_sub(clone)),
        );
    }
    println!(
        "baseline = parse + numbers + one flood fill; judge = parse + Solver::run;\n\
         solver = Solver::run on a parsed board; flood = the baseline's flood fill alone;\n\
         events = iterating every Event (what trace and the page use)"
    );
}
