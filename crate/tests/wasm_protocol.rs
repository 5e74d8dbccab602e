//! The event protocol inside WebAssembly, in headless Chromium: records decoded by
//! the protocol's names equal the Rust events, the cell bits it names are the
//! frame's, flipped paths, group steps and timeline marks.

#![cfg(target_arch = "wasm32")]

mod wasm_common;

use gridplay::geography::{Algorithm, Event, GreedyStart, Options, Run, generate};
use gridplay::mine::solver::{Event as MineEvent, Player, Solver};
use gridplay::wasm::{
    GeographyRun, MineRun, geography_judge_output, geography_protocol, mine_protocol,
};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;
use wasm_common::{array, decode, field, number, options, record_geography};

wasm_bindgen_test_configure!(run_in_browser);

fn codes(value: &JsValue) -> Vec<u32> {
    js_sys::Array::from(value)
        .to_vec()
        .iter()
        .map(|v| v.as_f64().unwrap() as u32)
        .collect()
}

fn named(name: &str, fields: &[(&str, u32)]) -> (String, Vec<(String, u32)>) {
    let fields = fields.iter().map(|&(k, v)| (k.to_string(), v)).collect();
    (name.to_string(), fields)
}

/// Each geography event by its Rust field names (written out here, not taken from
/// the crate's operand table).
fn geography_fields(event: &Event) -> (String, Vec<(String, u32)>) {
    match *event {
        Event::GreedyMatched {
            left,
            right,
            forced,
        } => named(
            "greedy_matched",
            &[("left", left), ("right", right), ("forced", forced as u32)],
        ),
        Event::PhaseStarted { phase } => named("phase_started", &[("phase", phase)]),
        Event::LayerReached { cell, distance } => {
            named("layer_reached", &[("cell", cell), ("distance", distance)])
        }
        Event::SearchStarted { root } => named("search_started", &[("root", root)]),
        Event::EdgeTried { from, to, skipped } => named(
            "edge_tried",
            &[("from", from), ("to", to), ("skipped", skipped as u32)],
        ),
        Event::MatchFollowed { from, to } => named("match_followed", &[("from", from), ("to", to)]),
        Event::Backtracked { cell } => named("backtracked", &[("cell", cell)]),
        Event::PathFound { root, end, len } => {
            named("path_found", &[("root", root), ("end", end), ("len", len)])
        }
        Event::Augmented { size } => named("augmented", &[("size", size)]),
        Event::SearchFailed { root } => named("search_failed", &[("root", root)]),
        Event::PhaseEnded { phase, size } => {
            named("phase_ended", &[("phase", phase), ("size", size)])
        }
        Event::MatchingDone { size } => named("matching_done", &[("size", size)]),
        Event::UnmatchedSeed { cell } => named("unmatched_seed", &[("cell", cell)]),
        Event::EdgeCrossed { from, to } => named("edge_crossed", &[("from", from), ("to", to)]),
        Event::WinningMarked { cell, via } => {
            named("winning_marked", &[("cell", cell), ("via", via)])
        }
        Event::Verdict { winning } => named("verdict", &[("winning", winning)]),
        Event::Labelled { cell, from, odd } => named(
            "cell_labelled",
            &[("cell", cell), ("from", from), ("odd", odd as u32)],
        ),
        Event::BlossomFound {
            from,
            to,
            base,
            len,
        } => named(
            "blossom_found",
            &[("from", from), ("to", to), ("base", base), ("len", len)],
        ),
        Event::BlossomContracted { base, size } => {
            named("blossom_contracted", &[("base", base), ("size", size)])
        }
    }
}

