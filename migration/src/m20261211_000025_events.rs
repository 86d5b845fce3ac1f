//! Events (rule 49), their first part: the parichay sammelan and who registered for it.
//!
//! - `event`: names in both languages, the day, venue, the village or gol it is organised for, the organising
//!   committee (a JSON list of names and roles), the registration window, eligibility (ages, brides or grooms, and
//!   lists of communities, gols and marital statuses as JSON; empty means any), capacity, a fee note and a contact.
//! - `event_registration`: a member registered for an event, with their event number (unique within the event, never
//!   given twice: a withdrawal keeps the row and its number), and what the booklet may show of them.

use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::{a, cascade, index};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261211_000025_events"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(a("event"))
                .col(pk_auto(a("id")))
                .col(string_len(a("name_gu"), 160))
                .col(string_len(a("name_en"), 160))
                .col(date(a("held_on")))
                .col(text(a("venue")))
                .col(integer_null(a("village_id")))
                .col(integer_null(a("gol_id")))
                .col(text(a("committee")))
                .col(date(a("opens_on")))
                .col(date(a("closes_on")))
                .col(integer_null(a("min_age")))
                .col(integer_null(a("max_age")))
                .col(string_len(a("open_to"), 8))
                .col(text(a("community_ids")))
                .col(text(a("gol_ids")))
                .col(text(a("marital_statuses")))
                .col(integer(a("capacity")))
                .col(text_null(a("fee_note")))
                .col(text(a("contact")))
                .col(integer(a("created_by")))
                .col(timestamp_with_time_zone(a("created_at")))
                .col(timestamp_with_time_zone(a("updated_at")))
                .to_owned(),
        )
        .await?;
        // The members' list: events from a day on, in date order.
        m.create_index(index("ix_event_held_on", "event", &["held_on"])).await?;
        m.create_table(
            Table::create()
                .table(a("event_registration"))
                .col(pk_auto(a("id")))
                .col(integer(a("event_id")))
                .foreign_key(&mut cascade("event_registration", "event_id", "event"))
                .col(integer(a("member_id")))
                .foreign_key(&mut cascade("event_registration", "member_id", "member"))
                .col(integer(a("event_number")))
                .col(boolean(a("show_photo")))
                .col(string_len(a("contact"), 8))
                .col(boolean(a("show_income")))
                .col(timestamp_with_time_zone(a("registered_at")))
                .col(timestamp_with_time_zone_null(a("withdrawn_at")))
                .to_owned(),
        )
        .await?;
        // One registration per member and event, and one number per event: the indexes decide between two at once.
        m.create_index(
            index("ux_event_registration_member", "event_registration", &["event_id", "member_id"]).unique().to_owned(),
        )
        .await?;
        m.create_index(
            index("ux_event_registration_number", "event_registration", &["event_id", "event_number"])
                .unique()
                .to_owned(),
        )
        .await?;
        // A member's registrations: their list, their export and their deletion.
        m.create_index(index("ix_event_registration_of_member", "event_registration", &["member_id"])).await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table(a("event_registration")).to_owned()).await?;
        m.drop_table(Table::drop().table(a("event")).to_owned()).await?;
        Ok(())
    }
}
