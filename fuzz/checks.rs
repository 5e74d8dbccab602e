//! What every fuzz input must satisfy, shared by the cargo-fuzz targets
//! (`fuzz/fuzz_targets/*.rs`) and the regression test that replays the kept corpus on
//! stable (`crate/tests/fuzz_regressions.rs`). A failed check panics.
//!
//! For any bytes: no panic, no hang, an error names a real line and column and its
//! message holds no control character. For accepted input: the board round-trips
//! through its judge text, the token game's reader saw exactly `2 + N` scanf tokens,
//! both matching algorithms (with and without a greedy start) agree, mine's solver
//! agrees with the accepted HDU 4678 rule (first region counts a shared number) and
//! its events with its fast path, and the exact search stops within its cap. For the
//! moves typed to `gridplay play`: the bounded line reader gives the lines an
//! independent split of the bytes gives, whatever its buffer's size, holds no more
//! than its limit, and its number reader and word splitter agree with independent
//! ones (Rust's integer parser for `scanf("%d")`'s grammar, C's `isspace`).

#![allow(dead_code)]

use std::collections::VecDeque;

use gridplay::geography::{Algorithm, Board, GreedyStart, Options, solve};
use gridplay::mine::board::{Board as MineBoard, MINE};
use gridplay::mine::exact;
use gridplay::mine::parse::{Limits, parse, write_input};
use gridplay::mine::solver::{Event, Solver};
use gridplay::parse::{Line, LineReader, NumberError, ParseError, is_space, read_number, words};

/// Cells a fuzz board may have: small enough for thousands of runs a second.
pub const MAX_CELLS: u64 = 4096;

fn check_error(data: &[u8], error: &ParseError) {
    let lines = data.iter().filter(|&&b| b == b'\n').count() + 1;
    assert!(
        (1..=lines).contains(&error.line) && error.column >= 1,
        "error outside the input: {error}"
    );
    assert!(
        !error.message.chars().any(char::is_control),
        "control character in {:?}",
        error.message
    );
}

/// The token game: parse, then solve what was read.
pub fn geography(data: &[u8]) {
    let board = match Board::parse_with_limit(data, MAX_CELLS) {
        Ok(board) => board,
        Err(error) => return check_error(data, &error),
    };
    assert!(board.len() as u64 <= MAX_CELLS && !board.is_empty());
    let text = data.strip_prefix(b"\xef\xbb\xbf").unwrap_or(data);
    let tokens = text
        .split(|&b| is_space(b))
        .filter(|t| !t.is_empty())
        .count();
    assert_eq!(tokens, 2 + board.rows() as usize, "scanf tokens");
    assert_eq!(
        Board::parse(board.to_judge_input().as_bytes()).as_ref(),
        Ok(&board)
    );
    let reference = solve(&board, Options::default());
    for algorithm in [Algorithm::Kuhn, Algorithm::HopcroftKarp] {
        for greedy in [GreedyStart::Off, GreedyStart::On] {
            let outcome = solve(
                &board,
                Options {
                    algorithm,
                    greedy,
                    ..Options::default()
                },
            );
            assert_eq!(
                outcome.winning, reference.winning,
                "{algorithm:?} {greedy:?}"
            );
            assert_eq!(outcome.matching_size, reference.matching_size);
        }
    }
}

/// Mine: parse, then solve every case.
pub fn mine(data: &[u8]) {
    let limits = Limits {
        max_cells: MAX_CELLS,
        ..Limits::default()
    };
    let input = match parse(data, &limits) {
        Ok(input) => input,
        Err(error) => return check_error(data, &error),
    };
    let again = parse(write_input(&input.boards).as_bytes(), &limits).expect("own output");
    assert_eq!(again.boards, input.boards);
    for warning in &input.warnings {
        assert!(!warning.message.chars().any(char::is_control));
    }
    for board in input.boards {
        mine_board(board);
    }
}

fn mine_board(board: MineBoard) {
    let mut solver = Solver::new(board.clone());
    let winner = solver.run();
    assert_eq!(
        u32::from(solver.xor()),
        accepted_sg(&board),
        "accepted rule"
    );
    let mut counted = vec![0u32; solver.regions() as usize];
    let mut last = None;
    for event in Solver::new(board.clone()) {
        if let Event::CellReached {
            region,
            number,
            shared,
            ..
        } = event
        {
            counted[region as usize] += u32::from(number != 0 && !shared);
        }
        last = Some(event);
    }
    assert_eq!(counted, solver.region_numbers());
    assert_eq!(
        last,
        Some(Event::Verdict {
            winner,
            xor: solver.xor()
        })
    );
    // The exact search answers or says Unknown; it never panics.
    let _ = exact::solve(&mut solver, 20_000);
}

