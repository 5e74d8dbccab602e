//! `gridplay play geography FILE` and `gridplay play graph FILE`: the token game
//! against the perfect player of `geography::play`, in the terminal, on a board or a
//! graph ([`Place`] names their cells). Moves are read from standard input.

use std::ffi::{OsStr, OsString};
use std::fmt::Write as _;
use std::io::{self, BufRead, Write};

use gridplay::geography::play::{Game, Reason, Role, Verdict};
use gridplay::geography::{Arena, Board, Options, Run};
use gridplay::graph::Graph;
use gridplay::parse::{read_number, words};

use super::args::choice;
use super::geography::SolveOptions;
use super::graph::{Choices, read_graph};
use super::play::{game_over, perfect_play};
use super::typed::{Asked, TypedMoves};
use super::{broken_before_end, input_error, read_error, read_input};

const LONG_ABOUT: &str = "\
gridplay play geography: play the token game against the computer.

A token is placed on a free cell; then the players take turns moving it to a
free neighbour it has not visited (side neighbours, or by --moves). Whoever
cannot move loses. The placer (you, with --you placer) places the token and
moves second; the mover moves first. The computer plays perfectly and says why
each move is right. Every move rule plays: king and hex with blossoms.

Type a move as 'ROW COL' (1-based, as in the judge output). Other commands:
'hint' (the winning moves, if any), 'undo' (takes back your last move and the
computer's answer), 'quit'. The board: '#' wall, '.' free, 'o' visited,
'@' the token.";

/// `gridplay play geography [OPTIONS] FILE`.
#[derive(clap::Args)]
#[command(
    about = "play the token game against the computer (moves on standard input)",
    before_help = LONG_ABOUT,
    override_usage = super::geography::usage(
        &format!("play geography [--you {}]", joined_roles()),
        "FILE",
    ),
    after_help = play_exit_codes!()
)]
pub struct Play {
    /// your role (default placer)
    #[arg(long, value_name = "ROLE", allow_hyphen_values = true,
          value_parser = choice(&Role::ALL, Role::name))]
    you: Option<Role>,
    #[command(flatten)]
    solve: SolveOptions,
    /// the board (the moves come from standard input)
    file: Option<OsString>,
}

/// `placer|mover`.
fn joined_roles() -> String {
    let names: Vec<&str> = Role::ALL.iter().map(|role| role.name()).collect();
    names.join("|")
}

/// The answer to any line that is not a move (words that are not commands, bytes
/// that are not UTF-8, a line too long).
const NOT_A_MOVE: &str = "Type ROW COL (for example '2 3'), hint, undo or quit.";

impl Play {
    /// Runs `gridplay play geography`; returns the exit code.
    pub fn run(self) -> i32 {
        let path = match super::play::board_file(&self.file) {
            Ok(path) => path,
            Err(code) => return code,
        };
        let (options, max_cells) = self.solve.options();
        play(self.you.unwrap_or(Role::Placer), options, max_cells, path)
    }
}

/// Plays the token game on the board in `path`; returns the exit code.
fn play(you: Role, options: Options, max_cells: u64, path: &OsStr) -> i32 {
    let (text, source) = match read_input(
        Some(path),
        super::geography::max_input_bytes(max_cells),
        &|prefix| broken_before_end(prefix, &Board::parse_with_limit(prefix, max_cells)),
    ) {
        Ok(input) => input,
        Err(error) => return read_error(error),
    };
    let board = match Board::parse_with_limit(&text, max_cells) {
        Ok(board) => board,
        Err(error) => return input_error(&source, &error),
    };
    play_on(Run::new(board, options), you)
}

/// Plays against the perfect player after `run`, on its board or graph; the exit code.
fn play_on<A: Arena + Place + Clone>(mut run: Run<A>, you: Role) -> i32 {
    run.run_to_end();
    let game = Game::new(run.board().clone(), run.matching().clone());
    let stdin = io::stdin();
    let stdout = io::stdout();
    let mut session = Session { game, you };
    let moves = &mut TypedMoves::new(stdin.lock());
    super::play::played(session.play(moves, &mut stdout.lock()))
}

const GRAPH_ABOUT: &str = "\
gridplay play graph: play the token game on a graph against the computer.

