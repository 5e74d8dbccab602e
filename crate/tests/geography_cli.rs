//! Parsing errors, the `gridplay geography` command line and its JSON Lines trace.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::cli::gridplay;
use common::geography::{maximum_matching_size, winning_starts_by_search};
use gridplay::geography::{
    Algorithm, Board, GreedyStart, JudgeFormat, Options, Run, generate, solve,
};
use gridplay::parse::ParseError;

/// Each bad input, with the line, column and a phrase its message must contain.
const BAD_INPUTS: &[(&str, usize, usize, &str)] = &[
    ("", 1, 1, "missing the number of rows N"),
    ("   \n\n", 3, 1, "missing the number of rows N"),
    ("3\n", 2, 1, "missing the number of columns M"),
    (
        "3\n...\n",
        2,
        1,
        "the number of columns M must be a whole number, found \"...\"",
    ),
    (
        "a 3\n",
        1,
        1,
        "the number of rows N must be a whole number, found \"a\"",
    ),
    (
        "3 b\n",
        1,
        3,
        "the number of columns M must be a whole number",
    ),
    ("3x 3\n", 1, 1, "found \"3x\""),
    ("-2 3\n", 1, 1, "must be a whole number"),
    ("0 3\n", 1, 1, "the number of rows N must be at least 1"),
    ("3 0\n", 1, 3, "the number of columns M must be at least 1"),
    ("2 3 7\n...\n...\n", 1, 5, "\"7\" is not a cell"),
    ("99999999999999999999999 2\n", 1, 1, "far too large"),
    ("5000 5000\n", 1, 6, "over the limit of 16000000"),
    (
        "2 3\n...\n..\n",
        3,
        3,
        "row 2 is too short: expected 3 cells, found 2",
    ),
    (
        "2 3\n\n...\n",
        4,
        1,
        "expected 2 rows but the input ends after 1",
    ),
    (
        "2 3\n....\n...\n",
        2,
        4,
        "row 1 is too long: expected 3 cells, found 4",
    ),
    ("2 3\n.x.\n...\n", 2, 2, "\"x\" is not a cell"),
    ("2 3\n..é\n...\n", 2, 3, "\"é\" is not a cell"),
    (
        "2 3\n. .\n...\n",
        2,
        2,
        "row 1 is too short: expected 3 cells, found 1",
    ),
    ("2 3\n.\x1b[2J\n...\n", 2, 2, "\"\\x1b\" is not a cell"),
    ("2 3\n.\0.\n...\n", 2, 2, "\"\\x00\" is not a cell"),
    (
        "\u{feff}\u{feff}2 3\n",
        1,
        1,
        "found a byte-order mark (U+FEFF)",
    ),
    (
        "2 3\n.\u{feff}.\n",
        2,
        2,
        "a byte-order mark (U+FEFF) is not a cell",
    ),
    (
        "2 3\n.\u{200b}.\n",
        2,
        2,
        "the invisible character \"\\u{200b}\"",
    ),
    ("\x1b]0;owned\x07 3\n", 1, 1, "found \"\\x1b]0;owned\\x07\""),
    (
        "2 3\n.#.\n...\n.\n",
        4,
        1,
        "unexpected text after the 2 rows",
    ),
    // Sizes: every product is checked, nothing wraps.
    (
        "4294967296 4294967296\n",
        1,
        12,
        "4294967296×4294967296 = more than 2⁶⁴ cells",
    ),
    ("9223372036854775809 2\n.#\n", 1, 21, "more than 2⁶⁴ cells"),
    (
        "3 6148914691236517206\n",
        1,
        3,
        "over the limit of 16000000",
    ),
    ("1000000 1000000\n", 1, 9, "over the limit of 16000000"),
    (
        "3 3\n...\n...\n",
        4,
        1,
        "expected 3 rows but the input ends after 2",
    ),
    (
        "3 3\n...\n...",
        3,
        4,
        "expected 3 rows but the input ends after 2",
    ),
    (
        "2 2\n..\n..\nxx\n",
        4,
        1,
        "unexpected text after the 2 rows",
    ),
];

#[test]
fn every_parse_error_names_its_line_and_column() {
    for &(input, line, column, phrase) in BAD_INPUTS {
        let error: ParseError = Board::parse(input.as_bytes()).expect_err(input);
        assert_eq!(
            (error.line, error.column),
            (line, column),
            "{input:?}: {error}"
        );
        assert!(error.message.contains(phrase), "{input:?}: {error}");
    }
    let error = Board::parse(b"2 2\n.\xff\n..\n").unwrap_err();
    assert_eq!((error.line, error.column), (2, 2));
    assert!(error.message.contains("byte 0xff"), "{error}");
}