/// The accepted HDU 4678 solution's XOR: BFS from each unvisited blank in row-major
/// order, marking every queued cell (numbers included), counting numbers it pops.
fn accepted_sg(board: &MineBoard) -> u32 {
    let (n, m) = (board.rows() as usize, board.cols() as usize);
    let value = |x: usize, y: usize| board.value((x * m + y) as u32);
    let mut vis = vec![false; n * m];
    let mut sg = 0;
    for start in 0..n * m {
        if value(start / m, start % m) != 0 || vis[start] {
            continue;
        }
        let mut cnt = 0;
        let mut q = VecDeque::from([start]);
        vis[start] = true;
        while let Some(cell) = q.pop_front() {
            let (x, y) = (cell / m, cell % m);
            if value(x, y) != 0 {
                cnt += 1;
                continue;
            }
            for nx in x.saturating_sub(1)..=(x + 1).min(n - 1) {
                for ny in y.saturating_sub(1)..=(y + 1).min(m - 1) {
                    let next = nx * m + ny;
                    if !vis[next] && value(nx, ny) != MINE {
                        vis[next] = true;
                        q.push_back(next);
                    }
                }
            }
        }
        sg ^= cnt % 2 + 1;
    }
    for (&v, &seen) in board.cells().iter().zip(&vis) {
        if v != 0 && v != MINE && !seen {
            sg ^= 1;
        }
    }
    sg
}

/// Longest line the move reader is given in these checks (the CLI's is 256).
const MOVE_LINE: usize = 24;

/// The move reader of `gridplay play`: the first byte picks the reader's buffer size
/// (1 to 256 bytes), the rest is what the player typed.
pub fn play_moves(data: &[u8]) {
    let Some((&first, typed)) = data.split_first() else {
        return;
    };
    let chunk = usize::from(first) + 1;
    // What the lines must be: split at '\n', a last line without one counts, one
    // '\r' before the '\n' dropped; over MOVE_LINE bytes (with the '\r'): too long.
    let mut expected: Vec<Line<'_>> = Vec::new();
    let mut rest = typed;
    while !rest.is_empty() {
        let end = rest.iter().position(|&b| b == b'\n');
        let raw = &rest[..end.unwrap_or(rest.len())];
        rest = &rest[end.map_or(rest.len(), |n| n + 1)..];
        let line = raw.strip_suffix(b"\r").unwrap_or(raw);
        expected.push(if raw.len() > MOVE_LINE {
            Line::TooLong
        } else {
            match std::str::from_utf8(line) {
                Ok(text) => Line::Text(text),
                Err(_) => Line::NotText(line),
            }
        });
    }
    let input = std::io::BufReader::with_capacity(chunk, typed);
    let mut reader = LineReader::new(input, MOVE_LINE, u64::MAX);
    for want in &expected {
        let got = reader.next_line().expect("reading a slice cannot fail");
        assert_eq!(got.as_ref(), Some(want), "chunks of {chunk}");
        if let Some(Line::Text(text)) = got {
            check_move_words(text);
        }
        assert!(reader.capacity() <= MOVE_LINE, "{}", reader.capacity());
    }
    assert_eq!(reader.next_line().unwrap(), None);

    // With a skipping limit: a line too long to skip stops the reader; it never
    // returns more than its limit and always comes to the end.
    let input = std::io::BufReader::with_capacity(chunk, typed);
    let mut reader = LineReader::new(input, MOVE_LINE, 8);
    let mut calls = 0;
    while let Some(line) = reader.next_line().unwrap() {
        calls += 1;
        assert!(calls <= typed.len() + 1, "the reader does not advance");
        match line {
            Line::Text(text) => assert!(text.len() <= MOVE_LINE && !text.contains('\n')),
            Line::NotText(bytes) => assert!(bytes.len() <= MOVE_LINE && !bytes.contains(&b'\n')),
            Line::TooLong | Line::Endless => {}
        }
        assert!(reader.capacity() <= MOVE_LINE);
    }
}

/// A typed line's words and numbers against independent readers.
fn check_move_words(text: &str) {
    let split: Vec<&str> = text
        .split([' ', '\t', '\n', '\x0b', '\x0c', '\r'])
        .filter(|w| !w.is_empty())
        .collect();
    assert_eq!(words(text).collect::<Vec<_>>(), split);
    for word in split {
        // Rust's integer grammar is scanf's %d: an optional sign, then digits.
        let want = match word.parse::<i128>() {
            Ok(0) => Ok(0),
            Ok(n) if n < 0 => Err(NumberError::Negative),
            Ok(n) => u64::try_from(n).map_err(|_| NumberError::TooLarge),
            Err(e) => match e.kind() {
                std::num::IntErrorKind::PosOverflow => Err(NumberError::TooLarge),
                std::num::IntErrorKind::NegOverflow => Err(NumberError::Negative),
                _ => Err(NumberError::NotANumber),
            },
        };
        assert_eq!(read_number(word.as_bytes()), want, "{word:?}");
    }
}