A token is placed on a vertex; then the players take turns moving it along an edge
to a vertex it has not visited. Whoever cannot move loses. The placer (you, with
--you placer) places the token and moves second; the mover moves first. The
computer plays perfectly and says why each move is right.

Type a move as the vertex's number (1 to n, as in the input). Other commands:
'hint' (the winning moves, if any), 'undo' (takes back your last move and the
computer's answer), 'quit'. Each turn shows the token, the path so far and the
vertices the token can move to.";

/// `gridplay play graph [OPTIONS] FILE`.
#[derive(clap::Args)]
#[command(
    about = "play the token game on a graph against the computer (moves on standard input)",
    before_help = GRAPH_ABOUT,
    after_help = play_exit_codes!()
)]
pub struct PlayGraph {
    /// your role (default placer)
    #[arg(long, value_name = "ROLE", allow_hyphen_values = true,
          value_parser = choice(&Role::ALL, Role::name))]
    you: Option<Role>,
    #[command(flatten)]
    choices: Choices,
    /// the graph (the moves come from standard input)
    file: Option<OsString>,
}

impl PlayGraph {
    /// Runs `gridplay play graph`; returns the exit code.
    pub fn run(self) -> i32 {
        let path = match super::play::board_file(&self.file) {
            Ok(path) => path,
            Err(code) => return code,
        };
        let graph = match read_graph(Some(path)) {
            Ok((graph, _)) => graph,
            Err(code) => return code,
        };
        let options = self.choices.options(&graph);
        match Run::try_on(graph, options) {
            Ok(run) => play_on(run, self.you.unwrap_or(Role::Placer)),
            Err(why) => super::usage_error(&why),
        }
    }
}

/// How a session names, reads and shows the cells of a board or a graph.
trait Place: Sized {
    /// What a move is typed as: `ROW COL` or `V`.
    const TYPED: &'static str;
    /// The answer to a line that is not a move.
    const NOT_A_MOVE: &'static str;
    /// What a pair of the matching is called: a domino, an edge.
    const PAIR: &'static str;
    /// What the token stands on: a cell, a vertex.
    const NOUN: &'static str;
    /// What the whole is: the board, the graph.
    const WHOLE: &'static str;
    /// `(2,3)` or `5`, from 1.
    fn name(&self, cell: u32) -> String;
    /// The cell a typed move names, or why it names none.
    fn read(&self, words: &[&str]) -> Result<u32, String>;
    /// The position shown before each of your moves.
    fn show(&self, game: &Game<Self>) -> String;
}

impl Place for Board {
    const TYPED: &'static str = "ROW COL";
    const NOT_A_MOVE: &'static str = NOT_A_MOVE;
    const PAIR: &'static str = "domino";
    const NOUN: &'static str = "cell";
    const WHOLE: &'static str = "board";

    fn name(&self, cell: u32) -> String {
        let (r, c) = self.coords(cell);
        format!("({},{})", r + 1, c + 1)
    }

    fn read(&self, words: &[&str]) -> Result<u32, String> {
        let number = |s: &str, max: u32| {
            read_number(s.as_bytes())
                .ok()
                .filter(|&n| n >= 1 && n <= u64::from(max))
        };
        let out_of_range = || {
            format!(
                "Rows go from 1 to {}, columns from 1 to {}.",
                self.rows(),
                self.cols()
            )
        };
        let [row, col] = words else {
            return Err(NOT_A_MOVE.to_string());
        };
        match (number(row, self.rows()), number(col, self.cols())) {
            (Some(r), Some(c)) => Ok(self.cell(r as u32 - 1, c as u32 - 1)),
            _ => Err(out_of_range()),
        }
    }

    fn show(&self, game: &Game<Board>) -> String {
        board_picture(game)
    }
}

/// The answer to a line of `play graph` that is not a move.
const NOT_A_VERTEX: &str = "Type a vertex (for example '3'), hint, undo or quit.";

impl Place for Graph {
    const TYPED: &'static str = "V";
    const NOT_A_MOVE: &'static str = NOT_A_VERTEX;
    const PAIR: &'static str = "edge";
    const NOUN: &'static str = "vertex";
    const WHOLE: &'static str = "graph";

