//! Geography benchmark: prints how long solving 2000×2000 boards takes next to
//! simply reading the board and BFS-visiting every free cell once, with both
//! algorithms, after the greedy start (the CLI's default) and without it (the page's),
//! in process and through the CLI from a file, with peak memory. Run: `cargo bench
//! --bench geography` (`-- --quick` for one repetition, `--repeats N` for N;
//! `--size N` for N×N boards; `--board TEXT` for the boards whose name has TEXT,
//! `--algo NAME` for one algorithm: on a loaded machine, many repeats of one row).
//! Targets: kuhn and hopcroft-karp within 5× the baseline.

mod support;

/// As the CLI: big arrays on huge pages, the floor's as the solves'.
#[cfg(target_os = "linux")]
#[global_allocator]
static ALLOCATOR: gridplay::huge_pages::HugePages = gridplay::huge_pages::HugePages;

use gridplay::geography::{Algorithm, GreedyStart, Moves, Options, generate};
use std::time::Duration;
use support::{best_of, cli, floor, ms, solve_file};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let value = |flag: &str| {
        let i = args.iter().position(|a| a == flag)?;
        Some(args.get(i + 1).expect("a value after the flag").as_str())
    };
    let quick = args.iter().any(|a| a == "--quick");
    let size: u32 = value("--size").map_or(2000, |s| s.parse().expect("--size N"));
    let repeats = match value("--repeats") {
        Some(n) => n.parse().expect("--repeats N"),
        None if quick => 1,
        None => 3,
    };
    let only_board = value("--board").unwrap_or("");
    let only_algorithm: Option<Algorithm> =
        value("--algo").map(|a| a.parse().expect("--algo NAME"));
    let dir = std::env::temp_dir().join("gridplay-geography-bench");
    std::fs::create_dir_all(&dir).unwrap();

    let boards = [
        ("empty", generate::empty(size, size)),
        ("serpentine", generate::serpentine(size, size)),
        ("random 10% walls", generate::random(size, size, 0.10, 1)),
        ("random 30% walls", generate::random(size, size, 0.30, 1)),
        ("maze", generate::maze(size, size, 1)),
    ];
    println!(
        "geography, {size}×{size} boards; best of {repeats}, the floor and the solves in turn; ratio = time / baseline"
    );
    println!("baseline = read the file + parse + BFS-visit every free cell once\n");
    println!(
        "| board | baseline | kuhn | ratio | hopcroft-karp | ratio | blossom | ratio | kuhn, no greedy | ratio | hopcroft-karp, no greedy | ratio | blossom, no greedy | ratio | CLI (kuhn) | CLI peak memory |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|");
    for (name, board) in boards {
        if !name.contains(only_board) {
            continue;
        }
        let path = dir.join(format!("{}.txt", name.replace([' ', '%'], "_")));
        std::fs::write(&path, board.to_judge_input()).unwrap();
        drop(board);
        // The floor and every solve in turn, each repetition, so a machine that
        // speeds up or slows down during the run shifts them all alike. `None`:
        // an algorithm not chosen.
        let mut solves: Vec<Option<Options>> = Vec::new();
        for greedy in [GreedyStart::On, GreedyStart::Off] {
            for algorithm in Algorithm::ALL {
                let chosen = only_algorithm.is_none_or(|a| a == algorithm);
                solves.push(chosen.then_some(Options {
                    algorithm,
                    greedy,
                    ..Options::default()
                }));
            }
        }
        let mut baseline = Duration::MAX;
        let mut times = vec![Duration::MAX; solves.len()];
        for _ in 0..repeats {
            baseline = baseline.min(best_of(1, || floor(&path, Moves::Rook)));
            for (options, time) in solves.iter().zip(&mut times) {
                if let Some(options) = *options {
                    *time = (*time).min(best_of(1, || solve_file(&path, options)));
                }
            }
        }
        let mut row = format!("| {name} | {} |", ms(baseline));
        for (options, time) in solves.iter().zip(&times) {
            row += &match options {
                None => " – | – |".to_string(),
                Some(_) => format!(
                    " {} | {:.1}× |",
                    ms(*time),
                    time.as_secs_f64() / baseline.as_secs_f64()
                ),
            };
        }
        let (cli_time, peak) = cli(&path, &[]);
        row += &format!(" {} | {:.1} MB |", ms(cli_time), peak as f64 / 1024.0);
        println!("{row}");
    }
    let peers = "npm run bench:peers (SciPy, igraph), if installed";
    println!(
        "\nthe peers' figures on the files in {}: {peers}",
        dir.display()
    );
}
