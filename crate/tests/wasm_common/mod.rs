//! Helpers shared by the WebAssembly tests (wasm.rs, wasm_protocol.rs,
//! wasm_slide.rs): reading the adapter's JS values as the page does.

#![allow(dead_code)] // each test file uses some of them

use gridplay::wasm::GeographyRun;
use wasm_bindgen::JsValue;

/// The token game's sample (P4055's first example).
pub const SAMPLE: &str = "3 3\n.##\n...\n#.#\n";

/// `value[name]`.
pub fn field(value: &JsValue, name: &str) -> JsValue {
    js_sys::Reflect::get(value, &JsValue::from_str(name)).unwrap()
}

/// `value[name]` as a whole number.
pub fn number(value: &JsValue, name: &str) -> u32 {
    field(value, name).as_f64().unwrap() as u32
}

/// `value[name]` as an array.
pub fn array(value: &JsValue, name: &str) -> Vec<JsValue> {
    js_sys::Array::from(&field(value, name)).to_vec()
}

/// A run's options object from JSON text.
pub fn options(json: &str) -> JsValue {
    js_sys::JSON::parse(json).unwrap()
}

/// `JSON.stringify(value)`.
pub fn json(value: &JsValue) -> String {
    String::from(js_sys::JSON::stringify(value).unwrap())
}

/// Records a geography run to its end.
pub fn record_geography(run: &mut GeographyRun) {
    while !run.record(1000) {}
}

/// Decodes event records as the page does: by the protocol's record width, names
/// and operand names only.
pub fn decode(protocol: &JsValue, flat: &[u32]) -> Vec<(String, Vec<(String, u32)>)> {
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
