//! `gridplay trace slide`: every line is JSON of docs/trace-slide.md's schema, the
//! matching replayed from the events stays a valid matching of the cells left with
//! the size the events state, and the verdict is `gridplay slide`'s output.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::collections::HashMap;

use common::cli::gridplay;
use gridplay::slide::{Game, Graph, generate};
use serde_json::Value;

type Cell = (u64, u64);

fn cell(value: &Value) -> Cell {
    let pair = value.as_array().expect("a cell is [row, col]");
    (pair[0].as_u64().unwrap(), pair[1].as_u64().unwrap())
}

fn unpair(mate: &mut HashMap<Cell, Cell>, a: Cell) {
    if let Some(b) = mate.remove(&a) {
        mate.remove(&b);
    }
}

/// Replays `trace` on `game`: checks every `cell_removed` size against the
/// replayed matching (whose pairs are neighbours in the graph, off removed
/// cells), that `judged` comes once a turn and `wins` is false exactly when a path
/// was found or there was no search, and returns the verdict's move numbers.
fn replay(game: &Game, trace: &str) -> Vec<u64> {
    let graph = Graph::new(game);
    let index = |(r, c): Cell| ((r - 1) * u64::from(game.cols()) + c - 1) as u32;
    let lines: Vec<Value> = trace
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    assert_eq!(lines[0]["event"], "run");
    assert_eq!(lines[0]["graph_cells"], graph.count() as u64);
    let mut mate: HashMap<Cell, Cell> = HashMap::new();
    let mut removed: Vec<Cell> = Vec::new();
    let (mut path, mut searched, mut turn) = (None::<Vec<Cell>>, false, 0);
    for line in &lines[1..] {
        match line["event"].as_str().unwrap() {
            "paired" => {
                let (a, b) = (cell(&line["black"]), cell(&line["white"]));
                assert!(graph.is_black(index(a)) && !graph.is_black(index(b)));
                mate.insert(a, b);
                mate.insert(b, a);
            }
            "matching_done" => assert_eq!(line["size"], mate.len() as u64 / 2),
            "turn_started" => {
                turn += 1;
                assert_eq!(line["turn"], turn);
                (path, searched) = (None, false);
            }
            "search_started" => {
                let (root, gone) = (cell(&line["root"]), cell(&line["removed"]));
                assert_eq!(mate.get(&gone), Some(&root));
                unpair(&mut mate, gone);
                searched = true;
            }
            "path_found" => {
                let cells: Vec<Cell> = line["path"].as_array().unwrap().iter().map(cell).collect();
                assert_eq!(cells.len() as u64, line["len"].as_u64().unwrap());
                path = Some(cells);
            }
            "judged" => {
                assert_eq!(line["turn"], turn);
                assert_eq!(line["wins"], searched && path.is_none());
            }
            "cell_removed" => {
                let gone = cell(&line["cell"]);
                removed.push(gone);
                if let Some(cells) = path.take() {
                    for pair in cells.chunks(2) {
                        unpair(&mut mate, pair[0]);
                        unpair(&mut mate, pair[1]);
                    }
                    for pair in cells.chunks(2) {
                        mate.insert(pair[0], pair[1]);
                        mate.insert(pair[1], pair[0]);
                    }
                }
                assert!(!mate.contains_key(&gone));
                assert_eq!(line["size"], mate.len() as u64 / 2, "turn {turn}");
                for (&a, &b) in &mate {
                    assert!(graph.neighbours(index(a)).any(|n| n == index(b)));
                    assert!(!removed.contains(&a), "{a:?} was removed");
                }
            }
            "verdict" => {
                return line["moves"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|n| n.as_u64().unwrap())
                    .collect();
            }
            _ => {}
        }
    }
    panic!("the trace has no verdict");
}

#[test]
fn the_traces_verdict_is_the_judge_output_and_its_matching_replays() {
    let mut games = vec![
        generate::sample_1(),
        generate::sample_3(),
        generate::snake(5, 6),
    ];
    for seed in 0..40 {
        let (rows, cols) = (2 + seed as u32 % 6, 3 + seed as u32 % 5);
        games.push(generate::random(
            rows,
            cols,
            [0.6, 0.9, 1.0][seed as usize % 3],
            seed,
        ));
    }
    let mut with_mistakes = 0;
    for game in games {
        let input = game.to_judge_input();
        let trace = gridplay(&["trace", "slide"], input.as_bytes());
        assert_eq!((trace.code, trace.stderr.as_str()), (0, ""), "{input}");
        let moves = replay(&game, &trace.stdout);
        let judged = gridplay(&["slide"], input.as_bytes());
        let mut expected = format!("{}\n", moves.len());
        for n in &moves {
            expected += &format!("{n}\n");
        }
        assert_eq!(judged.stdout, expected, "{input}");
        with_mistakes += usize::from(!moves.is_empty());
    }
    assert!(with_mistakes >= 5, "{with_mistakes} games with mistakes");
}

/// The page's picture ([`SlideFrame`]) rebuilt from the events alone holds the
/// run's matching after every turn's check, the board after every move, and the
/// answers; a timeline seeking back and forth shows the same frame as a fresh replay.
#[test]
fn the_frame_rebuilt_from_events_follows_the_run() {
    use gridplay::slide::frame::{SlideFrame, bits};
    use gridplay::slide::{Event, Run, solve};
    use gridplay::timeline::{Frame, Timeline};

    for seed in 0..30u64 {
        let game = generate::random(3 + seed as u32 % 5, 4 + seed as u32 % 4, 0.9, seed);
        let mut run = Run::new(game.clone());
        let mut frame = SlideFrame::new(&game);
        let mut events = Vec::new();
        let mut board = game.pieces().to_vec();
        while let Some(event) = run.next() {
            frame.apply(&event);
            events.push(event);
            match event {
                Event::CellRemoved { cell, .. } => {
                    assert_eq!(frame.matching_size(), run.matching_size());
                    for c in 0..board.len() as u32 {
                        assert_eq!(frame.partner(c), run.partner(c), "seed {seed}");
                        assert_eq!(frame.cells()[c as usize] & bits::GONE != 0, run.is_gone(c));
                    }
                    assert!(frame.cells()[cell as usize] & bits::GONE != 0);
                }
                Event::Moved { from, to, .. } => {
                    board.swap(from as usize, to as usize);
                    assert_eq!(frame.position().pieces(), &board[..]);
                    assert_eq!(frame.position().empty(), run.empty());
                }
                _ => {}
            }
        }
        let outcome = solve(&game);
        assert_eq!(frame.judged(), &outcome.wins[..]);
        assert_eq!(frame.mistakes(), &outcome.mistakes[..]);
        assert_eq!(frame.verdict(), Some(outcome.mistakes.len() as u32));

        let mut timeline = Timeline::new(SlideFrame::new(&game));
        for &event in &events {
            timeline.record(event);
        }
        for step in [events.len(), events.len() / 2, 1, events.len() / 3, 0] {
            timeline.seek(step);
            let mut fresh = SlideFrame::new(&game);
            for event in &events[..step] {
                fresh.apply(event);
            }
            assert_eq!(timeline.frame(), &fresh, "seed {seed}, step {step}");
        }
    }
}
