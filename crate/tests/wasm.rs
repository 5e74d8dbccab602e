//! The core and the adapter inside WebAssembly, in headless Chromium
//! (`wasm-pack test --headless --chrome crate`).

#![cfg(target_arch = "wasm32")]

use gridplay::geography::{Algorithm, Event, GreedyStart, Options, Run, generate, solve};
use gridplay::mine::solver::{Event as MineEvent, Player, Solver};
use gridplay::wasm::{
    GeographyRun, MineGame, MineRun, geography_judge_output, geography_protocol, mine_judge_output,
    mine_protocol, preset,
};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const SAMPLE: &str = "3 3\n.##\n...\n#.#\n";

fn field(value: &JsValue, name: &str) -> JsValue {
    js_sys::Reflect::get(value, &JsValue::from_str(name)).unwrap()
}

#[wasm_bindgen_test]
fn a_page_run_of_the_sample_ends_with_the_judge_output() {
    let mut run = GeographyRun::new(SAMPLE, JsValue::UNDEFINED).unwrap();
    assert_eq!(run.judge_output("p4055").unwrap(), None);
    while !run.record(3) {}
    assert_eq!(
        run.judge_output("p4055").unwrap().unwrap(),
        "WIN\n2 3\n3 2\n"
    );
    assert_eq!(
        run.judge_output("loj6033").unwrap().unwrap(),
        "2\n2 3\n3 2\n"
    );
    // Seeking back and forth shows the same counters.
    let last = run.last_step();
    run.seek(last);
    let at_end = js_sys::JSON::stringify(&run.counters()).unwrap();
    assert_eq!(field(&run.counters(), "verdict"), JsValue::from(2));
    run.seek(1);
    assert_eq!(run.step(), 1);
    run.seek(last);
    assert_eq!(js_sys::JSON::stringify(&run.counters()).unwrap(), at_end);
    // Six numbers per event (the code, then five operands); the last one is the verdict.
    let events = run.events(0, last).to_vec();
    assert_eq!(events.len(), 6 * last as usize);
    assert_eq!(events[events.len() - 6], 15);
}

