//! Play mode for the token game: one [`Game`] per game on the page, its cells in the
//! run's cell-byte layout, moves and reasons as small JSON objects.

use js_sys::Uint32Array;
use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::geography::GeographyRun;
use super::{to_js, usage_error, who};
use crate::geography::frame::{bits, partner_direction};
use crate::geography::play::{Game, IllegalMove, Reason, Role, Verdict};
use crate::geography::{Arena, Options, Run};

/// A token game against the computer, from the board of a run.
#[wasm_bindgen]
pub struct GeographyGame {
    game: Game,
    you: Role,
    /// One byte per cell as `cellsPtr` of a run: the partner bits (the matching of
    /// the cells in play; `wall` for walls) and `onPath` for the token's path.
    cells: Vec<u8>,
}

/// A cell as `[row, col]`, 0-based.
type At = [u32; 2];

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Move {
    /// `kept`, `blunder` or `still-losing`, for the player who moved.
    verdict: &'static str,
    /// For a blunder: a winning move from the same position.
    better: Option<At>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Reply {
    cell: At,
    /// `place-unmatched`, `place-losing`, `follow-domino` or `losing`.
    reason: &'static str,
    from: Option<At>,
    /// The opponent's winning answers after a losing move, when known.
    replies: Option<u32>,
}

/// An illegal move as the page shows it: `{ code, message }`.
#[derive(Serialize)]
struct Refusal {
    code: &'static str,
    message: String,
}

impl GeographyGame {
    fn at(&self, cell: u32) -> At {
        let (r, c) = self.game.board().coords(cell);
        [r, c]
    }

    fn refresh(&mut self) {
        for cell in self.game.take_changed() {
            self.cells[cell as usize] = self.byte(cell);
        }
    }

    fn byte(&self, cell: u32) -> u8 {
        let board = self.game.board();
        if !board.is_free(cell) {
            return bits::WALL;
        }
        let mut byte = match self.game.partner(cell) {
            Some(p) => partner_direction(board.cols(), cell, p),
            None => 0,
        };
        if self.game.is_left(cell) || self.game.token() == Some(cell) {
            byte |= bits::ON_PATH;
        }
        byte
    }
}

/// The code of a refused move when it is the computer's turn.
const NOT_YOUR_TURN: &str = "not-your-turn";

/// The code the page words a refused move by.
fn refusal_code(error: IllegalMove) -> &'static str {
    match error {
        IllegalMove::GameOver => "game-over",
        IllegalMove::NotFree => "not-free",
        IllegalMove::Visited => "visited",
        IllegalMove::NotNeighbour => "not-neighbour",
    }
}

fn refusal(error: IllegalMove) -> JsValue {
    let code = refusal_code(error);
    to_js(&Refusal {
        code,
        message: error.to_string(),
    })
}

// What the board's and the graph's play handles share (`GeographyGame`, and
// `GraphPlay` in graph_play.rs): one `Game<A>` over any arena, your role, the turn
// check, the refusals and the names of verdicts and reasons. A cell or a vertex is
// the arena's index throughout; each handle names it for the page.

/// Every `code` a refused move is thrown with, for the page's words: `["game-over",
/// "not-free", "visited", "not-neighbour", "not-your-turn"]`.
pub(super) fn refusal_codes() -> Vec<String> {
    IllegalMove::ALL
        .into_iter()
        .map(refusal_code)
        .chain([NOT_YOUR_TURN])
        .map(String::from)
        .collect()
}

/// Plays `cell` for you: refused with `{ code, message }` when it is the
/// computer's turn or the move is illegal (the game unchanged). O(one search).
pub(super) fn your_move<A: Arena>(
    game: &mut Game<A>,
    you: Role,
    cell: u32,
) -> Result<Verdict, JsValue> {
    if game.to_move() != you {
        return Err(to_js(&Refusal {
            code: NOT_YOUR_TURN,
            message: "it is the computer's turn".to_string(),
        }));
    }
    game.play(cell).map_err(refusal)
}

/// The computer's move, played, and why; `None` when the game is over or it is
/// your turn.
pub(super) fn computer_move<A: Arena>(game: &mut Game<A>, you: Role) -> Option<(u32, Reason)> {
    if game.to_move() == you {
        return None;
    }
    let (cell, reason) = game.best_move()?;
    game.play(cell).expect("the best move is legal");
    Some((cell, reason))
}

/// A verdict as the page names it: `kept`, `blunder` (with the winning move it
/// missed) or `still-losing`.
pub(super) fn verdict_parts(verdict: Verdict) -> (&'static str, Option<u32>) {
    match verdict {
        Verdict::Kept => ("kept", None),
        Verdict::Blunder { better } => ("blunder", Some(better)),
        Verdict::StillLosing => ("still-losing", None),
    }
}

/// A reason as the page names it: `place-unmatched`, `place-losing`,
/// `follow-domino` or `losing`, the token's cell before the move (for a move) and the
/// opponent's winning answers after a losing move, when known.
pub(super) fn reason_parts(reason: Reason) -> (&'static str, Option<u32>, Option<u32>) {
    match reason {
        Reason::PlaceUnmatched { .. } => ("place-unmatched", None, None),
        Reason::PlaceLosing { .. } => ("place-losing", None, None),
        Reason::FollowDomino { from, .. } => ("follow-domino", Some(from), None),
        Reason::Losing { from, replies, .. } => ("losing", Some(from), replies),
    }
}

