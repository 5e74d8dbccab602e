//! `gridplay geography` and `gridplay trace geography`.

use std::ffi::{OsStr, OsString};
use std::io::{self, Write};

use gridplay::geography::{
    Algorithm, Arena, Board, Event, GreedyStart, JudgeFormat, Moves, Options, Run,
};
use gridplay::parse::DEFAULT_MAX_CELLS;

use super::args::{Number, choice};
use super::trace::Cells;
use super::{
    Stats, broken_before_end, input_error, input_path, output_result, read_error, read_input,
    usage_error, write_stdout,
};

/// Input bytes allowed beyond 4 per cell: room for any header and blank lines.
const INPUT_SLACK: u64 = 1 << 20;

const LONG_ABOUT: &str = "\
gridplay geography: which start cells let the first player win the token game.

Luogu P4055 / BZOJ 1443 \"[JSOI2009] Game\", LOJ 6033. Input: a line 'N M', then N
rows of M characters, '.' free and '#' wall. Output, byte-exact for the judge:
  p4055    WIN, then each winning cell as 'row col' (1-based, row-major); or LOSE
  loj6033  the number of winning cells, then each as 'row col'";

const AFTER_HELP: &str = concat!(
    solve_exit_codes!(),
    "
EXAMPLES:
    $ printf '3 3\\n.##\\n...\\n#.#\\n' | gridplay geography
    WIN
    2 3
    3 2
    $ gridplay geography --format loj6033 --algo kuhn board.txt
    $ gridplay trace geography --algo kuhn --no-greedy board.txt > events.jsonl
    $ gridplay geography --moves king --algo blossom board.txt
"
);

/// The names of a core choice joined by `|`, as the usage lines show them:
/// `joined(&Moves::ALL, Moves::name)` is `rook|king|knight|hex`.
fn joined<T: Copy>(all: &[T], name: fn(T) -> &'static str) -> String {
    let names: Vec<&str> = all.iter().map(|&value| name(value)).collect();
    names.join("|")
}

/// The usage line of a command that solves a board, with the core's choices (from
/// `ALL`, so a new algorithm, move rule or format is listed with no edit here):
/// `usage("explain geography --cell ROW,COL", "")` reads `gridplay explain geography
/// --cell ROW,COL [--moves rook|king|knight|hex] [--algo kuhn|hopcroft-karp|blossom]
/// [--greedy|--no-greedy] [--max-cells N] …`.
pub(super) fn usage(command: &str, after: &str) -> String {
    format!(
        "gridplay {command} [--moves {}]\n        [--algo {}] [--greedy|--no-greedy]\n        \
         [--max-cells N] {after}",
        joined(&Moves::ALL, Moves::name),
        joined(&Algorithm::ALL, Algorithm::name),
    )
}

/// The options of every command that solves a token-game board: `geography`, and
/// `trace`, `explain` and `play geography`.
#[derive(clap::Args)]
pub struct SolveOptions {
    /// how the token moves (default rook, the problem's): rook 4 side
    /// neighbours, king 8 neighbours, knight 8 knight jumps, hex 6 neighbours
    /// with odd rows (0-based) shifted half a cell right
    #[arg(long, value_name = "RULE", verbatim_doc_comment, allow_hyphen_values = true,
          value_parser = choice(&Moves::ALL, Moves::name))]
    moves: Option<Moves>,
    /// matching algorithm (default: the fastest for the move rule, kuhn for
    /// rook and blossom for knight; blossom for king and hex, whose boards
    /// have triangles: kuhn and hopcroft-karp exit 2 there)
    #[arg(long, value_name = "ALGO", verbatim_doc_comment, allow_hyphen_values = true,
          value_parser = choice(&Algorithm::ALL, Algorithm::name))]
    algo: Option<Algorithm>,
    /// start from a greedy matching (kuhn: only its forced pairs); the default
    /// is the empty one up to 4096 free cells, else greedy
    #[arg(long, verbatim_doc_comment, conflicts_with = "no_greedy")]
    greedy: bool,
    /// start from the empty matching
    #[arg(long)]
    no_greedy: bool,
    /// refuse boards over N cells (default 16000000)
    #[arg(long, value_name = "N", allow_hyphen_values = true, value_parser = Number)]
    max_cells: Option<u64>,
}

