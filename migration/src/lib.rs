//! Schema and reference-data migrations. They run at server start and through the `sagpan-migration` CLI.

pub use sea_orm_migration::prelude::*;

mod helpers;
mod m20261121_000001_reference_tables;
pub(crate) mod m20261121_000002_reference_data;
mod m20261121_000003_accounts;
mod m20261121_000004_profiles;
mod m20261121_000005_moderation;
mod m20261122_000006_integrity;
mod m20261123_000007_member_area;
mod m20261124_000008_matches;
mod m20261125_000009_connections;
mod m20261126_000010_account;
mod m20261127_000011_support;
mod m20261128_000012_instances;
mod m20261129_000013_privacy;
mod m20261130_000014_member_day;
mod m20261201_000015_places;
mod m20261202_000016_family_fields;
mod m20261203_000017_phone_verification;
mod m20261204_000018_verification_checks;
mod m20261205_000019_volunteers;
mod m20261206_000020_family;
mod m20261207_000021_family_managers;
mod m20261208_000022_family_consent;
mod m20261209_000023_family_contacts;
mod m20261210_000024_her_side_first;
mod m20261211_000025_events;
mod m20261212_000026_event_day;
mod m20261213_000027_paper_forms;
pub mod reference;

pub struct Migrator;

#[async_trait::async_trait]
impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(m20261121_000001_reference_tables::Migration),
            Box::new(m20261121_000002_reference_data::Migration),
            Box::new(m20261121_000003_accounts::Migration),
            Box::new(m20261121_000004_profiles::Migration),
            Box::new(m20261121_000005_moderation::Migration),
            Box::new(m20261122_000006_integrity::Migration),
            Box::new(m20261123_000007_member_area::Migration),
            Box::new(m20261124_000008_matches::Migration),
            Box::new(m20261125_000009_connections::Migration),
            Box::new(m20261126_000010_account::Migration),
            Box::new(m20261127_000011_support::Migration),
            Box::new(m20261128_000012_instances::Migration),
            Box::new(m20261129_000013_privacy::Migration),
            Box::new(m20261130_000014_member_day::Migration),
            Box::new(m20261201_000015_places::Migration),
            Box::new(m20261202_000016_family_fields::Migration),
            Box::new(m20261203_000017_phone_verification::Migration),
            Box::new(m20261204_000018_verification_checks::Migration),
            Box::new(m20261205_000019_volunteers::Migration),
            Box::new(m20261206_000020_family::Migration),
            Box::new(m20261207_000021_family_managers::Migration),
            Box::new(m20261208_000022_family_consent::Migration),
            Box::new(m20261209_000023_family_contacts::Migration),
            Box::new(m20261210_000024_her_side_first::Migration),
            Box::new(m20261211_000025_events::Migration),
            Box::new(m20261212_000026_event_day::Migration),
            Box::new(m20261213_000027_paper_forms::Migration),
        ]
    }
}
