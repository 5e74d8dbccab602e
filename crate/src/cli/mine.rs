//! `gridplay mine` and `gridplay trace mine` (HDU 4678).

use std::ffi::OsString;
use std::fmt::Write as _;
use std::io::{self, BufWriter, Write};

use gridplay::mine::exact::{self, DEFAULT_MAX_VISITS, ExactAnswer};
use gridplay::mine::parse::{CaseReader, Limits, PROBLEM_MAX_CASES};
use gridplay::mine::solver::{Event, Player, Solver};

use super::args::Number;
use super::{
    broken_before_end, input_error, input_path, output_result, read_error, read_input, say,
    write_stdout,
};

/// Input bytes per cell of the largest board allowed (a mine line `999 999\r\n` is 9),
/// and per case beyond that (its header and blank lines), bounding what is read.
const INPUT_BYTES_PER_CELL: u64 = 12;
const INPUT_BYTES_PER_CASE: u64 = 1 << 10;

/// Exit code when `--exact` could not decide some case within `--max-visits`.
pub const EXIT_UNKNOWN: i32 = 3;

/// Visits the judge-mode note may search per case (about 5 ms at most: judge
/// mode stays fast on boards where every case breaks the promise).
const NOTE_MAX_VISITS: u64 = 100_000;

/// Shared cells listed by name in a promise note.
const NOTE_CELLS: usize = 5;

/// Warnings printed before the rest are only counted.
const SHOWN_WARNINGS: usize = 20;

const LONG_ABOUT: &str = "\
gridplay mine: who wins the minesweeper clicking game (HDU 4678).

Input: T (at most 50), then per case a line \"N M K\" (1 <= N, M <= 1000,
0 <= K <= N*M) and K lines \"x y\", the 0-based row and column of a mine. A mine
listed twice counts once (with a warning on stderr).

Output: one line per case, \"Case #i: Xiemao\" when the first player wins, else
\"Case #i: Fanglaoshi\": what the accepted HDU 4678 solution prints, the XOR of
1 or 2 per blank region (even or odd number of numbers around it) and 1 per
number touching no blank. A number bordering two blank regions counts once, for
the region whose first blank comes first in row-major order, as in the accepted
solution. That rule is exact only when no number borders two blank regions,
which the problem promises. When a case breaks the promise, stderr names the case
and the shared numbers, and gives the true winner when a short search finds it.

'trace mine' prints every solver step as JSON Lines instead (one object per
line, cells as 0-based [row, col]; schema in docs/trace-mine.md).";

const AFTER_HELP: &str = "\
EXIT CODES:
    0    success
    1    the output could not be written
    2    bad input or bad usage (the message names the line and column)
    3    --exact: the winner of some case is unknown (search cap reached)

EXAMPLES:
    printf '2\\n3 3 0\\n3 3 1\\n1 1\\n' | gridplay mine
    gridplay mine --exact cases.txt
    gridplay mine --exact --max-visits 1000000000 hard.txt
    gridplay trace mine board.txt > events.jsonl
";

/// `gridplay mine [OPTIONS] [FILE]` and `gridplay trace mine [OPTIONS] [FILE]`.
#[derive(clap::Args)]
#[command(
    about = "minesweeper clicking game (HDU 4678): the judge output",
    before_help = LONG_ABOUT,
    override_usage = "gridplay mine [OPTIONS] [FILE]\n    gridplay trace mine [OPTIONS] [FILE]",
    after_help = AFTER_HELP
)]
pub struct Solve {
    /// print the true winner of every case, found by a memoized game
    /// search that stays exact when the promise is broken; a case
    /// whose search passes --max-visits prints \"Case #i: Unknown\"
    /// (exit code 3). With 'trace mine': add an \"exact\" line per case.
    #[arg(long, verbatim_doc_comment)]
    exact: bool,
    /// work cap of the exact search per case, in positions visited
    /// (about 30 ns each; default 50000000 with --exact,
    /// 100000 for the judge-mode note, where 0 skips the search)
    #[arg(long, value_name = "N", verbatim_doc_comment, allow_hyphen_values = true,
          value_parser = Number)]
    max_visits: Option<u64>,
    /// accept up to N cases (default 50, the problem's limit)
    #[arg(long, value_name = "N", allow_hyphen_values = true, value_parser = Number)]
    max_cases: Option<u64>,
    /// refuse boards of more than N cells (default 1000000)
    #[arg(long, value_name = "N", allow_hyphen_values = true, value_parser = Number)]
    max_cells: Option<u64>,
    /// the cases (standard input when absent or '-')
    file: Option<OsString>,
}

