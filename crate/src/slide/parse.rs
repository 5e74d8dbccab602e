//! Reading the judge's input as `scanf` does: whitespace-separated tokens, line
//! breaks and spaces anywhere between them. Every error names its line and column;
//! nothing is allocated for a size before the size is read and checked.
//!
//! Input: `n m` (1 to [`MAX_SIDE`]), n rows of m characters `X`, `O`, `.` (exactly
//! one `.`), `k` (1 to [`MAX_MOVES`]), then 2k moves `x y` (1-based): the cell whose
//! piece slides into the empty cell, 兔兔's on odd lines. Each move is checked as it
//! is read (the piece is the mover's colour and next to the empty cell), and after
//! the last one 兔兔 must have no move left: the input promises 蛋蛋 wins in the end.
//!
//! Cost: O(input length + n·m).

use super::{Game, Piece, Player, Position};
use crate::parse::{Cursor, ParseError, describe_char};

/// Largest number of rows or columns, and of 兔兔's moves k (the problem's limits,
/// declared in [`crate::limits`]).
pub use crate::limits::{SLIDE_MAX_MOVES as MAX_MOVES, SLIDE_MAX_SIDE as MAX_SIDE};

impl Game {
    /// Reads a game in the judge's format.
    ///
    /// ```
    /// use gridplay::slide::Game;
    ///
    /// let game = Game::parse(b"1 3\nXO. \n1\n1 2\n1 1\n").unwrap();
    /// assert_eq!((game.empty(), game.moves()), (2, &[1, 0][..]));
    /// let error = Game::parse(b"1 3\nXO.\n1\n1 1\n1 2\n").unwrap_err();
    /// assert_eq!((error.line, error.column), (4, 1));
    /// assert!(error.message.contains("black"), "{}", error.message);
    /// ```
    pub fn parse(text: &[u8]) -> Result<Game, ParseError> {
        let mut cursor = Cursor::new(text);
        let mut game = read_board(&mut cursor)?;
        let rounds = bounded(&mut cursor, "the number of rounds K", 1, MAX_MOVES)? as u32;
        game.moves = Vec::with_capacity(2 * rounds as usize);
        let (rows, cols) = (game.rows, game.cols);
        // The board as it stands during the game, to check each move.
        let mut position = game.start();
        let mut last_move = (0, 0);
        for turn in 1..=2 * rounds {
            let player = Player::of_turn(turn);
            let what = format!("{}'s move {}", player.name(), turn.div_ceil(2));
            cursor.skip_space();
            last_move = cursor.position();
            let row = bounded(
                &mut cursor,
                &format!("the row of {what}"),
                1,
                u64::from(rows),
            )?;
            let col = bounded(
                &mut cursor,
                &format!("the column of {what}"),
                1,
                u64::from(cols),
            )?;
            let cell = (row as u32 - 1) * cols + col as u32 - 1;
            let illegal = |why: String| {
                ParseError::new(
                    last_move.0,
                    last_move.1,
                    format!("{what} (turn {turn}) is illegal: {why}"),
                )
            };
            let at = position.empty();
            let (er, ec) = (at / cols + 1, at % cols + 1);
            let piece = position.pieces()[cell as usize];
            if piece != player.piece() {
                let held = match piece {
                    Piece::Black => "a black piece X",
                    Piece::White => "a white piece O",
                    Piece::Empty => "the empty cell",
                };
                let colour = match player {
                    Player::Tutu => "white pieces O",
                    Player::Dandan => "black pieces X",
                };
                return Err(illegal(format!(
                    "row {row}, column {col} holds {held}, and {} moves {colour}",
                    player.name()
                )));
            }
            if !game.adjacent(cell, at) {
                return Err(illegal(format!(
                    "row {row}, column {col} is not next to the empty cell at row {er}, \
                     column {ec}"
                )));
            }
            position.slide(cell);
            game.moves.push(cell);
        }
        if let Some(cell) = game.legal_moves(&position, Player::Tutu).next() {
            let (r, c) = (cell / cols + 1, cell % cols + 1);
            return Err(ParseError::new(
                last_move.0,
                last_move.1,
                format!(
                    "the input promises 蛋蛋 wins in the end, but after this last move \
                     兔兔 can still slide the white piece at row {r}, column {c}"
                ),
            ));
        }
        nothing_after(&mut cursor, &format!("the {} moves", 2 * rounds))?;
        Ok(game)
    }