    fn name(&self, cell: u32) -> String {
        (u64::from(cell) + 1).to_string()
    }

    fn read(&self, words: &[&str]) -> Result<u32, String> {
        let [vertex] = words else {
            return Err(NOT_A_VERTEX.to_string());
        };
        match read_number(vertex.as_bytes()) {
            Ok(v) if (1..=u64::from(self.len())).contains(&v) => Ok(v as u32 - 1),
            _ => Err(format!("Vertices go from 1 to {}.", self.len())),
        }
    }

    /// The token, the path so far and where the token can go (at most 40 listed).
    fn show(&self, game: &Game<Graph>) -> String {
        let names = |cells: &[u32]| {
            let listed: Vec<String> = cells.iter().take(40).map(|&c| self.name(c)).collect();
            let more = if cells.len() > 40 { " …" } else { "" };
            format!("{}{more}", listed.join(" "))
        };
        match game.token() {
            None => format!("{} vertices, {} edges.\n", self.len(), self.edge_count()),
            Some(token) => {
                let moves = game.moves();
                let next = if moves.is_empty() {
                    "it cannot move".to_string()
                } else {
                    format!("it can go to: {}", names(&moves))
                };
                format!(
                    "Token on {}; path {}; {next}.\n",
                    self.name(token),
                    names(game.path())
                )
            }
        }
    }
}

struct Session<A> {
    game: Game<A>,
    you: Role,
}

impl<A: Arena + Place> Session<A> {
    /// Plays until the game ends, the input ends or says stop; the exit code.
    fn play(
        &mut self,
        input: &mut TypedMoves<impl BufRead>,
        out: &mut dyn Write,
    ) -> io::Result<i32> {
        let you_win = self.game.to_move_wins() == (self.you == Role::Placer);
        writeln!(
            out,
            "You are the {}. {}",
            self.you.name(),
            perfect_play(you_win)
        )?;
        loop {
            if self.game.is_over() {
                write!(out, "{}", self.board())?;
                let you_won = self.game.winner() == Some(self.you);
                writeln!(out, "{}", game_over(you_won))?;
                return Ok(0);
            }
            if self.game.to_move() != self.you {
                let (cell, reason) = self.game.best_move().expect("not over");
                self.game.play(cell).expect("legal");
                writeln!(out, "Computer: {}", self.reason(reason))?;
                continue;
            }
            write!(out, "{}", self.board())?;
            write!(
                out,
                "{} ({}, hint, undo, quit): ",
                if self.game.token().is_none() {
                    "Place the token"
                } else {
                    "Your move"
                },
                A::TYPED
            )?;
            let line = match input.ask(out, A::NOT_A_MOVE)? {
                Asked::Line(line) => line,
                Asked::Again => continue,
                Asked::Exit(code) => return Ok(code),
            };
            let words: Vec<&str> = words(line).collect();
            let played = match words.as_slice() {
                [] => false,
                ["quit" | "q"] => return Ok(0),
                ["undo" | "u"] => self.undo(out)?,
                ["hint" | "h"] => self.hint(out).map(|()| false)?,
                typed => self.your_move(typed, out)?,
            };
            if played {
                input.played();
            }
        }
    }

    /// Plays the typed move if it is legal; true when it was played.
    fn your_move(&mut self, typed: &[&str], out: &mut dyn Write) -> io::Result<bool> {
        let cell = match self.game.board().read(typed) {
            Ok(cell) => cell,
            Err(why) => return writeln!(out, "{why}").map(|()| false),
        };
        match self.game.play(cell) {
            // The core's words name a cell; on a graph, a vertex.
            Err(error) => {
                let why = error.to_string().replacen("cell", A::NOUN, 1);
                writeln!(out, "Not allowed: {why}.").map(|()| false)
            }
            Ok(Verdict::Blunder { better }) => writeln!(
                out,
                "That gives the win away: {} was winning. Type undo to take it back.",
                self.at(better)
            )
            .map(|()| true),
            Ok(Verdict::Kept) => writeln!(out, "Good: you are still winning.").map(|()| true),
            Ok(Verdict::StillLosing) => Ok(true),
        }
    }

