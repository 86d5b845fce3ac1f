//! An identity document or a verification photo a member gave a moderator to check (rule 44). The image is kept only
//! while the check waits; afterwards the row says who decided, when, what was shown and the outcome.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "verification_check")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub member_id: i32,
    pub kind: shared::CheckKind,
    /// For an identity document: which one.
    pub document_type: Option<shared::DocumentType>,
    /// For a verification photo: the pose the server asked for.
    pub pose: Option<shared::SelfiePose>,
    /// The stored image's key while the check waits; cleared (and the file deleted) once decided or expired.
    pub storage_key: Option<String>,
    pub status: shared::CheckStatus,
    /// A refusal's reason, as the member reads it.
    pub reason: Option<String>,
    pub submitted_at: DateTimeUtc,
    pub decided_at: Option<DateTimeUtc>,
    /// The moderator who decided; none for an expiry.
    pub decided_by: Option<i32>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
