//! Live events for open browser tabs (Server-Sent Events): a status change re-routes the tab, a revoked sign-in signs
//! it out. One broadcast channel; each stream keeps the events of its own member and sign-in.

use tokio::sync::broadcast;

#[derive(Debug, Clone)]
pub enum Event {
    /// The member's profile status changed.
    Status { member_id: i32, profile_status: shared::ProfileStatus, title: (String, String), body: (String, String) },
    /// A new notification for the member (other than a status change).
    Notice { member_id: i32, title: (String, String), body: (String, String) },
    /// The member's connections, shortlists or blocks changed (a request received or answered, a block): open tabs
    /// refresh their inbox and lists.
    Connections { member_id: i32 },
    /// Sign-ins of the member ended: only `only` when given (a logout), else all but `except` (a password change).
    Logout { member_id: i32, only: Option<String>, except: Option<String> },
}

#[derive(Clone)]
pub struct Hub {
    sender: broadcast::Sender<Event>,
}

impl Default for Hub {
    fn default() -> Self {
        Self { sender: broadcast::channel(1024).0 }
    }
}

impl Hub {
    pub fn publish(&self, event: Event) {
        // No open stream is not an error.
        let _ = self.sender.send(event);
    }

    pub fn subscribe(&self) -> broadcast::Receiver<Event> {
        self.sender.subscribe()
    }
}
