//! Move rules (rook, king, knight, hex) and Edmonds' blossom algorithm against
//! oracles written here: adjacency from the definitions (not the crate's
//! move tables), an exhaustive game search memoized over (token, visited set), a
//! brute-force maximum matching, and a Tutte–Berge certificate for big boards.
//!
//! The theorem checked (the placer wins from `v` exactly when some maximum matching
//! leaves `v` unmatched) holds on every graph; see Lovász–Plummer, *Matching
//! Theory*, §3.2 (Gallai–Edmonds) for the set D of such cells.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::collections::{HashMap, VecDeque};

use common::cli::gridplay;
use common::geography::oracle_moves;
use gridplay::geography::explain::Certificate;
use gridplay::geography::frame::GeographyFrame;
use gridplay::geography::{
    Algorithm, Board, Event, GreedyStart, Matching, Moves, Options, Run, generate, solve,
};
use gridplay::timeline::Frame;

/// The board's graph by the oracle's rule: free cells and their free neighbours.
struct Graph {
    cells: Vec<u32>,
    adj: Vec<Vec<usize>>,
    /// Per board cell: its index in `cells` (`usize::MAX` for a wall).
    index: Vec<usize>,
}

impl Graph {
    fn new(board: &Board, moves: Moves) -> Graph {
        let cells: Vec<u32> = (0..board.len() as u32)
            .filter(|&c| board.is_free(c))
            .collect();
        let mut index = vec![usize::MAX; board.len()];
        for (i, &c) in cells.iter().enumerate() {
            index[c as usize] = i;
        }
        let adj = cells
            .iter()
            .map(|&c| {
                let (r, col) = board.coords(c);
                oracle_moves(moves, board.rows(), board.cols(), r, col)
                    .into_iter()
                    .map(|(nr, nc)| index[board.cell(nr, nc) as usize])
                    .filter(|&i| i != usize::MAX)
                    .collect()
            })
            .collect();
        Graph { cells, adj, index }
    }

    fn adjacent(&self, a: u32, b: u32) -> bool {
        let (i, j) = (self.index[a as usize], self.index[b as usize]);
        i != usize::MAX && j != usize::MAX && self.adj[i].contains(&j)
    }

    /// Winning starts by exhaustive game search (the placer wins from `s` when the
    /// mover, to move from `s` with only `s` used, loses).
    fn winning_by_search(&self) -> Vec<u32> {
        assert!(self.cells.len() <= 20);
        let mut memo = HashMap::new();
        (0..self.cells.len())
            .filter(|&i| !self.mover_wins(i, 1 << i, &mut memo))
            .map(|i| self.cells[i])
            .collect()
    }

    fn mover_wins(&self, at: usize, used: u32, memo: &mut HashMap<(usize, u32), bool>) -> bool {
        if let Some(&known) = memo.get(&(at, used)) {
            return known;
        }
        let wins = self.adj[at]
            .iter()
            .filter(|&&n| used & (1 << n) == 0)
            .any(|&n| !self.mover_wins(n, used | (1 << n), memo));
        memo.insert((at, used), wins);
        wins
    }

    /// Maximum matching size by brute force over vertex subsets.
    fn max_matching_brute(&self) -> u32 {
        let n = self.cells.len();
        let mut best = vec![u8::MAX; 1 << n];
        best[0] = 0;
        fn go(g: &Graph, mask: usize, best: &mut Vec<u8>) -> u8 {
            if best[mask] != u8::MAX {
                return best[mask];
            }
            let v = mask.trailing_zeros() as usize;
            let rest = mask & !(1 << v);
            let mut b = go(g, rest, best);
            for &u in &g.adj[v] {
                if rest & (1 << u) != 0 {
                    b = b.max(1 + go(g, rest & !(1 << u), best));
                }
            }
            best[mask] = b;
            b
        }
        go(self, (1 << n) - 1, &mut best) as u32
    }

