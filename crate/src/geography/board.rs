//! The token game's board: parsing judge input and the grid graph it defines.

use super::{Arena, Moves};
use crate::parse::{Cursor, DEFAULT_MAX_CELLS, MAX_CELLS_EVER, ParseError, describe_char};

/// Directions in the order searches try them: up, right, down, left.
pub const DIRECTIONS: [Direction; 4] = [
    Direction::Up,
    Direction::Right,
    Direction::Down,
    Direction::Left,
];

/// A step to a 4-neighbour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum Direction {
    /// One row up.
    Up = 0,
    /// One column right.
    Right = 1,
    /// One row down.
    Down = 2,
    /// One column left.
    Left = 3,
}

/// `in_order(order)[open]`: bit `i` set when direction `order[i]` is open in the
/// direction bits `open` (as `Board::open_directions` gives them): the searches walk
/// a cell's open directions in their own order with one table lookup.
pub const fn in_order(order: [Direction; 4]) -> [u8; 16] {
    let mut table = [0u8; 16];
    let mut open = 0;
    while open < 16 {
        let mut i = 0;
        while i < 4 {
            if open & (1 << order[i] as u8) != 0 {
                table[open] |= 1 << i;
            }
            i += 1;
        }
        open += 1;
    }
    table
}

/// How a search walks a cell's edges in its own order, on a board or a graph: the
/// first edge of `cell` at index `next` or later, its index and the cell it leads
/// to. [`RookIn`] walks the rook's directions in a search's order with one table
/// lookup; [`AnyMoves`] any [`Arena`]'s edges in the arena's order
/// ([`Arena::edge_from`]).
pub(crate) trait EdgeWalk<A> {
    /// The next open edge of `cell` from index `next` on, and where it leads.
    fn next_edge(arena: &A, cell: u32, next: u32) -> Option<(u32, u32)>;
}

impl<O: DirectionOrder> EdgeWalk<Board> for RookIn<O> {
    #[inline]
    fn next_edge(board: &Board, cell: u32, next: u32) -> Option<(u32, u32)> {
        let rest = u32::from(O::IN_ORDER[board.open_directions(cell) as usize]) >> next;
        if rest == 0 {
            return None;
        }
        let i = next + rest.trailing_zeros();
        Some((i, board.step(cell, O::ORDER[i as usize] as u8)))
    }
}

impl<A: Arena> EdgeWalk<A> for AnyMoves {
    #[inline]
    fn next_edge(arena: &A, cell: u32, next: u32) -> Option<(u32, u32)> {
        arena.edge_from(cell, next)
    }
}

/// A search's order of the rook's four directions.
pub(crate) trait DirectionOrder {
    /// The directions in the order the search tries them.
    const ORDER: [Direction; 4];
    /// `IN_ORDER[open]`: bit `i` set when direction `ORDER[i]` is open in `open`.
    const IN_ORDER: [u8; 16] = in_order(Self::ORDER);
}

/// Declares, in a search's module with a `const ORDER: [Direction; 4]`, the rook's
/// edges in that order (`RookOrder`, an [`EdgeWalk`]) and `IN_ORDER` (`IN_ORDER[open]`:
/// bit `i` set when direction `ORDER[i]` is open in `open`), for its fast path.
macro_rules! rook_order {
    () => {
        /// [`ORDER`] for the rook's edges.
        struct Order;

        impl $crate::geography::board::DirectionOrder for Order {
            const ORDER: [$crate::geography::Direction; 4] = ORDER;
        }

        /// `IN_ORDER[open]`: bit `i` set when direction `ORDER[i]` is open in `open`.
        const IN_ORDER: [u8; 16] = <Order as $crate::geography::board::DirectionOrder>::IN_ORDER;

        /// The rook's edges in [`ORDER`].
        type RookOrder = $crate::geography::board::RookIn<Order>;
    };
}
pub(crate) use rook_order;

/// The rook's edges in the order `O`: a table lookup per cell.
pub(crate) struct RookIn<O>(std::marker::PhantomData<O>);

/// Any rule's moves in the rule's own order ([`Board::open_moves`]).
pub(crate) struct AnyMoves;

const FREE: u8 = 1 << 4;
const LEFT_SIDE: u8 = 1 << 5;
/// Bit 6: the cell's row has an odd index (the hex offset table to use).
const ODD_ROW_SHIFT: u8 = 6;
const OPEN_DIRS: u8 = 0b1111;

