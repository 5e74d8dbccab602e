//! `gridplay explain geography --cell ROW,COL`: why a start cell wins or loses.

use std::ffi::{OsStr, OsString};
use std::fmt::Write as _;

use gridplay::geography::explain::Certificate;
use gridplay::geography::{Board, Matching, Options, Run};

use super::args::Cell;
use super::geography::SolveOptions;
use super::{broken_before_end, input_error, input_path, read_error, read_input, write_stdout};

const LONG_ABOUT: &str = "\
gridplay explain geography: why a start cell of the token game wins or loses.

The player who places the token wins from a cell exactly when some maximum
matching leaves it unmatched. This prints the proof for one cell, from the same
run as 'gridplay geography':
  WIN   the alternating path from a cell the run's maximum matching leaves
        unmatched to this cell, and the matching flipped along it, which leaves
        this cell unmatched: the placer answers every move along its dominoes;
  LOSE  every maximum matching covers the cell; its partner, where the mover
        goes first before answering every move along the matching.
Cells are 1-based 'row,col', as in the judge output.";

const AFTER_HELP: &str = "\
EXIT CODES:
    0    explained
    1    the output could not be written (the message is on stderr)
    2    bad input or usage (the message names the line and column), or a cell
         that is a wall or outside the board

EXAMPLE:
    $ printf '3 3\\n.##\\n...\\n#.#\\n' | gridplay explain geography --cell 2,3
";

/// Pairs listed by default; above this only the count, unless `--matching`.
const LIST_PAIRS: u32 = 64;

/// `gridplay explain geography --cell ROW,COL [OPTIONS] [FILE]`.
#[derive(clap::Args)]
#[command(
    about = "why a start cell of the token game wins or loses, in words",
    before_help = LONG_ABOUT,
    override_usage = super::geography::usage(
        "explain geography --cell ROW,COL",
        "[--matching] [FILE]",
    ),
    after_help = AFTER_HELP
)]
pub struct Geography {
    /// the start cell (1-based; required)
    #[arg(long, value_name = "ROW,COL", allow_hyphen_values = true, value_parser = Cell)]
    cell: (u64, u64),
    /// list every pair of the matchings, however many (default: only up to 64 pairs)
    #[arg(long)]
    matching: bool,
    #[command(flatten)]
    solve: SolveOptions,
    /// the board (standard input when absent or '-')
    file: Option<OsString>,
}

impl Geography {
    /// Runs `gridplay explain geography`; returns the exit code.
    pub fn run(self) -> i32 {
        let (options, max_cells) = self.solve.options();
        let (row, col) = self.cell;
        Command {
            options,
            row,
            col,
            all_pairs: self.matching,
            max_cells,
            path: input_path(&self.file),
        }
        .run()
    }
}

struct Command<'a> {
    options: Options,
    /// 1-based, as typed.
    row: u64,
    col: u64,
    all_pairs: bool,
    max_cells: u64,
    path: Option<&'a OsStr>,
}

impl Command<'_> {
    fn run(self) -> i32 {
        let max_bytes = super::geography::max_input_bytes(self.max_cells);
        let (text, source) = match read_input(self.path, max_bytes, &|prefix| {
            broken_before_end(prefix, &Board::parse_with_limit(prefix, self.max_cells))
        }) {
            Ok(input) => input,
            Err(error) => return read_error(error),
        };
        let board = match Board::parse_with_limit(&text, self.max_cells) {
            Ok(board) => board,
            Err(error) => return input_error(&source, &error),
        };
        drop(text);
        let (rows, cols) = (board.rows(), board.cols());
        if self.row > u64::from(rows) || self.col > u64::from(cols) {
            return cell_error(&format!(
                "cell {},{} is outside the {rows}×{cols} board of {source}",
                self.row, self.col
            ));
        }
        let cell = board.cell(self.row as u32 - 1, self.col as u32 - 1);
        if !board.is_free(cell) {
            return cell_error(&format!(
                "cell {},{} of {source} is a wall: the token starts on a free cell",
                self.row, self.col
            ));
        }
        let mut run = match Run::try_new(board, self.options) {
            Ok(run) => run,
            Err(why) => return super::usage_error(&why),
        };
        run.run_to_end();
        let certificate = match run.explain(cell) {
            Some(Ok(certificate)) => certificate,
            _ => unreachable!("a finished run explains any free cell"),
        };
        let limit = if self.all_pairs { u32::MAX } else { LIST_PAIRS };
        let text = describe(&run, cell, &certificate, limit);
        write_stdout(text.as_bytes())
    }
}

