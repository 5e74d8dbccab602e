//! Why 兔兔's move `i` was or was not a mistake, with a certificate for the turn
//! before it and the turn after it.
//!
//! For a turn with the empty cell on `e` and the maximum matching `M` of the cells
//! not yet visited:
//! - `e` is in every maximum matching: the player to move wins by sliding the
//!   piece on `e`'s partner `p` (then `M` without the pair `e p` is a maximum
//!   matching of the cells left that leaves `p` out, so the other player, now on
//!   `p`, loses). The certificate: `p`, and the failed search from `p`.
//! - some maximum matching `M'` leaves `e` out (the alternating path from `e`'s
//!   partner to an unmatched cell, flipped; or `e` was unmatched): every move of
//!   the player to move walks onto a cell `n` that `M'` pairs (else `M'` plus the
//!   pair `e n` would be larger), and the other player answers with `n`'s partner,
//!   again and again. The certificate: the path, and the answer to every move.
//!
//! Cost: one solve up to the turn after the move (its events), O(cells · turns).
//!
//! ```
//! use gridplay::slide::{explain::{explain, Why}, generate};
//!
//! let why = explain(&generate::sample_1(), 1).unwrap();
//! assert!(why.mistake);
//! assert!(why.before.wins && why.after.wins);
//! assert!(matches!(why.before.why, Why::Covered { .. }));
//! ```

use super::{Event, Game, Player, Run};

/// Why the player to move at one turn wins or loses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Why {
    /// The empty cell is in every maximum matching: sliding the piece on its
    /// partner wins.
    Covered {
        /// The empty cell's partner: the winning move.
        partner: u32,
        /// How many cells the failed alternating-path search from the partner
        /// reached (the partner included; none of the others unmatched).
        searched: u32,
    },
    /// Some maximum matching leaves the empty cell out.
    Uncovered {
        /// The alternating path from the empty cell's partner to an unmatched cell
        /// (empty when the empty cell had no partner).
        path: Vec<u32>,
        /// For every move of the player to move (the cell whose piece slides), the
        /// other player's answer: its partner in the matching without the empty cell.
        answers: Vec<(u32, u32)>,
    },
}

/// One turn judged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Turn {
    /// The turn, from 1.
    pub turn: u32,
    /// Who is to move.
    pub player: Player,
    /// The empty cell.
    pub empty: u32,
    /// Cells the empty cell can still enter, itself included.
    pub cells_left: u32,
    /// Pairs in the maximum matching of those cells.
    pub matching_size: u32,
    /// True when the player to move can force a win.
    pub wins: bool,
    /// The certificate.
    pub why: Why,
}

/// Why 兔兔's move was or was not a mistake.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Explanation {
    /// The move's number, from 1.
    pub number: u32,
    /// The cell whose piece 兔兔 slid.
    pub moved: u32,
    /// The turn before the move (兔兔 to move).
    pub before: Turn,
    /// The turn after it (蛋蛋 to move).
    pub after: Turn,
    /// True when 兔兔 could win before and 蛋蛋 can after: a mistake.
    pub mistake: bool,
}

/// Explains 兔兔's move `number` (1 to k) of `game`; an error naming the range and
/// the number given for another number (any u64: the CLI reads up to 2^64 − 1).
pub fn explain(game: &Game, number: u64) -> Result<Explanation, String> {
    let Some(number) = u32::try_from(number)
        .ok()
        .filter(|n| (1..=game.rounds()).contains(n))
    else {
        return Err(format!(
            "--move must be 1 to {}, the number of 兔兔's moves, not {number}",
            game.rounds()
        ));
    };
    let mut run = Run::new(game.clone());
    let before = turn(&mut run, 2 * number - 1);
    let after = turn(&mut run, 2 * number);
    Ok(Explanation {
        number,
        moved: game.moves()[2 * number as usize - 2],
        mistake: before.wins && after.wins,
        before,
        after,
    })
}

