//! `gridplay slide`: the problem's samples, and bad input named by line and column
//! with exit code 2.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::cli::gridplay;

/// The problem statement's sample 1.
const SAMPLE_1: &str = "1 6\nXO.OXO\n1\n1 2\n1 1\n";

/// The problem statement's sample 3.
const SAMPLE_3: &str = "4 4\nOOXX\nOXXO\nOO.O\nXXXO\n2\n3 2\n2 2\n1 2\n1 3\n";

#[test]
fn the_samples_give_the_problems_outputs() {
    for (input, expected) in [(SAMPLE_1, "1\n1\n"), (SAMPLE_3, "2\n1\n2\n")] {
        let run = gridplay(&["slide"], input.as_bytes());
        assert_eq!((run.code, run.stderr.as_str()), (0, ""), "{input}");
        assert_eq!(run.stdout, expected, "{input}");
    }
}

#[test]
fn judge_inputs_with_spaces_at_line_ends_and_crlf_read_as_scanf_does() {
    let messy =
        "4 4 \r\nOOXX  \r\nOXXO\t\r\nOO.O \r\nXXXO\r\n2 \r\n3 2 \r\n2 2\r\n1 2   \r\n1 3 \r\n\r\n";
    let run = gridplay(&["slide"], messy.as_bytes());
    assert_eq!(
        (run.code, run.stdout.as_str()),
        (0, "2\n1\n2\n"),
        "{}",
        run.stderr
    );
}

/// Each bad input, with the line, column and a phrase its message must contain.
const BAD_INPUTS: &[(&[u8], usize, usize, &str)] = &[
    (b"", 1, 1, "missing the number of rows N"),
    (
        b"0 6\n",
        1,
        1,
        "the number of rows N must be 1 to 40, not 0",
    ),
    (
        b"1 41\n",
        1,
        3,
        "the number of columns M must be 1 to 40, not 41",
    ),
    (b"99999999999999999999999 2\n", 1, 1, "far too large"),
    (b"2 2\nO.\n", 3, 1, "missing row 2 of 2"),
    (
        b"1 6\nXO.OX\n1\n",
        2,
        6,
        "row 1 is too short: expected 6 cells, found 5",
    ),
    (
        b"1 6\nXO.OXOO\n",
        2,
        7,
        "row 1 is too long: expected 6 cells, found 7",
    ),
    (b"1 6\nXO.OXA\n", 2, 6, "not \"A\""),
    (b"1 6\nXO.\xffXO\n", 2, 4, "byte 0xff"),
    (
        b"1 6\nXO..XO\n",
        2,
        4,
        "a second empty cell: the board has exactly one (the first is at row 1, column 3)",
    ),
    (b"1 6\nXOXOXO\n1\n", 2, 1, "no empty cell"),
    (
        b"1 6\nXO.OXO\n0\n",
        3,
        1,
        "the number of rounds K must be 1 to 1000, not 0",
    ),
    (b"1 6\nXO.OXO\n1001\n", 3, 1, "1 to 1000, not 1001"),
    (
        b"1 6\nXO.OXO\n1\n1 2\n",
        5,
        1,
        "missing the row of 蛋蛋's move 1",
    ),
    (
        b"1 6\nXO.OXO\n1\n1 2 1\n",
        5,
        1,
        "missing the column of 蛋蛋's move 1",
    ),
    (b"1 6\nXO.OXO\n1\n1 x\n", 4, 3, "found \"x\""),
    (
        b"1 6\nXO.OXO\n1\n1 7\n1 1\n",
        4,
        3,
        "the column of 兔兔's move 1 must be 1 to 6, not 7",
    ),
    (
        b"1 6\nXO.OXO\n1\n1 1\n1 2\n",
        4,
        1,
        "兔兔's move 1 (turn 1) is illegal: row 1, column 1 holds a black piece X, and 兔兔 moves white pieces O",
    ),
    (
        b"1 6\nXO.OXO\n1\n1 3\n1 2\n",
        4,
        1,
        "row 1, column 3 holds the empty cell",
    ),
    (
        b"1 6\nXO.OXO\n1\n1 6\n1 1\n",
        4,
        1,
        "row 1, column 6 is not next to the empty cell at row 1, column 3",
    ),
    (
        b"1 6\nXO.OXO\n1\n1 2\n1 3\n",
        5,
        1,
        "蛋蛋's move 1 (turn 2) is illegal: row 1, column 3 holds a white piece O, and 蛋蛋 moves black pieces X",
    ),
    (
        b"1 6\nXO.OXO\n1\n1 4\n  1 5\n",
        5,
        3,
        "the input promises 蛋蛋 wins in the end, but after this last move 兔兔 can still slide the white piece at row 1, column 6",
    ),
    (
        b"1 6\nXO.OXO\n1\n1 2\n1 1\n7\n",
        6,
        1,
        "unexpected \"7\" after the 2 moves",
    ),
];

