//! An in-app notification, kept in both languages so it reads right whichever language the member chooses later.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "notification")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub member_id: i32,
    /// A key of the notification types.
    pub kind: shared::NotificationKind,
    pub title_gu: String,
    pub title_en: String,
    #[sea_orm(column_type = "Text")]
    pub body_gu: String,
    #[sea_orm(column_type = "Text")]
    pub body_en: String,
    pub created_at: DateTimeUtc,
    pub read_at: Option<DateTimeUtc>,
    /// The connection request this notification announced, so that accepting or declining it updates the
    /// notification in place (rule 9).
    pub connection_request_id: Option<i32>,
    /// The web app's page that opens the notification's subject (a member, the inbox, a ticket, the profile), a path
    /// such as `/ticket/12`; `None` on notifications written before pages were kept.
    pub link: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
