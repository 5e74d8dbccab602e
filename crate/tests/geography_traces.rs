//! The event streams of kuhn and hopcroft-karp replayed against the definitions of
//! the algorithms, on thousands of small random boards, with and without the greedy
//! start. The test keeps its own matching, flips the paths the events report, and
//! checks each against an alternating BFS written here:
//! - kuhn (Kuhn 1955): every search that reports a path reports an augmenting path
//!   from its root; every search that fails starts where no augmenting path starts.
//! - hopcroft-karp (Hopcroft and Karp 1973): in a phase, every path is a shortest
//!   augmenting path for the matching at the phase's start and the paths are
//!   vertex-disjoint; the phase's length grows from phase to phase (it must, when
//!   each phase's set of paths is maximal); every reported layer is the cell's true
//!   alternating distance; the last phase finds no path.
//!
//! Both end with a maximum matching (size from the simple matching in `common`).

#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::collections::{HashSet, VecDeque};

use common::geography::maximum_matching_size;
use gridplay::geography::greedy::Greedy;
use gridplay::geography::hopcroft_karp::HopcroftKarp;
use gridplay::geography::kuhn::Kuhn;
use gridplay::geography::{Board, Event, Matching, Steps, generate};

const NONE: u32 = u32::MAX;

/// The test's own matching: `mate[cell]` or `NONE`.
struct Mates {
    mate: Vec<u32>,
}

impl Mates {
    fn of(board: &Board, matching: &Matching) -> Mates {
        Mates {
            mate: (0..board.len() as u32)
                .map(|c| matching.partner(c).unwrap_or(NONE))
                .collect(),
        }
    }

    fn size(&self) -> usize {
        self.mate.iter().filter(|&&m| m != NONE).count() / 2
    }

    /// Alternating distance of every cell from the free left cells (a left cell to
    /// any neighbour but its mate, a right cell to its mate), or from `root` only.
    fn distances(&self, board: &Board, root: Option<u32>) -> Vec<u32> {
        let mut distance = vec![NONE; board.len()];
        let mut queue = VecDeque::new();
        for cell in 0..board.len() as u32 {
            let free_left =
                board.is_free(cell) && board.is_left(cell) && self.mate[cell as usize] == NONE;
            if root.map_or(free_left, |r| r == cell) {
                distance[cell as usize] = 0;
                queue.push_back(cell);
            }
        }
        while let Some(cell) = queue.pop_front() {
            let d = distance[cell as usize] + 1;
            let next: Vec<u32> = if board.is_left(cell) {
                board
                    .neighbours(cell)
                    .filter(|&n| n != self.mate[cell as usize])
                    .collect()
            } else {
                Some(self.mate[cell as usize])
                    .filter(|&m| m != NONE)
                    .into_iter()
                    .collect()
            };
            for n in next {
                if distance[n as usize] == NONE {
                    distance[n as usize] = d;
                    queue.push_back(n);
                }
            }
        }
        distance
    }

    /// Length in edges of the shortest augmenting path (from `root` only, if given).
    fn shortest(&self, board: &Board, root: Option<u32>) -> Option<u32> {
        let distance = self.distances(board, root);
        (0..board.len() as u32)
            .filter(|&c| board.is_free(c) && !board.is_left(c) && self.mate[c as usize] == NONE)
            .map(|c| distance[c as usize])
            .filter(|&d| d != NONE)
            .min()
    }

    /// Checks `path` (cells from a free left cell to a free right cell) is an
    /// augmenting path, and flips it.
    fn flip(&mut self, board: &Board, path: &[u32]) {
        assert!(path.len() >= 2 && path.len() % 2 == 0, "path {path:?}");
        assert_eq!(self.mate[path[0] as usize], NONE, "root matched: {path:?}");
        assert_eq!(
            self.mate[*path.last().unwrap() as usize],
            NONE,
            "end matched: {path:?}"
        );
        for (i, pair) in path.windows(2).enumerate() {
            assert!(
                board.neighbours(pair[0]).any(|n| n == pair[1]),
                "not adjacent: {path:?}"
            );
            if i % 2 == 1 {
                assert_eq!(
                    self.mate[pair[0] as usize], pair[1],
                    "not a matching edge: {path:?}"
                );
            }
        }
        for pair in path.chunks(2) {
            self.mate[pair[0] as usize] = pair[1];
            self.mate[pair[1] as usize] = pair[0];
        }
    }
}

/// The search path as the events build it: root, then right and left cells.
#[derive(Default)]
struct Path {
    cells: Vec<u32>,
}

impl Path {
    /// Follows one event; returns the whole augmenting path on `PathFound`.
    fn apply(&mut self, event: &Event) -> Option<Vec<u32>> {
        match *event {
            Event::SearchStarted { root } => self.cells = vec![root],
            Event::MatchFollowed { from, to } => self.cells.extend([from, to]),
            Event::Backtracked { cell } => {
                assert_eq!(self.cells.pop(), Some(cell));
                self.cells.pop();
            }
            Event::PathFound { root, end, len } => {
                assert_eq!(self.cells[0], root);
                let mut path = self.cells.clone();
                path.push(end);
                assert_eq!(path.len() as u32, len);
                return Some(path);
            }
            _ => {}
        }
        None
    }
}

