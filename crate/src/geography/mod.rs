//! The token game (Luogu P4055 / BZOJ 1443 "\[JSOI2009\] Game", LOJ 6033).
//!
//! A token is put on a free cell; players then take turns moving it to an
//! unvisited free 4-neighbour, and whoever cannot move loses. Colour the board like
//! a chessboard: free cells and their adjacencies form a bipartite graph. The first
//! player wins from a start cell exactly when some maximum matching leaves it
//! unmatched. So: find one maximum matching ([`greedy`], then [`kuhn`] or
//! [`hopcroft_karp`]), then collect its unmatched cells and everything reachable from
//! them by alternating paths ([`winning`]). Under the other move rules (`king`,
//! `hex`: [`Moves`]) the graph need not be bipartite, and [`blossom`] and
//! [`gallai_edmonds`] do the same on any graph. [`explain`] turns the finished run into
//! a certificate for any cell: the alternating path and flipped matching that prove
//! it wins, or its partner in a matching that covers it.
//!
//! Every algorithm is a plain state struct stepping one [`Event`] at a time, wrapped
//! in [`Steps`], an [`Iterator`] over events. The fast path runs the same step
//! function with event reporting compiled out ([`Steps::finish`]); [`Run`] chains the
//! stages and owns its board, for the CLI and the page.
//!
//! ```
//! use gridplay::geography::{Board, JudgeFormat, Options};
//!
//! let board = Board::parse(b"3 3\n.##\n...\n#.#\n").unwrap();
//! let outcome = gridplay::geography::solve(&board, Options::default());
//! assert_eq!(outcome.judge_output(JudgeFormat::P4055), "WIN\n2 3\n3 2\n");
//! ```

mod arena;
pub mod blossom;
mod board;
pub mod explain;
pub mod frame;
pub mod gallai_edmonds;
pub mod generate;
pub mod greedy;
pub mod hopcroft_karp;
pub mod kuhn;
mod matching;
mod moves;
pub mod play;
pub mod practice;
mod run;
pub(crate) mod sieve;
pub mod winning;

pub use arena::Arena;
pub use board::{Board, DIRECTIONS, Direction};
pub use matching::{Matching, UNMATCHED};
pub use moves::Moves;
pub use run::{Outcome, Run, Stage, Starts, solve};

use crate::event_table::with_path_search;

/// `Display` (its name) and `FromStr` (by name, among its `ALL`) for a choice with
/// `ALL` and `name()`, as the CLI, the page and the traces spell it: `"kuhn".parse()`
/// is `Ok(Algorithm::Kuhn)`; `$unknown` turns an unknown name into the error.
macro_rules! named {
    ($type:ident, $unknown:expr) => {
        impl std::fmt::Display for $type {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.name())
            }
        }

        impl std::str::FromStr for $type {
            type Err = String;

            fn from_str(s: &str) -> Result<Self, String> {
                $type::ALL
                    .into_iter()
                    .find(|choice| choice.name() == s)
                    .ok_or_else(|| ($unknown)(s))
            }
        }
    };
    // `unknown <what> "<s>": use a, b or c`, the names from `ALL`.
    ($type:ident, what: $what:expr) => {
        $crate::geography::named!($type, |s: &str| format!(
            "unknown {} \"{s}\": use {}",
            $what,
            $crate::geography::one_of($type::ALL.iter().map(|choice| choice.name()))
        ));
    };
}
pub(crate) use named;

