//! The time, injectable so tests can step across the 10-minute code lifetime or the 60-second resend pause.

use std::sync::{Arc, Mutex};

use chrono::{DateTime, Duration, Utc};

#[derive(Clone, Default)]
pub struct Clock {
    /// `None`: the system clock. `Some`: a manual clock that only moves when told.
    manual: Option<Arc<Mutex<DateTime<Utc>>>>,
}

impl Clock {
    pub fn system() -> Self {
        Self { manual: None }
    }

    pub fn manual(start: DateTime<Utc>) -> Self {
        Self { manual: Some(Arc::new(Mutex::new(start))) }
    }

    pub fn now(&self) -> DateTime<Utc> {
        match &self.manual {
            Some(time) => time.lock().map(|t| *t).unwrap_or_else(|p| *p.into_inner()),
            None => Utc::now(),
        }
    }

    /// Moves a manual clock forward; does nothing to the system clock.
    pub fn advance(&self, by: Duration) {
        if let Some(time) = &self.manual {
            let mut guard = time.lock().unwrap_or_else(|p| p.into_inner());
            *guard += by;
        }
    }
}
