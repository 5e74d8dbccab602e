//! `gridplay explain geography --cell ROW,COL` and `gridplay explain graph --vertex V`:
//! why a start cell (a vertex) wins or loses, in the same words on a board and a graph.

use std::ffi::{OsStr, OsString};
use std::fmt::Write as _;

use gridplay::geography::explain::Certificate;
use gridplay::geography::{Arena, Board, Matching, Options, Run};

use super::args::{Cell, Number};
use super::geography::SolveOptions;
use super::graph::{Choices, read_graph};
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
        let board = run.board();
        let at = |c: u32| {
            let (r, col) = board.coords(c);
            format!("({},{})", r + 1, col + 1)
        };
        let words = Words {
            at: &at,
            noun: "cell",
        };
        write_stdout(describe(&run, cell, &certificate, limit, &words).as_bytes())
    }
}

const GRAPH_ABOUT: &str = "\
gridplay explain graph: why a start vertex of the token game on a graph wins or loses.

The player who places the token wins from a vertex exactly when some maximum
matching leaves it unmatched. This prints the proof for one vertex, from the same
run as 'gridplay graph':
  WIN   the alternating path from a vertex the run's maximum matching leaves
        unmatched to this vertex, and the matching flipped along it, which leaves
        this vertex unmatched: the placer answers every move along its edges;
  LOSE  every maximum matching covers the vertex; its partner, where the mover
        goes first before answering every move along the matching.
Vertices are numbered from 1, as in the input.";

const GRAPH_AFTER_HELP: &str = "\
EXIT CODES:
    0    explained
    1    the output could not be written (the message is on stderr)
    2    bad input or usage (the message names the line and column), or a vertex
         outside the graph

EXAMPLE:
    $ printf '3 2\\n1 2\\n2 3\\n' | gridplay explain graph --vertex 2
";

/// `gridplay explain graph --vertex V [OPTIONS] [FILE]`.
#[derive(clap::Args)]
#[command(
    about = "why a start vertex of the token game on a graph wins or loses, in words",
    before_help = GRAPH_ABOUT,
    after_help = GRAPH_AFTER_HELP
)]
pub struct Graph {
    /// the start vertex (1 to n; required)
    #[arg(long, value_name = "V", allow_hyphen_values = true, value_parser = Number)]
    vertex: u64,
    /// list every pair of the matchings, however many (default: only up to 64 pairs)
    #[arg(long)]
    matching: bool,
    #[command(flatten)]
    choices: Choices,
    /// the graph (standard input when absent or '-')
    file: Option<OsString>,
}

impl Graph {
    /// Runs `gridplay explain graph`; returns the exit code.
    pub fn run(self) -> i32 {
        let (graph, source) = match read_graph(input_path(&self.file)) {
            Ok(read) => read,
            Err(code) => return code,
        };
        let n = graph.len();
        if !(1..=u64::from(n)).contains(&self.vertex) {
            return cell_error(&format!(
                "vertex {} is outside the graph of {source}, whose vertices are 1 to {n}",
                self.vertex
            ));
        }
        let vertex = self.vertex as u32 - 1;
        let options = self.choices.options(&graph);
        let mut run = match Run::try_on(graph, options) {
            Ok(run) => run,
            Err(why) => return super::usage_error(&why),
        };
        run.run_to_end();
        let certificate = match run.explain(vertex) {
            Some(Ok(certificate)) => certificate,
            _ => unreachable!("a finished run explains any vertex"),
        };
        let limit = if self.matching { u32::MAX } else { LIST_PAIRS };
        let at = |v: u32| (u64::from(v) + 1).to_string();
        let words = Words {
            at: &at,
            noun: "vertex",
        };
        write_stdout(describe(&run, vertex, &certificate, limit, &words).as_bytes())
    }
}

/// How the words name a cell: `(2,3)` and "cell" on a board, `6` and "vertex" on a
/// graph.
struct Words<'a> {
    at: &'a dyn Fn(u32) -> String,
    noun: &'static str,
}

/// A bad cell: the message and exit code 2 (no usage hint: the usage was right).
fn cell_error(message: &str) -> i32 {
    // (Through say: a closed or full stderr never panics.)
    super::said(super::say(message), super::EXIT_BAD_INPUT)
}

/// The certificate in words, with 1-based cells (vertices).
fn describe<A: Arena>(
    run: &Run<A>,
    cell: u32,
    certificate: &Certificate,
    limit: u32,
    words: &Words<'_>,
) -> String {
    let board = run.board();
    let (at, noun) = (words.at, words.noun);
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
        pairs(board, matching, limit, at)
    );
    match certificate {
        Certificate::Wins { path, flipped } => {
            if path.len() == 1 {
                let _ = writeln!(out, "{me} is unmatched in it, so the path is just {me}.");
            } else {
                let cells: Vec<String> = path.iter().map(|&c| at(c)).collect();
                let _ = writeln!(
                    out,
                    "Alternating path from the unmatched {noun} {} to {me} ({} edges; first edge \
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
                pairs(board, flipped, limit, at)
            );
            let _ = writeln!(
                out,
                "Play: place the token on {me}. Whatever your opponent does, you answer along \
                 {} of this matching: every {noun} they move to is matched (an unmatched one \
                 would make a larger matching), so you always have a move and they get stuck.",
                pair_word(noun)
            );
        }
        Certificate::Loses { partner } => {
            let p = at(*partner);
            let _ = writeln!(
                out,
                "Every maximum matching covers {me}: no alternating path from an unmatched \
                 {noun} reaches it. Its partner here: {p}."
            );
            let _ = writeln!(
                out,
                "Play: the opponent, who moves first, takes the token from {me} to its partner \
                 {p}, then answers each of your moves along {} of this matching (without \
                 {me}, the rest of the matching is maximum and leaves {p} unmatched), so you get \
                 stuck.",
                pair_word(noun)
            );
        }
    }
    out
}

/// A pair of the matching as the words call it: a domino of cells, an edge of
/// vertices.
fn pair_word(noun: &str) -> &'static str {
    if noun == "cell" {
        "a domino"
    } else {
        "an edge"
    }
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
fn pairs(
    board: &impl Arena,
    matching: &Matching,
    limit: u32,
    at: &dyn Fn(u32) -> String,
) -> String {
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
