//! `gridplay graph` and `gridplay trace graph`: the token game on a graph.

use std::ffi::{OsStr, OsString};

use gridplay::geography::{Algorithm, Arena, Options, Run};
use gridplay::graph::{self, Graph, MAX_EDGES};

use super::args::choice;
use super::geography::{GreedyFlags, write_events};
use super::trace::Cells;
use super::{
    Stats, broken_before_end, input_error, input_path, output_result, read_error, read_input,
    usage_error, write_stdout,
};

/// The most input bytes read: every edge line of the largest graph, each number
/// padded with spaces or zeros, and room for blank lines.
const MAX_INPUT_BYTES: u64 = (MAX_EDGES + 1) * 40 + (1 << 20);

const LONG_ABOUT: &str = "\
gridplay graph: the vertices where the player who places the token wins, on a graph.

The token game on any graph: a token is put on a vertex, players take turns moving it
along an edge to a vertex not visited yet, and whoever cannot move loses. The placer
wins from v exactly when some maximum matching leaves v unmatched.
Input: a line 'n m' (1 <= n <= 1000000, 0 <= m <= 4000000), then m lines 'u v', an
edge between the vertices u and v (1 to n); a repeated edge counts once, a self-loop
is an error. Output, as P4055's: WIN, then each winning vertex, increasing, one a
line; or LOSE.";

const AFTER_HELP: &str = concat!(
    solve_exit_codes!(),
    "
EXAMPLES:
    $ printf '3 2\\n1 2\\n2 3\\n' | gridplay graph
    WIN
    1
    3
    $ gridplay graph --algo blossom graph.txt
    $ gridplay trace graph graph.txt > events.jsonl
"
);

/// The usage line, with the core's algorithms.
fn usage(command: &str) -> String {
    let names: Vec<&str> = Algorithm::ALL.iter().map(|a| a.name()).collect();
    format!(
        "gridplay {command} [--algo {}] [--greedy|--no-greedy] [--stats] [FILE]",
        names.join("|")
    )
}

/// The solve options of every command on a graph: `graph`, `trace graph`,
/// `explain graph` and `play graph`.
#[derive(clap::Args)]
pub struct Choices {
    /// matching algorithm (default blossom, the fastest on graphs; kuhn and
    /// hopcroft-karp apply to bipartite graphs only and exit 2 on an odd cycle)
    #[arg(long, value_name = "ALGO", verbatim_doc_comment, allow_hyphen_values = true,
          value_parser = choice(&Algorithm::ALL, Algorithm::name))]
    algo: Option<Algorithm>,
    #[command(flatten)]
    greedy: GreedyFlags,
}

impl Choices {
    /// The options for `graph`: the algorithm asked for or the core's choice.
    pub(super) fn options(&self, graph: &Graph) -> Options {
        Options {
            algorithm: self.algo.unwrap_or_else(|| graph.default_algorithm()),
            greedy: self.greedy.start(),
            ..Options::default()
        }
    }
}

/// The options of `gridplay graph` and `gridplay trace graph`.
#[derive(clap::Args)]
pub struct GraphOptions {
    #[command(flatten)]
    choices: Choices,
    /// print time, peak memory and the matching's size on stderr
    #[arg(long)]
    stats: bool,
    /// the graph (standard input when absent or '-')
    file: Option<OsString>,
}

/// `gridplay graph [OPTIONS] [FILE]`.
#[derive(clap::Args)]
#[command(
    about = "the token game on a graph: the vertices where the placer wins",
    before_help = LONG_ABOUT,
    override_usage = usage("graph"),
    after_help = AFTER_HELP
)]
pub struct Solve {
    #[command(flatten)]
    options: GraphOptions,
}

/// `gridplay trace graph [OPTIONS] [FILE]`: every event as JSON Lines.
#[derive(clap::Args)]
#[command(
    about = "every event of the graph game's run (schema: docs/trace-geography.md)",
    before_help = LONG_ABOUT,
    override_usage = usage("trace graph"),
    after_help = AFTER_HELP
)]
pub struct Trace {
    #[command(flatten)]
    options: GraphOptions,
}

impl Solve {
    /// Runs `gridplay graph`; returns the exit code.
    pub fn run(self) -> i32 {
        self.options.run(false)
    }
}

impl Trace {
    /// Runs `gridplay trace graph`; returns the exit code.
    pub fn run(self) -> i32 {
        self.options.run(true)
    }
}

impl GraphOptions {
    /// Solves the graph and prints the judge output, or the trace; then the
    /// `--stats` line when asked for. The exit code.
    fn run(&self, trace: bool) -> i32 {
        let stats = self.stats.then(Stats::start);
        let (code, matching) = self.solve(trace, input_path(&self.file));
        if let Some(stats) = stats {
            stats.report(matching.map(|size| format!("matching {size}")));
        }
        code
    }

    /// The exit code, and the maximum matching's size once solved (for `--stats`).
    fn solve(&self, trace: bool, path: Option<&OsStr>) -> (i32, Option<u32>) {
        let graph = match read_graph(path) {
            Ok((graph, _)) => graph,
            Err(code) => return (code, None),
        };
        let options = self.choices.options(&graph);
        let run = match Run::try_on(graph, options) {
            Ok(run) => run,
            Err(why) => return (usage_error(&why), None),
        };
        if trace {
            let graph = run.board();
            let header = format!(
                r#"{{"event":"run","game":"graph","vertices":{},"edges":{},"bipartite":{},"algorithm":"{}","greedy":{}}}"#,
                graph.len(),
                graph.edge_count(),
                graph.is_bipartite(),
                run.options().algorithm,
                run.greedy(),
            );
            return (
                output_result(write_events(run, &header, Cells::Vertices)),
                None,
            );
        }
        let outcome = run.finish();
        let mut out = Vec::new();
        graph::write_judge_output(&outcome.winning, &mut out);
        (write_stdout(&out), Some(outcome.matching_size))
    }
}

/// Reads and parses the graph from `path` (standard input when `None`): the graph and
/// the input's name for messages, or the exit code after saying what was wrong.
pub(super) fn read_graph(path: Option<&OsStr>) -> Result<(Graph, String), i32> {
    let (text, source) = read_input(path, MAX_INPUT_BYTES, &|prefix| {
        broken_before_end(prefix, &Graph::parse(prefix))
    })
    .map_err(read_error)?;
    let graph = Graph::parse(&text).map_err(|error| input_error(&source, &error))?;
    Ok((graph, source))
}
