//! Connections, blocks, reports and activity (rules 7 to 10, 30, 32): one live request per pair, the notification that
//! announced a request (so that accepting or declining updates it in place), the reports of rule 30 and the member's
//! activity of rule 32.

use sea_orm_migration::{prelude::*, schema::*};

use crate::{
    helpers::{a, cascade, foreign_key, index},
    m20261122_000006_integrity::upsert,
    reference::LISTS,
};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261125_000009_connections"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        // One live request (pending or accepted) per pair, whoever sent it: of two members asking each other at the
        // same instant, the second insert fails (rule 9). Both databases index an expression of the pair.
        let (low, high) = match m.get_database_backend() {
            sea_orm_migration::sea_orm::DatabaseBackend::Postgres => ("LEAST", "GREATEST"),
            _ => ("min", "max"),
        };
        m.get_connection()
            .execute_unprepared(&format!(
                "CREATE UNIQUE INDEX ux_connection_request_live ON connection_request \
                 ({low}(sender_id, receiver_id), {high}(sender_id, receiver_id)) \
                 WHERE status IN ('pending', 'accepted')"
            ))
            .await?;

        // The same statement on both databases (SQLite adds a foreign key only with its column).
        m.get_connection()
            .execute_unprepared(
                "ALTER TABLE notification ADD COLUMN connection_request_id INTEGER NULL \
                 REFERENCES connection_request (id) ON DELETE SET NULL",
            )
            .await?;
        m.create_index(index("ix_notification_connection_request_id", "notification", &["connection_request_id"]))
            .await?;

        m.create_table(
            Table::create()
                .table(a("report"))
                .col(pk_auto(a("id")))
                .col(integer(a("reporter_id")))
                .col(integer(a("reported_id")))
                .col(text(a("reason")))
                .col(timestamp_with_time_zone(a("created_at")))
                .col(string_len_null(a("outcome"), 16))
                .col(integer_null(a("moderator_id")))
                .col(timestamp_with_time_zone_null(a("handled_at")))
                .foreign_key(&mut cascade("report", "reporter_id", "member"))
                .foreign_key(&mut cascade("report", "reported_id", "member"))
                .foreign_key(&mut foreign_key("report", "moderator_id", "member", ForeignKeyAction::SetNull))
                .to_owned(),
        )
        .await?;
        m.create_index(index("ix_report_reporter_reported", "report", &["reporter_id", "reported_id", "created_at"]))
            .await?;
        m.create_index(index("ix_report_reported_created", "report", &["reported_id", "created_at"])).await?;
        m.create_index(index("ix_report_handled_created", "report", &["handled_at", "created_at"])).await?;
        m.create_index(index("ix_report_moderator_id", "report", &["moderator_id"])).await?;

        m.create_table(
            Table::create()
                .table(a("activity"))
                .col(pk_auto(a("id")))
                .col(integer(a("member_id")))
                .col(string_len(a("action"), 32))
                .col(integer_null(a("other_id")))
                .col(text_null(a("detail")))
                .col(timestamp_with_time_zone(a("created_at")))
                .foreign_key(&mut cascade("activity", "member_id", "member"))
                .foreign_key(&mut foreign_key("activity", "other_id", "member", ForeignKeyAction::SetNull))
                .to_owned(),
        )
        .await?;
        m.create_index(index("ix_activity_member_created", "activity", &["member_id", "created_at"])).await?;
        m.create_index(index("ix_activity_other_id", "activity", &["other_id"])).await?;

        // The two notification types of the report queue (a moderator's warning, a report handled).
        if let Some(list) = LISTS.iter().find(|l| l.table == "notification_type") {
            upsert(m, list).await?;
        }
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in ["activity", "report"] {
            m.drop_table(Table::drop().table(a(table)).to_owned()).await?;
        }
        m.drop_index(Index::drop().name("ix_notification_connection_request_id").table(a("notification")).to_owned())
            .await?;
        // SQLite cannot drop a column that has a foreign key; there the column stays (always null from then on).
        if m.get_database_backend() == sea_orm_migration::sea_orm::DatabaseBackend::Postgres {
            m.alter_table(Table::alter().table(a("notification")).drop_column(a("connection_request_id")).to_owned())
                .await?;
        }
        m.drop_index(Index::drop().name("ux_connection_request_live").table(a("connection_request")).to_owned())
            .await?;
        Ok(())
    }
}
