//! `gridplay slide` and `gridplay trace slide`.

use std::ffi::{OsStr, OsString};
use std::io::{self, Read, Write};

use gridplay::slide::{Event, Game, Player, Run, explain};

use super::args::Number;
use super::trace::Cells;
use super::{
    broken_before_end, end_position, input_error, input_path, output_result, say, shown,
    usage_error, write_stdout,
};

/// The most input bytes read: a 40×40 board and 2000 moves need about 14 KB; the
/// rest is room for spaces at line ends and blank lines.
const MAX_INPUT_BYTES: u64 = 1 << 20;

const LONG_ABOUT: &str = "\
gridplay slide: 兔兔's mistakes in a recorded game of NOI 2011 \"兔兔与蛋蛋游戏\".

Luogu P1971. Input: 'N M' (1 to 40), N rows of M characters, X a black piece, O a
white piece, . the one empty cell; then K (1 to 1000) and 2K moves 'x y' (1-based),
the cell whose piece slides into the empty cell: 兔兔 (white pieces) on odd lines,
蛋蛋 (black pieces) on even lines. Every move must be legal, and after the last one
兔兔 must have no move (the input promises 蛋蛋 wins). Output, byte-exact for the
judge: the number of 兔兔's mistakes, then their move numbers, one a line.";

const AFTER_HELP: &str = concat!(
    solve_exit_codes!(),
    "
EXAMPLE:
    $ printf '1 6\\nXO.OXO\\n1\\n1 2\\n1 1\\n' | gridplay slide
    1
    1
"
);

/// `gridplay slide [FILE]` and `gridplay trace slide [FILE]`.
#[derive(clap::Args)]
#[command(
    about = "兔兔与蛋蛋游戏 (NOI 2011, Luogu P1971): the judge output, 兔兔's mistakes",
    before_help = LONG_ABOUT,
    override_usage = "gridplay slide [FILE]\n    \
        gridplay trace slide [FILE]     every event as JSON Lines (docs/trace-slide.md)",
    after_help = AFTER_HELP
)]
pub struct Solve {
    /// the recorded game (standard input when absent or '-')
    pub(super) file: Option<OsString>,
}

impl Solve {
    /// Runs `gridplay slide` (or `gridplay trace slide` when `trace`); returns the exit
    /// code.
    pub fn run(self, trace: bool) -> i32 {
        let game = match read_game(input_path(&self.file)) {
            Ok(game) => game,
            Err(code) => return code,
        };
        let run = Run::new(game);
        if trace {
            return output_result(write_trace(run));
        }
        write_stdout(run.finish().judge_output().as_bytes())
    }
}

const EXPLAIN_ABOUT: &str = "\
gridplay explain slide: why 兔兔's move I was or was not a mistake.

For the turn before the move (兔兔 to move) and the turn after it (蛋蛋 to move):
who wins, and the certificate. The player to move wins exactly when the empty cell
is in every maximum matching of the cells it can still enter: then sliding the piece
on its partner wins. Otherwise some maximum matching leaves it out (the alternating
path that shows it is printed), and every move has an answer: the partner of the
cell moved to.";

const EXPLAIN_AFTER_HELP: &str = "\
EXIT CODES:
    0    explained
    1    the output could not be written (the message is on stderr)
    2    bad input or usage (the message names the line and column)
";

/// `gridplay explain slide --move I [FILE]`.
#[derive(clap::Args)]
#[command(
    about = "why 兔兔's move I was or was not a mistake, with the certificate",
    before_help = EXPLAIN_ABOUT,
    override_usage = "gridplay explain slide --move I [FILE]",
    after_help = EXPLAIN_AFTER_HELP
)]
pub struct Explain {
    /// 兔兔's move, 1 to K
    #[arg(long = "move", value_name = "I", allow_hyphen_values = true, value_parser = Number)]
    number: u64,
    /// the recorded game (standard input when absent or '-')
    file: Option<OsString>,
}

impl Explain {
    /// Runs `gridplay explain slide`; returns the exit code.
    pub fn run(self) -> i32 {
        let game = match read_game(input_path(&self.file)) {
            Ok(game) => game,
            Err(code) => return code,
        };
        match explain::explain(&game, self.number) {
            Ok(why) => write_stdout(why.text(&game).as_bytes()),
            Err(message) => usage_error(&message),
        }
    }
}

