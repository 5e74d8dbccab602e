//! Graph benchmark: prints how long `gridplay graph` takes on a random bipartite graph
//! (10^6 vertices, two sides of 500 000, 3·10^6 distinct edges) and a random general
//! graph (2·10^5 vertices, 6·10^5 distinct edges), with each algorithm that applies
//! (kuhn, hopcroft-karp and blossom on the bipartite one, blossom on the other), next
//! to a floor written here: read the judge file, read its numbers, build the
//! adjacency and BFS-visit every vertex once. Also `Graph::parse` alone (the CLI's
//! reading, with its sort and deduplication of the edges) and the CLI's peak memory.
//! Run: `cargo bench --bench graph` (`-- --quick` for one repetition, `--repeats N`
//! for N; `--graph TEXT` for the graphs whose name has TEXT, `--algo NAME` for one
//! algorithm, `--timeout S` to kill a CLI run after S seconds, default 120: kuhn's
//! augmenting searches on a random graph of this size take many minutes). Targets
//! (issue 39): the bipartite graph within 10× the floor, the general one within 20×.
//!
//! The graphs are seeded (the same files on every machine) and written once to
//! `$TMPDIR/gridplay-graph-bench/`, in the judge's format: `n m`, then `m` lines
//! `u v`, 1-based, in random order (`npm run bench:peers` reads the same files).

mod support;

/// As the CLI: big arrays on huge pages, the floor's as the CLI's.
#[cfg(target_os = "linux")]
#[global_allocator]
static ALLOCATOR: gridplay::huge_pages::HugePages = gridplay::huge_pages::HugePages;

use std::collections::HashSet;
use std::fmt::Write as _;
use std::hint::black_box;
use std::path::Path;
use std::time::Duration;

use gridplay::graph::Graph;
use gridplay::rng::SplitMix64;
use support::{Failed, Stats, best_of, ms, stats};

/// One benchmark graph: its name, how it is drawn, the algorithms that apply and the
/// issue's target (times the floor).
struct Case {
    name: &'static str,
    kind: Kind,
    algorithms: &'static [&'static str],
    target: f64,
}

#[derive(Clone, Copy)]
enum Kind {
    /// Two sides of `n / 2` vertices (a random half of 1..=n each), `m` distinct
    /// edges between them.
    Bipartite { n: u32, m: usize },
    /// `m` distinct edges between any two distinct vertices of `n`.
    General { n: u32, m: usize },
}

