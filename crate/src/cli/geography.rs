//! `gridplay geography` and `gridplay trace geography`.

/// Runs `gridplay geography` (or `trace geography`); returns the exit code.
pub fn main(_args: &[&str], _trace: bool) -> i32 {
    super::usage_error("geography is not built yet")
}
