//! Every size limit and default the CLI, the page, links and the viewer share, in one
//! place. The page reads them from the wasm adapter's protocol objects
//! (`geographyProtocol().limits`, `.presets`, `.defaults`), never from constants of
//! its own.
//!
//! | what | value | where it applies |
//! |---|---|---|
//! | [`PRESET_MAX_SIDE`] | 1000 | rows and columns of a generated board (every game's presets unless its own is smaller; form, links, viewer) |
//! | [`GEOGRAPHY_MAX_CELLS`] | 16 000 000 | token-game judge input (`gridplay geography --max-cells`) |
//! | [`MINE_MAX_CELLS`] | 1 000 000 | mine judge input per case, the problem's N·M ≤ 10⁶ |
//! | [`DEFAULT_MAX_EVENTS`] | 4 194 304 | events a page run records before it finishes without recording |
//! | [`PAGE_MAX_VISITS`] | 8 000 000 | the page's cap on mine's exact search (a few tenths of a second) |
//! | [`GREEDY_AUTO_MAX_FREE`] | 4096 | free cells up to which the token game starts from the empty matching |
//! | [`LINK_MAX_SIDE`] | 4000 | rows and columns of a compact `board=` link (its cells then pass `maxCells`) |
//! | [`MAX_SEED`] | 2³² − 1 | a preset's seed (form, links) |
//! | [`SLIDE_MAX_SIDE`] | 40 | slide's rows and columns, the problem's limit (judge input and presets) |
//! | [`SLIDE_MAX_MOVES`] | 1000 | slide's rounds k, the problem's limit |
//! | [`MINE_BROKEN_MAX_SIDE`] | 200 | rows and columns of mine's `broken` preset (each try is an exact search) |
//! | [`GRAPH_MAX_VERTICES`], [`GRAPH_MAX_EDGES`] | 10⁶, 4·10⁶ | the graph game's judge input: n and m |
//! | [`GRAPH_DRAW_MAX_VERTICES`] | 2000 | vertices up to which the page draws a graph (past it: the facts without a drawing) |
//! | [`GRAPH_PRESET_MAX_EDGES`] | 20 000 | edges of a preset graph (with n ≤ [`GRAPH_DRAW_MAX_VERTICES`]: a drawable graph) |
//! | [`PRACTICE_MAX_QUESTIONS`] | 100 | questions in a practice set (`&count=`); question indices 0 to 99 |
//! | [`GEOGRAPHY_PRESET`], [`MINE_PRESET`], [`SLIDE_PRESET`], [`GRAPH_PRESET`] | | the settings each game's preset form starts from |
//!
//! Each game's preset kinds, with the settings each reads and its size limit, are
//! [`Preset`] tables beside the generators (`geography::generate::PRESETS`, …); the
//! graph game's are [`GraphPreset`]s (`graph::generate::PRESETS`: vertices, edges and
//! seed instead of rows, columns and density).

use serde::Serialize;

pub use crate::geography::GREEDY_AUTO_MAX_FREE;
pub use crate::recording::DEFAULT_MAX_EVENTS;

/// Largest number of rows or columns of a compact `board=` link: links carry any board
/// the page edits, larger than a preset; the judge input made from it then passes the
/// game's `maxCells`.
pub const LINK_MAX_SIDE: u32 = 4000;

/// Questions in the largest practice set (the page's `&count=`): question indices run
/// from 0 to 99. Most games build question `index` by building every earlier one (so
/// that no two neighbours repeat), O(index) boards, so the core refuses a later index
/// (`practice::check_index`) rather than walk billions of boards for a script's call.
pub const PRACTICE_MAX_QUESTIONS: u32 = 100;

/// Largest seed of a preset (the page's seeds are `u32`s).
pub const MAX_SEED: u32 = u32::MAX;

/// Largest number of rows or columns of a slide board (the problem's limit).
pub const SLIDE_MAX_SIDE: u64 = 40;

/// Largest number of 兔兔's moves k in slide's input (the problem's limit).
pub const SLIDE_MAX_MOVES: u64 = 1000;

/// The largest side of mine's `broken` preset (`mine::generate::promise_breaking`):
/// each try runs an exact game search, and past about 250×250 random boards have so
/// many shared numbers that the tries take seconds and fail.
pub const MINE_BROKEN_MAX_SIDE: u32 = 200;

