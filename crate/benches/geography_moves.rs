//! Move-rule benchmark: Edmonds' blossom algorithm on 2000×2000 `king` and `hex`
//! boards (empty, random 10 % and 30 % walls, serpentine, maze) next to the floor:
//! read the file, parse, apply the rule, BFS-visit every free cell once along the
//! rule's moves. With the greedy start (the CLI's default) and without it, and
//! through the CLI with peak memory. Also `rook` with blossom, for comparison with
//! kuhn's figures (`--bench geography`). Then knight boards with the defaults (the
//! algorithm `Algorithm::default_for(Moves::Knight)` picks, the automatic start) at
//! 1000×1000 and 2000×2000, random 10 % walls, against the rook floor. Run:
//! `cargo bench --bench geography_moves`
//! (`-- --quick` for one repetition; `-- --size N` for N×N boards). Targets: blossom
//! within 10× the floor; knight with the defaults within 20× the rook floor.

mod support;

/// As the CLI: big arrays on huge pages, the floor's as the solves'.
#[cfg(target_os = "linux")]
#[global_allocator]
static ALLOCATOR: gridplay::huge_pages::HugePages = gridplay::huge_pages::HugePages;

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
            let (cli_time, peak) = cli(
                &path,
                &["--moves", moves.name(), "--algo", algorithm.name()],
            );
            row += &format!(" {} | {:.1} MB |", ms(cli_time), peak as f64 / 1024.0);
            println!("{row}");
        }
    }
    knight_defaults(&dir, repeats);
}

/// Knight boards as a user gets them: no `--algo`, no `--greedy`.
fn knight_defaults(dir: &std::path::Path, repeats: usize) {
    let algorithm = Algorithm::default_for(Moves::Knight);
    println!(
        "\nknight moves with the defaults ({algorithm}, automatic start); ratio = time / rook floor\n"
    );
    println!("| board | rook floor | knight, defaults | ratio | CLI | CLI peak memory |");
    println!("|---|---|---|---|---|---|");
    for size in [1000, 2000] {
        let path = dir.join(format!("knight_random_10_{size}.txt"));
        std::fs::write(
            &path,
            generate::random(size, size, 0.10, 1).to_judge_input(),
        )
        .unwrap();
        let floor = best_of(repeats, || floor(&path, Moves::Rook));
        let options = Options {
            algorithm,
            greedy: GreedyStart::from_choice(None),
            moves: Moves::Knight,
        };
        let time = best_of(repeats, || solve_file(&path, options));
        let (cli_time, peak) = cli(&path, &["--moves", "knight"]);
        println!(
            "| random 10% walls {size}×{size} | {} | {} | {:.1}× | {} | {:.1} MB |",
            ms(floor),
            ms(time),
            time.as_secs_f64() / floor.as_secs_f64(),
            ms(cli_time),
            peak as f64 / 1024.0
        );
    }
}
