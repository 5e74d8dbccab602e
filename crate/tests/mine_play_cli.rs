//! `gridplay play mine`, run as a real process: a script plays the exhaustive
//! search's moves (tests/common/mine.rs) line by line against the computer.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

use common::cli::CliRun;
use common::mine::{Oracle, random_board};
use gridplay::mine::board::Board;
use gridplay::mine::parse::write_input;
use gridplay::rng::SplitMix64;

fn temp_file(name: &str, text: &str) -> std::path::PathBuf {
    let path = std::env::temp_dir().join(format!("gridplay-play-{}-{name}", std::process::id()));
    std::fs::write(&path, text).unwrap();
    path
}

/// The `(row, col)` in a line "computer clicks (r, c): …".
fn computer_click(line: &str) -> Option<(u32, u32)> {
    let rest = line.strip_prefix("computer clicks (")?;
    let (pair, _) = rest.split_once(')')?;
    let (row, col) = pair.split_once(", ")?;
    Some((row.parse().ok()?, col.parse().ok()?))
}

/// Plays one game: whenever the program asks for a move, answers with a move of the
/// exhaustive search (one to a position of value 0 when there is one, else the first
/// face-down cell). Returns the last line ("game over: …") and the whole output.
fn play_perfectly(board: &Board, you: &str, name: &str) -> (String, String) {
    let path = temp_file(name, &write_input(std::slice::from_ref(board)));
    let mut child = Command::new(env!("CARGO_BIN_EXE_gridplay"))
        .args(["play", "mine", "--you", you, path.to_str().unwrap()])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let stdout = BufReader::new(child.stdout.take().unwrap());
    let mut oracle = Oracle::new(board);
    let mut face_down = oracle.start();
    let mut transcript = String::new();
    let mut last = String::new();
    for line in stdout.lines() {
        let line = line.unwrap();
        transcript += &line;
        transcript.push('\n');
        if let Some((row, col)) = computer_click(&line) {
            face_down = oracle.click_cell(face_down, board.cell(row, col));
        } else if line.starts_with("your move") {
            let cell = oracle
                .winning_click(face_down)
                .unwrap_or_else(|| oracle.cells_of(face_down)[0]);
            face_down = oracle.click_cell(face_down, cell);
            let (row, col) = board.coords(cell);
            writeln!(stdin, "{row} {col}").unwrap();
        }
        last = line;
    }
    drop(stdin);
    assert!(child.wait().unwrap().success());
    std::fs::remove_file(path).unwrap();
    assert_eq!(
        face_down, 0,
        "the game ended with cells face down:\n{transcript}"
    );
    (last, transcript)
}

#[test]
fn perfect_play_ends_with_the_exhaustive_search_winner() {
    let mut rng = SplitMix64::new(0xFEED_5EED);
    let shapes = [(3, 4), (4, 4), (2, 6), (4, 5), (3, 5)];
    let mut you_won = 0;
    for round in 0..40 {
        let (rows, cols) = shapes[round % shapes.len()];
        let board = random_board(&mut rng, rows, cols, 12);
        let mut oracle = Oracle::new(&board);
        let first_wins = oracle.grundy(oracle.start()) != 0;
        let you = if round % 2 == 0 { "first" } else { "second" };
        let (last, transcript) = play_perfectly(&board, you, &format!("perfect-{round}"));
        let you_win = first_wins == (you == "first");
        let expected = if you_win {
            "game over: you win: the computer has no face-down cell left to click."
        } else {
            "game over: the computer wins: you have no face-down cell left to click."
        };
        assert_eq!(last, expected, "{board:?}\n{transcript}");
        you_won += usize::from(you_win);
    }
    assert!(
        (5..=35).contains(&you_won),
        "{you_won} of 40 won by the script"
    );
}

fn gridplay(args: &[&str], stdin: &str) -> CliRun {
    common::cli::gridplay(args, stdin.as_bytes())
}

/// (2, 2) borders both blank regions.
const SHARED: &str = "1\n4 4 2\n1 1\n3 3\n";

