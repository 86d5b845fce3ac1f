//! Accounts, one-time codes, sign-ins with their refresh tokens, login history and the mail queue.

use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::{a, cascade as fk};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261121_000003_accounts"
    }
}

fn index(table: &str, columns: &[&str]) -> IndexCreateStatement {
    let mut index = Index::create();
    index.name(format!("ix_{table}_{}", columns.join("_"))).table(a(table));
    for column in columns {
        index.col(a(column));
    }
    index.to_owned()
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(a("member"))
                .col(pk_auto(a("id")))
                .col(string_len(a("profile_id"), 8).unique_key())
                .col(string_len(a("role"), 16))
                .col(string_len(a("email"), 256).unique_key())
                .col(boolean(a("email_confirmed")))
                .col(string_len(a("country_code"), 8))
                .col(string_len(a("phone"), 15))
                .col(string(a("password_hash")))
                .col(string_len(a("first_name"), 30))
                .col(string_len(a("last_name"), 30))
                .col(integer(a("profile_status")))
                .col(string_len(a("language"), 2))
                .col(timestamp_with_time_zone(a("created_at")))
                .col(timestamp_with_time_zone(a("updated_at")))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("ux_member_phone")
                .table(a("member"))
                .col(a("country_code"))
                .col(a("phone"))
                .unique()
                .to_owned(),
        )
        .await?;
        m.create_index(index("member", &["phone"])).await?;
        m.create_index(index("member", &["profile_status", "role"])).await?;

        m.create_table(
            Table::create()
                .table(a("one_time_code"))
                .col(pk_auto(a("id")))
                .col(string_len(a("email"), 256))
                .col(integer_null(a("member_id")))
                .col(string_len(a("purpose"), 32))
                .col(string(a("code_hash")))
                .col(timestamp_with_time_zone(a("created_at")))
                .col(timestamp_with_time_zone(a("expires_at")))
                .col(integer(a("wrong_attempts")))
                .col(timestamp_with_time_zone_null(a("consumed_at")))
                .foreign_key(&mut fk("one_time_code", "member_id", "member"))
                .to_owned(),
        )
        .await?;
        m.create_index(index("one_time_code", &["email", "purpose", "created_at"])).await?;

        m.create_table(
            Table::create()
                .table(a("sign_in"))
                .col(pk_auto(a("id")))
                .col(string_len(a("family"), 36).unique_key())
                .col(integer(a("member_id")))
                .col(timestamp_with_time_zone(a("created_at")))
                .col(timestamp_with_time_zone(a("expires_at")))
                .col(timestamp_with_time_zone_null(a("revoked_at")))
                .col(text_null(a("push_subscription")))
                .foreign_key(&mut fk("sign_in", "member_id", "member"))
                .to_owned(),
        )
        .await?;
        m.create_index(index("sign_in", &["member_id"])).await?;

        m.create_table(
            Table::create()
                .table(a("refresh_token"))
                .col(pk_auto(a("id")))
                .col(integer(a("sign_in_id")))
                .col(string_len(a("token_hash"), 64).unique_key())
                .col(timestamp_with_time_zone(a("created_at")))
                .col(timestamp_with_time_zone_null(a("rotated_at")))
                .foreign_key(&mut fk("refresh_token", "sign_in_id", "sign_in"))
                .to_owned(),
        )
        .await?;
        m.create_index(index("refresh_token", &["sign_in_id"])).await?;

        m.create_table(
            Table::create()
                .table(a("login_history"))
                .col(pk_auto(a("id")))
                .col(integer(a("member_id")))
                .col(timestamp_with_time_zone(a("at")))
                .col(string_len(a("method"), 32))
                .col(string_len(a("ip"), 64))
                .col(string_null(a("location")))
                .col(string_null(a("user_agent")))
                .col(string_null(a("client_ip")))
                .col(string_null(a("client_location")))
                .col(string_null(a("client_geo_location")))
                .foreign_key(&mut fk("login_history", "member_id", "member"))
                .to_owned(),
        )
        .await?;
        m.create_index(index("login_history", &["member_id", "at"])).await?;

        m.create_table(
            Table::create()
                .table(a("mail_queue"))
                .col(pk_auto(a("id")))
                .col(string_len(a("recipient"), 256))
                .col(string(a("subject")))
                .col(text(a("text_body")))
                .col(text(a("html_body")))
                .col(timestamp_with_time_zone(a("created_at")))
                .col(integer(a("attempts")))
                .col(timestamp_with_time_zone(a("next_attempt_at")))
                .col(timestamp_with_time_zone_null(a("sent_at")))
                .col(text_null(a("last_error")))
                .to_owned(),
        )
        .await?;
        m.create_index(index("mail_queue", &["sent_at", "next_attempt_at"])).await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in ["mail_queue", "login_history", "refresh_token", "sign_in", "one_time_code", "member"] {
            m.drop_table(Table::drop().table(a(table)).to_owned()).await?;
        }
        Ok(())
    }
}
