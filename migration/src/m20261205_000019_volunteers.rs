//! Samaj volunteers (rule 45): a moderator appoints an account (a member, or an account of its own with the volunteer
//! role) to serve some villages or a gol. A volunteer gives their word for a member of those villages they know
//! personally; the member accepts it before it shows as the `samaj` badge, which the member row carries with the
//! village (or gol) it was given in. Withdrawing a volunteer withdraws every word they gave.

use sea_orm_migration::{prelude::*, schema::*};

use crate::{
    helpers::{a, cascade, index},
    m20261122_000006_integrity::upsert,
    reference::NOTIFICATION_TYPES,
};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261205_000019_volunteers"
    }
}

/// The member's new columns (SQLite alters one column at a time).
const MEMBER_COLUMNS: [&str; 3] = ["samaj_at", "samaj_village_id", "samaj_gol_id"];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for column in MEMBER_COLUMNS {
            let def =
                if column == "samaj_at" { timestamp_with_time_zone_null(a(column)) } else { integer_null(a(column)) };
            m.alter_table(Table::alter().table(a("member")).add_column(def).to_owned()).await?;
        }
        m.create_table(
            Table::create()
                .table(a("volunteer"))
                .col(integer(a("member_id")).primary_key())
                .foreign_key(&mut cascade("volunteer", "member_id", "member"))
                // The village ids served, as a JSON array.
                .col(text(a("villages")))
                .col(integer_null(a("gol_id")))
                .col(integer(a("appointed_by")))
                .col(timestamp_with_time_zone(a("appointed_at")))
                .col(timestamp_with_time_zone_null(a("withdrawn_at")))
                .col(integer_null(a("withdrawn_by")))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(a("vouch"))
                .col(pk_auto(a("id")))
                .col(integer(a("volunteer_id")))
                .foreign_key(&mut cascade("vouch", "volunteer_id", "member"))
                .col(integer(a("member_id")))
                .foreign_key(&mut cascade("vouch", "member_id", "member"))
                .col(string_len(a("relation"), 24))
                .col(text(a("words")))
                .col(integer_null(a("village_id")))
                .col(integer_null(a("gol_id")))
                .col(string_len(a("status"), 16))
                .col(timestamp_with_time_zone(a("created_at")))
                .col(timestamp_with_time_zone_null(a("answered_at")))
                .to_owned(),
        )
        .await?;
        // One word per volunteer and member; a member's words.
        m.create_index(index("ux_vouch_volunteer_member", "vouch", &["volunteer_id", "member_id"]).unique().to_owned())
            .await?;
        m.create_index(index("ix_vouch_member", "vouch", &["member_id", "status"])).await?;
        upsert(m, &NOTIFICATION_TYPES).await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table(a("vouch")).to_owned()).await?;
        m.drop_table(Table::drop().table(a("volunteer")).to_owned()).await?;
        let db = m.get_connection();
        db.execute_unprepared("DELETE FROM notification_setting WHERE notification_type_id = 25").await?;
        db.execute_unprepared("DELETE FROM notification_type WHERE id = 25").await?;
        for column in MEMBER_COLUMNS {
            m.alter_table(Table::alter().table(a("member")).drop_column(a(column)).to_owned()).await?;
        }
        Ok(())
    }
}