/// Preset settings a game's form and links start from.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct PresetDefaults {
    /// Rows.
    pub rows: u32,
    /// Columns.
    pub cols: u32,
    /// Wall, mine or piece density, 0 to 1.
    pub density: f64,
    /// Seed of the generator.
    pub seed: u32,
}

/// The token game's preset settings: a 12×16 board, 30 % walls.
pub const GEOGRAPHY_PRESET: PresetDefaults = PresetDefaults {
    rows: 12,
    cols: 16,
    density: 0.3,
    seed: 1,
};

/// Mine's preset settings: a 30×40 board, 15 % mines.
pub const MINE_PRESET: PresetDefaults = PresetDefaults {
    rows: 30,
    cols: 40,
    density: 0.15,
    seed: 1,
};

/// Slide's preset settings: a 6×6 board, long games.
pub const SLIDE_PRESET: PresetDefaults = PresetDefaults {
    rows: 6,
    cols: 6,
    density: 0.9,
    seed: 1,
};

/// One preset kind a game's `generate::preset` takes, as the page's form and links
/// offer it: `Preset { id: "maze", fields: &[SIZE, SEED], max_side: PRESET_MAX_SIDE,
/// moves: None }` reads the size and the seed and ignores the density.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Preset {
    /// The kind, as `generate::preset` and `?preset=` spell it.
    pub id: &'static str,
    /// The settings it reads ([`SIZE`], [`DENSITY`], [`SEED`]); the others are ignored.
    pub fields: &'static [&'static str],
    /// Largest number of rows or columns it takes.
    pub max_side: u32,
    /// The move rule a teaching board brings (the token game's `king`, …), by name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moves: Option<&'static str>,
}

impl Preset {
    /// A preset reading `fields`, up to [`PRESET_MAX_SIDE`], with no move rule of its
    /// own: `Preset::new("maze", &[SIZE, SEED])`.
    pub const fn new(id: &'static str, fields: &'static [&'static str]) -> Preset {
        Preset {
            id,
            fields,
            max_side: PRESET_MAX_SIDE,
            moves: None,
        }
    }

    /// The same preset, up to `max_side` rows and columns.
    pub const fn up_to(self, max_side: u32) -> Preset {
        Preset { max_side, ..self }
    }

    /// The same preset, bringing the move rule `moves` (by name).
    pub const fn with_moves(self, moves: &'static str) -> Preset {
        Preset {
            moves: Some(moves),
            ..self
        }
    }
}

/// A preset's rows and columns (1 to its `max_side`).
pub const SIZE: &str = "size";
/// A preset's density (0 to 1).
pub const DENSITY: &str = "density";
/// A preset's seed (0 to [`MAX_SEED`]).
pub const SEED: &str = "seed";

/// Largest number of rows or columns of a preset board, in every game whose preset
/// has no smaller cap of its own.
pub const PRESET_MAX_SIDE: u32 = 1000;

/// Largest token-game board read from judge input: the parser's default.
pub const GEOGRAPHY_MAX_CELLS: u64 = crate::parse::DEFAULT_MAX_CELLS;

/// Largest mine board read from judge input: the problem's limit, as the CLI.
pub const MINE_MAX_CELLS: u64 =
    crate::mine::parse::PROBLEM_MAX_SIDE as u64 * crate::mine::parse::PROBLEM_MAX_SIDE as u64;

/// Largest number of vertices n of the graph game's judge input.
pub const GRAPH_MAX_VERTICES: u64 = 1_000_000;

/// Largest number of edge lines m of the graph game's judge input.
pub const GRAPH_MAX_EDGES: u64 = 4_000_000;

/// Largest number of vertices the page draws: a force layout of 2000 vertices settles
/// in about a second on the page's thread, and past that the vertices are specks at
/// any zoom that shows the whole graph. Bigger graphs get their facts without a drawing.
pub const GRAPH_DRAW_MAX_VERTICES: u32 = 2000;

/// Largest number of edges of a preset graph: with at most [`GRAPH_DRAW_MAX_VERTICES`]
/// vertices, ten per vertex on average, so that every preset graph is one the page
/// draws and lays out.
pub const GRAPH_PRESET_MAX_EDGES: u32 = 20_000;

/// A graph preset's number of vertices n (its [`GraphPreset::min_vertices`] to
/// [`GraphPreset::max_vertices`]).
pub const VERTICES: &str = "vertices";
/// A random bipartite graph's vertices on the left side (1 to n − 1); the rest are on
/// the right.
pub const LEFT: &str = "left";
/// A graph preset's number of edges m (0 to [`GraphPreset::max_edges`], and at most
/// the pairs the graph has).
pub const EDGES: &str = "edges";

/// One preset kind of the graph game (`graph::generate::preset`), as the page's form,
/// links and the protocol offer it: `GraphPreset { id: "cycle", fields: &[VERTICES],
/// min_vertices: 3, max_vertices: 2000, max_edges: 0 }` reads n and ignores the rest.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GraphPreset {
    /// The kind, as `graph::generate::preset` and `?preset=` spell it.
    pub id: &'static str,
    /// The settings it reads ([`VERTICES`], [`LEFT`], [`EDGES`], [`SEED`]).
    pub fields: &'static [&'static str],
    /// Fewest vertices it takes.
    pub min_vertices: u32,
    /// Most vertices it takes.
    pub max_vertices: u32,
    /// Most edges it takes (0 when it reads none).
    pub max_edges: u32,
}

