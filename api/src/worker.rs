//! The background loops: the mail queue's sender, the push queue's sender, the sweep of expired rows and the look for
//! a newer migration. Each runs a pass, rests for its period on the [`Clock`] or until it is woken, and runs again:
//! the system clock in production, so the periods are real seconds; a manual clock in the tests, so a loop never runs
//! by itself there, only when woken (a commit wakes the mail and push senders), when the test moves the clock past its
//! rest, or when asked.
//!
//! A [`Worker`] is the handle of one loop. [`Worker::run_once`] asks for a pass and returns once that pass has ended,
//! so a test that asserts that nothing happened (nothing retried, nothing sent) knows the worker has looked.

use std::{
    future::Future,
    sync::{Arc, Mutex, MutexGuard, PoisonError},
    time::Duration,
};

use tokio::sync::{Notify, oneshot};

use crate::clock::Clock;

/// The handles of the application's loops.
#[derive(Clone, Default)]
pub struct Workers {
    /// Sends the mail queue; a commit that queued a message wakes it, and it looks every 2 seconds for retries.
    pub mail: Worker,
    /// Sends the SMS queue; a commit that queued a text wakes it, and it looks every 2 seconds for retries.
    pub sms: Worker,
    /// Sends the push queue; a commit that queued a push wakes it, and it looks every 2 seconds for retries.
    pub push: Worker,
    /// Drops the rate-limit keys, the captcha challenges and the uses of the daily allowances that count no more,
    /// every ten minutes.
    pub sweep: Worker,
    /// Reads the reference data again when another instance migrated the database, every five seconds.
    pub migrations: Worker,
    /// Sends the weekly digests that are due (rule 54), every hour.
    pub digest: Worker,
    /// Deletes the identity documents and verification photos left undecided for 14 days (rule 44), every hour.
    pub checks: Worker,
    /// Reminds the receivers of requests without a reply and expires those 14 days without a word (rule 42), and asks
    /// both sides how a connection went 14 days after it was accepted (rule 48), every hour.
    pub requests: Worker,
}

/// One loop's handle: wake it, or have it run a pass and wait for the pass to end.
#[derive(Clone, Default)]
pub struct Worker {
    inner: Arc<Inner>,
}

#[derive(Default)]
struct Inner {
    wake: Notify,
    /// Who waits for the next pass: told when the first pass that begins after they asked has ended.
    asked: Mutex<Vec<oneshot::Sender<()>>>,
}

impl Worker {
    /// Starts a pass now, or as soon as the one under way ends.
    pub fn wake(&self) {
        self.inner.wake.notify_one();
    }

    /// Has the loop run a pass that begins after this call (now, or once the pass under way ends), and returns when
    /// that pass has ended: what was due at the clock's time of the call has been tried (a queue's pass takes a
    /// batch of at most [`crate::queue::BATCH`]). For tests; the loop must be running ([`Self::run`]).
    pub async fn run_once(&self) {
        let (done, ended) = oneshot::channel();
        self.asked().push(done);
        self.wake();
        assert!(ended.await.is_ok(), "the worker stopped during its pass");
    }

    fn asked(&self) -> MutexGuard<'_, Vec<oneshot::Sender<()>>> {
        self.inner.asked.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The loop: runs `pass` now, then again whenever woken, and at the latest `period` after the last pass ended
    /// (as `clock` counts it). Never ends.
    pub async fn run<F: Future<Output = ()>>(self, clock: Clock, period: Duration, mut pass: impl FnMut() -> F) {
        loop {
            let asked = std::mem::take(&mut *self.asked());
            pass().await;
            // The rest's end is fixed before anyone hears that the pass ended, so a test that moves the clock after
            // `run_once` moves it towards that end. (A wake during the pass starts one more at once, which may read
            // the clock before the move: a test that needs a pass after moving the clock asks for one.)
            let rest = clock.sleep(period);
            for done in asked {
                let _ = done.send(());
            }
            tokio::select! {
                () = rest => {}
                () = self.inner.wake.notified() => {}
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use tokio::sync::mpsc;

    use super::*;

    /// A worker with a 2-second period on a manual clock; each pass sends a line on the channel.
    fn reporting() -> (Worker, Clock, mpsc::UnboundedReceiver<()>) {
        let worker = Worker::default();
        let clock = Clock::manual(chrono::Utc::now());
        let (pass, passes) = mpsc::unbounded_channel();
        tokio::spawn(worker.clone().run(clock.clone(), Duration::from_secs(2), move || {
            let pass = pass.clone();
            async move {
                let _ = pass.send(());
            }
        }));
        (worker, clock, passes)
    }

    /// The passes run so far, taken off the channel.
    fn count(passes: &mut mpsc::UnboundedReceiver<()>) -> usize {
        std::iter::from_fn(|| passes.try_recv().ok()).count()
    }

    #[tokio::test]
    async fn run_once_returns_when_a_pass_begun_after_it_was_called_has_ended() {
        let (worker, _clock, mut passes) = reporting();
        worker.run_once().await;
        assert!(count(&mut passes) >= 1, "the first pass ran");
        worker.run_once().await;
        assert_eq!(count(&mut passes), 1, "one more pass");
    }

    #[tokio::test]
    async fn on_a_manual_clock_the_loop_runs_again_once_the_clock_has_moved_its_period() {
        let (worker, clock, mut passes) = reporting();
        worker.run_once().await;
        count(&mut passes);
        clock.advance(chrono::Duration::seconds(2));
        let next = tokio::time::timeout(Duration::from_secs(5), passes.recv()).await;
        assert!(next.is_ok(), "no pass after the clock moved two seconds");
    }
}
