//! What every `gridplay trace <game>` writes the same way: a cell as `[row,col]`
//! (1-based, as the judges count), a list of cells, and the operands of the events
//! the matching searches share (`edge_tried`, `path_found`). Each game's writer puts
//! one JSON object per line around these (docs/trace-*.md).
//!
//! ```text
//! {"event":"edge_tried","from":[2,3],"to":[2,4],"skipped":false}
//! {"event":"path_found","root":[2,3],"end":[3,4],"len":3,"path":[[2,3],[2,4],[3,4]]}
//! ```

use std::io::{self, Write};

/// Names cells of a board `cols` wide as the traces do.
#[derive(Clone, Copy)]
pub struct Cells {
    pub cols: u32,
}

impl Cells {
    /// `[row,col]`, 1-based: cell 5 of a board 4 wide is `[2,2]`.
    pub fn at(self, cell: u32) -> String {
        format!("[{},{}]", cell / self.cols + 1, cell % self.cols + 1)
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
