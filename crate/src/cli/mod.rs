//! Command-line front end: argument handling shared by both games.

/// The EXIT CODES block of the helps of the commands that print a judge's output
/// (`gridplay geography`, `gridplay slide`), as a literal for `concat!`.
macro_rules! solve_exit_codes {
    () => {
        "\
EXIT CODES:
    0    solved
    1    the output could not be written (the message is on stderr)
    2    bad input or usage (the message names the line and column)
"
    };
}

/// The EXIT CODES block of every `gridplay play <game>` help, as a literal so that
/// `concat!` can put it into each help's `const` text.
macro_rules! play_exit_codes {
    () => {
        "\
EXIT CODES:
    0    the game ended, you quit, or the input ended
    1    the output could not be written (the message is on stderr)
    2    bad input or usage (the message names the line and column), or input
         that cannot be a person playing (a line with no end, a hundred lines
         in a row that play no move)
"
    };
}

mod explain;
mod geography;
mod mine;
mod play;
mod play_geography;
mod play_slide;
mod slide;
mod trace;
mod typed;

use std::ffi::{OsStr, OsString};
use std::io::{self, Read, Write};

use gridplay::parse::{ParseError, escaped};

/// Exit code when the output (or a message) could not be written.
pub const EXIT_OUTPUT: i32 = 1;

/// Exit code for bad input or bad usage.
pub const EXIT_BAD_INPUT: i32 = 2;

const TRACE_HELP: &str = "\
gridplay trace: every solver event as JSON Lines, one object per line.

USAGE:
    gridplay trace geography [OPTIONS] [FILE]   schema: docs/trace-geography.md
    gridplay trace mine [OPTIONS] [FILE]        schema: docs/trace-mine.md
    gridplay trace slide [FILE]                 schema: docs/trace-slide.md

The options are the game's ('gridplay geography --help', 'gridplay mine --help').
";

const HELP: &str = "\
gridplay: solve three grid games exactly, as the online judges expect.

USAGE:
    gridplay geography [OPTIONS] [FILE]    token game (Luogu P4055, BZOJ 1443, LOJ 6033)
    gridplay mine [OPTIONS] [FILE]         minesweeper clicking game (HDU 4678)
    gridplay [trace] slide [FILE]          兔兔与蛋蛋游戏 (NOI 2011, Luogu P1971); also
                                           explain slide --move I, play slide FILE
    gridplay trace geography [OPTIONS] [FILE]
    gridplay trace mine [OPTIONS] [FILE]   every solver event as JSON Lines
    gridplay explain geography --cell ROW,COL [FILE]
                                           why a start cell wins or loses
    gridplay play geography [--you placer|mover] FILE
                                           play the token game against the computer
    gridplay play mine [OPTIONS] FILE      play mine against the computer (moves on stdin)
    gridplay help [COMMAND]                help for one command

Input is read from FILE, or from standard input when FILE is absent or '-'.

EXIT CODES (each command's help has its own):
    0    success
    1    the output could not be written (the message is on stderr)
    2    bad input or usage: the message names the line and column
    3    mine --exact: the winner of some case is unknown (search cap reached)

EXAMPLES:
    printf '3 3\\n.##\\n...\\n#.#\\n' | gridplay geography
    gridplay geography --format loj6033 board.txt
    gridplay mine --exact cases.txt
    gridplay trace geography --algo kuhn < board.txt > events.jsonl
    gridplay explain geography --cell 2,3 board.txt
";

/// Runs the CLI with `args` (without the program name); returns the exit code.
/// Arguments are `OsString`s: a file name need not be UTF-8, and an option value
/// that must be text and is not gets a message and exit code 2, never a panic.
pub fn main(args: &[OsString]) -> i32 {
    if let Some(why) = stdout_closed() {
        say(&format!("cannot write output: {why}"));
        return EXIT_OUTPUT;
    }
    let words: Vec<&OsStr> = args.iter().map(OsString::as_os_str).collect();
    run(&words)
}

/// Why standard output cannot take the output: it was closed when gridplay started
/// (`gridplay slide FILE >&-`). Rust's runtime opens `/dev/null` on a closed standard
/// descriptor before `main`, so every command would write into it and exit 0; a
/// constructor in `.init_array`, which runs before the runtime, looks first.
fn stdout_closed() -> Option<&'static str> {
    #[cfg(target_os = "linux")]
    if stdout_at_start::CLOSED.load(std::sync::atomic::Ordering::Relaxed) {
        return Some("standard output is closed");
    }
    None
}

