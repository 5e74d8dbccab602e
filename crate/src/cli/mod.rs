//! Command-line front end: the command tree (parsed by clap), the messages, reading
//! the input and writing the output, shared by every game.

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

mod args;
mod explain;
mod geography;
mod graph;
mod mine;
mod play;
mod play_geography;
mod play_slide;
mod slide;
mod trace;
mod typed;

use std::ffi::{OsStr, OsString};
use std::io::{self, Read, Write};

use clap::error::ErrorKind;
use clap::{Arg, ArgAction, Command, CommandFactory, FromArgMatches, Parser, Subcommand};

use gridplay::parse::{ParseError, escaped};

/// Exit code when the output (or a message) could not be written.
pub const EXIT_OUTPUT: i32 = 1;

/// Exit code for bad input or bad usage.
pub const EXIT_BAD_INPUT: i32 = 2;

/// The top-level help's text below the commands.
const AFTER_HELP: &str = "\
Input is read from FILE, or from standard input when FILE is absent or '-'.
'gridplay help COMMAND' (or 'gridplay COMMAND --help') prints a command's help.

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

/// The command line: `gridplay COMMAND [OPTIONS] [FILE]`. Clap parses it (values as
/// `OsStr`, see [`args`]); each game's file declares its options.
#[derive(Parser)]
#[command(
    name = "gridplay",
    version,
    about = "gridplay: solve three grid games and the token game on any graph exactly, as the\nonline judges expect.",
    override_usage = "\
gridplay geography [OPTIONS] [FILE]
    gridplay mine [OPTIONS] [FILE]
    gridplay slide [FILE]
    gridplay graph [OPTIONS] [FILE]
    gridplay trace geography|mine|slide|graph [OPTIONS] [FILE]
    gridplay explain geography --cell ROW,COL [OPTIONS] [FILE]
    gridplay explain slide --move I [FILE]
    gridplay explain graph --vertex V [OPTIONS] [FILE]
    gridplay play geography|mine|slide|graph [OPTIONS] FILE
    gridplay help [COMMAND]",
    after_help = AFTER_HELP,
    arg_required_else_help = true
)]
struct Cli {
    #[command(subcommand)]
    command: Top,
}

#[derive(Subcommand)]
enum Top {
    // (No doc comments on the variants: clap would take them for the helps, which
    // each game's file declares on its options.)
    Geography(geography::Solve),
    Mine(mine::Solve),
    Slide(slide::Solve),
    Graph(graph::Solve),
    #[command(
        subcommand,
        about = "every solver event as JSON Lines, one object per line",
        arg_required_else_help = false,
        override_usage = "\
gridplay trace geography [OPTIONS] [FILE]   schema: docs/trace-geography.md
    gridplay trace mine [OPTIONS] [FILE]        schema: docs/trace-mine.md
    gridplay trace slide [FILE]                 schema: docs/trace-slide.md
    gridplay trace graph [OPTIONS] [FILE]       schema: docs/trace-geography.md",
        after_help = "The options are the game's ('gridplay geography --help', 'gridplay mine --help').\n"
    )]
    Trace(Trace),
    #[command(
        subcommand,
        about = "why a start cell wins or loses, or why a move was a mistake",
        override_usage = "\
gridplay explain geography --cell ROW,COL [OPTIONS] [FILE]
    gridplay explain slide --move I [FILE]
    gridplay explain graph --vertex V [OPTIONS] [FILE]",
        arg_required_else_help = true
    )]
    Explain(Explain),
    #[command(
        subcommand,
        about = "play a game against the computer (moves on standard input)",
        override_usage = "\
gridplay play geography [OPTIONS] FILE
    gridplay play mine [OPTIONS] FILE
    gridplay play slide [--you tutu|dandan] FILE
    gridplay play graph [OPTIONS] FILE",
        arg_required_else_help = true
    )]
    Play(Play),
}

#[derive(Subcommand)]
enum Trace {
    Geography(geography::Trace),
    #[command(about = "every event of mine's solve (schema: docs/trace-mine.md)")]
    Mine(mine::Solve),
    #[command(about = "every event of the slide solve (schema: docs/trace-slide.md)")]
    Slide(slide::Solve),
    Graph(graph::Trace),
}

#[derive(Subcommand)]
enum Explain {
    Geography(explain::Geography),
    Slide(slide::Explain),
    Graph(explain::Graph),
}

#[derive(Subcommand)]
enum Play {
    Geography(play_geography::Play),
    Mine(play::Mine),
    Slide(play_slide::PlaySlide),
    Graph(play_geography::PlayGraph),
}

impl Top {
    /// Runs the command; returns the exit code.
    fn run(self) -> i32 {
        match self {
            Top::Geography(solve) => solve.run(),
            Top::Mine(solve) => solve.run(false),
            Top::Slide(solve) => solve.run(false),
            Top::Graph(solve) => solve.run(),
            Top::Trace(Trace::Geography(trace)) => trace.run(),
            Top::Trace(Trace::Mine(solve)) => solve.run(true),
            Top::Trace(Trace::Slide(solve)) => solve.run(true),
            Top::Trace(Trace::Graph(trace)) => trace.run(),
            Top::Explain(Explain::Geography(explain)) => explain.run(),
            Top::Explain(Explain::Slide(explain)) => explain.run(),
            Top::Explain(Explain::Graph(explain)) => explain.run(),
            Top::Play(Play::Geography(play)) => play.run(),
            Top::Play(Play::Mine(play)) => play.run(),
            Top::Play(Play::Slide(play)) => play.run(),
            Top::Play(Play::Graph(play)) => play.run(),
        }
    }
}

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

