//! `gridplay geography` and `gridplay trace geography`.

use std::ffi::OsStr;
use std::io::{self, Write};

use gridplay::geography::{Algorithm, Board, Event, GreedyStart, JudgeFormat, Moves, Options, Run};
use gridplay::parse::DEFAULT_MAX_CELLS;

use super::trace::Cells;
use super::{
    Args, Stats, broken_before_end, input_error, output_result, print_help, read_error, read_input,
    usage_error, write_stdout,
};

/// Input bytes allowed beyond 4 per cell: room for any header and blank lines.
const INPUT_SLACK: u64 = 1 << 20;

const HELP: &str = concat!(
    "\
gridplay geography: which start cells let the first player win the token game.

Luogu P4055 / BZOJ 1443 \"[JSOI2009] Game\", LOJ 6033. Input: a line 'N M', then N
rows of M characters, '.' free and '#' wall. Output, byte-exact for the judge:
  p4055    WIN, then each winning cell as 'row col' (1-based, row-major); or LOSE
  loj6033  the number of winning cells, then each as 'row col'

USAGE:
    gridplay geography [OPTIONS] [FILE]
    gridplay trace geography [OPTIONS] [FILE]   every event as JSON Lines
                                                (schema: docs/trace-geography.md)

OPTIONS:
    --format {formats}        output format (default p4055; not for trace)
    --moves {moves}  how the token moves (default rook, the problem's):
                                  rook 4 side neighbours, king 8 neighbours, knight
                                  8 knight jumps, hex 6 neighbours with odd rows
                                  (0-based) shifted half a cell right
    --algo {algos}
                                  matching algorithm (default: the fastest for the
                                  move rule, kuhn for rook and blossom for knight;
                                  blossom for king and hex, whose boards have
                                  triangles: kuhn and hopcroft-karp exit 2 there)
    --greedy, --no-greedy         start from a greedy matching (kuhn: only its forced
                                  pairs), or the empty one (default: empty up to
                                  4096 free cells, else greedy)
    --max-cells N                 refuse boards over N cells (default 16000000)
    --stats                       print time, peak memory and the matching's size on
                                  stderr
    -h, --help                    this help

",
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

/// The names of a choice's values, as the CLI takes and lists them (from the core's
/// `ALL`, so a new algorithm, move rule or format is taken and listed without an edit
/// here): `names(&Moves::ALL, Moves::name)` is `["rook", "king", "knight", "hex"]`.
pub(super) fn names<T: Copy>(all: &[T], name: fn(T) -> &'static str) -> Vec<&'static str> {
    all.iter().map(|&value| name(value)).collect()
}

/// `help` with `{algos}`, `{moves}` and `{formats}` replaced by those names joined
/// with `|`: `--algo {algos}` reads `--algo kuhn|hopcroft-karp|blossom`.
pub(super) fn with_names(help: &str) -> String {
    help.replace(
        "{algos}",
        &names(&Algorithm::ALL, Algorithm::name).join("|"),
    )
    .replace("{moves}", &names(&Moves::ALL, Moves::name).join("|"))
    .replace(
        "{formats}",
        &names(&JudgeFormat::ALL, JudgeFormat::name).join("|"),
    )
}

/// Runs `gridplay geography` (or `trace geography`); returns the exit code.
pub fn main(words: &[&OsStr], trace: bool) -> i32 {
    let mut args = Args::new(words);
    if args.help() {
        return print_help(&with_names(HELP));
    }
    let stats = args.flag("--stats").then(Stats::start);
    let (code, matching) = match parse_args(args, trace) {
        Ok(command) => command.run(),
        Err(message) => (usage_error(&message), None),
    };
    if let Some(stats) = stats {
        stats.report(matching.map(|size| format!("matching {size}")));
    }
    code
}

struct Command<'a> {
    options: Options,
    format: JudgeFormat,
    max_cells: u64,
    path: Option<&'a OsStr>,
    trace: bool,
}

/// The options every command that solves a board takes: `--algo`, `--greedy` /
/// `--no-greedy` and `--max-cells`. Returns the solve options and the cell limit.
pub(super) fn solve_options(args: &mut Args<'_>) -> Result<(Options, u64), String> {
    let moves = match args.value("--moves", &names(&Moves::ALL, Moves::name))? {
        Some(name) => name.parse::<Moves>()?,
        None => Moves::default(),
    };
    let algorithm = match args.value("--algo", &names(&Algorithm::ALL, Algorithm::name))? {
        Some(name) => name.parse::<Algorithm>()?,
        None => Algorithm::default_for(moves),
    };
    let max_cells = args.number("--max-cells")?.unwrap_or(DEFAULT_MAX_CELLS);
    let greedy = match (args.flag("--greedy"), args.flag("--no-greedy")) {
        (true, true) => return Err("use --greedy or --no-greedy, not both".into()),
        (on, off) => GreedyStart::from_choice((on || off).then_some(on)),
    };
    Ok((
        Options {
            algorithm,
            greedy,
            moves,
        },
        max_cells,
    ))
}

fn parse_args(mut args: Args<'_>, trace: bool) -> Result<Command<'_>, String> {
    let (options, max_cells) = solve_options(&mut args)?;
    let format = if trace {
        JudgeFormat::default()
    } else {
        match args.value("--format", &names(&JudgeFormat::ALL, JudgeFormat::name))? {
            Some(name) => name.parse()?,
            None => JudgeFormat::default(),
        }
    };
    Ok(Command {
        options,
        format,
        max_cells,
        path: args.input_path()?,
        trace,
    })
}

/// The most bytes read for a board of at most `max_cells` cells: N row characters and
/// a line break per row need far less than 4 bytes a cell.
pub(super) fn max_input_bytes(max_cells: u64) -> u64 {
    max_cells.saturating_mul(4).saturating_add(INPUT_SLACK)
}

impl Command<'_> {
    /// The exit code, and the maximum matching's size when the board was solved
    /// (for `--stats`).
    fn run(self) -> (i32, Option<u32>) {
        let (text, source) =
            match read_input(self.path, max_input_bytes(self.max_cells), &|prefix| {
                broken_before_end(prefix, &Board::parse_with_limit(prefix, self.max_cells))
            }) {
                Ok(input) => input,
                Err(error) => return (read_error(error), None),
            };
        let board = match Board::parse_with_limit(&text, self.max_cells) {
            Ok(board) => board,
            Err(error) => return (input_error(&source, &error), None),
        };
        drop(text);
        let run = match Run::try_new(board, self.options) {
            Ok(run) => run,
            Err(why) => return (usage_error(&why), None),
        };
        if self.trace {
            return (output_result(write_trace(run)), None);
        }
        let outcome = run.finish();
        let mut out = Vec::new();
        outcome.write_judge_output(self.format, &mut out);
        (write_stdout(&out), Some(outcome.matching_size))
    }
}

/// Writes a run's events as JSON Lines: a `run` header, every event, the verdict.
fn write_trace(mut run: Run) -> io::Result<()> {
    let mut out = io::BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let board: &Board = run.board();
    let cols = board.cols();
    let cells = Cells { cols };
    let at = |cell: u32| cells.at(cell);
    writeln!(
        out,
        r#"{{"event":"run","game":"geography","rows":{},"cols":{},"free_cells":{},"algorithm":"{}","greedy":{},"moves":"{}"}}"#,
        board.rows(),
        cols,
        board.free_count(),
        run.options().algorithm,
        run.greedy(),
        board.moves()
    )?;
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