    /// True when `matching` pairs only oracle-adjacent free cells, symmetrically,
    /// and has `size` pairs.
    fn is_matching(&self, matching: &Matching) -> bool {
        let mut pairs = 0;
        for &c in &self.cells {
            if let Some(p) = matching.partner(c) {
                if matching.partner(p) != Some(c) || !self.adjacent(c, p) {
                    return false;
                }
                pairs += 1;
            }
        }
        pairs == 2 * matching.size()
    }

    /// Tutte–Berge: for any cell set A, every matching has at most
    /// (V + |A| − odd(G − A)) / 2 pairs, where odd counts the components of G − A
    /// with an odd number of cells. Returns that bound for `a`.
    fn tutte_berge_bound(&self, a: &[bool]) -> u64 {
        let n = self.cells.len();
        let mut seen = vec![false; n];
        let mut odd = 0u64;
        for s in 0..n {
            if seen[s] || a[s] {
                continue;
            }
            seen[s] = true;
            let mut queue = VecDeque::from([s]);
            let mut size = 0u64;
            while let Some(v) = queue.pop_front() {
                size += 1;
                for &u in &self.adj[v] {
                    if !seen[u] && !a[u] {
                        seen[u] = true;
                        queue.push_back(u);
                    }
                }
            }
            odd += size % 2;
        }
        let a_size = a.iter().filter(|&&x| x).count() as u64;
        (n as u64 + a_size - odd) / 2
    }
}

/// A run finished: its board, matching and winning cells.
fn finish(board: &Board, options: Options) -> (Matching, Vec<u32>) {
    let mut run = Run::new(board.clone(), options);
    run.run_to_end();
    let winning = run.outcome().unwrap().winning;
    (run.matching().clone(), winning)
}

/// The Tutte–Berge certificate from the winning cells D: A = the neighbours of D
/// outside D. The matching is maximum when it reaches the bound for that A.
fn assert_maximum_by_certificate(graph: &Graph, matching: &Matching, winning: &[u32], what: &str) {
    assert!(graph.is_matching(matching), "{what}: not a matching");
    let mut in_d = vec![false; graph.cells.len()];
    for c in winning {
        in_d[graph.index[*c as usize]] = true;
    }
    let mut a = vec![false; graph.cells.len()];
    for (i, &d) in in_d.iter().enumerate() {
        if d {
            for &u in &graph.adj[i] {
                if !in_d[u] {
                    a[u] = true;
                }
            }
        }
    }
    let bound = graph.tutte_berge_bound(&a);
    assert_eq!(u64::from(matching.size()), bound, "{what}: not maximum");
}

/// SplitMix64, for boards the tests can name by seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// A random board of up to `max_side` a side with at most `max_free` free cells.
fn small_board(rng: &mut Rng, max_side: u64, max_free: usize) -> Board {
    loop {
        let rows = 1 + rng.below(max_side) as u32;
        let cols = 1 + rng.below(max_side) as u32;
        let density = rng.below(60);
        let free: Vec<bool> = (0..rows * cols)
            .map(|_| rng.below(100) >= density)
            .collect();
        if free.iter().filter(|&&f| f).count() <= max_free {
            return Board::from_free(rows, cols, &free);
        }
    }
}

fn algorithms_for(moves: Moves) -> Vec<Algorithm> {
    if moves.is_bipartite() {
        Algorithm::ALL.to_vec()
    } else {
        vec![Algorithm::Blossom]
    }
}

fn options(algorithm: Algorithm, greedy: GreedyStart, moves: Moves) -> Options {
    Options {
        algorithm,
        greedy,
        moves,
    }
}

