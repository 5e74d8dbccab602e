//! [`Layers`]: the BFS layers of [`HopcroftKarp`](super::HopcroftKarp)'s phases —
//! each cell's alternating distance from the free left cells, the phase's length and
//! the cells on shortest augmenting paths — kept up to date between phases rather
//! than built again, and exact only up to a horizon past the phase's length.
//!
//! Flipping shortest augmenting paths never brings a cell closer to the free left
//! cells, so after a phase only the cells that lost every neighbour one layer closer
//! (the paths' cells, then what hung on them) get new distances, by a BFS from the
//! cells around them ([`Layers::update`], then [`Layers::relayer`]: Ramalingam and
//! Reps' update of shortest paths when edges are removed). Distances are exact up to
//! a *horizon* [`slack`] layers past the phase's length; the cells beyond are only
//! marked so, and when every free right cell lies beyond, a BFS from the cells on the
//! horizon moves it on ([`Layers::extend`]). On a random board most of the cells an
//! update would touch lie far past the phase's length.
//!
//! Cost: per phase at most the textbook's BFS, O(E), and on grid boards far less.
//! Memory: a word per cell ([`super::words`]), the free cells, the update's seeds,
//! layers and affected cells, the cells on the horizon.

use super::lists::{DistanceSort, by_distance, key_distance, remove_sorted};
use super::words::{
    AHEAD, Around, EXACT, NAV_BITS, PENDING, SHORTEST, UNREACHED, Unchecked, dist, prefetch_one,
    set_dist, with_dist,
};
use crate::geography::sieve::Sieve;
use crate::geography::{Arena, Matching, UNMATCHED};

/// How far past a phase's length the layers are kept exact, at least: the length
/// grows by at least 2 a phase, so the horizon is moved at most every eight phases.
const SLACK: u32 = 16;

/// The layers kept past a phase of length `limit`: [`SLACK`], or a sixteenth of
/// the length on long paths, where the length grows faster and a fixed slack would
/// move the horizon every few phases; more would keep cells exact for nothing.
fn slack(limit: u32) -> u32 {
    SLACK.max(limit / 16)
}

/// The layers are built again from scratch, not updated, after a phase that flipped
/// at least one cell in `REBUILD_SHARE` of the board.
const REBUILD_SHARE: usize = 16;

/// The layers of the current phase: what its BFS gives the DFS (each cell's
/// distance, the phase's length, the cells on shortest augmenting paths and the
/// free left cells among them, the DFS roots), kept up to date with the paths the
/// DFS flips.
#[derive(Debug, Clone)]
pub(super) struct Layers {
    /// Per cell, a word: above [`NAV_BITS`], the alternating distance from the
    /// free left cells (`UNREACHED` for none), exact up to `horizon`, `PENDING`
    /// above it (or `UNREACHED`); below, on a board, the move to its partner,
    /// (`rook`) its open directions ([`Around`]), and [`SHORTEST`]. One load gives
    /// a layer search or the DFS all it reads of a cell: the distance, the board's
    /// moves, the matching and the mark in 4 bytes a cell (a graph's vertex adds
    /// its adjacency list and partner).
    cells: Vec<u32>,
    /// Distances up to this one are exact (`EXACT`: all of them).
    horizon: u32,
    /// Free left cells, then free right cells, in row-major order (from the first
    /// phase on).
    free_lefts: Vec<u32>,
    free_rights: Vec<u32>,
    /// The free right cells at the phase's length: the shortest augmenting paths'
    /// ends.
    ends: Vec<u32>,
    /// The free cells this phase matched: each path's root, then its end.
    newly_matched: Vec<u32>,
    /// False before the first phase's layers.
    started: bool,
    /// This phase's cells on shortest augmenting paths, by distance when reporting.
    shortest: Vec<u32>,
    /// This phase's free left cells on shortest augmenting paths, in row-major
    /// order: the DFS roots.
    roots: Vec<u32>,
    /// Cells of the paths flipped in this phase: each left cell, then its new
    /// partner.
    flipped: Vec<u32>,
    /// The update's seeds (distance and cell), its layer of right cells and the
    /// affected right cells.
    seeds: Vec<u64>,
    seed_sort: DistanceSort,
    layer: Sieve,
    next_layer: Sieve,
    lefts: Vec<u32>,
    affected: Sieve,
    /// Cells that may be at the horizon's distance (some are no longer): where
    /// [`Layers::extend`] starts.
    at_horizon: Vec<u32>,
    /// Shortest augmenting path length in edges, `UNREACHED` if none.
    limit: u32,
}

