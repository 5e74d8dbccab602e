//! `gridplay play slide FILE`: 兔兔与蛋蛋游戏 against the perfect player of
//! `slide::play`, in the terminal. Moves are read from standard input.

use std::ffi::{OsStr, OsString};
use std::io::{self, BufRead, Read, Write};

use gridplay::slide::play::{Play, Played};
use gridplay::slide::{Game, Piece, Player};

use super::args::named;
use super::play::{game_over, perfect_play};
use super::typed::{Asked, TypedMoves};
use super::{input_error, shown, usage_error};

const LONG_ABOUT: &str = "\
gridplay play slide: play 兔兔与蛋蛋游戏 (NOI 2011, Luogu P1971) against the computer.

The board has black pieces X, white pieces O and one empty cell. 兔兔 moves first
and slides a white piece next to the empty cell into it; 蛋蛋 slides a black piece
likewise. Whoever cannot move loses. The computer plays perfectly and says why;
your mistakes (you could force a win before the move, the computer can after it)
are named.

FILE holds 'N M' and the rows, as in the judge input. A recorded game after the
board is checked as the judge's input is (an error names its line), then set
aside: the game starts from the board.

Type a move as 'ROW COL' (1-based): the piece that slides into the empty cell.
Other commands: 'hint' (the winning move, if any), 'undo' (takes back your last
move and the computer's reply), 'quit'.";

/// `gridplay play slide [--you tutu|dandan] FILE`.
#[derive(clap::Args)]
#[command(
    about = "play 兔兔与蛋蛋游戏 against the computer (moves on standard input)",
    before_help = LONG_ABOUT,
    override_usage = "gridplay play slide [--you tutu|dandan] FILE",
    after_help = play_exit_codes!()
)]
pub struct PlaySlide {
    /// your side (default tutu, 兔兔, who moves first)
    #[arg(long, value_name = "SIDE", allow_hyphen_values = true,
          value_parser = named(&[("tutu", Player::Tutu), ("dandan", Player::Dandan)]))]
    you: Option<Player>,
    /// the board (the moves come from standard input)
    file: Option<OsString>,
}

const NOT_A_MOVE: &str = "Type ROW COL (for example '2 3'), hint, undo or quit.";

impl PlaySlide {
    /// Runs `gridplay play slide`; returns the exit code.
    pub fn run(self) -> i32 {
        match super::play::board_file(&self.file) {
            Ok(path) => play(self.you.unwrap_or(Player::Tutu), path),
            Err(code) => code,
        }
    }
}

/// Plays from the board in `path`; returns the exit code.
fn play(you: Player, path: &OsStr) -> i32 {
    // A board file is small (40×40 and 2000 moves: about 14 KB): read at most 1 MiB.
    const MAX_BYTES: u64 = 1 << 20;
    let mut text = Vec::new();
    let read = std::fs::File::open(path).and_then(|f| f.take(MAX_BYTES + 1).read_to_end(&mut text));
    match read {
        Ok(_) if text.len() as u64 <= MAX_BYTES => {}
        Ok(_) => return usage_error(&format!("{} is longer than any board needs", shown(path))),
        Err(e) => return usage_error(&format!("cannot read {}: {e}", shown(path))),
    }
    // A whole NOI 2011 input, or a board alone. When neither parses, the error
    // further into the file: a bad recorded move on line 5 is named there, not as
    // "unexpected after the board" on line 3.
    let game = match Game::parse(&text) {
        Ok(game) => game,
        Err(whole) => match Game::parse_board(&text) {
            Ok(game) => game,
            Err(board) if (board.line, board.column) > (whole.line, whole.column) => {
                return input_error(&shown(path), &board);
            }
            Err(_) => return input_error(&shown(path), &whole),
        },
    };
    let mut play = Play::new(&game);
    let stdin = io::stdin();
    let stdout = io::stdout();
    let mut moves = TypedMoves::new(stdin.lock());
    super::play::played(session(&mut play, you, &mut moves, &mut stdout.lock()))
}