    /// Reads only a board (`n m` and the rows), as `gridplay play slide` does: a
    /// game of no moves yet.
    ///
    /// ```
    /// let game = gridplay::slide::Game::parse_board(b"1 3\nXO.\n").unwrap();
    /// assert_eq!((game.empty(), game.rounds()), (2, 0));
    /// ```
    pub fn parse_board(text: &[u8]) -> Result<Game, ParseError> {
        let mut cursor = Cursor::new(text);
        let game = read_board(&mut cursor)?;
        nothing_after(&mut cursor, "the board")?;
        Ok(game)
    }
}

/// Reads `n m` and the rows: a game without moves.
fn read_board(cursor: &mut Cursor<'_>) -> Result<Game, ParseError> {
    let rows = bounded(cursor, "the number of rows N", 1, MAX_SIDE)? as u32;
    let cols = bounded(cursor, "the number of columns M", 1, MAX_SIDE)? as u32;
    let mut pieces = Vec::with_capacity(rows as usize * cols as usize);
    let mut empty = None;
    let mut first_row = (0, 0);
    for row in 1..=rows {
        cursor.skip_space();
        let here = cursor.position();
        if row == 1 {
            first_row = here;
        }
        let Some((start, token)) = cursor.token() else {
            return Err(
                cursor.error_here(format!("missing row {row} of {rows}: the input ends here"))
            );
        };
        for (i, &b) in token.iter().enumerate().take(cols as usize) {
            let piece = match b {
                b'X' => Piece::Black,
                b'O' => Piece::White,
                b'.' => Piece::Empty,
                _ => {
                    return Err(cursor.error_at(
                        start + i,
                        format!(
                            "a cell is X (black), O (white) or . (empty), not {}",
                            describe_char(&token[i..])
                        ),
                    ));
                }
            };
            if piece == Piece::Empty {
                if let Some(first) = empty {
                    let (r, c) = (first / cols + 1, first % cols + 1);
                    return Err(cursor.error_at(
                        start + i,
                        format!(
                            "a second empty cell: the board has exactly one \
                                 (the first is at row {r}, column {c})"
                        ),
                    ));
                }
                empty = Some(pieces.len() as u32);
            }
            pieces.push(piece);
        }
        let found = token.len();
        if found < cols as usize {
            return Err(cursor.error_at(
                start + found,
                format!("row {row} is too short: expected {cols} cells, found {found}"),
            ));
        }
        if found > cols as usize {
            return Err(cursor.error_at(
                start + cols as usize,
                format!("row {row} is too long: expected {cols} cells, found {found}"),
            ));
        }
    }
    let Some(empty) = empty else {
        return Err(ParseError::new(
            first_row.0,
            first_row.1,
            "the board has no empty cell \".\": it needs exactly one",
        ));
    };
    Ok(Game {
        rows,
        cols,
        start: Position { pieces, empty },
        moves: Vec::new(),
    })
}

/// An error at the first token left, if any: nothing may follow `what`.
fn nothing_after(cursor: &mut Cursor<'_>, what: &str) -> Result<(), ParseError> {
    match cursor.token() {
        None => Ok(()),
        Some((start, token)) => Err(cursor.error_at(
            start,
            format!(
                "unexpected \"{}\" after {what}",
                crate::parse::escaped(&token[..token.len().min(20)])
            ),
        )),
    }
}

/// Reads a whole number from `low` to `high`, named `what` in errors.
fn bounded(cursor: &mut Cursor<'_>, what: &str, low: u64, high: u64) -> Result<u64, ParseError> {
    cursor.skip_space();
    let (line, column) = cursor.position();
    let value = cursor.number(what)?;
    if value < low || value > high {
        return Err(ParseError::new(
            line,
            column,
            format!("{what} must be {low} to {high}, not {value}"),
        ));
    }
    Ok(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spaces_at_line_ends_and_rows_split_anywhere_read_as_scanf_does() {
        let tidy = Game::parse(b"2 2\nO.\nXX\n1\n1 1\n2 1\n");
        let messy = Game::parse(b"  2\t2 \r\n O.  \r\n\nXX \n 1\n1 1 2   1\n\n");
        assert!(tidy.is_ok(), "{tidy:?}");
        assert_eq!(tidy, messy);
    }

    #[test]
    fn a_board_size_off_the_limits_is_refused_before_anything_else() {
        let error = Game::parse(b"41 3\n").unwrap_err();
        assert_eq!((error.line, error.column), (1, 1));
        assert!(
            error.message.contains("1 to 40, not 41"),
            "{}",
            error.message
        );
    }
}
