//! What every `gridplay trace <game>` writes the same way: a cell as `[row,col]`
//! (1-based, as the judges count) or a graph's vertex as its number, a list of cells, and the operands of the events
//! the matching searches share (`edge_tried`, `path_found`). Each game's writer puts
//! one JSON object per line around these (docs/trace-*.md).
//!
//! ```text
//! {"event":"edge_tried","from":[2,3],"to":[2,4],"skipped":false}
//! {"event":"path_found","root":[2,3],"end":[3,4],"len":3,"path":[[2,3],[2,4],[3,4]]}
//! ```

use std::io::{self, Write};

/// Names cells as the traces do: a board's as `[row,col]`, a graph's vertices by
/// their numbers from 1.
#[derive(Clone, Copy)]
pub enum Cells {
    /// The cells of a board this many columns wide.
    Board { cols: u32 },
    /// A graph's vertices.
    Vertices,
}

impl Cells {
    /// `[row,col]`, 1-based: cell 5 of a board 4 wide is `[2,2]`; vertex 5 is `6`.
    pub fn at(self, cell: u32) -> String {
        match self {
            Cells::Board { cols } => format!("[{},{}]", cell / cols + 1, cell % cols + 1),
            Cells::Vertices => (u64::from(cell) + 1).to_string(),
        }
    }

    /// `[row,col]` of each cell, joined by commas (the inside of a JSON array).
    pub fn list(self, cells: impl IntoIterator<Item = u32>) -> String {
        let cells: Vec<String> = cells.into_iter().map(|cell| self.at(cell)).collect();
        cells.join(",")
    }

    /// An `edge_tried` event's operands: the edge and whether it was skipped.
    pub fn edge_tried(
        self,
        out: &mut impl Write,
        from: u32,
        to: u32,
        skipped: bool,
    ) -> io::Result<()> {
        write!(
            out,
            r#","from":{},"to":{},"skipped":{skipped}"#,
            self.at(from),
            self.at(to)
        )
    }

    /// A `path_found` event's operands: its ends, its length and the whole path
    /// (`search`, the search's path up to the last matched cell, then `end`).
    pub fn path_found(
        self,
        out: &mut impl Write,
        root: u32,
        end: u32,
        len: u32,
        search: Vec<u32>,
    ) -> io::Result<()> {
        write!(
            out,
            r#","root":{},"end":{},"len":{len},"path":[{}]"#,
            self.at(root),
            self.at(end),
            self.list(search.into_iter().chain([end]))
        )
    }
}
