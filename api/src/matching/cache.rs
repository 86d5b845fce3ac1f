//! Cached positions (notes/matching.md): page 1 of a list computes the ordered ids of up to 1000 members once and
//! keeps them here for a while; later pages read their slice instead of re-running the query with a deep OFFSET.
//! A member who stopped being visible meanwhile is dropped when the page's cards are read. In memory, per process:
//! a second server simply computes its own.

use std::{
    num::NonZeroUsize,
    sync::Mutex,
    time::{Duration, Instant},
};

use lru::LruCache;

use crate::routes::matches::dto::MatchSuggestion;

/// How long positions stay valid.
const TTL: Duration = Duration::from_secs(10 * 60);
/// How many lists are kept (about 4 KiB each).
const ENTRIES: usize = 20_000;

#[derive(Clone)]
pub struct Positions {
    pub ids: Vec<i32>,
    /// The list has more members than it holds.
    pub capped: bool,
    pub suggestion: Option<MatchSuggestion>,
    made: Instant,
}

impl Positions {
    pub fn new(ids: Vec<i32>, capped: bool, suggestion: Option<MatchSuggestion>) -> Self {
        Self { ids, capped, suggestion, made: Instant::now() }
    }
}

pub struct Lists {
    cache: Mutex<LruCache<(i32, String), Positions>>,
}

impl Default for Lists {
    fn default() -> Self {
        Self { cache: Mutex::new(LruCache::new(NonZeroUsize::new(ENTRIES).unwrap_or(NonZeroUsize::MIN))) }
    }
}

impl Lists {
    /// The positions of the member's list `key`, while fresh.
    pub fn get(&self, member_id: i32, key: &str) -> Option<Positions> {
        let mut cache = self.cache.lock().unwrap_or_else(|p| p.into_inner());
        cache.get(&(member_id, key.to_owned())).filter(|p| p.made.elapsed() < TTL).cloned()
    }

    pub fn put(&self, member_id: i32, key: String, positions: Positions) {
        let mut cache = self.cache.lock().unwrap_or_else(|p| p.into_inner());
        cache.put((member_id, key), positions);
    }

    /// Forgets the member's lists (their preferences changed, or they blocked someone).
    pub fn forget(&self, member_id: i32) {
        let mut cache = self.cache.lock().unwrap_or_else(|p| p.into_inner());
        let keys: Vec<(i32, String)> =
            cache.iter().filter(|((id, _), _)| *id == member_id).map(|(k, _)| k.clone()).collect();
        for key in keys {
            cache.pop(&key);
        }
    }
}