/// An N×M board of free cells and walls under a move rule ([`Moves`], `rook` unless
/// [`Board::with_moves`] says otherwise), with each free cell's open moves
/// precomputed, so the searches never check bounds.
///
/// Cells are numbered row-major from 0: `cell = row * cols + col`. Free cells with
/// `row + col` even form the left side of the bipartite graph ("black" squares) for
/// `rook` and `knight`; for `king` and `hex` it is only the colour.
///
/// The 4 rook directions are kept in every cell's byte whatever the rule (the fast
/// path of [`super::kuhn`] and [`super::hopcroft_karp`]); the other rules add one
/// byte per cell with a bit per open move ([`Board::open_moves`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    rows: u32,
    cols: u32,
    /// Per cell: bits 0–3 open neighbour in each [`Direction`], bit 4 free,
    /// bit 5 on the left side, bit 6 on an odd row.
    cells: Vec<u8>,
    moves: Moves,
    /// Per cell, for rules other than `rook`: bit `i` set when move `i` is open.
    open: Vec<u8>,
    /// `offsets[row parity][i]`: the cell index change of move `i`, wrapping.
    offsets: [[u32; 8]; 2],
}

impl Board {
    /// Parses judge input (`N M`, then N rows of `.` and `#`), up to
    /// [`DEFAULT_MAX_CELLS`] cells.
    ///
    /// ```
    /// let board = gridplay::geography::Board::parse(b"2 3\n.#.\n...\n").unwrap();
    /// assert_eq!((board.rows(), board.cols(), board.free_count()), (2, 3, 5));
    /// ```
    pub fn parse(text: &[u8]) -> Result<Board, ParseError> {
        Self::parse_with_limit(text, DEFAULT_MAX_CELLS)
    }

    /// Parses judge input, refusing boards of more than `max_cells` cells.
    ///
    /// Reads whitespace-separated tokens as the judges' accepted solutions do with
    /// `scanf`: `N`, `M`, then N row tokens of exactly M characters `.` or `#`. Any
    /// whitespace may separate them (blank lines, several rows on one line, the header
    /// split over lines, CRLF); a leading UTF-8 byte-order mark is skipped. Text after
    /// the N rows is an error (it usually means N is wrong).
    ///
    /// Sizes: `N·M` is checked (without overflow) against `max_cells` and
    /// [`MAX_CELLS_EVER`] before anything is allocated for the board, and memory grows
    /// with the rows actually read.
    ///
    /// ```
    /// use gridplay::geography::Board;
    /// let split = Board::parse(b"2\n\n3 .#.\r\n\n...").unwrap();
    /// assert_eq!(split, Board::parse(b"2 3\n.#.\n...\n").unwrap());
    /// let error = Board::parse(b"2 3\n.#.\n..\n").unwrap_err();
    /// assert_eq!((error.line, error.column), (3, 3));
    /// ```
    pub fn parse_with_limit(text: &[u8], max_cells: u64) -> Result<Board, ParseError> {
        let mut cursor = Cursor::new(text);
        let (rows, _) = read_dimension(&mut cursor, "the number of rows N")?;
        let (cols, (line, column)) = read_dimension(&mut cursor, "the number of columns M")?;
        let limit = max_cells.min(MAX_CELLS_EVER);
        let over = |cells: String| {
            let why = if max_cells > MAX_CELLS_EVER {
                format!("over the largest board gridplay holds, {MAX_CELLS_EVER} cells")
            } else {
                format!("over the limit of {max_cells}")
            };
            ParseError::new(
                line,
                column,
                format!("the board has {rows}×{cols} = {cells} cells, {why}"),
            )
        };
        let cells = match crate::parse::cells(rows, cols) {
            Some(cells) if cells <= limit => cells,
            Some(cells) => return Err(over(cells.to_string())),
            None => return Err(over("more than 2⁶⁴".into())),
        };
        let (rows, cols) = (rows as u32, cols as u32);
        // Never more than the input holds: a claimed size costs nothing until read.
        let mut free = Vec::with_capacity(cells.min(text.len() as u64) as usize);
        for row in 0..rows {
            let Some((start, token)) = cursor.token() else {
                return Err(cursor.error_here(format!(
                    "expected {rows} rows but the input ends after {row}"
                )));
            };
            read_row(&cursor, start, token, row + 1, cols, &mut free)?;
        }
        debug_assert_eq!(free.len() as u64, cells);
        if !cursor.at_end() {
            return Err(cursor.error_here(format!(
                "unexpected text after the {rows} rows of the board"
            )));
        }
        Ok(Board::from_free(rows, cols, &free))
    }

