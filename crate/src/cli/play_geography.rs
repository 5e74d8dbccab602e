//! `gridplay play geography FILE`: the token game against the perfect player of
//! `geography::play`, in the terminal. Moves are read from standard input.

use std::ffi::{OsStr, OsString};
use std::fmt::Write as _;
use std::io::{self, BufRead, Write};

use gridplay::geography::play::{Game, Reason, Role, Verdict};
use gridplay::geography::{Board, Options, Run};
use gridplay::parse::{read_number, words};

use super::args::choice;
use super::geography::SolveOptions;
use super::play::{game_over, perfect_play};
use super::typed::{Asked, TypedMoves};
use super::{broken_before_end, input_error, read_error, read_input};

const LONG_ABOUT: &str = "\
gridplay play geography: play the token game against the computer.

A token is placed on a free cell; then the players take turns moving it to a
free neighbour it has not visited (side neighbours, or by --moves). Whoever
cannot move loses. The placer (you, with --you placer) places the token and
moves second; the mover moves first. The computer plays perfectly and says why
each move is right. Every move rule plays: king and hex with blossoms.

Type a move as 'ROW COL' (1-based, as in the judge output). Other commands:
'hint' (the winning moves, if any), 'undo' (takes back your last move and the
computer's answer), 'quit'. The board: '#' wall, '.' free, 'o' visited,
'@' the token.";

/// `gridplay play geography [OPTIONS] FILE`.
#[derive(clap::Args)]
#[command(
    about = "play the token game against the computer (moves on standard input)",
    before_help = LONG_ABOUT,
    override_usage = super::geography::usage(
        &format!("play geography [--you {}]", joined_roles()),
        "FILE",
    ),
    after_help = play_exit_codes!()
)]
pub struct Play {
    /// your role (default placer)
    #[arg(long, value_name = "ROLE", allow_hyphen_values = true,
          value_parser = choice(&Role::ALL, Role::name))]
    you: Option<Role>,
    #[command(flatten)]
    solve: SolveOptions,
    /// the board (the moves come from standard input)
    file: Option<OsString>,
}

/// `placer|mover`.
fn joined_roles() -> String {
    let names: Vec<&str> = Role::ALL.iter().map(|role| role.name()).collect();
    names.join("|")
}

/// The answer to any line that is not a move (words that are not commands, bytes
/// that are not UTF-8, a line too long).
const NOT_A_MOVE: &str = "Type ROW COL (for example '2 3'), hint, undo or quit.";

impl Play {
    /// Runs `gridplay play geography`; returns the exit code.
    pub fn run(self) -> i32 {
        let path = match super::play::board_file(&self.file) {
            Ok(path) => path,
            Err(code) => return code,
        };
        let (options, max_cells) = self.solve.options();
        play(self.you.unwrap_or(Role::Placer), options, max_cells, path)
    }
}

/// Plays the token game on the board in `path`; returns the exit code.
fn play(you: Role, options: Options, max_cells: u64, path: &OsStr) -> i32 {
    let (text, source) = match read_input(
        Some(path),
        super::geography::max_input_bytes(max_cells),
        &|prefix| broken_before_end(prefix, &Board::parse_with_limit(prefix, max_cells)),
    ) {
        Ok(input) => input,
        Err(error) => return read_error(error),
    };
    let board = match Board::parse_with_limit(&text, max_cells) {
        Ok(board) => board,
        Err(error) => return input_error(&source, &error),
    };
    let mut run = Run::new(board, options);
    run.run_to_end();
    let game = Game::new(run.board().clone(), run.matching().clone());
    let stdin = io::stdin();
    let stdout = io::stdout();
    let mut session = Session { game, you };
    let moves = &mut TypedMoves::new(stdin.lock());
    super::play::played(session.play(moves, &mut stdout.lock()))
}

struct Session {
    game: Game,
    you: Role,
}

impl Session {
    /// Plays until the game ends, the input ends or says stop; the exit code.
    fn play(
        &mut self,
        input: &mut TypedMoves<impl BufRead>,
        out: &mut dyn Write,
    ) -> io::Result<i32> {
        let you_win = self.game.to_move_wins() == (self.you == Role::Placer);
        writeln!(
            out,
            "You are the {}. {}",
            self.you.name(),
            perfect_play(you_win)
        )?;
        loop {
            if self.game.is_over() {
                write!(out, "{}", self.board())?;
                let you_won = self.game.winner() == Some(self.you);
                writeln!(out, "{}", game_over(you_won))?;
                return Ok(0);
            }
            if self.game.to_move() != self.you {
                let (cell, reason) = self.game.best_move().expect("not over");
                self.game.play(cell).expect("legal");
                writeln!(out, "Computer: {}", self.reason(reason))?;
                continue;
            }
            write!(out, "{}", self.board())?;
            write!(
                out,
                "{} (ROW COL, hint, undo, quit): ",
                if self.game.token().is_none() {
                    "Place the token"
                } else {
                    "Your move"
                }
            )?;
            let line = match input.ask(out, NOT_A_MOVE)? {
                Asked::Line(line) => line,
                Asked::Again => continue,
                Asked::Exit(code) => return Ok(code),
            };
            let words: Vec<&str> = words(line).collect();
            let played = match words.as_slice() {
                [] => false,
                ["quit" | "q"] => return Ok(0),
                ["undo" | "u"] => self.undo(out)?,
                ["hint" | "h"] => self.hint(out).map(|()| false)?,
                [row, col] => self.your_move(row, col, out)?,
                _ => {
                    writeln!(out, "{NOT_A_MOVE}")?;
                    false
                }
            };
            if played {
                input.played();
            }
        }
    }

