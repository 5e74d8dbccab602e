//! The `gridplay mine` and `gridplay trace mine` commands, run as a real process.

use std::io::Write;
use std::process::{Command, Stdio};

use gridplay::mine::board::Board;
use gridplay::mine::solver::Solver;

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

fn gridplay(args: &[&str], stdin: &str) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gridplay"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the gridplay binary runs");
    // Ignore a closed pipe: some runs stop reading early (bad options).
    let _ = child.stdin.take().unwrap().write_all(stdin.as_bytes());
    let output = child.wait_with_output().unwrap();
    Run {
        code: output.status.code().expect("exited normally"),
        stdout: String::from_utf8(output.stdout).unwrap(),
        stderr: String::from_utf8(output.stderr).unwrap(),
    }
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
        run.stderr
            .contains("the judge's answer is wrong: Fanglaoshi wins")
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
        capped.stderr.contains("beyond the search cap of 1 visits"),
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
        run.stderr.contains("the judge's rule says Xiemao"),
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

/// The value of `"key":` in a one-line JSON object, as raw text.
fn field<'a>(line: &'a str, key: &str) -> Option<&'a str> {
    let start = line.find(&format!("\"{key}\":"))? + key.len() + 3;
    let rest = &line[start..];
    let end = if rest.starts_with('[') {
        rest.find(']')? + 1
    } else {
        rest.find([',', '}'])?
    };
    Some(&rest[..end])
}

fn check_json_line(line: &str) {
    assert!(
        line.starts_with("{\"event\":\"") && line.ends_with('}'),
        "{line}"
    );
    let (mut depth, mut quotes) = (0i32, 0);
    for ch in line.chars() {
        match ch {
            '{' | '[' => depth += 1,
            '}' | ']' => depth -= 1,
            '"' => quotes += 1,
            _ => {}
        }
        assert!(depth >= 0, "{line}");
    }
    assert_eq!((depth, quotes % 2), (0, 0), "{line}");
}

#[test]
fn trace_is_json_lines() {
    let run = gridplay(&["trace", "mine"], SAMPLE);
    assert_eq!(run.code, 0);
    let lines: Vec<&str> = run.stdout.lines().collect();
    lines.iter().for_each(|l| check_json_line(l));
    assert_eq!(
        lines[0],
        r#"{"event":"case","case":1,"rows":3,"cols":3,"mines":0}"#
    );
    assert_eq!(
        lines[1],
        r#"{"event":"region_started","region":0,"cell":[0,0]}"#
    );
    let verdicts: Vec<&&str> = lines.iter().filter(|l| l.contains("\"verdict\"")).collect();
    assert_eq!(
        verdicts,
        [
            &r#"{"event":"verdict","case":1,"winner":"Xiemao","xor":1}"#,
            &r#"{"event":"verdict","case":2,"winner":"Fanglaoshi","xor":0}"#
        ]
    );
    assert!(lines.last().unwrap().contains("\"verdict\""));
    // Case 1: nine cells reached, one region with no numbers. Case 2: eight lone numbers.
    let case2 = lines.iter().position(|l| l.contains("\"case\":2")).unwrap();
    let reached = lines[..case2]
        .iter()
        .filter(|l| l.contains("cell_reached"))
        .count();
    assert_eq!(reached, 9);
    assert!(
        lines[..case2].contains(
            &r#"{"event":"region_finished","region":0,"blanks":9,"numbers":0,"grundy":1}"#
        )
    );
    let lone: Vec<&str> = lines[case2..]
        .iter()
        .filter(|l| l.contains("lone_number"))
        .map(|l| field(l, "cell").unwrap())
        .collect();
    assert_eq!(
        lone,
        [
            "[0,0]", "[0,1]", "[0,2]", "[1,0]", "[1,2]", "[2,0]", "[2,1]", "[2,2]"
        ]
    );
}

#[test]
fn trace_marks_shared_numbers_and_exact_answer() {
    let run = gridplay(&["trace", "mine", "--exact"], SHARED);
    assert_eq!(run.code, 0);
    let lines: Vec<&str> = run.stdout.lines().collect();
    lines.iter().for_each(|l| check_json_line(l));
    let shared: Vec<&str> = lines
        .iter()
        .filter(|l| field(l, "shared") == Some("true"))
        .map(|l| field(l, "cell").unwrap())
        .collect();
    assert_eq!(shared, ["[2,2]"]);
    let last = lines.last().unwrap();
    assert_eq!(field(last, "event"), Some("\"exact\""));
    assert_eq!(field(last, "winner"), Some("\"Fanglaoshi\""));
    assert_eq!(field(last, "shared_numbers"), Some("1"));
    // The running XOR ends at the verdict's XOR.
    let xors: Vec<&str> = lines
        .iter()
        .filter(|l| l.contains("\"xor\","))
        .map(|l| field(l, "value").unwrap())
        .collect();
    let verdict = lines.iter().find(|l| l.contains("verdict")).unwrap();
    assert_eq!(Some(*xors.last().unwrap()), field(verdict, "xor"));

    let capped = gridplay(&["trace", "mine", "--exact", "--max-visits", "1"], SHARED);
    assert_eq!(capped.code, 3);
    let last = capped.stdout.lines().last().unwrap();
    assert_eq!(field(last, "winner"), Some("null"));
    assert_eq!(field(last, "max_visits"), Some("1"));
}