    /// A board from a row-major slice of `true` for free cells.
    ///
    /// # Panics
    /// If `free.len() != rows * cols`.
    pub fn from_free(rows: u32, cols: u32, free: &[bool]) -> Board {
        assert_eq!(free.len(), rows as usize * cols as usize, "board size");
        let mut board = Board {
            rows,
            cols,
            moves: Moves::Rook,
            open: Vec::new(),
            offsets: offsets(Moves::Rook, cols),
            cells: free
                .iter()
                .enumerate()
                .map(|(i, &f)| {
                    let (r, c) = (i / cols as usize, i % cols as usize);
                    let side = if (r + c) % 2 == 0 { LEFT_SIDE } else { 0 };
                    let side = side | (((r & 1) as u8) << ODD_ROW_SHIFT);
                    if f { FREE | side } else { side }
                })
                .collect(),
        };
        for cell in 0..board.len() as u32 {
            board.refresh(cell);
        }
        board
    }

    /// A board from text rows of `.` and `#` (for tests and examples).
    ///
    /// # Panics
    /// If the rows differ in length.
    pub fn from_rows(rows: &[&str]) -> Board {
        let cols = rows.first().map_or(0, |r| r.len());
        assert!(rows.iter().all(|r| r.len() == cols), "ragged rows");
        let free: Vec<bool> = rows
            .iter()
            .flat_map(|r| r.bytes().map(|b| b == b'.'))
            .collect();
        Board::from_free(rows.len() as u32, cols as u32, &free)
    }

    /// The same board under the move rule `moves`.
    ///
    /// ```
    /// use gridplay::geography::{Board, Moves};
    /// let board = Board::from_rows(&["..", ".."]).with_moves(Moves::King);
    /// assert_eq!(board.neighbours(0).collect::<Vec<_>>(), vec![2, 1, 3]);
    /// ```
    pub fn with_moves(mut self, moves: Moves) -> Board {
        if moves == self.moves {
            return self;
        }
        self.moves = moves;
        self.offsets = offsets(moves, self.cols);
        self.open = if moves == Moves::Rook {
            Vec::new()
        } else {
            vec![0; self.cells.len()]
        };
        if moves != Moves::Rook {
            for cell in 0..self.len() as u32 {
                self.refresh_moves(cell);
            }
        }
        self
    }

    /// The move rule.
    #[inline]
    pub fn moves(&self) -> Moves {
        self.moves
    }

    /// Number of rows N.
    pub fn rows(&self) -> u32 {
        self.rows
    }

    /// Number of columns M.
    pub fn cols(&self) -> u32 {
        self.cols
    }

    /// Number of cells, N·M.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// True for a board without cells (never produced by the parser).
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// Number of free cells.
    pub fn free_count(&self) -> usize {
        self.cells.iter().filter(|&&c| c & FREE != 0).count()
    }

    /// True when `cell` is free (not a wall).
    #[inline]
    pub fn is_free(&self, cell: u32) -> bool {
        self.cells[cell as usize] & FREE != 0
    }

    /// True when `cell` has `row + col` even: the matching's left side.
    #[inline]
    pub fn is_left(&self, cell: u32) -> bool {
        self.cells[cell as usize] & LEFT_SIDE != 0
    }

    /// Bit `d` set when the neighbour in direction `d` is free (0 for walls).
    #[inline]
    pub fn open_directions(&self, cell: u32) -> u8 {
        self.cells[cell as usize] & OPEN_DIRS
    }