impl Layers {
    /// The layers of an arena of `cells` cells, before the first phase.
    pub(super) fn new(cells: usize) -> Self {
        Layers {
            cells: vec![UNREACHED << NAV_BITS; cells],
            horizon: EXACT,
            free_lefts: Vec::new(),
            free_rights: Vec::new(),
            ends: Vec::new(),
            newly_matched: Vec::new(),
            started: false,
            shortest: Vec::new(),
            roots: Vec::new(),
            flipped: Vec::new(),
            seeds: Vec::new(),
            seed_sort: DistanceSort::default(),
            layer: Sieve::default(),
            next_layer: Sieve::default(),
            lefts: Vec::new(),
            affected: Sieve::default(),
            at_horizon: Vec::new(),
            limit: UNREACHED,
        }
    }

    /// The phase's BFS from the free left cells: the layers, the phase's length and
    /// the cells on shortest augmenting paths ([`Layers::reached`], by distance
    /// when `EMIT`) with the roots among them ([`Layers::roots`]).
    pub(super) fn search<const EMIT: bool, A: Around>(
        &mut self,
        arena: &A::Arena,
        matching: &Matching,
    ) {
        // The last phase's marks go.
        for &cell in &self.shortest {
            *self.cells.at_mut(cell) &= !SHORTEST;
        }
        self.shortest.clear();
        self.bring_up_to_date::<A>(arena, matching);
        if self.limit != UNREACHED {
            self.find_shortest::<A>(arena, matching);
        }
        if EMIT {
            // Reported layer by layer: by distance, then cell, sorted as `by_distance`
            // keys (the u64 sort the updates use; a sort by a tuple key would be a
            // second, larger copy of the sort in the wasm).
            let mut keys: Vec<u64> = self
                .shortest
                .iter()
                .map(|&c| by_distance(self.dist(c), c))
                .collect();
            keys.sort_unstable();
            self.shortest.clear();
            self.shortest.extend(keys.iter().map(|&k| k as u32));
        }
    }

    /// The phase's length, the number of edges of its shortest augmenting paths
    /// (`None`: no augmenting path is left).
    #[inline]
    pub(super) fn length(&self) -> Option<u32> {
        Some(self.limit).filter(|&l| l != UNREACHED)
    }

    /// The cells on this phase's shortest augmenting paths (by distance, then cell,
    /// when the search emitted events).
    #[inline]
    pub(super) fn reached(&self) -> &[u32] {
        &self.shortest
    }

    /// The free left cells on this phase's shortest augmenting paths, in row-major
    /// order: the DFS roots.
    #[inline]
    pub(super) fn roots(&self) -> &[u32] {
        &self.roots
    }

    /// The word of `cell` (its distance, moves, partner and mark, [`super::words`]).
    #[inline]
    pub(super) fn word(&self, cell: u32) -> u32 {
        self.cells[cell as usize]
    }

    /// The distance in the word of `cell`.
    #[inline]
    pub(super) fn dist(&self, cell: u32) -> u32 {
        dist(self.cells[cell as usize])
    }

    /// True while `cell` lies on a shortest augmenting path the DFS may still use.
    #[inline]
    pub(super) fn on_shortest(&self, cell: u32) -> bool {
        self.cells[cell as usize] & SHORTEST != 0
    }

    /// Takes `cell` off the DFS's cells (it led nowhere, or a path took it).
    #[inline]
    pub(super) fn drop_cell(&mut self, cell: u32) {
        self.cells[cell as usize] &= !SHORTEST;
    }

    /// Notes the path just flipped in `matching` (its left cells `lefts`, from the
    /// root, and its free right end `end`), for the next phase's update. The
    /// words' partners stay those of the phase's start: the flipped cells leave the
    /// DFS's cells (the matching alone kept it off them before: their partners
    /// moved a layer).
    pub(super) fn path_flipped(&mut self, matching: &Matching, lefts: &[u32], end: u32) {
        self.newly_matched.extend([lefts[0], end]);
        for &left in lefts {
            let right = matching.partner(left).expect("just matched");
            self.flipped.extend([left, right]);
            self.drop_cell(left);
            self.drop_cell(right);
        }
    }

