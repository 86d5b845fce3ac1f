//! The schema's integrity before the member area builds on it:
//! - the profile's reference ids are foreign keys to their lists (and a sibling link to a member);
//! - the audit log outlives the moderator and member it names: no foreign key, so no cascade;
//! - a sent e-mail keeps a delivery record without its body (which may carry a one-time code);
//! - every column a query filters or joins on, and every foreign key column, leads an index;
//! - the community list names its two "Other" entries apart, and "profile submitted" is a notification type.
//!
//! PostgreSQL changes tables in place; SQLite cannot add or drop a foreign key or a NOT NULL, so there the three
//! tables are rebuilt as SQLite's documentation describes (create the new table, copy, drop, rename). No other table
//! refers to them, so nothing else moves.

use sea_orm_migration::{prelude::*, schema::*, sea_orm::DatabaseBackend};

use crate::{
    helpers::{a, cascade, foreign_key},
    m20261121_000002_reference_data::insert_rows,
    reference::LISTS,
};

/// Writes every row of a reference list: new ones inserted, existing ones given the file's values.
pub(crate) async fn upsert(m: &SchemaManager<'_>, list: &crate::reference::ReferenceList) -> Result<(), DbErr> {
    let columns: Vec<Alias> = list.columns.iter().map(|(_, column)| a(column)).collect();
    insert_rows(m, list, Some(OnConflict::column(a("id")).update_columns(columns).to_owned())).await
}

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261122_000006_integrity"
    }
}

/// The profile's reference columns and the lists they point to.
const PROFILE_REFERENCES: [(&str, &str); 11] = [
    ("community_id", "community"),
    ("parent_community_id", "community"),
    ("height_id", "height"),
    ("father_occupation_id", "occupation"),
    ("mother_occupation_id", "occupation"),
    ("family_annual_income_id", "annual_income"),
    ("country_id", "country"),
    ("state_id", "state"),
    ("education_id", "education"),
    ("occupation_id", "occupation"),
    ("annual_income_id", "annual_income"),
];

/// A reference id: its list row cannot go while a profile names it.
fn reference(table: &str, column: &str, parent: &str) -> ForeignKeyCreateStatement {
    foreign_key(table, column, parent, ForeignKeyAction::Restrict)
}

/// The sibling of a satapeta link: the link goes when the sibling's account does.
fn sibling_link(table: &str) -> ForeignKeyCreateStatement {
    foreign_key(table, "satapeta_member_id", "member", ForeignKeyAction::SetNull)
}

fn index(name: &str, table: &str, columns: &[&str]) -> IndexCreateStatement {
    let mut index = Index::create();
    index.name(name).table(a(table)).if_not_exists();
    for column in columns {
        index.col(a(column));
    }
    index.to_owned()
}

/// The profile table as migration 4 made it, under `name`, with every foreign key.
fn profile_table(name: &str) -> TableCreateStatement {
    let mut table = Table::create();
    table
        .table(a(name))
        .col(integer(a("member_id")).primary_key())
        .col(integer(a("wizard_step")))
        .col(integer_null(a("community_id")))
        .col(integer_null(a("parent_community_id")))
        .col(integer_null(a("marital_status")))
        .col(boolean_null(a("any_disability")))
        .col(string_null(a("disability")))
        .col(integer_null(a("height_id")))
        .col(double_null(a("weight")))
        .col(date_null(a("birth_date")))
        .col(boolean_null(a("gender")))
        .col(integer_null(a("sun_sign")))
        .col(string_null(a("blood_group")))
        .col(integer_null(a("mother_tongue")))
        .col(string_null(a("hobbies")))
        .col(string_null(a("father_name")))
        .col(integer_null(a("father_occupation_id")))
        .col(string_null(a("mother_name")))
        .col(integer_null(a("mother_occupation_id")))
        .col(integer_null(a("family_type")))
        .col(integer_null(a("family_annual_income_id")))
        .col(integer_null(a("no_of_brother")))
        .col(integer_null(a("no_of_sister")))
        .col(integer_null(a("married_brothers")))
        .col(integer_null(a("married_sisters")))
        .col(string_null(a("native_place")))
        .col(string_null(a("native_district")))
        .col(string_null(a("native_taluko")))
        .col(string_null(a("mosad")))
        .col(string_null(a("family_location")))
        .col(string_null(a("family_name")))
        .col(string_null(a("parent_phone1_code")))
        .col(string_null(a("parent_phone1")))
        .col(boolean_null(a("parent_phone1_is_whatsapp")))
        .col(string_null(a("parent_phone2_code")))
        .col(string_null(a("parent_phone2")))
        .col(boolean_null(a("parent_phone2_is_whatsapp")))
        .col(boolean_null(a("is_nri")))
        .col(integer_null(a("country_id")))
        .col(integer_null(a("state_id")))
        .col(string_null(a("city")))
        .col(integer_null(a("visa_type")))
        .col(integer_null(a("education_id")))
        .col(string_null(a("education_details")))
        .col(string_null(a("college")))
        .col(integer_null(a("occupation_id")))
        .col(string_null(a("occupation_details")))
        .col(string_null(a("working_as")))
        .col(string_null(a("employer")))
        .col(integer_null(a("annual_income_id")))
        .col(text_null(a("about")))
        .col(text_null(a("expectation")))
        .col(boolean(a("satapeta_accepted")))
        .col(integer_null(a("satapeta_member_id")))
        .col(timestamp_with_time_zone(a("updated_at")))
        .foreign_key(&mut cascade(name, "member_id", "member"))
        .foreign_key(&mut sibling_link(name));
    for (column, parent) in PROFILE_REFERENCES {
        table.foreign_key(&mut reference(name, column, parent));
    }
    table.to_owned()
}