    /// [`Board::open_directions`] of every cell, in order.
    pub(crate) fn open_bytes(&self) -> impl Iterator<Item = u8> + '_ {
        self.cells.iter().map(|&byte| byte & OPEN_DIRS)
    }

    /// The index change of one step in each [`Direction`] (up, right, down, left),
    /// wrapping: `cell.wrapping_add(offsets[d])` is [`Board::step`] as a table, for
    /// the loops that step in every open direction of a cell.
    #[inline]
    pub(crate) fn direction_offsets(&self) -> [u32; 4] {
        [self.cols.wrapping_neg(), 1, self.cols, u32::MAX]
    }

    /// The cell one step from `cell` in direction `d`; only meaningful when that
    /// direction is open.
    #[inline]
    pub fn step(&self, cell: u32, d: u8) -> u32 {
        match d {
            0 => cell.wrapping_sub(self.cols),
            1 => cell.wrapping_add(1),
            2 => cell.wrapping_add(self.cols),
            _ => cell.wrapping_sub(1),
        }
    }

    /// Bit `i` set when move `i` of the board's rule leads to a free cell: the
    /// [`Board::open_directions`] for `rook`.
    #[inline]
    pub fn open_moves(&self, cell: u32) -> u8 {
        if self.moves == Moves::Rook {
            self.open_directions(cell)
        } else {
            self.open[cell as usize]
        }
    }

    /// The cell one move `i` of the board's rule from `cell`; only meaningful when
    /// that move is open.
    #[inline]
    pub fn jump(&self, cell: u32, i: u8) -> u32 {
        let parity = (self.cells[cell as usize] >> ODD_ROW_SHIFT) as usize & 1;
        cell.wrapping_add(self.offsets[parity][i as usize])
    }

    /// Number of free cells one move from `cell`.
    #[inline]
    pub fn degree(&self, cell: u32) -> u32 {
        self.open_moves(cell).count_ones()
    }

    /// The free cells one move from `cell` under the board's rule, in the rule's
    /// move order ([`DIRECTIONS`] for `rook`).
    pub fn neighbours(&self, cell: u32) -> impl Iterator<Item = u32> + '_ {
        let mut open = self.open_moves(cell);
        let parity = (self.cells[cell as usize] >> ODD_ROW_SHIFT) as usize & 1;
        let offsets = &self.offsets[parity];
        std::iter::from_fn(move || {
            if open == 0 {
                return None;
            }
            let i = open.trailing_zeros() as usize;
            open &= open - 1;
            Some(cell.wrapping_add(offsets[i]))
        })
    }

    /// True when `a` and `b` are one move apart.
    pub fn adjacent(&self, a: u32, b: u32) -> bool {
        self.neighbours(a).any(|n| n == b)
    }

    /// Three free cells each one move from the other two, if the board has any
    /// (never for `rook` and `knight`): why Kuhn's colouring does not apply.
    ///
    /// ```
    /// use gridplay::geography::{Board, Moves};
    /// let board = Board::from_rows(&["..", ".#"]).with_moves(Moves::King);
    /// assert_eq!(board.triangle(), Some([0, 1, 2]));
    /// ```
    pub fn triangle(&self) -> Option<[u32; 3]> {
        if self.moves.is_bipartite() {
            return None;
        }
        for a in (0..self.len() as u32).filter(|&c| self.is_free(c)) {
            for b in self.neighbours(a).filter(|&b| b > a) {
                if let Some(c) = self.neighbours(b).find(|&c| c > b && self.adjacent(a, c)) {
                    return Some([a, b, c]);
                }
            }
        }
        None
    }

    /// `(row, col)`, 0-based, of `cell`.
    pub fn coords(&self, cell: u32) -> (u32, u32) {
        (cell / self.cols, cell % self.cols)
    }

    /// The cell at 0-based `row`, `col`.
    pub fn cell(&self, row: u32, col: u32) -> u32 {
        row * self.cols + col
    }

    /// Makes `cell` a wall (`wall = true`) or free, updating its neighbours.
    pub fn set_wall(&mut self, cell: u32, wall: bool) {
        let byte = &mut self.cells[cell as usize];
        *byte = if wall { *byte & !FREE } else { *byte | FREE };
        self.refresh(cell);
        let (r, c) = self.coords(cell);
        for (nr, nc) in [
            (r.wrapping_sub(1), c),
            (r, c + 1),
            (r + 1, c),
            (r, c.wrapping_sub(1)),
        ] {
            if nr < self.rows && nc < self.cols {
                self.refresh(self.cell(nr, nc));
            }
        }
        if self.moves != Moves::Rook {
            self.refresh_moves(cell);
            // Moves are symmetric: the cells that reach `cell` are those it reaches.
            for i in 0..self.moves.steps(r % 2 == 1).len() {
                if let Some((nr, nc)) = self.moves.target(self.rows, self.cols, r, c, i) {
                    self.refresh_moves(self.cell(nr, nc));
                }
            }
        }
    }

    /// Recomputes the open-move bits of `cell` under a rule other than `rook`.
    fn refresh_moves(&mut self, cell: u32) {
        let (r, c) = self.coords(cell);
        let mut open = 0u8;
        if self.is_free(cell) {
            for i in 0..self.moves.steps(r % 2 == 1).len() {
                if let Some((nr, nc)) = self.moves.target(self.rows, self.cols, r, c, i) {
                    if self.is_free(self.cell(nr, nc)) {
                        open |= 1 << i;
                    }
                }
            }
        }
        self.open[cell as usize] = open;
    }

    /// Recomputes the open-direction bits of `cell` from its neighbours.
    fn refresh(&mut self, cell: u32) {
        let (r, c) = self.coords(cell);
        let mut open = 0;
        if self.is_free(cell) {
            let free_at = |nr: u32, nc: u32| self.is_free(self.cell(nr, nc));
            if r > 0 && free_at(r - 1, c) {
                open |= 1 << Direction::Up as u8;
            }
            if c + 1 < self.cols && free_at(r, c + 1) {
                open |= 1 << Direction::Right as u8;
            }
            if r + 1 < self.rows && free_at(r + 1, c) {
                open |= 1 << Direction::Down as u8;
            }
            if c > 0 && free_at(r, c - 1) {
                open |= 1 << Direction::Left as u8;
            }
        }
        let byte = &mut self.cells[cell as usize];
        *byte = (*byte & !OPEN_DIRS) | open;
    }

    /// The board as judge input text (`N M`, then the rows), newline-terminated.
    pub fn to_judge_input(&self) -> String {
        let mut out = format!("{} {}\n", self.rows, self.cols);
        out.reserve(self.len() + self.rows as usize);
        for row in 0..self.rows {
            for col in 0..self.cols {
                out.push(if self.is_free(self.cell(row, col)) {
                    '.'
                } else {
                    '#'
                });
            }
            out.push('\n');
        }
        out
    }
}