    /// The alternating distance of `cell` from the free left cells as of the
    /// current phase's start, if any path reaches it and it is no further than the
    /// horizon (further ones are not kept up to date).
    pub(super) fn distance(&self, cell: u32) -> Option<u32> {
        Some(self.dist(cell)).filter(|&d| d <= self.horizon)
    }

    /// True when every distance is exact (after the last phase, the right cells
    /// an alternating path reaches are those with a distance).
    pub(super) fn exact(&self) -> bool {
        self.horizon == EXACT
    }
}

impl Layers {
    /// Brings the layers up to date with the matching after a phase (or makes them
    /// before the first), and sets `limit`, the phase's length.
    fn bring_up_to_date<A: Around>(&mut self, arena: &A::Arena, matching: &Matching) {
        let near = A::near(arena, matching);
        if self.started {
            for &cell in &self.flipped {
                let word = self.cells.at_mut(cell);
                *word = A::with_link(*word, A::link(&near, arena, matching, cell));
            }
            // Without reading the matching's partners of every free cell.
            self.newly_matched.sort_unstable();
            debug_assert!(self.newly_matched.iter().all(|&c| matching.is_matched(c)));
            remove_sorted(&mut self.free_lefts, &self.newly_matched);
            remove_sorted(&mut self.free_rights, &self.newly_matched);
            self.newly_matched.clear();
            if self.flipped.len() * REBUILD_SHARE >= arena.len() {
                // Most of the board changed (early phases without the greedy start):
                // one BFS from scratch is cheaper than updating.
                self.flipped.clear();
                self.layer_from_scratch::<A>(arena, matching);
            } else {
                self.update::<A>(arena, matching);
            }
        } else {
            self.started = true;
            // Every word at once with its distance `PENDING`, for the BFS; then the
            // free cells, a few among the matched ones.
            A::first_words(&near, arena, matching, &mut self.cells);
            for (cell, &mate) in (0u32..).zip(matching.mates()) {
                if mate == UNMATCHED && arena.is_free(cell) {
                    if arena.is_left(cell) {
                        self.free_lefts.push(cell);
                    } else {
                        self.free_rights.push(cell);
                    }
                }
            }
            self.grow_from_free_lefts::<A>(arena, matching);
        }
        self.find_ends();
        if self.limit != UNREACHED && self.limit > self.horizon {
            // Every free right cell lies beyond the horizon.
            self.extend::<A>(arena, matching);
            self.find_ends();
        }
        if self.limit != UNREACHED {
            let level = self.limit + slack(self.limit);
            if level < self.horizon {
                self.lower_horizon(level);
            }
        }
    }

    /// The phase's length, `limit`, the distance of the closest free right cells,
    /// and those cells, `ends`, where [`Layers::find_shortest`] starts: one pass
    /// over the free right cells. They lie all over the board: their words are
    /// fetched ahead.
    fn find_ends(&mut self) {
        let (rights, ends) = (&self.free_rights, &mut self.ends);
        ends.clear();
        let mut limit = UNREACHED;
        for (i, &right) in rights.iter().enumerate() {
            if let Some(&ahead) = rights.get(i + AHEAD) {
                prefetch_one(&self.cells, ahead);
            }
            let d = dist(self.cells.at(right));
            if d < limit {
                limit = d;
                ends.clear();
            }
            if d == limit {
                ends.push(right);
            }
        }
        self.limit = limit;
    }

    /// The BFS from every free left cell, up to `SLACK` layers past the first free
    /// right cell (as [`Layers::extend`] does from the horizon): after a greedy
    /// start, a fraction of the board.
    fn layer_from_scratch<A: Around>(&mut self, arena: &A::Arena, matching: &Matching) {
        for word in self.cells.iter_mut() {
            *word = with_dist(*word, PENDING);
        }
        self.grow_from_free_lefts::<A>(arena, matching);
    }

    /// [`Layers::layer_from_scratch`]'s BFS, every distance `PENDING` already.
    fn grow_from_free_lefts<A: Around>(&mut self, arena: &A::Arena, matching: &Matching) {
        for &cell in &self.free_lefts {
            set_dist(&mut self.cells, cell, 0);
        }
        self.grow::<A>(arena, matching, self.free_lefts.clone(), 0);
    }

    /// The value of a cell whose distance has grown past the horizon: `PENDING`,
    /// what [`Layers::extend`] searches (`UNREACHED` when every distance is
    /// exact).
    fn beyond(&self) -> u32 {
        if self.horizon == EXACT {
            UNREACHED
        } else {
            PENDING
        }
    }

