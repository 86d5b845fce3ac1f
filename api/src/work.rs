//! One use case, one transaction. A [`Work`] is the transaction of a call that writes more than one row, together
//! with what must leave the process once those rows are committed: live events for open tabs (and, on PostgreSQL, for
//! the other instances: [`crate::events`]), and a nudge to the mail worker (the message itself is a row of the mail queue, written in the same transaction, so a committed change
//! always has its e-mail and a rolled-back one never does).
//!
//! Reads that only decide whether to go on (validation, a code's verdict) happen before the `Work` begins, so the
//! transaction holds its locks for as short a time as it can.
//!
//! Dropping a `Work` without [`Work::commit`] rolls the transaction back and forgets its events. Nothing after the
//! commit can fail: publishing an event and waking the worker are infallible, so a mail server that is down or a tab
//! that is gone never turns a committed change into an error answer.

use std::{ops::Deref, sync::Arc, time::Duration};

use sea_orm::{
    DatabaseBackend, DatabaseConnection, DatabaseTransaction, SqliteTransactionMode, TransactionOptions,
    TransactionTrait,
};
use tokio::sync::{Mutex, OwnedMutexGuard};

use crate::{
    error::{ApiError, ErrorCode},
    events::Event,
    mail::Mail,
    state::AppState,
};

/// How long a write waits for its turn on SQLite before it answers 503 (as long as SQLite's own busy timeout).
const TURN_TIMEOUT: Duration = Duration::from_secs(5);

/// SQLite's single writer, as a queue in the process. Writers wait here holding no connection. Waiting in SQLite's
/// busy handler instead held one of the pool's four connections per waiting writer: once three waited, the writer
/// holding the lock could not get the second connection it sometimes reads with (the reference data, say), and the
/// waiters timed out with "database is locked" (a 503 that the fault tests of `just faults` found with four writers).
#[derive(Clone)]
pub struct WriterGate(Arc<Mutex<()>>);

impl WriterGate {
    /// A gate for SQLite; none for PostgreSQL, which locks rows, not the database.
    pub fn for_database(db: &DatabaseConnection) -> Option<Self> {
        (db.get_database_backend() == DatabaseBackend::Sqlite).then(|| Self(Arc::new(Mutex::new(()))))
    }

    async fn turn(&self) -> Result<OwnedMutexGuard<()>, ApiError> {
        tokio::time::timeout(TURN_TIMEOUT, self.0.clone().lock_owned())
            .await
            .map_err(|_| ApiError::new(ErrorCode::ServiceUnavailable))
    }
}

#[must_use = "a Work rolls back unless it is committed"]
pub struct Work {
    // Dropped before `_turn`: the transaction ends before the next writer's turn begins.
    txn: DatabaseTransaction,
    _turn: Option<OwnedMutexGuard<()>>,
    events: Vec<Event>,
    mail_queued: bool,
    sms_queued: bool,
    push_queued: bool,
}

impl Work {
    /// Starts the transaction. On SQLite it first waits for its turn among this process's writers ([`WriterGate`]),
    /// then takes the write lock at once (`BEGIN IMMEDIATE`, waiting for a writer outside the gate that holds it): a
    /// transaction that reads first and writes later would otherwise fail, not wait, when another writer committed in
    /// between. PostgreSQL locks rows as they are written.
    pub async fn begin(state: &AppState) -> Result<Self, ApiError> {
        let turn = match &state.writer {
            Some(gate) => Some(gate.turn().await?),
            None => None,
        };
        let options = TransactionOptions {
            sqlite_transaction_mode: Some(SqliteTransactionMode::Immediate),
            ..TransactionOptions::default()
        };
        Ok(Self {
            txn: state.db.begin_with_options(options).await?,
            _turn: turn,
            events: Vec::new(),
            mail_queued: false,
            sms_queued: false,
            push_queued: false,
        })
    }