fn mine_fields(event: &MineEvent) -> (String, Vec<(String, u32)>) {
    match *event {
        MineEvent::RegionStarted { region, cell } => {
            named("region_started", &[("region", region), ("cell", cell)])
        }
        MineEvent::CellReached {
            region,
            cell,
            number,
            shared,
            counted_by,
        } => named(
            "cell_reached",
            &[
                ("region", region),
                ("cell", cell),
                ("number", u32::from(number)),
                ("shared", shared as u32),
                ("countedBy", counted_by),
            ],
        ),
        MineEvent::RegionFinished {
            region,
            blanks,
            numbers,
            grundy,
        } => named(
            "region_finished",
            &[
                ("region", region),
                ("blanks", blanks),
                ("numbers", numbers),
                ("grundy", u32::from(grundy)),
            ],
        ),
        MineEvent::LoneNumber { cell, number } => named(
            "lone_number",
            &[("cell", cell), ("number", u32::from(number))],
        ),
        MineEvent::Xor {
            value,
            added,
            before,
        } => named(
            "xor",
            &[
                ("value", u32::from(value)),
                ("added", u32::from(added)),
                ("before", u32::from(before)),
            ],
        ),
        MineEvent::Verdict { winner, xor } => named(
            "verdict",
            &[
                ("winner", (winner == Player::Fanglaoshi) as u32),
                ("xor", u32::from(xor)),
            ],
        ),
    }
}

