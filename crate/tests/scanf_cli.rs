//! One rule for whitespace and one for numbers in every reader (issue 29, item 6), as
//! the judges' accepted solutions read with `scanf("%d")`: whitespace is space, \t,
//! \n, \v, \f and \r; a number may carry a `+` sign (`scanf("%d")` reads "+3" as 3).

mod common;

use common::cli::gridplay;

/// The same answer as `plain` for the input written with `spaced` separators.
fn same(args: &[&str], plain: &[u8], spaced: &[u8]) {
    let a = gridplay(args, plain);
    let b = gridplay(args, spaced);
    assert_eq!(a.code, 0, "{args:?} on the plain input: {}", a.stderr);
    assert_eq!(
        (b.code, &b.stdout),
        (0, &a.stdout),
        "{args:?}: {}",
        b.stderr
    );
}

#[test]
fn a_vertical_tab_or_form_feed_separates_numbers_everywhere() {
    let mine = b"1\n3 3 1\n1 1\n";
    for sep in [b"\x0b", b"\x0c"] {
        let sep = sep[0];
        // Between a mine's coordinates, and inside the case line.
        let mut spaced = mine.to_vec();
        spaced[9] = sep;
        same(&["mine"], mine, &spaced);
        let mut spaced = mine.to_vec();
        spaced[3] = sep;
        same(&["mine"], mine, &spaced);
        let board = b"3 3\n.##\n...\n#.#\n";
        let mut spaced = board.to_vec();
        spaced[1] = sep;
        same(&["geography"], board, &spaced);
    }
}

#[test]
fn a_plus_sign_is_read_as_scanf_reads_it_and_a_minus_is_refused() {
    same(&["mine"], b"1\n3 3 1\n1 1\n", b"+1\n+3 3 +1\n+1 +1\n");
    same(
        &["geography"],
        b"3 3\n.##\n...\n#.#\n",
        b"+3 +3\n.##\n...\n#.#\n",
    );
    let run = gridplay(&["mine"], b"1\n3 3 1\n-1 1\n");
    assert_eq!(run.code, 2);
    assert!(run.stderr.contains("line 3, column 1"), "{}", run.stderr);
}

#[test]
fn signs_past_the_first_chunk_of_a_large_input_do_not_cut_it_short() {
    // 300 000 mines, every one written with signs: several 64 KiB chunks, each with '+'.
    let mut plain = b"1\n1000 1000 300000\n".to_vec();
    let mut signed = b"+1\n+1000 +1000 +300000\n".to_vec();
    for i in 0..300_000u32 {
        plain.extend_from_slice(format!("{} {}\n", i / 1000, i % 1000).as_bytes());
        signed.extend_from_slice(format!("+{} +{}\n", i / 1000, i % 1000).as_bytes());
    }
    same(&["mine"], &plain, &signed);
}