/// Small boards of many shapes and wall densities, and whether to start greedy.
fn boards() -> impl Iterator<Item = (Board, bool)> {
    (0..3000u64).map(|seed| {
        let rows = 1 + (seed % 9) as u32;
        let cols = 1 + (seed / 9 % 11) as u32;
        let density = [0.0, 0.1, 0.2, 0.3, 0.45][(seed / 99 % 5) as usize];
        (generate::random(rows, cols, density, seed), seed % 2 == 0)
    })
}

fn start(board: &Board, greedy: bool) -> Matching {
    let mut matching = Matching::new(board.len());
    if greedy {
        Steps::new(board, &mut matching, Greedy::new(board)).finish();
    }
    matching
}

#[test]
fn kuhn_reports_augmenting_paths_and_fails_only_where_none_starts() {
    for (board, greedy) in boards() {
        let mut matching = start(&board, greedy);
        let mut mates = Mates::of(&board, &matching);
        let mut path = Path::default();
        let mut roots = Vec::new();
        let events: Vec<Event> = Steps::new(&board, &mut matching, Kuhn::new(&board)).collect();
        for event in &events {
            if let Event::SearchStarted { root } = *event {
                assert_eq!(mates.mate[root as usize], NONE, "root {root} is matched");
                roots.push(root);
            }
            if let Event::SearchFailed { root } = *event {
                assert_eq!(
                    mates.shortest(&board, Some(root)),
                    None,
                    "{root} fails with a path"
                );
            }
            if let Some(found) = path.apply(event) {
                mates.flip(&board, &found);
            }
        }
        assert!(
            roots.windows(2).all(|w| w[0] < w[1]),
            "roots in row-major order, once"
        );
        assert_eq!(mates.mate, Mates::of(&board, &matching).mate);
        assert_eq!(mates.size() as u32, maximum_matching_size(&board));
        assert_eq!(mates.shortest(&board, None), None);
    }
}

/// What a phase reported, checked when it ends.
struct PhaseCheck {
    /// The shortest augmenting path length at the phase's start (edges).
    shortest: Option<u32>,
    distance: Vec<u32>,
    used: HashSet<u32>,
}

#[test]
fn hopcroft_karp_phases_flip_disjoint_shortest_paths_of_growing_length() {
    let mut phases_seen = 0;
    for (board, greedy) in boards() {
        let mut matching = start(&board, greedy);
        let mut mates = Mates::of(&board, &matching);
        let mut path = Path::default();
        let mut phase: Option<PhaseCheck> = None;
        let mut last_length = 0;
        let events: Vec<Event> =
            Steps::new(&board, &mut matching, HopcroftKarp::new(&board)).collect();
        for event in &events {
            match *event {
                Event::PhaseStarted { .. } => {
                    phases_seen += 1;
                    phase = Some(PhaseCheck {
                        shortest: mates.shortest(&board, None),
                        distance: mates.distances(&board, None),
                        used: HashSet::new(),
                    });
                }
                Event::LayerReached { cell, distance } => {
                    let p = phase.as_ref().expect("layers in a phase");
                    assert_eq!(p.distance[cell as usize], distance, "layer of {cell}");
                }
                Event::PhaseEnded { .. } => {
                    let p = phase.take().expect("a phase to end");
                    if p.used.is_empty() {
                        assert_eq!(p.shortest, None, "a phase found nothing but a path exists");
                    }
                }
                _ => {}
            }
            if let Some(found) = path.apply(event) {
                let p = phase.as_mut().expect("paths in a phase");
                let length = found.len() as u32 - 1;
                assert_eq!(Some(length), p.shortest, "not a shortest path: {found:?}");
                assert!(
                    length > last_length || !p.used.is_empty(),
                    "length did not grow"
                );
                last_length = length;
                for &cell in &found {
                    assert!(p.used.insert(cell), "paths of a phase share {cell}");
                }
                mates.flip(&board, &found);
            }
        }
        assert!(matches!(events.last(), Some(Event::MatchingDone { .. })));
        assert_eq!(mates.mate, Mates::of(&board, &matching).mate);
        assert_eq!(mates.size() as u32, maximum_matching_size(&board));
        assert_eq!(mates.shortest(&board, None), None);
    }
    assert!(phases_seen > 3000);
}

#[test]
fn hopcroft_karp_matches_maximum_on_mid_size_boards() {
    // Boards big enough for many phases and for layers to be updated many times.
    for seed in 0..40u64 {
        let density = [0.05, 0.1, 0.2, 0.3][(seed % 4) as usize];
        let board = generate::random(40, 50, density, seed);
        let mut matching = start(&board, seed % 3 != 0);
        let mut mates = Mates::of(&board, &matching);
        let mut path = Path::default();
        let mut shortest = None;
        for event in Steps::new(&board, &mut matching, HopcroftKarp::new(&board)) {
            if let Event::PhaseStarted { .. } = event {
                shortest = mates.shortest(&board, None);
            }
            if let Some(found) = path.apply(&event) {
                assert_eq!(Some(found.len() as u32 - 1), shortest);
                mates.flip(&board, &found);
            }
        }
        assert!(matching.is_valid_on(&board));
        assert_eq!(
            matching.size(),
            maximum_matching_size(&board),
            "seed {seed}"
        );
    }
}
