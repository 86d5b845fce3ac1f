//! A successful sign-in: the server's own view (IP, resolved location, user agent) and what the client claimed apart.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "login_history")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub member_id: i32,
    pub at: DateTimeUtc,
    /// `password`, `code` or `email_confirmation`.
    pub method: String,
    pub ip: String,
    pub location: Option<String>,
    pub user_agent: Option<String>,
    pub client_ip: Option<String>,
    pub client_location: Option<String>,
    pub client_geo_location: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
