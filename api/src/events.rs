//! Live events for open browser tabs (Server-Sent Events), and the caches every instance must drop together: a status
//! change re-routes the tab, a revoked sign-in signs it out, a block or a new preference drops cached list positions.
//!
//! Each instance delivers its own events at once, to a broadcast channel that every stream of the instance reads
//! (each keeps the events of its own member and sign-in). On PostgreSQL the events also travel to the other instances
//! behind the same address: [`Hub::announce`] sends them with `pg_notify` inside the transaction of the change, so
//! PostgreSQL hands them out when, and only when, it commits; every instance `LISTEN`s on [`CHANNEL`] with a
//! connection of its own ([`Hub::listen`]) and delivers what the others sent. SQLite runs one instance only.

use std::sync::Arc;

use sea_orm::{ConnectionTrait, DatabaseBackend, DbErr, Statement};
use serde::{Deserialize, Serialize};
use tokio::sync::broadcast;

use crate::matching::cache::Lists;

/// The PostgreSQL channel the instances share.
pub const CHANNEL: &str = "sagpan_events";
/// PostgreSQL refuses a notification of 8000 bytes or more; a batch larger than this goes one event at a time, and
/// a single event larger than this without its texts (a tab fetches them with the notifications anyway).
const MAX_PAYLOAD: usize = 7_600;

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(tag = "t")]
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
    /// The member's cached list positions are out of date (their preferences changed, a block, an erased account):
    /// every instance forgets them.
    Lists { member_id: i32 },
    /// Every member's cached list positions are out of date (a private member became visible again, rule 47).
    AllLists,
}

impl Event {
    /// The same event without its texts.
    fn without_texts(self) -> Self {
        let none = || (String::new(), String::new());
        match self {
            Event::Status { member_id, profile_status, .. } => {
                Event::Status { member_id, profile_status, title: none(), body: none() }
            }
            Event::Notice { member_id, .. } => Event::Notice { member_id, title: none(), body: none() },
            other => other,
        }
    }
}

/// What one notification carries: the instance that sent it, and the events of one commit.
#[derive(Serialize, Deserialize)]
struct Notice {
    from: String,
    events: Vec<Event>,
}

#[derive(Clone)]
pub struct Hub {
    inner: Arc<Inner>,
}

struct Inner {
    sender: broadcast::Sender<Event>,
    lists: Arc<Lists>,
    /// This instance, told apart from the others by a random id: it ignores its own notifications.
    id: String,
    /// Events go to other instances (PostgreSQL).
    shared: bool,
}

impl Hub {
    /// The hub of an instance on `backend`; its events reach other instances on PostgreSQL once [`Self::listen`]
    /// runs.
    pub fn new(lists: Arc<Lists>, backend: DatabaseBackend) -> Self {
        let id = uuid::Uuid::new_v4().simple().to_string();
        let shared = backend == DatabaseBackend::Postgres;
        Self { inner: Arc::new(Inner { sender: broadcast::channel(1024).0, lists, id, shared }) }
    }

    /// Hands an event to this instance's streams and caches.
    pub fn deliver(&self, event: Event) {
        match event {
            Event::Lists { member_id } => self.inner.lists.forget(member_id),
            Event::AllLists => self.inner.lists.clear(),
            // No open stream is not an error.
            event => {
                let _ = self.inner.sender.send(event);
            }
        }
    }

    /// Sends `events` to the other instances on `db`: in a transaction, they leave when it commits and never if it
    /// rolls back. Nothing on SQLite.
    pub async fn announce(&self, db: &impl ConnectionTrait, events: &[Event]) -> Result<(), DbErr> {
        if !self.inner.shared || events.is_empty() {
            return Ok(());
        }
        for payload in self.payloads(events) {
            db.execute_raw(Statement::from_sql_and_values(
                DatabaseBackend::Postgres,
                "SELECT pg_notify($1, $2)",
                [CHANNEL.into(), payload.into()],
            ))
            .await?;
        }
        Ok(())
    }

