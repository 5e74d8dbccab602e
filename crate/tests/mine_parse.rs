//! The Mine input reader: every error with its line and column, warnings, leniency, and
//! no panic on any bytes.

#![cfg(not(target_arch = "wasm32"))]

use gridplay::mine::board::MINE;
use gridplay::mine::parse::{CaseReader, Limits, check, parse};
use proptest::prelude::*;

/// The error for `input` under the default limits, as (line, column, message).
fn error(input: &str) -> (usize, usize, String) {
    error_with(input, Limits::default())
}

fn error_with(input: &str, limits: Limits) -> (usize, usize, String) {
    match parse(input.as_bytes(), &limits) {
        Ok(parsed) => panic!("{input:?} parsed: {} boards", parsed.boards.len()),
        Err(e) => (e.line, e.column, e.message),
    }
}

fn assert_error(input: &str, line: usize, column: usize, words: &str) {
    let (l, c, message) = error(input);
    assert_eq!((l, c), (line, column), "{input:?}: {message}");
    assert!(
        message.contains(words),
        "{input:?}: message {message:?} lacks {words:?}"
    );
}

#[test]
fn missing_or_bad_case_count() {
    assert_error("", 1, 1, "missing the number of cases T");
    assert_error("\n\n  ", 3, 3, "missing the number of cases T");
    assert_error("x\n", 1, 1, "T must be a whole number, found \"x\"");
    assert_error("2x\n", 1, 1, "must be a whole number");
    assert_error("-1\n", 1, 1, "found \"-1\"");
    assert_error("99999999999999999999999\n", 1, 1, "far too large");
    assert_error(
        "1 2\n3 3 0\n",
        1,
        3,
        "unexpected \"2\" after the number of cases T",
    );
}

#[test]
fn case_limit_is_an_option() {
    let mut input = String::from("51\n");
    for _ in 0..51 {
        input.push_str("1 1 0\n");
    }
    assert_error(&input, 1, 1, "T = 51 is over the limit of 50 cases");
    let limits = Limits {
        max_cases: 100,
        ..Limits::default()
    };
    assert_eq!(parse(input.as_bytes(), &limits).unwrap().boards.len(), 51);
}

#[test]
fn missing_or_bad_header() {
    assert_error(
        "1\n",
        2,
        1,
        "missing the number of rows N of case 1: the input ends",
    );
    assert_error("2\n1 1 0\n", 3, 1, "missing the number of rows N of case 2");
    assert_error(
        "1\n3\n3 0\n",
        2,
        2,
        "missing the number of columns M of case 1 on this line",
    );
    assert_error(
        "1\n3 3\n0\n",
        2,
        4,
        "missing the number of mines K of case 1 on this line",
    );
    assert_error(
        "1\n3 3",
        2,
        4,
        "missing the number of mines K of case 1: the input ends",
    );
    assert_error(
        "1\n3 -1 0\n",
        2,
        3,
        "columns M of case 1 must be a whole number",
    );
    assert_error(
        "1\n3 3 0 extra\n",
        2,
        7,
        "unexpected \"extra\" after the header",
    );
    assert_error(
        "1\n3 3 k\n",
        2,
        5,
        "mines K of case 1 must be a whole number, found \"k\"",
    );
}

#[test]
fn board_size_limits() {
    assert_error("1\n0 3 0\n", 2, 1, "rows N must be at least 1");
    assert_error("1\n3 0 0\n", 2, 3, "columns M must be at least 1");
    assert_error(
        "1\n1001 3 0\n",
        2,
        1,
        "rows N is 1001, over the limit of 1000",
    );
    assert_error(
        "1\n3 1001 0\n",
        2,
        3,
        "columns M is 1001, over the limit of 1000",
    );
    assert_error(
        "1\n3 3 10\n",
        2,
        5,
        "K = 10 mines do not fit on a 3×3 board (9 cells)",
    );
    let small = Limits {
        max_cells: 8,
        ..Limits::default()
    };
    let (line, column, message) = error_with("1\n3 3 0\n", small);
    assert_eq!((line, column), (2, 1));
    assert!(
        message.contains("9 cells, over the limit of 8"),
        "{message}"
    );
    // The largest board and a full board are fine.
    let full = parse(b"1\n1000 1000 0\n", &Limits::default()).unwrap();
    assert_eq!(full.boards[0].len(), 1_000_000);
    let all_mines = parse(b"1\n1 2 2\n0 0\n0 1\n", &Limits::default()).unwrap();
    assert_eq!(all_mines.boards[0].cells(), &[MINE, MINE]);
}

