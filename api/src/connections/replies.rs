//! Replies beyond yes and no (rule 47a): the receiver of a request may say they need time, ask a question, or say
//! talks are in progress elsewhere, each leaving the request open and telling the sender; or reply interested or not
//! interested, which accept or decline it (with a private reason the sender never sees). The sender answers a
//! question on the request itself. Each is one use case in one transaction, and moves the request only while it is
//! still pending, so a reply and a withdrawal arriving together cannot both win.

use chrono::{DateTime, Utc};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, sea_query::Expr};
use shared::{ActivityAction, NotificationKind, RequestReply, RequestState};

use entity::{connection_request, member};

use super::{
    model::{AnswerQuestionRequest, ReplyRequest},
    service::{self, Which, inbox_button, my_row, named, rule, visible},
};
use crate::{
    activity,
    error::{ApiError, Reason, validated},
    events::Event,
    notifications::{self as notify, Notice},
    state::AppState,
    work::Work,
};

/// Replies to a request the caller received.
pub async fn reply(state: &AppState, receiver: &member::Model, req: ReplyRequest) -> Result<(), ApiError> {
    validated(&req)?;
    let which = Which::Request(req.request_id);
    match req.reply {
        RequestReply::Interested => service::answer(state, receiver, which, (true, None)).await,
        RequestReply::NotInterested => service::answer(state, receiver, which, (false, req.reason)).await,
        open => {
            let question = match open {
                RequestReply::NeedInfo => {
                    let asked = req.question.map(|q| q.into_inner().trim().to_owned()).filter(|q| !q.is_empty());
                    Some(asked.ok_or_else(|| ApiError::field("question", "required"))?)
                }
                _ => None,
            };
            keep_open(state, receiver, req.request_id, (open, question)).await
        }
    }
}

/// A pending request of `id` sent to or by the caller (`to_me`), or 404.
async fn pending_request(
    work: &Work,
    caller: i32,
    id: i32,
    to_me: bool,
) -> Result<connection_request::Model, ApiError> {
    let mine = if to_me { connection_request::Column::ReceiverId } else { connection_request::Column::SenderId };
    let request = connection_request::Entity::find_by_id(id)
        .filter(mine.eq(caller))
        .one(&**work)
        .await?
        .ok_or_else(ApiError::not_found)?;
    if request.status != RequestState::Pending {
        return Err(rule(Reason::RequestNotPending));
    }
    Ok(request)
}

/// A reply that leaves the request open: recorded on it while it is still pending, and told to the sender.
async fn keep_open(
    state: &AppState,
    receiver: &member::Model,
    id: i32,
    (reply, question): (RequestReply, Option<String>),
) -> Result<(), ApiError> {
    let now = state.clock.now();
    let mut work = Work::begin(state).await?;
    let me = my_row(&*work, receiver.id).await?;
    let request = pending_request(&work, receiver.id, id, true).await?;
    let sender = visible(&*work, &me, request.sender_id).await?;
    let mut update = connection_request::Entity::update_many()
        .col_expr(connection_request::Column::Reply, Expr::value(reply))
        .col_expr(connection_request::Column::RepliedAt, Expr::value(now));
    if let Some(question) = &question {
        // A new question waits for a new answer.
        update = update
            .col_expr(connection_request::Column::Question, Expr::value(question.clone()))
            .col_expr(connection_request::Column::Answer, Expr::value(Option::<String>::None))
            .col_expr(connection_request::Column::AnsweredAt, Expr::value(Option::<DateTime<Utc>>::None));
    }
    let moved = update
        .filter(connection_request::Column::Id.eq(request.id))
        .filter(connection_request::Column::Status.eq(RequestState::Pending))
        .exec(&*work)
        .await?
        .rows_affected;
    if moved != 1 {
        return Err(rule(Reason::RequestNotPending));
    }
    let name = named(receiver);
    let (title, body) = match (reply, &question) {
        (RequestReply::NeedInfo, Some(q)) => (
            notify::both("connections-need-info-title", &[]),
            notify::both("connections-need-info-body", &[("name", &name), ("question", q)]),
        ),
        (RequestReply::TalkingElsewhere, _) => (
            notify::both("connections-elsewhere-title", &[]),
            notify::both("connections-elsewhere-body", &[("name", &name)]),
        ),
        _ => (
            notify::both("connections-need-time-title", &[]),
            notify::both("connections-need-time-body", &[("name", &name)]),
        ),
    };
    let notice = Notice {
        kind: NotificationKind::RequestReplied,
        title,
        body,
        page: "/inbox?tab=sent".into(),
        button: inbox_button(),
        request_id: Some(request.id),
        hold: None,
    };
    notify::tell(state, &mut work, &sender, notice).await?;
    activity::record(&*work, now, receiver.id, ActivityAction::RequestReplied, Some(sender.id), None).await?;
    work.publish(Event::Connections { member_id: sender.id });
    work.publish(Event::Connections { member_id: receiver.id });
    work.commit(state).await
}

/// The sender answers the question the receiver asked about their request; a later answer replaces it until the
/// receiver replies again.
pub async fn answer_question(
    state: &AppState,
    sender: &member::Model,
    req: AnswerQuestionRequest,
) -> Result<(), ApiError> {
    validated(&req)?;
    let answer = req.answer.into_inner().trim().to_owned();
    if answer.is_empty() {
        return Err(ApiError::field("answer", "required"));
    }
    let now = state.clock.now();
    let mut work = Work::begin(state).await?;
    let me = my_row(&*work, sender.id).await?;
    let request = pending_request(&work, sender.id, req.request_id, false).await?;
    let receiver = visible(&*work, &me, request.receiver_id).await?;
    if request.reply != Some(RequestReply::NeedInfo) || request.question.is_none() {
        return Err(rule(Reason::NoQuestion));
    }
    let moved = connection_request::Entity::update_many()
        .col_expr(connection_request::Column::Answer, Expr::value(answer.clone()))
        .col_expr(connection_request::Column::AnsweredAt, Expr::value(now))
        .filter(connection_request::Column::Id.eq(request.id))
        .filter(connection_request::Column::Status.eq(RequestState::Pending))
        .filter(connection_request::Column::Reply.eq(RequestReply::NeedInfo))
        .exec(&*work)
        .await?
        .rows_affected;
    if moved != 1 {
        return Err(rule(Reason::RequestNotPending));
    }
    let name = named(sender);
    let notice = Notice {
        kind: NotificationKind::QuestionAnswered,
        title: notify::both("connections-answered-title", &[]),
        body: notify::both("connections-answered-body", &[("name", &name), ("answer", &answer)]),
        page: "/inbox?tab=received".into(),
        button: inbox_button(),
        request_id: None,
        hold: None,
    };
    notify::tell(state, &mut work, &receiver, notice).await?;
    activity::record(&*work, now, sender.id, ActivityAction::QuestionAnswered, Some(receiver.id), None).await?;
    work.publish(Event::Connections { member_id: sender.id });
    work.publish(Event::Connections { member_id: receiver.id });
    work.commit(state).await
}
