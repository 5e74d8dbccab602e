//! NOI 2011 "兔兔与蛋蛋游戏" (Luogu P1971): the empty cell walks, and the player to
//! move wins exactly when every maximum matching of the cells it can still enter covers it.
//!
//! An n×m board holds black pieces `X`, white pieces `O` and one empty cell `.`.
//! 兔兔 moves first: a white piece next to the empty cell slides into it; 蛋蛋 slides
//! a black piece likewise; who cannot move loses. Watch the empty cell instead of
//! the pieces: 兔兔's move walks it onto a white cell, 蛋蛋's onto a black one, and
//! it never comes back to a cell it left ([`graph`]). So the game is the token game
//! ([`crate::geography`]) on the cells it can ever enter, with the token on the empty
//! cell: the player to move wins iff the empty cell's vertex is in every maximum
//! matching of the cells not yet visited.
//!
//! The solve ([`Run`]): one maximum matching of the whole graph, then before each
//! move: remove the empty cell and look for an alternating path from its partner
//! ([`search`]). A path repairs the matching (the empty cell was not needed: the
//! player to move loses); none means the empty cell is in every maximum matching
//! (the player to move wins), and the matching, one pair smaller, is still maximum.
//! 兔兔's move `i` is a mistake when he wins before it and 蛋蛋 wins after it.
//!
//! Cost: one matching of at most 1600 cells, then one search per move, O(cells)
//! each: O(cells · moves) in all, a few million steps at the limits.
//!
//! ```
//! use gridplay::slide::{Game, solve};
//!
//! let game = Game::parse(b"1 6\nXO.OXO\n1\n1 2\n1 1\n").unwrap();
//! assert_eq!(solve(&game).judge_output(), "1\n1\n");
//! ```

pub mod edit;
pub mod explain;
pub mod frame;
pub mod generate;
pub mod graph;
mod parse;
pub mod play;
pub mod practice;
mod run;
pub mod search;

use crate::event_table::with_path_search;

pub use edit::Edit;
pub use graph::Graph;
pub use parse::{MAX_MOVES, MAX_SIDE};
pub use run::{Outcome, Run, solve};

/// What stands on a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Piece {
    /// A black piece `X`: 蛋蛋 moves it.
    Black,
    /// A white piece `O`: 兔兔 moves it.
    White,
    /// The empty cell `.`.
    Empty,
}

impl Piece {
    /// The character the input uses: `X`, `O` or `.`.
    pub fn symbol(self) -> char {
        match self {
            Piece::Black => 'X',
            Piece::White => 'O',
            Piece::Empty => '.',
        }
    }
}

/// The two players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Player {
    /// 兔兔: moves first (odd turns), slides white pieces.
    Tutu,
    /// 蛋蛋: moves second (even turns), slides black pieces.
    Dandan,
}

impl Player {
    /// Who makes turn `turn` (from 1): 兔兔 on odd turns.
    pub fn of_turn(turn: u32) -> Player {
        if turn % 2 == 1 {
            Player::Tutu
        } else {
            Player::Dandan
        }
    }

    /// The other player.
    pub fn other(self) -> Player {
        match self {
            Player::Tutu => Player::Dandan,
            Player::Dandan => Player::Tutu,
        }
    }

    /// The colour of the pieces this player slides.
    pub fn piece(self) -> Piece {
        match self {
            Player::Tutu => Piece::White,
            Player::Dandan => Piece::Black,
        }
    }

    /// The name in the problem: `兔兔` or `蛋蛋`.
    pub fn name(self) -> &'static str {
        match self {
            Player::Tutu => "兔兔",
            Player::Dandan => "蛋蛋",
        }
    }
}

/// The board as it stands: a piece on every cell (row-major) but the empty one.
/// A turn slides a piece next to the empty cell into it ([`Position::slide`]).
///
/// ```
/// use gridplay::slide::{Piece, generate};
///
/// let mut position = generate::sample_1().start(); // XO.OXO
/// position.slide(3);
/// assert_eq!((position.empty(), position.pieces()[2]), (3, Piece::White));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Position {
    pieces: Vec<Piece>,
    empty: u32,
}

impl Position {
    /// The pieces, row-major (`Piece::Empty` on the empty cell).
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces
    }

    /// The empty cell.
    pub fn empty(&self) -> u32 {
        self.empty
    }

    /// The piece on `cell` slides into the empty cell, which moves to `cell` (taking
    /// a turn back is a slide too). The caller checks that the move is legal.
    pub fn slide(&mut self, cell: u32) {
        self.pieces.swap(self.empty as usize, cell as usize);
        self.empty = cell;
    }
}

/// A board and a recorded game, as the judge's input gives them. Cells are
/// row-major indices (`row * cols + col`, 0-based).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    rows: u32,
    cols: u32,
    start: Position,
    /// The cell whose piece slides into the empty cell, turn by turn (2k of them).
    moves: Vec<u32>,
}

impl Game {
    /// Number of rows.
    pub fn rows(&self) -> u32 {
        self.rows
    }

    /// Number of columns.
    pub fn cols(&self) -> u32 {
        self.cols
    }

    /// The starting board, row-major.
    pub fn pieces(&self) -> &[Piece] {
        self.start.pieces()
    }

    /// The empty cell at the start.
    pub fn empty(&self) -> u32 {
        self.start.empty()
    }

    /// The starting position, to play on.
    pub fn start(&self) -> Position {
        self.start.clone()
    }