    /// Queues an e-mail in this transaction; the worker sends it after the commit.
    pub async fn queue_mail(&mut self, state: &AppState, to: &str, mail: Mail) -> Result<(), ApiError> {
        self.queue_mail_held(state, to, mail, None).await
    }

    /// [`Work::queue_mail`], held back as `hold` says (rule 42).
    pub async fn queue_mail_held(
        &mut self,
        state: &AppState,
        to: &str,
        mail: Mail,
        hold: Option<crate::queue::Hold>,
    ) -> Result<(), ApiError> {
        state.mailer.queue_held(&self.txn, to, mail, hold).await?;
        self.mail_queued = true;
        Ok(())
    }

    /// Queues a text message to `to` (`+` and digits) in this transaction; the SMS worker sends it after the commit.
    pub async fn queue_sms(&mut self, state: &AppState, to: &str, text: &str) -> Result<(), ApiError> {
        crate::sms::queue(&self.txn, &state.clock, to, text).await?;
        self.sms_queued = true;
        Ok(())
    }

    /// Queues a Web Push message for every signed-in browser of the member with a subscription, in this transaction;
    /// the push worker sends them after the commit.
    pub async fn queue_push(
        &mut self,
        state: &AppState,
        member_id: i32,
        payload: &crate::push::Payload,
        hold: Option<crate::queue::Hold>,
    ) -> Result<(), ApiError> {
        if crate::push::queue_for_member(&self.txn, state.clock.now(), member_id, payload, hold).await? > 0 {
            self.push_queued = true;
        }
        Ok(())
    }

    /// Queues a Web Push message for these sign-ins (a Logout for browsers just signed out).
    pub async fn queue_push_to(
        &mut self,
        state: &AppState,
        sign_ins: &[i32],
        payload: &crate::push::Payload,
    ) -> Result<(), ApiError> {
        if !sign_ins.is_empty() {
            crate::push::queue_for_sign_ins(&self.txn, state.clock.now(), sign_ins, payload).await?;
            self.push_queued = true;
        }
        Ok(())
    }

    /// An event for open tabs, published once the transaction has committed.
    pub fn publish(&mut self, event: Event) {
        self.events.push(event);
    }

    /// Locks the member's row until the transaction ends, so that the member's limits (the connect quota, the block
    /// limit, the daily allowances) are counted one request at a time (PostgreSQL; on SQLite the transaction already
    /// holds the database's write lock). `FOR NO KEY UPDATE`, not `FOR UPDATE`: a row that points at a member (a
    /// request, a notification, a block) takes `FOR KEY SHARE` on the member's row for its foreign key, which `FOR
    /// UPDATE` blocks; two members asking each other at once would each hold their own row and wait for the other's,
    /// and PostgreSQL would end one transaction as a deadlock.
    pub async fn lock_member(&self, member_id: i32) -> Result<(), ApiError> {
        use sea_orm::{EntityTrait, QuerySelect};
        entity::member::Entity::find_by_id(member_id)
            .select_only()
            .column(entity::member::Column::Id)
            .lock(sea_orm::sea_query::LockType::NoKeyUpdate)
            .into_tuple::<i32>()
            .one(&self.txn)
            .await?;
        Ok(())
    }

    /// Commits, then publishes the events and wakes the mail worker. On PostgreSQL the events are also announced to
    /// the other instances, as the transaction's last statements: they leave with the commit.
    pub async fn commit(self, state: &AppState) -> Result<(), ApiError> {
        state.events.announce(&self.txn, &self.events).await?;
        self.txn.commit().await?;
        drop(self._turn);
        for event in self.events {
            state.events.deliver(event);
        }
        if self.mail_queued {
            state.workers.mail.wake();
        }
        if self.sms_queued {
            state.workers.sms.wake();
        }
        if self.push_queued {
            state.workers.push.wake();
        }
        Ok(())
    }
}

impl Deref for Work {
    type Target = DatabaseTransaction;

    fn deref(&self) -> &Self::Target {
        &self.txn
    }
}
