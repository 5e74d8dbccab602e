//! Playing slide against the computer (`slide::play`, `gridplay play slide`), against
//! the exhaustive search: the computer's winning moves win, and every move is named
//! a mistake exactly when it throws a forced win away.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::collections::HashMap;

use common::cli::gridplay;
use common::slide::{judge_input, random_board, wins};
use gridplay::rng::SplitMix64;
use gridplay::slide::play::Play;
use gridplay::slide::{Game, Player};

#[test]
fn the_computer_wins_when_it_can_and_mistakes_are_named_as_the_search_says() {
    let mut rng = SplitMix64::new(11);
    let (mut games, mut mistakes, mut computer_wins) = (0, 0, 0);
    while games < 300 {
        let (rows, cols) = (2 + rng.below(3) as usize, 2 + rng.below(4) as usize);
        let start = random_board(rows, cols, [0.7, 1.0][rng.below(2) as usize], &mut rng);
        let text = judge_input(&start, &[]);
        let board = text.strip_suffix("0\n").expect("no rounds");
        let game = Game::parse_board(board.as_bytes()).unwrap();
        let human = [Player::Tutu, Player::Dandan][games % 2];
        games += 1;
        let mut play = Play::new(&game);
        let mut position = start.clone();
        let mut memo = HashMap::new();
        let mut computer_was_winning = false;
        while !play.is_over() {
            let wins_now = wins(&position, &mut memo);
            assert_eq!(play.winning_move().is_some(), wins_now);
            let legal: Vec<u32> = position.moves().iter().map(|&c| c as u32).collect();
            let mut sorted = legal.clone();
            sorted.sort_unstable();
            assert_eq!(play.legal_moves(), sorted);
            let cell = if play.to_move() == human {
                legal[rng.below(legal.len() as u64) as usize]
            } else {
                computer_was_winning |= wins_now;
                play.best_move().unwrap()
            };
            let next = position.play(cell as usize);
            let played = play.play(cell).unwrap();
            let wins_after = wins(&next, &mut memo);
            assert_eq!(played.mistake, wins_now && wins_after);
            if played.player != human && wins_now {
                assert!(!wins_after, "the computer's winning move must win");
            }
            mistakes += usize::from(played.mistake);
            position = next;
        }
        if computer_was_winning {
            assert_eq!(play.to_move(), human, "the computer, once winning, won");
            computer_wins += 1;
        }
    }
    assert!(mistakes >= 20, "{mistakes} mistakes");
    assert!(
        computer_wins >= 50,
        "{computer_wins} games the computer could win"
    );
}

/// `gridplay play slide` on `board` (a file named after `name`) with `typed` as
/// standard input; it exits 0.
fn session(name: &str, board: &str, typed: &[u8]) -> common::cli::CliRun {
    let file = format!("gridplay-play-slide-{name}-{}.txt", std::process::id());
    let path = std::env::temp_dir().join(file);
    std::fs::write(&path, board).unwrap();
    let run = gridplay(&["play", "slide", path.to_str().unwrap()], typed);
    std::fs::remove_file(&path).unwrap();
    assert_eq!(run.code, 0, "{}", run.stderr);
    run
}

#[test]
fn a_session_names_the_mistake_and_ends_with_the_winner() {
    let run = session(
        "sample-3",
        "4 4\nOOXX\nOXXO\nOO.O\nXXXO\n",
        b"hint\n3 2\n2 1\n",
    );
    assert!(
        run.stdout.contains("With perfect play you win."),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("Winning move: (3,4)"), "{}", run.stdout);
    assert!(run.stdout.contains("A mistake"), "{}", run.stdout);
    assert!(
        run.stdout.contains("You cannot move: the computer won."),
        "{}",
        run.stdout
    );
}

/// `undo` takes back your move and the computer's reply: the starting board and its
/// winning move are there again; before any move of yours there is nothing to undo.
#[test]
fn undo_takes_back_your_move_and_the_reply() {
    // X O X O . O: (1,6) wins at once; (1,4) is a mistake, answered by (1,3).
    let run = session("undo", "1 6\nXOXO.O\n", b"undo\n1 4\nundo\nhint\nquit\n");
    let out = &run.stdout;
    assert!(out.contains("Nothing to take back"), "{out}");
    let (before, after) = out.split_once("Taken back: your move again.").expect(out);
    assert!(before.contains("A mistake"), "{out}");
    assert!(
        before.contains("Computer (蛋蛋) slides the piece at (1,3)"),
        "{out}"
    );
    assert!(before.contains("  1 XO.XOO\n"), "{out}");
    // The starting board again, and its winning move.
    assert!(after.contains("  1 XOXO.O\n"), "{out}");
    assert!(after.contains("Winning move: (1,6)"), "{out}");
}