/// Steps `run` through turn `wanted` (it must not have started yet) and returns
/// its judgement.
fn turn(run: &mut Run, wanted: u32) -> Turn {
    let mut started = None;
    let (mut path, mut searched, mut partner) = (Vec::new(), 0, None);
    while let Some(event) = run.next() {
        match event {
            Event::TurnStarted { turn, empty } if turn == wanted => {
                let cells_left = (0..run.graph().len() as u32)
                    .filter(|&c| run.graph().contains(c) && !run.is_gone(c))
                    .count() as u32;
                partner = run.partner(empty);
                started = Some((empty, cells_left, run.matching_size()));
            }
            _ if started.is_none() => {}
            Event::SearchStarted { .. } => searched = 1,
            Event::MatchFollowed { .. } => searched += 2,
            Event::PathFound { end, .. } => {
                path = run.search_path();
                path.push(end);
            }
            Event::Judged { .. } => {}
            Event::CellRemoved { cell, .. } => {
                let (empty, cells_left, matching_size) = started.expect("turn started");
                let player = Player::of_turn(wanted);
                let wins = run.wins()[wanted as usize - 1];
                let why = if wins {
                    Why::Covered {
                        partner: partner.expect("a covered cell has a partner"),
                        searched,
                    }
                } else {
                    let answers = run
                        .graph()
                        .neighbours(cell)
                        .filter(|&n| !run.is_gone(n))
                        .map(|n| (n, run.partner(n).expect("a move's cell is matched")))
                        .collect();
                    Why::Uncovered { path, answers }
                };
                return Turn {
                    turn: wanted,
                    player,
                    empty,
                    cells_left,
                    matching_size,
                    wins,
                    why,
                };
            }
            _ => {}
        }
    }
    unreachable!("turn {wanted} is in the game")
}

impl Explanation {
    /// The explanation in plain English, cells as `(row, col)` 1-based: a headline,
    /// then a paragraph for the turn before and one for the turn after.
    pub fn text(&self, game: &Game) -> String {
        let at = |cell: u32| {
            let (r, c) = game.coords(cell);
            format!("({}, {})", r + 1, c + 1)
        };
        let verdict = if self.mistake {
            "a mistake"
        } else {
            "not a mistake"
        };
        let mut out = format!(
            "move {} (兔兔 slides the piece at {}): {verdict}\n",
            self.number,
            at(self.moved)
        );
        for (label, turn) in [("before", &self.before), ("after", &self.after)] {
            let name = turn.player.name();
            let other = turn.player.other().name();
            let result = if turn.wins { "wins" } else { "loses" };
            out += &format!(
                "{label}: turn {}, {name} to move {result}. The empty cell is at {}; with \
                 the cells it can still enter, {} cells are left, and a maximum matching \
                 of them has {} pairs.\n",
                turn.turn,
                at(turn.empty),
                turn.cells_left,
                turn.matching_size
            );
            match &turn.why {
                Why::Covered { partner, searched } => {
                    out += &format!(
                        "  The empty cell is in every maximum matching: without it, no \
                         alternating path leads from its partner {} to an unmatched cell (the \
                         search from it reached {searched} {} and no unmatched one).\n  \
                         winning move: \
                         {name} slides the piece at {}\n",
                        at(*partner),
                        if *searched == 1 { "cell" } else { "cells" },
                        at(*partner)
                    );
                }
                Why::Uncovered { path, answers } => {
                    if path.is_empty() {
                        out += "  A maximum matching leaves the empty cell unmatched.\n";
                    } else {
                        let cells: Vec<String> = path.iter().map(|&c| at(c)).collect();
                        out += &format!(
                            "  Some maximum matching leaves the empty cell out: flip the \
                             alternating path {} from its partner to an unmatched cell.\n",
                            cells.join(" ")
                        );
                    }
                    if answers.is_empty() {
                        out += &format!("  {name} has no move.\n");
                    }
                    for &(n, reply) in answers {
                        out += &format!(
                            "  answer: if {name} slides the piece at {}, {other} slides the \
                             piece at {}\n",
                            at(n),
                            at(reply)
                        );
                    }
                }
            }
        }
        out
    }
}
