//! The `gridplay mine` and `gridplay trace mine` commands, run as a real process.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::cli::CliRun;
use gridplay::mine::board::{Board, MINE};
use gridplay::mine::solver::Solver;
use serde_json::{Value, json};

fn gridplay(args: &[&str], stdin: &str) -> CliRun {
    common::cli::gridplay(args, stdin.as_bytes())
}

const SAMPLE: &str = "2\n3 3 0\n3 3 1\n1 1\n";
/// (2, 2) borders both blank regions: the judge's rule says Xiemao, Fanglaoshi wins.
const SHARED: &str = "1\n4 4 2\n1 1\n3 3\n";

fn temp_file(name: &str, text: &str) -> std::path::PathBuf {
    let path = std::env::temp_dir().join(format!("gridplay-mine-{}-{name}", std::process::id()));
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn sample_on_stdin_and_from_a_file() {
    let run = gridplay(&["mine"], SAMPLE);
    assert_eq!(run.code, 0);
    assert_eq!(run.stdout, "Case #1: Xiemao\nCase #2: Fanglaoshi\n");
    assert_eq!(run.stderr, "");

    let path = temp_file("sample.txt", SAMPLE);
    let run = gridplay(&["mine", path.to_str().unwrap()], "");
    assert_eq!(run.stdout, "Case #1: Xiemao\nCase #2: Fanglaoshi\n");
    let dash = gridplay(&["mine", "-"], SAMPLE);
    assert_eq!(dash.stdout, run.stdout);
    std::fs::remove_file(path).unwrap();
}

#[test]
fn broken_promise_is_reported_on_stderr() {
    let run = gridplay(&["mine"], SHARED);
    assert_eq!(run.code, 0);
    assert_eq!(
        run.stdout, "Case #1: Xiemao\n",
        "stdout keeps the judge's answer"
    );
    assert!(
        run.stderr.contains("case 1 breaks the promise"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr
            .contains("1 number borders two or more blank regions (0-based row, col): (2, 2)")
    );
    assert!(
        run.stderr.contains(
            "; the accepted solutions print Xiemao; the true winner (exact search) is Fanglaoshi\n"
        ),
        "{}",
        run.stderr
    );

    let skipped = gridplay(&["mine", "--max-visits", "0"], SHARED);
    assert_eq!(skipped.stdout, "Case #1: Xiemao\n");
    assert!(
        skipped.stderr.contains("not searched for"),
        "{}",
        skipped.stderr
    );

    let capped = gridplay(&["mine", "--max-visits=1"], SHARED);
    assert!(
        capped
            .stderr
            .contains("the accepted solutions print Xiemao; the true winner is unknown past the search cap of 1 visits"),
        "{}",
        capped.stderr
    );
}

#[test]
fn many_shared_numbers_are_counted_and_a_few_listed() {
    // A random 40×40 board with 10% mines breaks the promise in many places.
    let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut mines = Vec::new();
    for cell in 0..1600u32 {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        if seed % 100 < 10 {
            mines.push((cell / 40, cell % 40));
        }
    }
    let mut input = format!("1\n40 40 {}\n", mines.len());
    for (r, c) in &mines {
        input.push_str(&format!("{r} {c}\n"));
    }
    let mut solver = Solver::new(Board::with_mines(40, 40, &mines));
    solver.run();
    let mut shared: Vec<u32> = solver.shared_numbers().to_vec();
    shared.sort_unstable();
    assert!(shared.len() > 5, "the board should share many numbers");
    let listed: Vec<String> = shared[..5]
        .iter()
        .map(|c| format!("({}, {})", c / 40, c % 40))
        .collect();

    let run = gridplay(&["mine"], &input);
    assert_eq!(run.code, 0);
    let note = run.stderr.lines().next().unwrap_or_default();
    let expected = format!(
        "gridplay: case 1 breaks the promise: {} numbers border two or more blank regions (0-based row, col): {}, ...;",
        shared.len(),
        listed.join(", ")
    );
    assert!(note.starts_with(&expected), "{note}\nexpected {expected}");
}

#[test]
fn exact_mode() {
    let run = gridplay(&["mine", "--exact"], SHARED);
    assert_eq!(run.code, 0);
    assert_eq!(run.stdout, "Case #1: Fanglaoshi\n");
    assert!(
        run.stderr.contains(
            "case 1 breaks the promise: 1 number borders two or more blank regions \
             (0-based row, col): (2, 2); the accepted solutions print Xiemao; \
             the true winner (exact search) is Fanglaoshi"
        ),
        "{}",
        run.stderr
    );

    let sample = gridplay(&["mine", "--exact"], SAMPLE);
    assert_eq!(sample.stdout, "Case #1: Xiemao\nCase #2: Fanglaoshi\n");
    assert_eq!(sample.stderr, "");

    let input = format!("2\n{}3 3 0\n", &SHARED[2..]);
    let capped = gridplay(&["mine", "--exact", "--max-visits", "1"], &input);
    assert_eq!(capped.code, 3);
    assert_eq!(capped.stdout, "Case #1: Unknown\nCase #2: Xiemao\n");
    assert!(
        capped.stderr.contains("case 1: winner unknown"),
        "{}",
        capped.stderr
    );
}

#[test]
fn bad_input_exits_2_with_line_and_column() {
    let run = gridplay(&["mine"], "2\n3 3 0\n3 3 1\n3 0\n");
    assert_eq!(run.code, 2);
    assert_eq!(run.stdout, "", "no partial output");
    assert!(
        run.stderr
            .starts_with("gridplay: input: line 4, column 1: row x = 3 of mine 1 of 1 (case 2)"),
        "{}",
        run.stderr
    );

    let path = temp_file("bad.txt", "1\n3 3\n");
    let run = gridplay(&["mine", path.to_str().unwrap()], "");
    assert_eq!(run.code, 2);
    let expected = format!(
        "gridplay: {}: line 2, column 4: missing the number of mines K of case 1",
        path.display()
    );
    assert!(run.stderr.starts_with(&expected), "{}", run.stderr);
    std::fs::remove_file(path).unwrap();

    let trace = gridplay(&["trace", "mine"], "2\n3 3 0\n3 3 1\n");
    assert_eq!(trace.code, 2);
    assert_eq!(trace.stdout, "", "no partial trace");
    assert!(
        trace
            .stderr
            .contains("line 4, column 1: missing mine 1 of 1 (case 2)")
    );
}

#[test]
fn case_limit_and_its_option() {
    let mut input = String::from("51\n");
    for _ in 0..51 {
        input.push_str("1 1 0\n");
    }
    let run = gridplay(&["mine"], &input);
    assert_eq!(run.code, 2);
    assert!(run.stderr.contains("T = 51 is over the limit of 50 cases"));
    assert!(run.stderr.contains("--max-cases"));
    let run = gridplay(&["mine", "--max-cases", "60"], &input);
    assert_eq!(run.code, 0);
    assert_eq!(run.stdout.lines().count(), 51);
    assert!(run.stdout.ends_with("Case #51: Xiemao\n"));

    let run = gridplay(&["mine", "--max-cells", "8"], SAMPLE);
    assert_eq!(run.code, 2);
    assert!(
        run.stderr
            .contains("line 2, column 1: a 3×3 board has 9 cells, over the limit of 8")
    );
}

#[test]
fn duplicate_mine_warns_but_counts_once() {
    let run = gridplay(&["mine"], "1\n3 3 2\n1 1\n1 1\n");
    assert_eq!(run.code, 0);
    assert_eq!(run.stdout, "Case #1: Fanglaoshi\n");
    assert_eq!(
        run.stderr,
        "gridplay: input: line 4, column 1: warning: mine (1, 1) of case 1 is listed again; \
         it counts once\n"
    );
}

#[test]
fn usage_errors_and_help() {
    for args in [
        &["mine", "--bogus"][..],
        &["mine", "a", "b"],
        &["mine", "--max-visits", "lots"],
        &["mine", "--max-cases"],
    ] {
        let run = gridplay(args, SAMPLE);
        assert_eq!(run.code, 2, "{args:?}");
        assert!(
            run.stderr.starts_with("gridplay: "),
            "{args:?}: {}",
            run.stderr
        );
        assert_eq!(run.stdout, "");
    }
    let missing = gridplay(&["mine", "/nonexistent/cases.txt"], "");
    assert_eq!(missing.code, 2);
    assert!(
        missing
            .stderr
            .contains("cannot read /nonexistent/cases.txt")
    );

    for args in [
        &["mine", "--help"][..],
        &["trace", "mine", "-h"],
        &["help", "mine"],
    ] {
        let run = gridplay(args, "");
        assert_eq!(run.code, 0, "{args:?}");
        for words in [
            "--exact",
            "--max-visits",
            "EXIT CODES",
            "EXAMPLES",
            "Fanglaoshi",
        ] {
            assert!(run.stdout.contains(words), "{args:?} help lacks {words}");
        }
    }
}

/// Every line of a trace as JSON (panics on a line that is not one JSON object with an
/// "event" string).
fn json_lines(stdout: &str) -> Vec<Value> {
    stdout
        .lines()
        .map(|line| {
            let value: Value = serde_json::from_str(line).unwrap_or_else(|e| panic!("{line}: {e}"));
            assert!(value["event"].is_string(), "{line}");
            value
        })
        .collect()
}

fn events<'a>(lines: &'a [Value], name: &str) -> Vec<&'a Value> {
    lines.iter().filter(|v| v["event"] == name).collect()
}