const CASES: [Case; 2] = [
    Case {
        name: "bipartite",
        kind: Kind::Bipartite {
            n: 1_000_000,
            m: 3_000_000,
        },
        algorithms: &["kuhn", "hopcroft-karp", "blossom"],
        target: 10.0,
    },
    Case {
        name: "general",
        kind: Kind::General {
            n: 200_000,
            m: 600_000,
        },
        algorithms: &["blossom"],
        target: 20.0,
    },
];

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let value = |flag: &str| {
        let i = args.iter().position(|a| a == flag)?;
        Some(args.get(i + 1).expect("a value after the flag").as_str())
    };
    let quick = args.iter().any(|a| a == "--quick");
    let repeats = match value("--repeats") {
        Some(n) => n.parse().expect("--repeats N"),
        None if quick => 1,
        None => 3,
    };
    let only_graph = value("--graph").unwrap_or("");
    let only_algorithm = value("--algo");
    let limit = Duration::from_secs_f64(
        value("--timeout").map_or(120.0, |s| s.parse().expect("--timeout S")),
    );
    let dir = std::env::temp_dir().join("gridplay-graph-bench");
    std::fs::create_dir_all(&dir).unwrap();

    println!(
        "graph game; best of {repeats}, the floor and the CLI runs in turn; ratio = time / floor"
    );
    println!(
        "floor = read the file + its numbers + build the adjacency + BFS-visit every vertex once"
    );
    println!(
        "parse = Graph::parse (the CLI's reading: the edges sorted, repeats dropped, the adjacency built)"
    );
    println!(
        "kuhn, hopcroft-karp, blossom = `gridplay graph --algo A --stats FILE`, its own wall time (killed after {} s)\n",
        limit.as_secs_f64()
    );
    println!(
        "| graph | floor | parse | kuhn | ratio | hopcroft-karp | ratio | blossom | ratio | target | CLI peak memory | matching |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|---|---|");
    let mut failures = Vec::new();
    for case in &CASES {
        if !case.name.contains(only_graph) {
            continue;
        }
        let path = write_once(&dir, case.kind);
        let columns: Vec<Option<&str>> = ["kuhn", "hopcroft-karp", "blossom"]
            .into_iter()
            .map(|a| {
                let chosen = case.algorithms.contains(&a) && only_algorithm.is_none_or(|o| o == a);
                chosen.then_some(a)
            })
            .collect();
        // The floor and every run in turn, each repetition, so a machine that speeds
        // up or slows down during the run shifts them all alike.
        let mut floor_time = Duration::MAX;
        let mut parse_time = Duration::MAX;
        let mut runs: Vec<Option<Result<Stats, Failed>>> = columns.iter().map(|_| None).collect();
        for _ in 0..repeats {
            floor_time = floor_time.min(best_of(1, || floor(&path)));
            parse_time = parse_time.min(best_of(1, || {
                black_box(Graph::parse(&std::fs::read(&path).unwrap()).unwrap());
            }));
            for (algorithm, run) in columns.iter().zip(&mut runs) {
                let Some(algorithm) = algorithm else { continue };
                if matches!(run, Some(Err(_))) {
                    continue;
                }
                let new = stats("graph", &path, &["--algo", algorithm], Some(limit));
                *run = Some(match (run.take(), new) {
                    (Some(Ok(old)), Ok(new)) if old.wall <= new.wall => Ok(old),
                    (_, new) => new,
                });
            }
        }
        let ratio = |time: Duration| time.as_secs_f64() / floor_time.as_secs_f64();
        let mut row = format!(
            "| {} | {} | {} ({:.1}×) |",
            describe(case.kind),
            ms(floor_time),
            ms(parse_time),
            ratio(parse_time)
        );
        let (mut peaks, mut sizes) = (Vec::new(), Vec::new());
        for (algorithm, run) in columns.iter().zip(&runs) {
            match run {
                None => row += " – | – |",
                Some(Ok(run)) => {
                    row += &format!(" {} | {:.1}× |", ms(run.wall), ratio(run.wall));
                    peaks.push(format!("{:.0}", run.peak_kb as f64 / 1024.0));
                    sizes.push(run.matching.map_or("?".to_string(), |k| k.to_string()));
                }
                Some(Err(Failed::TimedOut(limit))) => {
                    row += &format!(" > {} s | > {:.0}× |", limit.as_secs_f64(), ratio(*limit));
                }
                Some(Err(why)) => {
                    row += " failed | – |";
                    failures.push(format!("{} {}: {why}", case.name, algorithm.unwrap()));
                }
            }
        }
        sizes.dedup();
        let sizes = match sizes.len() {
            0 => "–".to_string(),
            1 => sizes.remove(0),
            _ => format!("DISAGREE: {}", sizes.join(" / ")),
        };
        let peaks = if peaks.is_empty() {
            "–".to_string()
        } else {
            format!("{} MB", peaks.join(" / "))
        };
        row += &format!(" ≤ {}× | {peaks} | {sizes} |", case.target);
        println!("{row}");
    }
    for failure in failures {
        println!("\n{failure}");
    }
    let peers = "npm run bench:peers (SciPy, igraph, networkx), if installed";
    println!(
        "\nthe peers' figures on the files in {}: {peers}",
        dir.display()
    );
}

/// "bipartite, 10^6 vertices (two sides of 500 000), 3·10^6 edges" and the like.
fn describe(kind: Kind) -> String {
    match kind {
        Kind::Bipartite { n, m } => {
            format!("bipartite: {n} vertices (sides of {}), {m} edges", n / 2)
        }
        Kind::General { n, m } => format!("general: {n} vertices, {m} edges"),
    }
}

/// The judge file of `kind` in `dir`, written when it is not there yet (its name
/// holds the sizes and the seed, so a file is never stale).
fn write_once(dir: &Path, kind: Kind) -> std::path::PathBuf {
    const SEED: u64 = 39;
    let (name, n, m) = match kind {
        Kind::Bipartite { n, m } => ("bipartite", n, m),
        Kind::General { n, m } => ("general", n, m),
    };
    let path = dir.join(format!("{name}-{n}-{m}-seed{SEED}.txt"));
    if !path.exists() {
        let text = judge_input(kind, SEED);
        // Written aside and renamed, so an interrupted run leaves no half file.
        let partial = path.with_extension("partial");
        std::fs::write(&partial, text).unwrap();
        std::fs::rename(&partial, &path).unwrap();
    }
    path
}

