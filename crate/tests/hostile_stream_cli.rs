//! Endless or huge judge input on standard input (issue 29, item 4): every command
//! that reads a board fails at the input's first bad token, with its line and
//! column, in bounded memory, instead of reading hundreds of megabytes first.

#![cfg(target_os = "linux")]

mod common;

use std::io::Read;
use std::time::Duration;

use common::cli::gridplay_bounded;

/// Address space a run may take. Before the fix `mine` read up to 600 MB of
/// `yes '1 1'` before it parsed anything, and geography up to 65 MB.
const MEMORY: u64 = 64 << 20;

/// `line` again and again, without end (like `yes`), and how many bytes were taken.
struct Endless {
    line: &'static [u8],
    at: usize,
}

impl Read for Endless {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        for b in buf.iter_mut() {
            *b = self.line[self.at];
            self.at = (self.at + 1) % self.line.len();
        }
        Ok(buf.len())
    }
}

fn endless(line: &'static [u8]) -> Endless {
    Endless { line, at: 0 }
}

/// Runs `args` on endless `line`s and checks the exit code and the position named.
fn fails_at(args: &[&str], line: &'static [u8], position: &str) {
    let run = gridplay_bounded(args, endless(line), Some(MEMORY), Duration::from_secs(60));
    assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
    assert!(
        run.stderr.contains(position),
        "{args:?} should name {position}: {}",
        run.stderr
    );
}

#[test]
fn yes_1_1_fails_at_its_first_bad_token_in_every_command() {
    // T = 1 must stand alone on line 1 (the accepted code reads T, then a case line).
    for args in [&["mine"][..], &["trace", "mine"], &["mine", "--exact"]] {
        fails_at(args, b"1 1\n", "line 1, column 3");
    }
    // A 1×1 board whose row is "1": not a cell.
    for args in [
        &["geography"][..],
        &["trace", "geography"],
        &["geography", "--moves", "knight"],
        &["explain", "geography", "--cell", "1,1"],
    ] {
        fails_at(args, b"1 1\n", "line 2, column 1");
    }
    // slide: a 1×1 board whose row is "1 1": not a piece.
    for args in [
        &["slide"][..],
        &["trace", "slide"],
        &["explain", "slide", "--move", "1"],
    ] {
        fails_at(args, b"1 1\n", "line 2, column 1");
    }
}

#[test]
fn a_board_followed_by_endless_rows_fails_after_the_board() {
    fails_at(&["geography"], b"1 4\n....\n", "line 3, column 1");
    // T = 1, one 1×1 board without mines, then endless more "1 1 0" lines.
    fails_at(&["mine"], b"1\n1 1 0\n", "line 3, column 1");
}

#[test]
fn play_reads_its_board_file_in_bounded_memory_too() {
    // The board file is standard input itself, without end.
    fails_at(
        &["play", "mine", "/dev/stdin"],
        b"1 1\n",
        "line 1, column 3",
    );
    fails_at(
        &["play", "geography", "/dev/stdin"],
        b"1 1\n",
        "line 2, column 1",
    );
}

#[test]
fn an_input_past_the_size_limit_names_where_it_stopped() {
    // Blank lines without end: nothing wrong yet, but longer than any board (or any
    // recorded slide game) may be.
    for args in [&["geography", "--max-cells", "1000"][..], &["slide"]] {
        let run = gridplay_bounded(args, endless(b"\n"), Some(MEMORY), Duration::from_secs(60));
        assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
        assert!(
            run.stderr.contains("column 1: the input is longer than"),
            "{args:?}: {}",
            run.stderr
        );
    }
}
