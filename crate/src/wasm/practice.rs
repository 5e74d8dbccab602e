//! Practice questions (`?practice=`, www/lessons/): each game's question for a set's
//! seed and number, and the check of an answer, both the core's (`geography::practice`,
//! `mine::practice`, `slide::practice`, `graph::practice`). In the build with every game only: the practice page loads that
//! core, so the token game page's first load does not carry them.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{to_js, usage_error};
use crate::geography::practice::{
    self, Answer as PracticeAnswer, Kind as PracticeKind, Mistake, Question,
};
use crate::{graph, mine, slide};

/// A practice question as the page draws it (`geographyPracticeQuestion`): cells
/// `[r, c]` from 0, pairs `[r1, c1, r2, c2]`.
#[derive(Serialize)]
struct PracticeQuestion {
    input: String,
    cell: Option<[u32; 2]>,
    matching: Vec<[u32; 4]>,
    path: Vec<[u32; 2]>,
    right: Vec<[u32; 2]>,
}

/// The check of a practice answer as the page words it (`geographyPracticeCheck`).
#[derive(Serialize)]
struct PracticeVerdict {
    ok: bool,
    missed: Vec<[u32; 2]>,
    wrong: Vec<[u32; 2]>,
    mistake: Option<&'static str>,
    partner: Option<[u32; 2]>,
}

/// Questions in the largest practice set (`limits::PRACTICE_MAX_QUESTIONS`, 100): the
/// page's `&count=` cap. Every `*PracticeQuestion` and `*PracticeCheck` refuses an index
/// from this number on.
///
/// ```text
/// core.practiceMaxQuestions(); // 100
/// core.graphPracticeQuestion('graph-winning-starts', 7, 100); // throws { line: 0, column: 0, message: 'practice question 100 does not exist: …' }
/// ```
#[wasm_bindgen(js_name = practiceMaxQuestions)]
pub fn practice_max_questions() -> u32 {
    crate::limits::PRACTICE_MAX_QUESTIONS
}

/// Refuses an index past the largest set before any work (each game builds question
/// `index` from the ones before it): `crate::practice::check_index`.
fn check(index: u32) -> Result<(), JsValue> {
    crate::practice::check_index(index).map_err(|e| usage_error(&e.to_string()))
}

fn practice_question(kind: &str, seed: u32, index: u32) -> Result<Question, JsValue> {
    check(index)?;
    let kind: PracticeKind = kind.parse().map_err(|e: String| usage_error(&e))?;
    Ok(practice::question(kind, seed, index))
}

/// Practice question `index` (from 0) of `kind` (`winning-starts`, `who-wins`,
/// `augmenting-path`) in set `seed`: `{ input, cell, matching, path, right }` —
/// judge input, the ringed cell (or `null`), for an augmenting path Kuhn's matching
/// before its search and the path it finds (root to end), and the right cells
/// (winning starts, or the path's end). See `geography::practice`.
#[wasm_bindgen(js_name = geographyPracticeQuestion)]
pub fn geography_practice_question(kind: &str, seed: u32, index: u32) -> Result<JsValue, JsValue> {
    let q = practice_question(kind, seed, index)?;
    let board = &q.board;
    let at = |c: u32| {
        let (r, col) = board.coords(c);
        [r, col]
    };
    let matching = q.matching.pairs(board).map(|(a, b)| {
        let ([r1, c1], [r2, c2]) = (at(a), at(b));
        [r1, c1, r2, c2]
    });
    Ok(to_js(&PracticeQuestion {
        input: board.to_judge_input(),
        cell: q.cell.map(at),
        matching: matching.collect(),
        path: q.path.iter().map(|&c| at(c)).collect(),
        right: practice::right_cells(&q).into_iter().map(at).collect(),
    }))
}

