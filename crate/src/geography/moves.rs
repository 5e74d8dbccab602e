//! Move rules: which cells the token may step to from a cell.
//!
//! - `rook`: the 4 side neighbours (the problem's rule);
//! - `king`: the 8 neighbours;
//! - `knight`: the 8 knight jumps;
//! - `hex`: 6 neighbours on a board whose rows with odd 0-based index are shifted
//!   half a cell right: cell `(r, c)` of an even row touches `(r±1, c-1)` and
//!   `(r±1, c)`, of an odd row `(r±1, c)` and `(r±1, c+1)`, plus `(r, c±1)`.
//!
//! Every move of `rook` and `knight` changes the chessboard colour, so their graphs
//! are bipartite and Kuhn's and Hopcroft–Karp's searches apply; `king` and `hex`
//! boards have triangles and need Edmonds' blossom algorithm.
//!
//! Moves are numbered so that [`Moves::opposite`] of move `i` undoes it (from the
//! cell reached); `rook` keeps the [`super::Direction`] numbering.
//!
//! ```
//! use gridplay::geography::Moves;
//!
//! assert_eq!("hex".parse::<Moves>(), Ok(Moves::Hex));
//! assert_eq!(Moves::default(), Moves::Rook);
//! assert!(Moves::Knight.is_bipartite() && !Moves::King.is_bipartite());
//! ```

/// A move rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Moves {
    /// The 4 side neighbours (the problem).
    #[default]
    Rook,
    /// The 8 neighbours.
    King,
    /// The 8 knight jumps.
    Knight,
    /// 6 neighbours, odd rows shifted half a cell right.
    Hex,
}

/// `(row, col)` steps of the king's moves; move `i ^ 1` is the opposite of `i`.
const KING: [(i32, i32); 8] = [
    (-1, 0),
    (1, 0),
    (0, -1),
    (0, 1),
    (-1, -1),
    (1, 1),
    (-1, 1),
    (1, -1),
];

/// The knight's jumps, opposite moves paired as for [`KING`].
const KNIGHT: [(i32, i32); 8] = [
    (-2, -1),
    (2, 1),
    (-2, 1),
    (2, -1),
    (-1, -2),
    (1, 2),
    (-1, 2),
    (1, -2),
];

/// Hex moves from an even row: west, east, north-west, south-east, north-east,
/// south-west.
const HEX_EVEN: [(i32, i32); 6] = [(0, -1), (0, 1), (-1, -1), (1, 0), (-1, 0), (1, -1)];
/// The same moves from an odd row (shifted half a cell right).
const HEX_ODD: [(i32, i32); 6] = [(0, -1), (0, 1), (-1, 0), (1, 1), (-1, 1), (1, 0)];

/// The rook's moves in [`super::Direction`] order: up, right, down, left.
const ROOK: [(i32, i32); 4] = [(-1, 0), (0, 1), (1, 0), (0, -1)];

impl Moves {
    /// Every rule.
    pub const ALL: [Moves; 4] = [Moves::Rook, Moves::King, Moves::Knight, Moves::Hex];

    /// The name used in the CLI, URLs and docs.
    pub fn name(self) -> &'static str {
        match self {
            Moves::Rook => "rook",
            Moves::King => "king",
            Moves::Knight => "knight",
            Moves::Hex => "hex",
        }
    }

    /// True when every move changes the chessboard colour (`rook`, `knight`): the
    /// graph is bipartite, with the colours as its sides.
    pub fn is_bipartite(self) -> bool {
        matches!(self, Moves::Rook | Moves::Knight)
    }

    /// The move that undoes move `i`: `(i + 2) % 4` for `rook` (directions), `i ^ 1`
    /// for the others.
    pub fn opposite(self, i: u8) -> u8 {
        match self {
            Moves::Rook => (i + 2) % 4,
            _ => i ^ 1,
        }
    }

    /// The `(row, col)` steps from a cell of a row with parity `odd_row`, in the
    /// rule's numbering.
    pub fn steps(self, odd_row: bool) -> &'static [(i32, i32)] {
        match self {
            Moves::Rook => &ROOK,
            Moves::King => &KING,
            Moves::Knight => &KNIGHT,
            Moves::Hex if odd_row => &HEX_ODD,
            Moves::Hex => &HEX_EVEN,
        }
    }

    /// The cell one move `i` from `(row, col)` on a `rows`×`cols` board, if on it.
    pub fn target(self, rows: u32, cols: u32, row: u32, col: u32, i: usize) -> Option<(u32, u32)> {
        let (dr, dc) = *self.steps(row % 2 == 1).get(i)?;
        let (r, c) = (row as i64 + dr as i64, col as i64 + dc as i64);
        (r >= 0 && c >= 0 && r < rows as i64 && c < cols as i64).then_some((r as u32, c as u32))
    }
}

super::named!(Moves, what: "move rule");

#[cfg(test)]
mod tests {
    use super::*;

    /// The opposite move from the cell reached by move `i` comes back, for every
    /// rule and row parity; hex matches the issue's definition.
    #[test]
    fn opposite_moves_come_back() {
        for moves in Moves::ALL {
            for row in 2..4u32 {
                for i in 0..moves.steps(row % 2 == 1).len() {
                    let (r, c) = moves.target(9, 9, row, 4, i).unwrap();
                    assert_eq!(
                        moves.target(9, 9, r, c, moves.opposite(i as u8) as usize),
                        Some((row, 4)),
                        "{moves} {i}"
                    );
                }
            }
        }
        let around = |row: u32| {
            let mut cells: Vec<_> = (0..6)
                .filter_map(|i| Moves::Hex.target(9, 9, row, 4, i))
                .collect();
            cells.sort();
            cells
        };
        assert_eq!(around(2), [(1, 3), (1, 4), (2, 3), (2, 5), (3, 3), (3, 4)]);
        assert_eq!(around(3), [(2, 4), (2, 5), (3, 3), (3, 5), (4, 4), (4, 5)]);
    }
}
