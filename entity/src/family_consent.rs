//! The consent of a profile's person to a profile someone else created (rule 46): the code sent to their own e-mail,
//! then when they agreed, to which family members, and whether they took the profile over alone.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "family_consent")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    #[sea_orm(unique)]
    pub member_id: i32,
    /// The person's own address, normalised.
    pub email: String,
    /// The code as a keyed hash, while it waits.
    pub code_hash: Option<String>,
    pub code_expires_at: Option<DateTimeUtc>,
    pub wrong_attempts: i32,
    pub requested_at: DateTimeUtc,
    pub consented_at: Option<DateTimeUtc>,
    /// Who looked after the profile when the person agreed (JSON: each manager's relation and address).
    #[sea_orm(column_type = "Text", nullable)]
    pub managers: Option<String>,
    pub took_over: bool,
    /// The moderator's check of the signed paper form the consent was given on (rule 49); none for a consent by code.
    pub paper_check_id: Option<i32>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
