//! `gridplay explain slide --move I` against the exhaustive search: the verdicts
//! (mistake or not, who wins before and after) and every move the certificate names
//! (the winning move, or the answer to each move of the losing side).

#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::collections::HashMap;

use common::cli::gridplay;
use common::slide::{Position, games, judge_input, wins};

/// The 0-based cell of `(r, c)` written in the text after `prefix`.
fn cell_after(line: &str, prefix: &str, cols: usize) -> usize {
    let rest = &line[line
        .find(prefix)
        .unwrap_or_else(|| panic!("{prefix} in {line}"))
        + prefix.len()..];
    let inside = &rest[rest.find('(').unwrap() + 1..rest.find(')').unwrap()];
    let (r, c) = inside.split_once(", ").unwrap();
    (r.parse::<usize>().unwrap() - 1) * cols + c.parse::<usize>().unwrap() - 1
}

/// Checks one paragraph (`before` or `after`) of an explanation against the
/// exhaustive search from `position`; returns who wins there.
fn check_turn(
    lines: &[&str],
    label: &str,
    position: &Position,
    memo: &mut HashMap<u64, bool>,
) -> bool {
    let (mover, other) = if position.tutu_to_move {
        ("兔兔", "蛋蛋")
    } else {
        ("蛋蛋", "兔兔")
    };
    let start = lines
        .iter()
        .position(|l| l.starts_with(&format!("{label}: ")))
        .unwrap();
    let end = lines[start + 1..]
        .iter()
        .position(|l| !l.starts_with("  "))
        .map_or(lines.len(), |n| start + 1 + n);
    let wins_here = wins(position, memo);
    let claim = if wins_here { "wins" } else { "loses" };
    assert!(
        lines[start].contains(&format!("{mover} to move {claim}.")),
        "{label}: expected {mover} {claim}: {}",
        lines[start]
    );
    let body = &lines[start + 1..end];
    if wins_here {
        let line = body.iter().find(|l| l.contains("winning move:")).unwrap();
        let cell = cell_after(
            line,
            &format!("{mover} slides the piece at "),
            position.cols,
        );
        assert!(position.moves().contains(&cell), "{line}: not a legal move");
        assert!(
            !wins(&position.play(cell), memo),
            "{line}: {other} still wins"
        );
    } else {
        let mut moved: Vec<usize> = Vec::new();
        for line in body.iter().filter(|l| l.contains("answer:")) {
            let cell = cell_after(
                line,
                &format!("if {mover} slides the piece at "),
                position.cols,
            );
            let reply = cell_after(
                line,
                &format!("{other} slides the piece at "),
                position.cols,
            );
            let after = position.play(cell);
            assert!(after.moves().contains(&reply), "{line}: not a legal answer");
            assert!(
                !wins(&after.play(reply), memo),
                "{line}: the answer does not win"
            );
            moved.push(cell);
        }
        let mut legal = position.moves();
        legal.sort_unstable();
        moved.sort_unstable();
        assert_eq!(moved, legal, "every move of {mover} is answered");
    }
    wins_here
}

#[test]
fn explanations_agree_with_the_exhaustive_search_for_both_players() {
    let (mut mistakes, mut explained, mut losing_sides) = (0, 0, 0);
    for (start, moves) in games(5, 100, 20) {
        let text = judge_input(&start, &moves);
        let mut memo = HashMap::new();
        let mut position = start.clone();
        for number in 1..=moves.len() / 2 {
            let run = gridplay(
                &["explain", "slide", "--move", &number.to_string()],
                text.as_bytes(),
            );
            assert_eq!((run.code, run.stderr.as_str()), (0, ""), "{text}");
            let lines: Vec<&str> = run.stdout.lines().collect();
            let before = check_turn(&lines, "before", &position, &mut memo);
            position = position.play(moves[2 * number - 2]);
            let after = check_turn(&lines, "after", &position, &mut memo);
            position = position.play(moves[2 * number - 1]);
            let mistake = before && after;
            let headline = if mistake {
                "): a mistake"
            } else {
                "): not a mistake"
            };
            assert!(lines[0].ends_with(headline), "{}\n{text}", lines[0]);
            mistakes += usize::from(mistake);
            losing_sides += usize::from(!before) + usize::from(!after);
            explained += 1;
        }
    }
    assert!(explained >= 100, "{explained} moves explained");
    assert!(mistakes >= 15, "{mistakes} mistakes");
    assert!(losing_sides >= 30, "{losing_sides} losing sides");
}

#[test]
fn a_move_number_out_of_range_or_missing_is_a_usage_error() {
    let sample = b"1 6\nXO.OXO\n1\n1 2\n1 1\n";
    for args in [
        &["explain", "slide", "--move", "2"][..],
        &["explain", "slide", "--move", "0"],
        &["explain", "slide"],
    ] {
        let run = gridplay(args, sample);
        assert_eq!((run.code, run.stdout.as_str()), (2, ""), "{args:?}");
        assert!(run.stderr.contains("--move"), "{}", run.stderr);
    }
    // The number given is named, past u32 too (it said "not 4294967295", issue 38).
    for number in ["4294967296", "18446744073709551615", "4294967295"] {
        let run = gridplay(&["explain", "slide", "--move", number], sample);
        assert_eq!(run.code, 2, "{number}");
        let said = format!("--move must be 1 to 1, the number of 兔兔's moves, not {number}\n");
        assert!(run.stderr.contains(&said), "{number}: {}", run.stderr);
    }
}
