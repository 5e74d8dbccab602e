//! The move rules' teaching boards (`generate::lesson`, the page's king, knight and
//! hex presets) do what their docs promise: the winning starts are the exhaustive
//! game search's, and on king and hex boards Edmonds' algorithm, without the greedy
//! start (the page's choice on small boards), meets its first blossom early and
//! contracts several.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::geography::winning_starts_by_search;
use gridplay::geography::{Algorithm, Event, GreedyStart, Moves, Options, Run, generate};

#[test]
fn every_lesson_board_has_the_winning_starts_the_search_finds() {
    for moves in [Moves::Rook, Moves::King, Moves::Knight, Moves::Hex] {
        let board = generate::lesson(moves);
        assert_eq!(board.moves(), moves);
        let options = Options {
            moves,
            ..Options::default()
        };
        let mut run = Run::new(board.clone(), options);
        run.run_to_end();
        let ours = run.winning().unwrap().cells();
        let search = winning_starts_by_search(&board);
        assert_eq!(ours, search, "{moves}");
        assert!(!search.is_empty(), "{moves}: a lesson with winning starts");
    }
}

#[test]
fn king_and_hex_lessons_show_blossoms_in_the_first_steps() {
    for moves in [Moves::King, Moves::Hex] {
        let options = Options {
            algorithm: Algorithm::Blossom,
            greedy: GreedyStart::Off,
            moves,
        };
        let run = Run::new(generate::lesson(moves), options);
        let events: Vec<Event> = run.collect();
        let first = events
            .iter()
            .position(|e| matches!(e, Event::BlossomFound { .. }))
            .expect("a blossom");
        let contracted = events
            .iter()
            .filter(|e| matches!(e, Event::BlossomContracted { .. }))
            .count();
        assert!(first < 30, "{moves}: first blossom at event {first}");
        assert!(contracted >= 5, "{moves}: {contracted} blossoms");
    }
}
