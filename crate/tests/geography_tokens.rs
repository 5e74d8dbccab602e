//! The token game's reader against a `scanf`-style token reader written here: both
//! accepted solutions (Luogu P4055 / LOJ 6033) read `N M` with `scanf("%d %d")` and
//! each row with `scanf("%s")`, so any whitespace may separate the tokens. On thousands
//! of random inputs, well-formed and mutated, the parser accepts exactly what the token
//! reader accepts, with the same board, and names a real line and column otherwise.

#![cfg(not(target_arch = "wasm32"))]

use gridplay::geography::Board;
use gridplay::rng::SplitMix64;

/// `isspace` in the C locale.
fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}

/// The oracle: tokens split on `isspace`, `N` and `M` as whole numbers ≥ 1, then N
/// tokens of exactly M characters `.`/`#`, nothing after. A leading UTF-8 BOM is
/// skipped (what an editor shows as the start of the file).
fn scanf_board(text: &[u8], max_cells: u64) -> Option<(u32, u32, Vec<bool>)> {
    let text = text.strip_prefix(b"\xef\xbb\xbf").unwrap_or(text);
    let mut tokens = text.split(|&b| is_space(b)).filter(|t| !t.is_empty());
    let mut number = || -> Option<u64> {
        let token = tokens.next()?;
        if !token.iter().all(u8::is_ascii_digit) {
            return None;
        }
        std::str::from_utf8(token)
            .ok()?
            .parse()
            .ok()
            .filter(|&n| n >= 1)
    };
    let (rows, cols) = (number()?, number()?);
    if rows.checked_mul(cols)? > max_cells {
        return None;
    }
    let mut free = Vec::new();
    for _ in 0..rows {
        let token = tokens.next()?;
        if token.len() as u64 != cols || !token.iter().all(|&b| b == b'.' || b == b'#') {
            return None;
        }
        free.extend(token.iter().map(|&b| b == b'.'));
    }
    tokens
        .next()
        .is_none()
        .then_some((rows as u32, cols as u32, free))
}

/// Whitespace between tokens: one of many forms.
fn separator(rng: &mut SplitMix64, line_break: bool) -> &'static str {
    const INLINE: &[&str] = &[" ", "  ", "\t", " \t ", "\x0b", "\x0c"];
    const BREAKS: &[&str] = &["\n", "\r\n", "\n\n", "\r\n\r\n", " \n", "\n \n\t", "\n\n\n"];
    if line_break || rng.below(4) == 0 {
        BREAKS[rng.below(BREAKS.len() as u64) as usize]
    } else {
        INLINE[rng.below(INLINE.len() as u64) as usize]
    }
}

/// A random board written as judge input with random whitespace, and sometimes a
/// mutation (a character deleted, inserted or changed).
fn random_input(rng: &mut SplitMix64) -> Vec<u8> {
    let (rows, cols) = (1 + rng.below(6), 1 + rng.below(6));
    let mut text = String::new();
    if rng.below(10) == 0 {
        text.push('\u{feff}');
    }
    if rng.below(5) == 0 {
        text += separator(rng, true);
    }
    text += &format!("{rows}{}{cols}", separator(rng, false));
    for _ in 0..rows {
        let own_line = rng.below(2) == 0;
        text += separator(rng, own_line);
        for _ in 0..cols {
            text.push(if rng.below(3) == 0 { '#' } else { '.' });
        }
    }
    if rng.below(2) == 0 {
        text += separator(rng, true);
    }
    let mut bytes = text.into_bytes();
    if rng.below(3) == 0 && !bytes.is_empty() {
        const INSERTS: &[u8] = b".#x 0\n\t\r9";
        let at = rng.below(bytes.len() as u64) as usize;
        match rng.below(3) {
            0 => {
                bytes.remove(at);
            }
            1 => bytes.insert(at, INSERTS[rng.below(INSERTS.len() as u64) as usize]),
            _ => bytes[at] = INSERTS[rng.below(INSERTS.len() as u64) as usize],
        }
    }
    bytes
}

fn check(text: &[u8], max_cells: u64) -> bool {
    let oracle = scanf_board(text, max_cells);
    match (Board::parse_with_limit(text, max_cells), oracle) {
        (Ok(board), Some((rows, cols, free))) => {
            assert_eq!(board, Board::from_free(rows, cols, &free), "{text:?}");
            true
        }
        (Err(error), None) => {
            let lines = text.split(|&b| b == b'\n').count();
            assert!(
                (1..=lines).contains(&error.line) && error.column >= 1,
                "{text:?}: {error}"
            );
            false
        }
        (Ok(_), None) => panic!("accepted what scanf-style reading refuses: {text:?}"),
        (Err(error), Some(_)) => {
            panic!("refused what scanf-style reading accepts: {text:?}: {error}")
        }
    }
}

#[test]
fn the_reader_accepts_what_scanf_tokens_accept_on_random_inputs() {
    let mut rng = SplitMix64::new(0x5CA9_F000_4055_6033);
    let (mut accepted, mut refused) = (0, 0);
    for _ in 0..6000 {
        let text = random_input(&mut rng);
        if check(&text, 16) {
            accepted += 1;
        } else {
            refused += 1;
        }
    }
    // Both outcomes must be common, or half of the rule goes untested.
    assert!(accepted > 1500 && refused > 1500, "{accepted} / {refused}");
}

#[test]
fn issue_examples_are_accepted() {
    let expected = Board::parse(b"3 3\n.##\n...\n#.#\n").unwrap();
    for text in [
        "3 3\n\n.##\n...\n#.#\n",
        "3 3\n.## ... #.#\n",
        "3\n3\n.##\n...\n#.#",
        "3 3\r\n\r\n.##\r\n...\r\n#.#\r\n",
        "\u{feff}3 3\n.##\n...\n#.#\n",
        "  3\t3 .##\x0c...\x0b#.#",
    ] {
        assert_eq!(
            Board::parse(text.as_bytes()).as_ref(),
            Ok(&expected),
            "{text:?}"
        );
        assert!(check(text.as_bytes(), 100));
    }
}

#[test]
fn row_errors_keep_their_line_and_column_when_rows_share_a_line() {
    let error = Board::parse(b"3 3\n.## .x. #.#\n").unwrap_err();
    assert_eq!((error.line, error.column), (2, 6), "{error}");
    let error = Board::parse(b"3 3\n.## .... #.#\n").unwrap_err();
    assert_eq!((error.line, error.column), (2, 8), "{error}");
    assert!(
        error
            .message
            .contains("row 2 is too long: expected 3 cells, found 4")
    );
    let error = Board::parse(b"3 3\n.## .. #.#\n").unwrap_err();
    assert_eq!((error.line, error.column), (2, 7), "{error}");
    assert!(error.message.contains("row 2 is too short"));
    // Columns count characters, after a leading BOM.
    let error = Board::parse("\u{feff}2 2\néé\n".as_bytes()).unwrap_err();
    assert_eq!((error.line, error.column), (2, 1), "{error}");
}
