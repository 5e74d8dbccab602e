//! Command-line front end: argument handling shared by both games.

mod explain;
mod geography;
mod mine;

use std::io::{self, Read, Write};

use gridplay::parse::ParseError;

/// Exit code for bad input or bad usage.
pub const EXIT_BAD_INPUT: i32 = 2;

const HELP: &str = "\
gridplay: solve two grid games exactly, as the online judges expect.

USAGE:
    gridplay geography [OPTIONS] [FILE]    token game (Luogu P4055, BZOJ 1443, LOJ 6033)
    gridplay mine [OPTIONS] [FILE]         minesweeper clicking game (HDU 4678)
    gridplay trace geography [OPTIONS] [FILE]
    gridplay trace mine [OPTIONS] [FILE]   every solver event as JSON Lines
    gridplay explain geography --cell ROW,COL [FILE]
                                           why a start cell wins or loses
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
            println!("gridplay {}", env!("CARGO_PKG_VERSION"));
            0
        }
        ["help", command @ ..] => {
            // `help trace geography` is `trace geography --help`: one word each.
            let mut words: Vec<String> = command.iter().map(|w| w.to_string()).collect();
            words.push("--help".into());
            main(&words)
        }
        ["geography", rest @ ..] => geography::main(rest, false),
        ["mine", rest @ ..] => mine::main(rest, false),
        ["trace", "geography", rest @ ..] => geography::main(rest, true),
        ["trace", "mine", rest @ ..] => mine::main(rest, true),
        ["explain", rest @ ..] => explain::main(rest),
        ["trace"] => usage_error("trace needs a game: geography or mine"),
        ["trace", other, ..] => usage_error(&format!(
            "unknown game \"{other}\"; the games are geography and mine"
        )),
        [other, ..] => usage_error(&format!(
            "unknown command \"{other}\"; the commands are geography, mine, trace and explain"
        )),
    }
}

/// Prints a help text to standard output; exit code 0.
pub fn print_help(text: &str) -> i32 {
    print!("{text}");
    0
}

/// Reports a usage mistake; exit code 2.
pub fn usage_error(message: &str) -> i32 {
    eprintln!("gridplay: {message}\nTry 'gridplay --help'.");
    EXIT_BAD_INPUT
}

/// Reports bad input with its line and column; exit code 2.
pub fn input_error(source: &str, error: &ParseError) -> i32 {
    eprintln!("gridplay: {source}: {error}");
    EXIT_BAD_INPUT
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

/// Reads the whole input: the named file, or standard input for `None` / `-`.
/// Returns the text and a name for it in messages.
pub fn read_input(path: Option<&str>) -> Result<(Vec<u8>, String), String> {
    let mut bytes = Vec::new();
    match path {
        None | Some("-") => {
            io::stdin()
                .lock()
                .read_to_end(&mut bytes)
                .map_err(|e| format!("cannot read standard input: {e}"))?;
            Ok((bytes, "input".to_string()))
        }
        Some(path) => {
            let bytes = std::fs::read(path).map_err(|e| format!("cannot read {path}: {e}"))?;
            Ok((bytes, path.to_string()))
        }
    }
}

/// Writes `bytes` to standard output; a closed pipe is not an error.
pub fn write_stdout(bytes: &[u8]) -> i32 {
    let mut out = io::stdout().lock();
    match out.write_all(bytes).and_then(|()| out.flush()) {
        Ok(()) => 0,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => 0,
        Err(e) => {
            eprintln!("gridplay: cannot write output: {e}");
            1
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
    /// from /proc/self/status, where there is one).
    pub fn report(&self) {
        let seconds = self.started.elapsed().as_secs_f64();
        let peak = std::fs::read_to_string("/proc/self/status")
            .ok()
            .and_then(|status| {
                let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
                line.split_whitespace().nth(1).map(str::to_string)
            });
        match peak {
            Some(kb) => eprintln!("gridplay: stats: {seconds:.3} s, peak memory {kb} KB"),
            None => eprintln!("gridplay: stats: {seconds:.3} s"),
        }
    }
}
