//! Whether two members are blocked or connected: the relations every area reads before it shows one member to another
//! (photos, the bio-data, matches), with nothing but the database under them.

use sea_orm::{ColumnTrait, Condition, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter};
use shared::RequestState;

use entity::{block, connection_request};

use crate::error::ApiError;

/// Either way between `a` and `b`: `first` is one of them and `second` the other.
pub fn between(first: impl ColumnTrait, second: impl ColumnTrait, a: i32, b: i32) -> Condition {
    Condition::any()
        .add(Condition::all().add(first.eq(a)).add(second.eq(b)))
        .add(Condition::all().add(first.eq(b)).add(second.eq(a)))
}

/// Whether either member blocked the other.
pub async fn blocked_either(db: &impl ConnectionTrait, a: i32, b: i32) -> Result<bool, ApiError> {
    Ok(block::Entity::find()
        .filter(between(block::Column::BlockerId, block::Column::BlockedId, a, b))
        .count(db)
        .await?
        > 0)
}

/// Whether `a` and `b` are connected: a request between them was accepted.
pub async fn accepted_between(db: &impl ConnectionTrait, a: i32, b: i32) -> Result<bool, ApiError> {
    let pair = between(connection_request::Column::SenderId, connection_request::Column::ReceiverId, a, b);
    Ok(connection_request::Entity::find()
        .filter(pair)
        .filter(connection_request::Column::Status.eq(RequestState::Accepted))
        .count(db)
        .await?
        > 0)
}
