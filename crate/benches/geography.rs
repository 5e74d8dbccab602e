//! Geography benchmark: prints how long solving 2000×2000 boards takes next to
//! simply reading the board and BFS-visiting every free cell once, with both
//! algorithms, after the greedy start (the CLI's default) and without it (the page's),
//! in process and through the CLI from a file, with peak memory. Run: `cargo bench
//! --bench geography` (`-- --quick` for one repetition; `-- --size N` for N×N boards).
//! Targets: kuhn within 5× the baseline, hopcroft-karp within 10×.

mod support;

use gridplay::geography::{Algorithm, GreedyStart, Moves, Options, generate};
use support::{best_of, cli, floor, ms, solve_file};

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
    let dir = std::env::temp_dir().join("gridplay-geography-bench");
    std::fs::create_dir_all(&dir).unwrap();

    let boards = [
        ("empty", generate::empty(size, size)),
        ("serpentine", generate::serpentine(size, size)),
        ("random 10% walls", generate::random(size, size, 0.10, 1)),
        ("random 30% walls", generate::random(size, size, 0.30, 1)),
        ("maze", generate::maze(size, size, 1)),
    ];
    println!("geography, {size}×{size} boards; best of {repeats}; ratio = time / baseline");
    println!("baseline = read the file + parse + BFS-visit every free cell once\n");
    println!(
        "| board | baseline | kuhn | ratio | hopcroft-karp | ratio | blossom | ratio | kuhn, no greedy | ratio | hopcroft-karp, no greedy | ratio | blossom, no greedy | ratio | CLI (kuhn) | CLI peak memory |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|");
    for (name, board) in boards {
        let path = dir.join(format!("{}.txt", name.replace([' ', '%'], "_")));
        std::fs::write(&path, board.to_judge_input()).unwrap();
        drop(board);
        let baseline = best_of(repeats, || floor(&path, Moves::Rook));
        let mut row = format!("| {name} | {} |", ms(baseline));
        for greedy in [GreedyStart::On, GreedyStart::Off] {
            for algorithm in Algorithm::ALL {
                let options = Options {
                    algorithm,
                    greedy,
                    ..Options::default()
                };
                let time = best_of(repeats, || solve_file(&path, options));
                row += &format!(
                    " {} | {:.1}× |",
                    ms(time),
                    time.as_secs_f64() / baseline.as_secs_f64()
                );
            }
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