/// `a, b or c`: the names a message offers, in their declared order.
pub(crate) fn one_of<'a>(names: impl Iterator<Item = &'a str>) -> String {
    let names: Vec<&str> = names.collect();
    match names.split_last() {
        Some((last, [])) => (*last).to_string(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

with_path_search! {
    /// One thing an algorithm did. Cells are row-major indices (`row * cols + col`).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum Event {
        /// Greedy start: `left` and `right` are paired.
        GreedyMatched as "greedy_matched" {
            /// The left cell.
            left: u32,
            /// Its new partner.
            right: u32,
            /// True when one of them had no other unmatched neighbour (a forced pair);
            /// false for a guess.
            forced: bool,
        },
        /// Hopcroft–Karp: phase `phase` (from 1) begins with a BFS from every free left cell.
        PhaseStarted as "phase_started" {
            /// Phase number, from 1.
            phase: u32,
        },
        /// Hopcroft–Karp BFS reached `cell`, `distance` edges from a free left cell.
        LayerReached as "layer_reached" {
            /// The cell reached.
            cell: u32,
            /// Its BFS layer (0 for free left cells).
            distance: u32,
        },
        /// An augmenting-path search starts at the free left cell `root`.
        SearchStarted as "search_started" {
            /// The unmatched left cell the search starts from.
            root: u32,
        },
    }
    then {
        /// The path just found is flipped: the matching now has `size` pairs.
        Augmented as "augmented" {
            /// Matching size after the flip.
            size: u32,
        },
        /// No augmenting path starts at `root`.
        SearchFailed as "search_failed" {
            /// The left cell that stays unmatched for now.
            root: u32,
        },
        /// Hopcroft–Karp: phase `phase` ends with a matching of `size` pairs.
        PhaseEnded as "phase_ended" {
            /// Phase number.
            phase: u32,
            /// Matching size after the phase.
            size: u32,
        },
        /// No augmenting path is left: the matching of `size` pairs is maximum.
        MatchingDone as "matching_done" {
            /// Size of the maximum matching.
            size: u32,
        },
        /// Alternating BFS: the unmatched free cell `cell` is a winning start.
        UnmatchedSeed as "unmatched_seed" {
            /// The unmatched cell.
            cell: u32,
        },
        /// Alternating BFS crosses the non-matching edge from winning cell `from` to `to`.
        EdgeCrossed as "edge_crossed" {
            /// A winning cell.
            from: u32,
            /// Its neighbour (always matched).
            to: u32,
        },
        /// `cell`, the partner of `via`, ends an alternating path from an unmatched
        /// cell: it is a winning start too.
        WinningMarked as "winning_marked" {
            /// The new winning cell.
            cell: u32,
            /// The cell whose matching edge led here.
            via: u32,
        },
        /// All winning starts found; 0 means the first player loses everywhere.
        Verdict as "verdict" {
            /// Number of winning start cells.
            winning: u32,
        },
        /// Blossom: `cell` gets a label in the alternating forest: odd (reached from the
        /// even `from` by a non-matching edge) or even (the partner `from` of an odd cell).
        Labelled as "cell_labelled" {
            /// The cell labelled.
            cell: u32,
            /// The even neighbour (odd label) or the odd partner (even label).
            from: u32,
            /// True for odd, false for even.
            odd: bool,
        },
        /// Blossom: the edge between the even cells `from` and `to` closes an odd cycle
        /// of `len` cells (inner blossoms counted by their base) with base `base`.
        BlossomFound as "blossom_found" {
            /// The even cell scanned.
            from: u32,
            /// Its even neighbour in the same tree.
            to: u32,
            /// The nearest common ancestor: the blossom's base.
            base: u32,
            /// Cells on the odd cycle (odd).
            len: u32,
        },
        /// Blossom: the blossom just found is contracted into `base`; its odd cells are
        /// even now. It holds `size` cells.
        BlossomContracted as "blossom_contracted" {
            /// The base.
            base: u32,
            /// Cells in the contracted blossom, inner blossoms included.
            size: u32,
        },
    }
}

/// Without events, the long searches report one edge in this many all the same (a
/// few milliseconds of work), so a caller can spread them over time (see [`Search`]).
pub(crate) const QUIET_REPORT: u32 = 1 << 16;

/// A steppable algorithm on a board and a matching.
///
/// `step::<true>` does work up to and including the next event and returns it;
/// `step::<false>` does the same work without building events and returns `None`
/// once finished, but comes back with `Some` of an event of its own now and then, so
/// a caller can spread a long run over slices: kuhn between searches (on rook
/// boards once 16 Ki cells of work were done since the last return), hopcroft-karp
/// at each phase's start and end, blossom after each augmentation and every 65 536
/// edges, the bipartite winning-start BFS every 65 536 edges. Both are the same
/// code: every other report is `if EMIT { return Some(event) }`.
pub trait Search<A: Arena = Board> {
    /// Advances; `None` when finished.
    fn step<const EMIT: bool>(&mut self, board: &A, matching: &mut Matching) -> Option<Event>;
}

/// An algorithm state borrowed together with its board (or graph) and matching: an
/// [`Iterator`] over the algorithm's events.
#[derive(Debug)]
pub struct Steps<'a, S, A = Board> {
    board: &'a A,
    matching: &'a mut Matching,
    state: S,
}

impl<'a, A: Arena, S: Search<A>> Steps<'a, S, A> {
    /// Wraps `state` to run on `board`, updating `matching` as it goes.
    pub fn new(board: &'a A, matching: &'a mut Matching, state: S) -> Self {
        Steps {
            board,
            matching,
            state,
        }
    }

    /// Runs to the end without reporting events (the fast path).
    pub fn finish(mut self) -> S {
        while self
            .state
            .step::<false>(self.board, self.matching)
            .is_some()
        {}
        self.state
    }

    /// The algorithm's state (its stack, queue and marks).
    pub fn state(&self) -> &S {
        &self.state
    }

    /// The matching as it stands.
    pub fn matching(&self) -> &Matching {
        self.matching
    }
}

impl<A: Arena, S: Search<A>> Iterator for Steps<'_, S, A> {
    type Item = Event;

    fn next(&mut self) -> Option<Event> {
        self.state.step::<true>(self.board, self.matching)
    }
}

