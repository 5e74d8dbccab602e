//! Options objects from JS, read field by field.
//!
//! ```text
//! let options = JsOptions::new(value)?;          // undefined or null: no fields
//! let moves = options.string("moves")?;          // Some("king"), or None when absent
//! let greedy = options.bool("greedy")?;          // true / false / None (absent or null)
//! let max = options.u32("maxEvents")?;           // a whole number 0..=4294967295
//! ```
//!
//! A field that is `undefined` or `null` counts as absent; one of the wrong type
//! throws `{ line: 0, column: 0, message: "maxEvents: expected a whole number from 0
//! to 4294967295" }`. Unknown fields are ignored. Why not serde's `Deserialize`:
//! its type errors print the value they found (floats included), which brings the
//! float formatter into the wasm (about 18 KB); the page never sends a wrong type,
//! so these messages only help a developer. Cost: one property lookup per field.

use wasm_bindgen::prelude::*;

use super::usage_error;

/// A JS options object (or none), read field by field.
pub(super) struct JsOptions(Option<JsValue>);

impl JsOptions {
    /// `value` as options: an object, or `undefined` / `null` for none given.
    pub(super) fn new(value: JsValue) -> Result<JsOptions, JsValue> {
        if value.is_undefined() || value.is_null() {
            Ok(JsOptions(None))
        } else if value.is_object() {
            Ok(JsOptions(Some(value)))
        } else {
            Err(usage_error("options: expected an object"))
        }
    }

    /// The field `name`, or `None` when it is absent, `undefined` or `null`.
    fn field(&self, name: &str) -> Option<JsValue> {
        let object = self.0.as_ref()?;
        let value = js_sys::Reflect::get(object, &JsValue::from_str(name)).ok()?;
        (!value.is_undefined() && !value.is_null()).then_some(value)
    }

    /// The string field `name`, or `None` when absent.
    pub(super) fn string(&self, name: &str) -> Result<Option<String>, JsValue> {
        self.field(name)
            .map(|v| v.as_string().ok_or_else(|| wrong(name, "a string")))
            .transpose()
    }

    /// The boolean field `name`, or `None` when absent.
    pub(super) fn bool(&self, name: &str) -> Result<Option<bool>, JsValue> {
        self.field(name)
            .map(|v| v.as_bool().ok_or_else(|| wrong(name, "true or false")))
            .transpose()
    }

    /// The field `name` as a `u32` (a whole number in range), or `None` when absent.
    pub(super) fn u32(&self, name: &str) -> Result<Option<u32>, JsValue> {
        self.field(name)
            .map(|v| {
                v.as_f64()
                    .filter(|x| (0.0..=f64::from(u32::MAX)).contains(x) && x.trunc() == *x)
                    .map(|x| x as u32)
                    .ok_or_else(|| wrong(name, "a whole number from 0 to 4294967295"))
            })
            .transpose()
    }
}

/// The error for field `name` holding something other than `expected`.
fn wrong(name: &str, expected: &str) -> JsValue {
    usage_error(&[name, ": expected ", expected].concat())
}
