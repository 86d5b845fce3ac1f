//! The account (rules 23 and 37): a deleted account stays as a tombstone (rule 37) marked by `member.deleted_at`, so
//! that other members' inboxes and activity name it "Deleted member" and its profile id is never given again; and the
//! notification types of deactivation, reactivation and a satapeta turned off.

use sea_orm_migration::prelude::*;

use crate::{helpers::a, m20261122_000006_integrity::upsert, reference::LISTS};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261126_000010_account"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(
            Table::alter()
                .table(a("member"))
                .add_column(ColumnDef::new(a("deleted_at")).timestamp_with_time_zone().null())
                .to_owned(),
        )
        .await?;
        if let Some(list) = LISTS.iter().find(|l| l.table == "notification_type") {
            upsert(m, list).await?;
        }
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(Table::alter().table(a("member")).drop_column(a("deleted_at")).to_owned()).await?;
        Ok(())
    }
}
