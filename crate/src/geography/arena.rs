//! What the searches walk: a board's free cells under its move rule, or a graph's
//! vertices. Every algorithm is written once against [`Arena`]; a [`Board`] gives
//! each cell's edges from its move bitmask, a [`Graph`] from its compressed
//! adjacency list.
//!
//! Cells are numbered from 0 (a board's row-major, a graph's vertices less one). A
//! cell's edges have indices `0..` in the arena's own order (the board's move rule,
//! the graph's increasing neighbours); [`Arena::edge_from`] walks them with a cursor
//! a search keeps on its stack, so a search needs no allocation per cell.
//!
//! The rook board keeps its hand-tuned loops: [`Arena::board`] hands a search the
//! board when it is one, and the searches take their rook path only then.
//!
//! ```
//! use gridplay::geography::{Arena, Board};
//! use gridplay::graph::Graph;
//!
//! let board = Board::from_rows(&["..", ".."]);
//! let path = Graph::from_edges(3, &[(0, 1), (1, 2)]);
//! assert_eq!(board.edge_from(0, 0), Some((1, 1))); // cell 0's move 1 (right) to cell 1
//! assert_eq!(path.edge_from(1, 1), Some((1, 2))); // vertex 1's edge 1 to vertex 2
//! assert_eq!(path.edge_from(1, 2), None);
//! assert!(board.is_bipartite() && path.is_bipartite());
//! ```

use super::{Algorithm, Board, Moves};
use crate::graph::Graph;

/// Cells, their sides and their edges: all the matching searches, the greedy start
/// and the winning-start searches read. Cost: every method O(1) but
/// [`Arena::free_count`] (O(cells)) and [`Arena::why_not_bipartite`].
pub trait Arena {
    /// `cell >> RIGHT_SHIFT` gives each right cell a number of its own, for arrays of
    /// one entry per right cell: 1 on a board (cells `2k` and `2k + 1` always have
    /// two colours), 0 on a graph.
    const RIGHT_SHIFT: u32;

    /// Number of cells, free or not.
    fn len(&self) -> usize;

    /// True for an arena without cells.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Number of free cells (a graph's vertices are all free).
    fn free_count(&self) -> usize;

    /// True when the token may stand on `cell`.
    fn is_free(&self, cell: u32) -> bool;

    /// True when `cell` is on the left side of a bipartite arena (a board: its colour
    /// even without a bipartite rule).
    fn is_left(&self, cell: u32) -> bool;

    /// True when every edge joins the left side to the right side.
    fn is_bipartite(&self) -> bool;

    /// Number of free cells one edge from `cell`.
    fn degree(&self, cell: u32) -> u32;

    /// The first edge of `cell` at index `at` or later: its index and the cell it
    /// leads to; `None` past the last one.
    fn edge_from(&self, cell: u32, at: u32) -> Option<(u32, u32)>;

    /// The cell one edge `i` from `cell` (an index [`Arena::edge_from`] gave).
    fn edge(&self, cell: u32, i: u32) -> u32;

    /// The free cells one edge from `cell`, in edge order.
    fn neighbours(&self, cell: u32) -> impl Iterator<Item = u32> + '_ {
        let mut at = 0;
        std::iter::from_fn(move || {
            let (i, to) = self.edge_from(cell, at)?;
            at = i + 1;
            Some(to)
        })
    }

    /// The board when the arena is one: its rook fast paths and its geometry.
    fn board(&self) -> Option<&Board> {
        None
    }

    /// The board when the arena is a rook board (the searches' hand-tuned loops).
    #[inline(always)]
    fn rook(&self) -> Option<&Board> {
        self.board().filter(|b| b.moves() == Moves::Rook)
    }

    /// Why a bipartite-only algorithm does not apply: three cells that touch each
    /// other or an odd cycle, named as the CLI and the page show them.
    fn why_not_bipartite(&self) -> String;

    /// The algorithm used when none is asked for: the fastest that applies here
    /// (see docs/benchmarks.md).
    fn default_algorithm(&self) -> Algorithm;
}

