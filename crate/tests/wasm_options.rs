//! The token game's run options as JS hands them over (`wasm-pack test --headless
//! --chrome crate`): absent, `undefined` and `null` fields take the defaults, and a
//! field of the wrong type throws `{ line: 0, column: 0, message }` naming it.

#![cfg(target_arch = "wasm32")]

use gridplay::wasm::GeographyRun;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const SAMPLE: &str = "3 3\n.##\n...\n#.#\n";

fn options(json: &str) -> JsValue {
    js_sys::JSON::parse(json).unwrap()
}

fn message(options: JsValue) -> String {
    let error = GeographyRun::new(SAMPLE, options).err().expect("an error");
    let field = |name: &str| js_sys::Reflect::get(&error, &JsValue::from_str(name)).unwrap();
    assert_eq!(field("line"), JsValue::from(0));
    assert_eq!(field("column"), JsValue::from(0));
    field("message").as_string().unwrap()
}

#[wasm_bindgen_test]
fn absent_and_null_fields_take_the_defaults() {
    let given = [
        JsValue::UNDEFINED,
        JsValue::NULL,
        options("{}"),
        options(r#"{"algorithm":null,"moves":null,"greedy":null,"maxEvents":null,"other":1}"#),
    ];
    for options in given {
        let run = GeographyRun::new(SAMPLE, options).unwrap();
        assert_eq!(run.moves(), "rook");
        assert_eq!(run.algorithm(), "kuhn");
        assert!(run.greedy_auto());
    }
}

#[wasm_bindgen_test]
fn given_fields_replace_the_defaults() {
    let mut run = GeographyRun::new(
        SAMPLE,
        options(r#"{"moves":"king","greedy":false,"maxEvents":2}"#),
    )
    .unwrap();
    assert_eq!(
        (run.moves().as_str(), run.algorithm().as_str()),
        ("king", "blossom")
    );
    assert!(!run.greedy() && !run.greedy_auto());
    while !run.record(100) {}
    assert_eq!(run.recorded(), 2);
    let run = GeographyRun::new(
        SAMPLE,
        options(r#"{"algorithm":"hopcroft-karp","greedy":true}"#),
    )
    .unwrap();
    assert_eq!(run.algorithm(), "hopcroft-karp");
    assert!(run.greedy() && !run.greedy_auto());
}

#[wasm_bindgen_test]
fn fields_of_the_wrong_type_are_named() {
    assert_eq!(message(JsValue::from(3)), "options: expected an object");
    assert_eq!(
        message(options(r#"{"moves":3}"#)),
        "moves: expected a string"
    );
    assert_eq!(
        message(options(r#"{"algorithm":true}"#)),
        "algorithm: expected a string"
    );
    assert_eq!(
        message(options(r#"{"greedy":"yes"}"#)),
        "greedy: expected true or false"
    );
    for bad in ["1.5", "-1", "4294967296", "\"9\""] {
        assert_eq!(
            message(options(&format!(r#"{{"maxEvents":{bad}}}"#))),
            "maxEvents: expected a whole number from 0 to 4294967295",
            "{bad}"
        );
    }
    // A known type with an unknown value: the core's own message.
    assert!(message(options(r#"{"moves":"queen"}"#)).contains("queen"));
}
