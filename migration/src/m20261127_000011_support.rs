//! Support (rules 33 to 36 and 39): tickets with their messages (rule 33), the public contact form's enquiries and its
//! topics (34), newsletter subscribers (35), the web popup (36), and the attachments of ticket messages and enquiries
//! (files in the photo storage, named by the server); and the queue of Web Push messages for closed tabs (docs/rules.md
//! 20, 39), sent after the commit like the mail queue.

use sea_orm_migration::{prelude::*, schema::*};

use crate::{
    helpers::{a, cascade, foreign_key, index},
    m20261122_000006_integrity::upsert,
    reference::CONTACT_TOPICS,
};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261127_000011_support"
    }
}

const TABLES: [&str; 8] =
    ["push_queue", "popup_setting", "subscriber", "attachment", "enquiry", "ticket_message", "ticket", "contact_topic"];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(a("contact_topic"))
                .col(integer(a("id")).primary_key())
                .col(string(a("key")).unique_key())
                .col(string(a("name_en")))
                .col(string(a("name_gu")))
                .to_owned(),
        )
        .await?;
        upsert(m, &CONTACT_TOPICS).await?;

        m.create_table(
            Table::create()
                .table(a("ticket"))
                .col(pk_auto(a("id")))
                .col(integer(a("member_id")))
                .col(string_len(a("topic"), 100))
                .col(string_len(a("status"), 16))
                .col(timestamp_with_time_zone(a("created_at")))
                // The last message's instant: the moderators' queue waits from it.
                .col(timestamp_with_time_zone(a("updated_at")))
                .foreign_key(&mut cascade("ticket", "member_id", "member"))
                .to_owned(),
        )
        .await?;
        m.create_index(index("ix_ticket_member_created", "ticket", &["member_id", "created_at"])).await?;
        m.create_index(index("ix_ticket_status_updated", "ticket", &["status", "updated_at"])).await?;

        m.create_table(
            Table::create()
                .table(a("ticket_message"))
                .col(pk_auto(a("id")))
                .col(integer(a("ticket_id")))
                // The moderator who answered; null for the member's own messages and once a moderator is removed.
                .col(integer_null(a("moderator_id")))
                .col(boolean(a("from_moderator")))
                .col(text(a("body")))
                .col(timestamp_with_time_zone(a("created_at")))
                .foreign_key(&mut cascade("ticket_message", "ticket_id", "ticket"))
                .foreign_key(&mut foreign_key("ticket_message", "moderator_id", "member", ForeignKeyAction::SetNull))
                .to_owned(),
        )
        .await?;
        m.create_index(index("ix_ticket_message_ticket_id", "ticket_message", &["ticket_id", "id"])).await?;
        m.create_index(index("ix_ticket_message_moderator_id", "ticket_message", &["moderator_id"])).await?;

        m.create_table(
            Table::create()
                .table(a("enquiry"))
                .col(pk_auto(a("id")))
                .col(integer(a("topic_id")))
                .col(string_len(a("full_name"), 64))
                .col(string_len(a("email"), 256))
                .col(string_len(a("country_code"), 8))
                .col(string_len(a("mobile"), 16))
                .col(text(a("message")))
                .col(string_len(a("lang"), 2))
                .col(timestamp_with_time_zone(a("created_at")))
                .col(timestamp_with_time_zone_null(a("handled_at")))
                .col(integer_null(a("moderator_id")))
                .foreign_key(&mut foreign_key("enquiry", "topic_id", "contact_topic", ForeignKeyAction::Restrict))
                .foreign_key(&mut foreign_key("enquiry", "moderator_id", "member", ForeignKeyAction::SetNull))
                .to_owned(),
        )
        .await?;
        m.create_index(index("ix_enquiry_topic_id", "enquiry", &["topic_id"])).await?;
        m.create_index(index("ix_enquiry_handled_created", "enquiry", &["handled_at", "created_at"])).await?;
        m.create_index(index("ix_enquiry_moderator_id", "enquiry", &["moderator_id"])).await?;

        m.create_table(
            Table::create()
                .table(a("attachment"))
                .col(pk_auto(a("id")))
                // Exactly one of the two owners is set.
                .col(integer_null(a("ticket_message_id")))
                .col(integer_null(a("enquiry_id")))
                .col(string_len(a("storage_key"), 100))
                .col(string_len(a("file_name"), 100))
                .col(string_len(a("content_type"), 32))
                .col(integer(a("size_bytes")))
                .col(timestamp_with_time_zone(a("created_at")))
                .foreign_key(&mut cascade("attachment", "ticket_message_id", "ticket_message"))
                .foreign_key(&mut cascade("attachment", "enquiry_id", "enquiry"))
                .check(Expr::cust("(ticket_message_id IS NULL) <> (enquiry_id IS NULL)"))
                .to_owned(),
        )
        .await?;
        m.create_index(index("ix_attachment_ticket_message_id", "attachment", &["ticket_message_id"])).await?;
        m.create_index(index("ix_attachment_enquiry_id", "attachment", &["enquiry_id"])).await?;

        m.create_table(
            Table::create()
                .table(a("subscriber"))
                .col(pk_auto(a("id")))
                .col(string_len(a("email"), 256).unique_key())
                .col(string_len(a("lang"), 2))
                .col(timestamp_with_time_zone(a("created_at")))
                .col(timestamp_with_time_zone_null(a("unsubscribed_at")))
                .to_owned(),
        )
        .await?;

        m.create_table(
            Table::create()
                .table(a("popup_setting"))
                .col(pk_auto(a("id")))
                .col(string_len(a("title_gu"), 100))
                .col(string_len(a("title_en"), 100))
                .col(text(a("body_gu")))
                .col(text(a("body_en")))
                .col(string_len(a("button_text_gu"), 30))
                .col(string_len(a("button_text_en"), 30))
                .col(string_len(a("button_action"), 500))
                .col(timestamp_with_time_zone(a("updated_at")))
                .col(integer_null(a("moderator_id")))
                .foreign_key(&mut foreign_key("popup_setting", "moderator_id", "member", ForeignKeyAction::SetNull))
                .to_owned(),
        )
        .await?;
        m.create_index(index("ix_popup_setting_moderator_id", "popup_setting", &["moderator_id"])).await?;

        m.create_table(
            Table::create()
                .table(a("push_queue"))
                .col(pk_auto(a("id")))
                .col(integer(a("sign_in_id")))
                // The message in the member's language; cleared once sent or given up, like the mail queue's body.
                .col(text_null(a("payload")))
                .col(timestamp_with_time_zone(a("created_at")))
                .col(integer(a("attempts")))
                .col(timestamp_with_time_zone(a("next_attempt_at")))
                // When it was delivered, or given up (410 Gone, a refusal, too many attempts): nothing more is tried.
                .col(timestamp_with_time_zone_null(a("done_at")))
                .col(text_null(a("last_error")))
                .foreign_key(&mut cascade("push_queue", "sign_in_id", "sign_in"))
                .to_owned(),
        )
        .await?;
        m.create_index(index("ix_push_queue_sign_in_id", "push_queue", &["sign_in_id"])).await?;
        m.create_index(index("ix_push_queue_due", "push_queue", &["done_at", "next_attempt_at"])).await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in TABLES {
            m.drop_table(Table::drop().table(a(table)).to_owned()).await?;
        }
        Ok(())
    }
}