#[test]
fn mine_lines() {
    assert_error(
        "1\n3 3 2\n0 0\n",
        4,
        1,
        "missing mine 2 of 2 (case 1): the input ends",
    );
    assert_error(
        "1\n3 3 1\n3 0\n",
        3,
        1,
        "row x = 3 of mine 1 of 1 (case 1) is off the board",
    );
    assert_error(
        "1\n3 3 1\n0  5\n",
        3,
        4,
        "column y = 5 of mine 1 of 1 (case 1) is off the board",
    );
    assert_error(
        "1\n3 3 1\n0\n",
        3,
        2,
        "missing the column y of mine 1 of 1 (case 1) on this line",
    );
    assert_error(
        "1\n3 3 1\n0 0 0\n",
        3,
        5,
        "unexpected \"0\" after mine 1 of 1 (case 1)",
    );
    assert_error(
        "1\n3 3 1\na b\n",
        3,
        1,
        "row x of mine 1 of 1 (case 1) must be a whole number",
    );
    assert_error(
        "1\n3 3 1\n1 b\n",
        3,
        3,
        "column y of mine 1 of 1 (case 1) must be a whole number",
    );
    assert_error("1\n3 3 1\n1 1x\n", 3, 3, "found \"1x\"");
    // One mine line short: the next header is read as a mine and does not fit.
    assert_error("2\n9 9 2\n0 0\n5 5 0\n", 4, 5, "is a mine line missing?");
    // Columns count characters, not bytes.
    assert_error("1\n3 3 1\n0 0 é\n", 3, 5, "unexpected \"é\"");
}

#[test]
fn trailing_text() {
    assert_error(
        "1\n3 3 1\n0 0\n7\n",
        4,
        1,
        "unexpected text after the last case (T = 1)",
    );
    assert_error("0\n1 1 0\n", 2, 1, "after the last case (T = 0)");
}

#[test]
fn lenient_whitespace() {
    let canonical = parse(b"2\n3 3 0\n3 3 1\n1 1\n", &Limits::default()).unwrap();
    for variant in [
        "2\r\n3 3 0\r\n3 3 1\r\n1 1\r\n",
        "\n 2 \n\n3 3 0\n 3  3 1 \n\n 1\t1",
        "2\n3 3 0\n3 3 1\n1 1\n\n\n   \n",
        "2\n3 3 0\n3 3 1\n001 1\n",
    ] {
        let parsed = parse(variant.as_bytes(), &Limits::default()).unwrap();
        assert_eq!(parsed.boards, canonical.boards, "{variant:?}");
    }
    assert!(parse(b"0\n", &Limits::default()).unwrap().boards.is_empty());
}

#[test]
fn duplicate_mines_warn_and_count_once() {
    let parsed = parse(b"1\n3 3 4\n1 1\n0 0\n  1 1\n0 0\n", &Limits::default()).unwrap();
    let board = &parsed.boards[0];
    assert_eq!(board.mines(), 2);
    assert_eq!(board.value(board.cell(0, 1)), 2);
    let places: Vec<(usize, usize)> = parsed.warnings.iter().map(|w| (w.line, w.column)).collect();
    assert_eq!(places, [(5, 3), (6, 1)]);
    assert!(
        parsed.warnings[0]
            .message
            .contains("mine (1, 1) of case 1 is listed again")
    );
    assert_eq!(
        parsed.warnings[0].to_string(),
        "line 5, column 3: warning: mine (1, 1) of case 1 is listed again; it counts once"
    );
}

#[test]
fn reader_stops_after_an_error() {
    let mut reader = CaseReader::new(b"3\n1 1 0\n1 1 5\n1 1 0\n", Limits::default()).unwrap();
    assert_eq!(reader.cases(), 3);
    assert!(reader.next().unwrap().is_ok());
    let error = reader.next().unwrap().unwrap_err();
    assert_eq!((error.line, error.column), (3, 5));
    assert!(reader.next().is_none());
}