/// Thousands of small boards per rule: the winning starts agree with the game
/// search, and the matching size with brute force, for every algorithm that
/// applies, with and without the greedy start.
#[test]
fn every_rule_matches_the_game_search_on_small_boards() {
    for moves in Moves::ALL {
        let mut rng = Rng(moves as u64 + 11);
        let mut winning_boards = 0;
        for round in 0..2000 {
            let board = small_board(&mut rng, 5, 14);
            let graph = Graph::new(&board, moves);
            let expected = graph.winning_by_search();
            let size = graph.max_matching_brute();
            winning_boards += usize::from(!expected.is_empty());
            for algorithm in algorithms_for(moves) {
                for greedy in [GreedyStart::Off, GreedyStart::On] {
                    let opts = options(algorithm, greedy, moves);
                    let (matching, winning) = finish(&board, opts);
                    let what = format!(
                        "{moves} {algorithm} {greedy:?} round {round}\n{}",
                        board.to_judge_input()
                    );
                    assert_eq!(winning, expected, "{what}");
                    assert_eq!(matching.size(), size, "{what}");
                    assert!(graph.is_matching(&matching), "{what}");
                    if algorithm == Algorithm::Blossom {
                        // Stepped, the winning starts come from the search with
                        // blossoms run on the final matching, not from the forest.
                        let mut run = Run::new(board.clone(), opts);
                        for _ in run.by_ref() {}
                        assert_eq!(run.outcome().unwrap().winning, expected, "{what}");
                    }
                }
            }
        }
        // The boards are not all trivial: both verdicts occur often.
        assert!(
            (400..1900).contains(&winning_boards),
            "{moves}: {winning_boards}"
        );
    }
}

/// Boards whose blossoms nest: the king and hex graphs of small open boards, every
/// board of up to 4×4 cells (as wall masks), against the game search.
#[test]
fn every_wall_mask_up_to_4x4_matches_for_king_and_hex() {
    for moves in [Moves::King, Moves::Hex] {
        for (rows, cols) in [(3u32, 4u32), (4, 3), (4, 4), (2, 7)] {
            let n = rows * cols;
            let step = if n > 14 { 7 } else { 1 };
            for mask in (0u32..1 << n).step_by(step) {
                let free: Vec<bool> = (0..n).map(|i| mask & (1 << i) == 0).collect();
                if free.iter().filter(|&&f| f).count() > 14 {
                    continue;
                }
                let board = Board::from_free(rows, cols, &free);
                let graph = Graph::new(&board, moves);
                let opts = options(Algorithm::Blossom, GreedyStart::Off, moves);
                assert_eq!(
                    solve(&board, opts).winning,
                    graph.winning_by_search(),
                    "{moves}\n{}",
                    board.to_judge_input()
                );
            }
        }
    }
}

/// On bipartite rules blossom agrees with kuhn and hopcroft-karp on boards too big
/// for the game search, and every matching meets the Tutte–Berge bound of the
/// certificate read off its winning cells.
#[test]
fn blossom_agrees_with_kuhn_and_hopcroft_karp_on_rook_and_knight() {
    for moves in [Moves::Rook, Moves::Knight] {
        for seed in 0..12 {
            let density = [0.0, 0.1, 0.2, 0.3, 0.45, 0.6][seed as usize % 6];
            let board = generate::random(23 + seed as u32, 31, density, seed);
            let graph = Graph::new(&board, moves);
            let mut results = Vec::new();
            for algorithm in Algorithm::ALL {
                for greedy in [GreedyStart::Off, GreedyStart::On] {
                    let (matching, winning) = finish(&board, options(algorithm, greedy, moves));
                    let what = format!("{moves} {algorithm} {greedy:?} seed {seed}");
                    assert_maximum_by_certificate(&graph, &matching, &winning, &what);
                    results.push((matching.size(), winning));
                }
            }
            assert!(
                results.windows(2).all(|w| w[0] == w[1]),
                "{moves} seed {seed}"
            );
        }
    }
}

