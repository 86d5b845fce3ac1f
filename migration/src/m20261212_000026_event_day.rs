//! Events (rule 49), their day and afterwards: marks of interest by event number, and the connections they become.
//!
//! - `event_interest`: a registrant marked another (`other_id`) on the day of the event; `confirmed_at` once the
//!   marker confirmed, after both had marked each other, that they want the connection.
//! - `connection_request.event_id`: the event whose mutual marks made this connection; such connections are outside
//!   the daily connect quota.
//! - `event.cancelled_at` and `event.cancel_reason`: an event its organisers cancelled, and why.
//! - The notification types `event_mutual` and `event_cancelled`, so that members choose their channels.

use sea_orm_migration::{prelude::*, schema::*};

use crate::{
    helpers::{a, cascade, index},
    m20261122_000006_integrity::upsert,
    reference::NOTIFICATION_TYPES,
};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261212_000026_event_day"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(a("event_interest"))
                .col(integer(a("event_id")))
                .foreign_key(&mut cascade("event_interest", "event_id", "event"))
                .col(integer(a("member_id")))
                .foreign_key(&mut cascade("event_interest", "member_id", "member"))
                .col(integer(a("other_id")))
                .foreign_key(&mut cascade("event_interest", "other_id", "member"))
                .col(timestamp_with_time_zone(a("marked_at")))
                .col(timestamp_with_time_zone_null(a("confirmed_at")))
                .primary_key(Index::create().col(a("event_id")).col(a("member_id")).col(a("other_id")))
                .to_owned(),
        )
        .await?;
        // Whether the other side marked back (the marks made on a member at an event), and the member's deletion.
        m.create_index(index("ix_event_interest_other", "event_interest", &["other_id", "event_id"])).await?;
        // A member's marks at every event: their export and their deletion.
        m.create_index(index("ix_event_interest_member", "event_interest", &["member_id"])).await?;
        m.alter_table(Table::alter().table(a("connection_request")).add_column(integer_null(a("event_id"))).to_owned())
            .await?;
        m.create_index(index("ix_connection_request_event", "connection_request", &["event_id"])).await?;
        m.alter_table(
            Table::alter().table(a("event")).add_column(timestamp_with_time_zone_null(a("cancelled_at"))).to_owned(),
        )
        .await?;
        m.alter_table(Table::alter().table(a("event")).add_column(text_null(a("cancel_reason"))).to_owned()).await?;
        upsert(m, &NOTIFICATION_TYPES).await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for column in ["cancel_reason", "cancelled_at"] {
            m.alter_table(Table::alter().table(a("event")).drop_column(a(column)).to_owned()).await?;
        }
        m.drop_index(Index::drop().name("ix_connection_request_event").table(a("connection_request")).to_owned())
            .await?;
        m.alter_table(Table::alter().table(a("connection_request")).drop_column(a("event_id")).to_owned()).await?;
        m.drop_table(Table::drop().table(a("event_interest")).to_owned()).await?;
        Ok(())
    }
}
