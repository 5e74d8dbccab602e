//! The core and the adapter inside WebAssembly, in headless Chromium
//! (`wasm-pack test --headless --chrome crate`): page runs of both games end with
//! the judge output, bad input throws, long runs pass the event limit, presets and
//! play mode. The protocol's tables are checked in wasm_protocol.rs.

#![cfg(target_arch = "wasm32")]

mod wasm_common;

use gridplay::geography::{Options, generate, solve};
use gridplay::wasm::{
    GeographyRun, MineGame, MineRun, geography_judge_output, geography_protocol, mine_judge_output,
    mine_protocol, preset,
};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;
use wasm_common::{SAMPLE, decode, field, number, options, record_geography};

wasm_bindgen_test_configure!(run_in_browser);

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
    let board = gridplay::mine::generate::promise_breaking(12, 12, 5).unwrap();
    let input = gridplay::mine::parse::write_input(&[board]);
    let options = js_sys::JSON::parse(r#"{"maxVisits":0}"#).unwrap();
    let mut run = MineRun::new(&input, options).unwrap();
    record_all(&mut run);
    assert!(run.shared_cells().length() > 0);
    let exact = run.exact();
    assert_eq!(field(&exact, "status"), JsValue::from("unknown"));
    assert_eq!(field(&exact, "maxVisits"), JsValue::from(0));
    assert!(field(&exact, "clusterRegions").as_f64().unwrap() >= 2.0);
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