/// A maximum-matching algorithm.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Algorithm {
    /// Augmenting-path DFS from each left cell in row-major order ([`kuhn`]); the
    /// default, as the fastest on grid boards (see the benchmark).
    #[default]
    Kuhn,
    /// Shortest augmenting paths in phases ([`hopcroft_karp`]).
    HopcroftKarp,
    /// Edmonds' blossom algorithm ([`blossom`]): any move rule.
    Blossom,
}

impl Algorithm {
    /// Every algorithm.
    pub const ALL: [Algorithm; 3] = [Algorithm::Kuhn, Algorithm::HopcroftKarp, Algorithm::Blossom];

    /// The name used in the CLI, URLs and docs: `kuhn`, `hopcroft-karp` or `blossom`.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Kuhn => "kuhn",
            Algorithm::HopcroftKarp => "hopcroft-karp",
            Algorithm::Blossom => "blossom",
        }
    }

    /// What this algorithm's run shows and how it searches, declared once here: the
    /// frame, the page (the protocol's `algorithms`) and [`Algorithm::check`] read it.
    /// `Algorithm::Blossom.features().blossoms` is true. Cost: a table lookup.
    pub const fn features(self) -> Features {
        match self {
            Algorithm::Kuhn => Features {
                layers: false,
                blossoms: false,
                greedy_guesses: false,
                needs_bipartite: true,
                visits: Visits::PerSearch,
            },
            Algorithm::HopcroftKarp => Features {
                layers: true,
                blossoms: false,
                greedy_guesses: true,
                needs_bipartite: true,
                visits: Visits::PerPhase,
            },
            Algorithm::Blossom => Features {
                layers: false,
                blossoms: true,
                greedy_guesses: true,
                needs_bipartite: false,
                visits: Visits::PerTree,
            },
        }
    }

    /// Whether this algorithm's greedy start guesses pairs once no forced pair is
    /// left (`hopcroft-karp`, `blossom`), or makes the forced pairs only (`kuhn`,
    /// whose roots take a free neighbour first: see [`greedy`]); from [`Features`].
    pub fn greedy_guesses(self) -> bool {
        self.features().greedy_guesses
    }

    /// The algorithm used when none is asked for: the fastest one that applies to
    /// boards under `moves`. Kuhn on rook boards (its searches stay short there);
    /// blossom on knight boards, where Kuhn's and Hopcroft–Karp's augmenting paths
    /// grow long and their time grows with the square of the board (see
    /// docs/benchmarks.md), and on king and hex boards, the only one that applies.
    ///
    /// ```
    /// use gridplay::geography::{Algorithm, Moves};
    /// assert_eq!(Algorithm::default_for(Moves::Rook), Algorithm::Kuhn);
    /// assert_eq!(Algorithm::default_for(Moves::Knight), Algorithm::Blossom);
    /// ```
    pub fn default_for(moves: Moves) -> Algorithm {
        match moves {
            Moves::Rook => Algorithm::Kuhn,
            Moves::Knight | Moves::King | Moves::Hex => Algorithm::Blossom,
        }
    }

    /// True for the bipartite-only algorithms (`kuhn`, `hopcroft-karp`); from [`Features`].
    pub fn needs_bipartite(self) -> bool {
        self.features().needs_bipartite
    }

    /// `Ok` when the algorithm applies to `board` (a bipartite-only algorithm needs
    /// a bipartite board or graph; `hopcroft-karp`, fewer than
    /// [`hopcroft_karp::MAX_CELLS`] cells); else why not, naming a triangle of the
    /// board (1-based `(row, col)`) or an odd cycle of the graph.
    pub fn check(self, board: &impl Arena) -> Result<(), String> {
        if self == Algorithm::HopcroftKarp && board.len() >= hopcroft_karp::MAX_CELLS {
            return Err(format!(
                "{self} takes boards of fewer than {} cells, this one has {}: use --algo kuhn",
                hopcroft_karp::MAX_CELLS,
                board.len()
            ));
        }
        if !self.needs_bipartite() || board.is_bipartite() {
            return Ok(());
        }
        Err(format!(
            "{self} needs {}: use --algo blossom",
            board.why_not_bipartite()
        ))
    }
}

