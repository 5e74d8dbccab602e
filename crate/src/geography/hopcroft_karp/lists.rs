//! The lists the layer updates sort: [`DistanceSort`] orders the updates' seeds by
//! counting, and [`remove_sorted`] drops matched cells from the free lists in one
//! pass (the lists they grow are [`Sieve`](crate::geography::sieve::Sieve)s).
//!
//! Cost: linear in the cells listed (or a comparison sort when the distances are
//! spread far wider than there are seeds).

/// Removes from `list` the cells in `gone`, both in increasing order, in one pass
/// over each.
pub(super) fn remove_sorted(list: &mut Vec<u32>, gone: &[u32]) {
    let mut gone = gone.iter().copied().peekable();
    list.retain(|&c| {
        while gone.next_if(|&g| g < c).is_some() {}
        gone.next_if_eq(&c).is_none()
    });
}

/// A cell as a sort key of the updates' seeds: by distance, then cell.
#[inline]
pub(super) fn by_distance(distance: u32, cell: u32) -> u64 {
    u64::from(distance) << 32 | u64::from(cell)
}

/// The distance of a [`by_distance`] key (its cell is the low half).
#[inline]
pub(super) fn key_distance(key: u64) -> u32 {
    (key >> 32) as u32
}

/// Sorts [`by_distance`] keys by distance, by counting when the distances span
/// little more than there are keys (the updates' seeds lie within a few layers of
/// the phase's length), else by comparison. Keys of one distance keep their order
/// when counted and go by cell otherwise; the updates only need the distances in
/// order.
#[derive(Debug, Clone, Default)]
pub(super) struct DistanceSort {
    counts: Vec<u32>,
    sorted: Vec<u64>,
}

impl DistanceSort {
    pub(super) fn sort(&mut self, keys: &mut Vec<u64>) {
        let Some(first) = keys.iter().map(|&k| key_distance(k)).min() else {
            return;
        };
        let last = keys.iter().map(|&k| key_distance(k)).max().unwrap_or(first);
        let span = (last - first) as usize + 1;
        if span > 2 * keys.len() + 64 {
            keys.sort_unstable();
            return;
        }
        let counts = &mut self.counts;
        counts.clear();
        counts.resize(span + 1, 0);
        for &k in keys.iter() {
            counts[(key_distance(k) - first) as usize + 1] += 1;
        }
        for i in 1..=span {
            counts[i] += counts[i - 1];
        }
        self.sorted.clear();
        self.sorted.resize(keys.len(), 0);
        for &k in keys.iter() {
            let slot = &mut counts[(key_distance(k) - first) as usize];
            self.sorted[*slot as usize] = k;
            *slot += 1;
        }
        std::mem::swap(keys, &mut self.sorted);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The seeds' sort puts the distances in order and keeps every key, whether it
    /// counts (distances close together) or compares (far apart), against the
    /// standard library's sort.
    #[test]
    fn distance_sort_orders_by_distance_and_keeps_every_key() {
        let mut sorter = DistanceSort::default();
        let mut rng = crate::rng::SplitMix64::new(5);
        for round in 0..200u64 {
            let len = (rng.next_u64() % 300) as usize;
            // Spans from a few layers (counted) to far more than the keys (compared).
            let span = [3, 40, 1000, 1 << 20][(round % 4) as usize];
            let base = (rng.next_u64() % 5000) as u32;
            let mut keys: Vec<u64> = (0..len)
                .map(|_| {
                    let d = base + (rng.next_u64() % span) as u32;
                    by_distance(d, (rng.next_u64() % 100_000) as u32)
                })
                .collect();
            let mut expected = keys.clone();
            expected.sort_unstable();
            sorter.sort(&mut keys);
            let distances: Vec<u32> = keys.iter().map(|&k| key_distance(k)).collect();
            assert!(distances.is_sorted(), "round {round}");
            keys.sort_unstable();
            assert_eq!(keys, expected, "round {round}");
        }
    }
}
