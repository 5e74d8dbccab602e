//! Moves typed to `gridplay play …` on standard input, for every game: one line per
//! move through the library's bounded [`LineReader`], so a line with no end, bytes
//! that are not UTF-8 or a stream of refused moves cost bounded memory and end with a
//! message. A game reads [`TypedMoves::next`], answers the line, and calls
//! [`TypedMoves::played`] when the line changed the game.
//!
//! ```text
//! loop {
//!     match moves.next() {
//!         Typed::Text(line) => { if play(line) { moves.played() } }
//!         Typed::Unreadable(what) => print("{what} is not a move: …"),
//!         Typed::End => return 0,
//!         Typed::Stop(why) => { say(why); return 2 }
//!     }
//! }
//! ```

use std::io::{self, BufRead, Write};

use gridplay::parse::{Line, LineReader, escaped};

/// Longest move line read, in bytes: `ROW COL`, a command, and room for spaces.
pub const MAX_MOVE_LINE: usize = 256;

/// Bytes of an overlong line skipped before giving up: no one types this much.
const MAX_SKIP: u64 = 1 << 20;

/// Lines in a row that play no move before the game stops: a person mistypes a few
/// times, `yes '1 1'` forever.
pub const MAX_NOT_PLAYED: u32 = 100;

/// One line typed by the player.
pub enum Typed<'a> {
    /// A line of text (without its line break).
    Text(&'a str),
    /// A line that cannot be a move, described for a message: `"\xff\xfe"` (quoted,
    /// escaped; not UTF-8) or `a line of more than 256 bytes`. The game answers it as
    /// it answers any line that is not a move.
    Unreadable(String),
    /// The end of the input.
    End,
    /// Stop the game: the input cannot be a person playing (the message says why).
    Stop(String),
}

/// A typed line as a game that answers every unreadable line alike reads it
/// ([`TypedMoves::ask`]).
pub enum Asked<'a> {
    /// A line of text to answer.
    Line(&'a str),
    /// A line that cannot be a move, answered already: ask again.
    Again,
    /// The game ends here with this exit code (the input ended or said stop).
    Exit(i32),
}

/// The player's lines, with a count of lines in a row that played no move.
pub struct TypedMoves<R> {
    lines: LineReader<R>,
    not_played: u32,
}

impl<R: BufRead> TypedMoves<R> {
    /// Reads moves from `input` (standard input, locked).
    pub fn new(input: R) -> Self {
        TypedMoves {
            lines: LineReader::new(input, MAX_MOVE_LINE, MAX_SKIP),
            not_played: 0,
        }
    }

    /// The next line. Each counts as playing no move until [`TypedMoves::played`];
    /// past [`MAX_NOT_PLAYED`] of them in a row, or on a line with no end or a read
    /// error, this says [`Typed::Stop`].
    pub fn next(&mut self) -> Typed<'_> {
        if self.not_played >= MAX_NOT_PLAYED {
            return Typed::Stop(format!(
                "input: {MAX_NOT_PLAYED} lines in a row played no move: stopping"
            ));
        }
        self.not_played += 1;
        match self.lines.next_line() {
            Err(e) => Typed::Stop(format!("cannot read input: {e}")),
            Ok(None) => Typed::End,
            Ok(Some(Line::Text(text))) => Typed::Text(text),
            Ok(Some(Line::NotText(bytes))) => Typed::Unreadable(format!("\"{}\"", escaped(bytes))),
            Ok(Some(Line::TooLong)) => {
                Typed::Unreadable(format!("a line of more than {MAX_MOVE_LINE} bytes"))
            }
            Ok(Some(Line::Endless)) => Typed::Stop(format!(
                "input: a line of more than {MAX_SKIP} bytes with no line break: stopping"
            )),
        }
    }

    /// Flushes the prompt on `out` and reads the next line ([`TypedMoves::next`]): a line
    /// that cannot be a move is answered with `not_a_move`; at the end of the input or
    /// a stop the prompt's line is ended (a stop says why on stderr, exit code 2).
    pub fn ask(&mut self, out: &mut dyn Write, not_a_move: &str) -> io::Result<Asked<'_>> {
        out.flush()?;
        match self.next() {
            Typed::Text(line) => Ok(Asked::Line(line)),
            Typed::Unreadable(_) => writeln!(out, "{not_a_move}").map(|()| Asked::Again),
            Typed::End => writeln!(out).map(|()| Asked::Exit(0)),
            Typed::Stop(why) => {
                writeln!(out)?;
                out.flush()?;
                Ok(Asked::Exit(super::play::stopped(&why)))
            }
        }
    }

    /// The last line played a move (or took one back).
    pub fn played(&mut self) {
        self.not_played = 0;
    }
}
