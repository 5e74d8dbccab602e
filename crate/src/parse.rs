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

/// Cells no board may pass whatever the limit says: cell indices are `u32`.
pub const MAX_CELLS_EVER: u64 = u32::MAX as u64 - 1;

/// `rows × cols` when it fits in a `u64`, for size checks that never overflow.
pub fn cells(rows: u64, cols: u64) -> Option<u64> {
    rows.checked_mul(cols)
}

/// Text of `bytes` safe to show in a message: control characters (ESC, NUL, …),
/// invisible format characters (a byte-order mark, zero-width spaces) and bytes that
/// are not UTF-8 are written as escapes (`\x1b`, `\u{feff}`), so a message can never
/// change a terminal or hide what is wrong.
///
/// ```
/// assert_eq!(gridplay::parse::escaped(b"a\x1b[2Jb\xff"), "a\\x1b[2Jb\\xff");
/// assert_eq!(gridplay::parse::escaped("\u{feff}3".as_bytes()), "\\u{feff}3");
/// ```
pub fn escaped(bytes: &[u8]) -> String {
    let mut out = String::new();
    for chunk in bytes.utf8_chunks() {
        for c in chunk.valid().chars() {
            push_escaped(&mut out, c);
        }
        for b in chunk.invalid() {
            out += &format!("\\x{b:02x}");
        }
    }
    out
}

/// Pushes `c`, or its escape when it is a control or invisible format character.
pub fn push_escaped(out: &mut String, c: char) {
    let invisible = matches!(c, '\u{200b}'..='\u{200f}' | '\u{2028}'..='\u{202e}' | '\u{2060}'..='\u{2064}' | '\u{feff}');
    if c.is_control() && (c as u32) < 0x100 {
        *out += &format!("\\x{:02x}", c as u32);
    } else if c.is_control() || invisible {
        *out += &format!("\\u{{{:x}}}", c as u32);
    } else {
        out.push(c);
    }
}

/// How one character is named in a message: `"x"`, or for a byte-order mark, a
/// control or invisible character, or a byte that is not UTF-8, a description.
pub fn describe_char(rest: &[u8]) -> String {
    let Some(&first) = rest.first() else {
        return "the end of the input".into();
    };
    let c = match rest.utf8_chunks().next() {
        Some(chunk) if !chunk.valid().is_empty() => chunk.valid().chars().next(),
        _ => None,
    };
    match c {
        None => format!("byte 0x{first:02x} (not UTF-8 text)"),
        Some('\u{feff}') => "a byte-order mark (U+FEFF)".into(),
        Some(c) => {
            let mut shown = String::new();
            push_escaped(&mut shown, c);
            if shown.chars().count() > 1 {
                format!("the invisible character \"{shown}\"")
            } else {
                format!("\"{shown}\"")
            }
        }
    }
}

/// True for the bytes C's `isspace` accepts: space, `\t`, `\n`, `\v`, `\f`, `\r`.
pub fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\x0b' | b'\x0c' | b'\r')
}

const BOM: &[u8] = b"\xef\xbb\xbf";

/// A read position in judge-style text that knows its line and column, for
/// parsers that report exactly where the input went wrong. Treats `\r\n` as `\n`
/// and skips a UTF-8 byte-order mark at the start (columns count from after it).
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
        let start = if text.starts_with(BOM) { BOM.len() } else { 0 };
        Cursor {
            text,
            pos: start,
            line: 1,
            line_start: start,
        }
    }

    /// The next whitespace-separated token, as `scanf("%s")` reads it (skipping any
    /// whitespace and line breaks before it), with its start offset for
    /// [`Cursor::error_at`]; `None` at the end of the input.
    pub fn token(&mut self) -> Option<(usize, &'a [u8])> {
        self.skip_space();
        let start = self.pos;
        let len = self.text[start..]
            .iter()
            .position(|&b| is_space(b))
            .unwrap_or(self.text.len() - start);
        if len == 0 {
            return None;
        }
        self.pos += len;
        Some((start, &self.text[start..start + len]))
    }

    /// An error at byte offset `pos` of the current line (a token just read).
    pub fn error_at(&self, pos: usize, message: impl Into<String>) -> ParseError {
        ParseError::new(self.line, self.column_of(pos), message)
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

    /// Skips spaces, tabs, carriage returns, `\v` and `\f`, staying on the current line.
    pub fn skip_inline_space(&mut self) {
        while let Some(&b) = self.text.get(self.pos) {
            if is_space(b) && b != b'\n' {
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
                Some(_) if self.text[self.pos..].starts_with(BOM) => self.error_here(format!(
                    "{what} must be a whole number, found a byte-order mark (U+FEFF), \
                     which may only start the input"
                )),
                Some(_) => {
                    let found = self.token_here();
                    self.error_here(format!("{what} must be a whole number, found \"{found}\""))
                }
            });
        }
        if let Some(&b) = self.text.get(self.pos) {
            if !is_space(b) {
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
            .position(|&b| is_space(b))
            .map_or(self.text.len(), |n| start + n);
        escaped(&self.text[start..end.min(start + 20)])
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
        while let [head @ .., b' ' | b'\t' | b'\r' | b'\x0b' | b'\x0c'] = content {
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
