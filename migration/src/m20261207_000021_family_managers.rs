//! Family managers (rule 46): a member invites up to three family members by e-mail; each accepts with the code of
//! the invitation and signs in with their own account, then acts on the profile with the rights the member gave.
//! A sign-in may act for a profile it manages (`sign_in.acting_for`); every action taken so names who took it (the
//! activity's `actor`, a request's `sent_by` and `answered_by`: the manager's relation to the person).

use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::{a, cascade, index};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261207_000021_family_managers"
    }
}

/// The columns added to existing tables (SQLite alters one column at a time): table, column, integer or text.
const ADDED: [(&str, &str, bool); 4] = [
    ("sign_in", "acting_for", true),
    ("activity", "actor", false),
    ("connection_request", "sent_by", false),
    ("connection_request", "answered_by", false),
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(a("family_manager"))
                .col(pk_auto(a("id")))
                // The profile looked after.
                .col(integer(a("member_id")))
                .foreign_key(&mut cascade("family_manager", "member_id", "member"))
                // The address invited, normalised; the manager's account has it once they accept.
                .col(string_len(a("email"), 254))
                .col(string_len(a("relation"), 16))
                .col(boolean(a("may_view")))
                .col(boolean(a("may_request")))
                .col(boolean(a("may_edit")))
                .col(string_len(a("status"), 16))
                .col(integer_null(a("manager_id")))
                .foreign_key(&mut cascade("family_manager", "manager_id", "member"))
                // The invitation's code, as a keyed hash; cleared once used.
                .col(string_len_null(a("code_hash"), 128))
                .col(timestamp_with_time_zone_null(a("code_expires_at")))
                .col(integer(a("wrong_attempts")).default(0))
                .col(timestamp_with_time_zone(a("invited_at")))
                .col(timestamp_with_time_zone_null(a("accepted_at")))
                .to_owned(),
        )
        .await?;
        // One invitation per profile and address (it decides between two sent at once); an address's invitations; a
        // manager's profiles.
        m.create_index(
            index("ux_family_manager_member_email", "family_manager", &["member_id", "email"]).unique().to_owned(),
        )
        .await?;
        m.create_index(index("ix_family_manager_email", "family_manager", &["email", "status"])).await?;
        // One standing per account and profile (invitations, not yet accepted, have no account: NULLs differ).
        m.create_index(
            index("ux_family_manager_member_manager", "family_manager", &["member_id", "manager_id"])
                .unique()
                .to_owned(),
        )
        .await?;
        m.create_index(index("ix_family_manager_manager", "family_manager", &["manager_id"])).await?;
        for (table, column, integer) in ADDED {
            let def = if integer { integer_null(a(column)) } else { string_len_null(a(column), 16) };
            m.alter_table(Table::alter().table(a(table)).add_column(def).to_owned()).await?;
        }
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for (table, column, _) in ADDED {
            m.alter_table(Table::alter().table(a(table)).drop_column(a(column)).to_owned()).await?;
        }
        m.drop_table(Table::drop().table(a("family_manager")).to_owned()).await?;
        Ok(())
    }
}