#[cfg(target_os = "linux")]
mod stdout_at_start {
    use std::sync::atomic::{AtomicBool, Ordering};

    /// Set when descriptor 1 was closed as the process started.
    pub static CLOSED: AtomicBool = AtomicBool::new(false);

    extern "C" fn look() {
        // SAFETY: F_GETFD reads the descriptor's flags and changes nothing.
        if unsafe { libc::fcntl(1, libc::F_GETFD) } == -1 {
            CLOSED.store(true, Ordering::Relaxed);
        }
    }

    /// Runs [`look`] from `.init_array`, before the Rust runtime's start-up.
    #[used]
    #[unsafe(link_section = ".init_array")]
    static STDOUT_AT_START: extern "C" fn() = look;
}

fn run(words: &[&OsStr]) -> i32 {
    // The words as text, only to pick the command: a word that is not UTF-8 never
    // names one (it keeps a U+FFFD) and messages show it with `shown`.
    let lossy: Vec<std::borrow::Cow<'_, str>> = words.iter().map(|w| w.to_string_lossy()).collect();
    let names: Vec<&str> = lossy.iter().map(|w| w.as_ref()).collect();
    match names.as_slice() {
        [] | ["help"] | ["--help"] | ["-h"] => print_help(HELP),
        ["--version" | "-V"] => {
            write_stdout(format!("gridplay {}\n", env!("CARGO_PKG_VERSION")).as_bytes())
        }
        ["help", ..] => {
            let mut command = words[1..].to_vec();
            command.push(OsStr::new("--help"));
            run(&command)
        }
        ["geography", ..] => geography::main(&words[1..], false),
        ["mine", ..] => mine::main(&words[1..], false),
        ["slide", ..] => slide::main(&words[1..], false),
        ["trace", "geography", ..] => geography::main(&words[2..], true),
        ["trace", "mine", ..] => mine::main(&words[2..], true),
        ["trace", "slide", ..] => slide::main(&words[2..], true),
        ["trace", "--help" | "-h"] => print_help(TRACE_HELP),
        ["explain", "slide", ..] => slide::explain_main(&words[2..]),
        ["explain", ..] => explain::main(&words[1..]),
        ["play", "slide", ..] => play_slide::main(&words[2..]),
        ["play", ..] => play::main(&words[1..]),
        ["trace"] => usage_error("trace needs a game: geography, mine or slide"),
        ["trace", other, ..] if other.starts_with('-') => {
            let other = shown(words[1]);
            usage_error(&format!(
                "trace needs a game before its options: 'gridplay trace geography {other} …' \
                 or 'gridplay trace mine {other} …'"
            ))
        }
        ["trace", ..] => usage_error(&format!(
            "unknown game \"{}\"; the games are geography, mine and slide",
            shown(words[1])
        )),
        [..] => usage_error(&format!(
            "unknown command \"{}\"; the commands are geography, mine, slide, trace, explain and play",
            shown(words[0])
        )),
    }
}

/// A command-line word as text for a message: bytes that are not UTF-8 and control
/// characters as escapes (`board\xff.txt`).
pub fn shown(word: &OsStr) -> String {
    escaped(word.as_encoded_bytes())
}

