//! The slide adapter inside WebAssembly, in headless Chromium
//! (`wasm-pack test --headless --chrome crate`): its records, frame, tail, judge
//! output, explanations and play handle against the native core.

#![cfg(target_arch = "wasm32")]

mod wasm_common;

use gridplay::slide::{Event, Game, Run, explain, generate, solve};
use gridplay::wasm::preset;
use gridplay::wasm::slide::{SlideRun, slide_judge_output, slide_protocol};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;
use wasm_common::{field, json, options};

wasm_bindgen_test_configure!(run_in_browser);

fn record_all(run: &mut SlideRun) {
    while !run.record(1000) {}
}

#[wasm_bindgen_test]
fn the_samples_and_random_games_give_the_cores_judge_output() {
    let mut inputs = vec![
        preset("slide", "sample1", 0, 0, 0.0, 0).unwrap(),
        preset("slide", "sample3", 0, 0, 0.0, 0).unwrap(),
    ];
    for seed in 1..6 {
        inputs.push(preset("slide", "random", 5, 6, 0.9, seed).unwrap());
    }
    inputs.push(preset("slide", "snake", 6, 7, 0.0, 0).unwrap());
    for input in inputs {
        let game = Game::parse(input.as_bytes()).unwrap();
        let expected = solve(&game).judge_output();
        let mut run = SlideRun::new(&input, JsValue::UNDEFINED).unwrap();
        assert_eq!(run.judge_output(), None);
        record_all(&mut run);
        assert_eq!(run.judge_output().as_deref(), Some(&expected[..]));
        assert_eq!(slide_judge_output(&input).unwrap(), expected);
        run.seek(run.last_step());
        let counters = run.counters();
        let mistakes = expected.lines().count() as u32 - 1;
        assert_eq!(field(&counters, "verdict"), JsValue::from(mistakes));
        // Every turn played: the empty cell stands on the last move's cell.
        let turns = game.moves().len() as u32;
        assert_eq!(field(&counters, "played"), JsValue::from(turns));
        assert_eq!(
            field(&counters, "empty"),
            JsValue::from(game.moves()[turns as usize - 1])
        );
        run.seek(0);
        assert_eq!(field(&run.counters(), "played"), JsValue::from(0));
    }
    assert_eq!(
        slide_judge_output(&preset("slide", "sample3", 0, 0, 0.0, 0).unwrap()).unwrap(),
        "2\n1\n2\n"
    );
}

#[wasm_bindgen_test]
fn records_decode_to_the_rust_events_by_the_protocols_names() {
    let protocol = slide_protocol();
    let specs: Vec<JsValue> = js_sys::Array::from(&field(&protocol, "events")).to_vec();
    let width = field(&protocol, "recordWidth").as_f64().unwrap() as usize;
    let game = generate::sample_3();
    let mut run = SlideRun::new(&game.to_judge_input(), JsValue::UNDEFINED).unwrap();
    record_all(&mut run);
    let flat = run.events(0, run.last_step()).to_vec();
    let events: Vec<Event> = Run::new(game).collect();
    assert_eq!(flat.len(), width * events.len());
    for (record, event) in flat.chunks(width).zip(&events) {
        let spec = &specs[record[0] as usize];
        assert_eq!(field(spec, "name").as_string().unwrap(), event.name());
        let names = js_sys::Array::from(&field(spec, "operands")).length() as usize;
        assert_eq!(&record[1..=names], &event.operands()[..names]);
    }
}

#[wasm_bindgen_test]
fn bad_input_throws_line_and_column() {
    // Move 1 of 兔兔 names a black piece.
    let error = SlideRun::new("1 3\nXO.\n1\n1 1\n1 2\n", JsValue::UNDEFINED)
        .err()
        .unwrap();
    assert_eq!(field(&error, "line"), JsValue::from(4));
    assert_eq!(field(&error, "column"), JsValue::from(1));
    assert!(preset("slide", "random", 41, 2, 0.5, 1).is_err());
    assert!(preset("slide", "nothing", 4, 4, 0.5, 1).is_err());
}

