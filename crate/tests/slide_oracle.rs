//! `gridplay slide` against an exhaustive search of the real game (pieces and the
//! empty cell, every move tried, memoised on the position), written here without
//! the matching theory, on many small random boards and recorded games.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::collections::HashMap;

use common::cli::gridplay;
use gridplay::rng::SplitMix64;
use gridplay::slide::{Game, Run, solve};

const BLACK: u8 = 0;
const WHITE: u8 = 1;
const EMPTY: u8 = 2;

/// A position of the real game: the pieces, row-major, and who is to move.
#[derive(Clone)]
struct Position {
    rows: usize,
    cols: usize,
    cells: Vec<u8>,
    tutu_to_move: bool,
}

impl Position {
    fn empty(&self) -> usize {
        self.cells.iter().position(|&c| c == EMPTY).unwrap()
    }

    /// The cells whose piece the player to move may slide into the empty cell.
    fn moves(&self) -> Vec<usize> {
        let e = self.empty();
        let (r, c) = (e / self.cols, e % self.cols);
        let colour = if self.tutu_to_move { WHITE } else { BLACK };
        let mut around = Vec::new();
        if r > 0 {
            around.push(e - self.cols);
        }
        if c + 1 < self.cols {
            around.push(e + 1);
        }
        if r + 1 < self.rows {
            around.push(e + self.cols);
        }
        if c > 0 {
            around.push(e - 1);
        }
        around.retain(|&n| self.cells[n] == colour);
        around
    }

    fn play(&self, cell: usize) -> Position {
        let mut next = self.clone();
        let e = self.empty();
        next.cells.swap(e, cell);
        next.tutu_to_move = !self.tutu_to_move;
        next
    }

    /// The position as a number: a base-3 digit a cell, after the player to move.
    fn key(&self) -> u64 {
        let mut key = u64::from(self.tutu_to_move);
        for &c in &self.cells {
            key = key * 3 + u64::from(c);
        }
        key
    }
}

/// True when the player to move can force a win: some move leaves the other
/// player in a position they lose. Memoised on the whole position.
fn wins(position: &Position, memo: &mut HashMap<u64, bool>) -> bool {
    let key = position.key();
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let result = position
        .moves()
        .into_iter()
        .any(|cell| !wins(&position.play(cell), memo));
    memo.insert(key, result);
    result
}

/// A random board of `rows × cols` with one empty cell; each cell's piece is the
/// colour the empty cell could enter with probability `friendly` (long games),
/// else the other.
fn random_board(rows: usize, cols: usize, friendly: f64, rng: &mut SplitMix64) -> Position {
    let empty = rng.below((rows * cols) as u64) as usize;
    let (er, ec) = (empty / cols, empty % cols);
    let cells = (0..rows * cols)
        .map(|cell| {
            if cell == empty {
                return EMPTY;
            }
            let black_side = (cell / cols + cell % cols) % 2 == (er + ec) % 2;
            let enterable = if black_side { BLACK } else { WHITE };
            if rng.next_f64() < friendly {
                enterable
            } else {
                1 - enterable
            }
        })
        .collect();
    Position {
        rows,
        cols,
        cells,
        tutu_to_move: true,
    }
}

/// A recorded game from `start`: each player picks a random legal move (a
/// winning one with probability `skill`) until someone is stuck. `None` unless
/// 兔兔 is the one stuck after at least one round (the input's promise).
fn random_game(
    start: &Position,
    skill: f64,
    rng: &mut SplitMix64,
    memo: &mut HashMap<u64, bool>,
) -> Option<Vec<usize>> {
    let mut position = start.clone();
    let mut moves = Vec::new();
    loop {
        let options = position.moves();
        if options.is_empty() {
            break;
        }
        let good: Vec<usize> = options
            .iter()
            .copied()
            .filter(|&c| !wins(&position.play(c), memo))
            .collect();
        let pool = if !good.is_empty() && rng.next_f64() < skill {
            good
        } else {
            options
        };
        let cell = pool[rng.below(pool.len() as u64) as usize];
        moves.push(cell);
        position = position.play(cell);
    }
    (position.tutu_to_move && !moves.is_empty()).then_some(moves)
}

fn judge_input(start: &Position, moves: &[usize]) -> String {
    let mut text = format!("{} {}\n", start.rows, start.cols);
    for row in start.cells.chunks(start.cols) {
        text.extend(row.iter().map(|&c| ['X', 'O', '.'][c as usize]));
        text.push('\n');
    }
    text += &format!("{}\n", moves.len() / 2);
    for &cell in moves {
        text += &format!("{} {}\n", cell / start.cols + 1, cell % start.cols + 1);
    }
    text
}

/// Per turn, whether the player to move wins, by the exhaustive search; and the
/// judge output from it.
fn oracle(start: &Position, moves: &[usize], memo: &mut HashMap<u64, bool>) -> (Vec<bool>, String) {
    let mut position = start.clone();
    let mut per_turn = Vec::new();
    for &cell in moves {
        per_turn.push(wins(&position, memo));
        position = position.play(cell);
    }
    let mistakes: Vec<usize> = (0..moves.len() / 2)
        .filter(|&i| per_turn[2 * i] && per_turn[2 * i + 1])
        .map(|i| i + 1)
        .collect();
    let mut out = format!("{}\n", mistakes.len());
    for i in mistakes {
        out += &format!("{i}\n");
    }
    (per_turn, out)
}