    /// After a phase: new distances for the cells whose every closer neighbour was
    /// lost (the flipped paths, then what hung on them), the rest unchanged.
    ///
    /// Right cells are at odd distances, left cells at even ones, and a matched
    /// left cell is reached only through its partner, one layer closer: it is
    /// affected exactly when its partner is, or when it was flipped (its partner is
    /// now one layer further). So the search goes over right cells, layer by layer,
    /// and settles each affected right cell's partner along with it. An affected
    /// cell's distance becomes [`Layers::beyond`] at once, so "an unaffected
    /// closer neighbour" is simply "a neighbour at the distance one less", one load
    /// per neighbour; [`Layers::relayer`] then gives the new distances.
    // Out of line: inlined into the phase's start, its loops compile to more
    // instructions.
    #[inline(never)]
    fn update<A: Around>(&mut self, arena: &A::Arena, matching: &Matching) {
        let near = A::near(arena, matching);
        let (horizon, beyond) = (self.horizon, self.beyond());
        let cells = &mut self.cells[..];
        let (seeds, affected) = (&mut self.seeds, &mut self.affected);
        seeds.clear();
        affected.clear();
        // Seeds, as distance and cell: the flipped right cells, and the cells one
        // step from the flipped left cells, all of which are affected.
        for pair in self.flipped.chunks_exact(2) {
            let (left, right) = (pair[0], pair[1]);
            let word = cells.at(left);
            let d = dist(word);
            *cells.at_mut(left) = with_dist(word, beyond);
            if d < horizon {
                for next in A::around(&near, arena, word, left) {
                    if dist(cells.at(next)) == d + 1 {
                        seeds.push(by_distance(d + 1, next));
                    }
                }
            }
            seeds.push(by_distance(dist(cells.at(right)), right));
        }
        self.seed_sort.sort(seeds);
        // In increasing distance, so a cell's closer neighbours are settled first.
        let layers = (&mut self.layer, &mut self.next_layer);
        let visit = |d: u32, seeds: &mut Seeds, layer: &mut Sieve, next_layer: &mut Sieve| {
            while let Some((right, _)) = seeds.take_if(|distance| distance == d) {
                layer.push(right);
            }
            for (i, &right) in layer.cells().iter().enumerate() {
                if let Some(&ahead) = layer.cells().get(i + AHEAD) {
                    A::prefetch(arena, cells, ahead, false);
                }
                let word = cells.at(right);
                if dist(word) != d {
                    continue; // settled already
                }
                let closer = d.wrapping_sub(1);
                // The closest neighbour but the cell itself (for moves not open, and
                // in its partner's slot: beyond while it is tested) and its partner
                // (one layer further, or flipped): no neighbour is closer than
                // `closer`, so the cell keeps its distance when one is at it
                // (unaffected, as affected cells are beyond).
                *cells.at_mut(right) = with_dist(word, beyond);
                let others = A::others(&near, arena, word, right);
                let nearest = (others.into_iter()).fold(u32::MAX, |best, n| best.min(cells.at(n)));
                debug_assert!(dist(nearest) >= closer);
                if dist(nearest) == closer {
                    *cells.at_mut(right) = word;
                    continue;
                }
                let left = A::partner(&near, arena, word, right);
                // Not past the horizon, not free, not the partner of a flipped left
                // cell (already beyond).
                let settles = d < horizon && left != UNMATCHED && dist(cells.at(left)) == d + 1;
                if settles {
                    set_dist(cells, left, beyond);
                }
                // Distances only grow: only a cell with a neighbour short of the
                // horizon now can get a value from the unaffected ones (kept without
                // a branch: on a random board the test goes either way).
                affected.room(1);
                affected.push_if(dist(nearest) < horizon, right);
                if !settles || d + 1 >= horizon {
                    continue;
                }
                let around = A::around(&near, arena, cells.at(left), left);
                let slots = A::slots(arena, left);
                next_layer.extend_if(slots, around, |next| dist(cells.at(next)) == d + 2);
            }
        };
        walk_layers(seeds, layers, |first| first, visit);
        self.relayer::<A>(arena, matching);
        self.flipped.clear();
    }