/// What an algorithm's run shows beside the matching, and how it searches: one
/// declaration per algorithm ([`Algorithm::features`]), so a new algorithm brings its
/// own and nothing branches on an algorithm's name. Every algorithm shows the
/// matching and its augmenting paths.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Features {
    /// BFS layers (`layer_reached` events, the frame's `layers`) and phases.
    pub layers: bool,
    /// Blossoms: forest labels, odd cycles and contractions (the frame's `labels`).
    pub blossoms: bool,
    /// The greedy start guesses pairs once no forced pair is left (else it makes the
    /// forced pairs only).
    pub greedy_guesses: bool,
    /// Applies only under a bipartite move rule (rook, knight).
    pub needs_bipartite: bool,
    /// How long a visit mark lasts in the frame.
    pub visits: Visits,
}

/// How long a cell stays marked visited in a run's frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Visits {
    /// One search: forgotten after an augmentation; a failed search's visits stay, as
    /// dead cells, until the matching is done (Kuhn: no later search reaches them).
    PerSearch,
    /// One phase: forgotten when the next phase starts (Hopcroft–Karp).
    PerPhase,
    /// One alternating tree: forgotten after a failed search, whose tree stays shown
    /// as dead cells until the matching is done (blossom).
    PerTree,
}

named!(Algorithm, what: "algorithm");

/// Whether a run starts from a greedy matching ([`greedy`]; for kuhn its forced
/// pairs only, [`Algorithm::greedy_guesses`]) or the empty one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum GreedyStart {
    /// Decided by the board ([`GreedyStart::resolve`]): off on boards of up to
    /// [`GREEDY_AUTO_MAX_FREE`] free cells, on above.
    #[default]
    Auto,
    /// Always start from a greedy matching.
    On,
    /// Always start from the empty matching.
    Off,
}

/// The largest board, in free cells, on which [`GreedyStart::Auto`] starts from the
/// empty matching. A class watching Kuhn on a small board sees every search; on a
/// big board the greedy start removes most searches (a 1000×1000 board with 30 %
/// walls would otherwise take many seconds).
pub const GREEDY_AUTO_MAX_FREE: usize = 4096;