    /// Plays the typed move if it is legal; true when it was played.
    fn your_move(&mut self, row: &str, col: &str, out: &mut dyn Write) -> io::Result<bool> {
        let board = self.game.board();
        let number = |s: &str, max: u32| {
            read_number(s.as_bytes())
                .ok()
                .filter(|&n| n >= 1 && n <= u64::from(max))
        };
        let (Some(r), Some(c)) = (number(row, board.rows()), number(col, board.cols())) else {
            writeln!(
                out,
                "Rows go from 1 to {}, columns from 1 to {}.",
                board.rows(),
                board.cols()
            )?;
            return Ok(false);
        };
        let cell = board.cell(r as u32 - 1, c as u32 - 1);
        match self.game.play(cell) {
            Err(error) => writeln!(out, "Not allowed: {error}.").map(|()| false),
            Ok(Verdict::Blunder { better }) => writeln!(
                out,
                "That gives the win away: {} was winning. Type undo to take it back.",
                self.at(better)
            )
            .map(|()| true),
            Ok(Verdict::Kept) => writeln!(out, "Good: you are still winning.").map(|()| true),
            Ok(Verdict::StillLosing) => Ok(true),
        }
    }

    /// Takes back moves until it is your turn again with one move fewer of yours;
    /// true when something was taken back.
    fn undo(&mut self, out: &mut dyn Write) -> io::Result<bool> {
        let mut undone = false;
        while self.game.undo() {
            undone = true;
            if self.game.to_move() == self.you {
                break;
            }
        }
        if undone && self.game.to_move() != self.you {
            // Back at the start with the computer to move: it moves again.
            writeln!(out, "Back to the start.")?;
            return Ok(true);
        }
        writeln!(
            out,
            "{}",
            if undone {
                "Taken back."
            } else {
                "Nothing to undo."
            }
        )?;
        Ok(undone)
    }

    fn hint(&mut self, out: &mut dyn Write) -> io::Result<()> {
        let cells = self.game.winning_moves();
        if cells.is_empty() {
            return writeln!(out, "No move wins from here against perfect play.");
        }
        let listed: Vec<String> = cells.iter().take(20).map(|&c| self.at(c)).collect();
        writeln!(
            out,
            "Winning moves: {}{}",
            listed.join(" "),
            if cells.len() > 20 { " …" } else { "" }
        )
    }

    fn at(&self, cell: u32) -> String {
        let (r, c) = self.game.board().coords(cell);
        format!("({},{})", r + 1, c + 1)
    }

    fn reason(&self, reason: Reason) -> String {
        match reason {
            Reason::PlaceUnmatched { cell } => format!(
                "I place the token on {}: a maximum matching leaves it unmatched, so I can \
                 answer every move of yours along a domino of that matching.",
                self.at(cell)
            ),
            Reason::PlaceLosing { cell } => format!(
                "I place the token on {}. The board has a perfect matching, so every start \
                 loses for me; I pick one with many neighbours.",
                self.at(cell)
            ),
            Reason::FollowDomino { from, to } => format!(
                "I follow the domino {}-{} of a maximum matching: the rest of it is still \
                 maximum and leaves your cell unmatched, so every move you make lands on a \
                 cell with a partner for me.",
                self.at(from),
                self.at(to)
            ),
            Reason::Losing { to, replies, .. } => {
                let mut s = format!(
                    "I move to {}. I am losing: every move leaves you a winning answer",
                    self.at(to)
                );
                let _ = match replies {
                    Some(1) => write!(s, ", and this one leaves you only one."),
                    Some(n) => write!(s, "; this one leaves you {n}."),
                    None => write!(s, "."),
                };
                s
            }
        }
    }

    /// The board with 1-based numbers every 5 columns and rows (small boards only
    /// print every cell; big ones a window around the token).
    fn board(&self) -> String {
        let board = self.game.board();
        let (rows, cols) = (board.rows(), board.cols());
        let token = self.game.token();
        let (r0, c0, r1, c1) = match token {
            Some(t) if rows > 40 || cols > 60 => {
                let (tr, tc) = board.coords(t);
                let (r0, c0) = (tr.saturating_sub(10), tc.saturating_sub(20));
                (r0, c0, (r0 + 21).min(rows), (c0 + 41).min(cols))
            }
            _ => (0, 0, rows.min(40), cols.min(60)),
        };
        let mut out = String::new();
        for r in r0..r1 {
            let _ = write!(out, "{:>5} ", r + 1);
            for c in c0..c1 {
                let cell = board.cell(r, c);
                out.push(if token == Some(cell) {
                    '@'
                } else if self.game.is_left(cell) {
                    'o'
                } else if board.is_free(cell) {
                    '.'
                } else {
                    '#'
                });
            }
            out.push('\n');
        }
        if (r0, c0, r1, c1) != (0, 0, rows, cols) {
            let _ = writeln!(
                out,
                "(rows {}-{}, columns {}-{} of {rows}×{cols})",
                r0 + 1,
                r1,
                c0 + 1,
                c1
            );
        }
        out
    }
}