#[test]
fn numbers_match_a_direct_count() {
    let parsed = parse(b"1\n4 5 4\n0 0\n1 2\n3 4\n3 3\n", &Limits::default()).unwrap();
    let board = &parsed.boards[0];
    let mines = [(0, 0), (1, 2), (3, 4), (3, 3)];
    for row in 0..4i32 {
        for col in 0..5i32 {
            let value = board.value(board.cell(row as u32, col as u32));
            if mines.contains(&(row, col)) {
                assert_eq!(value, MINE);
            } else {
                let count = mines
                    .iter()
                    .filter(|(r, c)| (r - row).abs() <= 1 && (c - col).abs() <= 1)
                    .count();
                assert_eq!(usize::from(value), count, "cell ({row}, {col})");
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn no_panic_on_any_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
        let _ = parse(&bytes, &Limits::default());
    }

    #[test]
    fn no_panic_on_token_soup(tokens in proptest::collection::vec(
        prop::sample::select(vec![
            "0", "1", "2", "3", "4", "9", "1000", "1001", "18446744073709551616",
            " ", " ", "\n", "\n", "\r\n", "\t", "x", "-1", "é", "\u{0}",
        ]),
        0..60,
    )) {
        let text = tokens.concat();
        // The look without boards finds the same first error, or none.
        let parsed = parse(text.as_bytes(), &Limits::default());
        let checked = check(text.as_bytes(), &Limits::default());
        prop_assert_eq!(
            checked.err().map(|e| (e.line, e.column, e.message)),
            parsed.as_ref().err().map(|e| (e.line, e.column, e.message.clone()))
        );
        if let Ok(parsed) = parsed {
            for board in parsed.boards {
                prop_assert!(board.mines() <= board.len());
            }
        }
    }
}

#[test]
fn boards_past_u32_cells_are_refused_whatever_the_limits() {
    let open = Limits {
        max_cases: u64::MAX,
        max_side: u32::MAX,
        max_cells: u64::MAX,
    };
    let (line, column, message) = error_with("1\n100000 100000 0\n", open);
    assert_eq!((line, column), (2, 1));
    assert!(
        message.contains("over the limit of 4294967294"),
        "{message}"
    );
}

/// One way to write a mine line: the separators around and between the two numbers,
/// a `+` sign, leading zeros, the line break. The reader reads plain `x y` lines on a
/// fast path and everything else the careful way; both must give the same board.
fn written(row: u32, col: u32, style: u8) -> String {
    let number = |value: u32, k: u8| match k % 4 {
        0 => value.to_string(),
        1 => format!("+{value}"),
        2 => format!("000000000{value}"),
        _ => format!("{value:0>3}"),
    };
    let blank = |k: u8| [" ", "\t", "  \t ", " \x0b"][usize::from(k % 4)];
    let end = ["\n", "\r\n", " \n", "\t\r\n"][usize::from(style / 4 % 4)];
    let lead = ["", " ", "\t", ""][usize::from(style / 16 % 4)];
    format!(
        "{lead}{}{}{}{end}",
        number(row, style),
        blank(style / 64),
        number(col, style / 2)
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    /// Random boards written with every spacing: the numbers equal a direct count of
    /// the mines, and each repeat warns at its own line, as many as there are.
    #[test]
    fn any_spacing_gives_the_direct_count(
        rows in 1u32..7,
        cols in 1u32..7,
        mines in proptest::collection::vec((0u32..7, 0u32..7, any::<u8>(), any::<bool>()), 0..30),
    ) {
        // K may not exceed the cells (repeats included).
        let mines: Vec<(u32, u32, u8, bool)> = mines
            .into_iter()
            .take((rows * cols) as usize)
            .map(|(r, c, s, b)| (r % rows, c % cols, s, b))
            .collect();
        let mut text = format!("1\n{rows} {cols} {}\n", mines.len());
        let mut line = 3;
        let mut repeats = Vec::new();
        let mut placed: Vec<(u32, u32)> = Vec::new();
        for &(row, col, style, blank_line) in &mines {
            if blank_line {
                text.push_str(" \n");
                line += 1;
            }
            text.push_str(&written(row, col, style));
            if placed.contains(&(row, col)) {
                repeats.push(line);
            } else {
                placed.push((row, col));
            }
            line += 1;
        }
        let parsed = parse(text.as_bytes(), &Limits::default())
            .map_err(|e| TestCaseError::fail(format!("{text:?}: {e}")))?;
        let board = &parsed.boards[0];
        for row in 0..rows {
            for col in 0..cols {
                let expected = if placed.contains(&(row, col)) {
                    MINE
                } else {
                    placed
                        .iter()
                        .filter(|&&(r, c)| r.abs_diff(row) <= 1 && c.abs_diff(col) <= 1)
                        .count() as u8
                };
                prop_assert_eq!(board.value(board.cell(row, col)), expected, "{:?}", text);
            }
        }
        let warned: Vec<usize> = parsed.warnings.iter().map(|w| w.line).collect();
        prop_assert_eq!(warned, repeats, "{:?}", text);
    }
}
