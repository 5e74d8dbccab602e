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

/// Runs `gridplay args…` with its standard input written from `stdin` by another
/// thread (so a command that stops reading early never blocks the test), under an
/// address-space limit of `max_memory` bytes when given (`prlimit --as`: a command
/// that tried to hold more fails to allocate and aborts, exit 134), and killed after
/// `timeout` (then this panics).
#[cfg(target_os = "linux")]
pub fn gridplay_bounded(
    args: &[&str],
    mut stdin: impl std::io::Read + Send + 'static,
    max_memory: Option<u64>,
    timeout: std::time::Duration,
) -> CliRun {
    use std::io::Read;
    let binary = env!("CARGO_BIN_EXE_gridplay");
    let mut command = match max_memory {
        Some(bytes) => {
            let mut command = Command::new("prlimit");
            command.arg(format!("--as={bytes}")).arg(binary);
            command
        }
        None => Command::new(binary),
    };
    let mut child = command
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the gridplay binary runs");
    let mut input = child.stdin.take().unwrap();
    std::thread::spawn(move || {
        // Ends when the input does or the command stops reading (a broken pipe).
        let _ = std::io::copy(&mut stdin, &mut input);
    });
    let mut out = child.stdout.take().unwrap();
    let mut err = child.stderr.take().unwrap();
    let stdout = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = out.read_to_end(&mut bytes);
        bytes
    });
    let stderr = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = err.read_to_end(&mut bytes);
        bytes
    });
    let started = std::time::Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if started.elapsed() > timeout {
            let _ = child.kill();
            let _ = child.wait();
            panic!("gridplay {args:?} still ran after {timeout:?}");
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    };
    CliRun {
        code: status.code().expect("exited normally, not by a signal"),
        stdout: String::from_utf8_lossy(&stdout.join().unwrap()).into_owned(),
        stderr: String::from_utf8_lossy(&stderr.join().unwrap()).into_owned(),
    }
}