#[test]
fn malformed_moves_are_explained_and_asked_again() {
    let path = temp_file("bad-moves.txt", SHARED);
    let script = "hello\n1 2 3\n-1 0\n9 9\n1 1\n\n0 0\n0 0\nundo\nundo\n3 0\n\u{ff}\nquit\n";
    let run = gridplay(&["play", "mine", path.to_str().unwrap()], script);
    assert_eq!(run.code, 0, "{}", run.stderr);
    for expected in [
        "\"hello\" is not a move: type ROW COL (0-based), undo or quit; try again",
        "\"1 2 3\" is not a move",
        "\"-1 0\" is not a move: ROW and COL are whole numbers from 0; try again",
        "(9, 9) is off the board: rows 0 to 3, columns 0 to 3; try again",
        "(1, 1) is a mine; try again",
        "you click (0, 0): open a lone number; the XOR goes from 0 to 1",
        "undone: your move again.",
        "nothing to undo",
        "you click (3, 0): open region 1 with the 4 face-down numbers around it",
        "quit.",
    ] {
        assert!(
            run.stdout.contains(expected),
            "{expected:?} in\n{}",
            run.stdout
        );
    }
    // (0, 0) typed again after the computer's answer.
    assert!(run.stdout.contains("(0, 0) is already open; try again"));
    // The computer answers with its reason on one line.
    assert!(
        run.stdout
            .lines()
            .any(|l| l.starts_with("computer clicks (") && l.contains("the XOR goes from")),
        "{}",
        run.stdout
    );
    assert_eq!(run.stderr, "");

    // End of input stops the game quietly.
    let run = gridplay(&["play", "mine", path.to_str().unwrap()], "");
    assert_eq!(run.code, 0);
    assert!(
        run.stdout.ends_with("end of input: stopping.\n"),
        "{}",
        run.stdout
    );

    // The computer moves first for --you second, and draws the board.
    let run = gridplay(
        &["play", "mine", "--you", "second", path.to_str().unwrap()],
        "",
    );
    assert!(
        run.stdout
            .starts_with("You are Fanglaoshi, the computer moves first.\n")
    );
    assert!(run.stdout.contains("0 [1][1][1][ ]\n"), "{}", run.stdout);
    assert!(
        run.stdout
            .contains("computer clicks (0, 0): opens a lone number; the XOR was 0")
    );
    std::fs::remove_file(path).unwrap();
}

#[test]
fn bad_usage_and_bad_boards_exit_2() {
    let path = temp_file("shared.txt", SHARED);
    let file = path.to_str().unwrap();
    for (args, message) in [
        (vec!["play"], ""),
        (vec!["play", "chess"], "unknown game \"chess\""),
        (vec!["play", "mine"], "give the board as a FILE"),
        (vec!["play", "mine", "-"], "give the board as a FILE"),
        (
            vec!["play", "mine", "--case", "2", file],
            "case 2 does not exist",
        ),
        (
            vec!["play", "mine", "--case", "x", file],
            "--case needs a whole number",
        ),
        (
            vec!["play", "mine", "--you", "third", file],
            "--you must be one of first, second",
        ),
        (
            vec!["play", "mine", "/no/such/file"],
            "cannot read /no/such/file",
        ),
    ] {
        let run = gridplay(&args, "");
        if message.is_empty() {
            assert_eq!(run.code, 0);
            assert!(run.stdout.contains("gridplay play mine"));
            continue;
        }
        assert_eq!(run.code, 2, "{args:?}");
        assert!(run.stderr.contains(message), "{args:?}: {}", run.stderr);
    }
    let bad = temp_file("bad.txt", "1\n3 3 1\n1 x\n");
    let run = gridplay(&["play", "mine", bad.to_str().unwrap()], "");
    assert_eq!(run.code, 2);
    assert!(run.stderr.contains("line 3, column 3"), "{}", run.stderr);
    let help = gridplay(&["play", "mine", "--help"], "");
    assert!(help.stdout.contains("[3]   face-down number 3"));
    std::fs::remove_file(path).unwrap();
    std::fs::remove_file(bad).unwrap();
}
