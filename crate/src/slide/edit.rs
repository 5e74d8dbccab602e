//! Editing a board by clicks: a piece swaps its colour, or the empty cell moves to
//! another cell (the two cells swap what they hold). The recorded game must stay a
//! valid judge input, so:
//!
//! 1. the recorded turns are kept up to the first one the edit makes illegal (a
//!    piece of the wrong colour, or not next to the empty cell);
//! 2. the game is then played on until 兔兔 cannot move, as the input promises:
//!    蛋蛋 plays his winning move when he has one, 兔兔 a move that loses when he
//!    has one, else the first legal move (cells in row-major order);
//! 3. if that ends with 蛋蛋 stuck, a search (depth first, explicit stack, at most
//!    [`SEARCH_BUDGET`] moves tried) looks for any ending where 兔兔 is stuck after
//!    the kept turns, then after fewer of them: the game keeps the longest prefix
//!    of the recorded one that can still end as promised;
//! 4. none found (兔兔 wins whatever both do, or has no first move): the edit is
//!    refused, with the reason.
//!
//! Cost: replaying the kept turns and the greedy ending, O(cells) a turn (up to 4
//! positions checked per 兔兔 turn): O(cells²) at most, a few million steps at
//! 40×40; the search at most [`SEARCH_BUDGET`] moves.
//!
//! ```
//! use gridplay::slide::{Edit, Game};
//!
//! // Sample 1: X O . O X O; 兔兔 slides (1, 2), 蛋蛋 (1, 1).
//! let game = Game::parse(b"1 6\nXO.OXO\n1\n1 2\n1 1\n").unwrap();
//! // The empty cell moves to (1, 5), its X to (1, 3): 兔兔's (1, 2) is no longer
//! // next to the empty cell, so nothing is kept, and the game is played on.
//! let moved = game.edit(Edit::MoveEmpty(4)).unwrap();
//! assert_eq!(moved.to_judge_input(), "1 6\nXOXO.O\n2\n1 4\n1 3\n1 2\n1 1\n");
//! // (1, 1) turns white: 兔兔 wins whatever both do, and the input promises he loses.
//! let refused = game.edit(Edit::Flip(0)).unwrap_err();
//! assert!(refused.contains("兔兔 wins however"), "{refused}");
//! ```

use super::play::Play;
use super::{Game, Piece, Player, Position};

/// Moves a fallback search may try before it gives up.
pub const SEARCH_BUDGET: u32 = 200_000;

/// One click's edit of the starting board. Cells are row-major, 0-based.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Edit {
    /// The piece on the cell swaps its colour: `X` ↔ `O`.
    Flip(u32),
    /// The empty cell moves to the cell, whose piece takes the empty cell's place.
    MoveEmpty(u32),
}

impl Game {
    /// The game after `edit`: the board edited, the recorded turns kept up to the
    /// first one the edit makes illegal, then played on until 兔兔 is stuck (see
    /// the module). An error says why the edit cannot be made.
    pub fn edit(&self, edit: Edit) -> Result<Game, String> {
        let cells = self.rows * self.cols;
        let mut start = self.start();
        match edit {
            Edit::Flip(cell) | Edit::MoveEmpty(cell) if cell >= cells => {
                return Err("the cell is outside the board".into());
            }
            Edit::Flip(cell) => {
                let piece = &mut start.pieces[cell as usize];
                *piece = match *piece {
                    Piece::Black => Piece::White,
                    Piece::White => Piece::Black,
                    Piece::Empty => return Err("the empty cell has no colour to swap".into()),
                };
            }
            Edit::MoveEmpty(cell) => start.slide(cell),
        }
        let board = Game {
            rows: self.rows,
            cols: self.cols,
            start,
            moves: Vec::new(),
        };
        let kept = &self.moves[..board.legal_prefix(&self.moves)];
        if let Some(moves) = finish_greedily(&board, kept) {
            return Ok(Game { moves, ..board });
        }
        match search_ending(&board, kept) {
            Ending::Found(moves) => Ok(Game { moves, ..board }),
            Ending::NoneExists
                if board
                    .legal_moves(&board.start, Player::Tutu)
                    .next()
                    .is_none() =>
            {
                Err(
                    "兔兔 has no move on the edited board, and the judge input needs at least \
                 one round"
                        .into(),
                )
            }
            Ending::NoneExists => Err(
                "no game on the edited board ends with 蛋蛋 winning, as the judge input \
                 promises: 兔兔 wins however either player moves"
                    .into(),
            ),
            Ending::GaveUp => Err(format!(
                "no game on the edited board that ends with 蛋蛋 winning (as the judge \
                 input promises) was found in {SEARCH_BUDGET} moves tried"
            )),
        }
    }