impl Arena for Board {
    const RIGHT_SHIFT: u32 = 1;

    #[inline]
    fn len(&self) -> usize {
        Board::len(self)
    }

    fn free_count(&self) -> usize {
        Board::free_count(self)
    }

    #[inline]
    fn is_free(&self, cell: u32) -> bool {
        Board::is_free(self, cell)
    }

    #[inline]
    fn is_left(&self, cell: u32) -> bool {
        Board::is_left(self, cell)
    }

    #[inline]
    fn is_bipartite(&self) -> bool {
        self.moves().is_bipartite()
    }

    #[inline]
    fn degree(&self, cell: u32) -> u32 {
        Board::degree(self, cell)
    }

    #[inline]
    fn edge_from(&self, cell: u32, at: u32) -> Option<(u32, u32)> {
        let rest = u32::from(self.open_moves(cell))
            .checked_shr(at)
            .unwrap_or(0);
        if rest == 0 {
            return None;
        }
        let i = at + rest.trailing_zeros();
        Some((i, self.jump(cell, i as u8)))
    }

    #[inline]
    fn edge(&self, cell: u32, i: u32) -> u32 {
        self.jump(cell, i as u8)
    }

    fn neighbours(&self, cell: u32) -> impl Iterator<Item = u32> + '_ {
        Board::neighbours(self, cell)
    }

    #[inline(always)]
    fn board(&self) -> Option<&Board> {
        Some(self)
    }

    fn why_not_bipartite(&self) -> String {
        let moves = self.moves();
        let why = match self.triangle() {
            Some(cells) => {
                let at = |c: u32| {
                    let (r, c) = self.coords(c);
                    format!("({}, {})", r + 1, c + 1)
                };
                format!(
                    "the cells {}, {} and {} touch each other (a triangle)",
                    at(cells[0]),
                    at(cells[1]),
                    at(cells[2])
                )
            }
            None => "they can join cells of the same colour".to_string(),
        };
        format!(
            "a bipartite board, but with {moves} moves {why}, so the chessboard colouring fails"
        )
    }

    fn default_algorithm(&self) -> Algorithm {
        Algorithm::default_for(self.moves())
    }
}

impl Arena for Graph {
    const RIGHT_SHIFT: u32 = 0;

    #[inline]
    fn len(&self) -> usize {
        Graph::len(self) as usize
    }

    fn free_count(&self) -> usize {
        Graph::len(self) as usize
    }

    #[inline]
    fn is_free(&self, _: u32) -> bool {
        true
    }

    #[inline]
    fn is_left(&self, cell: u32) -> bool {
        self.side(cell)
    }

    #[inline]
    fn is_bipartite(&self) -> bool {
        Graph::is_bipartite(self)
    }

    #[inline]
    fn degree(&self, cell: u32) -> u32 {
        Graph::degree(self, cell)
    }

    #[inline]
    fn edge_from(&self, cell: u32, at: u32) -> Option<(u32, u32)> {
        self.neighbours(cell).get(at as usize).map(|&to| (at, to))
    }

    #[inline]
    fn edge(&self, cell: u32, i: u32) -> u32 {
        self.neighbours(cell)[i as usize]
    }

    fn neighbours(&self, cell: u32) -> impl Iterator<Item = u32> + '_ {
        Graph::neighbours(self, cell).iter().copied()
    }

    fn why_not_bipartite(&self) -> String {
        let cycle = self.odd_cycle().unwrap_or_default();
        let names: Vec<String> = cycle.iter().map(|v| (v + 1).to_string()).collect();
        format!(
            "a bipartite graph, but this one has the odd cycle {} (length {})",
            names.join(" – "),
            cycle.len()
        )
    }

    /// Blossom on every graph: it applies to all, and on the bench's random bipartite
    /// graph (10⁶ vertices, 3·10⁶ edges) it is faster than Hopcroft–Karp (0.9 s and
    /// 1.4 s), while Kuhn's searches, each of which may walk the whole graph, take
    /// minutes (docs/benchmarks.md).
    fn default_algorithm(&self) -> Algorithm {
        Algorithm::Blossom
    }
}
