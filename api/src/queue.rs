//! Claiming work from a queue table (the mail queue, the push outbox) so that several instances' workers share it and
//! every message leaves once.
//!
//! A worker claims up to [`BATCH`] due rows in one short transaction: it moves their next attempt [`LEASE`] ahead,
//! which makes them not due for anyone else, and commits before it sends anything. On PostgreSQL the rows are read
//! `FOR UPDATE SKIP LOCKED`, so two workers claiming at once take different rows instead of waiting for each other;
//! on SQLite the claim is one write transaction (`BEGIN IMMEDIATE`), so claims follow one another. The worker then
//! records each outcome (sent, or due again after a back-off). If its instance stops in between, the lease runs out
//! and another worker sends what it had claimed: a message can then leave twice, never not at all.

use chrono::{DateTime, Duration, Utc};
use sea_orm::{
    ColumnTrait, DatabaseBackend, DatabaseConnection, DbErr, EntityTrait, ModelTrait, QueryFilter, QueryOrder,
    QuerySelect, SqliteTransactionMode, TransactionOptions, TransactionTrait,
    sea_query::{Expr, LockBehavior, LockType},
};

/// A message held back (rule 42): due no earlier than `until`, and tied to the connection request it announces, so
/// that withdrawing the request before then deletes it unsent ([`withdraw_held`]).
#[derive(Debug, Clone, Copy)]
pub struct Hold {
    pub until: DateTime<Utc>,
    pub request_id: i32,
}

/// Deletes the e-mails and pushes still held back for `request_id`, unsent (rule 42: the request was withdrawn
/// within its grace period).
pub async fn withdraw_held(db: &impl sea_orm::ConnectionTrait, request_id: i32) -> Result<(), DbErr> {
    use entity::{mail_queue, push_queue};
    mail_queue::Entity::delete_many()
        .filter(mail_queue::Column::RequestId.eq(request_id))
        .filter(mail_queue::Column::SentAt.is_null())
        .exec(db)
        .await?;
    push_queue::Entity::delete_many()
        .filter(push_queue::Column::RequestId.eq(request_id))
        .filter(push_queue::Column::DoneAt.is_null())
        .exec(db)
        .await?;
    Ok(())
}

/// How many rows a worker claims at once.
pub const BATCH: u64 = 20;
/// How long claimed rows are the claimer's: longer than a batch can take (20 deliveries of at most 10 seconds each).
pub const LEASE: Duration = Duration::minutes(5);

/// The columns of a queue: its key, the time a row is done (null while it is not), and the time it is next due.
pub struct Columns<C> {
    pub id: C,
    pub done: C,
    pub due: C,
}

/// Claims up to [`BATCH`] rows due at `now`, oldest first, for [`LEASE`].
pub async fn claim<E: EntityTrait>(
    db: &DatabaseConnection,
    now: DateTime<Utc>,
    columns: Columns<E::Column>,
) -> Result<Vec<E::Model>, DbErr> {
    let options = TransactionOptions {
        sqlite_transaction_mode: Some(SqliteTransactionMode::Immediate),
        ..TransactionOptions::default()
    };
    let txn = db.begin_with_options(options).await?;
    let mut due =
        E::find().filter(columns.done.is_null()).filter(columns.due.lte(now)).order_by_asc(columns.id).limit(BATCH);
    if db.get_database_backend() == DatabaseBackend::Postgres {
        due = due.lock_with_behavior(LockType::Update, LockBehavior::SkipLocked);
    }
    let rows = due.all(&txn).await?;
    if !rows.is_empty() {
        let ids: Vec<sea_orm::Value> = rows.iter().map(|row| row.get(columns.id)).collect();
        E::update_many()
            .col_expr(columns.due, Expr::value(now + LEASE))
            .filter(columns.id.is_in(ids))
            .exec(&txn)
            .await?;
    }
    txn.commit().await?;
    Ok(rows)
}