/// The words after a command's name, split into the first as text (`None` when
/// absent; a word that is not UTF-8 reads as "\u{fffd}", which names nothing) and the
/// rest: how `play` and `explain` pick their game.
pub fn split_game<'a, 'w>(words: &'w [&'a OsStr]) -> (Option<&'a str>, &'w [&'a OsStr]) {
    match words.split_first() {
        Some((first, rest)) => (Some(first.to_str().unwrap_or("\u{fffd}")), rest),
        None => (None, words),
    }
}

/// Prints a help text to standard output; exit code 0 (1 when it cannot be written).
pub fn print_help(text: &str) -> i32 {
    write_stdout(text.as_bytes())
}

/// Writes `gridplay: <message>` and a line break on stderr, with control characters
/// escaped (a message may quote the input, a path or an argument); false when it could
/// not be written. Never panics.
pub fn say(message: &str) -> bool {
    let lines: Vec<String> = message.split('\n').map(|l| escaped(l.as_bytes())).collect();
    let text = format!("gridplay: {}\n", lines.join("\n"));
    let mut err = io::stderr().lock();
    err.write_all(text.as_bytes())
        .and_then(|()| err.flush())
        .is_ok()
}

/// `code` when the message was written, else [`EXIT_OUTPUT`].
fn said(written: bool, code: i32) -> i32 {
    if written { code } else { EXIT_OUTPUT }
}

/// Reports a usage mistake; exit code 2 (1 when stderr cannot be written).
pub fn usage_error(message: &str) -> i32 {
    said(
        say(&format!("{message}\nTry 'gridplay --help'.")),
        EXIT_BAD_INPUT,
    )
}

/// Reports bad input with its line and column; exit code 2 (1 when stderr cannot be
/// written).
pub fn input_error(source: &str, error: &ParseError) -> i32 {
    said(say(&format!("{source}: {error}")), EXIT_BAD_INPUT)
}

/// Command-line words after the command name, taken flag by flag. A new subcommand
/// takes its options with [`Args::flag`], [`Args::value`] and [`Args::number`], then
/// its input with [`Args::input_path`] and [`read_input`].
pub struct Args<'a> {
    words: Vec<&'a OsStr>,
}

impl<'a> Args<'a> {
    /// Wraps the words after the command name.
    pub fn new(words: &[&'a OsStr]) -> Self {
        Args {
            words: words.to_vec(),
        }
    }

    /// True (and consumed) when `--help` or `-h` is present.
    pub fn help(&mut self) -> bool {
        self.flag("--help") | self.flag("-h")
    }

    /// True (and consumed) when the bare flag `name` is present.
    pub fn flag(&mut self, name: &str) -> bool {
        let before = self.words.len();
        self.words.retain(|w| *w != name);
        self.words.len() != before
    }

    /// The value of `--name VALUE` or `--name=VALUE`, consumed; an error when the value
    /// is missing, not UTF-8 text, or not one of `allowed` (when `allowed` is not empty).
    pub fn value(&mut self, name: &str, allowed: &[&str]) -> Result<Option<&'a str>, String> {
        let is_name = |w: &&OsStr| {
            let bytes = w.as_encoded_bytes();
            bytes
                .strip_prefix(name.as_bytes())
                .is_some_and(|r| r.is_empty() || r[0] == b'=')
        };
        let Some(i) = self.words.iter().position(is_name) else {
            return Ok(None);
        };
        let word = self.words.remove(i).as_encoded_bytes();
        let value = match word.get(name.len() + 1..) {
            Some(value) => value,
            None if i < self.words.len() => self.words.remove(i).as_encoded_bytes(),
            None => return Err(format!("{name} needs a value")),
        };
        if self.words[i..].iter().any(is_name) {
            return Err(format!("{name} is given more than once; give it once"));
        }
        let Ok(value) = std::str::from_utf8(value) else {
            return Err(format!(
                "{name} needs text, not \"{}\" (not UTF-8)",
                escaped(value)
            ));
        };
        if !allowed.is_empty() && !allowed.contains(&value) {
            return Err(format!(
                "{name} must be one of {}, not \"{}\"",
                allowed.join(", "),
                escaped(value.as_bytes())
            ));
        }
        Ok(Some(value))
    }

    /// The whole number given by `--name N` or `--name=N`, consumed.
    pub fn number(&mut self, name: &str) -> Result<Option<u64>, String> {
        match self.value(name, &[])? {
            None => Ok(None),
            Some(value) => value.parse().map(Some).map_err(|_| {
                format!(
                    "{name} needs a whole number, not \"{}\"",
                    escaped(value.as_bytes())
                )
            }),
        }
    }

