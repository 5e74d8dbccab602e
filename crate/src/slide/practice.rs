//! Practice questions on 兔兔与蛋蛋游戏 (NOI 2011, Luogu P1971; the page's
//! `?practice=slide`): each question's game, what it asks, its right answer and the
//! check of an answer, all from the seed and the question's number, so a class given
//! one seed gets the same questions and the page only draws and words them.
//!
//! Kinds ([`Kind`]):
//! - `mistake`: a recorded game shown up to 兔兔's move `k`; was move `k` a mistake
//!   (兔兔 could force a win before it, 蛋蛋 can after it)?
//! - `winning-move`: a position with 兔兔 to move; which white piece next to the
//!   empty cell should he slide? Every winning move is right; when he has none (he
//!   is lost), the right answer is to choose nothing.
//!
//! Games are the random preset ([`generate::random`], 80 % of the cells the colour
//! the empty cell can enter, so games run long) seeded by
//! [`crate::practice::question_seed`], small first and growing with the question's
//! number. The seed also picks which answer a question should have (about half the
//! `mistake` questions are mistakes, a quarter of the `winning-move` positions are
//! lost), so that guessing one answer does not pay.
//!
//! ```
//! use gridplay::slide::practice::{Answer, Kind, check, question};
//!
//! let q = question(Kind::Mistake, 7, 0);
//! assert!(check(&q, &Answer::Mistake(q.mistake)).ok);
//! assert!(!check(&q, &Answer::Mistake(!q.mistake)).ok);
//! let q = question(Kind::WinningMove, 7, 1);
//! let right: Vec<u32> = q.winning.first().copied().into_iter().collect();
//! assert!(check(&q, &Answer::Cells(&right)).ok);
//! ```

use super::play::Play;
use super::{Game, Position, generate};
use crate::practice::{PICK, question_seed, size};

/// The chance a cell has the colour the empty cell could enter there.
const FRIENDLY: f64 = 0.8;

/// Games tried for the wanted answer before the last one is taken as it is.
const MAX_ATTEMPTS: u32 = 64;

/// The `attempt` whose seed picks the wanted answer.
const WANT: u32 = 98;

/// A kind of practice question on the slide game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Was 兔兔's move `k` a mistake?
    Mistake,
    /// Which piece should 兔兔 slide?
    WinningMove,
}

impl Kind {
    /// Every kind, in the order the page asks them.
    pub const ALL: [Kind; 2] = [Kind::Mistake, Kind::WinningMove];

    /// The kind's name, as in the page's `&kind=`.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Mistake => "mistake",
            Kind::WinningMove => "winning-move",
        }
    }
}

crate::geography::named!(Kind, |s| format!("unknown practice kind \"{s}\""));

/// One question.
#[derive(Debug, Clone)]
pub struct Question {
    /// What is asked.
    pub kind: Kind,
    /// `mistake`: the whole recorded game; `winning-move`: a game whose start is the
    /// position asked about (兔兔 to move), with the rest of the recorded game.
    pub game: Game,
    /// `mistake`: the move asked about, `k` (1 to the game's rounds); else 0.
    pub number: u32,
    /// `mistake`: true when move `k` was a mistake.
    pub mistake: bool,
    /// `winning-move`: every winning move of 兔兔 (the cells whose piece he may
    /// slide), in row-major order; empty when he is lost.
    pub winning: Vec<u32>,
    /// The position the page shows: after 兔兔's move `k` (`mistake`), or the start.
    pub shown: Position,
    /// The empty cell's walk up to the position shown, its start first.
    pub walk: Vec<u32>,
}

/// Question `index` (from 0) of kind `kind` in set `seed`. Cost: per game tried,
/// one solve (`mistake`) or one [`Play`] per position and legal move
/// (`winning-move`), O(cells²) each on boards of at most 16 cells.
pub fn question(kind: Kind, seed: u32, index: u32) -> Question {
    let (rows, cols) = size(index);
    let want = question_seed(seed, index, WANT);
    let pick = question_seed(seed, index, PICK);
    let mut last = None;
    for attempt in 0..MAX_ATTEMPTS {
        let game = generate::random(
            rows,
            cols,
            FRIENDLY,
            u64::from(question_seed(seed, index, attempt)),
        );
        let (q, fits) = match kind {
            Kind::Mistake => mistake_question(&game, want % 2 == 0, pick),
            Kind::WinningMove => winning_question(&game, want % 4 != 0, pick),
        };
        if fits {
            return q;
        }
        last = Some(q);
    }
    last.expect("at least one game was tried")
}

/// A `mistake` question on `game`: one of 兔兔's moves whose answer is `wanted`,
/// picked by `pick` (any move when none has it); true when one had it.
fn mistake_question(game: &Game, wanted: bool, pick: u32) -> (Question, bool) {
    let outcome = super::solve(game);
    let rounds = game.rounds();
    let is_mistake = |k: u32| outcome.mistakes.contains(&k);
    let fitting: Vec<u32> = (1..=rounds).filter(|&k| is_mistake(k) == wanted).collect();
    let fits = !fitting.is_empty();
    let number = if fits {
        fitting[pick as usize % fitting.len()]
    } else {
        1 + pick % rounds
    };
    // The position after 兔兔's move `number`: turns 1 to 2·number − 1 played.
    let turns = 2 * number as usize - 1;
    let mut shown = game.start();
    let mut walk = vec![shown.empty()];
    for &cell in &game.moves()[..turns] {
        shown.slide(cell);
        walk.push(cell);
    }
    let q = Question {
        kind: Kind::Mistake,
        game: game.clone(),
        number,
        mistake: is_mistake(number),
        winning: Vec::new(),
        shown,
        walk,
    };
    (q, fits)
}

