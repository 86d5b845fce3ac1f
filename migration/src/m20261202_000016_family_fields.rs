//! What a Patidar family asks about (rules 50, 52 and 54): lifestyle (diet, smoking, drinking), an optional horoscope
//! (birth time and place, moon sign, nakshatra, manglik, and who may see it), the gol (village marriage circle, a
//! reference list per parent community) and the mosal village, on the profile; the matching preferences for them; the
//! weekly digest's notification type and its schedule.
//!
//! The search row keeps its yes/no and single-choice attributes as bits of two integers (`traits`, `pref_traits`;
//! `shared::traits`): its covering index on PostgreSQL can carry at most 32 columns and was full, so the three yes/no
//! values and preferences become bits there and the new attributes join them. The bits of the yes/no groups are
//! written here as they were defined when this migration was written (NRI 1/2, disability 4/8, satapeta 16/32).

use sea_orm_migration::{prelude::*, schema::*};

use crate::{
    helpers::{a, foreign_key, index},
    m20261121_000002_reference_data::insert_rows,
    m20261122_000006_integrity::upsert,
    reference::{GOLS, NOTIFICATION_TYPES},
};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261202_000016_family_fields"
    }
}

/// The search row's columns after this migration, besides `male`, `approved_at` and `member_id` (the scan order).
const CARRIED: [&str; 28] = [
    "birth_date",
    "height_cm",
    "income_min",
    "community_id",
    "parent_community_id",
    "marital_status",
    "education_id",
    "occupation_id",
    "country_id",
    "state_id",
    "city_id",
    "gol_id",
    "traits",
    "pref_age_from",
    "pref_age_to",
    "pref_height_from",
    "pref_height_to",
    "pref_income_from",
    "pref_income_to",
    "pref_communities",
    "pref_marital",
    "pref_educations",
    "pref_occupations",
    "pref_countries",
    "pref_states",
    "pref_cities",
    "pref_gols",
    "pref_traits",
];

const BOOLEANS: [&str; 6] = ["is_nri", "any_disability", "satapeta", "pref_nri", "pref_disability", "pref_satapeta"];

async fn add(m: &SchemaManager<'_>, table: &str, column: ColumnDef) -> Result<(), DbErr> {
    m.alter_table(Table::alter().table(a(table)).add_column(column).to_owned()).await
}

async fn drop(m: &SchemaManager<'_>, table: &str, column: &str) -> Result<(), DbErr> {
    m.alter_table(Table::alter().table(a(table)).drop_column(a(column)).to_owned()).await
}

fn postgres(m: &SchemaManager<'_>) -> bool {
    m.get_database_backend() == sea_orm_migration::sea_orm::DatabaseBackend::Postgres
}

/// The scan indexes of migration 8 over `carried`.
async fn create_scan(m: &SchemaManager<'_>, carried: &[&str]) -> Result<(), DbErr> {
    if postgres(m) {
        let include = carried.join(", ");
        for (name, male) in [("ix_match_row_scan_men", "TRUE"), ("ix_match_row_scan_women", "FALSE")] {
            m.get_connection()
                .execute_unprepared(&format!(
                    "CREATE INDEX {name} ON match_row (approved_at, member_id) INCLUDE ({include}) WHERE male = {male}"
                ))
                .await?;
        }
    } else {
        let mut scan = index("ix_match_row_scan", "match_row", &["male", "approved_at", "member_id"]);
        for column in carried {
            scan.col(a(column));
        }
        m.create_index(scan).await?;
    }
    Ok(())
}