#[test]
fn trace_is_json_lines() {
    let run = gridplay(&["trace", "mine"], SAMPLE);
    assert_eq!(run.code, 0);
    let lines = json_lines(&run.stdout);
    assert_eq!(
        run.stdout.lines().next(),
        Some(r#"{"event":"case","case":1,"rows":3,"cols":3,"mines":0}"#)
    );
    assert_eq!(
        lines[1],
        json!({"event":"region_started","region":0,"cell":[0,0]})
    );
    assert_eq!(
        events(&lines, "verdict"),
        [
            &json!({"event":"verdict","case":1,"winner":"Xiemao","xor":1}),
            &json!({"event":"verdict","case":2,"winner":"Fanglaoshi","xor":0})
        ]
    );
    assert_eq!(lines.last().unwrap()["event"], "verdict");
    // Case 1: nine cells reached, one region with no numbers. Case 2: eight lone numbers.
    let case2 = lines.iter().position(|v| v["case"] == 2).unwrap();
    assert_eq!(events(&lines[..case2], "cell_reached").len(), 9);
    assert_eq!(
        events(&lines[..case2], "region_finished"),
        [&json!({"event":"region_finished","region":0,"blanks":9,"numbers":0,"grundy":1})]
    );
    let lone: Vec<&Value> = events(&lines[case2..], "lone_number")
        .iter()
        .map(|v| &v["cell"])
        .collect();
    let expected = [
        [0, 0],
        [0, 1],
        [0, 2],
        [1, 0],
        [1, 2],
        [2, 0],
        [2, 1],
        [2, 2],
    ];
    assert_eq!(lone, expected.map(|c| json!(c)).iter().collect::<Vec<_>>());
}

#[test]
fn trace_marks_shared_numbers_and_exact_answer() {
    let run = gridplay(&["trace", "mine", "--exact"], SHARED);
    assert_eq!(run.code, 0);
    let lines = json_lines(&run.stdout);
    let shared: Vec<&Value> = events(&lines, "cell_reached")
        .into_iter()
        .filter(|v| v["shared"] == true)
        .map(|v| &v["cell"])
        .collect();
    assert_eq!(shared, [&json!([2, 2])]);
    let last = lines.last().unwrap();
    assert_eq!(last["event"], "exact");
    assert_eq!(last["winner"], "Fanglaoshi");
    assert_eq!(last["grundy"], 0);
    assert_eq!(last["shared_numbers"], 1);

    let capped = gridplay(&["trace", "mine", "--exact", "--max-visits", "1"], SHARED);
    assert_eq!(capped.code, 3);
    let lines = json_lines(&capped.stdout);
    let last = lines.last().unwrap();
    assert_eq!(last["winner"], Value::Null);
    assert_eq!(last["max_visits"], 1);
}

/// Rebuilds what the trace says about a board and checks it against the board itself:
/// every non-mine cell turned over exactly once as a blank, a bordering number (counted by
/// the first region that reaches it, only reached by later ones) or a lone number; region
/// counts, Grundy values and the XOR chain add up.
#[test]
fn trace_replays_to_the_board() {
    let mut seed: u64 = 0x0123_4567_89AB_CDEF;
    let (rows, cols) = (25u32, 31u32);
    let mut mines = Vec::new();
    for cell in 0..rows * cols {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        if seed % 100 < 13 {
            mines.push((cell / cols, cell % cols));
        }
    }
    let mut input = format!("1\n{rows} {cols} {}\n", mines.len());
    for (r, c) in &mines {
        input.push_str(&format!("{r} {c}\n"));
    }
    let board = Board::with_mines(rows, cols, &mines);
    let run = gridplay(&["trace", "mine"], &input);
    assert_eq!(run.code, 0);
    let lines = json_lines(&run.stdout);

    let cell_of = |v: &Value| {
        let (r, c) = (v[0].as_u64().unwrap() as u32, v[1].as_u64().unwrap() as u32);
        board.cell(r, c)
    };
    let mut blank_seen = vec![false; board.len() as usize];
    let mut numbers_in_region: Vec<u64> = Vec::new();
    let mut current = None;
    let mut xor = 0u64;
    let mut turned = vec![false; board.len() as usize];
    let mut shared_seen = 0;
    let mut counted_by: Vec<Option<u64>> = vec![None; board.len() as usize];
    for v in &lines {
        match v["event"].as_str().unwrap() {
            "region_started" => {
                let region = v["region"].as_u64().unwrap();
                assert_eq!(region as usize, numbers_in_region.len());
                numbers_in_region.push(0);
                current = Some(region);
            }
            "cell_reached" => {
                assert_eq!(v["region"].as_u64(), current);
                let cell = cell_of(&v["cell"]);
                let number = v["number"].as_u64().unwrap();
                assert_eq!(u64::from(board.value(cell)), number);
                if number == 0 {
                    assert!(!blank_seen[cell as usize], "blank reached twice");
                    blank_seen[cell as usize] = true;
                } else if let Some(first) = counted_by[cell as usize] {
                    // The accepted solution's rule: counted by the first region only.
                    assert_eq!(v["shared"], true);
                    assert_eq!(v["counted_by"].as_u64(), Some(first));
                    assert_ne!(Some(first), current, "a region reaches a number once");
                    shared_seen += 1;
                } else {
                    assert_eq!(v["shared"], false);
                    assert_eq!(v["counted_by"].as_u64(), current);
                    numbers_in_region[current.unwrap() as usize] += 1;
                    counted_by[cell as usize] = current;
                }
                turned[cell as usize] = true;
            }
            "region_finished" => {
                let region = v["region"].as_u64().unwrap();
                let numbers = numbers_in_region[region as usize];
                assert_eq!(v["numbers"].as_u64(), Some(numbers));
                assert_eq!(v["grundy"].as_u64(), Some(1 + numbers % 2));
                xor ^= 1 + numbers % 2;
                current = None;
            }
            "lone_number" => {
                let cell = cell_of(&v["cell"]);
                assert!(!turned[cell as usize]);
                assert!(board.neighbours(cell).all(|n| board.value(n) != 0));
                turned[cell as usize] = true;
                xor ^= 1;
            }
            "xor" => assert_eq!(v["value"].as_u64(), Some(xor)),
            "verdict" => {
                assert_eq!(v["xor"].as_u64(), Some(xor));
                let winner = if xor != 0 { "Xiemao" } else { "Fanglaoshi" };
                assert_eq!(v["winner"], winner);
            }
            "case" => {}
            other => panic!("unknown event {other}"),
        }
    }
    for cell in 0..board.len() {
        assert_eq!(
            turned[cell as usize],
            board.value(cell) != MINE,
            "cell {cell}"
        );
    }
    let mut solver = Solver::new(board);
    solver.run();
    assert!(
        shared_seen > 0,
        "the board should break the promise somewhere"
    );
    assert!(shared_seen >= solver.shared_numbers().len());
}
