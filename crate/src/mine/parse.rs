//! Reading HDU 4678 input: `T`, then per case a line `N M K` and K lines `x y`
//! (0-based row and column of a mine).
//!
//! The reader is line-aware: a header is one line of three numbers and a mine is one line
//! of two, so a missing mine line is reported where it happens instead of shifting every
//! number after it. Blank lines, extra spaces, tabs and `\r\n` are accepted. A mine listed
//! twice counts once and leaves a [`Warning`]. Cases are read one at a time
//! ([`CaseReader`]), so a file of 50 boards of 1000×1000 needs one board in memory.
//!
//! Cost: O(input bytes + N·M) per case.
//!
//! ```
//! use gridplay::mine::parse::{parse, Limits};
//!
//! let input = parse(b"2\n3 3 0\n3 3 1\n1 1\n", &Limits::default()).unwrap();
//! assert_eq!(input.boards.len(), 2);
//! assert_eq!(input.boards[1].mines(), 1);
//!
//! let error = parse(b"1\n3 3 1\n3 0\n", &Limits::default()).unwrap_err();
//! assert_eq!((error.line, error.column), (3, 1));
//! ```

use std::fmt;

use super::board::Board;
use crate::parse::{Cursor, ParseError, is_space};

/// Largest T the problem allows.
pub const PROBLEM_MAX_CASES: u64 = 50;
/// Largest N or M the problem allows.
pub const PROBLEM_MAX_SIDE: u32 = 1000;
/// Warnings kept in full; later ones are only counted ([`CaseReader::warnings_dropped`]).
pub const MAX_KEPT_WARNINGS: usize = 1000;

/// Size limits checked while reading. The default is the problem's: T ≤ 50,
/// N, M ≤ 1000, N·M ≤ 1 000 000.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Largest number of cases T.
    pub max_cases: u64,
    /// Largest N and M (never more than [`PROBLEM_MAX_SIDE`] on the command line).
    pub max_side: u32,
    /// Largest number of cells N·M on one board.
    pub max_cells: u64,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_cases: PROBLEM_MAX_CASES,
            max_side: PROBLEM_MAX_SIDE,
            max_cells: u64::from(PROBLEM_MAX_SIDE) * u64::from(PROBLEM_MAX_SIDE),
        }
    }
}

/// Something odd but harmless in the input, and where (1-based line and column).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Warning {
    /// 1-based line number.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
    /// Plain-language description.
    pub message: String,
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: warning: {}",
            self.line, self.column, self.message
        )
    }
}

/// A whole input read at once (for small inputs and tests; see [`CaseReader`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// One board per case, in order.
    pub boards: Vec<Board>,
    /// Duplicate mines and the like, in input order (at most [`MAX_KEPT_WARNINGS`]).
    pub warnings: Vec<Warning>,
}

/// Reads every case of `text` into memory.
pub fn parse(text: &[u8], limits: &Limits) -> Result<Input, ParseError> {
    let mut reader = CaseReader::new(text, *limits)?;
    let mut boards = Vec::new();
    for board in &mut reader {
        boards.push(board?);
    }
    Ok(Input {
        boards,
        warnings: reader.take_warnings(),
    })
}

/// Finds the first error of `text` as [`parse`] would, without building the boards
/// (no N·M memory): the CLI's early look at a piped input's first megabytes.
///
/// ```
/// use gridplay::mine::parse::{check, Limits};
/// assert!(check(b"1\n2 2 1\n0 0\n", &Limits::default()).is_ok());
/// assert_eq!(check(b"1\n2 2 1\n0 5\n", &Limits::default()).unwrap_err().line, 3);
/// ```
pub fn check(text: &[u8], limits: &Limits) -> Result<(), ParseError> {
    let mut reader = CaseReader::new(text, *limits)?;
    while let Some(result) = reader.advance::<false>() {
        result?;
    }
    Ok(())
}

/// Reads cases one by one: an iterator over `Result<Board, ParseError>` that stops after
/// the first error. After the last case it checks that only whitespace is left.
#[derive(Debug, Clone)]
pub struct CaseReader<'a> {
    cursor: Cursor<'a>,
    limits: Limits,
    cases: u64,
    read: u64,
    finished: bool,
    warnings: Vec<Warning>,
    warnings_dropped: u64,
}

impl<'a> CaseReader<'a> {
    /// Reads the first line (T) and checks it against `limits`.
    pub fn new(text: &'a [u8], limits: Limits) -> Result<Self, ParseError> {
        let mut cursor = Cursor::new(text);
        let (cases, at) = number_at(&mut cursor, false, &|| "the number of cases T".into())?;
        if cases > limits.max_cases {
            return Err(ParseError::new(
                at.0,
                at.1,
                format!(
                    "T = {cases} is over the limit of {} cases",
                    limits.max_cases
                ),
            ));
        }
        end_line(&mut cursor, &|| "the number of cases T".into())?;
        Ok(CaseReader {
            cursor,
            limits,
            cases,
            read: 0,
            finished: false,
            warnings: Vec::new(),
            warnings_dropped: 0,
        })
    }

