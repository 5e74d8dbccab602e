//! The board: where the mines are and the number every other cell shows.
//!
//! Cells are numbered row-major, `row * cols + col`, as `u32`. Each cell is one byte:
//! `0..=8` is the number of mines among its 8 neighbours (0 is a blank), [`MINE`] is a
//! mine. Adding a mine costs O(1) (it bumps its neighbours), so a board with K mines is
//! built in O(N·M + K) time and N·M bytes.
//!
//! ```
//! use gridplay::mine::board::{Board, MINE};
//!
//! let mut board = Board::empty(3, 3);
//! assert!(board.add_mine(1, 1));
//! assert!(!board.add_mine(1, 1)); // already there
//! assert_eq!(board.value(board.cell(1, 1)), MINE);
//! assert_eq!(board.value(board.cell(0, 0)), 1);
//! assert_eq!(board.mines(), 1);
//! ```

/// The byte of a mine cell (numbers are `0..=8`).
pub const MINE: u8 = 9;

/// A minesweeper board with its numbers computed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    rows: u32,
    cols: u32,
    mines: u32,
    cells: Vec<u8>,
}

impl Board {
    /// A `rows`×`cols` board without mines: every cell a blank.
    ///
    /// Panics when a side is 0 or the board has 2³² cells or more (the parser never
    /// builds such a board).
    pub fn empty(rows: u32, cols: u32) -> Board {
        assert!(
            rows > 0 && cols > 0,
            "a board needs at least one row and column"
        );
        let len = u64::from(rows) * u64::from(cols);
        assert!(len < u64::from(u32::MAX), "board too large: {rows}×{cols}");
        Board {
            rows,
            cols,
            mines: 0,
            cells: vec![0; len as usize],
        }
    }

    /// A board with mines at the given `(row, col)` places (repeats count once).
    /// Panics when a place is off the board.
    pub fn with_mines(rows: u32, cols: u32, mines: &[(u32, u32)]) -> Board {
        let mut board = Board::empty(rows, cols);
        for &(row, col) in mines {
            board.add_mine(row, col);
        }
        board
    }

    /// Puts a mine at `(row, col)`; false (and no change) when one is already there.
    /// Panics when the place is off the board.
    pub fn add_mine(&mut self, row: u32, col: u32) -> bool {
        assert!(
            row < self.rows && col < self.cols,
            "mine ({row}, {col}) is off the board"
        );
        let cell = self.cell(row, col) as usize;
        if self.cells[cell] == MINE {
            return false;
        }
        self.cells[cell] = MINE;
        self.mines += 1;
        let cols = self.cols as usize;
        let bump = |value: &mut u8| *value += u8::from(*value != MINE);
        if row > 0 && col > 0 && row + 1 < self.rows && col + 1 < self.cols {
            // Inside the board: the eight neighbours by hand (a loop over three
            // 3-byte rows costs about three times as many instructions).
            for base in [cell - cols, cell + cols] {
                let [a, b, c] = &mut self.cells[base - 1..base + 2] else {
                    unreachable!()
                };
                bump(a);
                bump(b);
                bump(c);
            }
            bump(&mut self.cells[cell - 1]);
            bump(&mut self.cells[cell + 1]);
            return true;
        }
        // On an edge: the 3×3 block cut by the board.
        let (c0, c1) = (col.saturating_sub(1) as usize, (col as usize + 2).min(cols));
        let (r0, r1) = (
            row.saturating_sub(1) as usize,
            (row as usize + 2).min(self.rows as usize),
        );
        for r in r0..r1 {
            self.cells[r * cols + c0..r * cols + c1]
                .iter_mut()
                .for_each(bump);
        }
        true
    }

    /// Takes the mine off `(row, col)`; false (and no change) when there is none.
    /// Panics when the place is off the board.
    pub fn remove_mine(&mut self, row: u32, col: u32) -> bool {
        let cell = self.cell(row, col);
        assert!(
            row < self.rows && col < self.cols,
            "({row}, {col}) is off the board"
        );
        if self.cells[cell as usize] != MINE {
            return false;
        }
        self.mines -= 1;
        let mut around = 0;
        for n in self.neighbours(cell) {
            if self.cells[n as usize] == MINE {
                around += 1;
            } else {
                self.cells[n as usize] -= 1;
            }
        }
        self.cells[cell as usize] = around;
        true
    }

    /// True when `cell` holds a mine.
    pub fn is_mine(&self, cell: u32) -> bool {
        self.cells[cell as usize] == MINE
    }

    /// The mines as `(row, col)`, in row-major order.
    pub fn mine_places(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        (0..self.len())
            .filter(|&c| self.is_mine(c))
            .map(|c| self.coords(c))
    }

    /// Number of rows N.
    pub fn rows(&self) -> u32 {
        self.rows
    }

    /// Number of columns M.
    pub fn cols(&self) -> u32 {
        self.cols
    }

    /// Number of cells N·M.
    pub fn len(&self) -> u32 {
        self.cells.len() as u32
    }

    /// Always false: a board has at least one cell.
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// Number of distinct mines.
    pub fn mines(&self) -> u32 {
        self.mines
    }

    /// Every cell's byte, row-major: `0..=8` or [`MINE`].
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }

    /// The byte of `cell`: its number `0..=8`, or [`MINE`].
    pub fn value(&self, cell: u32) -> u8 {
        self.cells[cell as usize]
    }

    /// The index of `(row, col)`: `row * cols + col`.
    pub fn cell(&self, row: u32, col: u32) -> u32 {
        row * self.cols + col
    }

    /// The `(row, col)` of a cell index.
    pub fn coords(&self, cell: u32) -> (u32, u32) {
        (cell / self.cols, cell % self.cols)
    }

    /// The up to 8 neighbours of `cell`, in row-major order.
    pub fn neighbours(&self, cell: u32) -> impl Iterator<Item = u32> + use<> {
        let (row, col) = self.coords(cell);
        let cols = self.cols;
        let (r0, r1) = (row.saturating_sub(1), (row + 1).min(self.rows - 1));
        let (c0, c1) = (col.saturating_sub(1), (col + 1).min(self.cols - 1));
        (r0..=r1)
            .flat_map(move |r| (c0..=c1).map(move |c| r * cols + c))
            .filter(move |&n| n != cell)
    }
}