#[test]
fn bad_inputs_name_their_line_and_column_and_exit_2() {
    for &(bytes, line, column, phrase) in BAD_INPUTS {
        let run = gridplay(&["slide"], bytes);
        let input = String::from_utf8_lossy(bytes);
        assert_eq!(run.code, 2, "{input:?}: {}", run.stderr);
        assert_eq!(run.stdout, "", "{input:?}: nothing is answered");
        let prefix = format!("gridplay: input: line {line}, column {column}: ");
        assert!(
            run.stderr.starts_with(&prefix),
            "{input:?}: expected {prefix:?}, got {:?}",
            run.stderr
        );
        assert!(run.stderr.contains(phrase), "{input:?}: {:?}", run.stderr);
        let trace = gridplay(&["trace", "slide"], bytes);
        assert_eq!((trace.code, trace.stdout.as_str()), (2, ""), "{input:?}");
    }
}

#[test]
fn inputs_past_a_megabyte_missing_files_and_unknown_options_exit_2() {
    let mut long = SAMPLE_1.as_bytes().to_vec();
    long.resize(long.len() + (1 << 20), b' ');
    let run = gridplay(&["slide"], &long);
    assert_eq!((run.code, run.stdout.as_str()), (2, ""));
    assert!(
        run.stderr.contains("longer than 1048576 bytes"),
        "{}",
        run.stderr
    );

    let run = gridplay(&["slide", "/nonexistent/slide.txt"], b"");
    assert_eq!(run.code, 2);
    assert!(
        run.stderr.contains("cannot read /nonexistent/slide.txt"),
        "{}",
        run.stderr
    );

    let run = gridplay(&["slide", "--fast"], SAMPLE_1.as_bytes());
    assert_eq!(run.code, 2);
    assert!(
        run.stderr.contains("unknown option \"--fast\""),
        "{}",
        run.stderr
    );
}

#[test]
fn a_file_argument_reads_the_same_as_standard_input() {
    let path = std::env::temp_dir().join(format!("gridplay-slide-{}.txt", std::process::id()));
    std::fs::write(&path, SAMPLE_3).unwrap();
    let run = gridplay(&["slide", path.to_str().unwrap()], b"");
    std::fs::remove_file(&path).unwrap();
    assert_eq!(
        (run.code, run.stdout.as_str()),
        (0, "2\n1\n2\n"),
        "{}",
        run.stderr
    );
}

#[test]
fn help_names_the_problem_and_the_format() {
    let run = gridplay(&["slide", "--help"], b"");
    assert_eq!(run.code, 0);
    for phrase in ["P1971", "兔兔", "2K moves", "trace slide"] {
        assert!(run.stdout.contains(phrase), "{phrase}: {}", run.stdout);
    }
    let run = gridplay(&["--help"], b"");
    assert!(run.stdout.contains("slide"), "{}", run.stdout);
}

/// `play slide FILE` names the line of a bad recorded game, as `gridplay slide` does
/// (it said `line 3, column 1: unexpected "1" after the board` for an illegal move on
/// line 5, issue 38); a board alone, or a good recorded game, starts the game.
#[test]
fn play_names_the_line_of_a_bad_recorded_game() {
    let dir = std::env::temp_dir().join(format!("gridplay-play-slide-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (name, text, said) in [
        // 兔兔's move 1 2 is legal; 蛋蛋's 1 6 is not next to the empty cell.
        (
            "illegal",
            &b"1 6\nXO.OXO\n1\n1 2\n1 6\n"[..],
            Some("line 5, column 1:"),
        ),
        (
            "garbage",
            b"1 6\nXO.OXO\n1\n1 2\n1 1\nxyz\n",
            Some("line 6, column 1:"),
        ),
        ("rounds", b"1 6\nXO.OXO\n0\n", Some("line 3, column 1:")),
        ("board", b"1 6\nXO.OXO\n", None),
        ("game", b"1 6\nXO.OXO\n1\n1 2\n1 1\n", None),
    ] {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        let run = gridplay(&["play", "slide", path.to_str().unwrap()], b"quit\n");
        match said {
            Some(said) => {
                assert_eq!(run.code, 2, "{name}: {}", run.stderr);
                assert!(run.stderr.contains(said), "{name}: {}", run.stderr);
            }
            None => assert_eq!(run.code, 0, "{name}: {}", run.stderr),
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
