//! The bilingual reference lists answered by the lookup calls.

use sea_orm_migration::{prelude::*, schema::*};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261121_000001_reference_tables"
    }
}

/// A table with a fixed integer id (ids are part of the API: India is 92) and names in both languages.
fn named(table: &str) -> TableCreateStatement {
    Table::create()
        .table(Alias::new(table))
        .col(integer(Alias::new("id")).primary_key())
        .col(string(Alias::new("name_en")))
        .col(string(Alias::new("name_gu")))
        .to_owned()
}

fn child_of(table: &str, fk: &str, parent: &str) -> TableCreateStatement {
    named(table)
        .col(integer(Alias::new(fk)))
        .foreign_key(
            ForeignKey::create()
                .name(format!("fk_{table}_{fk}"))
                .from(Alias::new(table), Alias::new(fk))
                .to(Alias::new(parent), Alias::new("id"))
                .on_delete(ForeignKeyAction::Restrict),
        )
        .to_owned()
}

fn index(table: &str, column: &str) -> IndexCreateStatement {
    Index::create().name(format!("ix_{table}_{column}")).table(Alias::new(table)).col(Alias::new(column)).to_owned()
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                named("community")
                    .col(integer_null(Alias::new("parent_id")))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_community_parent_id")
                            .from(Alias::new("community"), Alias::new("parent_id"))
                            .to(Alias::new("community"), Alias::new("id")),
                    )
                    .to_owned(),
            )
            .await?;
        manager.create_table(named("height").col(integer(Alias::new("cm")).unique_key()).to_owned()).await?;
        manager.create_table(named("occupation").col(integer(Alias::new("occupation_type"))).to_owned()).await?;
        manager
            .create_table(
                named("country")
                    .col(string_len(Alias::new("code"), 8))
                    .col(string_len(Alias::new("short_name"), 2).unique_key())
                    .to_owned(),
            )
            .await?;
        manager.create_table(child_of("state", "country_id", "country")).await?;
        manager.create_index(index("state", "country_id")).await?;
        manager.create_table(child_of("city", "state_id", "state")).await?;
        manager.create_index(index("city", "state_id")).await?;
        manager.create_table(child_of("district", "state_id", "state")).await?;
        manager.create_index(index("district", "state_id")).await?;
        manager.create_table(child_of("taluka", "district_id", "district")).await?;
        manager.create_index(index("taluka", "district_id")).await?;
        manager.create_table(child_of("village", "taluka_id", "taluka")).await?;
        manager.create_index(index("village", "taluka_id")).await?;
        manager.create_table(named("education")).await?;
        manager
            .create_table(
                named("annual_income")
                    .col(big_integer(Alias::new("min_rupees")))
                    .col(big_integer_null(Alias::new("max_rupees")))
                    .to_owned(),
            )
            .await?;
        manager.create_table(named("notification_type").col(string(Alias::new("key")).unique_key()).to_owned()).await?;
        manager.create_table(named("request_type").col(string(Alias::new("key")).unique_key()).to_owned()).await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            "request_type",
            "notification_type",
            "annual_income",
            "education",
            "village",
            "taluka",
            "district",
            "city",
            "state",
            "country",
            "occupation",
            "height",
            "community",
        ] {
            manager.drop_table(Table::drop().table(Alias::new(table)).to_owned()).await?;
        }
        Ok(())
    }
}
