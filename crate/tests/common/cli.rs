//! Runs the real `gridplay` binary.

#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Stdio};

/// What a `gridplay` process did.
pub struct CliRun {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

/// Runs `gridplay args…` with `stdin` piped in.
pub fn gridplay(args: &[&str], stdin: &[u8]) -> CliRun {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gridplay"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the gridplay binary runs");
    // A command that exits before reading (--help, bad options) closes the pipe.
    let _ = child.stdin.take().unwrap().write_all(stdin);
    let output = child.wait_with_output().unwrap();
    CliRun {
        code: output.status.code().expect("exited normally"),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}
