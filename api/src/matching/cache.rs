//! Cached positions (docs/architecture.md, matching): page 1 of a list computes the ordered ids of up to 1000 members
//! once and keeps them here for a while; later pages read their slice instead of re-running the query with a deep
//! OFFSET. A member who stopped being visible meanwhile is dropped when the page's cards are read. In memory, per
//! process: a second instance simply computes its own, and forgets a member's lists when any instance says they changed
//! ([`crate::events::Event::Lists`]).

use std::{
    sync::Mutex,
    time::{Duration, Instant},
};

use lru::LruCache;

use poem_openapi::Object;
use shared::MatchCriterion;

/// How long positions stay valid.
const TTL: Duration = Duration::from_secs(10 * 60);
/// How many member ids all the kept lists hold together, at most (4 bytes each: 4 MiB). Bounded by ids rather than by
/// lists, since a list holds from one id to a thousand: the soak (`just soak`, 200 members browsing) filled a bound of
/// 20,000 lists for minutes, the server growing by 5 MiB a minute; this bound is reached within the first minute and
/// then holds about a thousand full lists, which is what pages 2 and later of the members browsing right now need.
const BUDGET: usize = 1 << 20;

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

    fn fresh(&self) -> bool {
        self.made.elapsed() < TTL
    }

    /// What the list counts against the budget: its ids, and one for the entry itself.
    fn weight(&self) -> usize {
        self.ids.len() + 1
    }
}

struct Kept {
    cache: LruCache<(i32, String), Positions>,
    /// The weight of everything in `cache`.
    weight: usize,
}

pub struct Lists {
    kept: Mutex<Kept>,
    budget: usize,
}

impl Default for Lists {
    fn default() -> Self {
        Self::with_budget(BUDGET)
    }
}

impl Lists {
    fn with_budget(budget: usize) -> Self {
        Self { kept: Mutex::new(Kept { cache: LruCache::unbounded(), weight: 0 }), budget }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Kept> {
        self.kept.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The positions of the member's list `key`, while fresh.
    pub fn get(&self, member_id: i32, key: &str) -> Option<Positions> {
        let mut kept = self.lock();
        kept.cache.get(&(member_id, key.to_owned())).filter(|p| p.fresh()).cloned()
    }

    /// Keeps the list, then lets go of the least recently read lists until the budget holds again (and of the stale
    /// ones at that end on the way).
    pub fn put(&self, member_id: i32, key: String, positions: Positions) {
        let mut kept = self.lock();
        let added = positions.weight();
        if let Some(old) = kept.cache.put((member_id, key), positions) {
            kept.weight -= old.weight();
        }
        kept.weight += added;
        while kept.weight > self.budget || kept.cache.peek_lru().is_some_and(|(_, p)| !p.fresh()) {
            match kept.cache.pop_lru() {
                Some((_, gone)) => kept.weight -= gone.weight(),
                None => break,
            }
        }
    }

    /// Forgets the member's lists (their preferences changed, or they blocked someone).
    pub fn forget(&self, member_id: i32) {
        let mut kept = self.lock();
        let keys: Vec<(i32, String)> =
            kept.cache.iter().filter(|((id, _), _)| *id == member_id).map(|(k, _)| k.clone()).collect();
        for key in keys {
            if let Some(gone) = kept.cache.pop(&key) {
                kept.weight -= gone.weight();
            }
        }
    }

    /// Forgets every list (what another instance said may have been missed).
    pub fn clear(&self) {
        let mut kept = self.lock();
        kept.cache.clear();
        kept.weight = 0;
    }
}

/// What loosening one of the caller's preferences would bring, when My matches finds fewer than 10.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct MatchSuggestion {
    pub criterion: MatchCriterion,
    /// The preference as stated, in the request's language.
    pub label: String,
    /// How many more members My matches would list without it (counted up to 1000).
    pub additional: u64,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn list(len: usize) -> Positions {
        Positions::new((0..len as i32).collect(), false, None)
    }

    #[test]
    fn the_least_recently_read_lists_go_once_the_ids_pass_the_budget() {
        let lists = Lists::with_budget(3 * 101);
        for member in 1..=3 {
            lists.put(member, "all".into(), list(100));
        }
        // Reading member 1's list makes member 2's the least recently read.
        assert!(lists.get(1, "all").is_some());
        lists.put(4, "all".into(), list(100));
        assert!(lists.get(2, "all").is_none());
        for member in [1, 3, 4] {
            assert_eq!(lists.get(member, "all").map(|p| p.ids.len()), Some(100));
        }
        assert_eq!(lists.lock().weight, 3 * 101);
        // Within the budget exactly, nothing more goes; one id over it, the oldest goes.
        lists.put(3, "all".into(), list(100));
        assert_eq!(lists.lock().cache.len(), 3);
        lists.put(5, "all".into(), list(0));
        assert_eq!(lists.lock().cache.len(), 3);
        assert!(lists.get(1, "all").is_none());
    }

    #[test]
    fn a_list_put_again_or_forgotten_leaves_the_weight_true() {
        let lists = Lists::with_budget(10_000);
        lists.put(1, "all".into(), list(500));
        lists.put(1, "all".into(), list(20));
        lists.put(1, "new".into(), list(30));
        lists.put(2, "all".into(), list(40));
        assert_eq!(lists.lock().weight, 21 + 31 + 41);
        lists.forget(1);
        assert_eq!(lists.lock().weight, 41);
        assert!(lists.get(1, "new").is_none());
        assert!(lists.get(2, "all").is_some());
    }

    #[test]
    fn a_list_larger_than_the_budget_is_not_kept() {
        let lists = Lists::with_budget(50);
        lists.put(1, "all".into(), list(10));
        lists.put(2, "all".into(), list(100));
        assert_eq!(lists.lock().weight, 0);
        assert!(lists.get(1, "all").is_none() && lists.get(2, "all").is_none());
    }
}