    /// Takes back moves until it is your turn again with one move fewer of yours;
    /// true when something was taken back.
    fn undo(&mut self, out: &mut dyn Write) -> io::Result<bool> {
        let mut undone = false;
        while self.game.undo() {
            undone = true;
            if self.game.to_move() == self.you {
                break;
            }
        }
        if undone && self.game.to_move() != self.you {
            // Back at the start with the computer to move: it moves again.
            writeln!(out, "Back to the start.")?;
            return Ok(true);
        }
        writeln!(
            out,
            "{}",
            if undone {
                "Taken back."
            } else {
                "Nothing to undo."
            }
        )?;
        Ok(undone)
    }

    fn hint(&mut self, out: &mut dyn Write) -> io::Result<()> {
        let cells = self.game.winning_moves();
        if cells.is_empty() {
            return writeln!(out, "No move wins from here against perfect play.");
        }
        let listed: Vec<String> = cells.iter().take(20).map(|&c| self.at(c)).collect();
        writeln!(
            out,
            "Winning moves: {}{}",
            listed.join(" "),
            if cells.len() > 20 { " …" } else { "" }
        )
    }

    fn at(&self, cell: u32) -> String {
        self.game.board().name(cell)
    }

    fn reason(&self, reason: Reason) -> String {
        match reason {
            Reason::PlaceUnmatched { cell } => format!(
                "I place the token on {}: a maximum matching leaves it unmatched, so I can \
                 answer every move of yours along {} {} of that matching.",
                self.at(cell),
                article(A::PAIR),
                A::PAIR
            ),
            Reason::PlaceLosing { cell } => format!(
                "I place the token on {}. The {} has a perfect matching, so every start \
                 loses for me; I pick one with many neighbours.",
                self.at(cell),
                A::WHOLE
            ),
            Reason::FollowDomino { from, to } => format!(
                "I follow the {} {}-{} of a maximum matching: the rest of it is still \
                 maximum and leaves your {} unmatched, so every move you make lands on a \
                 {} with a partner for me.",
                A::PAIR,
                self.at(from),
                self.at(to),
                A::NOUN,
                A::NOUN
            ),
            Reason::Losing { to, replies, .. } => {
                let mut s = format!(
                    "I move to {}. I am losing: every move leaves you a winning answer",
                    self.at(to)
                );
                let _ = match replies {
                    Some(1) => write!(s, ", and this one leaves you only one."),
                    Some(n) => write!(s, "; this one leaves you {n}."),
                    None => write!(s, "."),
                };
                s
            }
        }
    }

    /// The position: [`Place::show`].
    fn board(&self) -> String {
        self.game.board().show(&self.game)
    }
}

/// `a` or `an` before `word`.
fn article(word: &str) -> &'static str {
    if word.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    }
}

/// The board with 1-based numbers every 5 columns and rows (small boards only print
/// every cell; big ones a window around the token).
fn board_picture(game: &Game<Board>) -> String {
    let board = game.board();
    let (rows, cols) = (board.rows(), board.cols());
    let token = game.token();
    let (r0, c0, r1, c1) = match token {
        Some(t) if rows > 40 || cols > 60 => {
            let (tr, tc) = board.coords(t);
            let (r0, c0) = (tr.saturating_sub(10), tc.saturating_sub(20));
            (r0, c0, (r0 + 21).min(rows), (c0 + 41).min(cols))
        }
        _ => (0, 0, rows.min(40), cols.min(60)),
    };
    let mut out = String::new();
    for r in r0..r1 {
        let _ = write!(out, "{:>5} ", r + 1);
        for c in c0..c1 {
            let cell = board.cell(r, c);
            out.push(if token == Some(cell) {
                '@'
            } else if game.is_left(cell) {
                'o'
            } else if board.is_free(cell) {
                '.'
            } else {
                '#'
            });
        }
        out.push('\n');
    }
    if (r0, c0, r1, c1) != (0, 0, rows, cols) {
        let _ = writeln!(
            out,
            "(rows {}-{}, columns {}-{} of {rows}×{cols})",
            r0 + 1,
            r1,
            c0 + 1,
            c1
        );
    }
    out
}
