//! Family contacts (rule 46): up to five people of the family (name, relation, phone, WhatsApp), each shown to a
//! connected member once connected, once the member approves their request, or never; and those requests.

use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::{a, cascade, index};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261209_000023_family_contacts"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(a("family_contact"))
                .col(pk_auto(a("id")))
                .col(integer(a("member_id")))
                .foreign_key(&mut cascade("family_contact", "member_id", "member"))
                .col(integer(a("position")))
                .col(string_len(a("relation"), 16))
                .col(string_len(a("name"), 120))
                .col(string_len(a("country_code"), 8))
                .col(string_len(a("phone"), 20))
                .col(boolean(a("whatsapp")))
                .col(string_len(a("visibility"), 16))
                .to_owned(),
        )
        .await?;
        m.create_index(index("ix_family_contact_member", "family_contact", &["member_id", "position"])).await?;
        m.create_table(
            Table::create()
                .table(a("contact_ask"))
                .col(pk_auto(a("id")))
                // Whose contacts are asked for, and who asks.
                .col(integer(a("member_id")))
                .foreign_key(&mut cascade("contact_ask", "member_id", "member"))
                .col(integer(a("asker_id")))
                .foreign_key(&mut cascade("contact_ask", "asker_id", "member"))
                .col(string_len(a("status"), 16))
                .col(timestamp_with_time_zone(a("asked_at")))
                .col(timestamp_with_time_zone_null(a("answered_at")))
                .to_owned(),
        )
        .await?;
        // One request per pair, whoever sends it twice at once.
        m.create_index(index("ux_contact_ask_pair", "contact_ask", &["member_id", "asker_id"]).unique().to_owned())
            .await?;
        m.create_index(index("ix_contact_ask_asker", "contact_ask", &["asker_id"])).await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table(a("contact_ask")).to_owned()).await?;
        m.drop_table(Table::drop().table(a("family_contact")).to_owned()).await?;
        Ok(())
    }
}
