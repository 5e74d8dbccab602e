//! `gridplay play <game>`: play a game against the computer in the terminal, with
//! the same Rust as the page (`gridplay::mine::play`; the token game's part is in
//! `play_geography.rs`, over `gridplay::geography::play`).

use std::ffi::{OsStr, OsString};
use std::io::{self, BufRead, BufWriter, Write};

use gridplay::limits::PAGE_MAX_VISITS;
use gridplay::mine::board::MINE;
use gridplay::mine::parse::{self as mine_parse, Limits};
use gridplay::mine::play::{MineGame, MoveKind, Played, Reason, Strategy};
use gridplay::mine::solver::Player;
use gridplay::parse::{escaped, read_number, words};

use super::args::{Number, named};
use super::typed::{Typed, TypedMoves};
use super::{
    EXIT_BAD_INPUT, broken_before_end, input_error, input_path, output_result, read_error,
    read_input, say, usage_error,
};

const MINE_ABOUT: &str = "\
gridplay play mine: play the minesweeper clicking game (HDU 4678) against the computer.

FILE is HDU 4678 input (as 'gridplay mine' reads it); moves are read from standard
input, one per line:
    ROW COL     click the face-down cell at ROW, COL (0-based, as the mine lines of
                the input: row 0 is the top, column 0 the left)
    undo        take back your last move and the computer's reply
    quit        stop (end of input stops too)

The players take turns clicking a face-down cell that is not a mine: a number
turns over alone, a blank turns over its whole region and the numbers around it.
Whoever has no cell left to click loses. The computer plays the Grundy values:
each closed region is worth 1 (even count of face-down numbers around it) or 2
(odd), each lone number 1; it moves to make their XOR 0 when it can, and says why.

THE BOARD (boards of up to 60 rows and columns are drawn after each move):
    [ ]   face-down blank (clicking it opens its region)
    [3]   face-down number 3
     .    open blank
     3    open number 3
     *    mine (never clicked)";

const MINE_AFTER_HELP: &str = concat!(
    play_exit_codes!(),
    "
EXAMPLE:
    printf '1\\n3 3 1\\n1 1\\n' > board.txt
    printf '0 0\\n0 1\\n' | gridplay play mine board.txt
"
);

/// Boards drawn after each move: at most this many rows and columns.
const DRAW_MAX_SIDE: u32 = 60;

/// Input bytes per cell and per case read at most (as `gridplay mine`).
const INPUT_BYTES_PER_CELL: u64 = 12;
const INPUT_BYTES_PER_CASE: u64 = 1 << 10;

/// `gridplay play mine [OPTIONS] FILE`.
#[derive(clap::Args)]
#[command(
    about = "play mine against the computer (moves on standard input)",
    before_help = MINE_ABOUT,
    override_usage = "gridplay play mine [--case N] [--you first|second] [--max-visits N] FILE",
    after_help = MINE_AFTER_HELP
)]
pub struct Mine {
    /// play case N of the input (from 1; default 1)
    #[arg(long, value_name = "N", allow_hyphen_values = true, value_parser = Number)]
    case: Option<u64>,
    /// first: you are Xiemao and move first (default);
    /// second: you are Fanglaoshi, the computer moves first
    #[arg(long, value_name = "SIDE", verbatim_doc_comment, allow_hyphen_values = true,
          value_parser = named(&[("first", Player::Xiemao), ("second", Player::Fanglaoshi)]))]
    you: Option<Player>,
    /// cap on the exact search per position when numbers border two
    /// regions (default 8000000, a few tenths of a second); past
    /// it the computer says it is not sure
    #[arg(long, value_name = "N", verbatim_doc_comment, allow_hyphen_values = true,
          value_parser = Number)]
    max_visits: Option<u64>,
    /// the board: HDU 4678 input (the moves come from standard input)
    file: Option<OsString>,
}

/// The board FILE of `gridplay play <game>`: the moves come from standard input, so
/// no FILE and `-` are refused (the exit code after the message).
pub(super) fn board_file(file: &Option<OsString>) -> Result<&OsStr, i32> {
    input_path(file).ok_or_else(|| {
        usage_error("play reads moves from standard input: give the board as a FILE")
    })
}

impl Mine {
    /// Runs `gridplay play mine`; returns the exit code.
    pub fn run(self) -> i32 {
        let path = match board_file(&self.file) {
            Ok(path) => path,
            Err(code) => return code,
        };
        let options = MineOptions {
            case: self.case.unwrap_or(1),
            you: self.you.unwrap_or(Player::Xiemao),
            max_visits: self.max_visits.unwrap_or(PAGE_MAX_VISITS),
            path,
        };
        mine(options)
    }
}

struct MineOptions<'a> {
    case: u64,
    you: Player,
    max_visits: u64,
    path: &'a OsStr,
}

