//! The graph game's judge input: `n m` on the first line, then `m` lines `u v`, an
//! edge between vertices `u` and `v` (1 ≤ u, v ≤ n). A repeated edge counts once; a
//! self-loop, a vertex outside 1..n, a missing or extra edge line and a bad number are
//! errors with their line and column. Blank lines are skipped, and whitespace is
//! `scanf`'s, as in the other games.
//!
//! Memory grows with the edges read, never with the `m` announced; the vertices'
//! arrays (n ≤ [`MAX_VERTICES`]) are the answer's own size. Cost: O(n + m log m).
//!
//! ```
//! use gridplay::graph::Graph;
//!
//! let error = Graph::parse(b"3 2\n1 2\n2 2\n").unwrap_err();
//! assert_eq!((error.line, error.column), (3, 1));
//! assert!(error.message.contains("joins vertex 2 to itself"), "{}", error.message);
//! ```

use super::Graph;
use crate::parse::{Cursor, ParseError};

pub use crate::limits::{GRAPH_MAX_EDGES as MAX_EDGES, GRAPH_MAX_VERTICES as MAX_VERTICES};

impl Graph {
    /// Reads a graph in the judge's format (see the [module](self) docs).
    pub fn parse(text: &[u8]) -> Result<Graph, ParseError> {
        let mut cursor = Cursor::new(text);
        cursor.skip_space();
        let at_n = cursor.position();
        let n = cursor.number("the number of vertices n")?;
        if !(1..=MAX_VERTICES).contains(&n) {
            return Err(ParseError::new(
                at_n.0,
                at_n.1,
                format!("the number of vertices n must be 1 to {MAX_VERTICES}, not {n}"),
            ));
        }
        cursor.skip_inline_space();
        let at_m = cursor.position();
        let m = cursor.number_on_line("the number of edges m")?;
        if m > MAX_EDGES {
            return Err(ParseError::new(
                at_m.0,
                at_m.1,
                format!("the number of edges m must be 0 to {MAX_EDGES}, not {m}"),
            ));
        }
        cursor.end_line("the header \"n m\"")?;
        let mut edges = Vec::new();
        for edge in 1..=m {
            // Read without words (no message is built for a good line); on an error
            // the line is read again from its start with them, for the message.
            let start = cursor.clone();
            match read_edge(&mut cursor, n, None) {
                Ok(pair) => edges.push(pair),
                Err(_) => {
                    let mut again = start;
                    let words = Some((edge, m));
                    return Err(read_edge(&mut again, n, words).expect_err("the same line fails"));
                }
            }
        }
        if !cursor.at_end() {
            return Err(cursor.error_here(format!("unexpected text after the last edge (m = {m})")));
        }
        Ok(Graph::from_edges(n as u32, &edges))
    }
}

/// Edge line `u v` (0-based on return). `words`: the edge's number and `m`, for the
/// messages; `None` reads the line without building any (the error's words are then
/// empty: [`Graph::parse`] reads the line again with them).
fn read_edge(
    cursor: &mut Cursor<'_>,
    n: u64,
    words: Option<(u64, u64)>,
) -> Result<(u32, u32), ParseError> {
    let what = |end: &str| match words {
        Some((edge, m)) => format!("{end} of edge {edge} of {m}"),
        None => String::new(),
    };
    cursor.skip_space();
    if cursor.at_end() {
        let (edge, m) = words.unwrap_or_default();
        return Err(cursor.error_here(format!("missing edge {edge} of {m}: the input ends here")));
    }
    let at_u = cursor.position();
    let u = vertex(cursor, &what("the first vertex"), n, false)?;
    let v = vertex(cursor, &what("the second vertex"), n, true)?;
    if u == v {
        let edge = words.map_or(0, |(edge, _)| edge);
        return Err(ParseError::new(
            at_u.0,
            at_u.1,
            format!("edge {edge} joins vertex {u} to itself: a self-loop is not a move"),
        ));
    }
    match words {
        Some((edge, _)) => cursor.end_line(&format!("edge {edge}"))?,
        None => cursor.end_line("")?,
    }
    Ok((u as u32 - 1, v as u32 - 1))
}

/// A vertex number, 1 to `n`; `same_line` for the second one of an edge.
fn vertex(cursor: &mut Cursor<'_>, what: &str, n: u64, same_line: bool) -> Result<u64, ParseError> {
    cursor.skip_inline_space();
    let at = cursor.position();
    let value = if same_line {
        cursor.number_on_line(what)?
    } else {
        cursor.number(what)?
    };
    if (1..=n).contains(&value) {
        Ok(value)
    } else {
        Err(ParseError::new(
            at.0,
            at.1,
            format!("{what} is {value}, not a vertex (1 to {n})"),
        ))
    }
}
