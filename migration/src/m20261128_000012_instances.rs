//! Several instances on one database (target Q6; rule 18): the rate limits and the spent captcha challenges move from
//! each process's memory to tables every instance reads and writes.

use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::{a, index};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261128_000012_instances"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        // One row per limited key (a hash of the limit's name and the address or account it counts), holding the
        // GCRA's theoretical arrival time in milliseconds since the Unix epoch; a row whose time has passed allows a
        // full burst again and is swept.
        m.create_table(
            Table::create()
                .table(a("rate_limit"))
                .col(string_len(a("key"), 64).primary_key())
                .col(big_integer(a("tat")))
                .to_owned(),
        )
        .await?;
        m.create_index(index("ix_rate_limit_tat", "rate_limit", &["tat"])).await?;

        // A solved captcha challenge is accepted once: its hash is kept until the challenge expires.
        m.create_table(
            Table::create()
                .table(a("captcha_spent"))
                .col(string_len(a("challenge"), 64).primary_key())
                .col(timestamp_with_time_zone(a("expires_at")))
                .to_owned(),
        )
        .await?;
        m.create_index(index("ix_captcha_spent_expires", "captcha_spent", &["expires_at"])).await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in ["captcha_spent", "rate_limit"] {
            m.drop_table(Table::drop().table(a(table)).to_owned()).await?;
        }
        Ok(())
    }
}