/// A batch of random recorded games on boards up to `max_cells` cells.
fn games(seed: u64, count: usize, max_cells: usize) -> Vec<(Position, Vec<usize>)> {
    let mut rng = SplitMix64::new(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let rows = 1 + rng.below(5) as usize;
        let cols = 1 + rng.below(6) as usize;
        if rows * cols > max_cells || rows * cols < 2 {
            continue;
        }
        let friendly = [0.5, 0.8, 0.95, 1.0][rng.below(4) as usize];
        let skill = [0.0, 0.5, 0.9][rng.below(3) as usize];
        let start = random_board(rows, cols, friendly, &mut rng);
        let mut memo = HashMap::new();
        if let Some(moves) = random_game(&start, skill, &mut rng, &mut memo) {
            out.push((start, moves));
        }
    }
    out
}

/// The library's per-turn answers and mistakes equal the exhaustive search's on
/// many random boards and games; games with mistakes and long games are among them.
#[test]
fn every_turn_and_every_mistake_agree_with_the_exhaustive_search() {
    let (mut with_mistakes, mut longest, mut turns) = (0, 0, 0);
    for (n, (start, moves)) in games(1, 1500, 20).into_iter().enumerate() {
        let text = judge_input(&start, &moves);
        let game = Game::parse(text.as_bytes()).unwrap_or_else(|e| panic!("{e}\n{text}"));
        let mut memo = HashMap::new();
        let (per_turn, expected) = oracle(&start, &moves, &mut memo);
        let outcome = solve(&game);
        assert_eq!(outcome.wins, per_turn, "game {n}:\n{text}");
        assert_eq!(outcome.judge_output(), expected, "game {n}:\n{text}");
        with_mistakes += usize::from(!outcome.mistakes.is_empty());
        longest = longest.max(moves.len());
        turns += moves.len();
    }
    assert!(with_mistakes >= 250, "{with_mistakes} games with mistakes");
    assert!(longest >= 16, "longest game {longest} turns");
    assert!(turns >= 6000, "{turns} turns in all");
}

/// `gridplay slide` prints the exhaustive search's judge output, byte for byte.
#[test]
fn the_cli_prints_the_exhaustive_searchs_judge_output() {
    let mut with_mistakes = 0;
    for (n, (start, moves)) in games(2, 150, 24).into_iter().enumerate() {
        let text = judge_input(&start, &moves);
        let (_, expected) = oracle(&start, &moves, &mut HashMap::new());
        let run = gridplay(&["slide"], text.as_bytes());
        assert_eq!(
            (run.code, run.stderr.as_str()),
            (0, ""),
            "game {n}:\n{text}"
        );
        assert_eq!(run.stdout, expected, "game {n}:\n{text}");
        with_mistakes += usize::from(expected != "0\n");
    }
    assert!(with_mistakes >= 20, "{with_mistakes} games with mistakes");
}

/// The stepped run (with events) reaches the same answers as the quiet solve, and
/// its per-turn verdicts match the exhaustive search.
#[test]
fn the_stepped_run_judges_every_turn_as_the_exhaustive_search() {
    for (n, (start, moves)) in games(3, 300, 20).into_iter().enumerate() {
        let text = judge_input(&start, &moves);
        let game = Game::parse(text.as_bytes()).unwrap();
        let (per_turn, _) = oracle(&start, &moves, &mut HashMap::new());
        let mut run = Run::new(game.clone());
        let mut judged = Vec::new();
        for event in run.by_ref() {
            if let gridplay::slide::Event::Judged { turn, wins } = event {
                assert_eq!(turn as usize, judged.len() + 1);
                judged.push(wins);
            }
        }
        assert_eq!(judged, per_turn, "game {n}:\n{text}");
        assert_eq!(run.outcome(), Some(solve(&game)), "game {n}");
    }
}

/// A long game from `start`: each player mostly slides the piece with the fewest
/// onward moves for the empty cell (the walk hugs the border and goes on), now and
/// then a random one. `None` unless 兔兔 is stuck at the end.
fn long_game(start: &Position, rng: &mut SplitMix64) -> Option<Vec<usize>> {
    let mut position = start.clone();
    let mut moves = Vec::new();
    loop {
        let options = position.moves();
        if options.is_empty() {
            break;
        }
        let cell = if rng.next_f64() < 0.8 {
            *options
                .iter()
                .min_by_key(|&&c| (position.play(c).play_count(), rng.below(4)))
                .unwrap()
        } else {
            options[rng.below(options.len() as u64) as usize]
        };
        moves.push(cell);
        position = position.play(cell);
    }
    (position.tutu_to_move && !moves.is_empty()).then_some(moves)
}

impl Position {
    /// How many moves the player to move has.
    fn play_count(&self) -> usize {
        self.moves().len()
    }
}

/// Long recorded games (the empty cell walking over most of the board) on boards
/// where every cell can be entered, against the exhaustive search.
#[test]
fn long_games_agree_with_the_exhaustive_search() {
    let mut rng = SplitMix64::new(4);
    let (mut played, mut longest, mut with_mistakes) = (0, 0, 0);
    while played < 25 {
        let (rows, cols) = [(5, 6), (6, 5), (4, 8), (6, 6)][rng.below(4) as usize];
        let start = random_board(rows, cols, 1.0, &mut rng);
        let Some(moves) = long_game(&start, &mut rng) else {
            continue;
        };
        played += 1;
        let text = judge_input(&start, &moves);
        let (per_turn, expected) = oracle(&start, &moves, &mut HashMap::new());
        let outcome = solve(&Game::parse(text.as_bytes()).unwrap());
        assert_eq!(outcome.wins, per_turn, "{text}");
        assert_eq!(outcome.judge_output(), expected, "{text}");
        longest = longest.max(moves.len());
        with_mistakes += usize::from(!outcome.mistakes.is_empty());
    }
    assert!(longest >= 30, "longest game {longest} turns");
    assert!(with_mistakes >= 10, "{with_mistakes} games with mistakes");
}
