//! Identity documents and verification photos checked by a moderator (rule 44). A check keeps its image only while it
//! waits: the decision (or 14 days without one) deletes the file and clears its key, and what stays is who decided,
//! when, the document type or the pose, and the outcome. The member row carries the badges the checks gave and the
//! pose last asked for; a partner preference may ask for verified members only; a report names its reason from a
//! list; the address an account was created from is kept for a year.

use sea_orm_migration::{prelude::*, schema::*};

use crate::{
    helpers::{a, cascade, index},
    m20261122_000006_integrity::upsert,
    reference::NOTIFICATION_TYPES,
};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261204_000018_verification_checks"
    }
}

/// The member's new columns (SQLite alters one column at a time).
const MEMBER_COLUMNS: [&str; 5] =
    ["id_verified_at", "photo_verified_at", "selfie_pose", "selfie_pose_at", "created_ip"];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for column in MEMBER_COLUMNS {
            let def = if column == "selfie_pose" {
                string_len_null(a(column), 24)
            } else if column == "created_ip" {
                string_len_null(a(column), 64)
            } else {
                timestamp_with_time_zone_null(a(column))
            };
            m.alter_table(Table::alter().table(a("member")).add_column(def).to_owned()).await?;
        }
        m.create_table(
            Table::create()
                .table(a("verification_check"))
                .col(pk_auto(a("id")))
                .col(integer(a("member_id")))
                .foreign_key(&mut cascade("verification_check", "member_id", "member"))
                .col(string_len(a("kind"), 16))
                .col(string_len_null(a("document_type"), 24))
                .col(string_len_null(a("pose"), 24))
                .col(string_len_null(a("storage_key"), 80))
                .col(string_len(a("status"), 16))
                .col(text_null(a("reason")))
                .col(timestamp_with_time_zone(a("submitted_at")))
                .col(timestamp_with_time_zone_null(a("decided_at")))
                .col(integer_null(a("decided_by")))
                .to_owned(),
        )
        .await?;
        // The moderators' queue and the expiry look (pending, oldest first); a member's own checks.
        m.create_index(index("ix_verification_check_status", "verification_check", &["status", "submitted_at"]))
            .await?;
        m.create_index(index("ix_verification_check_member", "verification_check", &["member_id", "kind"])).await?;
        upsert(m, &NOTIFICATION_TYPES).await?;
        // A report's reason from the list (rule 30); the queue puts fake profiles and requests for money first.
        m.alter_table(Table::alter().table(a("report")).add_column(string_len_null(a("category"), 24)).to_owned())
            .await?;
        // "Verified only" in partner preferences: the badges a partner must have, as a JSON array.
        m.alter_table(
            Table::alter().table(a("partner_preference")).add_column(text_null(a("verified_only"))).to_owned(),
        )
        .await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(Table::alter().table(a("partner_preference")).drop_column(a("verified_only")).to_owned()).await?;
        m.alter_table(Table::alter().table(a("report")).drop_column(a("category")).to_owned()).await?;
        m.drop_table(Table::drop().table(a("verification_check")).to_owned()).await?;
        let db = m.get_connection();
        db.execute_unprepared("DELETE FROM notification_setting WHERE notification_type_id = 24").await?;
        db.execute_unprepared("DELETE FROM notification_type WHERE id = 24").await?;
        for column in MEMBER_COLUMNS {
            m.alter_table(Table::alter().table(a("member")).drop_column(a(column)).to_owned()).await?;
        }
        Ok(())
    }
}