fn session(
    play: &mut Play,
    you: Player,
    moves: &mut TypedMoves<impl BufRead>,
    out: &mut dyn Write,
) -> io::Result<i32> {
    let computer = you.other();
    // Every move played, both sides', from the start (undo replays them).
    let mut history: Vec<u32> = Vec::new();
    let you_win = play.winning_move().is_some() == (you == Player::Tutu);
    writeln!(out, "You are {}. {}", you.name(), perfect_play(you_win))?;
    loop {
        if play.is_over() {
            write!(out, "{}", board(play))?;
            writeln!(out, "{}", game_over(play.to_move() != you))?;
            return Ok(0);
        }
        if play.to_move() == computer {
            let cell = play.best_move().expect("not over");
            let wins = play.winning_move().is_some();
            play.play(cell).expect("legal");
            history.push(cell);
            let why = if wins {
                "the empty cell is in every maximum matching of the cells it can still \
                 enter, so sliding its partner wins"
            } else {
                "I cannot force a win: some maximum matching leaves the empty cell out, so \
                 every move of mine has an answer"
            };
            writeln!(
                out,
                "Computer ({}) slides the piece at {}: {why}.",
                computer.name(),
                at(play, cell)
            )?;
            continue;
        }
        write!(out, "{}", board(play))?;
        write!(out, "Your move (ROW COL, hint, undo, quit): ")?;
        let line = match moves.ask(out, NOT_A_MOVE)? {
            Asked::Line(line) => line,
            Asked::Again => continue,
            Asked::Exit(code) => return Ok(code),
        };
        let words: Vec<&str> = gridplay::parse::words(line).collect();
        match words.as_slice() {
            [] => {}
            ["quit" | "q"] => return Ok(0),
            // A hint or an undo with nothing to take back plays no move: it counts
            // toward the stop after 100 such lines (`yes hint` would run forever).
            ["hint" | "h"] => match play.winning_move() {
                Some(cell) => writeln!(out, "Winning move: {}", at(play, cell))?,
                None => writeln!(out, "No move wins from here against perfect play.")?,
            },
            ["undo" | "u"] => {
                if undo(play, &mut history, you) {
                    moves.played();
                    writeln!(out, "Taken back: your move again.")?;
                } else {
                    writeln!(out, "Nothing to take back: you have not moved yet.")?;
                }
            }
            [row, col] => {
                if let Some(cell) = your_move(play, row, col, out)? {
                    history.push(cell);
                    moves.played();
                }
            }
            _ => writeln!(out, "{NOT_A_MOVE}")?,
        }
    }
}

/// Takes back your last move and the computer's replies after it, by replaying the
/// moves before it from the start (O(cells) a move); false when you have not moved.
fn undo(play: &mut Play, history: &mut Vec<u32>, you: Player) -> bool {
    let yours = |i: &usize| Player::of_turn(*i as u32 + 1) == you;
    let Some(last) = (0..history.len()).rev().find(yours) else {
        return false;
    };
    history.truncate(last);
    let mut again = Play::new(play.game());
    for &cell in history.iter() {
        again
            .play(cell)
            .expect("a move played before is legal again");
    }
    *play = again;
    true
}

/// Plays your move `row col` and says what it did; the cell moved, if it was played.
fn your_move(
    play: &mut Play,
    row: &str,
    col: &str,
    out: &mut dyn Write,
) -> io::Result<Option<u32>> {
    let (rows, cols) = (play.game().rows(), play.game().cols());
    let number = |s: &str, max: u32| {
        gridplay::parse::read_number(s.as_bytes())
            .ok()
            .filter(|&n| n >= 1 && n <= u64::from(max))
            .map(|n| n as u32)
    };
    let (Some(r), Some(c)) = (number(row, rows), number(col, cols)) else {
        writeln!(out, "Rows go from 1 to {rows}, columns from 1 to {cols}.")?;
        return Ok(None);
    };
    let better = play.winning_move();
    let cell = (r - 1) * cols + c - 1;
    match play.play(cell) {
        Err(error) => writeln!(out, "Not allowed: {error}.").map(|()| None),
        Ok(Played { mistake: true, .. }) => writeln!(
            out,
            "A mistake: you could force a win before it, and the computer can now. \
             The winning move was {}.",
            at(play, better.expect("a mistake had a winning move"))
        )
        .map(|()| Some(cell)),
        Ok(Played {
            wins_before: true, ..
        }) => writeln!(out, "Good: you are still winning.").map(|()| Some(cell)),
        Ok(_) => Ok(Some(cell)),
    }
}

fn at(play: &Play, cell: u32) -> String {
    let (r, c) = play.game().coords(cell);
    format!("({},{})", r + 1, c + 1)
}

/// The board with row numbers: X, O and the empty cell `.`.
fn board(play: &Play) -> String {
    let cols = play.game().cols() as usize;
    let mut out = String::new();
    for (r, row) in play.position().pieces().chunks(cols).enumerate() {
        out += &format!("{:>3} ", r + 1);
        out.extend(row.iter().map(|&p: &Piece| p.symbol()));
        out.push('\n');
    }
    out
}
