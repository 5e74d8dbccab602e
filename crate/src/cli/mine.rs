//! `gridplay mine` and `gridplay trace mine` (HDU 4678).

/// Runs `gridplay mine` (or `gridplay trace mine` when `trace`); returns the exit code.
pub fn main(_args: &[&str], _trace: bool) -> i32 {
    super::usage_error("mine is not built yet")
}