impl SolveOptions {
    /// The solve options and the cell limit.
    pub(super) fn options(&self) -> (Options, u64) {
        let moves = self.moves.unwrap_or_default();
        let options = Options {
            algorithm: self.algo.unwrap_or_else(|| Algorithm::default_for(moves)),
            greedy: GreedyStart::from_choice(
                (self.greedy || self.no_greedy).then_some(self.greedy),
            ),
            moves,
        };
        (options, self.max_cells.unwrap_or(DEFAULT_MAX_CELLS))
    }
}

/// `gridplay geography [OPTIONS] [FILE]`.
#[derive(clap::Args)]
#[command(
    about = "the token game (Luogu P4055, BZOJ 1443, LOJ 6033): the judge output",
    before_help = LONG_ABOUT,
    override_usage = usage(
        &format!("geography [--format {}]", joined(&JudgeFormat::ALL, JudgeFormat::name)),
        "[--stats] [FILE]",
    ),
    after_help = AFTER_HELP
)]
pub struct Solve {
    /// output format (default p4055)
    #[arg(long, value_name = "FORMAT", allow_hyphen_values = true,
          value_parser = choice(&JudgeFormat::ALL, JudgeFormat::name))]
    format: Option<JudgeFormat>,
    #[command(flatten)]
    solve: SolveOptions,
    /// print time, peak memory and the matching's size on stderr
    #[arg(long)]
    stats: bool,
    /// the board (standard input when absent or '-')
    file: Option<OsString>,
}

/// `gridplay trace geography [OPTIONS] [FILE]`: every event as JSON Lines.
#[derive(clap::Args)]
#[command(
    about = "every event of the token game's run (schema: docs/trace-geography.md)",
    before_help = LONG_ABOUT,
    override_usage = usage("trace geography", "[--stats] [FILE]"),
    after_help = AFTER_HELP
)]
pub struct Trace {
    #[command(flatten)]
    solve: SolveOptions,
    /// print time, peak memory and the matching's size on stderr
    #[arg(long)]
    stats: bool,
    /// the board (standard input when absent or '-')
    file: Option<OsString>,
}

impl Solve {
    /// Runs `gridplay geography`; returns the exit code.
    pub fn run(self) -> i32 {
        let (options, max_cells) = self.solve.options();
        let format = self.format.unwrap_or_default();
        run(
            options,
            max_cells,
            Some(format),
            self.stats,
            input_path(&self.file),
        )
    }
}

impl Trace {
    /// Runs `gridplay trace geography`; returns the exit code.
    pub fn run(self) -> i32 {
        let (options, max_cells) = self.solve.options();
        run(options, max_cells, None, self.stats, input_path(&self.file))
    }
}

/// Solves the board and prints the judge output in `format`, or the trace (`None`),
/// then the `--stats` line when `stats`; returns the exit code.
fn run(
    options: Options,
    max_cells: u64,
    format: Option<JudgeFormat>,
    stats: bool,
    path: Option<&OsStr>,
) -> i32 {
    let stats = stats.then(Stats::start);
    let (code, matching) = solve(options, max_cells, format, path);
    if let Some(stats) = stats {
        stats.report(matching.map(|size| format!("matching {size}")));
    }
    code
}

/// The most bytes read for a board of at most `max_cells` cells: N row characters and
/// a line break per row need far less than 4 bytes a cell.
pub(super) fn max_input_bytes(max_cells: u64) -> u64 {
    max_cells.saturating_mul(4).saturating_add(INPUT_SLACK)
}

/// The exit code, and the maximum matching's size when the board was solved (for
/// `--stats`).
fn solve(
    options: Options,
    max_cells: u64,
    format: Option<JudgeFormat>,
    path: Option<&OsStr>,
) -> (i32, Option<u32>) {
    let (text, source) = match read_input(path, max_input_bytes(max_cells), &|prefix| {
        broken_before_end(prefix, &Board::parse_with_limit(prefix, max_cells))
    }) {
        Ok(input) => input,
        Err(error) => return (read_error(error), None),
    };
    let board = match Board::parse_with_limit(&text, max_cells) {
        Ok(board) => board,
        Err(error) => return (input_error(&source, &error), None),
    };
    drop(text);
    let run = match Run::try_new(board, options) {
        Ok(run) => run,
        Err(why) => return (usage_error(&why), None),
    };
    let Some(format) = format else {
        return (output_result(write_trace(run)), None);
    };
    let outcome = run.finish();
    let mut out = Vec::new();
    outcome.write_judge_output(format, &mut out);
    (write_stdout(&out), Some(outcome.matching_size))
}

