//! The person's consent (rule 46): a profile someone else created reaches the moderators only once its person agrees,
//! with a code sent to their own e-mail. One row per profile: where the code went (kept as a keyed hash while it
//! waits), when the person agreed, to which family members, and whether they took the profile over alone.

use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::{a, cascade, index};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261208_000022_family_consent"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(a("family_consent"))
                .col(pk_auto(a("id")))
                .col(integer(a("member_id")))
                .foreign_key(&mut cascade("family_consent", "member_id", "member"))
                // The person's own address, normalised: the code goes there.
                .col(string_len(a("email"), 254))
                .col(string_len_null(a("code_hash"), 128))
                .col(timestamp_with_time_zone_null(a("code_expires_at")))
                .col(integer(a("wrong_attempts")).default(0))
                .col(timestamp_with_time_zone(a("requested_at")))
                .col(timestamp_with_time_zone_null(a("consented_at")))
                // Who looked after the profile when the person agreed (JSON: relations and addresses).
                .col(text_null(a("managers")))
                .col(boolean(a("took_over")).default(false))
                .to_owned(),
        )
        .await?;
        // One consent per profile; a code is found by the address it went to.
        m.create_index(index("ux_family_consent_member", "family_consent", &["member_id"]).unique().to_owned()).await?;
        m.create_index(index("ix_family_consent_email", "family_consent", &["email"])).await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table(a("family_consent")).to_owned()).await?;
        Ok(())
    }
}