impl GraphPreset {
    /// A preset reading `fields`, with 1 to [`GRAPH_DRAW_MAX_VERTICES`] vertices and,
    /// when it reads [`EDGES`], up to [`GRAPH_PRESET_MAX_EDGES`] edges.
    pub const fn new(id: &'static str, fields: &'static [&'static str]) -> GraphPreset {
        let mut max_edges = 0;
        let mut i = 0;
        while i < fields.len() {
            if same(fields[i], EDGES) {
                max_edges = GRAPH_PRESET_MAX_EDGES;
            }
            i += 1;
        }
        GraphPreset {
            id,
            fields,
            min_vertices: 1,
            max_vertices: GRAPH_DRAW_MAX_VERTICES,
            max_edges,
        }
    }

    /// The same preset, from `min_vertices` vertices.
    pub const fn from(self, min_vertices: u32) -> GraphPreset {
        GraphPreset {
            min_vertices,
            ..self
        }
    }

    /// True when it reads the setting `field`.
    pub fn reads(&self, field: &str) -> bool {
        self.fields.contains(&field)
    }
}

/// True when `a` and `b` are the same string (for `const fn`s).
const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// A graph preset's settings: n, the left side of a bipartite one, m and the seed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct GraphPresetDefaults {
    /// Vertices n.
    pub vertices: u32,
    /// Vertices on the left side (random bipartite graphs).
    pub left: u32,
    /// Edges m.
    pub edges: u32,
    /// Seed of the generator.
    pub seed: u32,
}

/// The graph game's preset settings: 12 vertices (6 on the left), 16 edges.
pub const GRAPH_PRESET: GraphPresetDefaults = GraphPresetDefaults {
    vertices: 12,
    left: 6,
    edges: 16,
    seed: 1,
};

/// The page's cap on visits of mine's exact search: it runs on the page's thread.
pub const PAGE_MAX_VISITS: u64 = 8_000_000;

/// Checks a preset's size: 1 to [`PRESET_MAX_SIDE`] rows and columns.
pub fn check_preset_size(rows: u32, cols: u32) -> Result<(), String> {
    let side = 1..=PRESET_MAX_SIDE;
    if side.contains(&rows) && side.contains(&cols) {
        Ok(())
    } else {
        Err(format!(
            "rows and columns must be 1 to {PRESET_MAX_SIDE}, not {rows} × {cols}"
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn preset_sizes_from_1_to_the_limit_pass_and_others_say_why() {
        assert!(check_preset_size(1, 1).is_ok());
        assert!(check_preset_size(PRESET_MAX_SIDE, PRESET_MAX_SIDE).is_ok());
        for (rows, cols) in [(0, 5), (5, 0), (PRESET_MAX_SIDE + 1, 1), (1, 4000)] {
            let error = check_preset_size(rows, cols).unwrap_err();
            assert!(error.contains("1 to 1000"), "{error}");
        }
    }
}