/// King and hex boards of a few hundred cells: the matching is maximum by the
/// Tutte–Berge certificate, and each winning cell's certificate from explain is an
/// alternating path whose flip is a matching of the same size leaving it free.
#[test]
fn king_and_hex_matchings_are_maximum_and_explained() {
    for moves in [Moves::King, Moves::Hex] {
        for seed in 0..10 {
            let density = [0.1, 0.3, 0.45, 0.55, 0.6][seed as usize % 5];
            let board = generate::random(17, 19 + seed as u32, density, seed + 100);
            let graph = Graph::new(&board, moves);
            for greedy in [GreedyStart::Off, GreedyStart::On] {
                let opts = options(Algorithm::Blossom, greedy, moves);
                let mut run = Run::new(board.clone(), opts);
                run.run_to_end();
                let winning = run.outcome().unwrap().winning;
                let what = format!("{moves} {greedy:?} seed {seed}");
                assert_maximum_by_certificate(&graph, run.matching(), &winning, &what);
                for &cell in &graph.cells {
                    match run.explain(cell).unwrap().unwrap() {
                        Certificate::Wins { path, flipped } => {
                            assert!(winning.contains(&cell), "{what}");
                            assert_eq!(path.last(), Some(&cell));
                            assert_eq!(run.matching().partner(path[0]), None, "{what}");
                            for (i, pair) in path.windows(2).enumerate() {
                                assert!(graph.adjacent(pair[0], pair[1]), "{what}");
                                let matched = run.matching().partner(pair[0]) == Some(pair[1]);
                                assert_eq!(matched, i % 2 == 1, "{what}: alternating");
                            }
                            assert!(graph.is_matching(&flipped), "{what}");
                            assert_eq!(flipped.size(), run.matching().size());
                            assert_eq!(flipped.partner(cell), None);
                        }
                        Certificate::Loses { partner } => {
                            assert!(!winning.contains(&cell), "{what}");
                            assert_eq!(run.matching().partner(cell), Some(partner));
                        }
                    }
                }
            }
        }
    }
}

/// Boards of a few thousand cells with the greedy start: few roots, far apart (the
/// blossom search then aims each tree at the nearest other root). The matching is
/// maximum by the Tutte–Berge certificate on every rule, and on bipartite rules the
/// winning cells are kuhn's.
#[test]
fn blossom_with_few_far_roots_is_maximum() {
    for moves in Moves::ALL {
        for seed in 0..6u64 {
            let density = [0.05, 0.1, 0.2, 0.3, 0.35, 0.4][seed as usize];
            let board = generate::random(61 + seed as u32, 73, density, seed + 7);
            let graph = Graph::new(&board, moves);
            let opts = options(Algorithm::Blossom, GreedyStart::On, moves);
            let (matching, winning) = finish(&board, opts);
            let what = format!("{moves} seed {seed}");
            assert_maximum_by_certificate(&graph, &matching, &winning, &what);
            if moves.is_bipartite() {
                let (other, other_winning) =
                    finish(&board, options(Algorithm::Kuhn, GreedyStart::On, moves));
                assert_eq!(other.size(), matching.size(), "{what}");
                assert_eq!(other_winning, winning, "{what}");
            }
        }
    }
}

/// The first blossom of a king board: its cycle is odd, starts at its base, and the
/// frame replayed from the events draws the same cycle; after every event the
/// frame's matching is the run's, and at the end its winning cells are too.
#[test]
fn frames_replay_blossom_runs() {
    for moves in [Moves::King, Moves::Hex, Moves::Rook] {
        let board = generate::random(9, 11, 0.25, 3).with_moves(moves);
        let opts = options(Algorithm::Blossom, GreedyStart::Off, moves);
        let mut run = Run::new(board.clone(), opts);
        let mut frame = GeographyFrame::new(&board, Algorithm::Blossom);
        let mut blossoms = 0;
        while let Some(event) = run.next() {
            frame.apply(&event);
            if let Event::BlossomFound { base, len, .. } = event {
                blossoms += 1;
                let cycle = run.blossom_cycle();
                assert_eq!(cycle.len() as u32, len);
                assert_eq!(len % 2, 1);
                assert_eq!(cycle[0], base);
                assert_eq!(frame.cycle(), &cycle[..]);
            }
            for cell in 0..board.len() as u32 {
                assert_eq!(
                    frame.partner(cell),
                    run.matching().partner(cell),
                    "{event:?}"
                );
            }
        }
        let winning = run.outcome().unwrap().winning;
        let shown: Vec<u32> = (0..board.len() as u32)
            .filter(|&c| frame.cells()[c as usize] & gridplay::geography::frame::bits::WINNING != 0)
            .collect();
        assert_eq!(shown, winning, "{moves}");
        assert_eq!(frame.counters().blossoms, blossoms, "{moves}");
        assert_eq!(blossoms > 0, moves != Moves::Rook, "{moves}: {blossoms}");
    }
}

