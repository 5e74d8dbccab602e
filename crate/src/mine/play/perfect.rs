//! The perfect player of [`super::MineGame`]: the value of a position (the XOR of
//! its components, clusters valued by the exact search) and the computer's move from
//! it. Beside the game's rules in `mod.rs`, this is the part that searches.
//!
//! **The move.** Value not 0: a move to value 0 ([`Strategy::ZeroXor`]): a lone
//! number when the XOR is 1; else a region outside clusters (open it: worth 0; or
//! click one of its own numbers: the other of 1 and 2); else a cluster move whose
//! option value is the cluster's value XOR the total (read from the cluster game's
//! memo). Value 0 or unknown: the move that removes the fewest cells from play
//! ([`Strategy::Longest`], [`Strategy::Unsure`]).
//!
//! **Cost.** An evaluation: O(R + S) for R regions and S shared numbers, plus the
//! exact search of any cluster not valued before (at most `max_visits` visits). The
//! move: O(R + L) over regions and lone numbers, plus one cluster's option values
//! (from its memo); a lost or unknown position scans the cells, O(N·M) at worst.
//!
//! ```
//! use gridplay::mine::board::Board;
//! use gridplay::mine::play::{MineGame, Strategy};
//!
//! // 1×3, mine on the right: one region {0} with one number (worth 2): XOR 2.
//! let mut game = MineGame::new(Board::with_mines(1, 3, &[(0, 2)]), 1_000_000);
//! assert_eq!(game.evaluation().value, Some(2));
//! // Opening the region (value 0) wins at once.
//! assert_eq!(game.best_move(), Some((0, Strategy::ZeroXor)));
//! ```

use super::exact::{self, Budget, ClusterMove};
use super::{ClusterGame, ClusterValue, Evaluation, Key, MineGame, Reason, Strategy};
use crate::mine::board::MINE;

impl MineGame {
    /// The computer's choice for the player to move, without playing it; `None` when
    /// the game is over.
    pub fn best_move(&mut self) -> Option<(u32, Strategy)> {
        if self.is_over() {
            return None;
        }
        let value = self.evaluation().value;
        match value {
            Some(0) => Some((self.longest_move(), Strategy::Longest)),
            Some(total) => match self.winning_move(total) {
                Some(cell) => Some((cell, Strategy::ZeroXor)),
                // Only when a cluster's options passed the cap.
                None => Some((self.longest_move(), Strategy::Unsure)),
            },
            None => Some((self.longest_move(), Strategy::Unsure)),
        }
    }

    /// Plays [`MineGame::best_move`] and says why; `None` when the game is over.
    pub fn reply(&mut self) -> Option<Reason> {
        let (cell, strategy) = self.best_move()?;
        let played = self.play(cell).expect("the computer's move is legal");
        let sure = played.xor_before.is_some() && played.xor_after.is_some();
        Some(Reason {
            played,
            strategy,
            sure,
        })
    }

    /// A move to a position of value 0 from one of value `total` (not 0).
    fn winning_move(&mut self, total: u32) -> Option<u32> {
        if total == 1 && self.lone_closed > 0 {
            return self.lone.iter().copied().find(|&c| !self.open[c as usize]);
        }
        let evaluation = self.evaluation.take().expect("evaluated");
        let found = self.winning_region_move(total, &evaluation).or_else(|| {
            evaluation
                .clusters
                .iter()
                .find_map(|cluster| self.winning_cluster_move(total, cluster))
        });
        self.evaluation = Some(evaluation);
        found
    }

    /// A winning move in a closed region outside clusters: open it (value 0) or click
    /// one of its private numbers (the other of 1 and 2).
    fn winning_region_move(&self, total: u32, evaluation: &Evaluation) -> Option<u32> {
        for region in 0..self.regions() {
            if self.region_open[region as usize] || evaluation.cluster_of(region).is_some() {
                continue;
            }
            let value = self.contribution(region);
            let target = value ^ total;
            if target == 0 {
                return Some(self.region_blanks.get(region)[0]);
            }
            let private = self.private_closed[region as usize];
            if private > 0 && target == 1 + ((private - 1) & 1) {
                return self.closed_number_with(&[region]);
            }
        }
        None
    }