#[test]
fn the_cli_reports_bad_input_with_exit_code_2() {
    for &(input, line, column, phrase) in BAD_INPUTS {
        let out = gridplay(&["geography"], input.as_bytes());
        assert_eq!(out.code, 2, "{input:?}");
        assert!(out.stdout.is_empty());
        let stderr = &out.stderr;
        assert!(
            stderr.contains(&format!("line {line}, column {column}: ")),
            "{stderr}"
        );
        assert!(stderr.contains(phrase), "{stderr}");
    }
    let out = gridplay(&["geography", "--max-cells", "8"], b"3 3\n...\n...\n...\n");
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("over the limit of 8"));
}

#[test]
fn lenient_about_line_ends_and_trailing_space() {
    for input in [
        "3 3\r\n.##\r\n...\r\n#.#\r\n",
        "3 3  \n.##  \n...\t\n#.#\n\n\n",
        "\n3   3\n.##\n...\n#.#",
    ] {
        let out = gridplay(&["geography"], input.as_bytes());
        assert_eq!(out.code, 0, "{input:?}: {}", out.stderr);
        assert_eq!(out.stdout, "WIN\n2 3\n3 2\n");
    }
}

#[test]
fn judge_output_is_byte_exact_in_both_formats() {
    let sample = b"3 3\n.##\n...\n#.#\n";
    for algo in ["kuhn", "hopcroft-karp"] {
        let out = gridplay(&["geography", "--algo", algo], sample);
        assert_eq!(out.stdout, "WIN\n2 3\n3 2\n");
        let out = gridplay(
            &["geography", "--format", "loj6033", "--algo", algo],
            sample,
        );
        assert_eq!(out.stdout, "2\n2 3\n3 2\n");
        let out = gridplay(
            &["geography", "--format=loj6033", "--no-greedy"],
            b"1 2\n..\n",
        );
        assert_eq!(out.stdout, "0\n");
    }
    let out = gridplay(&["geography"], b"1 2\n..\n");
    assert_eq!(out.stdout, "LOSE\n");
}

/// `--stats` ends with the maximum matching's size, against a textbook count, for
/// both algorithms; bad input prints no size.
#[test]
fn stats_report_the_matching_size() {
    for seed in 0..12 {
        let board = generate::random(30 + seed as u32, 41, 0.05 * (seed % 5) as f64, seed);
        let want = format!(", matching {}\n", maximum_matching_size(&board));
        for algo in ["kuhn", "hopcroft-karp"] {
            let args = ["geography", "--stats", "--algo", algo];
            let out = gridplay(&args, board.to_judge_input().as_bytes());
            assert_eq!(out.code, 0);
            assert!(
                out.stderr.starts_with("gridplay: stats: "),
                "{}",
                out.stderr
            );
            assert!(
                out.stderr.ends_with(&want),
                "{algo} seed {seed}: {}",
                out.stderr
            );
        }
    }
    let bad = gridplay(&["geography", "--stats"], b"2 2\n..\n");
    assert_eq!(bad.code, 2);
    assert!(!bad.stderr.contains("matching"), "{}", bad.stderr);
}

