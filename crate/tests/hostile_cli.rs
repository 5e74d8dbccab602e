//! Every reproducer of issue 12 ("judge fidelity and hostile input") against the real
//! binary: huge or overflowing sizes, endless input, closed and full output streams,
//! control bytes, a byte-order mark, repeated options. None may panic (exit 101), hang,
//! or print an answer for a board it did not read.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use common::cli::{CliRun, gridplay};

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_gridplay"))
}

/// Runs with stdin from `stdin`, stdout and stderr to the given files (`None`: piped).
fn run_to(args: &[&str], stdin: &[u8], stdout: Option<&str>, stderr: Option<&str>) -> CliRun {
    let open = |path: Option<&str>| match path {
        Some(path) => Stdio::from(std::fs::OpenOptions::new().write(true).open(path).unwrap()),
        None => Stdio::piped(),
    };
    let mut child = bin()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(open(stdout))
        .stderr(open(stderr))
        .spawn()
        .unwrap();
    let _ = child.stdin.take().unwrap().write_all(stdin);
    let output = child.wait_with_output().unwrap();
    CliRun {
        code: output
            .status
            .code()
            .expect("exited normally, not by a signal"),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

fn assert_refused(run: &CliRun, phrase: &str) {
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert_eq!(run.stdout, "", "no answer for a board that was not read");
    assert!(run.stderr.contains(phrase), "{}", run.stderr);
}

#[test]
fn sizes_that_overflow_or_pass_the_limit_are_refused() {
    let run = gridplay(&["geography"], b"4294967296 4294967296\n");
    assert_refused(
        &run,
        "line 1, column 12: the board has 4294967296×4294967296 = more than 2⁶⁴ cells",
    );
    let run = gridplay(&["geography"], b"9223372036854775809 2\n.#\n");
    assert_refused(&run, "more than 2⁶⁴ cells");
    let run = gridplay(&["geography"], b"3 6148914691236517206\n");
    assert_refused(&run, "over the limit of 16000000");
    // A limit above what cell indices hold is clamped, before any allocation.
    let run = gridplay(
        &["geography", "--max-cells", "1000000000000"],
        b"1000000 1000000\n",
    );
    assert_refused(
        &run,
        "over the largest board gridplay holds, 4294967294 cells",
    );
    // Within the limit, a header alone allocates nothing: the rows are missing.
    let run = gridplay(
        &["geography", "--max-cells", "4000000000"],
        b"60000 60000\n",
    );
    assert_refused(&run, "expected 60000 rows but the input ends after 0");
    let run = gridplay(
        &["mine", "--max-cells", "1000000000000"],
        b"1\n1000000 1000000 0\n",
    );
    assert_refused(&run, "over the limit of 1000");
}

#[cfg(unix)]
#[test]
fn dev_zero_is_refused_at_its_first_byte() {
    // slide read a megabyte of NULs and said "longer than 1048576 bytes" (issue 38).
    for game in ["geography", "mine", "slide"] {
        let started = Instant::now();
        let run = gridplay(&[game, "/dev/zero"], b"");
        assert_refused(&run, "/dev/zero: line 1, column 1:");
        assert!(run.stderr.contains("\\x00"), "{}", run.stderr);
        assert!(started.elapsed() < Duration::from_secs(30));
    }
    // A good first line, then NULs: the first NUL is named, not the megabyte's end.
    let mut input = b"1 6\n".to_vec();
    input.resize(3 << 20, 0);
    let run = gridplay(&["slide"], &input);
    assert_refused(&run, "input: line 2, column 1:");
    assert!(run.stderr.contains("\\x00"), "{}", run.stderr);
}

#[test]
fn endless_valid_looking_input_stops_at_a_bound_tied_to_max_cells() {
    // 3 MB of '.' for a board of at most 10 cells: 1 MiB + 4 bytes a cell is the bound.
    let mut input = b"1 10\n".to_vec();
    input.resize(3 << 20, b'.');
    let run = gridplay(&["geography", "--max-cells", "10"], &input);
    assert_refused(&run, "the input is longer than 1048616 bytes");
    assert!(run.stderr.contains("raise --max-cells"), "{}", run.stderr);
    let mut input = b"1\n1 1 0\n".to_vec();
    input.resize(3 << 20, b' ');
    let run = gridplay(&["mine", "--max-cells", "10", "--max-cases", "1"], &input);
    assert_refused(&run, "the input is longer than 1144 bytes");
}

#[cfg(target_os = "linux")]
#[test]
fn full_stdout_exits_1_with_a_message() {
    let sample = b"3 3\n.##\n...\n#.#\n";
    for (args, input) in [
        (&["--help"][..], &b""[..]),
        (&["help", "mine"], b""),
        (&["--version"], b""),
        (&["geography"], sample),
        (&["trace", "geography"], sample),
        (&["mine"], b"1\n3 3 0\n"),
        (&["trace", "mine"], b"1\n3 3 0\n"),
    ] {
        let run = run_to(args, input, Some("/dev/full"), None);
        assert_eq!(run.code, 1, "{args:?}: {}", run.stderr);
        assert!(
            run.stderr.starts_with("gridplay: cannot write output: "),
            "{args:?}: {}",
            run.stderr
        );
    }
}

/// A closed standard output (`gridplay slide FILE >&-`) is said, exit code 1, as a full
/// one is: Rust's standard library takes writes to it as done, so every command exited
/// 0 and printed nothing (issue 38).
#[cfg(unix)]
#[test]
fn closed_stdout_exits_1_with_a_message() {
    for (args, input) in [
        ("geography", &b"3 3\n.##\n...\n#.#\n"[..]),
        ("mine", b"1\n3 3 0\n"),
        ("slide", b"1 6\nXO.OXO\n1\n1 2\n1 1\n"),
        ("--version", b""),
    ] {
        let mut child = std::process::Command::new("sh")
            .args([
                "-c",
                "exec \"$0\" \"$1\" >&-",
                env!("CARGO_BIN_EXE_gridplay"),
                args,
            ])
            .stdin(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        // (gridplay may exit before reading its input: a broken pipe here is fine.)
        let _ = std::io::Write::write_all(&mut child.stdin.take().unwrap(), input);
        let out = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args}: {stderr}");
        assert_eq!(
            stderr, "gridplay: cannot write output: standard output is closed\n",
            "{args}"
        );
    }
}

#[cfg(target_os = "linux")]
#[test]
fn full_stderr_never_panics_and_never_suppresses_the_answer() {
    // A diagnostic that cannot be written: exit 1, not a panic.
    for (args, input) in [
        (&["geography"][..], &b"3 x\n"[..]),
        (&["mine", "--bogus"], b""),
        (&["trace"], b""),
    ] {
        let run = run_to(args, input, None, Some("/dev/full"));
        assert_eq!(run.code, 1, "{args:?}");
        assert_eq!(run.stdout, "");
    }
    // A warning (mine listed twice) and a promise note that cannot be written: the
    // answer is printed all the same.
    let input = b"2\n3 3 2\n1 1\n1 1\n4 4 2\n1 1\n3 3\n";
    let run = run_to(&["mine"], input, None, Some("/dev/full"));
    assert_eq!(run.code, 0);
    assert_eq!(run.stdout, "Case #1: Fanglaoshi\nCase #2: Xiemao\n");
}

#[test]
fn a_closed_stdout_is_not_an_error() {
    // `gridplay … | head -c 0`: the reader goes away; no panic, exit 0.
    let mut child = bin()
        .args(["trace", "mine"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"1\n300 300 0\n")
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
}

#[test]
fn control_bytes_are_escaped_in_messages() {
    let cases: [(&[&str], &[u8]); 4] = [
        (&["geography"], b"\x1b[2J\x1b[31m 3\n"),
        (&["geography"], b"2 2\n.\x07\n..\n"),
        (&["mine"], b"1\n3 3 1\n1 \x1b]0;x\x07\n"),
        (&["mine", "--max-visits", "\x1b[5m"], b""),
    ];
    for (args, input) in cases {
        let run = gridplay(args, input);
        assert_eq!(run.code, 2, "{args:?}");
        assert!(
            !run.stderr.bytes().any(|b| b < 0x20 && b != b'\n'),
            "raw control byte in {:?}",
            run.stderr
        );
        assert!(
            run.stderr.contains("\\x1b") || run.stderr.contains("\\x07"),
            "{}",
            run.stderr
        );
    }
    let run = gridplay(&["geography", "--bogus\x1b[2J"], b"");
    assert!(
        run.stderr.contains("unknown option \"--bogus\\x1b[2J\""),
        "{}",
        run.stderr
    );
}

#[test]
fn a_byte_order_mark_is_skipped_or_named() {
    let run = gridplay(&["geography"], "\u{feff}3 3\n.##\n...\n#.#\n".as_bytes());
    assert_eq!(
        (run.code, run.stdout.as_str()),
        (0, "WIN\n2 3\n3 2\n"),
        "{}",
        run.stderr
    );
    let run = gridplay(
        &["mine"],
        "\u{feff}2\r\n3 3 0\r\n3 3 1\r\n1 1\r\n".as_bytes(),
    );
    assert_eq!(
        run.stdout, "Case #1: Xiemao\nCase #2: Fanglaoshi\n",
        "{}",
        run.stderr
    );
    // Two files pasted together: the second mark is named, not shown invisibly.
    let run = gridplay(&["geography"], "\u{feff}2 2\n..\n.\u{feff}\n".as_bytes());
    assert_refused(
        &run,
        "line 3, column 2: a byte-order mark (U+FEFF) is not a cell",
    );
    let run = gridplay(&["mine"], "1\n\u{feff}3 3 0\n".as_bytes());
    assert_refused(
        &run,
        "found a byte-order mark (U+FEFF), which may only start the input",
    );
}

#[test]
fn token_game_reads_scanf_style() {
    let run = gridplay(&["geography"], b"3 3\n\n.##\n...\n#.#\n");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stdout, "WIN\n2 3\n3 2\n");
    let run = gridplay(&["geography", "--format", "loj6033"], b"3\n3 .## ... #.#");
    assert_eq!(run.stdout, "2\n2 3\n3 2\n");
}

#[test]
fn option_messages_say_what_is_wrong() {
    let run = gridplay(&["geography", "--format", "p4055", "--format=loj6033"], b"");
    assert_eq!(run.code, 2);
    assert!(
        run.stderr.contains("--format is given more than once"),
        "{}",
        run.stderr
    );
    let run = gridplay(&["mine", "--max-visits", "1", "--max-visits", "2"], b"");
    assert!(
        run.stderr.contains("--max-visits is given more than once"),
        "{}",
        run.stderr
    );

    for args in [
        &["trace", "--help"][..],
        &["trace", "-h"],
        &["help", "trace"],
    ] {
        let run = gridplay(args, b"");
        assert_eq!(run.code, 0, "{args:?}: {}", run.stderr);
        assert!(
            run.stdout.contains("gridplay trace mine [OPTIONS] [FILE]"),
            "{}",
            run.stdout
        );
    }
    let run = gridplay(&["help", "trace", "mine"], b"");
    assert_eq!(run.code, 0);
    assert!(run.stdout.contains("--max-visits"), "{}", run.stdout);
    let run = gridplay(&["trace", "--algo", "kuhn"], b"");
    assert_eq!(run.code, 2);
    assert!(
        run.stderr.contains("trace needs a game before its options"),
        "{}",
        run.stderr
    );
}

#[test]
fn mine_issue_example_prints_the_accepted_answer() {
    let run = gridplay(&["mine"], b"1\n3 3 2\n0 2\n2 0\n");
    assert_eq!(run.code, 0);
    assert_eq!(run.stdout, "Case #1: Xiemao\n");
    assert!(
        run.stderr.ends_with(
            "(1, 1); the accepted solutions print Xiemao; the true winner (exact search) is Xiemao\n"
        ),
        "{}",
        run.stderr
    );
}