struct Options {
    exact: bool,
    max_visits: Option<u64>,
    limits: Limits,
}

impl Solve {
    /// Runs `gridplay mine` (or `gridplay trace mine` when `trace`); returns the exit
    /// code.
    pub fn run(self, trace: bool) -> i32 {
        let mut limits = Limits::default();
        if let Some(cases) = self.max_cases {
            limits.max_cases = cases;
        }
        if let Some(cells) = self.max_cells {
            limits.max_cells = cells;
        }
        let cells = limits.max_cells.min(u64::from(limits.max_side).pow(2));
        let per_case = cells
            .saturating_mul(INPUT_BYTES_PER_CELL)
            .saturating_add(INPUT_BYTES_PER_CASE);
        let max_bytes = limits.max_cases.max(1).saturating_mul(per_case);
        let (text, source) = match read_input(input_path(&self.file), max_bytes, &|prefix| {
            broken_before_end(prefix, &gridplay::mine::parse::check(prefix, &limits))
        }) {
            Ok(input) => input,
            Err(error) => return read_error(error),
        };
        let options = Options {
            exact: self.exact,
            max_visits: self.max_visits,
            limits,
        };
        if trace {
            run_trace(&text, &source, &options)
        } else {
            run_judge(&text, &source, &options)
        }
    }
}

/// Prints parser warnings on stderr, the first [`SHOWN_WARNINGS`] in full.
struct WarningPrinter<'a> {
    source: &'a str,
    shown: usize,
    hidden: u64,
}

impl WarningPrinter<'_> {
    fn print(&mut self, reader: &mut CaseReader<'_>) {
        for warning in reader.take_warnings() {
            if self.shown < SHOWN_WARNINGS {
                // A warning that cannot be written is dropped; the answer still comes.
                say(&format!("{}: {warning}", self.source));
                self.shown += 1;
            } else {
                self.hidden += 1;
            }
        }
    }

    fn finish(&mut self, reader: &mut CaseReader<'_>) {
        self.print(reader);
        let hidden = self.hidden + reader.warnings_dropped();
        if hidden > 0 {
            say(&format!(
                "{}: {hidden} more warnings not shown",
                self.source
            ));
        }
    }
}

fn reader<'t>(text: &'t [u8], source: &str, limits: Limits) -> Result<CaseReader<'t>, i32> {
    CaseReader::new(text, limits).map_err(|error| {
        let code = input_error(source, &error);
        if error.message.contains("over the limit of") && limits.max_cases == PROBLEM_MAX_CASES {
            say(&format!(
                "(the problem allows T <= {PROBLEM_MAX_CASES}; --max-cases N accepts more)"
            ));
        }
        code
    })
}

/// The case reader for `text` and a printer for its warnings; an exit code when the
/// input's header is bad.
fn open<'t>(
    text: &'t [u8],
    source: &'t str,
    limits: Limits,
) -> Result<(CaseReader<'t>, WarningPrinter<'t>), i32> {
    let printer = WarningPrinter {
        source,
        shown: 0,
        hidden: 0,
    };
    Ok((reader(text, source, limits)?, printer))
}