    /// T, the number of cases the input announces.
    pub fn cases(&self) -> u64 {
        self.cases
    }

    /// Takes the warnings gathered so far.
    pub fn take_warnings(&mut self) -> Vec<Warning> {
        std::mem::take(&mut self.warnings)
    }

    /// Warnings not kept because more than [`MAX_KEPT_WARNINGS`] came before them.
    pub fn warnings_dropped(&self) -> u64 {
        self.warnings_dropped
    }

    fn warn(&mut self, line: usize, column: usize, message: String) {
        if self.warnings.len() < MAX_KEPT_WARNINGS {
            self.warnings.push(Warning {
                line,
                column,
                message,
            });
        } else {
            self.warnings_dropped += 1;
        }
    }

    /// Reads the next case: its board when `BUILD`, else only its errors.
    fn read_case<const BUILD: bool>(&mut self) -> Result<Option<Board>, ParseError> {
        let case = self.read + 1;
        let limits = self.limits;
        let cursor = &mut self.cursor;
        let (rows, at_rows) = number_at(cursor, false, &|| {
            format!("the number of rows N of case {case}")
        })?;
        check_side(rows, at_rows, "rows N", limits.max_side)?;
        let (cols, at_cols) = number_at(cursor, true, &|| {
            format!("the number of columns M of case {case}")
        })?;
        check_side(cols, at_cols, "columns M", limits.max_side)?;
        let cells = rows * cols;
        // Cell indices are u32: larger boards are refused whatever the limits say.
        if cells > limits.max_cells.min(u64::from(u32::MAX) - 1) {
            return Err(ParseError::new(
                at_rows.0,
                at_rows.1,
                format!(
                    "a {rows}×{cols} board has {cells} cells, over the limit of {}",
                    limits.max_cells.min(u64::from(u32::MAX) - 1)
                ),
            ));
        }
        let (mines, at_mines) = number_at(cursor, true, &|| {
            format!("the number of mines K of case {case}")
        })?;
        if mines > cells {
            return Err(ParseError::new(
                at_mines.0,
                at_mines.1,
                format!("K = {mines} mines do not fit on a {rows}×{cols} board ({cells} cells)"),
            ));
        }
        end_line(cursor, &|| format!("the header \"N M K\" of case {case}"))?;

        let mut board = BUILD.then(|| Board::empty(rows as u32, cols as u32));
        // False for a mine already placed (nothing is placed without a board).
        let mut place = |row: u64, col: u64| {
            board
                .as_mut()
                .is_none_or(|board| board.add_mine(row as u32, col as u32))
        };
        let mut mine = 0;
        while mine < mines {
            // The common line, read in one pass; anything else (a sign, a blank line,
            // a mine off the board or listed again) goes the careful way below.
            let before = self.cursor.clone();
            if let Some((row, col)) = self.cursor.pair_line()
                && row < rows
                && col < cols
                && place(row, col)
            {
                mine += 1;
                continue;
            }
            self.cursor = before;
            let Some((line, text)) = self.cursor.line() else {
                return Err(self.cursor.error_here(format!(
                    "missing mine {} of {mines} (case {case}): the input ends here",
                    mine + 1
                )));
            };
            let (row, col) = match quick_mine_line(text) {
                Some((row, col)) if row < rows && col < cols => (row, col),
                Some(_) | None if is_blank(text) => continue,
                _ => mine_line(text, line, mine + 1, mines, case, rows, cols)?,
            };
            mine += 1;
            if !place(row, col) {
                let column = text.iter().take_while(|b| is_space(**b)).count() + 1;
                self.warn(
                    line,
                    column,
                    format!("mine ({row}, {col}) of case {case} is listed again; it counts once"),
                );
            }
        }
        Ok(board)
    }

    /// The next case read (a board when `BUILD`), or the error after the last one;
    /// `None` once done.
    fn advance<const BUILD: bool>(&mut self) -> Option<Result<Option<Board>, ParseError>> {
        if self.finished {
            return None;
        }
        if self.read == self.cases {
            self.finished = true;
            if self.cursor.at_end() {
                return None;
            }
            let cases = self.cases;
            return Some(Err(self.cursor.error_here(format!(
                "unexpected text after the last case (T = {cases})"
            ))));
        }
        let result = self.read_case::<BUILD>();
        self.read += 1;
        if result.is_err() {
            self.finished = true;
        }
        Some(result)
    }
}

impl Iterator for CaseReader<'_> {
    type Item = Result<Board, ParseError>;

    fn next(&mut self) -> Option<Self::Item> {
        let case = self.advance::<true>()?;
        Some(case.map(|board| board.expect("BUILD reads a board")))
    }
}