    /// The notifications that carry `events`: one when they fit, else one for each.
    fn payloads(&self, events: &[Event]) -> Vec<String> {
        let encode = |events: Vec<Event>| {
            serde_json::to_string(&Notice { from: self.inner.id.clone(), events }).unwrap_or_default()
        };
        let all = encode(events.to_vec());
        if all.len() <= MAX_PAYLOAD {
            return vec![all];
        }
        events
            .iter()
            .map(|event| {
                let one = encode(vec![event.clone()]);
                if one.len() <= MAX_PAYLOAD { one } else { encode(vec![event.clone().without_texts()]) }
            })
            .collect()
    }

    /// Publishes an event outside a use case's transaction (a sign-in revoked by a single statement): to the other
    /// instances through `db`, then to this one.
    pub async fn publish_now(&self, db: &impl ConnectionTrait, event: Event) -> Result<(), DbErr> {
        self.announce(db, std::slice::from_ref(&event)).await?;
        self.deliver(event);
        Ok(())
    }

    pub fn subscribe(&self) -> broadcast::Receiver<Event> {
        self.inner.sender.subscribe()
    }

    /// On PostgreSQL, starts listening to the other instances at `database_url` on a connection of its own (outside
    /// the pool), and answers once the first `LISTEN` is in place, so nothing committed after start is missed. When
    /// the connection drops, sqlx opens a new one and listens again; what was sent meanwhile is lost, so the cached
    /// list positions, which such an event may have concerned, are all dropped.
    pub async fn listen(&self, database_url: &str) -> anyhow::Result<()> {
        if !self.inner.shared {
            return Ok(());
        }
        let mut listener = sqlx::postgres::PgListener::connect(database_url).await?;
        listener.listen(CHANNEL).await?;
        let hub = self.clone();
        tokio::spawn(async move {
            loop {
                match listener.try_recv().await {
                    Ok(Some(notification)) => hub.receive(notification.payload()),
                    Ok(None) => {
                        tracing::warn!("lost the connection that hears other instances; listening again");
                        hub.inner.lists.clear();
                    }
                    Err(err) => {
                        tracing::warn!(error = %err, "cannot listen to other instances; trying again in a second");
                        tokio::time::sleep(std::time::Duration::from_secs(1)).await;
                    }
                }
            }
        });
        Ok(())
    }

    /// Delivers what another instance sent.
    fn receive(&self, payload: &str) {
        match serde_json::from_str::<Notice>(payload) {
            Ok(notice) if notice.from != self.inner.id => {
                for event in notice.events {
                    self.deliver(event);
                }
            }
            Ok(_) => {}
            Err(err) => tracing::warn!(error = %err, "an event from another instance could not be read"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn notice(member_id: i32, text: &str) -> Event {
        Event::Notice { member_id, title: (text.into(), text.into()), body: (text.into(), text.into()) }
    }

    #[test]
    fn a_commit_goes_in_one_notification_when_it_fits_else_one_each_within_the_limit() {
        let hub = Hub::new(Arc::new(Lists::default()), DatabaseBackend::Postgres);
        let small = [notice(1, "a"), Event::Connections { member_id: 2 }, Event::Lists { member_id: 3 }];
        let payloads = hub.payloads(&small);
        assert_eq!(payloads.len(), 1);
        let read: Notice = serde_json::from_str(&payloads[0]).unwrap();
        assert_eq!(read.events, small.to_vec());

        let long = "ક".repeat(2_000);
        let large = [notice(1, &long), Event::Connections { member_id: 2 }];
        let payloads = hub.payloads(&large);
        assert_eq!(payloads.len(), 2);
        assert!(payloads.iter().all(|p| p.len() <= MAX_PAYLOAD));
        let first: Notice = serde_json::from_str(&payloads[0]).unwrap();
        assert_eq!(first.events, vec![notice(1, "")], "too long with its texts: sent without them");
    }

    #[test]
    fn an_instance_ignores_its_own_notifications_and_delivers_the_others() {
        let a = Hub::new(Arc::new(Lists::default()), DatabaseBackend::Postgres);
        let b = Hub::new(Arc::new(Lists::default()), DatabaseBackend::Postgres);
        let mut heard = a.subscribe();
        let event = Event::Connections { member_id: 7 };
        a.receive(&a.payloads(std::slice::from_ref(&event))[0]);
        assert!(heard.try_recv().is_err(), "its own");
        a.receive(&b.payloads(std::slice::from_ref(&event))[0]);
        assert_eq!(heard.try_recv().unwrap(), event);
        a.receive("not json");
        assert!(heard.try_recv().is_err());
    }
}
