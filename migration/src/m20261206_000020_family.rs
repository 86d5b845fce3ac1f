//! The family in the room (rule 46), its first part: who created and looks after a profile. The member keeps it
//! (`created_by`: "own" for every member so far, the person themselves, written "self" on the wire); a partner
//! preference and a search filter may ask for some of them (`partner_preference.created_by`, a JSON list of wire
//! values); the search row carries it as bits of `traits` (`shared::traits::CREATED_BY`), so every row so far gets
//! the bit of the person themselves.

use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::a;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261206_000020_family"
    }
}

/// The bit of "self" in `match_row.traits` (`shared::traits::creator_bit(ProfileCreator::Own)`; the shared crate
/// tests that it stays this number).
const SELF_BIT: i64 = 1 << 24;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(
            Table::alter().table(a("member")).add_column(string_len(a("created_by"), 16).default("own")).to_owned(),
        )
        .await?;
        m.alter_table(Table::alter().table(a("partner_preference")).add_column(text_null(a("created_by"))).to_owned())
            .await?;
        m.get_connection().execute_unprepared(&format!("UPDATE match_row SET traits = traits | {SELF_BIT}")).await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.get_connection()
            .execute_unprepared(&format!("UPDATE match_row SET traits = traits & ~{}", 0x7fi64 << 24))
            .await?;
        m.alter_table(Table::alter().table(a("partner_preference")).drop_column(a("created_by")).to_owned()).await?;
        m.alter_table(Table::alter().table(a("member")).drop_column(a("created_by")).to_owned()).await?;
        Ok(())
    }
}
