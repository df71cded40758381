//! The positions a game has passed through, for ko and superko: a list of hash keys (index =
//! move number, 0 = the start) with a small bit filter in front so that the common "never
//! seen" answer costs one memory read.

const FILTER_WORDS: usize = 256;

#[derive(Clone, Debug)]
pub(crate) struct History {
    keys: Vec<u64>,
    filter: Box<[u64; FILTER_WORDS]>,
}

impl History {
    pub(crate) fn new(start: u64) -> History {
        let mut h = History { keys: Vec::with_capacity(512), filter: Box::new([0; FILTER_WORDS]) };
        h.push(start);
        h
    }

    #[inline]
    fn slot(key: u64) -> (usize, u64) {
        let bit = (key >> 50) as usize % (FILTER_WORDS * 64);
        (bit / 64, 1 << (bit % 64))
    }

    pub(crate) fn push(&mut self, key: u64) {
        let (w, b) = History::slot(key);
        self.filter[w] |= b;
        self.keys.push(key);
    }

    /// The latest move number after which `key` occurred.
    #[inline]
    pub(crate) fn find(&self, key: u64) -> Option<usize> {
        let (w, b) = History::slot(key);
        if self.filter[w] & b == 0 {
            return None;
        }
        self.keys.iter().rposition(|&k| k == key)
    }

    /// The key after move `n`.
    pub(crate) fn get(&self, n: usize) -> Option<u64> {
        self.keys.get(n).copied()
    }

    pub(crate) fn len(&self) -> usize {
        self.keys.len()
    }
}
