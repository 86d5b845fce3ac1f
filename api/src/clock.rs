//! The time, injectable so tests can step across the 10-minute code lifetime or the 60-second resend pause, and so
//! the background loops ([`crate::worker`]) rest on it: on a manual clock a loop's rest ends only when a test moves
//! the clock that far, never by itself.

use std::{future::Future, sync::Arc};

use chrono::{DateTime, Duration, Utc};
use tokio::sync::watch;

#[derive(Clone, Default)]
pub struct Clock {
    /// `None`: the system clock. `Some`: a manual clock that only moves when told; its waiters hear every move.
    manual: Option<Arc<watch::Sender<DateTime<Utc>>>>,
}

impl Clock {
    pub fn system() -> Self {
        Self { manual: None }
    }

    pub fn manual(start: DateTime<Utc>) -> Self {
        Self { manual: Some(Arc::new(watch::Sender::new(start))) }
    }

    pub fn now(&self) -> DateTime<Utc> {
        match &self.manual {
            Some(time) => *time.borrow(),
            None => Utc::now(),
        }
    }

    /// Moves a manual clock forward; does nothing to the system clock.
    pub fn advance(&self, by: Duration) {
        if let Some(time) = &self.manual {
            time.send_modify(|t| *t += by);
        }
    }

    /// Waits `period` from now: on the system clock, that long; on a manual clock, until it has been moved at least
    /// that far. The end is fixed when this is called, not when the wait is first polled.
    pub fn sleep(&self, period: std::time::Duration) -> impl Future<Output = ()> + Send + 'static {
        let wait = match &self.manual {
            None => Wait::System(tokio::time::sleep(period)),
            Some(time) => {
                let end = Duration::from_std(period).ok().and_then(|p| time.borrow().checked_add_signed(p));
                Wait::Manual(time.subscribe(), end)
            }
        };
        async move {
            match wait {
                Wait::System(sleep) => sleep.await,
                Wait::Manual(mut time, end) => {
                    // An error only when every handle of the clock is gone; a resting worker holds one.
                    let _ = time.wait_for(|now| end.is_some_and(|end| *now >= end)).await;
                }
            }
        }
    }
}

enum Wait {
    System(tokio::time::Sleep),
    Manual(watch::Receiver<DateTime<Utc>>, Option<DateTime<Utc>>),
}

#[cfg(test)]
mod tests {
    use futures_util::poll;

    use super::*;

    #[tokio::test]
    async fn a_rest_on_a_manual_clock_ends_once_the_clock_has_moved_that_far() {
        let clock = Clock::manual(Utc::now());
        let mut rest = Box::pin(clock.sleep(std::time::Duration::from_secs(2)));
        assert!(poll!(&mut rest).is_pending());
        clock.advance(Duration::seconds(1));
        assert!(poll!(&mut rest).is_pending(), "one second of two");
        clock.advance(Duration::seconds(1));
        assert!(poll!(&mut rest).is_ready());
        // The end is fixed when the rest is made, not when it is first awaited.
        let rest = clock.sleep(std::time::Duration::from_secs(2));
        clock.advance(Duration::seconds(2));
        assert!(poll!(Box::pin(rest)).is_ready());
    }
}