fn run_judge(text: &[u8], source: &str, options: &Options) -> i32 {
    let (mut reader, mut warnings) = match open(text, source, options.limits) {
        Ok(opened) => opened,
        Err(code) => return code,
    };
    let mut out = String::new();
    let mut unknown = false;
    let mut case = 0;
    let mut solver: Option<Solver> = None;
    while let Some(result) = reader.next() {
        warnings.print(&mut reader);
        let board = match result {
            Ok(board) => board,
            Err(error) => return input_error(source, &error),
        };
        case += 1;
        let solver = match &mut solver {
            Some(solver) => {
                solver.reset(board);
                solver
            }
            None => solver.insert(Solver::new(board)),
        };
        let judge = solver.run();
        if options.exact {
            let cap = options.max_visits.unwrap_or(DEFAULT_MAX_VISITS);
            let answer = exact::solve(solver, cap);
            match answer.winner() {
                Some(winner) => {
                    let _ = writeln!(out, "Case #{case}: {}", winner.name());
                    if winner != judge {
                        say(&promise_note(case, solver, judge, &answer));
                    }
                }
                None => {
                    let _ = writeln!(out, "Case #{case}: Unknown");
                    say(&format!("case {case}: {}", unknown_summary(&answer)));
                    unknown = true;
                }
            }
        } else {
            let _ = writeln!(out, "Case #{case}: {}", judge.name());
            if !solver.shared_numbers().is_empty() {
                let note = match options.max_visits.unwrap_or(NOTE_MAX_VISITS) {
                    0 => format!(
                        "case {case} breaks the promise: {}; the accepted solutions print {}; \
                         the true winner was not searched for (--max-visits 0)",
                        shared_summary(solver),
                        judge.name()
                    ),
                    cap => {
                        let answer = exact::solve(solver, cap);
                        promise_note(case, solver, judge, &answer)
                    }
                };
                say(&note);
            }
        }
    }
    warnings.finish(&mut reader);
    match write_stdout(out.as_bytes()) {
        0 if unknown => EXIT_UNKNOWN,
        code => code,
    }
}

/// "case 1 breaks the promise: …; the accepted solutions print X; the true winner
/// (exact search) is Y" (or "is unknown past the search cap of N visits").
fn promise_note(case: usize, solver: &Solver, judge: Player, answer: &ExactAnswer) -> String {
    let truth = match *answer {
        ExactAnswer::Winner { winner, .. } => {
            format!("the true winner (exact search) is {}", winner.name())
        }
        ExactAnswer::Unknown { max_visits, .. } => format!(
            "the true winner is unknown past the search cap of {max_visits} visits \
             (try --exact with a larger --max-visits)"
        ),
    };
    format!(
        "case {case} breaks the promise: {}; the accepted solutions print {}; {truth}",
        shared_summary(solver),
        judge.name()
    )
}

/// "3 numbers border two or more blank regions (0-based row, col): (2, 2), (5, 7), (9, 1)"
/// (the first few).
fn shared_summary(solver: &Solver) -> String {
    let shared = solver.shared_numbers();
    let board = solver.board();
    let mut cells: Vec<u32> = shared.to_vec();
    cells.sort_unstable();
    let mut text = match shared.len() {
        1 => "1 number borders two or more blank regions (0-based row, col):".to_string(),
        n => format!("{n} numbers border two or more blank regions (0-based row, col):"),
    };
    for (i, &cell) in cells.iter().take(NOTE_CELLS).enumerate() {
        let (row, col) = board.coords(cell);
        let _ = write!(text, "{} ({row}, {col})", if i == 0 { "" } else { "," });
    }
    if cells.len() > NOTE_CELLS {
        text.push_str(", ...");
    }
    text
}

fn unknown_summary(answer: &ExactAnswer) -> String {
    match *answer {
        ExactAnswer::Unknown {
            max_visits,
            cluster_regions,
            cluster_edges,
            ..
        } => format!(
            "winner unknown: the exact search stopped at its cap of {max_visits} visits \
             in a cluster of {cluster_regions} blank regions and {cluster_edges} number \
             classes (raise --max-visits)"
        ),
        ExactAnswer::Winner { .. } => String::new(),
    }
}

