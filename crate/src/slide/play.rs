//! Playing the game against a perfect player: the position, its legal moves, who
//! wins, and why, kept up to date a turn at a time.
//!
//! Before each turn the empty cell `e` is checked as in the solve ([`super::Run`]):
//! removed, its pair broken, a search from its partner `p`. No path: `e` is in
//! every maximum matching, the player to move wins, and sliding the piece on `p`
//! is the winning move. A path: it is flipped, the player to move loses. Either
//! way the matching is then maximum on the cells left, ready for the next check.
//!
//! Cost: O(cells) per turn, after one matching.
//!
//! ```
//! use gridplay::slide::{generate, play::Play};
//!
//! let mut play = Play::new(&generate::sample_1());
//! let best = play.winning_move().expect("兔兔 wins sample 1 from the start");
//! let played = play.play(best).unwrap();
//! assert!(!played.mistake && played.wins_before);
//! assert_eq!(play.winning_move(), None, "蛋蛋 now loses");
//! ```

use super::graph::{Graph, NONE};
use super::run::maximum_matching;
use super::search::{Outcome, Search};
use super::{Game, Player, Position};

/// A game in progress.
#[derive(Debug, Clone)]
pub struct Play {
    game: Game,
    graph: Graph,
    position: Position,
    mate: Vec<u32>,
    gone: Vec<bool>,
    search: Search,
    turn: u32,
    /// The winning move for the player to move, if they can force a win.
    winning: Option<u32>,
}

/// One move played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Played {
    /// Who moved.
    pub player: Player,
    /// The cell whose piece slid into the empty cell.
    pub cell: u32,
    /// True when the mover could force a win before the move.
    pub wins_before: bool,
    /// True when the other player can force a win after it.
    pub wins_after: bool,
    /// A mistake: the mover could win before and the other player can after.
    pub mistake: bool,
}

impl Play {
    /// A game from `game`'s starting board (its recorded moves are not played),
    /// 兔兔 to move.
    pub fn new(game: &Game) -> Play {
        let graph = Graph::new(game);
        let (mate, _) = maximum_matching(&graph);
        let mut play = Play {
            position: game.start(),
            gone: vec![false; graph.len()],
            search: Search::new(graph.len()),
            turn: 1,
            winning: None,
            mate,
            graph,
            game: game.clone(),
        };
        play.check();
        play
    }

    /// Removes the empty cell from the graph and searches from its partner: the
    /// winning move when no path is found.
    fn check(&mut self) {
        let at = self.position.empty();
        self.gone[at as usize] = true;
        let partner = self.mate[at as usize];
        self.winning = None;
        if partner == NONE {
            return;
        }
        self.mate[at as usize] = NONE;
        self.mate[partner as usize] = NONE;
        self.search.start(partner, at);
        match self.search.finish(&self.graph, &self.mate, &self.gone) {
            Outcome::Found { .. } => self.search.flip(&mut self.mate),
            _ => self.winning = Some(partner),
        }
    }

    /// The board as it stands.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The game the board came from (its size and start).
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The turn to be played, from 1.
    pub fn turn(&self) -> u32 {
        self.turn
    }

    /// Who is to move.
    pub fn to_move(&self) -> Player {
        Player::of_turn(self.turn)
    }

    /// The cells whose piece the player to move may slide, in row-major order.
    pub fn legal_moves(&self) -> Vec<u32> {
        let mut moves: Vec<u32> = self
            .game
            .legal_moves(&self.position, self.to_move())
            .collect();
        moves.sort_unstable();
        moves
    }

    /// True when the player to move has no move: they lost.
    pub fn is_over(&self) -> bool {
        self.legal_moves().is_empty()
    }

    /// The move that wins for the player to move (the empty cell's partner in a
    /// maximum matching), when they can force a win.
    pub fn winning_move(&self) -> Option<u32> {
        self.winning
    }

    /// The computer's choice: the winning move, else the first legal move; `None`
    /// when the game is over.
    pub fn best_move(&self) -> Option<u32> {
        self.winning.or_else(|| self.legal_moves().first().copied())
    }

    /// Plays the move sliding the piece on `cell`; an error saying why it is not
    /// legal.
    pub fn play(&mut self, cell: u32) -> Result<Played, String> {
        let player = self.to_move();
        if !self.legal_moves().contains(&cell) {
            let (r, c) = self.game.coords(cell);
            return Err(format!(
                "{} cannot slide the piece at ({}, {}): it must be a {} piece next to the \
                 empty cell",
                player.name(),
                r + 1,
                c + 1,
                if player == Player::Tutu {
                    "white"
                } else {
                    "black"
                }
            ));
        }
        let wins_before = self.winning.is_some();
        self.position.slide(cell);
        self.turn += 1;
        self.check();
        let wins_after = self.winning.is_some();
        Ok(Played {
            player,
            cell,
            wins_before,
            wins_after,
            mistake: wins_before && wins_after,
        })
    }
}
