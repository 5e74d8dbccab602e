//! Command-line arguments that are not UTF-8 (issue 29, item 1): a file name may be any
//! bytes and is read; an option value that must be text gets a message naming it
//! (escaped) and exit code 2; no word in any position makes any subcommand panic
//! (exit 101) or abort (134).

#![cfg(unix)]

use std::ffi::{OsStr, OsString};
use std::io::Write;
use std::os::unix::ffi::{OsStrExt, OsStringExt};
use std::process::{Command, Stdio};

/// Runs `gridplay` with raw byte arguments and `stdin`; (exit code, stdout, stderr).
fn run(args: &[&[u8]], stdin: &[u8]) -> (i32, Vec<u8>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gridplay"))
        .args(args.iter().map(|a| OsStr::from_bytes(a)))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let _ = child.stdin.take().unwrap().write_all(stdin);
    let output = child.wait_with_output().unwrap();
    let code = output
        .status
        .code()
        .expect("exited, not killed by a signal");
    let stderr = String::from_utf8(output.stderr).expect("messages are UTF-8 text");
    (code, output.stdout, stderr)
}

const BOARD: &[u8] = b"3 3\n.##\n...\n#.#\n";

#[test]
fn a_file_name_that_is_not_utf8_is_read() {
    let dir = std::env::temp_dir().join(format!("gridplay-args-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut name = dir.clone().into_os_string().into_vec();
    name.extend_from_slice(b"/board\xff.txt");
    std::fs::write(OsString::from_vec(name.clone()), BOARD).unwrap();
    let (code, stdout, stderr) = run(&[b"geography", &name], b"");
    assert_eq!(
        (code, stdout.as_slice()),
        (0, &b"WIN\n2 3\n3 2\n"[..]),
        "{stderr}"
    );
    let (code, stdout, _) = run(&[b"explain", b"geography", b"--cell", b"2,3", &name], b"");
    assert_eq!(code, 0);
    assert!(stdout.starts_with(b"WIN (2,3)"));
    // A missing one is named with the byte escaped.
    let (code, _, stderr) = run(&[b"geography", b"no\xffsuch.txt"], b"");
    assert_eq!(code, 2);
    assert!(stderr.contains("cannot read no\\xffsuch.txt"), "{stderr}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_issue_reproducers_say_what_is_wrong() {
    let (code, _, stderr) = run(&[b"mine", b"--max-cases=\xff"], b"");
    assert_eq!(code, 2);
    assert!(
        stderr.contains("--max-cases needs text, not \"\\xff\" (not UTF-8)"),
        "{stderr}"
    );
    let (code, _, stderr) = run(&[b"explain", b"geography", b"--cell=1,\xff"], BOARD);
    assert_eq!(code, 2);
    assert!(
        stderr.contains("--cell needs text, not \"1,\\xff\""),
        "{stderr}"
    );
    let (code, _, stderr) = run(&[b"geography", b"--algo", b"\xff"], BOARD);
    assert_eq!(code, 2);
    assert!(stderr.contains("--algo needs text"), "{stderr}");
    let (code, _, stderr) = run(&[b"\xffgeography"], BOARD);
    assert_eq!(code, 2);
    assert!(
        stderr.contains("unknown command \"\\xffgeography\""),
        "{stderr}"
    );
    // Not mistaken for no argument at all (which prints the help).
    for command in [&b"play"[..], b"explain", b"trace"] {
        let (code, stdout, stderr) = run(&[command, b"\xff"], b"");
        assert_eq!((code, stdout.len()), (2, 0), "{stderr}");
        assert!(stderr.contains("\\xff"), "{stderr}");
    }
}

#[test]
fn no_word_in_any_place_panics_any_subcommand() {
    let commands: [&[&[u8]]; 12] = [
        &[],
        &[b"help"],
        &[b"trace"],
        &[b"play"],
        &[b"explain"],
        &[b"geography"],
        &[b"mine"],
        &[b"trace", b"geography"],
        &[b"trace", b"mine"],
        &[b"explain", b"geography", b"--cell", b"1,1"],
        &[b"play", b"geography"],
        &[b"play", b"mine"],
    ];
    let words: [&[u8]; 10] = [
        b"\xff",
        b"-\xff",
        b"--\xff",
        b"--cell=\xff",
        b"--max-cells=\xff",
        b"--moves=\xff",
        b"--you=\xfe\xff",
        b"--case=\xc3",
        b"board\xff.txt",
        b"\xed\xa0\x80",
    ];
    for command in commands {
        for word in words {
            for place in 0..=command.len() {
                let mut args = command.to_vec();
                args.insert(place, word);
                let (code, _, stderr) = run(&args, b"");
                let shown = String::from_utf8_lossy(&args.concat()).into_owned();
                assert!(matches!(code, 0 | 2), "{shown:?}: exit {code}: {stderr}");
                if code == 2 {
                    assert!(stderr.starts_with("gridplay: "), "{shown:?}: {stderr}");
                    let repeated = stderr.contains("is given more than once");
                    assert!(
                        stderr.contains("\\x") || repeated,
                        "{shown:?}: the word is shown: {stderr}"
                    );
                }
            }
        }
    }
}

/// A control character in an option's value is escaped in the message, as docs/cli.md
/// says of every message: a raw line break split the message in two (issue 38).
#[test]
fn control_characters_in_option_values_are_escaped() {
    let slide = b"1 6\nXO.OXO\n1\n1 2\n1 1\n";
    for (args, stdin, shown) in [
        (
            &[&b"explain"[..], b"slide", b"--move", b"1\n"][..],
            &slide[..],
            "not \"1\\x0a\"",
        ),
        (
            &[b"geography", b"--max-cells", b"1\nx"],
            BOARD,
            "not \"1\\x0ax\"",
        ),
        (
            &[b"geography", b"--algo", b"ku\nhn"],
            BOARD,
            "not \"ku\\x0ahn\"",
        ),
        (
            &[b"explain", b"geography", b"--cell", b"1,\x011"],
            BOARD,
            "not \"1,\\x011\"",
        ),
    ] {
        let (code, stdout, stderr) = run(args, stdin);
        assert_eq!(
            (code, stdout.as_slice()),
            (2, &b""[..]),
            "{args:?}: {stderr}"
        );
        assert!(stderr.contains(shown), "{args:?}: {stderr}");
        // One line of message, then the hint: no raw control character anywhere.
        assert_eq!(stderr.lines().count(), 2, "{args:?}: {stderr}");
        let message = stderr.lines().next().unwrap();
        assert!(!message.chars().any(char::is_control), "{args:?}: {stderr}");
    }
}
