//! The reduction: the cells the empty cell can ever enter, as a bipartite graph.
//!
//! Colour the board like a chessboard from the empty cell's start: cells an even
//! number of steps away are on the *black side* (the start among them), the others
//! on the *white side*. 兔兔's moves walk the empty cell onto a white piece, 蛋蛋's
//! onto a black one, turn after turn, so before 兔兔's moves it stands on the black
//! side and before 蛋蛋's on the white side. It can only enter a white piece on the
//! white side or a black piece on the black side, and the pieces there never change
//! until it enters (a piece that slides lands on a cell the empty cell has left, of
//! the wrong colour for it to come back). So the graph is: the start, the black
//! pieces on the black side and the white pieces on the white side, with an edge
//! between side neighbours; each turn the empty cell walks one edge, never entering
//! a cell twice: the token game on this graph.
//!
//! Cost: O(n·m) to build; memory a few bytes per cell.
//!
//! ```
//! use gridplay::slide::{Game, Graph};
//!
//! // X O . X: the start (column 3) is on the black side, and so is column 1, a
//! // black piece: in the graph; column 2 is a white piece on the white side: in;
//! // column 4, a black piece on the white side, is never entered.
//! let game = Game::parse(b"1 4\nXO.X\n1\n1 2\n1 1\n").unwrap();
//! let graph = Graph::new(&game);
//! let cells: Vec<u32> = (0..4).filter(|&c| graph.contains(c)).collect();
//! assert_eq!(cells, vec![0, 1, 2]);
//! assert!(graph.is_black(2) && !graph.is_black(1));
//! ```

use super::{Game, Piece};
use crate::geography::Board;

/// No neighbour in this direction (off the board or out of the graph).
pub const NONE: u32 = u32::MAX;

/// The cells the empty cell can ever enter and their side neighbours among them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Graph {
    rows: u32,
    cols: u32,
    inside: Vec<bool>,
    black: Vec<bool>,
    /// Per cell: the neighbours up, right, down, left in the graph, or [`NONE`].
    adjacent: Vec<[u32; 4]>,
}

impl Graph {
    /// The graph of `game`'s starting board.
    pub fn new(game: &Game) -> Graph {
        let (rows, cols) = (game.rows(), game.cols());
        let (er, ec) = game.coords(game.empty());
        let black: Vec<bool> = (0..rows * cols)
            .map(|cell| {
                let (r, c) = game.coords(cell);
                (r + c) % 2 == (er + ec) % 2
            })
            .collect();
        let inside: Vec<bool> = game
            .pieces()
            .iter()
            .zip(&black)
            .map(|(&piece, &black)| match piece {
                Piece::Empty => true,
                Piece::Black => black,
                Piece::White => !black,
            })
            .collect();
        let adjacent = (0..rows * cols)
            .map(|cell| {
                let (r, c) = game.coords(cell);
                let mut around = [NONE; 4];
                let steps = [
                    (r > 0).then(|| cell - cols),
                    (c + 1 < cols).then(|| cell + 1),
                    (r + 1 < rows).then(|| cell + cols),
                    (c > 0).then(|| cell - 1),
                ];
                if inside[cell as usize] {
                    for (slot, step) in around.iter_mut().zip(steps) {
                        if let Some(n) = step.filter(|&n| inside[n as usize]) {
                            *slot = n;
                        }
                    }
                }
                around
            })
            .collect();
        Graph {
            rows,
            cols,
            inside,
            black,
            adjacent,
        }
    }

    /// Number of rows of the board.
    pub fn rows(&self) -> u32 {
        self.rows
    }

    /// Number of columns of the board.
    pub fn cols(&self) -> u32 {
        self.cols
    }

    /// Number of cells of the board (in the graph or not).
    pub fn len(&self) -> usize {
        self.inside.len()
    }

    /// True for a board without cells (never, for a parsed game).
    pub fn is_empty(&self) -> bool {
        self.inside.is_empty()
    }

    /// True when the empty cell can ever enter `cell` (or starts there).
    pub fn contains(&self, cell: u32) -> bool {
        self.inside[cell as usize]
    }

    /// True when `cell` is on the black side: an even number of steps from the
    /// empty cell's start (where the empty cell stands before 兔兔's moves).
    pub fn is_black(&self, cell: u32) -> bool {
        self.black[cell as usize]
    }

    /// Number of cells in the graph.
    pub fn count(&self) -> usize {
        self.inside.iter().filter(|&&inside| inside).count()
    }

    /// The graph's neighbours of `cell` by direction (up, right, down, left), or
    /// [`NONE`].
    pub fn around(&self, cell: u32) -> [u32; 4] {
        self.adjacent[cell as usize]
    }

    /// The graph's neighbours of `cell`.
    pub fn neighbours(&self, cell: u32) -> impl Iterator<Item = u32> + '_ {
        self.adjacent[cell as usize]
            .into_iter()
            .filter(|&n| n != NONE)
    }

    /// The same graph as a token-game board: cells outside it are walls. The
    /// token game's cell colouring may differ from the sides here, which only
    /// swaps the names of the two sides.
    pub fn board(&self) -> Board {
        Board::from_free(self.rows, self.cols, &self.inside)
    }
}
