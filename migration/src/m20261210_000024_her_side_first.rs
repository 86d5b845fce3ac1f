//! Her side first (rules 42, 47 and 47a), its first part: private mode, replies beyond yes and no, reminders and
//! expiry.
//!
//! - The member keeps their privacy choices: `private_mode` (absent from others' lists and search; their detail opens
//!   only to members they showed interest in), `browse_invisibly` (their visits are not shown to the visited), and
//!   when they last chose (`privacy_chosen_at`: until then a woman is offered private mode).
//! - When the member was last active (`last_active_at`, rule 47b), and whether they hide it (`hide_last_active`).
//! - A visit remembers whether it was made unseen (`visit.unseen`), so "who visited me" leaves it out.
//! - A request keeps the receiver's reply (`reply`, `replied_at`), the private reason of a "not interested"
//!   (`decline_reason`), and a question asked with "need more information" with its answer (`question`, `answer`,
//!   `answered_at`), and how many reminders its receiver had (`reminders`, rule 42); a request that waited 14 days
//!   without a word expires (status `expired`).
//! - How it went (rule 48): `connection_outcome` keeps each side's own answer about an accepted connection;
//!   `connection_request.outcome_asked_at` says when both were asked; `member.engaged_at` when both said engaged.
//! - `success_story`: an engaged pair's story, with each side's consent and the moderators' decision.
//! - The notification kinds of replies, answers, reminders and expiry.

use sea_orm_migration::{prelude::*, schema::*};

use crate::{
    helpers::{a, cascade, index},
    m20261122_000006_integrity::upsert,
    reference::NOTIFICATION_TYPES,
};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261210_000024_her_side_first"
    }
}

/// What a column added to an existing table holds.
#[derive(Clone, Copy)]
enum Kind {
    /// A flag, false for every row so far.
    Flag,
    /// An instant, none so far.
    At,
    /// A short string value, none so far.
    Value,
    /// A member's words, none so far.
    Words,
    /// A count, 0 so far.
    Count,
}

/// The columns added to existing tables (SQLite alters one column at a time).
const ADDED: [(&str, &str, Kind); 15] = [
    ("member", "private_mode", Kind::Flag),
    ("member", "browse_invisibly", Kind::Flag),
    ("member", "privacy_chosen_at", Kind::At),
    ("member", "last_active_at", Kind::At),
    ("member", "hide_last_active", Kind::Flag),
    ("member", "engaged_at", Kind::At),
    ("connection_request", "outcome_asked_at", Kind::At),
    ("visit", "unseen", Kind::Flag),
    ("connection_request", "reply", Kind::Value),
    ("connection_request", "replied_at", Kind::At),
    ("connection_request", "decline_reason", Kind::Value),
    ("connection_request", "question", Kind::Words),
    ("connection_request", "answer", Kind::Words),
    ("connection_request", "answered_at", Kind::At),
    ("connection_request", "reminders", Kind::Count),
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for (table, column, kind) in ADDED {
            let def = match kind {
                Kind::Flag => boolean(a(column)).default(false).to_owned(),
                Kind::At => timestamp_with_time_zone_null(a(column)),
                Kind::Value => string_len_null(a(column), 24),
                Kind::Words => text_null(a(column)),
                Kind::Count => integer(a(column)).default(0).to_owned(),
            };
            m.alter_table(Table::alter().table(a(table)).add_column(def).to_owned()).await?;
        }
        // How it went (rule 48): each side's own answer about an accepted connection, seen by nobody else.
        m.create_table(
            Table::create()
                .table(a("connection_outcome"))
                .col(integer(a("request_id")))
                .foreign_key(&mut cascade("connection_outcome", "request_id", "connection_request"))
                .col(integer(a("member_id")))
                .foreign_key(&mut cascade("connection_outcome", "member_id", "member"))
                .col(string_len(a("outcome"), 24))
                .col(timestamp_with_time_zone(a("answered_at")))
                .primary_key(Index::create().col(a("request_id")).col(a("member_id")))
                .to_owned(),
        )
        .await?;
        m.create_index(index("ix_connection_outcome_answered", "connection_outcome", &["answered_at"])).await?;
        // A member's answers: their deletion, and their own list.
        m.create_index(index("ix_connection_outcome_member", "connection_outcome", &["member_id"])).await?;
        // A success story of an engaged pair (rule 48): its words, each side's consent, and the moderators' decision.
        m.create_table(
            Table::create()
                .table(a("success_story"))
                .col(pk_auto(a("id")))
                .col(integer(a("request_id")))
                .foreign_key(&mut cascade("success_story", "request_id", "connection_request"))
                .col(text(a("words")))
                .col(integer(a("written_by")))
                .col(timestamp_with_time_zone_null(a("sender_consent_at")))
                .col(timestamp_with_time_zone_null(a("receiver_consent_at")))
                .col(string_len(a("status"), 16))
                .col(integer_null(a("decided_by")))
                .col(timestamp_with_time_zone_null(a("decided_at")))
                .col(timestamp_with_time_zone(a("updated_at")))
                .to_owned(),
        )
        .await?;
        m.create_index(index("ux_success_story_request", "success_story", &["request_id"]).unique().to_owned()).await?;
        m.create_index(index("ix_success_story_status", "success_story", &["status", "updated_at"])).await?;
        // The kinds of notification replies, answers, reminders and expiry bring (the settings page lists them).
        upsert(m, &NOTIFICATION_TYPES).await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table(a("success_story")).to_owned()).await?;
        m.drop_table(Table::drop().table(a("connection_outcome")).to_owned()).await?;
        for (table, column, _) in ADDED.iter().rev() {
            m.alter_table(Table::alter().table(a(table)).drop_column(a(column)).to_owned()).await?;
        }
        Ok(())
    }
}