impl GreedyStart {
    /// `Some(true)` is [`GreedyStart::On`], `Some(false)` [`GreedyStart::Off`], `None`
    /// [`GreedyStart::Auto`].
    pub fn from_choice(choice: Option<bool>) -> GreedyStart {
        match choice {
            Some(true) => GreedyStart::On,
            Some(false) => GreedyStart::Off,
            None => GreedyStart::Auto,
        }
    }

    /// Whether a board with `free_cells` free cells gets a greedy start: the one
    /// place that decides the automatic default (CLI, page, links and viewer).
    pub fn resolve(self, free_cells: usize) -> bool {
        match self {
            GreedyStart::On => true,
            GreedyStart::Off => false,
            GreedyStart::Auto => free_cells > GREEDY_AUTO_MAX_FREE,
        }
    }
}

/// How to solve a board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Options {
    /// The maximum-matching algorithm (default kuhn).
    pub algorithm: Algorithm,
    /// Start from a greedy matching ([`greedy`]) or the empty one (default: decided
    /// by the board's size, see [`GreedyStart::resolve`]).
    pub greedy: GreedyStart,
    /// The move rule (default rook, the problem's); a run applies it to its board.
    pub moves: Moves,
}

/// The judges' output formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum JudgeFormat {
    /// Luogu P4055 / BZOJ 1443: `WIN` then one `row col` per winning cell, or `LOSE`.
    #[default]
    P4055,
    /// LOJ 6033: the number of winning cells, then one `row col` each.
    Loj6033,
}

impl JudgeFormat {
    /// Every format, in the help's order.
    pub const ALL: [JudgeFormat; 2] = [JudgeFormat::P4055, JudgeFormat::Loj6033];

    /// The name used in the CLI: `p4055` or `loj6033`.
    pub fn name(self) -> &'static str {
        match self {
            JudgeFormat::P4055 => "p4055",
            JudgeFormat::Loj6033 => "loj6033",
        }
    }
}

named!(JudgeFormat, what: "format");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unknown_name_is_refused_with_every_known_one() {
        let error = "dfs".parse::<Algorithm>().unwrap_err();
        assert_eq!(
            error,
            "unknown algorithm \"dfs\": use kuhn, hopcroft-karp or blossom"
        );
        let error = "queen".parse::<Moves>().unwrap_err();
        assert_eq!(
            error,
            "unknown move rule \"queen\": use rook, king, knight or hex"
        );
        let error = "".parse::<JudgeFormat>().unwrap_err();
        assert_eq!(error, "unknown format \"\": use p4055 or loj6033");
        for algorithm in Algorithm::ALL {
            assert_eq!(algorithm.name().parse::<Algorithm>(), Ok(algorithm));
        }
    }

    #[test]
    fn the_automatic_greedy_start_is_off_up_to_4096_free_cells() {
        let auto = GreedyStart::from_choice(None);
        assert_eq!(auto, GreedyStart::Auto);
        assert_eq!(Options::default().greedy, auto);
        assert!(!auto.resolve(0));
        assert!(!auto.resolve(GREEDY_AUTO_MAX_FREE));
        assert!(auto.resolve(GREEDY_AUTO_MAX_FREE + 1));
        for free in [0, 4096, 10_000] {
            assert!(GreedyStart::from_choice(Some(true)).resolve(free));
            assert!(!GreedyStart::from_choice(Some(false)).resolve(free));
        }
        // A run decides from its board: 64×64 = 4096 free cells, then one more row
        // (hopcroft-karp's start guesses, so it pairs cells on an empty board too).
        for (rows, greedy) in [(64, false), (65, true)] {
            assert_eq!(
                Run::new(generate::empty(rows, 64), Options::default()).greedy(),
                greedy
            );
            let options = Options {
                algorithm: Algorithm::HopcroftKarp,
                ..Options::default()
            };
            let run = Run::new(generate::empty(rows, 64), options);
            assert_eq!(run.greedy(), greedy, "{rows} rows");
            assert_eq!(
                run.into_iter().next().map(|e| e.name() == "greedy_matched"),
                Some(greedy)
            );
        }
    }
}
