//! One sign-in of a member on one device: the family its refresh tokens rotate within.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "sign_in")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    /// Carried as `sid` in access tokens.
    #[sea_orm(unique)]
    pub family: String,
    pub member_id: i32,
    pub created_at: DateTimeUtc,
    /// 30 days after the sign-in, whatever the rotations.
    pub expires_at: DateTimeUtc,
    pub revoked_at: Option<DateTimeUtc>,
    /// The Web Push subscription (JSON) the client sent as `fcmToken`.
    pub push_subscription: Option<String>,
    /// The profile a family manager's sign-in acts for (rule 46); none when the account acts as itself.
    pub acting_for: Option<i32>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
