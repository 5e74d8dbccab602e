//! Input errors shared by both games' parsers.

use std::fmt;

/// What is wrong with an input, and where (1-based line and column).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    /// 1-based line number in the input text.
    pub line: usize,
    /// 1-based column (in characters) on that line.
    pub column: usize,
    /// Plain-language description of the problem.
    pub message: String,
}

impl ParseError {
    /// An error at `line`, `column` (both 1-based).
    pub fn new(line: usize, column: usize, message: impl Into<String>) -> Self {
        ParseError {
            line,
            column,
            message: message.into(),
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }
}

impl std::error::Error for ParseError {}

/// Largest board accepted unless the caller raises it: 16 million cells.
pub const DEFAULT_MAX_CELLS: u64 = 16_000_000;

/// A read position in judge-style text that knows its line and column, for
/// parsers that report exactly where the input went wrong. Treats `\r\n` as `\n`.
#[derive(Debug, Clone)]
pub struct Cursor<'a> {
    text: &'a [u8],
    pos: usize,
    line: usize,
    line_start: usize,
}

impl<'a> Cursor<'a> {
    /// A cursor at the start of `text`.
    pub fn new(text: &'a [u8]) -> Self {
        Cursor {
            text,
            pos: 0,
            line: 1,
            line_start: 0,
        }
    }

    /// The 1-based line and column of the next unread character.
    pub fn position(&self) -> (usize, usize) {
        (self.line, self.column_of(self.pos))
    }

    /// An error at the next unread character.
    pub fn error_here(&self, message: impl Into<String>) -> ParseError {
        let (line, column) = self.position();
        ParseError::new(line, column, message)
    }

    fn column_of(&self, pos: usize) -> usize {
        let span = &self.text[self.line_start..pos];
        match std::str::from_utf8(span) {
            Ok(s) => s.chars().count() + 1,
            Err(_) => span.len() + 1,
        }
    }

    /// Skips spaces, tabs and carriage returns, staying on the current line.
    pub fn skip_inline_space(&mut self) {
        while let Some(&b) = self.text.get(self.pos) {
            if b == b' ' || b == b'\t' || b == b'\r' {
                self.pos += 1;
            } else {
                break;
            }
        }
    }

    /// Skips spaces, tabs and line breaks.
    pub fn skip_space(&mut self) {
        loop {
            self.skip_inline_space();
            if self.text.get(self.pos) == Some(&b'\n') {
                self.pos += 1;
                self.line += 1;
                self.line_start = self.pos;
            } else {
                break;
            }
        }
    }

    /// True when only whitespace is left.
    pub fn at_end(&mut self) -> bool {
        self.skip_space();
        self.pos >= self.text.len()
    }

    /// Reads a whole number, skipping whitespace and line breaks before it.
    /// `what` names the number in error messages ("the number of rows N").
    pub fn number(&mut self, what: &str) -> Result<u64, ParseError> {
        self.skip_space();
        self.digits(what)
    }

    /// Reads a whole number that must be on the current line.
    pub fn number_on_line(&mut self, what: &str) -> Result<u64, ParseError> {
        self.skip_inline_space();
        match self.text.get(self.pos) {
            None | Some(b'\n') => Err(self.error_here(format!("missing {what}"))),
            Some(_) => self.digits(what),
        }
    }

    fn digits(&mut self, what: &str) -> Result<u64, ParseError> {
        let start = self.pos;
        let mut value: u64 = 0;
        while let Some(&b) = self.text.get(self.pos) {
            if !b.is_ascii_digit() {
                break;
            }
            value = match value
                .checked_mul(10)
                .and_then(|v| v.checked_add(u64::from(b - b'0')))
            {
                Some(v) => v,
                None => {
                    return Err(ParseError::new(
                        self.line,
                        self.column_of(start),
                        format!("{what} is far too large"),
                    ));
                }
            };
            self.pos += 1;
        }
        if self.pos == start {
            return Err(match self.text.get(self.pos) {
                None => self.error_here(format!("missing {what}: the input ends here")),
                Some(_) => {
                    let found = self.token_here();
                    self.error_here(format!("{what} must be a whole number, found \"{found}\""))
                }
            });
        }
        if let Some(&b) = self.text.get(self.pos) {
            if !b.is_ascii_whitespace() {
                return Err(ParseError::new(
                    self.line,
                    self.column_of(start),
                    format!(
                        "{what} must be a whole number, found \"{}\"",
                        self.token_from(start)
                    ),
                ));
            }
        }
        Ok(value)
    }

    fn token_from(&self, start: usize) -> String {
        let end = self.text[start..]
            .iter()
            .position(|b| b.is_ascii_whitespace())
            .map_or(self.text.len(), |n| start + n);
        let end = end.min(start + 20);
        String::from_utf8_lossy(&self.text[start..end]).into_owned()
    }

    fn token_here(&self) -> String {
        self.token_from(self.pos)
    }

    /// Requires the rest of the current line to be blank, then moves to the next line.
    pub fn end_line(&mut self, after: &str) -> Result<(), ParseError> {
        self.skip_inline_space();
        match self.text.get(self.pos) {
            None => Ok(()),
            Some(b'\n') => {
                self.pos += 1;
                self.line += 1;
                self.line_start = self.pos;
                Ok(())
            }
            Some(_) => Err(self.error_here(format!(
                "unexpected \"{}\" after {after}",
                self.token_here()
            ))),
        }
    }

    /// The next whole line, without its line break and trailing spaces, with its
    /// 1-based number; `None` at the end of the input.
    pub fn line(&mut self) -> Option<(usize, &'a [u8])> {
        if self.pos >= self.text.len() {
            return None;
        }
        let rest = &self.text[self.pos..];
        let len = rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len());
        let mut content = &rest[..len];
        while let [head @ .., b' ' | b'\t' | b'\r'] = content {
            content = head;
        }
        let number = self.line;
        self.pos += len;
        if self.pos < self.text.len() {
            self.pos += 1;
            self.line += 1;
            self.line_start = self.pos;
        }
        Some((number, content))
    }
}
