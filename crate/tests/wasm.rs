//! The core and the adapter inside WebAssembly, in headless Chromium
//! (`wasm-pack test --headless --chrome crate`).

#![cfg(target_arch = "wasm32")]

use gridplay::geography::{Options, generate, solve};
use gridplay::wasm::{GeographyRun, MineRun, geography_judge_output, mine_judge_output};
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
    // Four numbers per event; the last one is the verdict.
    let events = run.events(0, last).to_vec();
    assert_eq!(events.len(), 4 * last as usize);
    assert_eq!(events[events.len() - 4], 15);
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

/// A long run stops recording at its limit and still ends with the exact result.
#[wasm_bindgen_test]
fn runs_past_the_event_limit_end_with_the_result() {
    let input = generate::random(40, 40, 0.2, 3).to_judge_input();
    let options = js_sys::JSON::parse(r#"{"algorithm":"kuhn","maxEvents":100}"#).unwrap();
    let mut run = GeographyRun::new(&input, options).unwrap();
    while !run.record(1000) {}
    assert!(run.truncated());
    assert_eq!(run.recorded(), 100);
    assert_eq!(run.last_step(), 101);
    run.seek(101);
    let expected = geography_judge_output(&input, "p4055").unwrap();
    assert_eq!(run.judge_output("p4055").unwrap().unwrap(), expected);
    let winning = expected.lines().count() as u32 - 1;
    assert_eq!(field(&run.counters(), "winning"), JsValue::from(winning));
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
