//! Paper forms (rule 49): a volunteer organising an event enters a family that is not online from the paper form
//! they filled. The profile is a managed profile (rule 46), entered by the volunteer acting for it with the right to
//! edit alone (a `family_manager` row with the relation `volunteer`), and registered for the event at once.
//!
//! - `event_registration.entered_by`: the volunteer who entered the registration from a paper form; empty for a
//!   member's own registration. Set to empty when that account is deleted.
//! - `family_consent.paper_check_id`: the person's consent was given on a signed paper form, whose photo the
//!   volunteer sent and a moderator checked (a `verification_check` of the kind `consent`); empty for a consent by
//!   code.

use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::{a, index};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261213_000027_paper_forms"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(
            Table::alter().table(a("event_registration")).add_column(integer_null(a("entered_by"))).to_owned(),
        )
        .await?;
        // The paper forms a volunteer entered: the organisers' list, and the volunteer's deletion.
        m.create_index(index("ix_event_registration_entered_by", "event_registration", &["entered_by"])).await?;
        m.alter_table(
            Table::alter().table(a("family_consent")).add_column(integer_null(a("paper_check_id"))).to_owned(),
        )
        .await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(Table::alter().table(a("family_consent")).drop_column(a("paper_check_id")).to_owned()).await?;
        m.drop_index(Index::drop().name("ix_event_registration_entered_by").table(a("event_registration")).to_owned())
            .await?;
        m.alter_table(Table::alter().table(a("event_registration")).drop_column(a("entered_by")).to_owned()).await?;
        Ok(())
    }
}
