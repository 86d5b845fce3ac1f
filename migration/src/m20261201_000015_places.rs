//! Places by reference (rule 25): a native district, taluka and village, and the city one lives in, picked from the
//! reference lists are kept by their id beside the text as typed, so that every reader sees them in their own
//! language; a name typed freely (not in the lists) keeps no id and shows as typed. Existing profiles are matched
//! here by name, in either language, as the server matches a name it is sent.

use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::a;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261201_000015_places"
    }
}

/// The columns added, and the statement that fills each from the typed names of the profiles written before.
const COLUMNS: [(&str, &str); 4] = [
    (
        "native_district_id",
        "UPDATE profile SET native_district_id = (SELECT d.id FROM district d \
         WHERE lower(d.name_en) = lower(trim(profile.native_district)) OR d.name_gu = trim(profile.native_district) \
         ORDER BY d.id LIMIT 1) WHERE native_district IS NOT NULL",
    ),
    (
        "native_taluka_id",
        "UPDATE profile SET native_taluka_id = (SELECT t.id FROM taluka t \
         WHERE t.district_id = profile.native_district_id \
         AND (lower(t.name_en) = lower(trim(profile.native_taluko)) OR t.name_gu = trim(profile.native_taluko)) \
         ORDER BY t.id LIMIT 1) WHERE native_taluko IS NOT NULL AND native_district_id IS NOT NULL",
    ),
    (
        "native_village_id",
        "UPDATE profile SET native_village_id = (SELECT v.id FROM village v \
         WHERE v.taluka_id = profile.native_taluka_id \
         AND (lower(v.name_en) = lower(trim(profile.native_place)) OR v.name_gu = trim(profile.native_place)) \
         ORDER BY v.id LIMIT 1) WHERE native_place IS NOT NULL AND native_taluka_id IS NOT NULL",
    ),
    (
        "city_id",
        "UPDATE profile SET city_id = (SELECT c.id FROM city c \
         WHERE c.state_id = profile.state_id \
         AND (lower(c.name_en) = lower(trim(profile.city)) OR c.name_gu = trim(profile.city)) \
         ORDER BY c.id LIMIT 1) WHERE city IS NOT NULL AND state_id IS NOT NULL",
    ),
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        // SQLite adds one column per statement; the fills run in order (a taluka within its district, ...).
        for (column, _) in COLUMNS {
            m.alter_table(Table::alter().table(a("profile")).add_column(integer_null(a(column))).to_owned()).await?;
        }
        for (_, fill) in COLUMNS {
            m.get_connection().execute_unprepared(fill).await?;
        }
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for (column, _) in COLUMNS.iter().rev() {
            m.alter_table(Table::alter().table(a("profile")).drop_column(a(column)).to_owned()).await?;
        }
        Ok(())
    }
}