/// The cell index change of each move of `moves` on a board of `cols` columns, by
/// row parity (only `hex` differs between the two).
fn offsets(moves: Moves, cols: u32) -> [[u32; 8]; 2] {
    let mut table = [[0u32; 8]; 2];
    for (parity, row) in table.iter_mut().enumerate() {
        for (i, &(dr, dc)) in moves.steps(parity == 1).iter().enumerate() {
            row[i] = (dr.wrapping_mul(cols as i32)).wrapping_add(dc) as u32;
        }
    }
    table
}

/// Reads N or M (a whitespace-separated token); returns it with where it starts.
fn read_dimension(cursor: &mut Cursor, what: &str) -> Result<(u64, (usize, usize)), ParseError> {
    cursor.skip_space();
    let at = cursor.position();
    let value = cursor.number(what)?;
    if value == 0 {
        return Err(ParseError::new(
            at.0,
            at.1,
            format!("{what} must be at least 1"),
        ));
    }
    Ok((value, at))
}

/// Checks one row token (at byte offset `start`) and appends its cells to `free`.
fn read_row(
    cursor: &Cursor,
    start: usize,
    token: &[u8],
    row: u32,
    cols: u32,
    free: &mut Vec<bool>,
) -> Result<(), ParseError> {
    let cells = token.iter().take(cols as usize + 1).enumerate();
    for (i, &b) in cells {
        if i == cols as usize {
            return Err(cursor.error_at(
                start + i,
                format!(
                    "row {row} is too long: expected {cols} cells, found {}",
                    row_length(token)
                ),
            ));
        }
        if b != b'.' && b != b'#' {
            return Err(cursor.error_at(
                start + i,
                format!(
                    "{} is not a cell: use '.' for free and '#' for a wall",
                    describe_char(&token[i..])
                ),
            ));
        }
    }
    if token.len() < cols as usize {
        return Err(cursor.error_at(
            start + token.len(),
            format!(
                "row {row} is too short: expected {cols} cells, found {}",
                token.len()
            ),
        ));
    }
    free.extend(token.iter().map(|&b| b == b'.'));
    Ok(())
}

/// Characters in a row token, for messages (bytes when it is not UTF-8).
fn row_length(token: &[u8]) -> usize {
    std::str::from_utf8(token).map_or(token.len(), |s| s.chars().count())
}