/// Checks an answer to practice question `index` of `kind` in set `seed`: `cells`
/// the cells chosen as `[row, col, row, col, …]` (from 0), `answer` `"first"` or
/// `"second"` for who-wins, `"none"` for winning-starts' No winning start (no cells,
/// whatever `cells` holds), else `""`. Gives `{ ok, missed, wrong, mistake,
/// partner }`: the right cells not chosen and the cells chosen wrongly as `[r, c]`,
/// and for a wrong augmenting-path end why (`wall`, `start`, `matched` with its
/// `partner`, `colour`, `unreached`, `nothing`; else `null`). Cells off the board
/// count as walls.
#[wasm_bindgen(js_name = geographyPracticeCheck)]
pub fn geography_practice_check(
    kind: &str,
    seed: u32,
    index: u32,
    cells: &[u32],
    answer: &str,
) -> Result<JsValue, JsValue> {
    let q = practice_question(kind, seed, index)?;
    let board = &q.board;
    let chosen: Vec<u32> = cells
        .chunks_exact(2)
        .map(|rc| {
            if rc[0] < board.rows() && rc[1] < board.cols() {
                board.cell(rc[0], rc[1])
            } else {
                u32::MAX
            }
        })
        .collect();
    let answer = match answer {
        "first" => PracticeAnswer::FirstWins(true),
        "second" => PracticeAnswer::FirstWins(false),
        "none" => PracticeAnswer::Cells(&[]),
        _ => PracticeAnswer::Cells(&chosen),
    };
    let verdict = practice::check(&q, &answer);
    let at = |c: u32| {
        let (r, col) = board.coords(c);
        [r, col]
    };
    let on_board = |c: &&u32| (**c as usize) < board.len();
    Ok(to_js(&PracticeVerdict {
        ok: verdict.ok,
        missed: verdict.missed.iter().map(|&c| at(c)).collect(),
        wrong: verdict
            .wrong
            .iter()
            .filter(on_board)
            .map(|&c| at(c))
            .collect(),
        mistake: verdict.mistake.map(Mistake::name),
        partner: match verdict.mistake {
            Some(Mistake::Matched { partner }) => Some(at(partner)),
            _ => None,
        },
    }))
}

/// A mine practice question as the page draws it (`minePracticeQuestion`).
#[derive(Serialize)]
struct MinePracticeQuestion {
    input: String,
    cell: Option<[u32; 2]>,
    value: u8,
    first: bool,
}

fn mine_practice(kind: &str, seed: u32, index: u32) -> Result<mine::practice::Question, JsValue> {
    check(index)?;
    let kind: mine::practice::Kind = kind.parse().map_err(|e: String| usage_error(&e))?;
    Ok(mine::practice::question(kind, seed, index))
}

/// Practice question `index` (from 0) of `kind` (`grundy`, `mine-winner`) in set
/// `seed`: `{ input, cell, value, first }` — HDU 4678 input, the ringed blank `[r, c]`
/// (from 0; `null` for mine-winner), the right value (the region's Grundy value, or
/// the board's XOR) and whether Xiemao (first) wins. See `mine::practice`.
#[wasm_bindgen(js_name = minePracticeQuestion)]
pub fn mine_practice_question(kind: &str, seed: u32, index: u32) -> Result<JsValue, JsValue> {
    let q = mine_practice(kind, seed, index)?;
    Ok(to_js(&MinePracticeQuestion {
        input: mine::parse::write_input(std::slice::from_ref(&q.board)),
        cell: q.cell.map(|c| {
            let (r, col) = q.board.coords(c);
            [r, col]
        }),
        value: q.value,
        first: q.first_wins,
    }))
}

/// True when `answer` is right for practice question `index` of `kind` in set
/// `seed`: a value `"0"`–`"3"` for grundy, `"first"` or `"second"` for mine-winner.
/// Anything else is wrong.
#[wasm_bindgen(js_name = minePracticeCheck)]
pub fn mine_practice_check(
    kind: &str,
    seed: u32,
    index: u32,
    answer: &str,
) -> Result<bool, JsValue> {
    let q = mine_practice(kind, seed, index)?;
    let answer = match answer {
        "first" => mine::practice::Answer::FirstWins(true),
        "second" => mine::practice::Answer::FirstWins(false),
        value => match value.parse() {
            Ok(v) => mine::practice::Answer::Value(v),
            Err(_) => return Ok(false),
        },
    };
    Ok(mine::practice::check(&q, answer))
}

