//! A verified mobile number (rule 44): when the member's number was confirmed by a code sent to it by SMS, and the SMS
//! queue that carries such codes. A number is unique among members only once verified: an unverified claim no longer
//! keeps the number's owner from registering with it or verifying it.

use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::{a, index};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261203_000017_phone_verification"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(
            Table::alter()
                .table(a("member"))
                .add_column(timestamp_with_time_zone_null(a("phone_verified_at")))
                .to_owned(),
        )
        .await?;
        // Both SQLite and PostgreSQL take a partial unique index.
        let db = m.get_connection();
        db.execute_unprepared("DROP INDEX IF EXISTS ux_member_phone_of_members").await?;
        db.execute_unprepared(
            "CREATE UNIQUE INDEX ux_member_verified_phone ON member (country_code, phone) \
             WHERE role = 'member' AND phone_verified_at IS NOT NULL",
        )
        .await?;
        m.create_table(
            Table::create()
                .table(a("sms_queue"))
                .col(pk_auto(a("id")))
                .col(string_len(a("recipient"), 32))
                .col(text_null(a("body")))
                .col(timestamp_with_time_zone(a("created_at")))
                .col(integer(a("attempts")))
                .col(timestamp_with_time_zone(a("next_attempt_at")))
                .col(timestamp_with_time_zone_null(a("sent_at")))
                .col(text_null(a("last_error")))
                .to_owned(),
        )
        .await?;
        m.create_index(index("ix_sms_queue_due", "sms_queue", &["sent_at", "next_attempt_at"])).await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table(a("sms_queue")).to_owned()).await?;
        let db = m.get_connection();
        db.execute_unprepared("DROP INDEX IF EXISTS ux_member_verified_phone").await?;
        db.execute_unprepared(
            "CREATE UNIQUE INDEX ux_member_phone_of_members ON member (country_code, phone) WHERE role = 'member'",
        )
        .await?;
        m.alter_table(Table::alter().table(a("member")).drop_column(a("phone_verified_at")).to_owned()).await?;
        Ok(())
    }
}
