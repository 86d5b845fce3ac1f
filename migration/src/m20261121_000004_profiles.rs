//! Profiles (every field of both documents) and photos.

use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::{a, cascade as fk};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261121_000004_profiles"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(a("profile"))
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
                .foreign_key(&mut fk("profile", "member_id", "member"))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(a("photo"))
                .col(pk_auto(a("id")))
                .col(integer(a("member_id")))
                .col(string_len(a("storage_key"), 128).unique_key())
                .col(integer(a("width")))
                .col(integer(a("height")))
                .col(boolean(a("is_default")))
                .col(timestamp_with_time_zone(a("created_at")))
                .foreign_key(&mut fk("photo", "member_id", "member"))
                .to_owned(),
        )
        .await?;
        m.create_index(Index::create().name("ix_photo_member_id").table(a("photo")).col(a("member_id")).to_owned())
            .await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table(a("photo")).to_owned()).await?;
        m.drop_table(Table::drop().table(a("profile")).to_owned()).await?;
        Ok(())
    }
}