/// The audit log as migration 5 made it, under `name`, without a foreign key.
fn audit_log_table(name: &str) -> TableCreateStatement {
    Table::create()
        .table(a(name))
        .col(pk_auto(a("id")))
        .col(integer(a("moderator_id")))
        .col(string_len(a("action"), 32))
        .col(integer(a("member_id")))
        .col(text(a("before")))
        .col(text(a("after")))
        .col(text_null(a("reason")))
        .col(timestamp_with_time_zone(a("at")))
        .to_owned()
}

/// The mail queue as migration 3 made it, under `name`, with the bodies nullable.
fn mail_queue_table(name: &str) -> TableCreateStatement {
    Table::create()
        .table(a(name))
        .col(pk_auto(a("id")))
        .col(string_len(a("recipient"), 256))
        .col(string(a("subject")))
        .col(text_null(a("text_body")))
        .col(text_null(a("html_body")))
        .col(timestamp_with_time_zone(a("created_at")))
        .col(integer(a("attempts")))
        .col(timestamp_with_time_zone(a("next_attempt_at")))
        .col(timestamp_with_time_zone_null(a("sent_at")))
        .col(text_null(a("last_error")))
        .to_owned()
}

/// SQLite: replaces `table` by the same rows in `definition` (created under `{table}_new`).
async fn rebuild(m: &SchemaManager<'_>, table: &str, definition: TableCreateStatement) -> Result<(), DbErr> {
    let db = m.get_connection();
    let new = format!("{table}_new");
    m.create_table(definition).await?;
    db.execute_unprepared(&format!("INSERT INTO {new} SELECT * FROM {table}")).await?;
    m.drop_table(Table::drop().table(a(table)).to_owned()).await?;
    m.rename_table(Table::rename().table(a(&new), a(table)).to_owned()).await?;
    Ok(())
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    /// One transaction on both databases: a rebuilt table is never half there, and every statement runs on the same
    /// connection (SQLite migrations otherwise run statement by statement across the pool).
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        match m.get_database_backend() {
            DatabaseBackend::Sqlite => {
                rebuild(m, "profile", profile_table("profile_new")).await?;
                rebuild(m, "audit_log", audit_log_table("audit_log_new")).await?;
                m.create_index(index("ix_audit_log_at", "audit_log", &["at"])).await?;
                rebuild(m, "mail_queue", mail_queue_table("mail_queue_new")).await?;
                m.create_index(index(
                    "ix_mail_queue_sent_at_next_attempt_at",
                    "mail_queue",
                    &["sent_at", "next_attempt_at"],
                ))
                .await?;
            }
            _ => {
                for (column, parent) in PROFILE_REFERENCES {
                    m.create_foreign_key(reference("profile", column, parent)).await?;
                }
                m.create_foreign_key(sibling_link("profile")).await?;
                db.execute_unprepared("ALTER TABLE audit_log DROP CONSTRAINT fk_audit_log_moderator_id").await?;
                db.execute_unprepared(
                    "ALTER TABLE mail_queue ALTER COLUMN text_body DROP NOT NULL, ALTER COLUMN html_body DROP NOT NULL",
                )
                .await?;
            }
        }
        for (column, _) in PROFILE_REFERENCES {
            m.create_index(index(&format!("ix_profile_{column}"), "profile", &[column])).await?;
        }
        m.create_index(index("ix_profile_satapeta_member_id", "profile", &["satapeta_member_id"])).await?;
        m.create_index(index("ix_audit_log_member_id", "audit_log", &["member_id", "at"])).await?;
        m.create_index(index("ix_audit_log_moderator_id", "audit_log", &["moderator_id", "at"])).await?;
        m.create_index(index("ix_one_time_code_member_id", "one_time_code", &["member_id"])).await?;
        m.create_index(index("ix_status_change_moderator_id", "status_change", &["moderator_id", "at"])).await?;
        m.create_index(index("ix_community_parent_id", "community", &["parent_id"])).await?;

        // The two "Other" sub-communities now say whose; notification types gained "profile submitted" and their
        // Gujarati follows the style note (આપ, not તમે). Both lists are small: every row is written as the data files
        // have it.
        for table in ["community", "notification_type"] {
            if let Some(list) = LISTS.iter().find(|l| l.table == table) {
                upsert(m, list).await?;
            }
        }
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for (name, table) in [
            ("ix_community_parent_id", "community"),
            ("ix_status_change_moderator_id", "status_change"),
            ("ix_one_time_code_member_id", "one_time_code"),
            ("ix_audit_log_moderator_id", "audit_log"),
            ("ix_audit_log_member_id", "audit_log"),
            ("ix_profile_satapeta_member_id", "profile"),
        ] {
            m.drop_index(Index::drop().name(name).table(a(table)).to_owned()).await?;
        }
        for (column, _) in PROFILE_REFERENCES {
            m.drop_index(Index::drop().name(format!("ix_profile_{column}")).table(a("profile")).to_owned()).await?;
        }
        // The foreign keys and nullable bodies stay: they refuse nothing the earlier schema's data holds.
        Ok(())
    }
}