#[wasm_bindgen_test]
fn a_run_past_its_event_limit_ends_with_the_same_picture() {
    let input = generate::random(12, 12, 0.95, 4).to_judge_input();
    let mut capped = SlideRun::new(&input, options(r#"{"maxEvents":50}"#)).unwrap();
    record_all(&mut capped);
    assert!(capped.truncated());
    let mut whole = SlideRun::new(&input, JsValue::UNDEFINED).unwrap();
    record_all(&mut whole);
    assert!(!whole.truncated());
    capped.seek(capped.last_step());
    whole.seek(whole.last_step());
    assert_eq!(capped.judge_output(), whole.judge_output());
    assert_eq!(capped.pieces(), whole.pieces());
    assert_eq!(capped.mates().to_vec(), whole.mates().to_vec());
    let (a, b) = (capped.counters(), whole.counters());
    for name in [
        "turn",
        "empty",
        "matchingSize",
        "judged",
        "mistakes",
        "verdict",
    ] {
        assert_eq!(json(&field(&a, name)), json(&field(&b, name)), "{name}");
    }
}

#[wasm_bindgen_test]
fn explanations_and_play_agree_with_the_core() {
    let game = generate::sample_3();
    let run = SlideRun::new(&game.to_judge_input(), JsValue::UNDEFINED).unwrap();
    for number in 1..=game.rounds() {
        let why = explain::explain(&game, number.into()).unwrap();
        let words = run.explain(number).unwrap();
        assert_eq!(field(&words, "mistake"), JsValue::from(why.mistake));
        let before = field(&words, "before");
        assert_eq!(field(&before, "wins"), JsValue::from(why.before.wins));
        assert_eq!(field(&before, "player").as_string().unwrap(), "tutu");
    }
    assert!(run.explain(0).is_err() && run.explain(3).is_err());

    // Sample 1: 兔兔 wins from the start; his first legal move (1, 2) is the mistake.
    let run = SlideRun::new(&generate::sample_1().to_judge_input(), JsValue::UNDEFINED).unwrap();
    let mut play = run.play_game("tutu").unwrap();
    assert_eq!(play.perfect(), "you");
    assert_eq!(play.moves().to_vec(), vec![1, 3]);
    let moved = play.play(1).unwrap();
    assert_eq!(field(&moved, "mistake"), JsValue::TRUE);
    assert_eq!(json(&field(&moved, "better")), "[0,3]");
    assert_eq!(play.perfect(), "computer");
    assert_eq!(
        field(&play.play(0).err().unwrap(), "code")
            .as_string()
            .unwrap(),
        "not-your-turn"
    );
    assert_eq!(json(&field(&play.reply(), "cell")), "[0,0]");
    assert!(play.over());
    assert_eq!(play.winner().as_deref(), Some("computer"));
    assert!(play.reply().is_null());
    assert_eq!(play.walk().to_vec(), vec![2, 1, 0]);
    assert!(play.undo() && play.undo() && !play.undo());
    assert_eq!((play.perfect().as_str(), play.empty()), ("you", 2));
}

/// `editInput` gives the core's `Game::edit` as judge input, and a refusal as
/// `{ line: 0, column: 0, message }`.
#[wasm_bindgen_test]
fn edit_input_is_the_cores_edit() {
    use gridplay::slide::Edit;
    let input = preset("slide", "sample3", 0, 0, 0.0, 0).unwrap();
    let run = SlideRun::new(&input, options("{}")).unwrap();
    let game = Game::parse(input.as_bytes()).unwrap();
    for cell in 0..16 {
        let (r, c) = (cell / 4, cell % 4);
        for (edit, move_empty) in [(Edit::Flip(cell), false), (Edit::MoveEmpty(cell), true)] {
            match (run.edit_input(r, c, move_empty), game.edit(edit)) {
                (Ok(text), Ok(edited)) => assert_eq!(text, edited.to_judge_input()),
                (Err(error), Err(message)) => {
                    assert_eq!(field(&error, "line").as_f64(), Some(0.0));
                    assert_eq!(field(&error, "message").as_string(), Some(message));
                }
                (page, core) => panic!("{cell}: {page:?} against {core:?}"),
            }
        }
    }
    assert!(run.edit_input(4, 0, false).is_err());
}
