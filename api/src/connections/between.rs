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

/// The members who showed interest in `me` (rule 47): they sent `me` a request that they did not withdraw, accepted
/// one `me` sent, or asked `me` a question about one. A private member's detail opens to these members alone.
pub fn interested_in(me: i32) -> Condition {
    use sea_orm::sea_query::{Expr, ExprTrait, Query};
    type R = connection_request::Column;
    let c = |column: R| Expr::col((connection_request::Entity, column));
    let sent_to_me = Query::select()
        .column(R::SenderId)
        .from(connection_request::Entity)
        .and_where(c(R::ReceiverId).eq(me))
        .and_where(c(R::Status).ne(RequestState::Cancelled.as_str()))
        .to_owned();
    let took_mine = Query::select()
        .column(R::ReceiverId)
        .from(connection_request::Entity)
        .and_where(c(R::SenderId).eq(me))
        .cond_where(
            Condition::any()
                .add(c(R::Status).eq(RequestState::Accepted.as_str()))
                .add(c(R::Reply).eq(shared::RequestReply::NeedInfo.as_str())),
        )
        .to_owned();
    let member = || Expr::col((entity::match_row::Entity, entity::match_row::Column::MemberId));
    Condition::any().add(member().in_subquery(sent_to_me)).add(member().in_subquery(took_mine))
}

/// Whether `private` showed interest in `other` ([`interested_in`]).
pub async fn shown_interest(db: &impl ConnectionTrait, private: i32, other: i32) -> Result<bool, ApiError> {
    type R = connection_request::Column;
    let sent = Condition::all()
        .add(R::SenderId.eq(private))
        .add(R::ReceiverId.eq(other))
        .add(R::Status.ne(RequestState::Cancelled));
    let took = Condition::all().add(R::SenderId.eq(other)).add(R::ReceiverId.eq(private)).add(
        Condition::any().add(R::Status.eq(RequestState::Accepted)).add(R::Reply.eq(shared::RequestReply::NeedInfo)),
    );
    Ok(connection_request::Entity::find().filter(Condition::any().add(sent).add(took)).count(db).await? > 0)
}

/// Whether a request between `a` and `b` is live (pending or accepted).
pub async fn live_either(db: &impl ConnectionTrait, a: i32, b: i32) -> Result<bool, ApiError> {
    let pair = between(connection_request::Column::SenderId, connection_request::Column::ReceiverId, a, b);
    Ok(connection_request::Entity::find()
        .filter(pair)
        .filter(connection_request::Column::Status.is_in([RequestState::Pending, RequestState::Accepted]))
        .count(db)
        .await?
        > 0)
}