/// A bad cell: the message and exit code 2 (no usage hint: the usage was right).
fn cell_error(message: &str) -> i32 {
    // (Through say: a closed or full stderr never panics.)
    super::said(super::say(message), super::EXIT_BAD_INPUT)
}

/// The certificate in words, with 1-based cells.
fn describe(run: &Run, cell: u32, certificate: &Certificate, limit: u32) -> String {
    let board = run.board();
    let at = |c: u32| {
        let (r, col) = board.coords(c);
        format!("({},{})", r + 1, col + 1)
    };
    let me = at(cell);
    let matching = run.matching();
    let mut out = String::new();
    let _ = if certificate.wins() {
        writeln!(out, "WIN {me}: the player who places the token here wins")
    } else {
        writeln!(out, "LOSE {me}: the player who moves first wins")
    };
    let _ = writeln!(
        out,
        "Maximum matching ({}, {}): {}",
        count_pairs(matching.size()),
        run.options().algorithm,
        pairs(board, matching, limit, &at)
    );
    match certificate {
        Certificate::Wins { path, flipped } => {
            if path.len() == 1 {
                let _ = writeln!(out, "{me} is unmatched in it, so the path is just {me}.");
            } else {
                let cells: Vec<String> = path.iter().map(|&c| at(c)).collect();
                let _ = writeln!(
                    out,
                    "Alternating path from the unmatched cell {} to {me} ({} edges; first edge \
                     not in the matching, then alternating): {}",
                    at(path[0]),
                    path.len() - 1,
                    cells.join(" - ")
                );
            }
            let _ = writeln!(
                out,
                "Flipped along it, the matching is still maximum and leaves {me} unmatched \
                 ({}): {}",
                count_pairs(flipped.size()),
                pairs(board, flipped, limit, &at)
            );
            let _ = writeln!(
                out,
                "Play: place the token on {me}. Whatever your opponent does, you answer along \
                 a domino of this matching: every cell they move to is matched (an unmatched one \
                 would make a larger matching), so you always have a move and they get stuck."
            );
        }
        Certificate::Loses { partner } => {
            let p = at(*partner);
            let _ = writeln!(
                out,
                "Every maximum matching covers {me}: no alternating path from an unmatched cell \
                 reaches it. Its partner here: {p}."
            );
            let _ = writeln!(
                out,
                "Play: the opponent, who moves first, takes the token from {me} to its partner \
                 {p}, then answers each of your moves along a domino of this matching (without \
                 {me}, the rest of the matching is maximum and leaves {p} unmatched), so you get \
                 stuck."
            );
        }
    }
    out
}

/// "1 pair", "2 pairs".
fn count_pairs(n: u32) -> String {
    if n == 1 {
        "1 pair".to_owned()
    } else {
        format!("{n} pairs")
    }
}

/// The pairs as `(r,c)-(r,c)`, or just their count past `limit`.
fn pairs(board: &Board, matching: &Matching, limit: u32, at: &dyn Fn(u32) -> String) -> String {
    if matching.size() > limit {
        return format!("not listed (over {limit}; --matching lists them)");
    }
    if matching.size() == 0 {
        return "none".to_string();
    }
    let listed: Vec<String> = matching
        .pairs(board)
        .map(|(a, b)| format!("{}-{}", at(a), at(b)))
        .collect();
    listed.join(" ")
}