/// Reads and parses the game from `path` (standard input for `None`); on failure,
/// the exit code after the message.
fn read_game(path: Option<&OsStr>) -> Result<Game, i32> {
    let (source, name): (Box<dyn Read>, String) = match path {
        None => (Box::new(io::stdin().lock()), "input".to_string()),
        Some(path) => match std::fs::File::open(path) {
            Ok(file) => (Box::new(file), shown(path)),
            Err(e) => return Err(usage_error(&format!("cannot read {}: {e}", shown(path)))),
        },
    };
    let mut text = Vec::new();
    if let Err(e) = source.take(MAX_INPUT_BYTES + 1).read_to_end(&mut text) {
        return Err(usage_error(&format!("cannot read {name}: {e}")));
    }
    if text.len() as u64 > MAX_INPUT_BYTES {
        // Longer than any game may be: the first error in its complete lines, if more
        // input could not mend it; where a byte no NOI 2011 input holds stops the parse
        // (`/dev/zero`'s first NUL); else where the reading stopped.
        let lines = text.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        let prefix = &text[..lines];
        let parsed = Game::parse(prefix);
        if broken_before_end(prefix, &parsed) {
            return parsed.map_err(|error| input_error(&name, &error));
        }
        let read = &text[..MAX_INPUT_BYTES as usize];
        if read.iter().any(|&b| !in_judge_input(b)) {
            if let Err(error) = Game::parse(read) {
                return Err(input_error(&name, &error));
            }
        }
        let (line, column) = end_position(&text[..MAX_INPUT_BYTES as usize]);
        let message = format!(
            "{name}: line {line}, column {column}: the input is longer than {MAX_INPUT_BYTES} \
             bytes, more than any game within the limits (40×40, 1000 rounds) needs"
        );
        say(&message);
        return Err(super::EXIT_BAD_INPUT);
    }
    Game::parse(&text).map_err(|error| input_error(&name, &error))
}

/// Whether byte `b` can be part of a NOI 2011 input: digits, signs, white space, the
/// pieces `X` `O` `.` (either case) and a UTF-8 byte-order mark's bytes. The parser
/// stops at any other, so an error there is one more input cannot mend.
fn in_judge_input(b: u8) -> bool {
    b.is_ascii_digit()
        || matches!(b, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r' | b'+' | b'-')
        || matches!(b, b'X' | b'x' | b'O' | b'o' | b'.' | 0xef | 0xbb | 0xbf)
}

/// Writes a run's events as JSON Lines: a `run` header, every event, the verdict.
fn write_trace(mut run: Run) -> io::Result<()> {
    let mut out = io::BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let game = run.game();
    let cols = game.cols();
    let cells = Cells::Board { cols };
    let at = |cell: u32| cells.at(cell);
    writeln!(
        out,
        r#"{{"event":"run","game":"slide","rows":{},"cols":{},"empty":{},"rounds":{},"graph_cells":{}}}"#,
        game.rows(),
        cols,
        at(game.empty()),
        game.rounds(),
        run.graph().count()
    )?;
    while let Some(event) = run.next() {
        write!(out, r#"{{"event":"{}""#, event.name())?;
        match event {
            Event::Paired { black, white } => {
                write!(out, r#","black":{},"white":{}"#, at(black), at(white))?
            }
            Event::MatchingDone { size } => write!(out, r#","size":{size}"#)?,
            Event::TurnStarted { turn, empty } => {
                let player = Player::of_turn(turn);
                write!(
                    out,
                    r#","turn":{turn},"player":"{}","empty":{}"#,
                    player_key(player),
                    at(empty)
                )?
            }
            Event::SearchStarted { root, removed } => {
                write!(out, r#","root":{},"removed":{}"#, at(root), at(removed))?
            }
            Event::EdgeTried { from, to, skipped } => {
                cells.edge_tried(&mut out, from, to, skipped)?
            }
            Event::MatchFollowed { from, to } => {
                write!(out, r#","from":{},"to":{}"#, at(from), at(to))?
            }
            Event::Backtracked { cell } => write!(out, r#","cell":{}"#, at(cell))?,
            Event::PathFound { root, end, len } => {
                cells.path_found(&mut out, root, end, len, run.search_path())?
            }
            Event::SearchFailed { root } => write!(out, r#","root":{}"#, at(root))?,
            Event::Judged { turn, wins } => write!(
                out,
                r#","turn":{turn},"wins":{wins},"winner":"{}""#,
                player_key(if wins {
                    Player::of_turn(turn)
                } else {
                    Player::of_turn(turn + 1)
                })
            )?,
            Event::CellRemoved { cell, size } => {
                write!(out, r#","cell":{},"size":{size}"#, at(cell))?
            }
            Event::Moved { turn, from, to } => {
                write!(out, r#","turn":{turn},"from":{},"to":{}"#, at(from), at(to))?
            }
            Event::Mistake { number } => write!(out, r#","number":{number}"#)?,
            Event::Verdict { mistakes } => {
                let outcome = run.outcome().expect("verdict ends the run");
                let numbers: Vec<String> = outcome.mistakes.iter().map(u32::to_string).collect();
                write!(
                    out,
                    r#","mistakes":{mistakes},"moves":[{}]"#,
                    numbers.join(",")
                )?
            }
        }
        out.write_all(b"}\n")?;
    }
    out.flush()
}

/// The player's name in traces: `tutu` or `dandan`.
fn player_key(player: Player) -> &'static str {
    match player {
        Player::Tutu => "tutu",
        Player::Dandan => "dandan",
    }
}