/// A `winning-move` question on `game`: the position before one of 兔兔's
/// recorded moves where he can force a win (`wanted`) or not, picked by `pick`
/// (any when none fits); true when one fitted.
fn winning_question(game: &Game, wanted: bool, pick: u32) -> (Question, bool) {
    let rounds = game.rounds();
    // The position before 兔兔's move j + 1, as a game of its own: the empty cell
    // never returns to a cell it left (that cell now holds a piece of the colour it
    // cannot enter), so the position alone decides the rest of the game.
    let from = |j: u32| {
        let mut start = game.start();
        for &cell in &game.moves()[..2 * j as usize] {
            start.slide(cell);
        }
        Game {
            rows: game.rows(),
            cols: game.cols(),
            start,
            moves: game.moves()[2 * j as usize..].to_vec(),
        }
    };
    let fitting: Vec<u32> = (0..rounds)
        .filter(|&j| Play::new(&from(j)).winning_move().is_some() == wanted)
        .collect();
    let fits = !fitting.is_empty();
    let j = if fits {
        fitting[pick as usize % fitting.len()]
    } else {
        pick % rounds
    };
    let game = from(j);
    let winning = winning_moves(&game);
    let shown = game.start();
    let q = Question {
        kind: Kind::WinningMove,
        walk: vec![shown.empty()],
        shown,
        game,
        number: 0,
        mistake: false,
        winning,
    };
    (q, fits)
}

/// 兔兔's winning moves from `game`'s start: each legal move after which 蛋蛋
/// cannot force a win (the matching's check on the position after it).
pub fn winning_moves(game: &Game) -> Vec<u32> {
    let play = Play::new(game);
    play.legal_moves()
        .into_iter()
        .filter(|&cell| {
            let mut after = play.clone();
            !after.play(cell).expect("a legal move").wins_after
        })
        .collect()
}

/// An answer: whether the move was a mistake, or the cells chosen.
#[derive(Debug, Clone, Copy)]
pub enum Answer<'a> {
    /// `mistake`: true for "a mistake".
    Mistake(bool),
    /// `winning-move`: the cells chosen (none: "兔兔 has no winning move").
    Cells(&'a [u32]),
}

/// The check of an answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    /// The answer is right.
    pub ok: bool,
    /// `winning-move`, answered wrongly: the winning moves (all of them).
    pub missed: Vec<u32>,
    /// `winning-move`: the cells chosen that are not winning moves.
    pub wrong: Vec<u32>,
    /// `winning-move`: the first wrong cell is no legal move of 兔兔's (not a white
    /// piece next to the empty cell).
    pub illegal: bool,
    /// `winning-move`: after the first wrong cell (a legal move), 蛋蛋's winning
    /// reply: the new empty cell's partner.
    pub reply: Option<u32>,
}

/// Checks `answer` to `q`. A `winning-move` answer is right when it is one winning
/// move, or nothing when there is none; an answer of the other kind's shape is
/// wrong. Cost: one [`Play`] for a wrong legal move.
pub fn check(q: &Question, answer: &Answer) -> Verdict {
    let mut verdict = Verdict {
        ok: false,
        missed: Vec::new(),
        wrong: Vec::new(),
        illegal: false,
        reply: None,
    };
    match (q.kind, answer) {
        (Kind::Mistake, Answer::Mistake(said)) => verdict.ok = *said == q.mistake,
        (Kind::WinningMove, Answer::Cells(cells)) => {
            verdict.ok = match cells {
                [] => q.winning.is_empty(),
                [cell] => q.winning.contains(cell),
                _ => false,
            };
            if !verdict.ok {
                verdict.missed = q.winning.clone();
                verdict.wrong = cells
                    .iter()
                    .copied()
                    .filter(|c| !q.winning.contains(c))
                    .collect();
                if let Some(&first) = verdict.wrong.first() {
                    let mut play = Play::new(&q.game);
                    match play.play(first) {
                        Ok(_) => verdict.reply = play.winning_move(),
                        Err(_) => verdict.illegal = true,
                    }
                }
            }
        }
        _ => {}
    }
    verdict
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Questions keep to their shapes: k within the rounds, the shown position
    /// after turn 2k − 1, the winning moves legal.
    #[test]
    fn questions_are_well_formed() {
        for index in 0..8 {
            let q = question(Kind::Mistake, 11, index);
            assert!((1..=q.game.rounds()).contains(&q.number));
            assert_eq!(q.walk.len(), 2 * q.number as usize);
            assert_eq!(q.shown.empty(), *q.walk.last().unwrap());
            let q = question(Kind::WinningMove, 11, index);
            let legal = Play::new(&q.game).legal_moves();
            assert!(q.winning.iter().all(|c| legal.contains(c)));
        }
    }
}
