//! The default algorithm follows the move rule (issue 29, item 5): without `--algo`,
//! knight boards are solved by blossom (kuhn's augmenting paths grow long there and
//! its time with the square of the board), rook boards by kuhn; the answer is the
//! same whichever algorithm runs.

mod common;

use common::cli::gridplay;

/// A small board with walls, as judge input.
const BOARD: &[u8] = b"4 5\n..#..\n.....\n#...#\n..#..\n";

/// The algorithm `trace geography` names in its first line.
fn traced_algorithm(moves: &str) -> String {
    let run = gridplay(&["trace", "geography", "--moves", moves], BOARD);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let first = run.stdout.lines().next().unwrap();
    let start = first.find("\"algorithm\":\"").unwrap() + 13;
    first[start..].split('"').next().unwrap().to_string()
}

#[test]
fn each_move_rule_has_its_fastest_algorithm_by_default() {
    assert_eq!(traced_algorithm("rook"), "kuhn");
    assert_eq!(traced_algorithm("knight"), "blossom");
    assert_eq!(traced_algorithm("king"), "blossom");
    assert_eq!(traced_algorithm("hex"), "blossom");
}

#[test]
fn the_default_gives_the_same_answer_as_every_algorithm_that_applies() {
    for moves in ["rook", "knight"] {
        let default = gridplay(&["geography", "--moves", moves], BOARD);
        for algo in ["kuhn", "hopcroft-karp", "blossom"] {
            let run = gridplay(&["geography", "--moves", moves, "--algo", algo], BOARD);
            assert_eq!(
                (run.code, &run.stdout),
                (0, &default.stdout),
                "{moves} {algo}"
            );
        }
    }
}

#[test]
fn a_rule_that_breaks_the_colouring_is_named_once() {
    let run = gridplay(
        &["geography", "--moves", "king", "--algo", "kuhn"],
        b"1 4\n....\n",
    );
    assert_eq!(run.code, 2);
    assert!(
        run.stderr.contains("with king moves they can join"),
        "{}",
        run.stderr
    );
    assert!(!run.stderr.contains("king moves king"), "{}", run.stderr);
}

#[test]
fn every_help_lists_every_exit_code_it_can_give() {
    let helps: [&[&str]; 6] = [
        &["--help"],
        &["geography", "--help"],
        &["mine", "--help"],
        &["explain", "geography", "--help"],
        &["play", "geography", "--help"],
        &["play", "mine", "--help"],
    ];
    for args in helps {
        let run = gridplay(args, b"");
        assert_eq!(run.code, 0, "{args:?}");
        let codes = run
            .stdout
            .split("EXIT CODES")
            .nth(1)
            .unwrap_or_else(|| panic!("{args:?}"));
        for code in ["0 ", "1 ", "2 "] {
            assert!(
                codes.contains(&format!("    {code}")),
                "{args:?} lacks exit code {code}"
            );
        }
    }
    let explain = gridplay(&["explain", "geography", "--help"], b"").stdout;
    assert!(
        explain.contains("--moves") && explain.contains("blossom"),
        "{explain}"
    );
}

/// The help and the option checks list the core's choices (`ALL`), so an algorithm,
/// move rule or format added to the core is taken and listed with no edit to the CLI.
#[test]
fn the_help_and_the_options_list_every_choice_of_the_core() {
    use gridplay::geography::{Algorithm, JudgeFormat, Moves};
    let help = gridplay(&["geography", "--help"], b"").stdout;
    let explain_help = gridplay(&["explain", "geography", "--help"], b"").stdout;
    let listed = |option: &str, names: Vec<&str>| {
        let line = format!("{option} {}", names.join("|"));
        assert!(help.contains(&line), "the help lists {line}:\n{help}");
        if option != "--format" {
            assert!(
                explain_help.contains(&line),
                "explain's help lists {line}:\n{explain_help}"
            );
        }
        // And an unknown value's message names them all, in order.
        let run = gridplay(&["geography", option, "x"], b"1 1\n.\n");
        assert!(
            run.stderr
                .contains(&format!("must be one of {}, not \"x\"", names.join(", "))),
            "{}",
            run.stderr
        );
    };
    listed("--algo", Algorithm::ALL.iter().map(|a| a.name()).collect());
    listed("--moves", Moves::ALL.iter().map(|m| m.name()).collect());
    listed(
        "--format",
        JudgeFormat::ALL.iter().map(|f| f.name()).collect(),
    );
}
