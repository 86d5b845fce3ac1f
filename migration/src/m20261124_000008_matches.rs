//! Matches and search (rules 3 to 6, 26, 28): one narrow search row per visible member, carrying the member's own
//! partner preferences so that "I fit theirs" is a test on the candidate's own row (docs/architecture.md, matching),
//! and the tables the pool and the cards read: visits, blocks, shortlists and connection requests (the last three are
//! written by the connections migration (m20261125_000009_connections.rs); the pool and the cards already honour them).

use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::{a, cascade, index};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261124_000008_matches"
    }
}

/// A table of member pairs `(first, second)` with its primary key, both members cascading.
fn pair(table: &str, first: &str, second: &str) -> TableCreateStatement {
    Table::create()
        .table(a(table))
        .col(integer(a(first)))
        .col(integer(a(second)))
        .primary_key(Index::create().col(a(first)).col(a(second)))
        .foreign_key(&mut cascade(table, first, "member"))
        .foreign_key(&mut cascade(table, second, "member"))
        .to_owned()
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let mut row = Table::create();
        row.table(a("match_row"))
            .col(integer(a("member_id")).primary_key())
            .foreign_key(&mut cascade("match_row", "member_id", "member"))
            .col(boolean(a("male")))
            .col(timestamp_with_time_zone(a("approved_at")))
            .col(date(a("birth_date")))
            .col(integer_null(a("height_cm")))
            .col(big_integer_null(a("income_min")));
        for column in [
            "community_id",
            "parent_community_id",
            "marital_status",
            "education_id",
            "occupation_id",
            "country_id",
            "state_id",
            "city_id",
        ] {
            row.col(integer_null(a(column)));
        }
        row.col(boolean_null(a("is_nri"))).col(boolean_null(a("any_disability"))).col(boolean(a("satapeta")));
        // The member's own preferences: heights in cm, incomes as the lower bound of their bracket in rupees, lists
        // as ",1,5," so that "contains mine" is one LIKE on both databases.
        for column in ["pref_age_from", "pref_age_to", "pref_height_from", "pref_height_to"] {
            row.col(integer_null(a(column)));
        }
        row.col(big_integer_null(a("pref_income_from"))).col(big_integer_null(a("pref_income_to")));
        for column in [
            "pref_communities",
            "pref_marital",
            "pref_educations",
            "pref_occupations",
            "pref_countries",
            "pref_states",
            "pref_cities",
        ] {
            row.col(text_null(a(column)));
        }
        row.col(boolean_null(a("pref_nri")))
            .col(boolean_null(a("pref_disability")))
            .col(boolean_null(a("pref_satapeta")));
        m.create_table(row.to_owned()).await?;
        // The lists and the search read the pool most recently approved first and stop once they have enough: an
        // index in that order carrying every other column of the row (the filters both ways and My matches' score), so
        // that the scan never visits the table (an index-only scan on PostgreSQL, a covering index on SQLite). Without
        // it, a scan that filters out most rows pays a table lookup for each (just bench-matches: 25 ms to 5 ms for My
        // matches at 1,000,000). PostgreSQL allows 32 columns in an index, one fewer than the row: there it is one
        // partial index per gender, without `male` (the queries name the gender as a literal so that a generic plan
        // can use them). Indexes on a single filter (birth date, community) are left out on purpose: with them, both
        // planners chose to sort every member in an age range over reading this one in order.
        let order = ["male", "approved_at", "member_id"];
        let carried: Vec<String> =
            row.get_columns().iter().map(|c| c.get_column_name()).filter(|c| !order.contains(&c.as_str())).collect();
        if m.get_database_backend() == sea_orm_migration::sea_orm::DatabaseBackend::Postgres {
            let include = carried.join(", ");
            for (name, male) in [("ix_match_row_scan_men", "TRUE"), ("ix_match_row_scan_women", "FALSE")] {
                m.get_connection()
                    .execute_unprepared(&format!(
                        "CREATE INDEX {name} ON match_row (approved_at, member_id) INCLUDE ({include}) \
                         WHERE male = {male}"
                    ))
                    .await?;
            }
        } else {
            let mut scan = index("ix_match_row_scan", "match_row", &order);
            for column in &carried {
                scan.col(a(column));
            }
            m.create_index(scan).await?;
        }
        // Patidar matches: the pool within one parent community, in the same order.
        m.create_index(index(
            "ix_match_row_male_parent_approved",
            "match_row",
            &["male", "parent_community_id", "approved_at", "member_id"],
        ))
        .await?;

        m.create_table(
            pair("visit", "visitor_id", "visited_id")
                .col(timestamp_with_time_zone(a("last_visited_at")))
                .col(integer(a("visit_count")))
                .to_owned(),
        )
        .await?;
        m.create_index(index("ix_visit_visitor_last", "visit", &["visitor_id", "last_visited_at"])).await?;
        m.create_index(index("ix_visit_visited_last", "visit", &["visited_id", "last_visited_at"])).await?;

        m.create_table(
            pair("block", "blocker_id", "blocked_id").col(timestamp_with_time_zone(a("created_at"))).to_owned(),
        )
        .await?;
        m.create_index(index("ix_block_blocked", "block", &["blocked_id"])).await?;

        m.create_table(
            pair("shortlist", "member_id", "shortlisted_id").col(timestamp_with_time_zone(a("created_at"))).to_owned(),
        )
        .await?;
        m.create_index(index("ix_shortlist_member_created", "shortlist", &["member_id", "created_at"])).await?;
        m.create_index(index("ix_shortlist_shortlisted_created", "shortlist", &["shortlisted_id", "created_at"]))
            .await?;

        m.create_table(
            Table::create()
                .table(a("connection_request"))
                .col(pk_auto(a("id")))
                .col(integer(a("sender_id")))
                .col(integer(a("receiver_id")))
                .col(string_len(a("status"), 16))
                .col(timestamp_with_time_zone(a("created_at")))
                .col(timestamp_with_time_zone_null(a("decided_at")))
                .foreign_key(&mut cascade("connection_request", "sender_id", "member"))
                .foreign_key(&mut cascade("connection_request", "receiver_id", "member"))
                .to_owned(),
        )
        .await?;
        m.create_index(index("ix_connection_request_sender", "connection_request", &["sender_id", "created_at"]))
            .await?;
        m.create_index(index("ix_connection_request_receiver", "connection_request", &["receiver_id", "created_at"]))
            .await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in ["connection_request", "shortlist", "block", "visit", "match_row"] {
            m.drop_table(Table::drop().table(a(table)).to_owned()).await?;
        }
        Ok(())
    }
}