    /// The recorded turns: the cell whose piece slides into the empty cell (2k).
    pub fn moves(&self) -> &[u32] {
        &self.moves
    }

    /// The number of 兔兔's moves, k.
    pub fn rounds(&self) -> u32 {
        self.moves.len() as u32 / 2
    }

    /// `(row, col)` of `cell`, 0-based.
    pub fn coords(&self, cell: u32) -> (u32, u32) {
        (cell / self.cols, cell % self.cols)
    }

    /// True when `a` and `b` share a side.
    pub fn adjacent(&self, a: u32, b: u32) -> bool {
        let ((ra, ca), (rb, cb)) = (self.coords(a), self.coords(b));
        ra.abs_diff(rb) + ca.abs_diff(cb) == 1
    }

    /// The cells whose piece `player` may slide in `position` (a position of this
    /// game's board): their colour, next to the empty cell; up, right, down, left.
    pub fn legal_moves(&self, position: &Position, player: Player) -> impl Iterator<Item = u32> {
        let pieces = position.pieces();
        self.neighbours(position.empty())
            .filter(move |&n| pieces[n as usize] == player.piece())
    }

    /// The side neighbours of `cell`: up, right, down, left, those on the board.
    pub fn neighbours(&self, cell: u32) -> impl Iterator<Item = u32> + use<> {
        let (rows, cols) = (self.rows, self.cols);
        let (r, c) = (cell / cols, cell % cols);
        let up = (r > 0).then(|| cell - cols);
        let right = (c + 1 < cols).then(|| cell + 1);
        let down = (r + 1 < rows).then(|| cell + cols);
        let left = (c > 0).then(|| cell - 1);
        [up, right, down, left].into_iter().flatten()
    }

    /// The judge's input for this game (rows of `X`, `O`, `.`; 1-based moves).
    pub fn to_judge_input(&self) -> String {
        let mut text = format!("{} {}\n", self.rows, self.cols);
        for row in self.pieces().chunks(self.cols as usize) {
            text.extend(row.iter().map(|p| p.symbol()));
            text.push('\n');
        }
        text += &format!("{}\n", self.rounds());
        for &cell in &self.moves {
            let (r, c) = self.coords(cell);
            text += &format!("{} {}\n", r + 1, c + 1);
        }
        text
    }
}

with_path_search! {
    /// One thing the solve did. Cells are row-major indices (`row * cols + col`);
    /// turns count from 1 (兔兔 on odd turns, 蛋蛋 on even ones). The search's
    /// events are the token game's, declared once (`with_path_search!`): here a
    /// `path_found` ([`Run::search_path`] plus `end`) means some maximum
    /// matching leaves the empty cell out, so the player to move loses.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum Event {
        /// The starting maximum matching pairs the black-side cell `black` with the
        /// white-side cell `white` (one event per pair, before any turn).
        Paired as "paired" {
            /// The cell on the black side (the empty cell's start is on it).
            black: u32,
            /// Its partner on the white side.
            white: u32,
        },
        /// The starting matching is complete and maximum: `size` pairs.
        MatchingDone as "matching_done" {
            /// Number of pairs.
            size: u32,
        },
        /// Turn `turn` begins with the empty cell on `empty`: is it in every maximum
        /// matching of the cells not yet visited?
        TurnStarted as "turn_started" {
            /// The turn, from 1.
            turn: u32,
            /// Where the empty cell is.
            empty: u32,
        },
        /// The check removes `removed` (the empty cell) and searches for an alternating
        /// path from its partner `root`, now unmatched.
        SearchStarted as "search_started" {
            /// The empty cell's partner: the search's start.
            root: u32,
            /// The empty cell, out of the graph for the search.
            removed: u32,
        },
    }
    then {
        /// No alternating path starts at `root`: the empty cell is in every maximum
        /// matching, and the player to move wins.
        SearchFailed as "search_failed" {
            /// The empty cell's partner, left unmatched.
            root: u32,
        },
        /// The answer for turn `turn`: `wins` when the player to move can force a win.
        /// (An empty cell without a partner goes straight here: some maximum matching
        /// leaves it out, so the player to move loses.)
        Judged as "judged" {
            /// The turn.
            turn: u32,
            /// True when the player to move wins.
            wins: bool,
        },
        /// The empty cell `cell` leaves the graph for good; the path just found (if
        /// any) is flipped: pairs `(path[0], path[1])`, `(path[2], path[3])`, … The
        /// matching, maximum on the cells left, has `size` pairs.
        CellRemoved as "cell_removed" {
            /// The cell removed.
            cell: u32,
            /// Matching size after the removal.
            size: u32,
        },
        /// Turn `turn` is played: the piece on `to` slides onto `from`, and the empty
        /// cell walks from `from` to `to`.
        Moved as "moved" {
            /// The turn.
            turn: u32,
            /// The empty cell before the turn.
            from: u32,
            /// The empty cell after it (where the moved piece stood).
            to: u32,
        },
        /// 兔兔's move `number` (turn `2 · number − 1`) was a mistake: he could force a
        /// win before it, and 蛋蛋 can after it.
        Mistake as "mistake" {
            /// The move's number, from 1 (the judge output's numbering).
            number: u32,
        },
        /// The end: `mistakes` of 兔兔's moves were mistakes.
        Verdict as "verdict" {
            /// Number of mistakes.
            mistakes: u32,
        },
    }
}