/// Records decoded through the protocol name the same fields, with the same values,
/// as the Rust events of the same run: nothing is packed.
#[wasm_bindgen_test]
fn decoded_records_equal_the_rust_events() {
    let protocol = geography_protocol();
    assert_eq!(number(&protocol, "recordWidth"), 6);
    for (algorithm, greedy) in [("kuhn", true), ("hopcroft-karp", false)] {
        let input = generate::random(9, 12, 0.2, 4).to_judge_input();
        let json = format!(r#"{{"algorithm":"{algorithm}","greedy":{greedy}}}"#);
        let mut run = GeographyRun::new(&input, options(&json)).unwrap();
        record_geography(&mut run);
        let board = gridplay::geography::Board::parse(input.as_bytes()).unwrap();
        let rust = Options {
            algorithm: algorithm.parse::<Algorithm>().unwrap(),
            greedy: GreedyStart::from_choice(Some(greedy)),
            ..Options::default()
        };
        let expected: Vec<_> = Run::new(board, rust)
            .map(|e| geography_fields(&e))
            .collect();
        let got = decode(&protocol, &run.events(0, run.last_step()).to_vec());
        assert_eq!(got, expected, "{algorithm}");
    }
    // Mine: the XOR carries the value added and the XOR before; a region's blanks
    // are not squeezed into another operand.
    let protocol = mine_protocol();
    let board = gridplay::mine::generate::random(30, 40, 0.12, 9);
    let input = gridplay::mine::parse::write_input(std::slice::from_ref(&board));
    let mut run = MineRun::new(&input, JsValue::UNDEFINED).unwrap();
    while !run.record(1000) {}
    let expected: Vec<_> = Solver::new(board).map(|e| mine_fields(&e)).collect();
    let got = decode(&protocol, &run.events(0, run.last_step()).to_vec());
    assert_eq!(got, expected);
    let mut xor = 0;
    for (i, (name, fields)) in got.iter().enumerate() {
        if name == "xor" {
            let value = |k: &str| fields.iter().find(|(n, _)| n == k).unwrap().1;
            assert_eq!(value("before"), xor, "event {i}");
            assert_eq!(value("value"), value("before") ^ value("added"));
            xor = value("value");
        }
    }
}

/// The cell byte's named bits are the ones the frame sets: walls where the board
/// has walls, winning bits on exactly the judge's cells.
#[wasm_bindgen_test]
fn the_cell_bits_the_protocol_names_are_the_frames() {
    let protocol = geography_protocol();
    let cell = field(&protocol, "cell");
    let (partner, wall, winning) = (
        number(&cell, "partner") as u8,
        number(&cell, "wall") as u8,
        number(&cell, "winning") as u8,
    );
    let input = generate::random(11, 13, 0.3, 2).to_judge_input();
    let mut run = GeographyRun::new(&input, JsValue::UNDEFINED).unwrap();
    record_geography(&mut run);
    run.seek(run.last_step());
    let cols = run.cols();
    let bytes = cells(run.cells_ptr(), (run.rows() * cols) as usize);
    let judge = geography_judge_output(&input, "p4055").unwrap();
    let mut expected: Vec<u32> = judge
        .lines()
        .skip(1)
        .map(|l| {
            let (r, c) = l.split_once(' ').unwrap();
            (r.parse::<u32>().unwrap() - 1) * cols + c.parse::<u32>().unwrap() - 1
        })
        .collect();
    expected.sort_unstable();
    let marked: Vec<u32> = (0..bytes.len() as u32)
        .filter(|&i| bytes[i as usize] & winning != 0)
        .collect();
    assert_eq!(marked, expected);
    for (i, &byte) in bytes.iter().enumerate() {
        let (r, c) = (i as u32 / cols, i as u32 % cols);
        assert_eq!(byte & partner == wall, run.is_wall(r, c), "cell {i}");
    }
    let mine = field(&mine_protocol(), "cell");
    let mut run = MineRun::new("1\n3 3 1\n1 1\n", JsValue::UNDEFINED).unwrap();
    let bytes = cells(run.cells_ptr(), 9);
    let value = number(&mine, "value") as u8;
    assert_eq!(bytes[4] & value, number(&mine, "mine") as u8);
    assert!(
        bytes
            .iter()
            .enumerate()
            .all(|(i, b)| i == 4 || b & value == 1)
    );
    while !run.record(100) {}
    run.seek(run.last_step());
    let lone = number(&mine, "lone") as u8;
    let bytes = cells(run.cells_ptr(), 9);
    assert_eq!(bytes.iter().filter(|&&b| b & lone != 0).count(), 8);
}

fn cells(ptr: *const u8, len: usize) -> Vec<u8> {
    // The run's frame lives in this module's memory: read it as the page does.
    unsafe { std::slice::from_raw_parts(ptr, len) }.to_vec()
}

/// At every augmentation the frame shows the path it flipped (the search path one
/// step earlier, its cells now paired); at every other step, none. Seeking there
/// from anywhere gives the same path.
#[wasm_bindgen_test]
fn the_augmented_step_exposes_the_flipped_path() {
    let input = generate::random(12, 12, 0.15, 6).to_judge_input();
    let mut run = GeographyRun::new(&input, options(r#"{"greedy":false}"#)).unwrap();
    record_geography(&mut run);
    let protocol = geography_protocol();
    let names = decode(&protocol, &run.events(0, run.last_step()).to_vec());
    let mut flips = 0;
    for step in 1..=run.last_step() {
        run.seek(step - 1);
        let before = run.path().to_vec();
        run.seek(step);
        let flipped = run.flipped().to_vec();
        if names[step as usize - 1].0 != "augmented" {
            assert!(flipped.is_empty(), "step {step}");
            continue;
        }
        flips += 1;
        assert_eq!(flipped, before, "step {step}");
        assert!(flipped.len() >= 2 && flipped.len() % 2 == 0);
        run.seek(0);
        run.seek(step);
        assert_eq!(run.flipped().to_vec(), before);
    }
    assert!(flips > 5, "{flips} augmentations");
}

/// Group steps: each Hopcroft–Karp BFS layer is one step, each mine region's flood
/// fill one step; other events stay single steps; back by groups retraces forward.
#[wasm_bindgen_test]
fn group_steps_cover_one_layer_or_one_region() {
    // Big enough, and without the greedy start, for several phases with layers of many
    // cells (the layers shown are the cells on shortest augmenting paths).
    let input = generate::random(24, 30, 0.2, 8).to_judge_input();
    let mut run = GeographyRun::new(
        &input,
        options(r#"{"algorithm":"hopcroft-karp","greedy":false}"#),
    )
    .unwrap();
    record_geography(&mut run);
    let events = decode(
        &geography_protocol(),
        &run.events(0, run.last_step()).to_vec(),
    );
    let layer = |i: usize| (events[i].0 == "layer_reached").then(|| events[i].1[1].1);
    check_groups(
        run.last_step(),
        |s| run.group_end(s),
        |s| run.group_start(s),
        layer,
    );

    let board = gridplay::mine::generate::random(20, 24, 0.15, 3);
    let input = gridplay::mine::parse::write_input(&[board]);
    let mut run = MineRun::new(&input, JsValue::UNDEFINED).unwrap();
    while !run.record(1000) {}
    let events = decode(&mine_protocol(), &run.events(0, run.last_step()).to_vec());
    let region = |i: usize| (events[i].0 == "cell_reached").then(|| events[i].1[0].1);
    check_groups(
        run.last_step(),
        |s| run.group_end(s),
        |s| run.group_start(s),
        region,
    );
}

fn check_groups(
    last: u32,
    end: impl Fn(u32) -> u32,
    start: impl Fn(u32) -> u32,
    key: impl Fn(usize) -> Option<u32>,
) {
    let (mut step, mut boundaries, mut long) = (0, vec![0], 0);
    while step < last {
        let next = end(step);
        assert!(next > step && next <= last);
        // Every event of the group has the key of its first event.
        let first = key(step as usize);
        if first.is_none() {
            assert_eq!(next, step + 1);
        }
        for i in step..next {
            assert_eq!(key(i as usize), first, "event {i} in group {step}..{next}");
        }
        // The group is maximal.
        if next < last && first.is_some() {
            assert_ne!(key(next as usize), first);
        }
        long += usize::from(next - step > 1);
        boundaries.push(next);
        step = next;
    }
    assert!(long > 2, "{long} groups of several events");
    for pair in boundaries.windows(2) {
        assert_eq!(start(pair[1]), pair[0]);
    }
    assert_eq!(start(0), 0);
    assert_eq!(end(last), last);
}

/// Timeline marks come in the protocol's three kinds; phase navigation visits the
/// phase marks in order.
#[wasm_bindgen_test]
fn marks_and_phase_navigation_follow_the_protocols_kinds() {
    let protocol = geography_protocol();
    let marks = field(&protocol, "marks");
    let (phase, step_kind, end_kind) = (
        codes(&field(&marks, "phase")),
        codes(&field(&marks, "step")),
        codes(&field(&marks, "end")),
    );
    let input = generate::random(16, 16, 0.2, 1).to_judge_input();
    let mut run = GeographyRun::new(&input, options(r#"{"algorithm":"hopcroft-karp"}"#)).unwrap();
    record_geography(&mut run);
    let events = decode(&protocol, &run.events(0, run.last_step()).to_vec());
    let specs = array(&protocol, "events");
    let name_of = |code: u32| field(&specs[code as usize], "name").as_string().unwrap();
    assert_eq!(
        phase.iter().map(|&c| name_of(c)).collect::<Vec<_>>(),
        ["phase_started"]
    );
    assert_eq!(
        step_kind.iter().map(|&c| name_of(c)).collect::<Vec<_>>(),
        ["augmented"]
    );
    assert_eq!(
        end_kind.iter().map(|&c| name_of(c)).collect::<Vec<_>>(),
        ["matching_done", "verdict"]
    );
    let flat = run.marks().to_vec();
    let all: Vec<u32> = [&phase[..], &step_kind[..], &end_kind[..]].concat();
    let expected: Vec<u32> = (0..events.len())
        .filter(|&i| all.iter().any(|&c| name_of(c) == events[i].0))
        .map(|i| i as u32 + 1)
        .collect();
    assert_eq!(
        flat.iter().step_by(2).copied().collect::<Vec<_>>(),
        expected
    );
    let phases: Vec<u32> = (0..events.len())
        .filter(|&i| events[i].0 == "phase_started")
        .map(|i| i as u32 + 1)
        .collect();
    assert!(phases.len() >= 2);
    let mut visited = Vec::new();
    let mut step = 0;
    loop {
        step = run.next_phase(step);
        if step == run.last_step() {
            break;
        }
        visited.push(step);
    }
    assert_eq!(visited, phases);
    assert_eq!(run.previous_phase(phases[1]), phases[0]);
    assert_eq!(run.previous_phase(phases[0]), 0);
    // Mine: only the first lone number is a phase mark.
    let protocol = mine_protocol();
    let mut run = MineRun::new("1\n3 3 1\n1 1\n", JsValue::UNDEFINED).unwrap();
    while !run.record(100) {}
    let flat = run.marks().to_vec();
    let lone = codes(&field(&field(&protocol, "marks"), "phase"))[0];
    assert_eq!(flat.chunks(2).filter(|m| m[1] == lone).count(), 1);
    assert_eq!(run.next_phase(0), 1); // no blank: the first event is a lone number
}

/// Marks read again and again while a run is recorded a slice at a time (as the page
/// does) end as the marks of the same run read once at its end; a mine board edited
/// afterwards starts its marks again (they are those of its new board).
#[wasm_bindgen_test]
fn marks_read_while_recording_equal_marks_read_once() {
    let input = generate::random(20, 20, 0.2, 3).to_judge_input();
    for algorithm in ["kuhn", "hopcroft-karp", "blossom"] {
        let json = format!(r#"{{"algorithm":"{algorithm}","greedy":false}}"#);
        let mut sliced = GeographyRun::new(&input, options(&json)).unwrap();
        let mut reads = 0;
        while !sliced.record(37) {
            let so_far = sliced.marks().to_vec();
            assert!(so_far.chunks(2).all(|m| m[0] <= sliced.recorded()));
            reads += 1;
        }
        assert!(reads > 3, "{algorithm}: recorded in one slice");
        let mut whole = GeographyRun::new(&input, options(&json)).unwrap();
        record_geography(&mut whole);
        assert_eq!(
            sliced.marks().to_vec(),
            whole.marks().to_vec(),
            "{algorithm}"
        );
    }
    // Mine: a wall of mines around a blank corner; then a mine on the corner.
    let mut run = MineRun::new("1\n3 3 1\n2 2\n", JsValue::UNDEFINED).unwrap();
    while !run.record(100) {}
    let before = run.marks().to_vec();
    run.set_mines(&[0, 0], true);
    while !run.record(100) {}
    let mut fresh = MineRun::new(&run.judge_input(), JsValue::UNDEFINED).unwrap();
    while !fresh.record(100) {}
    assert_ne!(before, fresh.marks().to_vec());
    assert_eq!(run.marks().to_vec(), fresh.marks().to_vec());
}

/// What the protocol says each algorithm shows is what its run shows: a run that
/// declares `layers` puts cells in BFS layers at some step and one that does not never
/// does; likewise a blossom cycle for `blossoms`. Kuhn and Hopcroft–Karp run on a
/// rook board, blossom (which needs no bipartite rule) on the king teaching board,
/// where it contracts blossoms. The protocol lists every algorithm of the core, and
/// its presets, formats and limits are the ones the core takes.
#[wasm_bindgen_test]
fn each_algorithm_shows_what_the_protocol_says() {
    let protocol = geography_protocol();
    let specs = array(&protocol, "algorithms");
    let names: Vec<String> = specs
        .iter()
        .map(|s| field(s, "id").as_string().unwrap())
        .collect();
    assert_eq!(names, ["kuhn", "hopcroft-karp", "blossom"]);
    let says = |spec: &JsValue, name: &str| field(spec, name).as_bool().unwrap();
    for (spec, name) in specs.iter().zip(&names) {
        let (input, moves) = if says(spec, "needsBipartite") {
            ("4 5\n.....\n..#..\n.....\n.#...\n".to_string(), "rook")
        } else {
            (
                generate::lesson(gridplay::geography::Moves::King).to_judge_input(),
                "king",
            )
        };
        let json = format!(r#"{{"algorithm":"{name}","greedy":false,"moves":"{moves}"}}"#);
        let mut run = GeographyRun::new(&input, options(&json)).unwrap();
        record_geography(&mut run);
        let len = (run.rows() * run.cols()) as usize;
        let no_layer = number(&field(&protocol, "sentinels"), "noLayer");
        let (mut layered, mut cycled) = (false, false);
        for step in 0..=run.last_step() {
            run.seek(step);
            let layers = unsafe { std::slice::from_raw_parts(run.layers_ptr(), len) };
            layered |= layers.iter().any(|&l| l != no_layer);
            cycled |= run.cycle().length() > 0;
        }
        assert_eq!(layered, says(spec, "layers"), "{name}: layers");
        assert_eq!(cycled, says(spec, "blossoms"), "{name}: blossoms");
        assert_eq!(run.greedy_guesses(), says(spec, "greedyGuesses"), "{name}");
    }
    // Every listed preset is generated; every listed format is written.
    for preset in array(&protocol, "presets") {
        let id = field(&preset, "id").as_string().unwrap();
        assert!(
            gridplay::wasm::preset("geography", &id, 5, 6, 0.3, 1).is_ok(),
            "{id}"
        );
    }
    for format in array(&protocol, "formats") {
        let format = format.as_string().unwrap();
        assert!(
            geography_judge_output(SAMPLE_BOARD, &format).is_ok(),
            "{format}"
        );
    }
    assert_eq!(number(&field(&protocol, "limits"), "linkMaxSide"), 4000);
}

const SAMPLE_BOARD: &str = "3 3\n.##\n...\n#.#\n";