/// `--algo kuhn|hopcroft-karp` with `--moves king|hex` exits 2 and names three
/// cells that touch each other; blossom solves the same board; every rule is
/// accepted and agrees with the game search.
#[test]
fn the_cli_refuses_bipartite_algorithms_on_triangles() {
    let input = b"3 3\n.##\n...\n#.#\n";
    let board = Board::parse(input).unwrap();
    for moves in ["king", "hex"] {
        for algo in ["kuhn", "hopcroft-karp"] {
            let out = gridplay(&["geography", "--moves", moves, "--algo", algo], input);
            assert_eq!(out.code, 2, "{moves} {algo}");
            assert!(out.stdout.is_empty());
            let numbers: Vec<u32> = out
                .stderr
                .split(|c: char| !c.is_ascii_digit())
                .filter_map(|s| s.parse().ok())
                .collect();
            assert!(out.stderr.contains("triangle"), "{}", out.stderr);
            let cells: Vec<u32> = numbers[..6]
                .chunks(2)
                .map(|rc| board.cell(rc[0] - 1, rc[1] - 1))
                .collect();
            let graph = Graph::new(&board, moves.parse().unwrap());
            for (a, b) in [(0, 1), (1, 2), (0, 2)] {
                assert!(graph.adjacent(cells[a], cells[b]), "{}", out.stderr);
            }
        }
    }
    for moves in Moves::ALL {
        let graph = Graph::new(&board, moves);
        let mut expected = String::from("WIN\n");
        for c in graph.winning_by_search() {
            let (r, col) = board.coords(c);
            expected += &format!("{} {}\n", r + 1, col + 1);
        }
        let algo = if moves.is_bipartite() {
            "kuhn"
        } else {
            "blossom"
        };
        let out = gridplay(
            &["geography", "--moves", moves.name(), "--algo", algo],
            input,
        );
        assert_eq!(
            (out.code, out.stdout.as_str()),
            (0, expected.as_str()),
            "{moves}"
        );
    }
    let out = gridplay(&["geography", "--moves", "queen"], input);
    assert_eq!(out.code, 2);
    // Without --algo, king and hex boards get blossom.
    let out = gridplay(&["geography", "--moves", "king"], input);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let out = gridplay(
        &["explain", "geography", "--moves", "hex", "--cell", "2,2"],
        input,
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
}

/// 2000×2000 king and hex boards (300×300 in debug builds) and long mazes on a
/// thread with a 256 KiB stack: no recursion; the matchings meet the Tutte–Berge
/// bound of their certificate.
#[test]
fn big_king_and_hex_boards_need_no_deep_stack() {
    let size = if cfg!(debug_assertions) { 300 } else { 2000 };
    let handle = std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(move || {
            let boards = [
                ("empty", generate::empty(size, size)),
                ("random 30%", generate::random(size, size, 0.3, 5)),
                ("serpentine", generate::serpentine(size - 1, size)),
                ("maze", generate::maze(size - 1, size - 1, 2)),
            ];
            for (name, board) in boards {
                for moves in [Moves::King, Moves::Hex] {
                    let opts = options(Algorithm::Blossom, GreedyStart::Auto, moves);
                    let (matching, winning) = finish(&board, opts);
                    let graph = Graph::new(&board, moves);
                    assert_maximum_by_certificate(&graph, &matching, &winning, name);
                }
            }
        })
        .unwrap();
    handle.join().expect("no stack overflow");
}