fn mine(options: MineOptions<'_>) -> i32 {
    let limits = Limits::default();
    let per_case = (limits.max_cells.min(u64::from(limits.max_side).pow(2)))
        .saturating_mul(INPUT_BYTES_PER_CELL)
        .saturating_add(INPUT_BYTES_PER_CASE);
    let (text, source) = match read_input(
        Some(options.path),
        limits.max_cases.saturating_mul(per_case),
        &|prefix| broken_before_end(prefix, &mine_parse::parse(prefix, &limits)),
    ) {
        Ok(input) => input,
        Err(error) => return read_error(error),
    };
    let mut input = match mine_parse::parse(&text, &limits) {
        Ok(input) => input,
        Err(error) => return input_error(&source, &error),
    };
    for warning in &input.warnings {
        say(&format!("{source}: {warning}"));
    }
    let cases = input.boards.len() as u64;
    if options.case == 0 || options.case > cases {
        say(&format!(
            "play mine: case {} does not exist: {source} has {cases}",
            options.case
        ));
        return EXIT_BAD_INPUT;
    }
    let board = input.boards.swap_remove(options.case as usize - 1);
    let game = MineGame::new(board, options.max_visits);
    let stdin = io::stdin();
    let stdout = io::stdout();
    let mut session = Session {
        game,
        you: options.you,
        out: BufWriter::new(stdout.lock()),
    };
    played(session.run(&mut TypedMoves::new(stdin.lock())))
}

/// The exit code of a game that ended with `result`: its own code, or 1 after saying
/// why the output could not be written.
pub(super) fn played(result: io::Result<i32>) -> i32 {
    match result {
        Ok(code) => code,
        Err(e) => output_result(Err(e)),
    }
}

/// The start's verdict of a game against the perfect player: who wins with perfect
/// play (`you_win`: you do).
pub(super) fn perfect_play(you_win: bool) -> &'static str {
    if you_win {
        "With perfect play you win."
    } else {
        "With perfect play the computer wins: make it work for it."
    }
}

/// The last line of a game whose loser is the player who cannot move.
pub(super) fn game_over(you_won: bool) -> &'static str {
    if you_won {
        "The computer cannot move: you won."
    } else {
        "You cannot move: the computer won."
    }
}

/// Says why the game stops early; exit code 2 (1 when stderr cannot be written).
pub(super) fn stopped(why: &str) -> i32 {
    super::said(say(why), EXIT_BAD_INPUT)
}

/// What a line typed by the player asks for.
enum Command {
    Click(u32),
    Undo,
    Quit,
}

struct Session<W: Write> {
    game: MineGame,
    you: Player,
    out: W,
}

impl<W: Write> Session<W> {
    /// Plays until the game ends, the input ends or says stop; the exit code.
    fn run(&mut self, input: &mut TypedMoves<impl BufRead>) -> io::Result<i32> {
        let role = match self.you {
            Player::Xiemao => "Xiemao, you move first",
            Player::Fanglaoshi => "Fanglaoshi, the computer moves first",
        };
        writeln!(self.out, "You are {role}.")?;
        self.draw()?;
        loop {
            if let Some(winner) = self.game.winner() {
                return self.game_over(winner).map(|()| 0);
            }
            if self.game.to_move() != self.you {
                let reason = self.game.reply().expect("the game is not over");
                self.draw()?;
                let text = self.reason_line(&reason);
                writeln!(self.out, "{text}")?;
                continue;
            }
            writeln!(self.out, "your move (row col, undo, quit):")?;
            self.out.flush()?;
            let command = match input.next() {
                Typed::Text(line) => self.command(line),
                Typed::Unreadable(what) => Err(not_a_move(&what)),
                Typed::End => {
                    writeln!(self.out, "end of input: stopping.")?;
                    return self.out.flush().map(|()| 0);
                }
                Typed::Stop(why) => {
                    self.out.flush()?;
                    return Ok(stopped(&why));
                }
            };
            match command {
                Ok(Command::Quit) => {
                    writeln!(self.out, "quit.")?;
                    return self.out.flush().map(|()| 0);
                }
                Ok(Command::Undo) => {
                    if self.undo()? {
                        input.played();
                    }
                }
                Ok(Command::Click(cell)) => {
                    input.played();
                    let played = self.game.play(cell).expect("checked");
                    self.draw()?;
                    let text = self.played_line(&played);
                    writeln!(self.out, "{text}")?;
                }
                Err(message) => writeln!(self.out, "{message}; try again")?,
            }
        }
    }

    /// Reads one typed line: `row col`, `undo` or `quit`.
    fn command(&self, line: &str) -> Result<Command, String> {
        let words: Vec<&str> = words(line).collect();
        let [row, col] = match words.as_slice() {
            ["quit" | "q" | "exit"] => return Ok(Command::Quit),
            ["undo" | "u"] => return Ok(Command::Undo),
            [] => return Err("type a move as ROW COL (0-based), or undo, or quit".into()),
            [row, col] => [row, col],
            _ => return Err(not_a_move(&format!("\"{}\"", escaped(line.as_bytes())))),
        };
        let (Ok(row), Ok(col)) = (read_number(row.as_bytes()), read_number(col.as_bytes())) else {
            return Err(format!(
                "\"{}\" is not a move: ROW and COL are whole numbers from 0",
                escaped(line.as_bytes())
            ));
        };
        let board = self.game.board();
        if row >= u64::from(board.rows()) || col >= u64::from(board.cols()) {
            return Err(format!(
                "({row}, {col}) is off the board: rows 0 to {}, columns 0 to {}",
                board.rows() - 1,
                board.cols() - 1
            ));
        }
        let cell = board.cell(row as u32, col as u32);
        if board.is_mine(cell) {
            return Err(format!("({row}, {col}) is a mine"));
        }
        if self.game.is_open(cell) {
            return Err(format!("({row}, {col}) is already open"));
        }
        Ok(Command::Click(cell))
    }

