//! Privacy under pressure (rule A1): what each member used of the daily allowances that stop an account from
//! copying the community's profiles, and who reached one, for the moderators.

use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::{a, cascade, index};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261129_000013_privacy"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        // What a member used of an allowance: for member details one row per member opened (`key` is their id, `at`
        // when it began to count); for counted uses one row per hour (`key` is the hour since the epoch, `at` its
        // start, `amount` how many). Rows older than a day count no more and are swept.
        m.create_table(
            Table::create()
                .table(a("allowance_use"))
                .col(integer(a("member_id")))
                .col(string_len(a("kind"), 16))
                .col(big_integer(a("key")))
                .col(timestamp_with_time_zone(a("at")))
                .col(integer(a("amount")))
                .primary_key(Index::create().col(a("member_id")).col(a("kind")).col(a("key")))
                .foreign_key(&mut cascade("allowance_use", "member_id", "member"))
                .to_owned(),
        )
        .await?;
        m.create_index(index("ix_allowance_use_at", "allowance_use", &["at"])).await?;

        // Who reached an allowance, and how often: the days it was reached (a refusal more than a day after the
        // last one begins another) and the requests refused.
        m.create_table(
            Table::create()
                .table(a("allowance_reached"))
                .col(integer(a("member_id")))
                .col(string_len(a("kind"), 16))
                .col(integer(a("times")))
                .col(integer(a("refused")))
                .col(timestamp_with_time_zone(a("first_at")))
                .col(timestamp_with_time_zone(a("last_at")))
                .primary_key(Index::create().col(a("member_id")).col(a("kind")))
                .foreign_key(&mut cascade("allowance_reached", "member_id", "member"))
                .to_owned(),
        )
        .await?;
        m.create_index(index("ix_allowance_reached_last", "allowance_reached", &["last_at"])).await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in ["allowance_reached", "allowance_use"] {
            m.drop_table(Table::drop().table(a(table)).to_owned()).await?;
        }
        Ok(())
    }
}
