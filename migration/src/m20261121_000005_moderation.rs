//! Moderation: status history, the audit log, notifications; phone numbers unique among members only (moderators
//! have none).

use sea_orm_migration::{prelude::*, schema::*, sea_orm::ConnectionTrait};

use crate::helpers::{a, cascade};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261121_000005_moderation"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(a("status_change"))
                .col(pk_auto(a("id")))
                .col(integer(a("member_id")))
                .col(integer(a("from_status")))
                .col(integer(a("to_status")))
                .col(text_null(a("reason")))
                .col(integer_null(a("moderator_id")))
                .col(timestamp_with_time_zone(a("at")))
                .foreign_key(&mut cascade("status_change", "member_id", "member"))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("ix_status_change_member_at")
                .table(a("status_change"))
                .col(a("member_id"))
                .col(a("at"))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("ix_status_change_to_at")
                .table(a("status_change"))
                .col(a("to_status"))
                .col(a("at"))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(a("audit_log"))
                .col(pk_auto(a("id")))
                .col(integer(a("moderator_id")))
                .col(string_len(a("action"), 32))
                .col(integer(a("member_id")))
                .col(text(a("before")))
                .col(text(a("after")))
                .col(text_null(a("reason")))
                .col(timestamp_with_time_zone(a("at")))
                .foreign_key(&mut cascade("audit_log", "moderator_id", "member"))
                .to_owned(),
        )
        .await?;
        m.create_index(Index::create().name("ix_audit_log_at").table(a("audit_log")).col(a("at")).to_owned()).await?;
        m.create_table(
            Table::create()
                .table(a("notification"))
                .col(pk_auto(a("id")))
                .col(integer(a("member_id")))
                .col(string_len(a("kind"), 64))
                .col(string(a("title_gu")))
                .col(string(a("title_en")))
                .col(text(a("body_gu")))
                .col(text(a("body_en")))
                .col(timestamp_with_time_zone(a("created_at")))
                .col(timestamp_with_time_zone_null(a("read_at")))
                .foreign_key(&mut cascade("notification", "member_id", "member"))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("ix_notification_member_created")
                .table(a("notification"))
                .col(a("member_id"))
                .col(a("created_at"))
                .to_owned(),
        )
        .await?;
        // Both SQLite and PostgreSQL take a partial unique index.
        let db = m.get_connection();
        db.execute_unprepared("DROP INDEX IF EXISTS ux_member_phone").await?;
        db.execute_unprepared(
            "CREATE UNIQUE INDEX ux_member_phone_of_members ON member (country_code, phone) WHERE role = 'member'",
        )
        .await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        db.execute_unprepared("DROP INDEX IF EXISTS ux_member_phone_of_members").await?;
        db.execute_unprepared("CREATE UNIQUE INDEX ux_member_phone ON member (country_code, phone)").await?;
        for table in ["notification", "audit_log", "status_change"] {
            m.drop_table(Table::drop().table(a(table)).to_owned()).await?;
        }
        Ok(())
    }
}