/// Parses `words` and runs the command they name. Help and version go to standard
/// output (exit code 0); a usage mistake is said in the project's words ([`args`]),
/// exit code 2.
fn run(words: &[&OsStr]) -> i32 {
    let mut cli = command();
    let argv = std::iter::once(OsStr::new("gridplay")).chain(words.iter().copied());
    let parsed = cli
        .try_get_matches_from_mut(argv)
        .and_then(|matches| Cli::from_arg_matches(&matches));
    match parsed {
        Ok(parsed) => parsed.command.run(),
        Err(error) => match error.kind() {
            ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
                write_stdout(error.render().to_string().as_bytes())
            }
            _ => usage_error(&args::message(&error, &cli, words)),
        },
    }
}

/// The command tree with the project's help layout and `-V`/`--version`.
fn command() -> Command {
    let version = Arg::new("version")
        .short('V')
        .long("version")
        .action(ArgAction::Version)
        .help("print the version");
    laid_out(Cli::command().disable_version_flag(true).arg(version))
}

/// Every help laid out alike, as the project's helps are: the description, USAGE,
/// ARGUMENTS, OPTIONS, COMMANDS, then the command's own sections (EXIT CODES,
/// EXAMPLES). A command's description is its `before_help` (its `about` is the line
/// its parent lists it with). `-h` and `--help` print the same. The option list does
/// not repeat the choices: the usage line lists them (`--moves rook|king|knight|hex`).
fn laid_out(command: Command) -> Command {
    let mut template = String::from(match command.get_before_help() {
        Some(_) => "{before-help}",
        None => "{about-with-newline}\n",
    });
    let mut sections = vec!["USAGE:\n    {usage}"];
    if command.get_positionals().next().is_some() {
        sections.push("ARGUMENTS:\n{positionals}");
    }
    sections.push("OPTIONS:\n{options}");
    if command.has_subcommands() {
        sections.push("COMMANDS:\n{subcommands}");
    }
    template += &sections.join("\n\n");
    template += match command.get_after_help() {
        Some(_) => "{after-help}",
        None => "\n",
    };
    command
        .disable_help_flag(true)
        .arg(
            Arg::new("help")
                .short('h')
                .long("help")
                .action(ArgAction::HelpShort)
                .help("print this help"),
        )
        .mut_args(|arg| {
            let takes_values = arg.get_action().takes_values();
            arg.hide_possible_values(takes_values)
        })
        .help_template(template)
        .mut_subcommands(laid_out)
}

/// A command-line word as text for a message: bytes that are not UTF-8 and control
/// characters as escapes (`board\xff.txt`).
pub fn shown(word: &OsStr) -> String {
    escaped(word.as_encoded_bytes())
}

/// The input file: `None` (standard input) when absent or `-`.
pub fn input_path(file: &Option<OsString>) -> Option<&OsStr> {
    file.as_deref().filter(|path| *path != "-")
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

#[cfg(test)]
mod tests {
    use std::ffi::OsStr;

    use clap::FromArgMatches;

    use super::{Cli, Top, args, command};

    /// The usage message for `words`, or the parsed command.
    fn parse(words: &[&str]) -> Result<Cli, String> {
        let words: Vec<&OsStr> = words.iter().map(OsStr::new).collect();
        let mut cli = command();
        let argv = std::iter::once(OsStr::new("gridplay")).chain(words.iter().copied());
        cli.try_get_matches_from_mut(argv)
            .and_then(|matches| Cli::from_arg_matches(&matches))
            .map_err(|error| args::message(&error, &cli, &words))
    }

    /// Clap's own checks of the tree (names, conflicts, settings), which it otherwise
    /// runs only in debug builds, at parse time.
    #[test]
    fn the_command_tree_is_well_formed() {
        command().debug_assert();
    }

    #[test]
    fn a_near_name_is_suggested() {
        let said = |words: &[&str]| parse(words).err().unwrap_or_default();
        assert_eq!(
            said(&["geography", "--grredy"]),
            "unknown option \"--grredy\" (did you mean --greedy?)"
        );
        assert!(
            said(&["geograhpy"])
                .starts_with("unknown command \"geograhpy\" (did you mean geography?)"),
            "{}",
            said(&["geograhpy"])
        );
    }

    #[test]
    fn after_two_dashes_a_word_is_the_file() {
        let Ok(Cli {
            command: Top::Slide(solve),
        }) = parse(&["slide", "--", "-game.txt"])
        else {
            panic!("slide -- -game.txt parses");
        };
        assert_eq!(solve.file.as_deref(), Some(OsStr::new("-game.txt")));
        assert_eq!(
            parse(&["slide", "-game.txt"]).err().as_deref(),
            Some("unknown option \"-game.txt\"")
        );
    }
}