    /// New distances for the affected cells (every one of which is at
    /// [`Layers::beyond`] now): from their unaffected neighbours, then
    /// outwards through the affected cells in distance order (a left cell with its
    /// partner). Only up to the horizon: the cells that end up beyond it stay
    /// `PENDING` (on a random board, most of the affected cells). The
    /// cells that get the horizon's distance go to `at_horizon`.
    ///
    /// An unaffected cell never gets a new value here: one step from a cell at a
    /// new distance `d` up to the horizon, its own distance is at most `d + 1`
    /// (and one beyond the horizon has a true distance past it too).
    fn relayer<A: Around>(&mut self, arena: &A::Arena, matching: &Matching) {
        let near = A::near(arena, matching);
        let cap = self.horizon;
        let cells = &mut self.cells[..];
        let seeds = &mut self.seeds;
        seeds.clear();
        // Affected cells are beyond the horizon (or unreached): only unaffected
        // neighbours can give a value up to it.
        for (i, &right) in self.affected.cells().iter().enumerate() {
            if let Some(&ahead) = self.affected.cells().get(i + AHEAD) {
                A::prefetch(arena, cells, ahead, false);
            }
            let around = A::around(&near, arena, cells.at(right), right);
            // The closest word holds the smallest distance.
            let closest = around
                .into_iter()
                .fold(u32::MAX, |best, n| best.min(cells.at(n)));
            let best = dist(closest) + 1;
            if best <= cap {
                set_dist(cells, right, best);
                seeds.push(by_distance(best, right));
            }
        }
        // The flipped left cells whose new partner kept its distance.
        for pair in self.flipped.chunks_exact(2) {
            let left = pair[0];
            let partner = A::partner(&near, arena, cells.at(left), left);
            let best = dist(cells.at(partner)) + 1;
            if best <= cap {
                set_dist(cells, left, best);
                seeds.push(by_distance(best, left));
            }
        }
        self.seed_sort.sort(seeds);
        // Layer by layer: the right cells at `d` (odd) with their partners, and the
        // seeded left cells at `d + 1`, give the right cells at `d + 2`.
        let layers = (&mut self.layer, &mut self.next_layer);
        let (lefts, at_horizon) = (&mut self.lefts, &mut self.at_horizon);
        // A right cell's layer, or the one before a left cell's.
        let start = |first: u32| (first - 1) | 1;
        let visit = |d: u32, seeds: &mut Seeds, layer: &mut Sieve, next_layer: &mut Sieve| {
            lefts.clear();
            while let Some((cell, distance)) = seeds.take_if(|distance| distance <= d + 1) {
                debug_assert_eq!(arena.is_left(cell), distance == d + 1);
                if distance == d {
                    layer.push(cell);
                } else {
                    lefts.push(cell);
                }
            }
            let e = d + 1;
            for (i, &right) in layer.cells().iter().enumerate() {
                if let Some(&ahead) = layer.cells().get(i + AHEAD) {
                    A::prefetch(arena, cells, ahead, false);
                }
                let word = cells.at(right);
                if dist(word) != d {
                    continue;
                }
                let left = A::partner(&near, arena, word, right);
                if left == UNMATCHED || e > cap || dist(cells.at(left)) <= e {
                    continue;
                }
                set_dist(cells, left, e);
                lefts.push(left);
            }
            let at = |c: &u32| dist(cells.at(*c)) == cap;
            if d == cap {
                at_horizon.extend(layer.cells().iter().copied().filter(at));
            } else if e == cap {
                at_horizon.extend(lefts.iter().copied().filter(at));
            }
            if e < cap {
                for (i, &left) in lefts.iter().enumerate() {
                    if let Some(&ahead) = lefts.get(i + AHEAD) {
                        A::prefetch(arena, cells, ahead, false);
                    }
                    let word = cells.at(left);
                    if dist(word) != e {
                        continue;
                    }
                    let (slots, around) =
                        (A::slots(arena, left), A::around(&near, arena, word, left));
                    next_layer.extend_if(slots, around, |right| {
                        let old = cells.at(right);
                        let new = old.min(with_dist(old, e + 1));
                        *cells.at_mut(right) = new;
                        old > new
                    });
                }
            }
        };
        walk_layers(seeds, layers, start, visit);
    }

    /// Makes the distances exact past the horizon, layer by layer from the cells on
    /// it ([`Layers::grow`]); every cell beyond it is `PENDING` (or
    /// `UNREACHED`) already, so only the cells kept in `at_horizon` are looked at,
    /// not the board.
    fn extend<A: Around>(&mut self, arena: &A::Arena, matching: &Matching) {
        let level = self.horizon;
        debug_assert!(level < EXACT, "extend with exact layers");
        let mut frontier = std::mem::take(&mut self.at_horizon);
        frontier.sort_unstable();
        frontier.dedup();
        frontier.retain(|&c| self.dist(c) == level);
        self.grow::<A>(arena, matching, frontier, level);
    }