    /// The optional input file (the one word left; `-` is standard input, `None`); an
    /// error for unknown flags or extra words. A file name need not be UTF-8.
    pub fn input_path(self) -> Result<Option<&'a OsStr>, String> {
        match self.words.as_slice() {
            [] => Ok(None),
            [flag, ..] if flag.as_encoded_bytes().starts_with(b"-") && *flag != "-" => {
                Err(format!("unknown option \"{}\"", shown(flag)))
            }
            [path] if *path == "-" => Ok(None),
            [path] => Ok(Some(path)),
            [_, extra, ..] => Err(format!("unexpected extra argument \"{}\"", shown(extra))),
        }
    }
}

/// Why the input could not be read.
pub enum ReadError {
    /// The file or stream failed (usage error, exit code 2).
    Io(String),
    /// The input is longer than any board within the limits needs (bad input).
    TooLong(String),
}

/// Bytes read per chunk.
const CHUNK: usize = 1 << 16;

/// Input read before the first look for an error already in it ([`read_input`]).
const FIRST_LOOK: usize = 1 << 20;

/// Reads the whole input: the named file, or standard input for `None` / `-`, at most
/// `max_bytes` bytes. Returns the text and a name for it in messages.
///
/// A hostile input must fail at its first bad token in bounded memory, not after
/// hundreds of megabytes, so reading stops early, returning what was read so far
/// for the caller's parser to report:
/// - after a chunk holding a byte no judge input has (anything but digits,
///   whitespace, signs, `.`, `#` and a byte-order mark): `/dev/zero` fails at its
///   first byte;
/// - when `broken(prefix)` says the input's complete lines read so far already hold
///   an error that more input cannot mend (see [`broken_before_end`]). It is asked at
///   1 MiB, 2 MiB, 4 MiB, …, so a valid input is parsed at most about twice more in
///   all, and `yes '1 1' | gridplay mine` stops after its first megabyte. A regular
///   file no longer than `max_bytes` is not looked at early: it is parsed once.
///
/// The bytes returned then end at a line break: the parser sees whole tokens.
pub fn read_input(
    path: Option<&OsStr>,
    max_bytes: u64,
    broken: &dyn Fn(&[u8]) -> bool,
) -> Result<(Vec<u8>, String), ReadError> {
    // A regular file within the limit (named, or redirected to stdin with `<`) is read
    // whole and parsed once: its size is known, so the early looks (each a parse of
    // the prefix) would only cost time. Pipes and terminals are looked at.
    let within = |m: std::fs::Metadata| m.is_file() && m.len() <= max_bytes;
    let (mut source, name, known): (Box<dyn Read>, String, bool) = match path {
        None => (
            Box::new(io::stdin().lock()),
            "input".to_string(),
            stdin_metadata().is_some_and(within),
        ),
        Some(path) => match std::fs::File::open(path) {
            Ok(file) => {
                let known = file.metadata().is_ok_and(within);
                (Box::new(file), shown(path), known)
            }
            Err(e) => return Err(ReadError::Io(format!("cannot read {}: {e}", shown(path)))),
        },
    };
    let mut next_look = if known { usize::MAX } else { FIRST_LOOK };
    let mut bytes = Vec::new();
    let mut chunk = vec![0u8; CHUNK];
    loop {
        let n = match source.read(&mut chunk) {
            Ok(0) => return Ok((bytes, name)),
            Ok(n) => n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(ReadError::Io(format!("cannot read {name}: {e}"))),
        };
        if (bytes.len() + n) as u64 > max_bytes {
            let (line, column) = end_position(&bytes);
            return Err(ReadError::TooLong(format!(
                "{name}: line {line}, column {column}: the input is longer than {max_bytes} \
                 bytes, more than any board within the size limit needs (raise --max-cells \
                 to read more)"
            )));
        }
        bytes.extend_from_slice(&chunk[..n]);
        // Branch-free: an OR over the chunk, not a test per byte.
        if chunk[..n]
            .iter()
            .fold(0, |bad, &b| bad | NOT_JUDGE[usize::from(b)])
            != 0
        {
            return Ok((bytes, name));
        }
        if bytes.len() >= next_look {
            next_look = bytes.len().saturating_mul(2);
            if let Some(last) = bytes.iter().rposition(|&b| b == b'\n') {
                if broken(&bytes[..=last]) {
                    bytes.truncate(last + 1);
                    return Ok((bytes, name));
                }
            }
        }
    }
}