/// A slide practice question as the page draws it (`slidePracticeQuestion`).
#[derive(Serialize)]
struct SlidePracticeQuestion {
    input: String,
    /// `mistake`: 兔兔's move asked about, from 1; else 0.
    #[serde(rename = "move")]
    number: u32,
    mistake: bool,
    winning: Vec<[u32; 2]>,
    /// The position shown: one piece byte per cell (the slide protocol's `piece`).
    pieces: Vec<u8>,
    /// The empty cell's walk to it, cells row-major from 0, its start first.
    walk: Vec<u32>,
}

/// The check of a slide practice answer as the page words it (`slidePracticeCheck`).
#[derive(Serialize)]
struct SlidePracticeVerdict {
    ok: bool,
    missed: Vec<[u32; 2]>,
    wrong: Vec<[u32; 2]>,
    illegal: bool,
    reply: Option<[u32; 2]>,
}

fn slide_practice(kind: &str, seed: u32, index: u32) -> Result<slide::practice::Question, JsValue> {
    check(index)?;
    let kind: slide::practice::Kind = kind.parse().map_err(|e: String| usage_error(&e))?;
    Ok(slide::practice::question(kind, seed, index))
}

/// Practice question `index` (from 0) of `kind` (`mistake`, `winning-move`) in set
/// `seed`: `{ input, move, mistake, winning, pieces, walk }` — the judge input (for
/// `mistake` the whole recorded game; for `winning-move` a game starting at the
/// position asked about, 兔兔 to move), 兔兔's move asked about (`mistake`; else 0)
/// and whether it was a mistake, 兔兔's winning moves `[r, c]` (from 0; none when he
/// is lost), and the position the page shows (after move `k` for `mistake`) with
/// the empty cell's walk to it. See `slide::practice`.
#[wasm_bindgen(js_name = slidePracticeQuestion)]
pub fn slide_practice_question(kind: &str, seed: u32, index: u32) -> Result<JsValue, JsValue> {
    let q = slide_practice(kind, seed, index)?;
    let at = |c: u32| {
        let (r, col) = q.game.coords(c);
        [r, col]
    };
    Ok(to_js(&SlidePracticeQuestion {
        input: q.game.to_judge_input(),
        number: q.number,
        mistake: q.mistake,
        winning: q.winning.iter().map(|&c| at(c)).collect(),
        pieces: q
            .shown
            .pieces()
            .iter()
            .map(|&p| super::slide::piece_code(p))
            .collect(),
        walk: q.walk.clone(),
    }))
}

/// Checks an answer to slide practice question `index` of `kind` in set `seed`:
/// `cells` the cells chosen as `[row, col, …]` (from 0; `winning-move`), `answer`
/// `"mistake"` or `"not-mistake"` (`mistake`; else `""`). Gives `{ ok, missed,
/// wrong, illegal, reply }`: for a wrong `winning-move` answer every winning move and
/// the cells chosen that are not, whether the first of those is no legal move, and
/// 蛋蛋's winning reply to it (or `null`). Cells off the board are dropped.
#[wasm_bindgen(js_name = slidePracticeCheck)]
pub fn slide_practice_check(
    kind: &str,
    seed: u32,
    index: u32,
    cells: &[u32],
    answer: &str,
) -> Result<JsValue, JsValue> {
    let q = slide_practice(kind, seed, index)?;
    let (rows, cols) = (q.game.rows(), q.game.cols());
    let chosen: Vec<u32> = cells
        .chunks_exact(2)
        .filter(|rc| rc[0] < rows && rc[1] < cols)
        .map(|rc| rc[0] * cols + rc[1])
        .collect();
    let answer = match answer {
        "mistake" => slide::practice::Answer::Mistake(true),
        "not-mistake" => slide::practice::Answer::Mistake(false),
        _ => slide::practice::Answer::Cells(&chosen),
    };
    let verdict = slide::practice::check(&q, &answer);
    let at = |c: u32| {
        let (r, col) = q.game.coords(c);
        [r, col]
    };
    Ok(to_js(&SlidePracticeVerdict {
        ok: verdict.ok,
        missed: verdict.missed.iter().map(|&c| at(c)).collect(),
        wrong: verdict.wrong.iter().map(|&c| at(c)).collect(),
        illegal: verdict.illegal,
        reply: verdict.reply.map(at),
    }))
}