async fn drop_scan(m: &SchemaManager<'_>) -> Result<(), DbErr> {
    let names: &[&str] =
        if postgres(m) { &["ix_match_row_scan_men", "ix_match_row_scan_women"] } else { &["ix_match_row_scan"] };
    for name in names {
        m.drop_index(Index::drop().name(*name).table(a("match_row")).to_owned()).await?;
    }
    Ok(())
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(a("gol"))
                .col(integer(a("id")).primary_key())
                .col(string(a("name_en")))
                .col(string(a("name_gu")))
                // The parent community (1 Kadva, 2 Leva); none for "no gol" and "don't know", offered to everyone.
                .col(integer_null(a("parent_id")))
                .foreign_key(&mut foreign_key("gol", "parent_id", "community", ForeignKeyAction::Restrict))
                .to_owned(),
        )
        .await?;
        m.create_index(index("ix_gol_parent_id", "gol", &["parent_id"])).await?;
        insert_rows(m, &GOLS, None).await?;

        for column in ["diet", "smoking", "drinking", "moon_sign", "nakshatra", "manglik", "mosal_village_id"] {
            add(m, "profile", integer_null(a(column))).await?;
        }
        add(m, "profile", string_len_null(a("birth_time"), 5)).await?;
        add(m, "profile", string_len_null(a("birth_place"), 100)).await?;
        add(m, "profile", string_len_null(a("horoscope_visibility"), 16)).await?;
        add(m, "profile", integer_null(a("gol_id"))).await?;
        m.create_index(index("ix_profile_gol_id", "profile", &["gol_id"])).await?;
        if postgres(m) {
            m.create_foreign_key(foreign_key("profile", "gol_id", "gol", ForeignKeyAction::Restrict)).await?;
        }

        for column in ["diets", "smoking", "drinking", "mangliks", "gol_ids"] {
            add(m, "partner_preference", text_null(a(column))).await?;
        }
        add(m, "partner_preference", boolean_null(a("within_my_gol"))).await?;

        add(m, "match_row", big_integer(a("traits")).default(0).to_owned()).await?;
        add(m, "match_row", big_integer(a("pref_traits")).default(0).to_owned()).await?;
        add(m, "match_row", integer_null(a("gol_id"))).await?;
        add(m, "match_row", text_null(a("pref_gols"))).await?;
        m.get_connection()
            .execute_unprepared(
                "UPDATE match_row SET \
                 traits = (CASE WHEN is_nri THEN 1 WHEN NOT is_nri THEN 2 ELSE 0 END) \
                 + (CASE WHEN any_disability THEN 4 WHEN NOT any_disability THEN 8 ELSE 0 END) \
                 + (CASE WHEN satapeta THEN 16 ELSE 32 END), \
                 pref_traits = (CASE WHEN pref_nri THEN 1 WHEN NOT pref_nri THEN 2 ELSE 0 END) \
                 + (CASE WHEN pref_disability THEN 4 WHEN NOT pref_disability THEN 8 ELSE 0 END) \
                 + (CASE WHEN pref_satapeta THEN 16 WHEN NOT pref_satapeta THEN 32 ELSE 0 END)",
            )
            .await?;
        drop_scan(m).await?;
        for column in BOOLEANS {
            drop(m, "match_row", column).await?;
        }
        create_scan(m, &CARRIED).await?;

        // The weekly digest (rule 54): its notification type, and per member when one was last sent and when to
        // look again (the worker's claim: an instance takes a member by moving `next_at` on from the value it read).
        upsert(m, &NOTIFICATION_TYPES).await?;
        m.create_table(
            Table::create()
                .table(a("digest"))
                .col(integer(a("member_id")).primary_key())
                .foreign_key(&mut foreign_key("digest", "member_id", "member", ForeignKeyAction::Cascade))
                .col(timestamp_with_time_zone_null(a("sent_at")))
                .col(timestamp_with_time_zone(a("next_at")))
                .to_owned(),
        )
        .await?;
        // The worker's look for the digests that are due.
        m.create_index(index("ix_digest_next_at", "digest", &["next_at"])).await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table(a("digest")).to_owned()).await?;
        m.get_connection()
            .execute_unprepared("DELETE FROM notification_setting WHERE notification_type_id = 23")
            .await?;
        m.get_connection().execute_unprepared("DELETE FROM notification_type WHERE id = 23").await?;
        drop_scan(m).await?;
        for column in ["is_nri", "any_disability", "pref_nri", "pref_disability", "pref_satapeta"] {
            add(m, "match_row", boolean_null(a(column))).await?;
        }
        add(m, "match_row", boolean(a("satapeta")).default(false).to_owned()).await?;
        m.get_connection()
            .execute_unprepared(
                "UPDATE match_row SET \
                 is_nri = CASE WHEN (traits & 1) <> 0 THEN TRUE WHEN (traits & 2) <> 0 THEN FALSE END, \
                 any_disability = CASE WHEN (traits & 4) <> 0 THEN TRUE WHEN (traits & 8) <> 0 THEN FALSE END, \
                 satapeta = (traits & 16) <> 0, \
                 pref_nri = CASE WHEN (pref_traits & 1) <> 0 THEN TRUE WHEN (pref_traits & 2) <> 0 THEN FALSE END, \
                 pref_disability = CASE WHEN (pref_traits & 4) <> 0 THEN TRUE \
                 WHEN (pref_traits & 8) <> 0 THEN FALSE END, \
                 pref_satapeta = CASE WHEN (pref_traits & 16) <> 0 THEN TRUE \
                 WHEN (pref_traits & 32) <> 0 THEN FALSE END",
            )
            .await?;
        for column in ["traits", "pref_traits", "gol_id", "pref_gols"] {
            drop(m, "match_row", column).await?;
        }
        let mut before: Vec<&str> =
            CARRIED.iter().copied().filter(|c| !["gol_id", "traits", "pref_gols", "pref_traits"].contains(c)).collect();
        before.extend(BOOLEANS);
        create_scan(m, &before).await?;
        for column in ["diets", "smoking", "drinking", "mangliks", "gol_ids", "within_my_gol"] {
            drop(m, "partner_preference", column).await?;
        }
        if postgres(m) {
            m.drop_foreign_key(ForeignKey::drop().name("fk_profile_gol_id").table(a("profile")).to_owned()).await?;
        }
        m.drop_index(Index::drop().name("ix_profile_gol_id").table(a("profile")).to_owned()).await?;
        for column in [
            "diet",
            "smoking",
            "drinking",
            "moon_sign",
            "nakshatra",
            "manglik",
            "mosal_village_id",
            "birth_time",
            "birth_place",
            "horoscope_visibility",
            "gol_id",
        ] {
            drop(m, "profile", column).await?;
        }
        m.drop_table(Table::drop().table(a("gol")).to_owned()).await?;
        Ok(())
    }
}
