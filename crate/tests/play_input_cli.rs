//! What `gridplay play` does with typed lines that are not moves (issue 29, items 2
//! and 3): a line that is not UTF-8 gets the same answer as any other line that is not
//! a move and the game goes on; a line longer than 256 bytes is named and skipped to
//! its end in bounded memory; input that cannot be a person playing (a line with no
//! end, a hundred lines in a row that play nothing) stops the game with a message on
//! stderr and exit code 2.

#![cfg(target_os = "linux")]

mod common;

use std::io::Read;
use std::time::Duration;

use common::cli::{CliRun, gridplay_bounded};

/// A 3×3 board whose placer wins at (2,3) and (3,2), in a file for `play`.
const TOKEN_BOARD: &[u8] = b"3 3\n.##\n...\n#.#\n";
/// One HDU 4678 case: a 3×3 board with a mine in the middle.
const MINE_BOARD: &[u8] = b"1\n3 3 1\n1 1\n";
/// A NOI 2011 board (no moves): 兔兔 has two white pieces beside the empty cell.
const SLIDE_BOARD: &[u8] = b"1 6\nXO.OXO\n";

/// Address space a `play` run may take: far below what the unbounded line buffer
/// needed for the inputs below (it grew past 64 MB on 50 MB without a line break).
const MEMORY: u64 = 48 << 20;

/// A board file of its own for each run: the tests run in parallel, and a shared
/// file could be read while another test rewrites it.
fn board_file(name: &str, text: &[u8]) -> String {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("gridplay-play-input-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{n}-{name}"));
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_string()
}

fn play(game: &str, stdin: impl Read + Send + 'static) -> CliRun {
    let (name, text) = match game {
        "geography" => ("token.txt", TOKEN_BOARD),
        "slide" => ("slide.txt", SLIDE_BOARD),
        _ => ("mine.txt", MINE_BOARD),
    };
    let path = board_file(name, text);
    gridplay_bounded(
        &["play", game, &path],
        stdin,
        Some(MEMORY),
        Duration::from_secs(60),
    )
}

fn bytes(text: &[u8]) -> std::io::Cursor<Vec<u8>> {
    std::io::Cursor::new(text.to_vec())
}

const GEOGRAPHY_NOT_A_MOVE: &str = "Type ROW COL (for example '2 3'), hint, undo or quit.";

#[test]
fn a_line_that_is_not_utf8_is_answered_like_any_other_and_the_game_goes_on() {
    // The reproducer: before, exit 1 and nothing said.
    let run = play("geography", bytes(b"\xff\xfe\n2 3\n"));
    assert_eq!(run.code, 0, "{}", run.stderr);
    let words = play("geography", bytes(b"what\n2 3\n"));
    assert_eq!(run.stdout, words.stdout, "the same answer as to words");
    assert_eq!(run.stdout.matches(GEOGRAPHY_NOT_A_MOVE).count(), 1);
    assert!(
        run.stdout.contains("Good: you are still winning."),
        "{}",
        run.stdout
    );

    let run = play("mine", bytes(b"\xff\xfe\n0 0\n"));
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout
            .contains("\"\\xff\\xfe\" is not a move: type ROW COL (0-based), undo or quit"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("you click (0, 0)"), "{}", run.stdout);
}

#[test]
fn a_long_line_is_named_and_skipped_to_its_end() {
    let mut input = vec![b'7'; 300];
    input.extend_from_slice(b"\n2 3\n");
    let run = play("geography", bytes(&input));
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stdout.matches(GEOGRAPHY_NOT_A_MOVE).count(), 1);
    assert!(
        run.stdout.contains("Good: you are still winning."),
        "{}",
        run.stdout
    );

    // 2 MB of spaces and then a move: 256 bytes kept, the rest skipped.
    let mut input = vec![b' '; 900_000];
    input.extend_from_slice(b"\n0 0\n");
    let run = play("mine", bytes(&input));
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout
            .contains("a line of more than 256 bytes is not a move: type ROW COL"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("you click (0, 0)"), "{}", run.stdout);
}

#[test]
fn a_line_with_no_end_stops_the_game_in_bounded_memory() {
    for game in ["geography", "mine"] {
        // Before: the line buffer grew with the input (6 GB in 20 s on /dev/zero) and
        // the run aborted at the memory limit.
        let zeros = std::io::repeat(0).take(50 << 20);
        let run = play(game, zeros);
        assert_eq!(run.code, 2, "{game}: {}", run.stderr);
        assert!(
            run.stderr.contains(
                "gridplay: input: a line of more than 1048576 bytes with no line break: stopping"
            ),
            "{game}: {}",
            run.stderr
        );
    }
}

#[test]
fn a_hundred_lines_in_a_row_that_play_nothing_stop_the_game() {
    // `yes '1 1'`: the first places the token (or clicks), the rest are refused.
    for (game, line) in [("geography", &b"1 1\n"[..]), ("mine", b"0 0\n")] {
        let run = play(game, bytes(&line.repeat(100_000)));
        assert_eq!(run.code, 2, "{game}: {}", run.stderr);
        assert!(
            run.stderr
                .contains("gridplay: input: 100 lines in a row played no move: stopping"),
            "{game}: {}",
            run.stderr
        );
    }
    // Hints and undos with nothing to take back play no move either (issue 38: `yes
    // hint | gridplay play slide` wrote 105 MB in 5 s and never stopped). mine has no
    // hint: the line is not a move there.
    for game in ["geography", "mine", "slide"] {
        for line in [&b"hint\n"[..], b"undo\n"] {
            let run = play(game, bytes(&line.repeat(100_000)));
            let what = String::from_utf8_lossy(line);
            assert_eq!(run.code, 2, "{game}, {what}: {}", run.stderr);
            assert!(
                run.stderr
                    .contains("gridplay: input: 100 lines in a row played no move: stopping"),
                "{game}, {what}: {}",
                run.stderr
            );
        }
    }
    // A few mistakes between moves do not add up.
    let mut input = b"x\n".repeat(99);
    input.extend_from_slice(b"2 3\n");
    input.extend_from_slice(&b"x\n".repeat(99));
    let run = play("geography", bytes(&input));
    assert_eq!(run.code, 0, "{}", run.stderr);
}

#[test]
fn output_that_cannot_be_written_is_said_on_stderr() {
    for game in ["geography", "mine"] {
        let (name, text) = match game {
            "geography" => ("token.txt", TOKEN_BOARD),
            _ => ("mine.txt", MINE_BOARD),
        };
        let path = board_file(name, text);
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_gridplay"))
            .args(["play", game, &path])
            .stdin(std::process::Stdio::null())
            .stdout(
                std::fs::OpenOptions::new()
                    .write(true)
                    .open("/dev/full")
                    .unwrap(),
            )
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(1), "{game}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(
            stderr.starts_with("gridplay: cannot write output: "),
            "{game}: {stderr}"
        );
    }
}