    /// Takes back the computer's reply and your last move; false when there was
    /// nothing to take back.
    fn undo(&mut self) -> io::Result<bool> {
        let mine = |index: usize| (index % 2 == 0) == (self.you == Player::Xiemao);
        let played = self.game.moves_played();
        if !(0..played).any(mine) {
            writeln!(self.out, "nothing to undo")?;
            return Ok(false);
        }
        while let Some(last) = self.game.moves_played().checked_sub(1) {
            self.game.undo();
            if mine(last) {
                break;
            }
        }
        self.draw()?;
        writeln!(self.out, "undone: your move again.")?;
        Ok(true)
    }

    fn game_over(&mut self, winner: Player) -> io::Result<()> {
        let text = if winner == self.you {
            "game over: you win: the computer has no face-down cell left to click."
        } else {
            "game over: the computer wins: you have no face-down cell left to click."
        };
        writeln!(self.out, "{text}")?;
        self.out.flush()
    }

    fn point(&self, cell: u32) -> String {
        let (row, col) = self.game.board().coords(cell);
        format!("({row}, {col})")
    }

    /// "opens the lone number" and the like.
    fn what(&self, played: &Played) -> String {
        match &played.kind {
            MoveKind::OpenRegion { region, numbers } => {
                format!("opens region {region} with the {numbers} face-down numbers around it")
            }
            MoveKind::LoneNumber => "opens a lone number".into(),
            MoveKind::RegionNumber { region } => format!("opens a number of region {region}"),
            MoveKind::SharedNumber { regions } => {
                let list: Vec<String> = regions.iter().map(u32::to_string).collect();
                format!("opens a number shared by regions {}", list.join(", "))
            }
        }
    }

    fn reason_line(&self, reason: &Reason) -> String {
        let played = &reason.played;
        let head = format!(
            "computer clicks {}: {}",
            self.point(played.cell),
            self.what(played)
        );
        let why = match (reason.strategy, played.xor_before, played.xor_after) {
            (Strategy::ZeroXor, Some(before), _) => format!(
                "the XOR goes from {before} to 0, and from 0 every move of yours leaves \
                 me a non-zero XOR to bring back to 0"
            ),
            (Strategy::Longest, _, after) => format!(
                "the XOR was 0, so I am losing; I open as little as possible to make the \
                 game long (XOR now {})",
                value(after)
            ),
            _ => "the exact search passed its cap, so I do not know the value; I open \
                  as little as possible"
                .to_string(),
        };
        format!("{head}; {why}.")
    }

    fn played_line(&self, played: &Played) -> String {
        let mut text = format!(
            "you click {}: {}; the XOR goes from {} to {}",
            self.point(played.cell),
            self.what(played).replace("opens", "open"),
            value(played.xor_before),
            value(played.xor_after)
        );
        if played.xor_before.is_some_and(|v| v != 0) && played.xor_after.is_some_and(|v| v != 0) {
            text += " (your position was won and this move gives it away: try undo)";
        }
        text + "."
    }

    /// The board as text (see the help), unless it is too large.
    fn draw(&mut self) -> io::Result<()> {
        let board = self.game.board();
        let (rows, cols) = (board.rows(), board.cols());
        if rows > DRAW_MAX_SIDE || cols > DRAW_MAX_SIDE {
            return writeln!(
                self.out,
                "({rows}×{cols} board not drawn: more than {DRAW_MAX_SIDE} rows or columns; \
                 {} face-down cells left)",
                self.game.closed_cells()
            );
        }
        let width = (rows - 1).to_string().len();
        let mut text = format!("{:width$} ", "");
        for col in 0..cols {
            text += &format!("{:^3}", col % 100);
        }
        text = text.trim_end().to_string();
        text.push('\n');
        for row in 0..rows {
            text += &format!("{row:>width$} ");
            for col in 0..cols {
                let cell = board.cell(row, col);
                let value = board.value(cell);
                let glyph = match (value, self.game.is_open(cell)) {
                    (MINE, _) => " * ".to_string(),
                    (0, true) => " . ".to_string(),
                    (0, false) => "[ ]".to_string(),
                    (n, true) => format!(" {n} "),
                    (n, false) => format!("[{n}]"),
                };
                text += &glyph;
            }
            text = text.trim_end().to_string();
            text.push('\n');
        }
        self.out.write_all(text.as_bytes())
    }
}

/// The answer to a line that is not a move (`what` describes it, quoted).
fn not_a_move(what: &str) -> String {
    format!("{what} is not a move: type ROW COL (0-based), undo or quit")
}

fn value(v: Option<u32>) -> String {
    v.map_or_else(|| "unknown".to_string(), |v| v.to_string())
}