fn run_trace(text: &[u8], source: &str, options: &Options) -> i32 {
    // Check the whole input first, so bad input prints no partial trace.
    let (mut reader, mut warnings) = match open(text, source, options.limits) {
        Ok(opened) => opened,
        Err(code) => return code,
    };
    while let Some(result) = reader.next() {
        warnings.print(&mut reader);
        if let Err(error) = result {
            return input_error(source, &error);
        }
    }
    warnings.finish(&mut reader);

    let Ok(reader) = CaseReader::new(text, options.limits) else {
        unreachable!("the input was checked above");
    };
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    let mut unknown = false;
    let result = (|| -> io::Result<()> {
        for (index, board) in reader.enumerate() {
            let board = board.expect("the input was checked above");
            let case = index + 1;
            writeln!(
                out,
                "{{\"event\":\"case\",\"case\":{case},\"rows\":{},\"cols\":{},\"mines\":{}}}",
                board.rows(),
                board.cols(),
                board.mines()
            )?;
            let dims = Dims { cols: board.cols() };
            let mut solver = Solver::new(board);
            for event in solver.by_ref() {
                write_event(&mut out, case, event, &dims)?;
            }
            if options.exact {
                let cap = options.max_visits.unwrap_or(DEFAULT_MAX_VISITS);
                let answer = exact::solve(&mut solver, cap);
                write_exact(&mut out, case, &answer, solver.shared_numbers().len())?;
                if let ExactAnswer::Unknown { .. } = answer {
                    say(&format!("case {case}: {}", unknown_summary(&answer)));
                    unknown = true;
                }
            }
        }
        out.flush()
    })();
    match output_result(result) {
        0 if unknown => EXIT_UNKNOWN,
        code => code,
    }
}

/// Columns of the board, to turn cell indices into `[row, col]`.
struct Dims {
    cols: u32,
}

impl Dims {
    fn cell(&self, cell: u32) -> (u32, u32) {
        (cell / self.cols, cell % self.cols)
    }
}

fn write_event(out: &mut impl Write, case: usize, event: Event, dims: &Dims) -> io::Result<()> {
    match event {
        Event::RegionStarted { region, cell } => {
            let (r, c) = dims.cell(cell);
            writeln!(
                out,
                "{{\"event\":\"region_started\",\"region\":{region},\"cell\":[{r},{c}]}}"
            )
        }
        Event::CellReached {
            region,
            cell,
            number,
            shared,
            counted_by,
        } => {
            let (r, c) = dims.cell(cell);
            writeln!(
                out,
                "{{\"event\":\"cell_reached\",\"region\":{region},\"cell\":[{r},{c}],\
                 \"number\":{number},\"shared\":{shared},\"counted_by\":{counted_by}}}"
            )
        }
        Event::RegionFinished {
            region,
            blanks,
            numbers,
            grundy,
        } => writeln!(
            out,
            "{{\"event\":\"region_finished\",\"region\":{region},\"blanks\":{blanks},\
             \"numbers\":{numbers},\"grundy\":{grundy}}}"
        ),
        Event::LoneNumber { cell, number } => {
            let (r, c) = dims.cell(cell);
            writeln!(
                out,
                "{{\"event\":\"lone_number\",\"cell\":[{r},{c}],\"number\":{number}}}"
            )
        }
        Event::Xor { value, .. } => writeln!(out, "{{\"event\":\"xor\",\"value\":{value}}}"),
        Event::Verdict { winner, xor } => writeln!(
            out,
            "{{\"event\":\"verdict\",\"case\":{case},\"winner\":\"{}\",\"xor\":{xor}}}",
            winner.name()
        ),
    }
}

fn write_exact(
    out: &mut impl Write,
    case: usize,
    answer: &ExactAnswer,
    shared: usize,
) -> io::Result<()> {
    match *answer {
        ExactAnswer::Winner {
            winner,
            grundy,
            states,
            visits,
        } => writeln!(
            out,
            "{{\"event\":\"exact\",\"case\":{case},\"winner\":\"{}\",\"grundy\":{grundy},\
             \"shared_numbers\":{shared},\"states\":{states},\"visits\":{visits}}}",
            winner.name()
        ),
        ExactAnswer::Unknown {
            states,
            max_visits,
            cluster_regions,
            cluster_edges,
        } => writeln!(
            out,
            "{{\"event\":\"exact\",\"case\":{case},\"winner\":null,\
             \"shared_numbers\":{shared},\"states\":{states},\"max_visits\":{max_visits},\
             \"cluster_regions\":{cluster_regions},\"cluster_edges\":{cluster_edges}}}"
        ),
    }
}
