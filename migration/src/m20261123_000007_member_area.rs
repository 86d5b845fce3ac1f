//! The approved member's own side (rules 22, 26, 27 and 31): photo moderation and visibility, edit requests, partner
//! preferences and notification settings; "photo reviewed" becomes a notification type.
//!
//! Photos already stored were reviewed with their profile, so they start `approved`.

use sea_orm_migration::{prelude::*, schema::*};

use crate::{
    helpers::{a, cascade, foreign_key, index},
    m20261122_000006_integrity::upsert,
    reference::LISTS,
};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261123_000007_member_area"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        // SQLite adds one column per statement.
        for column in [
            string_len(a("status"), 16).default("approved").to_owned(),
            boolean(a("pending_default")).default(false).to_owned(),
        ] {
            m.alter_table(Table::alter().table(a("photo")).add_column(column).to_owned()).await?;
        }
        m.create_index(index("ix_photo_status_created_at", "photo", &["status", "created_at"])).await?;
        m.alter_table(
            Table::alter()
                .table(a("profile"))
                .add_column(string_len(a("photo_visibility"), 16).default("all").to_owned())
                .to_owned(),
        )
        .await?;

        m.create_table(
            Table::create()
                .table(a("edit_request"))
                .col(pk_auto(a("id")))
                .col(integer(a("member_id")))
                .col(integer(a("request_type_id")))
                .col(text_null(a("current_value")))
                .col(text(a("new_value")))
                .col(text(a("note")))
                .col(string_len(a("state"), 16))
                .col(text_null(a("reason")))
                .col(integer_null(a("moderator_id")))
                .col(timestamp_with_time_zone(a("created_at")))
                .col(timestamp_with_time_zone_null(a("decided_at")))
                .foreign_key(&mut cascade("edit_request", "member_id", "member"))
                .foreign_key(&mut foreign_key(
                    "edit_request",
                    "request_type_id",
                    "request_type",
                    ForeignKeyAction::Restrict,
                ))
                .foreign_key(&mut foreign_key("edit_request", "moderator_id", "member", ForeignKeyAction::SetNull))
                .to_owned(),
        )
        .await?;
        // One pending request per member and detail, even when two arrive at once (both databases take a partial
        // unique index).
        m.get_connection()
            .execute_unprepared(
                "CREATE UNIQUE INDEX ux_edit_request_pending ON edit_request (member_id, request_type_id) \
                 WHERE state = 'pending'",
            )
            .await?;
        m.create_index(index("ix_edit_request_state_created_at", "edit_request", &["state", "created_at"])).await?;
        m.create_index(index("ix_edit_request_request_type_id", "edit_request", &["request_type_id"])).await?;
        m.create_index(index("ix_edit_request_moderator_id", "edit_request", &["moderator_id"])).await?;

        let mut preference = Table::create();
        preference.table(a("partner_preference")).col(integer(a("member_id")).primary_key()).foreign_key(&mut cascade(
            "partner_preference",
            "member_id",
            "member",
        ));
        for column in ["age_from", "age_to", "height_from", "height_to", "annual_income_from", "annual_income_to"] {
            preference.col(integer_null(a(column)));
        }
        // "Any of" lists: a JSON array of ids, absent when any value will do.
        for column in [
            "community_ids",
            "marital_statuses",
            "education_ids",
            "occupation_ids",
            "country_ids",
            "state_ids",
            "city_ids",
        ] {
            preference.col(text_null(a(column)));
        }
        for column in ["is_nri", "any_disability", "satapeta"] {
            preference.col(boolean_null(a(column)));
        }
        preference.col(timestamp_with_time_zone(a("updated_at")));
        m.create_table(preference.to_owned()).await?;

        m.create_table(
            Table::create()
                .table(a("notification_setting"))
                .col(integer(a("member_id")))
                .col(integer(a("notification_type_id")))
                .col(boolean(a("app")))
                .col(boolean(a("email")))
                .col(boolean(a("push")))
                .primary_key(Index::create().col(a("member_id")).col(a("notification_type_id")))
                .foreign_key(&mut cascade("notification_setting", "member_id", "member"))
                .foreign_key(&mut foreign_key(
                    "notification_setting",
                    "notification_type_id",
                    "notification_type",
                    ForeignKeyAction::Restrict,
                ))
                .to_owned(),
        )
        .await?;
        m.create_index(index(
            "ix_notification_setting_notification_type_id",
            "notification_setting",
            &["notification_type_id"],
        ))
        .await?;

        if let Some(list) = LISTS.iter().find(|l| l.table == "notification_type") {
            upsert(m, list).await?;
        }
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in ["notification_setting", "partner_preference", "edit_request"] {
            m.drop_table(Table::drop().table(a(table)).to_owned()).await?;
        }
        m.drop_index(Index::drop().name("ix_photo_status_created_at").table(a("photo")).to_owned()).await?;
        m.alter_table(Table::alter().table(a("profile")).drop_column(a("photo_visibility")).to_owned()).await?;
        for column in ["pending_default", "status"] {
            m.alter_table(Table::alter().table(a("photo")).drop_column(a(column)).to_owned()).await?;
        }
        Ok(())
    }
}