/// Reads a whole number and returns it with its (line, column). With `same_line`, the
/// number must be on the current line. `what` names it in error messages and is only
/// called on an error (mine lines are read millions of times).
fn number_at(
    cursor: &mut Cursor<'_>,
    same_line: bool,
    what: &dyn Fn() -> String,
) -> Result<(u64, (usize, usize)), ParseError> {
    let before = cursor.position();
    cursor.skip_space();
    let at = cursor.position();
    if same_line && at.0 != before.0 {
        return Err(ParseError::new(
            before.0,
            before.1,
            format!("missing {} on this line", what()),
        ));
    }
    let saved = cursor.clone();
    match cursor.number("a number") {
        Ok(value) => Ok((value, at)),
        Err(_) => {
            *cursor = saved;
            Err(cursor.number(&what()).unwrap_err())
        }
    }
}

/// [`Cursor::end_line`] with a description built only on an error.
fn end_line(cursor: &mut Cursor<'_>, after: &dyn Fn() -> String) -> Result<(), ParseError> {
    let saved = cursor.clone();
    match cursor.end_line("") {
        Ok(()) => Ok(()),
        Err(_) => {
            *cursor = saved;
            Err(cursor.end_line(&after()).unwrap_err())
        }
    }
}

fn check_side(value: u64, at: (usize, usize), what: &str, max: u32) -> Result<(), ParseError> {
    if value == 0 {
        Err(ParseError::new(
            at.0,
            at.1,
            format!("the number of {what} must be at least 1"),
        ))
    } else if value > u64::from(max) {
        Err(ParseError::new(
            at.0,
            at.1,
            format!("the number of {what} is {value}, over the limit of {max}"),
        ))
    } else {
        Ok(())
    }
}

fn is_blank(text: &[u8]) -> bool {
    text.iter().all(|&b| is_space(b))
}

/// The two numbers of a plain mine line `x y` (digits only), read fast; `None` for
/// anything else: the careful reader ([`mine_line`]) then reads it or finds the error.
/// Whitespace is [`is_space`], as everywhere.
fn quick_mine_line(text: &[u8]) -> Option<(u64, u64)> {
    let mut rest = text;
    let mut numbers = [0u64; 2];
    for number in &mut numbers {
        let start = rest.iter().position(|b| !is_space(*b))?;
        rest = &rest[start..];
        let len = rest
            .iter()
            .position(|b| !b.is_ascii_digit())
            .unwrap_or(rest.len());
        if len == 0 {
            return None;
        }
        *number = rest[..len].iter().try_fold(0u64, |v, d| {
            v.checked_mul(10)?.checked_add(u64::from(d - b'0'))
        })?;
        rest = &rest[len..];
        if rest.first().is_some_and(|b| !is_space(*b)) {
            return None;
        }
    }
    is_blank(rest).then_some((numbers[0], numbers[1]))
}

/// A mine line that [`quick_mine_line`] did not read (a sign, `+3`, as `scanf("%d")`
/// reads it) or that is off the board: its row and column, or the precise error, with
/// the real line number.
fn mine_line(
    text: &[u8],
    line: usize,
    mine: u64,
    mines: u64,
    case: u64,
    rows: u64,
    cols: u64,
) -> Result<(u64, u64), ParseError> {
    let of = || format!("mine {mine} of {mines} (case {case})");
    let mut cursor = Cursor::new_line(text);
    let error = match (|| {
        let row = coordinate(&mut cursor, false, ("row x", "rows", rows), &of)?;
        let col = coordinate(&mut cursor, true, ("column y", "columns", cols), &of)?;
        end_line(&mut cursor, &|| {
            format!("{} (a mine line is \"x y\"; is a mine line missing?)", of())
        })?;
        Ok::<_, ParseError>((row, col))
    })() {
        Ok(place) => return Ok(place),
        Err(error) => error,
    };
    // The cursor saw one line: its end is the end of the line, not of the input.
    let message = error
        .message
        .replace(": the input ends here", " on this line");
    Err(ParseError {
        line,
        message,
        ..error
    })
}

/// One coordinate of mine line `of()`: `name` ("row x") below `limit`, the number of
/// `plural` ("rows"); on the same line as the cursor unless `same_line` is false.
fn coordinate(
    cursor: &mut Cursor<'_>,
    same_line: bool,
    (name, plural, limit): (&str, &str, u64),
    of: &dyn Fn() -> String,
) -> Result<u64, ParseError> {
    let (value, at) = number_at(cursor, same_line, &|| format!("the {name} of {}", of()))?;
    if value < limit {
        return Ok(value);
    }
    Err(ParseError::new(
        at.0,
        at.1,
        format!(
            "{name} = {value} of {} is off the board ({plural} are 0 to {})",
            of(),
            limit - 1
        ),
    ))
}

/// The judge input for `boards` (the inverse of [`parse`]): `T`, then per board
/// `N M K` and its mines row by row, each listed once.
pub fn write_input(boards: &[Board]) -> String {
    let mut out = format!("{}\n", boards.len());
    for board in boards {
        out += &format!("{} {} {}\n", board.rows(), board.cols(), board.mines());
        for (row, col) in board.mine_places() {
            out += &format!("{row} {col}\n");
        }
    }
    out
}