    /// Lowers the horizon to `level`: every cell past it becomes `PENDING` (but
    /// `UNREACHED`), and `at_horizon` the cells on it. A pass over the board, after
    /// layers that went further than needed (a BFS from scratch that reached every
    /// cell).
    fn lower_horizon(&mut self, level: u32) {
        self.horizon = level;
        let frontier = &mut self.at_horizon;
        frontier.clear();
        // In blocks, with a loop the compiler vectorises: the horizon's layer is a
        // thin band of the board.
        const BLOCK: usize = 64;
        for (block, chunk) in self.cells.chunks_mut(BLOCK).enumerate() {
            let mut on_horizon = false;
            for word in chunk.iter_mut() {
                let d = dist(*word);
                on_horizon |= d == level;
                // Past the level but not `UNREACHED`: one unsigned comparison.
                *word = if d.wrapping_sub(level + 1) < UNREACHED - (level + 1) {
                    with_dist(*word, PENDING)
                } else {
                    *word
                };
            }
            if on_horizon {
                let first = block * BLOCK;
                let cells = chunk.iter().enumerate().filter(|&(_, &w)| dist(w) == level);
                frontier.extend(cells.map(|(i, _)| (first + i) as u32));
            }
        }
    }

    /// The BFS from `frontier`, the cells at distance `level` (every cell at a
    /// larger one is `PENDING`), up to `SLACK` layers past the first free right cell
    /// reached (the new `limit`), or all of them when no free right cell is
    /// reachable. The cells still `PENDING` stay so, past the new horizon, and the
    /// cells on it go to `at_horizon`; when the BFS ran out, they become
    /// `UNREACHED` and every distance is exact.
    fn grow<A: Around>(
        &mut self,
        arena: &A::Arena,
        matching: &Matching,
        mut frontier: Vec<u32>,
        mut level: u32,
    ) {
        let near = A::near(arena, matching);
        let mut next_frontier = Vec::new();
        // The right cells of the last layer.
        let mut rights = Sieve::default();
        let mut last_rights = false;
        let cells = &mut self.cells[..];
        let stop = |limit: u32| limit.saturating_add(slack(limit));
        let mut limit = UNREACHED;
        // A layer holds only left cells or only right cells: from right cells, their
        // partners first.
        if frontier.first().is_some_and(|&c| !arena.is_left(c)) && level < stop(limit) {
            for &right in &frontier {
                let left = A::partner(&near, arena, cells.at(right), right);
                if left != UNMATCHED && dist(cells.at(left)) == PENDING {
                    set_dist(cells, left, level + 1);
                    next_frontier.push(left);
                }
            }
            level += 1;
            std::mem::swap(&mut frontier, &mut next_frontier);
            next_frontier.clear();
        }
        // Then two layers at a time: the right cells one step from the left cells,
        // then their partners.
        while !frontier.is_empty() && level < stop(limit) {
            rights.clear();
            for (i, &left) in frontier.iter().enumerate() {
                if let Some(&ahead) = frontier.get(i + AHEAD) {
                    // Their partners too, two moves away.
                    A::prefetch(arena, cells, ahead, true);
                }
                // Without a branch per neighbour (half of them are reached already,
                // at random): each is written back, with the new distance if it was
                // pending, and kept if so.
                let around = A::around(&near, arena, cells.at(left), left);
                rights.extend_if(A::slots(arena, left), around, |right| {
                    let word = cells.at(right);
                    let pending = dist(word) == PENDING;
                    *cells.at_mut(right) = if pending {
                        with_dist(word, level + 1)
                    } else {
                        word
                    };
                    pending
                });
            }
            // Then each right cell reached, with its partner.
            for (i, &right) in rights.cells().iter().enumerate() {
                if let Some(&ahead) = rights.cells().get(i + AHEAD) {
                    A::prefetch(arena, cells, ahead, false);
                }
                let partner = A::partner(&near, arena, cells.at(right), right);
                if partner == UNMATCHED {
                    limit = limit.min(level + 1);
                } else if dist(cells.at(partner)) == PENDING {
                    set_dist(cells, partner, level + 2);
                    next_frontier.push(partner);
                }
            }
            level += 1;
            if rights.is_empty() {
                frontier.clear();
                break;
            }
            if level >= stop(limit) {
                // The layer of right cells is the last: their partners lie beyond.
                for &left in &next_frontier {
                    set_dist(cells, left, PENDING);
                }
                last_rights = true;
                break;
            }
            level += 1;
            std::mem::swap(&mut frontier, &mut next_frontier);
            next_frontier.clear();
        }
        self.limit = limit;
        self.horizon = level;
        self.at_horizon = if last_rights {
            rights.cells().to_vec()
        } else {
            frontier
        };
        if self.at_horizon.is_empty() {
            // The BFS ran out: no path reaches the cells left.
            for word in cells.iter_mut() {
                *word = if dist(*word) == PENDING {
                    with_dist(*word, UNREACHED)
                } else {
                    *word
                };
            }
            self.horizon = EXACT;
        }
    }