/// The CLI against the game search on random boards, reading from a file.
#[test]
fn cli_answers_match_the_game_search() {
    let dir = std::env::temp_dir().join(format!("gridplay-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for seed in 0..40 {
        let board = generate::random(4, 4, 0.3, seed);
        let path = dir.join(format!("{seed}.txt"));
        std::fs::write(&path, board.to_judge_input()).unwrap();
        let expected = winning_starts_by_search(&board);
        let mut want = format!("{}\n", expected.len());
        for cell in &expected {
            let (r, c) = board.coords(*cell);
            want += &format!("{} {}\n", r + 1, c + 1);
        }
        let out = gridplay(
            &["geography", "--format", "loj6033", path.to_str().unwrap()],
            b"",
        );
        assert_eq!(out.stdout, want, "seed {seed}");
    }
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn usage_mistakes_exit_with_code_2_and_help_exits_0() {
    for args in [
        vec!["geography", "--algo", "dinic"],
        vec!["geography", "--format", "xml"],
        vec!["geography", "--algo"],
        vec!["geography", "--frobnicate"],
        vec!["geography", "a.txt", "b.txt"],
        vec!["geography", "/no/such/file"],
        vec!["trace"],
        vec!["trace", "chess"],
        vec!["checkers"],
    ] {
        let out = gridplay(&args, b"1 1\n.\n");
        assert_eq!(out.code, 2, "{args:?}");
        assert!(out.stderr.starts_with("gridplay: "), "{args:?}");
    }
    for args in [
        vec!["--help"],
        vec!["geography", "--help"],
        vec!["help", "geography"],
        vec!["trace", "geography", "-h"],
    ] {
        let out = gridplay(&args, b"");
        assert_eq!(out.code, 0, "{args:?}");
        assert!(out.stdout.contains("EXAMPLES"), "{args:?}");
    }
}

/// Replays a trace: greedy pairs, then every augmenting path flipped, rebuild the
/// final matching; the verdict lists the judge's cells.
#[test]
fn replaying_a_trace_rebuilds_the_final_matching() {
    for seed in 0..12 {
        let board = generate::random(12, 17, 0.2, seed);
        for algorithm in Algorithm::ALL {
            for greedy in [false, true] {
                let options = Options {
                    algorithm,
                    greedy: GreedyStart::from_choice(Some(greedy)),
                    ..Options::default()
                };
                let mut args = vec!["trace", "geography", "--algo", algorithm.name()];
                args.push(if greedy { "--greedy" } else { "--no-greedy" });
                let out = gridplay(&args, board.to_judge_input().as_bytes());
                assert_eq!(out.code, 0);
                let lines: Vec<serde_json::Value> = out
                    .stdout
                    .lines()
                    .map(|l| serde_json::from_str(l).expect("one JSON object per line"))
                    .collect();
                assert_eq!(lines[0]["event"], "run");
                assert_eq!(lines[0]["algorithm"], algorithm.name());
                let at = |v: &serde_json::Value| {
                    let (r, c) = (v[0].as_u64().unwrap() as u32, v[1].as_u64().unwrap() as u32);
                    board.cell(r - 1, c - 1)
                };
                let mut mate = vec![u32::MAX; board.len()];
                for line in &lines[1..] {
                    match line["event"].as_str().unwrap() {
                        "greedy_matched" => {
                            let (l, r) = (at(&line["left"]), at(&line["right"]));
                            mate[l as usize] = r;
                            mate[r as usize] = l;
                        }
                        "path_found" => {
                            let path: Vec<u32> =
                                line["path"].as_array().unwrap().iter().map(at).collect();
                            assert_eq!(path.len() as u64, line["len"].as_u64().unwrap());
                            for pair in path.chunks(2) {
                                mate[pair[0] as usize] = pair[1];
                                mate[pair[1] as usize] = pair[0];
                            }
                        }
                        _ => {}
                    }
                }
                let mut run = Run::new(board.clone(), options);
                run.run_to_end();
                for cell in 0..board.len() as u32 {
                    let replayed = Some(mate[cell as usize]).filter(|&m| m != u32::MAX);
                    assert_eq!(
                        replayed,
                        run.matching().partner(cell),
                        "{options:?} seed {seed}"
                    );
                }
                let verdict = lines.last().unwrap();
                assert_eq!(verdict["event"], "verdict");
                let cells: Vec<u32> = verdict["cells"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(at)
                    .collect();
                assert_eq!(cells, solve(&board, options).winning);
                let result = if cells.is_empty() { "LOSE" } else { "WIN" };
                assert_eq!(verdict["result"], result);
                let judge = solve(&board, options).judge_output(JudgeFormat::P4055);
                assert!(judge.starts_with(result));
            }
        }
    }
}

/// The trace header says which start the run used: automatic (off up to 4096 free
/// cells, on above) unless `--greedy` or `--no-greedy` says; not both.
#[test]
fn the_greedy_start_flags_and_the_automatic_default() {
    let header = |args: &[&str], board: &Board| {
        let mut all = vec!["trace", "geography"];
        all.extend_from_slice(args);
        let out = gridplay(&all, board.to_judge_input().as_bytes());
        assert_eq!(out.code, 0, "{}", out.stderr);
        let first: serde_json::Value =
            serde_json::from_str(out.stdout.lines().next().unwrap()).unwrap();
        first["greedy"].as_bool().unwrap()
    };
    let (small, big) = (generate::empty(64, 64), generate::empty(65, 64));
    assert!(!header(&[], &small));
    assert!(header(&[], &big));
    assert!(header(&["--greedy"], &small));
    assert!(!header(&["--no-greedy"], &big));
    let out = gridplay(&["geography", "--greedy", "--no-greedy"], b"1 2\n..\n");
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("not both"), "{}", out.stderr);
}