/// The getters the board's and the graph's play handles share (`GeographyGame`, and
/// `GraphPlay` in graph_play.rs; each has `game: Game<A>` and `you: Role`): your role,
/// whose turn it is, who wins from here, the end and the winner, and the refusal
/// codes. Example: `play_turns!(GraphPlay);` then, in JS, `game.turn()` → `"computer"`
/// for a mover before the computer places. Cost: O(1) each (`refusals`: five strings).
macro_rules! play_turns {
    ($handle:ty) => {
        #[wasm_bindgen]
        impl $handle {
            /// `placer` or `mover`.
            pub fn you(&self) -> String {
                self.you.name().to_string()
            }

            /// `you` or `computer`: who moves now.
            pub fn turn(&self) -> String {
                who(self.game.to_move(), self.you).to_string()
            }

            /// `placer` or `mover`: the role that moves now.
            #[wasm_bindgen(js_name = toMove)]
            pub fn to_move(&self) -> String {
                self.game.to_move().name().to_string()
            }

            /// `you` or `computer`: who wins from the current position with perfect
            /// play by both (once over, the winner). The page words every sentence
            /// naming a winner from this.
            pub fn perfect(&self) -> String {
                who(self.game.perfect_winner(), self.you).to_string()
            }

            /// True when the player to move has no move.
            pub fn over(&self) -> bool {
                self.game.is_over()
            }

            /// `you` or `computer` once the game is over.
            pub fn winner(&self) -> Option<String> {
                self.game.winner().map(|r| who(r, self.you).to_string())
            }

            /// Every `code` a refused move is thrown with (`play`), for the page's
            /// words: `["game-over", "not-free", "visited", "not-neighbour",
            /// "not-your-turn"]`.
            pub fn refusals() -> Vec<String> {
                refusal_codes()
            }
        }
    };
}
#[cfg(feature = "all-games")] // graph_play.rs: the graph's play handle has the same getters
pub(super) use play_turns;

play_turns!(GeographyGame);

#[wasm_bindgen]
impl GeographyGame {
    /// A game on `run`'s board; `you` is `placer` (you place the token and move
    /// second) or `mover` (the computer places, you move first). Uses the run's
    /// matching once it is complete, else solves the board first.
    #[wasm_bindgen(constructor)]
    pub fn new(run: &GeographyRun, you: &str) -> Result<GeographyGame, JsValue> {
        let you: Role = you.parse().map_err(|e: String| usage_error(&e))?;
        let run = run.run();
        let matching = match run.outcome() {
            Some(_) => run.matching().clone(),
            None => {
                let options = Options {
                    greedy: crate::geography::GreedyStart::On,
                    ..run.options()
                };
                let mut solved = Run::new(run.board().clone(), options);
                solved.run_to_end();
                solved.matching().clone()
            }
        };
        let mut this = GeographyGame {
            game: Game::new(run.board().clone(), matching),
            you,
            cells: Vec::new(),
        };
        this.cells = (0..this.game.board().len() as u32)
            .map(|c| this.byte(c))
            .collect();
        this.game.take_changed();
        Ok(this)
    }

    /// True when the player to move wins with perfect play.
    #[wasm_bindgen(js_name = toMoveWins)]
    pub fn to_move_wins(&self) -> bool {
        self.game.to_move_wins()
    }

    /// The cells (row-major indices) the player to move may choose.
    pub fn moves(&self) -> Uint32Array {
        Uint32Array::from(&self.game.moves()[..])
    }

    /// The token's cells in order; the last is the token.
    pub fn path(&self) -> Uint32Array {
        Uint32Array::from(self.game.path())
    }

    /// Pointer to one byte per cell (the run's layout: partner bits of the matching
    /// of the cells in play, `wall`, and `onPath` for the token's cells).
    #[wasm_bindgen(js_name = cellsPtr)]
    pub fn cells_ptr(&self) -> *const u8 {
        self.cells.as_ptr()
    }

    /// Pointer to one `u32` per cell: its partner in the matching of the cells in
    /// play (the protocol's `sentinels.none` for none), as a run's `matesPtr`.
    #[wasm_bindgen(js_name = matesPtr)]
    pub fn mates_ptr(&self) -> *const u32 {
        self.game.mates().as_ptr()
    }

    /// Your move at `cell`: `{ verdict: "kept" | "blunder" | "still-losing",
    /// better: [r, c] | null }`. Throws `{ code, message }` for an illegal move or
    /// when it is not your turn (`code: "not-your-turn"`).
    pub fn play(&mut self, cell: u32) -> Result<JsValue, JsValue> {
        let verdict = your_move(&mut self.game, self.you, cell)?;
        self.refresh();
        let (verdict, better) = verdict_parts(verdict);
        let better = better.map(|c| self.at(c));
        Ok(to_js(&Move { verdict, better }))
    }

    /// The computer's move, played: `{ cell: [r, c], reason: "place-unmatched" |
    /// "place-losing" | "follow-domino" | "losing", from: [r, c] | null, replies }`;
    /// `null` when the game is over or it is your turn.
    pub fn reply(&mut self) -> JsValue {
        let Some((cell, reason)) = computer_move(&mut self.game, self.you) else {
            return JsValue::NULL;
        };
        self.refresh();
        let (reason, from, replies) = reason_parts(reason);
        to_js(&Reply {
            cell: self.at(cell),
            reason,
            from: from.map(|c| self.at(c)),
            replies,
        })
    }

    /// Takes back the last move (yours or the computer's); false when none is left.
    pub fn undo(&mut self) -> bool {
        let done = self.game.undo();
        self.refresh();
        done
    }

    /// The moves that win for the player to move (row-major cells; empty when it
    /// loses). Before the token is placed: every winning start.
    pub fn hints(&mut self) -> Uint32Array {
        let cells = self.game.winning_moves();
        self.refresh();
        Uint32Array::from(&cells[..])
    }
}
