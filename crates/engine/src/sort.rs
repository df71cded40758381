//! Sorting with little code: the same order as the standard library's stable sort
//! (`slice::sort_by`: equal items keep their order), but each element type costs a few dozen
//! bytes of WebAssembly instead of the standard sort's 3 to 5 KB (its quicksort, merges and
//! sorting networks are generated again for every type and comparison). One merge sort of
//! positions does the work for every type; it is fast enough for what the app sorts (a few
//! thousand items at most).

use std::cmp::Ordering;

/// Sorts `items` by `compare`; equal items keep their order (as `slice::sort_by`).
pub fn sort_by<T>(items: &mut [T], mut compare: impl FnMut(&T, &T) -> Ordering) {
    if items.len() < 2 {
        return;
    }
    let order = stable_order(items.len(), &mut |i, j| compare(&items[i], &items[j]) == Ordering::Greater);
    permute(&order, &mut |i, j| items.swap(i, j));
}

/// Sorts `items` in their natural order (as `slice::sort`).
pub fn sort<T: Ord>(items: &mut [T]) {
    sort_by(items, T::cmp);
}

/// Sorts `items` by `key`; equal keys keep their order (as `slice::sort_by_key`).
pub fn sort_by_key<T, K: Ord>(items: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(items, |a, b| key(a).cmp(&key(b)));
}

/// The positions of `n` items in sorted order (a bottom-up merge sort); `after(i, j)`: item
/// `i` goes after item `j`.
fn stable_order(n: usize, after: &mut dyn FnMut(usize, usize) -> bool) -> Vec<usize> {
    let mut order: Vec<usize> = (0..n).collect();
    let mut merged = vec![0; n];
    let mut width = 1;
    while width < n {
        let mut start = 0;
        while start < n {
            let middle = (start + width).min(n);
            let end = (start + 2 * width).min(n);
            let (mut left, mut right) = (start, middle);
            for slot in &mut merged[start..end] {
                // The right run's item goes first only when the left one goes after it.
                if right < end && (left >= middle || after(order[left], order[right])) {
                    *slot = order[right];
                    right += 1;
                } else {
                    *slot = order[left];
                    left += 1;
                }
            }
            start = end;
        }
        std::mem::swap(&mut order, &mut merged);
        width *= 2;
    }
    order
}

/// Puts the item at position `order[k]` at position `k`, for every `k`, by swaps.
fn permute(order: &[usize], swap: &mut dyn FnMut(usize, usize)) {
    for k in 0..order.len() {
        // The item first at `order[k]` was moved away by the swaps of earlier positions:
        // follow it.
        let mut from = order[k];
        while from < k {
            from = order[from];
        }
        if from != k {
            swap(k, from);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_order_is_the_standard_stable_sorts() {
        let mut seed = 12345u64;
        let mut next = move || {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (seed >> 33) as u32
        };
        for n in 0..300 {
            for range in [1, 3, 50, 1_000_000] {
                let items: Vec<(u32, usize)> = (0..n).map(|i| (next() % range, i)).collect();
                let mut ours = items.clone();
                let mut theirs = items.clone();
                sort_by(&mut ours, |a, b| a.0.cmp(&b.0));
                theirs.sort_by(|a, b| a.0.cmp(&b.0));
                assert_eq!(ours, theirs, "{n} items below {range}");
                let mut ours = items.clone();
                let mut theirs = items;
                sort_by_key(&mut ours, |a| std::cmp::Reverse(a.0));
                theirs.sort_by_key(|a| std::cmp::Reverse(a.0));
                assert_eq!(ours, theirs);
            }
        }
        let mut words = vec!["pear", "apple", "fig", "apple"];
        sort(&mut words);
        assert_eq!(words, ["apple", "apple", "fig", "pear"]);
    }
}
