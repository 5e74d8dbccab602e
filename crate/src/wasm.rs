//! The WebAssembly adapter: every `#[wasm_bindgen]` item lives here.

use wasm_bindgen::prelude::*;

/// The crate version, shown in the page footer.
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}
