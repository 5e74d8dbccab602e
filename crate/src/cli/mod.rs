//! Command-line front end: argument handling shared by both games.

mod explain;
mod geography;
mod mine;
mod play;
mod play_geography;
mod play_slide;
mod slide;

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

The options are the game's ('gridplay geography --help', 'gridplay mine --help').
";

const HELP: &str = "\
gridplay: solve two grid games exactly, as the online judges expect.

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
Bad input prints a message naming its line and column and exits with code 2.

EXAMPLES:
    printf '3 3\\n.##\\n...\\n#.#\\n' | gridplay geography
    gridplay geography --format loj6033 board.txt
    gridplay mine --exact cases.txt
    gridplay trace geography --algo kuhn < board.txt > events.jsonl
    gridplay explain geography --cell 2,3 board.txt
";

/// Runs the CLI with `args` (without the program name); returns the exit code.
pub fn main(args: &[String]) -> i32 {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    match args.as_slice() {
        [] | ["help"] | ["--help"] | ["-h"] => print_help(HELP),
        ["--version" | "-V"] => {
            write_stdout(format!("gridplay {}\n", env!("CARGO_PKG_VERSION")).as_bytes())
        }
        ["help", command @ ..] => {
            let mut words: Vec<String> = command.iter().map(|w| w.to_string()).collect();
            words.push("--help".into());
            main(&words)
        }
        ["geography", rest @ ..] => geography::main(rest, false),
        ["mine", rest @ ..] => mine::main(rest, false),
        ["trace", "geography", rest @ ..] => geography::main(rest, true),
        ["trace", "mine", rest @ ..] => mine::main(rest, true),
        ["slide", rest @ ..] => slide::main(rest, false),
        ["trace", "slide", rest @ ..] => slide::main(rest, true),
        ["trace", "--help" | "-h"] => print_help(TRACE_HELP),
        ["explain", "slide", rest @ ..] => slide::explain_main(rest),
        ["explain", rest @ ..] => explain::main(rest),
        ["play", "slide", rest @ ..] => play_slide::main(rest),
        ["play", rest @ ..] => play::main(rest),
        ["trace"] => usage_error("trace needs a game: geography or mine"),
        ["trace", other, ..] if other.starts_with('-') => usage_error(&format!(
            "trace needs a game before its options: 'gridplay trace geography {other} …' \
             or 'gridplay trace mine {other} …'"
        )),
        ["trace", other, ..] => usage_error(&format!(
            "unknown game \"{other}\"; the games are geography and mine"
        )),
        [other, ..] => usage_error(&format!(
            "unknown command \"{other}\"; the commands are geography, mine, trace, explain and play"
        )),
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

/// Command-line words after the command name, taken flag by flag.
pub struct Args<'a> {
    words: Vec<&'a str>,
}

impl<'a> Args<'a> {
    /// Wraps the words after the command name.
    pub fn new(words: &[&'a str]) -> Self {
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
    /// is missing or not one of `allowed` (when `allowed` is not empty).
    pub fn value(&mut self, name: &str, allowed: &[&str]) -> Result<Option<&'a str>, String> {
        let Some(i) = self
            .words
            .iter()
            .position(|w| *w == name || w.strip_prefix(name).is_some_and(|r| r.starts_with('=')))
        else {
            return Ok(None);
        };
        let word = self.words.remove(i);
        let value = match word.split_once('=') {
            Some((_, v)) => v,
            None if i < self.words.len() => self.words.remove(i),
            None => return Err(format!("{name} needs a value")),
        };
        if self.words[i..]
            .iter()
            .any(|w| *w == name || w.strip_prefix(name).is_some_and(|r| r.starts_with('=')))
        {
            return Err(format!("{name} is given more than once; give it once"));
        }
        if !allowed.is_empty() && !allowed.contains(&value) {
            return Err(format!(
                "{name} must be one of {}, not \"{value}\"",
                allowed.join(", ")
            ));
        }
        Ok(Some(value))
    }

    /// The optional input file (the one word left); an error for unknown flags or
    /// extra words.
    pub fn input_path(self) -> Result<Option<&'a str>, String> {
        match self.words.as_slice() {
            [] => Ok(None),
            [flag, ..] if flag.starts_with('-') && *flag != "-" => {
                Err(format!("unknown option \"{flag}\""))
            }
            [path] => Ok(Some(path)),
            [_, extra, ..] => Err(format!("unexpected extra argument \"{extra}\"")),
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

/// Reads the whole input: the named file, or standard input for `None` / `-`, at most
/// `max_bytes` bytes. Reading stops early after a chunk holding a byte no judge input
/// has (anything but digits, whitespace, `.`, `#` and a byte-order mark), so the
/// parser reports it at once (`/dev/zero` is refused at its first byte). Returns the
/// text and a name for it in messages.
pub fn read_input(path: Option<&str>, max_bytes: u64) -> Result<(Vec<u8>, String), ReadError> {
    let (mut source, name): (Box<dyn Read>, String) = match path {
        None | Some("-") => (Box::new(io::stdin().lock()), "input".to_string()),
        Some(path) => match std::fs::File::open(path) {
            Ok(file) => (Box::new(file), path.to_string()),
            Err(e) => return Err(ReadError::Io(format!("cannot read {path}: {e}"))),
        },
    };
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
            return Err(ReadError::TooLong(format!(
                "{name}: the input is longer than {max_bytes} bytes, more than any board \
                 within the size limit needs (raise --max-cells to read more)"
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
    }
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
            || matches!(c, b'.' | b'#' | 0xef | 0xbb | 0xbf);
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