    /// A winning move inside `cluster`, from its game's option values.
    fn winning_cluster_move(&mut self, total: u32, cluster: &ClusterValue) -> Option<u32> {
        let target = cluster.value? ^ total;
        if target >= cluster.value? {
            // A lower value is always an option (mex); a higher one is not needed.
            return None;
        }
        let game = self.games.get_mut(&cluster.key)?;
        let options = game.option_values(&mut Budget::new(self.max_visits))?;
        let (mv, _) = options.into_iter().find(|&(_, v)| v == target)?;
        match mv {
            ClusterMove::Vertex(v) => Some(self.region_blanks.get(cluster.regions[v as usize])[0]),
            ClusterMove::Edge(e) => {
                let set: Vec<u32> = cluster.key.1[e as usize]
                    .iter()
                    .map(|&v| cluster.regions[v as usize])
                    .collect();
                self.closed_number_with(&set)
            }
        }
    }

    /// A face-down number whose regions are exactly `set` (ascending, not empty).
    fn closed_number_with(&self, set: &[u32]) -> Option<u32> {
        self.region_numbers
            .get(set[0])
            .iter()
            .copied()
            .find(|&n| !self.open[n as usize] && self.around(n).as_slice() == set)
    }

    /// The move removing the fewest cells from play: the first face-down number, or
    /// the first blank of the smallest closed region.
    fn longest_move(&self) -> u32 {
        let cells = self.board.cells();
        if let Some(cell) = (0..self.board.len()).find(|&c| {
            !self.open[c as usize] && cells[c as usize] != 0 && cells[c as usize] != MINE
        }) {
            return cell;
        }
        let region = (0..self.regions())
            .filter(|&r| !self.region_open[r as usize])
            .min_by_key(|&r| self.region_blanks.get(r).len())
            .expect("the game is not over");
        self.region_blanks.get(region)[0]
    }

    /// The value of the position from scratch: `base_xor` (regions outside clusters
    /// and lone numbers, kept up to date by every click) XOR each cluster's Grundy
    /// value by the exact search, smallest cluster first so a big one spends the
    /// budget last. A cluster's value is looked up when its game was valued before
    /// (same [`Key`], same game); one that passed the cap with most of the budget is
    /// remembered as failed and not searched again.
    pub(super) fn evaluate(&mut self) -> Evaluation {
        let sets = (0..self.shared.len() as u32)
            .filter(|&i| !self.open[self.shared[i as usize] as usize])
            .map(|i| self.shared_sets.get(i));
        let found = exact::clusters(self.region_open.len(), sets);
        let mut found: Vec<(exact::Cluster, Key)> = found
            .into_iter()
            .map(|cluster| {
                let key = cluster.key(|r| self.private_closed[r as usize] % 2 == 1);
                (cluster, key)
            })
            .collect();
        // Smallest first, as exact::solve: a big cluster spends the budget last.
        found.sort_by_key(|(_, key)| key.0 + key.1.len());
        let mut budget = Budget::new(self.max_visits);
        let mut value = Some(self.base_xor);
        let mut clusters = Vec::with_capacity(found.len());
        let mut in_cluster = Vec::new();
        for (cluster, key) in found {
            for &region in &cluster.regions {
                value = value.map(|v| v ^ self.contribution(region));
                in_cluster.push((region, clusters.len() as u32));
            }
            let cluster_value = if self.failed.contains(&key) {
                None
            } else if let Some(&known) = self.values.get(&key) {
                Some(known)
            } else {
                let game = self
                    .games
                    .entry(key.clone())
                    .or_insert_with(|| ClusterGame::new(key.0 as u32, key.1.clone()));
                let before = budget.visits;
                let found = game.grundy(&mut budget);
                if found.is_none() && before < budget.max_visits / 2 {
                    // It had most of the budget and still passed it: give up on it, so
                    // later positions do not search it again (its memo is dropped).
                    self.games.remove(&key);
                    self.failed.insert(key.clone());
                }
                if let Some(known) = found {
                    self.values.insert(key.clone(), known);
                }
                found
            };
            value = value.zip(cluster_value).map(|(a, b)| a ^ b);
            clusters.push(ClusterValue {
                regions: cluster.regions,
                value: cluster_value,
                key,
            });
        }
        in_cluster.sort_unstable();
        Evaluation {
            value,
            clusters,
            in_cluster,
        }
    }
}