/// What standard input is (`gridplay mine < file`: a regular file), through a
/// duplicate of its descriptor; `None` where that cannot be asked.
fn stdin_metadata() -> Option<std::fs::Metadata> {
    #[cfg(unix)]
    {
        use std::os::fd::AsFd;
        let fd = io::stdin().as_fd().try_clone_to_owned().ok()?;
        std::fs::File::from(fd).metadata().ok()
    }
    #[cfg(not(unix))]
    {
        None
    }
}

/// Whether `result`, a parse of `prefix` (complete lines of a longer input), failed
/// before the prefix's end: an error at its very end only says the input stops
/// there, which more input may mend. Parsers report a missing token at the line after
/// the last line break, column 1.
///
/// ```text
/// "3 3\n...\n"      → "expected 3 rows but the input ends", line 3 col 1: not broken
/// "1 1\n1 1\n" mine → "unexpected \"1\" after T", line 1 col 3: broken
/// ```
pub fn broken_before_end<T>(prefix: &[u8], result: &Result<T, ParseError>) -> bool {
    match result {
        Ok(_) => false,
        Err(error) => (error.line, error.column) != end_position(prefix),
    }
}

/// The 1-based line and column just past `bytes`.
pub fn end_position(bytes: &[u8]) -> (usize, usize) {
    let line = bytes.iter().filter(|&&b| b == b'\n').count() + 1;
    let start = bytes.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
    (
        line,
        String::from_utf8_lossy(&bytes[start..]).chars().count() + 1,
    )
}

/// 1 for bytes that cannot appear in either game's judge input (the check runs on
/// every byte read).
static NOT_JUDGE: [u8; 256] = {
    let mut table = [0; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        let judge = c.is_ascii_digit()
            || matches!(c, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
            || matches!(c, b'.' | b'#' | b'+' | b'-' | 0xef | 0xbb | 0xbf);
        table[b] = !judge as u8;
        b += 1;
    }
    table
};

/// Reports a [`ReadError`]; exit code 2 (1 when stderr cannot be written).
pub fn read_error(error: ReadError) -> i32 {
    match error {
        ReadError::Io(message) => usage_error(&message),
        ReadError::TooLong(message) => said(say(&message), EXIT_BAD_INPUT),
    }
}

/// Writes `bytes` to standard output; a closed pipe is not an error. Any other error
/// (a full disk) is reported on stderr where it can be, exit code 1. Never panics.
pub fn write_stdout(bytes: &[u8]) -> i32 {
    let mut out = io::stdout().lock();
    output_result(out.write_all(bytes).and_then(|()| out.flush()))
}

/// The exit code for the result of writing the output: 0, or 1 after saying why.
pub fn output_result(result: io::Result<()>) -> i32 {
    match result {
        Ok(()) => 0,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => 0,
        Err(e) => {
            say(&format!("cannot write output: {e}"));
            EXIT_OUTPUT
        }
    }
}

/// Wall time since start and peak memory, printed on stderr by `--stats`.
pub struct Stats {
    started: std::time::Instant,
}

impl Stats {
    /// Starts the clock.
    pub fn start() -> Self {
        Stats {
            started: std::time::Instant::now(),
        }
    }

    /// Prints `gridplay: stats: <seconds> s, peak memory <KB> KB` on stderr (memory
    /// from /proc/self/status, where there is one), then `, <extra>` if any.
    pub fn report(&self, extra: Option<String>) {
        let seconds = self.started.elapsed().as_secs_f64();
        let peak = std::fs::read_to_string("/proc/self/status")
            .ok()
            .and_then(|status| {
                let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
                line.split_whitespace().nth(1).map(str::to_string)
            });
        let mut line = format!("stats: {seconds:.3} s");
        if let Some(kb) = peak {
            line += &format!(", peak memory {kb} KB");
        }
        if let Some(extra) = extra {
            line += &format!(", {extra}");
        }
        say(&line);
    }
}