/// Writes a run's events as JSON Lines: a `run` header, every event, the verdict.
fn write_trace(run: Run) -> io::Result<()> {
    let board: &Board = run.board();
    let header = format!(
        r#"{{"event":"run","game":"geography","rows":{},"cols":{},"free_cells":{},"algorithm":"{}","greedy":{},"moves":"{}"}}"#,
        board.rows(),
        board.cols(),
        board.free_count(),
        run.options().algorithm,
        run.greedy(),
        board.moves()
    );
    let cells = Cells::Board { cols: board.cols() };
    write_events(run, &header, cells)
}

/// Writes the `header` line, then every event of `run` as a JSON line, cells named
/// by `cells`: the token game's trace on a board or a graph.
pub(super) fn write_events<A: Arena>(
    mut run: Run<A>,
    header: &str,
    cells: Cells,
) -> io::Result<()> {
    let mut out = io::BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let at = |cell: u32| cells.at(cell);
    writeln!(out, "{header}")?;
    while let Some(event) = run.next() {
        write!(out, r#"{{"event":"{}""#, event.name())?;
        match event {
            Event::GreedyMatched {
                left,
                right,
                forced,
            } => write!(
                out,
                r#","left":{},"right":{},"forced":{forced}"#,
                at(left),
                at(right)
            )?,
            Event::PhaseStarted { phase } => write!(out, r#","phase":{phase}"#)?,
            Event::LayerReached { cell, distance } => {
                write!(out, r#","cell":{},"distance":{distance}"#, at(cell))?
            }
            Event::SearchStarted { root } | Event::SearchFailed { root } => {
                write!(out, r#","root":{}"#, at(root))?
            }
            Event::EdgeTried { from, to, skipped } => {
                cells.edge_tried(&mut out, from, to, skipped)?
            }
            Event::MatchFollowed { from, to } | Event::EdgeCrossed { from, to } => {
                write!(out, r#","from":{},"to":{}"#, at(from), at(to))?
            }
            Event::Backtracked { cell } | Event::UnmatchedSeed { cell } => {
                write!(out, r#","cell":{}"#, at(cell))?
            }
            Event::PathFound { root, end, len } => {
                cells.path_found(&mut out, root, end, len, run.search_path())?
            }
            Event::Augmented { size } | Event::MatchingDone { size } => {
                write!(out, r#","size":{size}"#)?
            }
            Event::PhaseEnded { phase, size } => write!(out, r#","phase":{phase},"size":{size}"#)?,
            Event::WinningMarked { cell, via } => {
                write!(out, r#","cell":{},"via":{}"#, at(cell), at(via))?
            }
            Event::Labelled { cell, from, odd } => {
                let label = if odd { "odd" } else { "even" };
                write!(
                    out,
                    r#","cell":{},"from":{},"label":"{label}""#,
                    at(cell),
                    at(from)
                )?
            }
            Event::BlossomFound {
                from,
                to,
                base,
                len,
            } => write!(
                out,
                r#","from":{},"to":{},"base":{},"len":{len},"cycle":[{}]"#,
                at(from),
                at(to),
                at(base),
                cells.list(run.blossom_cycle())
            )?,
            Event::BlossomContracted { base, size } => {
                write!(out, r#","base":{},"size":{size}"#, at(base))?
            }
            Event::Verdict { winning } => {
                let outcome = run.outcome().expect("verdict ends the run");
                let result = if winning > 0 { "WIN" } else { "LOSE" };
                write!(
                    out,
                    r#","winning":{winning},"result":"{result}","matching_size":{},"cells":[{}]"#,
                    outcome.matching_size,
                    cells.list(outcome.winning.iter().copied())
                )?
            }
        }
        out.write_all(b"}\n")?;
    }
    out.flush()
}
