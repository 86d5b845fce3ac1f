//! A member's day (rules 31 and 9): a notification keeps the page that opens its subject, and the e-mail and push
//! announcing a connection request wait out the request's grace period, tied to it so that withdrawing the request
//! in that time removes them unsent.

use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::a;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261130_000014_member_day"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        // SQLite adds one column per statement.
        m.alter_table(Table::alter().table(a("notification")).add_column(string_len_null(a("link"), 200)).to_owned())
            .await?;
        for table in ["mail_queue", "push_queue"] {
            m.alter_table(Table::alter().table(a(table)).add_column(integer_null(a("request_id"))).to_owned()).await?;
        }
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in ["mail_queue", "push_queue"] {
            m.alter_table(Table::alter().table(a(table)).drop_column(a("request_id")).to_owned()).await?;
        }
        m.alter_table(Table::alter().table(a("notification")).drop_column(a("link")).to_owned()).await?;
        Ok(())
    }
}