    /// Marks the cells on shortest augmenting paths: back from the free right cells
    /// at distance `limit`, one layer closer at each step.
    fn find_shortest<A: Around>(&mut self, arena: &A::Arena, matching: &Matching) {
        let near = A::near(arena, matching);
        for &right in &self.ends {
            *self.cells.at_mut(right) |= SHORTEST;
            self.shortest.push(right);
        }
        let (cells, shortest) = (&mut self.cells[..], &mut self.shortest);
        self.roots.clear();
        let mut head = 0;
        while let Some(&cell) = shortest.get(head) {
            if let Some(&ahead) = shortest.get(head + AHEAD) {
                A::prefetch(arena, cells, ahead, false);
            }
            head += 1;
            let word = cells.at(cell);
            let d = dist(word);
            if d == 0 {
                self.roots.push(cell);
                continue;
            }
            let mut visit = |c: u32| {
                let word = cells.at(c);
                if word & SHORTEST == 0 && dist(word) == d - 1 {
                    *cells.at_mut(c) = word | SHORTEST;
                    shortest.push(c);
                }
            };
            if arena.is_left(cell) {
                visit(A::partner(&near, arena, word, cell));
            } else {
                // Its partner is one layer further, not closer.
                let around = A::around(&near, arena, word, cell);
                around.into_iter().for_each(visit);
            }
        }
        self.roots.sort_unstable();
    }
}

/// The layered walk of [`Layers::update`] and [`Layers::relayer`]: layer
/// by layer in increasing distance, two apart (right cells are at odd distances, and
/// a left cell goes with its partner), from `seeds`, sorted by distance, taken as the
/// walk reaches them. `visit(d, seeds, layer, next_layer)` takes the seeds of layer
/// `d` (the right cells into `layer`), searches from `layer`'s cells and fills
/// `next_layer` with those of layer `d + 2`. When a layer comes out empty, the walk
/// goes on at the next seed's layer, `start(its distance)`, and ends when none is
/// left. Costs only what `visit` does, plus O(1) a layer.
#[inline(always)]
fn walk_layers(
    seeds: &[u64],
    (layer, next_layer): (&mut Sieve, &mut Sieve),
    start: impl Fn(u32) -> u32,
    mut visit: impl FnMut(u32, &mut Seeds, &mut Sieve, &mut Sieve),
) {
    let mut seeds = Seeds {
        keys: seeds,
        next: 0,
    };
    layer.clear();
    next_layer.clear();
    let mut d = 0;
    loop {
        if layer.is_empty() {
            match seeds.keys.get(seeds.next) {
                Some(&key) => d = start(key_distance(key)),
                None => break,
            }
        }
        visit(d, &mut seeds, layer, next_layer);
        layer.clear();
        std::mem::swap(layer, next_layer);
        d += 2;
    }
}

/// The seeds of [`walk_layers`] ([`by_distance`] keys, sorted): those not taken yet.
struct Seeds<'a> {
    keys: &'a [u64],
    next: usize,
}

impl Seeds<'_> {
    /// The next seed, as cell and distance, taken if `keep(distance)`.
    #[inline(always)]
    fn take_if(&mut self, keep: impl Fn(u32) -> bool) -> Option<(u32, u32)> {
        let &key = self.keys.get(self.next)?;
        let distance = key_distance(key);
        keep(distance).then(|| {
            self.next += 1;
            (key as u32, distance)
        })
    }
}

#[cfg(test)]
#[path = "layers_tests.rs"]
mod tests;