/// The judge input of a random graph of `kind`: distinct edges in the order drawn,
/// each with a random end first. Cost: O(n + m) expected (a hash set of the edges).
fn judge_input(kind: Kind, seed: u64) -> String {
    let mut rng = SplitMix64::new(seed);
    let (n, m) = match kind {
        Kind::Bipartite { n, m } | Kind::General { n, m } => (n, m),
    };
    // A random numbering, so that a side is not a range of vertices.
    let mut label: Vec<u32> = (1..=n).collect();
    for i in (1..label.len()).rev() {
        label.swap(i, rng.below(i as u64 + 1) as usize);
    }
    let half = n / 2;
    let mut seen = HashSet::with_capacity(m);
    let mut out = String::with_capacity(16 * m + 16);
    let _ = writeln!(out, "{n} {m}");
    while seen.len() < m {
        let (u, v) = match kind {
            Kind::Bipartite { .. } => (
                label[rng.below(u64::from(half)) as usize],
                label[(half + rng.below(u64::from(n - half)) as u32) as usize],
            ),
            Kind::General { .. } => (
                rng.below(u64::from(n)) as u32 + 1,
                rng.below(u64::from(n)) as u32 + 1,
            ),
        };
        if u == v || !seen.insert((u64::from(u.min(v)) << 32) | u64::from(u.max(v))) {
            continue;
        }
        let (u, v) = if rng.below(2) == 0 { (u, v) } else { (v, u) };
        let _ = writeln!(out, "{u} {v}");
    }
    out
}

/// The floor: reads the judge file at `path` (the bytes, then its numbers, as any
/// reader must), builds the compressed adjacency (both directions of each edge), and
/// visits every vertex once by BFS. No checks: the files are the bench's own.
fn floor(path: &Path) {
    let bytes = std::fs::read(path).unwrap();
    let mut numbers = Numbers {
        bytes: &bytes,
        at: 0,
    };
    let n = numbers.next().unwrap() as usize;
    let m = numbers.next().unwrap() as usize;
    let mut edges = Vec::with_capacity(m);
    for _ in 0..m {
        let u = numbers.next().unwrap() - 1;
        let v = numbers.next().unwrap() - 1;
        edges.push((u, v));
    }
    drop(bytes);
    let mut offsets = vec![0u32; n + 1];
    for &(u, v) in &edges {
        offsets[u as usize + 1] += 1;
        offsets[v as usize + 1] += 1;
    }
    for v in 0..n {
        offsets[v + 1] += offsets[v];
    }
    let mut next = offsets[..n].to_vec();
    let mut targets = vec![0u32; 2 * m];
    for &(u, v) in &edges {
        targets[next[u as usize] as usize] = v;
        next[u as usize] += 1;
        targets[next[v as usize] as usize] = u;
        next[v as usize] += 1;
    }
    drop((edges, next));
    let mut seen = vec![false; n];
    let mut queue = Vec::with_capacity(n);
    for start in 0..n as u32 {
        if seen[start as usize] {
            continue;
        }
        seen[start as usize] = true;
        queue.clear();
        queue.push(start);
        let mut head = 0;
        while let Some(&u) = queue.get(head) {
            head += 1;
            for &v in &targets[offsets[u as usize] as usize..offsets[u as usize + 1] as usize] {
                if !seen[v as usize] {
                    seen[v as usize] = true;
                    queue.push(v);
                }
            }
        }
    }
    black_box(seen);
}

/// The unsigned decimal numbers in a byte string, in order; anything else separates
/// them.
struct Numbers<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Iterator for Numbers<'_> {
    type Item = u32;

    fn next(&mut self) -> Option<u32> {
        while !self.bytes.get(self.at)?.is_ascii_digit() {
            self.at += 1;
        }
        let mut value = 0u32;
        while let Some(&b) = self.bytes.get(self.at).filter(|b| b.is_ascii_digit()) {
            value = value * 10 + u32::from(b - b'0');
            self.at += 1;
        }
        Some(value)
    }
}
