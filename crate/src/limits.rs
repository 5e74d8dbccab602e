//! Every size limit and default the CLI, the page, links and the viewer share, in one
//! place. The page reads them from the wasm adapter's protocol objects
//! (`geographyProtocol().limits`, `.defaults`), never from constants of its own.
//!
//! | what | value | where it applies |
//! |---|---|---|
//! | [`PRESET_MAX_SIDE`] | 1000 | rows and columns of a generated board (both games; form, links, viewer) |
//! | [`GEOGRAPHY_MAX_CELLS`] | 16 000 000 | token-game judge input (`gridplay geography --max-cells`) |
//! | [`MINE_MAX_CELLS`] | 1 000 000 | mine judge input per case, the problem's N·M ≤ 10⁶ |
//! | [`DEFAULT_MAX_EVENTS`] | 4 194 304 | events a page run records before it finishes without recording |
//! | [`PAGE_MAX_VISITS`] | 8 000 000 | the page's cap on mine's exact search (a few tenths of a second) |
//! | [`GREEDY_AUTO_MAX_FREE`] | 4096 | free cells up to which the token game starts from the empty matching |

pub use crate::geography::GREEDY_AUTO_MAX_FREE;
pub use crate::recording::DEFAULT_MAX_EVENTS;

/// Largest number of rows or columns of a preset board, in both games.
pub const PRESET_MAX_SIDE: u32 = 1000;

/// Largest token-game board read from judge input: the parser's default.
pub const GEOGRAPHY_MAX_CELLS: u64 = crate::parse::DEFAULT_MAX_CELLS;

/// Largest mine board read from judge input: the problem's limit, as the CLI.
pub const MINE_MAX_CELLS: u64 =
    crate::mine::parse::PROBLEM_MAX_SIDE as u64 * crate::mine::parse::PROBLEM_MAX_SIDE as u64;

/// The page's cap on visits of mine's exact search: it runs on the page's thread.
pub const PAGE_MAX_VISITS: u64 = 8_000_000;

/// Checks a preset's size: 1 to [`PRESET_MAX_SIDE`] rows and columns.
pub fn check_preset_size(rows: u32, cols: u32) -> Result<(), String> {
    let side = 1..=PRESET_MAX_SIDE;
    if side.contains(&rows) && side.contains(&cols) {
        Ok(())
    } else {
        Err(format!(
            "rows and columns must be 1 to {PRESET_MAX_SIDE}, not {rows} × {cols}"
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn preset_sizes_from_1_to_the_limit_pass_and_others_say_why() {
        assert!(check_preset_size(1, 1).is_ok());
        assert!(check_preset_size(PRESET_MAX_SIDE, PRESET_MAX_SIDE).is_ok());
        for (rows, cols) in [(0, 5), (5, 0), (PRESET_MAX_SIDE + 1, 1), (1, 4000)] {
            let error = check_preset_size(rows, cols).unwrap_err();
            assert!(error.contains("1 to 1000"), "{error}");
        }
    }
}