    /// How many of `moves` (from the start, 兔兔 first) are legal on this board.
    fn legal_prefix(&self, moves: &[u32]) -> usize {
        let mut position = self.start();
        for (i, &cell) in moves.iter().enumerate() {
            let player = Player::of_turn(i as u32 + 1);
            if !self.legal_moves(&position, player).any(|c| c == cell) {
                return i;
            }
            position.slide(cell);
        }
        moves.len()
    }
}

/// `kept` (legal on `board`), then 蛋蛋's winning move or 兔兔's losing one when
/// there is one, else the first legal move, until someone is stuck: the whole
/// game if 兔兔 is the one stuck after at least one round.
fn finish_greedily(board: &Game, kept: &[u32]) -> Option<Vec<u32>> {
    let mut play = Play::new(board);
    for &cell in kept {
        play.play(cell).ok()?;
    }
    let mut moves = kept.to_vec();
    loop {
        let legal = play.legal_moves();
        let Some(&first) = legal.first() else { break };
        let choice = match play.to_move() {
            Player::Dandan => play.winning_move().unwrap_or(first),
            Player::Tutu => legal
                .iter()
                .copied()
                .find(|&cell| {
                    let mut after = play.clone();
                    after.play(cell).is_ok() && after.winning_move().is_some()
                })
                .unwrap_or(first),
        };
        play.play(choice).ok()?;
        moves.push(choice);
    }
    (play.to_move() == Player::Tutu && !moves.is_empty()).then_some(moves)
}

/// What [`search_ending`] found.
enum Ending {
    /// The whole game: the kept turns (or fewer), then an ending where 兔兔 is stuck.
    Found(Vec<u32>),
    /// No game on the board ends with 兔兔 stuck after at least one round.
    NoneExists,
    /// [`SEARCH_BUDGET`] moves were tried without finding one.
    GaveUp,
}

/// A position in [`search_ending`]'s walk: the moves there, the next to try.
struct Frame {
    options: [u32; 4],
    len: usize,
    next: usize,
}

impl Frame {
    /// The moves in `position` of the player making turn `turn` (from 0).
    fn new(board: &Game, position: &Position, turn: usize) -> Frame {
        let mut frame = Frame {
            options: [0; 4],
            len: 0,
            next: 0,
        };
        for n in board.legal_moves(position, Player::of_turn(turn as u32 + 1)) {
            frame.options[frame.len] = n;
            frame.len += 1;
        }
        frame
    }
}

/// A game on `board` where 兔兔 is stuck after at least one round, depth first with
/// an explicit stack, starting down `kept` (legal on `board`): every ending after
/// all of `kept` is tried first, then after all but its last turn, and so on, so
/// the game found keeps the longest prefix of `kept` that has such an ending.
fn search_ending(board: &Game, kept: &[u32]) -> Ending {
    let mut position = board.start();
    let mut moves: Vec<u32> = Vec::new();
    // The empty cell before each move of `moves` (to take it back).
    let mut before: Vec<u32> = Vec::new();
    let mut stack: Vec<Frame> = Vec::new();
    for &cell in kept {
        let mut frame = Frame::new(board, &position, moves.len());
        // The kept move counts as tried first; the others stay to try.
        let Some(i) = frame.options[..frame.len].iter().position(|&c| c == cell) else {
            break;
        };
        frame.options.swap(0, i);
        frame.next = 1;
        stack.push(frame);
        before.push(position.empty());
        position.slide(cell);
        moves.push(cell);
    }
    stack.push(Frame::new(board, &position, moves.len()));
    let mut budget = SEARCH_BUDGET;
    while let Some(frame) = stack.last_mut() {
        if frame.len == 0 && moves.len() % 2 == 0 && !moves.is_empty() {
            return Ending::Found(moves);
        }
        if frame.next == frame.len {
            // Every move from here is tried: take back the move that led here.
            stack.pop();
            let (Some(from), Some(cell)) = (before.pop(), moves.pop()) else {
                break;
            };
            debug_assert_eq!(position.empty(), cell);
            position.slide(from);
            continue;
        }
        if budget == 0 {
            return Ending::GaveUp;
        }
        budget -= 1;
        let cell = frame.options[frame.next];
        frame.next += 1;
        before.push(position.empty());
        position.slide(cell);
        moves.push(cell);
        stack.push(Frame::new(board, &position, moves.len()));
    }
    Ending::NoneExists
}