#[wasm_bindgen_test]
fn bad_input_throws_line_column_and_message() {
    let error = GeographyRun::new("3 3\n.##\n.x.\n#.#\n", JsValue::UNDEFINED)
        .err()
        .unwrap();
    assert_eq!(field(&error, "line"), JsValue::from(3));
    assert_eq!(field(&error, "column"), JsValue::from(2));
    assert!(
        field(&error, "message")
            .as_string()
            .unwrap()
            .contains("not a cell")
    );
    let options = js_sys::JSON::parse(r#"{"algorithm":"dinic"}"#).unwrap();
    assert!(GeographyRun::new(SAMPLE, options).is_err());
}

#[wasm_bindgen_test]
fn walls_set_from_the_page_change_the_answer() {
    let mut run = GeographyRun::new(SAMPLE, JsValue::UNDEFINED).unwrap();
    run.set_walls(&[2, 1], true);
    assert!(run.is_wall(2, 1));
    while !run.record(100) {}
    // Four free cells in a T without its foot: a perfect matching is impossible.
    let expected = geography_judge_output(&run.judge_input(), "p4055").unwrap();
    assert_eq!(run.judge_output("p4055").unwrap().unwrap(), expected);
    assert_ne!(expected, "WIN\n2 3\n3 2\n");
}

/// A long run stops recording at its limit, solves the rest without events a unit
/// of work per call, and still ends with the exact result; Explain then answers as
/// on the run recorded whole.
#[wasm_bindgen_test]
fn runs_past_the_event_limit_end_with_the_result() {
    let json = |v: JsValue| String::from(js_sys::JSON::stringify(&v).unwrap());
    for (algorithm, moves) in [
        ("kuhn", "rook"),
        ("hopcroft-karp", "knight"),
        ("blossom", "king"),
        ("blossom", "hex"),
    ] {
        let input = generate::random(40, 40, 0.2, 3).to_judge_input();
        let options = |limit: &str| {
            let text =
                format!(r#"{{"algorithm":"{algorithm}","moves":"{moves}","greedy":false{limit}}}"#);
            js_sys::JSON::parse(&text).unwrap()
        };
        let mut run = GeographyRun::new(&input, options(r#","maxEvents":100"#)).unwrap();
        assert!(!run.record(100) && !run.past_limit());
        let mut calls = 0;
        while !run.record(1000) {
            assert!(run.past_limit());
            calls += 1;
        }
        assert!(calls > 1, "{algorithm}: the rest in one call");
        assert!(run.truncated());
        assert_eq!(run.recorded(), 100);
        assert_eq!(run.last_step(), 101);
        run.seek(101);
        let mut whole = GeographyRun::new(&input, options("")).unwrap();
        record_geography(&mut whole);
        assert!(!whole.truncated() && !whole.past_limit());
        whole.seek(whole.last_step());
        let expected = whole.judge_output("p4055").unwrap().unwrap();
        assert_eq!(run.judge_output("p4055").unwrap().unwrap(), expected);
        let winning = expected.lines().count() as u32 - 1;
        assert_eq!(field(&run.counters(), "winning"), JsValue::from(winning));
        for (row, col) in [(0, 0), (7, 9), (20, 21), (39, 39)] {
            let (a, b) = (run.explain(row, col), whole.explain(row, col));
            assert_eq!(a.is_ok(), b.is_ok());
            if let (Ok(a), Ok(b)) = (a, b) {
                assert!(!a.is_null(), "{algorithm}: explain after the limit");
                assert_eq!(json(a), json(b), "{algorithm} on {moves}, ({row}, {col})");
            }
        }
    }
}

/// 2000×2000 serpentine corridor inside wasm: no recursion, no stack overflow.
#[wasm_bindgen_test]
fn a_2000_by_2000_serpentine_solves_in_wasm() {
    let board = generate::serpentine(1999, 2000);
    let outcome = solve(&board, Options::default());
    let free = board.free_count();
    assert_eq!(free % 2, 1);
    assert_eq!(outcome.winning.len(), free.div_ceil(2));
    assert_eq!(outcome.winning[0], 0);
}

const MINE_SAMPLE: &str = "2\n3 3 0\n3 3 1\n1 1\n";

fn record_all(run: &mut MineRun) {
    while !run.record(1000) {}
}

#[wasm_bindgen_test]
fn mine_runs_give_the_judge_output_for_every_case() {
    let mut first = MineRun::new(MINE_SAMPLE, JsValue::UNDEFINED).unwrap();
    assert_eq!(first.cases(), 2);
    assert_eq!(first.judge_output(), None);
    record_all(&mut first);
    let expected = "Case #1: Xiemao\nCase #2: Fanglaoshi\n";
    assert_eq!(first.judge_output().unwrap(), expected);
    assert_eq!(mine_judge_output(MINE_SAMPLE).unwrap(), expected);
    let options = js_sys::JSON::parse(r#"{"case":2}"#).unwrap();
    let mut second = MineRun::new(MINE_SAMPLE, options).unwrap();
    record_all(&mut second);
    second.seek(second.last_step());
    assert_eq!(
        field(&second.counters(), "verdict"),
        JsValue::from("Fanglaoshi")
    );
    assert_eq!(field(&second.counters(), "loneNumbers"), JsValue::from(8));
    let options = js_sys::JSON::parse(r#"{"case":3}"#).unwrap();
    assert!(MineRun::new(MINE_SAMPLE, options).is_err());
}

#[wasm_bindgen_test]
fn the_broken_promise_board_has_a_shared_cell_and_the_exact_winner() {
    let mut run = MineRun::new("1\n4 4 2\n1 1\n3 3\n", JsValue::UNDEFINED).unwrap();
    record_all(&mut run);
    assert_eq!(run.shared_cells().to_vec(), vec![2 * 4 + 2]);
    assert_eq!(run.judge_output().unwrap(), "Case #1: Xiemao\n");
    let exact = run.exact();
    assert_eq!(field(&exact, "status"), JsValue::from("known"));
    assert_eq!(field(&exact, "winner"), JsValue::from("Fanglaoshi"));
}

#[wasm_bindgen_test]
fn mine_edits_and_warnings() {
    let mut run = MineRun::new("1\n3 3 2\n1 1\n1 1\n", JsValue::UNDEFINED).unwrap();
    let warnings = run.warnings();
    assert_eq!(js_sys::Array::from(&warnings).length(), 1);
    assert!(run.is_mine(1, 1));
    run.set_mines(&[1, 1], false);
    assert!(!run.is_mine(1, 1));
    assert_eq!(run.judge_input(), "1\n3 3 0\n");
    record_all(&mut run);
    assert_eq!(run.judge_output().unwrap(), "Case #1: Xiemao\n");
    let error = MineRun::new("1\n3 3 1\n5 1\n", JsValue::UNDEFINED)
        .err()
        .unwrap();
    assert_eq!(field(&error, "line"), JsValue::from(3));
}

/// A 1000×1000 board without mines is one region of a million cells.
#[wasm_bindgen_test]
fn a_million_cell_region_floods_in_wasm() {
    let mut run = MineRun::new("1\n1000 1000 0\n", JsValue::UNDEFINED).unwrap();
    record_all(&mut run);
    run.seek(run.last_step());
    assert_eq!(field(&run.counters(), "regions"), JsValue::from(1));
    assert_eq!(run.judge_output().unwrap(), "Case #1: Xiemao\n");
}

/// Past the search cap the page is told so, in camelCase like every summary.
#[wasm_bindgen_test]
fn an_exact_search_past_its_cap_says_unknown() {
    let input = gridplay::mine::parse::write_input(&[gridplay::mine::generate::promise_breaking(
        12, 12, 5,
    )]);
    let options = js_sys::JSON::parse(r#"{"maxVisits":0}"#).unwrap();
    let mut run = MineRun::new(&input, options).unwrap();
    record_all(&mut run);
    assert!(run.shared_cells().length() > 0);
    let exact = run.exact();
    assert_eq!(field(&exact, "status"), JsValue::from("unknown"));
    assert_eq!(field(&exact, "maxVisits"), JsValue::from(0));
    assert!(field(&exact, "clusterRegions").as_f64().unwrap() >= 2.0);
}

// --- the protocol --------------------------------------------------------------

fn number(value: &JsValue, name: &str) -> u32 {
    field(value, name).as_f64().unwrap() as u32
}

fn array(value: &JsValue, name: &str) -> Vec<JsValue> {
    js_sys::Array::from(&field(value, name)).to_vec()
}

fn codes(value: &JsValue) -> Vec<u32> {
    js_sys::Array::from(value)
        .to_vec()
        .iter()
        .map(|v| v.as_f64().unwrap() as u32)
        .collect()
}

/// Decodes event records as the page does: by the protocol's record width, names
/// and operand names only.
fn decode(protocol: &JsValue, flat: &[u32]) -> Vec<(String, Vec<(String, u32)>)> {
    let width = number(protocol, "recordWidth") as usize;
    let specs = array(protocol, "events");
    flat.chunks_exact(width)
        .map(|record| {
            let spec = &specs[record[0] as usize];
            let operands = array(spec, "operands")
                .iter()
                .zip(&record[1..])
                .map(|(name, &value)| (name.as_string().unwrap(), value))
                .collect();
            (field(spec, "name").as_string().unwrap(), operands)
        })
        .collect()
}

fn named(name: &str, fields: &[(&str, u32)]) -> (String, Vec<(String, u32)>) {
    let fields = fields.iter().map(|&(k, v)| (k.to_string(), v)).collect();
    (name.to_string(), fields)
}

/// Each geography event by its Rust field names (written out here, not taken from
/// the crate's operand table).
fn geography_fields(event: &Event) -> (String, Vec<(String, u32)>) {
    match *event {
        Event::GreedyMatched {
            left,
            right,
            forced,
        } => named(
            "greedy_matched",
            &[("left", left), ("right", right), ("forced", forced as u32)],
        ),
        Event::PhaseStarted { phase } => named("phase_started", &[("phase", phase)]),
        Event::LayerReached { cell, distance } => {
            named("layer_reached", &[("cell", cell), ("distance", distance)])
        }
        Event::SearchStarted { root } => named("search_started", &[("root", root)]),
        Event::EdgeTried { from, to, skipped } => named(
            "edge_tried",
            &[("from", from), ("to", to), ("skipped", skipped as u32)],
        ),
        Event::MatchFollowed { from, to } => named("match_followed", &[("from", from), ("to", to)]),
        Event::Backtracked { cell } => named("backtracked", &[("cell", cell)]),
        Event::PathFound { root, end, len } => {
            named("path_found", &[("root", root), ("end", end), ("len", len)])
        }
        Event::Augmented { size } => named("augmented", &[("size", size)]),
        Event::SearchFailed { root } => named("search_failed", &[("root", root)]),
        Event::PhaseEnded { phase, size } => {
            named("phase_ended", &[("phase", phase), ("size", size)])
        }
        Event::MatchingDone { size } => named("matching_done", &[("size", size)]),
        Event::UnmatchedSeed { cell } => named("unmatched_seed", &[("cell", cell)]),
        Event::EdgeCrossed { from, to } => named("edge_crossed", &[("from", from), ("to", to)]),
        Event::WinningMarked { cell, via } => {
            named("winning_marked", &[("cell", cell), ("via", via)])
        }
        Event::Verdict { winning } => named("verdict", &[("winning", winning)]),
        Event::Labelled { cell, from, odd } => named(
            "cell_labelled",
            &[("cell", cell), ("from", from), ("odd", odd as u32)],
        ),
        Event::BlossomFound {
            from,
            to,
            base,
            len,
        } => named(
            "blossom_found",
            &[("from", from), ("to", to), ("base", base), ("len", len)],
        ),
        Event::BlossomContracted { base, size } => {
            named("blossom_contracted", &[("base", base), ("size", size)])
        }
    }
}

fn mine_fields(event: &MineEvent) -> (String, Vec<(String, u32)>) {
    match *event {
        MineEvent::RegionStarted { region, cell } => {
            named("region_started", &[("region", region), ("cell", cell)])
        }
        MineEvent::CellReached {
            region,
            cell,
            number,
            shared,
            counted_by,
        } => named(
            "cell_reached",
            &[
                ("region", region),
                ("cell", cell),
                ("number", u32::from(number)),
                ("shared", shared as u32),
                ("countedBy", counted_by),
            ],
        ),
        MineEvent::RegionFinished {
            region,
            blanks,
            numbers,
            grundy,
        } => named(
            "region_finished",
            &[
                ("region", region),
                ("blanks", blanks),
                ("numbers", numbers),
                ("grundy", u32::from(grundy)),
            ],
        ),
        MineEvent::LoneNumber { cell, number } => named(
            "lone_number",
            &[("cell", cell), ("number", u32::from(number))],
        ),
        MineEvent::Xor {
            value,
            added,
            before,
        } => named(
            "xor",
            &[
                ("value", u32::from(value)),
                ("added", u32::from(added)),
                ("before", u32::from(before)),
            ],
        ),
        MineEvent::Verdict { winner, xor } => named(
            "verdict",
            &[
                ("winner", (winner == Player::Fanglaoshi) as u32),
                ("xor", u32::from(xor)),
            ],
        ),
    }
}

fn options(json: &str) -> JsValue {
    js_sys::JSON::parse(json).unwrap()
}

fn record_geography(run: &mut GeographyRun) {
    while !run.record(1000) {}
}

/// Records decoded through the protocol name the same fields, with the same values,
/// as the Rust events of the same run: nothing is packed.
#[wasm_bindgen_test]
fn decoded_records_equal_the_rust_events() {
    let protocol = geography_protocol();
    assert_eq!(number(&protocol, "recordWidth"), 6);
    for (algorithm, greedy) in [("kuhn", true), ("hopcroft-karp", false)] {
        let input = generate::random(9, 12, 0.2, 4).to_judge_input();
        let json = format!(r#"{{"algorithm":"{algorithm}","greedy":{greedy}}}"#);
        let mut run = GeographyRun::new(&input, options(&json)).unwrap();
        record_geography(&mut run);
        let board = gridplay::geography::Board::parse(input.as_bytes()).unwrap();
        let rust = Options {
            algorithm: algorithm.parse::<Algorithm>().unwrap(),
            greedy: GreedyStart::from_choice(Some(greedy)),
            ..Options::default()
        };
        let expected: Vec<_> = Run::new(board, rust)
            .map(|e| geography_fields(&e))
            .collect();
        let got = decode(&protocol, &run.events(0, run.last_step()).to_vec());
        assert_eq!(got, expected, "{algorithm}");
    }
    // Mine: the XOR carries the value added and the XOR before; a region's blanks
    // are not squeezed into another operand.
    let protocol = mine_protocol();
    let board = gridplay::mine::generate::random(30, 40, 0.12, 9);
    let input = gridplay::mine::parse::write_input(std::slice::from_ref(&board));
    let mut run = MineRun::new(&input, JsValue::UNDEFINED).unwrap();
    while !run.record(1000) {}
    let expected: Vec<_> = Solver::new(board).map(|e| mine_fields(&e)).collect();
    let got = decode(&protocol, &run.events(0, run.last_step()).to_vec());
    assert_eq!(got, expected);
    let mut xor = 0;
    for (i, (name, fields)) in got.iter().enumerate() {
        if name == "xor" {
            let value = |k: &str| fields.iter().find(|(n, _)| n == k).unwrap().1;
            assert_eq!(value("before"), xor, "event {i}");
            assert_eq!(value("value"), value("before") ^ value("added"));
            xor = value("value");
        }
    }
}

/// The cell byte's named bits are the ones the frame sets: walls where the board
/// has walls, winning bits on exactly the judge's cells.
#[wasm_bindgen_test]
fn the_cell_bits_the_protocol_names_are_the_frames() {
    let protocol = geography_protocol();
    let cell = field(&protocol, "cell");
    let (partner, wall, winning) = (
        number(&cell, "partner") as u8,
        number(&cell, "wall") as u8,
        number(&cell, "winning") as u8,
    );
    let input = generate::random(11, 13, 0.3, 2).to_judge_input();
    let mut run = GeographyRun::new(&input, JsValue::UNDEFINED).unwrap();
    record_geography(&mut run);
    run.seek(run.last_step());
    let cols = run.cols();
    let bytes = cells(run.cells_ptr(), (run.rows() * cols) as usize);
    let judge = geography_judge_output(&input, "p4055").unwrap();
    let mut expected: Vec<u32> = judge
        .lines()
        .skip(1)
        .map(|l| {
            let (r, c) = l.split_once(' ').unwrap();
            (r.parse::<u32>().unwrap() - 1) * cols + c.parse::<u32>().unwrap() - 1
        })
        .collect();
    expected.sort_unstable();
    let marked: Vec<u32> = (0..bytes.len() as u32)
        .filter(|&i| bytes[i as usize] & winning != 0)
        .collect();
    assert_eq!(marked, expected);
    for (i, &byte) in bytes.iter().enumerate() {
        let (r, c) = (i as u32 / cols, i as u32 % cols);
        assert_eq!(byte & partner == wall, run.is_wall(r, c), "cell {i}");
    }
    let mine = field(&mine_protocol(), "cell");
    let mut run = MineRun::new("1\n3 3 1\n1 1\n", JsValue::UNDEFINED).unwrap();
    let bytes = cells(run.cells_ptr(), 9);
    let value = number(&mine, "value") as u8;
    assert_eq!(bytes[4] & value, number(&mine, "mine") as u8);
    assert!(
        bytes
            .iter()
            .enumerate()
            .all(|(i, b)| i == 4 || b & value == 1)
    );
    while !run.record(100) {}
    run.seek(run.last_step());
    let lone = number(&mine, "lone") as u8;
    let bytes = cells(run.cells_ptr(), 9);
    assert_eq!(bytes.iter().filter(|&&b| b & lone != 0).count(), 8);
}

fn cells(ptr: *const u8, len: usize) -> Vec<u8> {
    // The run's frame lives in this module's memory: read it as the page does.
    unsafe { std::slice::from_raw_parts(ptr, len) }.to_vec()
}

/// At every augmentation the frame shows the path it flipped (the search path one
/// step earlier, its cells now paired); at every other step, none. Seeking there
/// from anywhere gives the same path.
#[wasm_bindgen_test]
fn the_augmented_step_exposes_the_flipped_path() {
    let input = generate::random(12, 12, 0.15, 6).to_judge_input();
    let mut run = GeographyRun::new(&input, options(r#"{"greedy":false}"#)).unwrap();
    record_geography(&mut run);
    let protocol = geography_protocol();
    let names = decode(&protocol, &run.events(0, run.last_step()).to_vec());
    let mut flips = 0;
    for step in 1..=run.last_step() {
        run.seek(step - 1);
        let before = run.path().to_vec();
        run.seek(step);
        let flipped = run.flipped().to_vec();
        if names[step as usize - 1].0 != "augmented" {
            assert!(flipped.is_empty(), "step {step}");
            continue;
        }
        flips += 1;
        assert_eq!(flipped, before, "step {step}");
        assert!(flipped.len() >= 2 && flipped.len() % 2 == 0);
        run.seek(0);
        run.seek(step);
        assert_eq!(run.flipped().to_vec(), before);
    }
    assert!(flips > 5, "{flips} augmentations");
}

/// Group steps: each Hopcroft–Karp BFS layer is one step, each mine region's flood
/// fill one step; other events stay single steps; back by groups retraces forward.
#[wasm_bindgen_test]
fn group_steps_cover_one_layer_or_one_region() {
    // Big enough, and without the greedy start, for several phases with layers of many
    // cells (the layers shown are the cells on shortest augmenting paths).
    let input = generate::random(24, 30, 0.2, 8).to_judge_input();
    let mut run = GeographyRun::new(
        &input,
        options(r#"{"algorithm":"hopcroft-karp","greedy":false}"#),
    )
    .unwrap();
    record_geography(&mut run);
    let events = decode(
        &geography_protocol(),
        &run.events(0, run.last_step()).to_vec(),
    );
    let layer = |i: usize| (events[i].0 == "layer_reached").then(|| events[i].1[1].1);
    check_groups(
        run.last_step(),
        |s| run.group_end(s),
        |s| run.group_start(s),
        layer,
    );

    let board = gridplay::mine::generate::random(20, 24, 0.15, 3);
    let input = gridplay::mine::parse::write_input(&[board]);
    let mut run = MineRun::new(&input, JsValue::UNDEFINED).unwrap();
    while !run.record(1000) {}
    let events = decode(&mine_protocol(), &run.events(0, run.last_step()).to_vec());
    let region = |i: usize| (events[i].0 == "cell_reached").then(|| events[i].1[0].1);
    check_groups(
        run.last_step(),
        |s| run.group_end(s),
        |s| run.group_start(s),
        region,
    );
}

fn check_groups(
    last: u32,
    end: impl Fn(u32) -> u32,
    start: impl Fn(u32) -> u32,
    key: impl Fn(usize) -> Option<u32>,
) {
    let (mut step, mut boundaries, mut long) = (0, vec![0], 0);
    while step < last {
        let next = end(step);
        assert!(next > step && next <= last);
        // Every event of the group has the key of its first event.
        let first = key(step as usize);
        if first.is_none() {
            assert_eq!(next, step + 1);
        }
        for i in step..next {
            assert_eq!(key(i as usize), first, "event {i} in group {step}..{next}");
        }
        // The group is maximal.
        if next < last && first.is_some() {
            assert_ne!(key(next as usize), first);
        }
        long += usize::from(next - step > 1);
        boundaries.push(next);
        step = next;
    }
    assert!(long > 2, "{long} groups of several events");
    for pair in boundaries.windows(2) {
        assert_eq!(start(pair[1]), pair[0]);
    }
    assert_eq!(start(0), 0);
    assert_eq!(end(last), last);
}

/// Timeline marks come in the protocol's three kinds; phase navigation visits the
/// phase marks in order.
#[wasm_bindgen_test]
fn marks_and_phase_navigation_follow_the_protocols_kinds() {
    let protocol = geography_protocol();
    let marks = field(&protocol, "marks");
    let (phase, step_kind, end_kind) = (
        codes(&field(&marks, "phase")),
        codes(&field(&marks, "step")),
        codes(&field(&marks, "end")),
    );
    let input = generate::random(16, 16, 0.2, 1).to_judge_input();
    let mut run = GeographyRun::new(&input, options(r#"{"algorithm":"hopcroft-karp"}"#)).unwrap();
    record_geography(&mut run);
    let events = decode(&protocol, &run.events(0, run.last_step()).to_vec());
    let specs = array(&protocol, "events");
    let name_of = |code: u32| field(&specs[code as usize], "name").as_string().unwrap();
    assert_eq!(
        phase.iter().map(|&c| name_of(c)).collect::<Vec<_>>(),
        ["phase_started"]
    );
    assert_eq!(
        step_kind.iter().map(|&c| name_of(c)).collect::<Vec<_>>(),
        ["augmented"]
    );
    assert_eq!(
        end_kind.iter().map(|&c| name_of(c)).collect::<Vec<_>>(),
        ["matching_done", "verdict"]
    );
    let flat = run.marks().to_vec();
    let all: Vec<u32> = [&phase[..], &step_kind[..], &end_kind[..]].concat();
    let expected: Vec<u32> = (0..events.len())
        .filter(|&i| all.iter().any(|&c| name_of(c) == events[i].0))
        .map(|i| i as u32 + 1)
        .collect();
    assert_eq!(
        flat.iter().step_by(2).copied().collect::<Vec<_>>(),
        expected
    );
    let phases: Vec<u32> = (0..events.len())
        .filter(|&i| events[i].0 == "phase_started")
        .map(|i| i as u32 + 1)
        .collect();
    assert!(phases.len() >= 2);
    let mut visited = Vec::new();
    let mut step = 0;
    loop {
        step = run.next_phase(step);
        if step == run.last_step() {
            break;
        }
        visited.push(step);
    }
    assert_eq!(visited, phases);
    assert_eq!(run.previous_phase(phases[1]), phases[0]);
    assert_eq!(run.previous_phase(phases[0]), 0);
    // Mine: only the first lone number is a phase mark.
    let protocol = mine_protocol();
    let mut run = MineRun::new("1\n3 3 1\n1 1\n", JsValue::UNDEFINED).unwrap();
    while !run.record(100) {}
    let flat = run.marks().to_vec();
    let lone = codes(&field(&field(&protocol, "marks"), "phase"))[0];
    assert_eq!(flat.chunks(2).filter(|m| m[1] == lone).count(), 1);
    assert_eq!(run.next_phase(0), 1); // no blank: the first event is a lone number
}

/// Marks read again and again while a run is recorded a slice at a time (as the page
/// does) end as the marks of the same run read once at its end; a mine board edited
/// afterwards starts its marks again (they are those of its new board).
#[wasm_bindgen_test]
fn marks_read_while_recording_equal_marks_read_once() {
    let input = generate::random(20, 20, 0.2, 3).to_judge_input();
    for algorithm in ["kuhn", "hopcroft-karp", "blossom"] {
        let json = format!(r#"{{"algorithm":"{algorithm}","greedy":false}}"#);
        let mut sliced = GeographyRun::new(&input, options(&json)).unwrap();
        let mut reads = 0;
        while !sliced.record(37) {
            let so_far = sliced.marks().to_vec();
            assert!(so_far.chunks(2).all(|m| m[0] <= sliced.recorded()));
            reads += 1;
        }
        assert!(reads > 3, "{algorithm}: recorded in one slice");
        let mut whole = GeographyRun::new(&input, options(&json)).unwrap();
        record_geography(&mut whole);
        assert_eq!(
            sliced.marks().to_vec(),
            whole.marks().to_vec(),
            "{algorithm}"
        );
    }
    // Mine: a wall of mines around a blank corner; then a mine on the corner.
    let mut run = MineRun::new("1\n3 3 1\n2 2\n", JsValue::UNDEFINED).unwrap();
    while !run.record(100) {}
    let before = run.marks().to_vec();
    run.set_mines(&[0, 0], true);
    while !run.record(100) {}
    let mut fresh = MineRun::new(&run.judge_input(), JsValue::UNDEFINED).unwrap();
    while !fresh.record(100) {}
    assert_ne!(before, fresh.marks().to_vec());
    assert_eq!(run.marks().to_vec(), fresh.marks().to_vec());
}

/// The greedy start: absent or null is automatic (off up to 4096 free cells, on
/// above), and the handle says what was chosen and whether it was automatic.
#[wasm_bindgen_test]
fn the_greedy_start_is_chosen_by_the_board_unless_given() {
    let small = generate::empty(64, 64).to_judge_input();
    let big = generate::empty(65, 64).to_judge_input();
    // The first event is a greedy pair when the start guesses: kuhn's makes the
    // forced pairs only, and an empty board has none.
    let hk = |json: &str| json.replace('{', r#"{"algorithm":"hopcroft-karp","#);
    for (input, json, greedy, auto) in [
        (&small, "null".to_string(), false, true),
        (&small, r#"{"greedy":null}"#.to_string(), false, true),
        (&small, hk(r#"{"greedy":true}"#), true, false),
        (&small, r#"{"greedy":true}"#.to_string(), true, false),
        (&big, "{}".to_string(), true, true),
        (&big, hk(r#"{"greedy":null}"#), true, true),
        (&big, r#"{"greedy":false}"#.to_string(), false, false),
    ] {
        let mut run = GeographyRun::new(input, options(&json)).unwrap();
        assert_eq!((run.greedy(), run.greedy_auto()), (greedy, auto), "{json}");
        let guesses = json.contains("hopcroft-karp");
        assert_eq!(run.greedy_guesses(), guesses, "{json}");
        run.record(1);
        let first = decode(&geography_protocol(), &run.events(0, 1).to_vec());
        assert_eq!(first[0].0 == "greedy_matched", greedy && guesses, "{json}");
    }
    let defaults = field(&geography_protocol(), "defaults");
    assert!(field(&defaults, "greedy").is_null());
    assert_eq!(number(&defaults, "greedyAutoMaxFree"), 4096);
}

/// Presets: 1 to limits.presetMaxSide rows and columns in both games.
#[wasm_bindgen_test]
fn presets_take_sides_up_to_the_protocols_limit() {
    for protocol in [geography_protocol(), mine_protocol()] {
        let limits = field(&protocol, "limits");
        assert_eq!(number(&limits, "presetMaxSide"), 1000);
    }
    assert_eq!(
        number(&field(&geography_protocol(), "limits"), "maxCells"),
        16_000_000
    );
    assert!(preset("geography", "empty", 1000, 3, 0.0, 1).is_ok());
    assert!(preset("mine", "empty", 3, 1000, 0.0, 1).is_ok());
    for (rows, cols) in [(1001, 3), (3, 1001), (0, 3), (4000, 4000)] {
        let error = preset("geography", "empty", rows, cols, 0.0, 1)
            .err()
            .unwrap();
        assert!(
            field(&error, "message")
                .as_string()
                .unwrap()
                .contains("1 to 1000")
        );
        assert!(preset("mine", "empty", rows, cols, 0.0, 1).is_err());
    }
    let error = preset("go", "empty", 3, 3, 0.0, 1).err().unwrap();
    assert!(field(&error, "message").as_string().unwrap().contains("go"));
}

/// `explain` through the adapter: null before the end; the sample's cells after.
#[wasm_bindgen_test]
fn explain_gives_the_certificate_once_the_run_is_complete() {
    let mut run = GeographyRun::new(SAMPLE, JsValue::UNDEFINED).unwrap();
    assert!(run.explain(1, 2).unwrap().is_null());
    while !run.record(100) {}
    let json = |v: JsValue| String::from(js_sys::JSON::stringify(&v).unwrap());
    // kuhn matches (0,0)-(1,0) and (1,1)-(2,1); (1,2) is unmatched.
    let win = run.explain(2, 1).unwrap();
    assert_eq!(field(&win, "wins"), JsValue::TRUE);
    assert_eq!(json(field(&win, "matching")), "[[0,0,1,0],[1,1,2,1]]");
    assert_eq!(json(field(&win, "path")), "[[1,2],[1,1],[2,1]]");
    assert_eq!(json(field(&win, "flipped")), "[[0,0,1,0],[1,1,1,2]]");
    let lose = run.explain(1, 1).unwrap();
    assert_eq!(field(&lose, "wins"), JsValue::FALSE);
    assert_eq!(json(field(&lose, "path")), "[]");
    assert_eq!(json(field(&lose, "partner")), "[2,1]");
    assert!(run.explain(0, 1).is_err(), "a wall");
    assert!(run.explain(3, 0).is_err(), "off the board");
}

#[wasm_bindgen_test]
fn a_mine_game_against_the_computer() {
    // 1×5 with a mine in the middle: two regions of one number each, XOR 2 ^ 2 = 0.
    let input = "1\n1 5 1\n0 2\n";
    let options = js_sys::JSON::parse(r#"{"you":"second"}"#).unwrap();
    let mut game = MineGame::new(input, options).unwrap();
    assert_eq!(game.turn(), "computer");
    let error = game.play(0).unwrap_err();
    assert_eq!(field(&error, "code").as_string().unwrap(), "not-your-turn");
    // Lost for the computer: it clicks the first number, the longest game.
    let reply = game.reply();
    assert_eq!(field(&reply, "strategy").as_string().unwrap(), "longest");
    assert_eq!(field(&reply, "kind").as_string().unwrap(), "number");
    assert_eq!(field(&reply, "xorBefore"), JsValue::from(0));
    assert_eq!(game.turn(), "you");
    assert!(game.reply().is_null());
    assert_eq!(game.cells().to_vec()[1] & 0x10, 0x10, "(0, 1) is open");
    let error = game.play(2).unwrap_err();
    assert_eq!(field(&error, "code").as_string().unwrap(), "mine");
    let explained = game.explain_region(0, 4).unwrap();
    assert_eq!(field(&explained, "count"), JsValue::from(1));
    assert_eq!(field(&explained, "value"), JsValue::from(2));
    // The region with its number left is worth 2 and the other region 1: open the
    // left one (value 0 after).
    let played = game.play(0).unwrap();
    assert_eq!(field(&played, "xorAfter"), JsValue::from(2));
    assert_eq!(field(&played, "mistake"), JsValue::TRUE);
    assert!(game.undo());
    let played = game.play(3).unwrap();
    assert_eq!(field(&played, "xorAfter"), JsValue::from(0));
    assert_eq!(field(&played, "winning"), JsValue::TRUE);
    let grundy = game.grundy();
    assert_eq!(field(&grundy, "xor"), JsValue::from(0));
    game.reply();
    assert!(!game.over());
    game.play(game.moves().to_vec()[0]).unwrap();
    assert!(game.over());
    assert_eq!(game.winner().as_deref(), Some("you"));
}
