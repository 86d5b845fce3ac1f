//! The memory budget of picture processing (photos and attached pictures): every decode reserves what it will hold
//! ([`super::decode::Header::working_bytes`]) before it starts, and waits while the reserved total would pass the
//! budget (`SAGPAN_PHOTO_MEMORY_MB`, 128 MB by default); one that waits longer than [`WAIT`] is answered 503, so that
//! uploads at once cannot take the server's memory, whatever their pixels. A decode larger than the whole budget
//! reserves all of it, and so runs alone.

use crate::error::Reason;
use std::{sync::Arc, time::Duration};

use tokio::sync::Semaphore;

use crate::error::{ApiError, ErrorCode};

/// How long an upload waits for room before it is answered 503.
pub const WAIT: Duration = Duration::from_secs(30);

const MIB: u64 = 1 << 20;

/// The budget, in whole mebibytes.
#[derive(Clone)]
pub struct Budget {
    mebibytes: Arc<Semaphore>,
    total: u32,
    wait: Duration,
}

impl Budget {
    pub fn new(megabytes: u64) -> Self {
        Self::waiting(megabytes, WAIT)
    }

    /// A budget whose work waits at most `wait` for room.
    pub fn waiting(megabytes: u64, wait: Duration) -> Self {
        let total = u32::try_from(megabytes.max(1)).unwrap_or(u32::MAX).min(Semaphore::MAX_PERMITS as u32);
        Self { mebibytes: Arc::new(Semaphore::new(total as usize)), total, wait }
    }

    /// What is not reserved now, in mebibytes.
    pub fn available(&self) -> usize {
        self.mebibytes.available_permits()
    }

    /// Runs `work` off the async threads once `bytes` are reserved, and frees them when it has finished (even when
    /// the request that asked for it has gone).
    pub async fn run<T: Send + 'static>(
        &self,
        bytes: u64,
        work: impl FnOnce() -> Result<T, ApiError> + Send + 'static,
    ) -> Result<T, ApiError> {
        let wanted = u32::try_from(bytes.div_ceil(MIB)).unwrap_or(u32::MAX).clamp(1, self.total);
        let reserved = tokio::time::timeout(self.wait, self.mebibytes.clone().acquire_many_owned(wanted))
            .await
            .map_err(|_| ApiError::new(ErrorCode::ServiceUnavailable).with_detail(Reason::PhotoBusy))?
            .map_err(ApiError::internal)?;
        tokio::task::spawn_blocking(move || {
            let _reserved = reserved;
            work()
        })
        .await
        .map_err(ApiError::internal)?
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Work holding `mebibytes` of `budget` until the returned closure releases it; returns once it holds them.
    async fn hold(
        budget: &Budget,
        mebibytes: u64,
    ) -> (tokio::task::JoinHandle<Result<(), ApiError>>, impl FnOnce() -> tokio::task::JoinHandle<()>) {
        let (started, release) = (Arc::new(std::sync::Barrier::new(2)), Arc::new(std::sync::Barrier::new(2)));
        let work = {
            let (budget, started, release) = (budget.clone(), started.clone(), release.clone());
            tokio::spawn(async move {
                budget
                    .run(mebibytes * MIB, move || {
                        started.wait();
                        release.wait();
                        Ok(())
                    })
                    .await
            })
        };
        tokio::task::spawn_blocking(move || started.wait()).await.unwrap();
        let release_it = move || {
            tokio::task::spawn_blocking(move || {
                release.wait();
            })
        };
        (work, release_it)
    }

    #[tokio::test]
    async fn work_waits_for_room_and_frees_it_when_done() {
        let budget = Budget::new(100);
        let (first, release) = hold(&budget, 70).await;
        assert_eq!(budget.available(), 30);
        // 40 MiB more does not fit: it waits until the first has finished.
        let second = {
            let budget = budget.clone();
            tokio::spawn(async move { budget.run(40 * MIB, || Ok(())).await })
        };
        tokio::time::sleep(Duration::from_millis(200)).await;
        assert!(!second.is_finished(), "it waits while the first holds its room");
        release().await.unwrap();
        first.await.unwrap().unwrap();
        second.await.unwrap().unwrap();
        assert_eq!(budget.available(), 100, "all freed");
        // More than the whole budget runs alone.
        budget.run(500 * MIB, || Ok(())).await.unwrap();
    }

    #[tokio::test]
    async fn work_that_waits_longer_than_the_wait_is_answered_503() {
        let budget = Budget::waiting(10, Duration::from_millis(200));
        let (first, release) = hold(&budget, 10).await;
        // The first holds the whole budget until released: the second's wait passes.
        let refused = budget.run(MIB, || Ok(())).await.unwrap_err();
        assert_eq!(refused.code, ErrorCode::ServiceUnavailable);
        assert_eq!(refused.reason, Some(Reason::PhotoBusy));
        release().await.unwrap();
        first.await.unwrap().unwrap();
    }
}
