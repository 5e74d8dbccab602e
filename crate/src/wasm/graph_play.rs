//! Play mode on the graph tab: the token game on a graph against the perfect player
//! (`geography::play::Game<Graph>`, the same game the board's play and `gridplay play
//! graph` use). Vertices are 0-based here; the page names them 1-based, as the judge.
//! The turn check, the refusals and the names of verdicts and reasons are the board's
//! play handle's (geography_play.rs), shared through the `Arena` trait.
//!
//! ```text
//! const game = new core.GraphPlay('3 2\n1 2\n2 3\n', { you: 'mover' });
//! game.turn();       // "computer": it places first
//! game.reply();      // { vertex: 0, reason: "place-unmatched", from: null, replies: null }
//! game.moves();      // Uint32Array [1]
//! game.play(1);      // { verdict: "still-losing", better: null }
//! game.reply();      // { vertex: 2, reason: "follow-domino", from: 1, replies: null }
//! game.winner();     // "computer"
//! game.play(0);      // throws { code: "game-over", message: "the game is over" }
//! ```

use js_sys::Uint32Array;
use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::geography_play::{
    computer_move, play_turns, reason_parts, refusal_codes, verdict_parts, your_move,
};
use super::options::JsOptions;
use super::{input_error, to_js, usage_error, who};
use crate::geography::play::{Game, Role};
use crate::geography::{Arena, GreedyStart, Options, Run};
use crate::graph::Graph;

#[derive(Serialize)]
struct Move {
    /// `kept`, `blunder` or `still-losing`, for you.
    verdict: &'static str,
    /// For a blunder: a winning move from the same position.
    better: Option<u32>,
}

#[derive(Serialize)]
struct Reply {
    vertex: u32,
    /// `place-unmatched`, `place-losing`, `follow-domino` or `losing`.
    reason: &'static str,
    /// The token's vertex before a move (`null` for the placing).
    from: Option<u32>,
    /// Your winning answers after a losing move, when known.
    replies: Option<u32>,
}

/// A token game on a graph against the computer. Memory: the graph (4·(n + 1) + 8·m
/// bytes), one maximum matching and the game's per-vertex state (about 13·n bytes).
#[wasm_bindgen]
pub struct GraphPlay {
    game: Game<Graph>,
    you: Role,
}

play_turns!(GraphPlay);

#[wasm_bindgen]
impl GraphPlay {
    /// A game on the graph of judge `input` before the token is placed. `options`:
    /// `{ you: "placer" | "mover" }` (placer when absent: you place the token and
    /// move second; mover: the computer places and you move first). Throws `{ line,
    /// column, message }` for bad input, `{ line: 0, column: 0, message }` for an
    /// unknown role. Cost: one maximum matching of the graph (the core's default
    /// algorithm: Hopcroft–Karp when bipartite, else blossom).
    #[wasm_bindgen(constructor)]
    pub fn new(input: &str, options: JsValue) -> Result<GraphPlay, JsValue> {
        let options = JsOptions::new(options)?;
        let you: Role = match options.string("you")? {
            Some(name) => name.parse().map_err(|e: String| usage_error(&e))?,
            None => Role::Placer,
        };
        let graph = Graph::parse(input.as_bytes()).map_err(|e| input_error(&e))?;
        let run_options = Options {
            algorithm: graph.default_algorithm(),
            greedy: GreedyStart::On,
            ..Options::default()
        };
        let mut run = Run::try_on(graph, run_options).map_err(|e| usage_error(&e))?;
        run.run_to_end();
        let game = Game::new(run.board().clone(), run.matching().clone());
        Ok(GraphPlay { game, you })
    }

    /// The roles, as `new` takes them: `["placer", "mover"]`.
    pub fn roles() -> Vec<String> {
        Role::ALL.map(|r| r.name().to_string()).to_vec()
    }

    /// Number of vertices n.
    pub fn n(&self) -> u32 {
        self.game.board().len()
    }

    /// The token's vertex, or `undefined` before it is placed.
    pub fn token(&self) -> Option<u32> {
        self.game.token()
    }

    /// The token's vertices in order; the last is the token, the others are the
    /// visited vertices, out of the game.
    pub fn path(&self) -> Uint32Array {
        Uint32Array::from(self.game.path())
    }

    /// The vertices the player to move may choose (increasing): every vertex before
    /// the token is placed, then the token's neighbours it has not visited.
    pub fn moves(&self) -> Uint32Array {
        Uint32Array::from(&self.game.moves()[..])
    }

    /// The maximum matching of the vertices still in play as `[u0, v0, u1, v1, …]`,
    /// each pair once, `u < v`: after every move, what the computer's next answer is
    /// read from.
    pub fn matching(&self) -> Uint32Array {
        let pairs: Vec<u32> = (0..self.game.board().len())
            .filter_map(|u| self.game.partner(u).filter(|&v| u < v).map(|v| [u, v]))
            .flatten()
            .collect();
        Uint32Array::from(&pairs[..])
    }

    /// Your move to `vertex` (0-based): `{ verdict: "kept" | "blunder" |
    /// "still-losing", better: vertex | null }`. Throws `{ code, message }` for an
    /// illegal move (`refusals()`), the game unchanged.
    pub fn play(&mut self, vertex: u32) -> Result<JsValue, JsValue> {
        let verdict = your_move(&mut self.game, self.you, vertex)?;
        self.game.take_changed();
        let (verdict, better) = verdict_parts(verdict);
        Ok(to_js(&Move { verdict, better }))
    }

    /// The computer's move, played: `{ vertex, reason: "place-unmatched" |
    /// "place-losing" | "follow-domino" | "losing", from: vertex | null, replies:
    /// number | null }`; `null` when the game is over or it is your turn.
    pub fn reply(&mut self) -> JsValue {
        let Some((vertex, reason)) = computer_move(&mut self.game, self.you) else {
            return JsValue::NULL;
        };
        self.game.take_changed();
        let (reason, from, replies) = reason_parts(reason);
        to_js(&Reply {
            vertex,
            reason,
            from,
            replies,
        })
    }

    /// Takes back the last move (yours or the computer's); false when none is left.
    pub fn undo(&mut self) -> bool {
        let done = self.game.undo();
        self.game.take_changed();
        done
    }

    /// The moves that win for the player to move (increasing; empty when it loses).
    /// Before the token is placed: every winning start.
    pub fn hints(&mut self) -> Uint32Array {
        let mut vertices = self.game.winning_moves();
        self.game.take_changed();
        vertices.sort_unstable();
        Uint32Array::from(&vertices[..])
    }
}