/// A graph practice question as the page draws it (`graphPracticeQuestion`).
#[derive(Serialize)]
struct GraphPracticeQuestion {
    input: String,
    right: Vec<u32>,
}

/// The check of a graph practice answer as the page words it (`graphPracticeCheck`).
#[derive(Serialize)]
struct GraphPracticeVerdict {
    ok: bool,
    missed: Vec<u32>,
    wrong: Vec<u32>,
    /// The certificate said and drawn for a wrong answer (`GraphRun.explain`'s shape).
    why: Option<super::graph::GraphExplanation>,
}

fn graph_practice(kind: &str, seed: u32, index: u32) -> Result<graph::practice::Question, JsValue> {
    check(index)?;
    if kind != graph::practice::KIND {
        // The other kinds' words (their `named!` parse error), which the page puts in Chinese.
        return Err(usage_error(&format!("unknown practice kind \"{kind}\"")));
    }
    Ok(graph::practice::question(seed, index))
}

/// Practice question `index` (from 0) of `kind` (`graph-winning-starts`) in set
/// `seed`: `{ input, right }` — the graph as judge input and its winning starts
/// (0-based vertices, increasing; empty when the judge says LOSE). See
/// `graph::practice`.
///
/// ```text
/// core.graphPracticeQuestion('graph-winning-starts', 7, 0); // { input: '5 6\n…', right: [0, 2] }
/// ```
#[wasm_bindgen(js_name = graphPracticeQuestion)]
pub fn graph_practice_question(kind: &str, seed: u32, index: u32) -> Result<JsValue, JsValue> {
    let q = graph_practice(kind, seed, index)?;
    Ok(to_js(&GraphPracticeQuestion {
        input: q.graph.to_judge_input(),
        right: q.winning,
    }))
}

/// Checks an answer to graph practice question `index` of `kind` in set `seed`:
/// `vertices` the vertices chosen (0-based, any order; none for No winning start).
/// Gives `{ ok, missed, wrong, why }`: the winning starts not chosen and the vertices
/// chosen that lose (numbers past the graph dropped), and for a wrong answer the
/// certificate of the first vertex chosen wrongly, else of the first missed — `{ wins,
/// vertex, matching, path, flipped, partner }` against the core's maximum matching,
/// as `GraphRun.explain` gives it — or `null` when right.
#[wasm_bindgen(js_name = graphPracticeCheck)]
pub fn graph_practice_check(
    kind: &str,
    seed: u32,
    index: u32,
    vertices: &[u32],
) -> Result<JsValue, JsValue> {
    let q = graph_practice(kind, seed, index)?;
    let verdict = graph::practice::check(&q, vertices);
    let n = q.graph.len();
    let wrong: Vec<u32> = verdict.wrong.into_iter().filter(|&v| v < n).collect();
    let why = wrong.first().or(verdict.missed.first()).and_then(|&v| {
        let run = graph::practice::solved(&q);
        let certificate = run.explain(v)?.ok()?;
        Some(super::graph::explanation(&run, v, &certificate))
    });
    Ok(to_js(&GraphPracticeVerdict {
        ok: verdict.ok,
        missed: verdict.missed,
        wrong,
        why,
    }))
}
