//! Success stories (rule 48): once both members of a connection said they are engaged, either may write a few lines;
//! the story goes to the moderators only when both agreed to the same words (a change of the words asks both
//! again), and reaches the home page only when a moderator publishes it. The home page shows the two first names and
//! the words; never a photo, which stays among approved members (DECISIONS 10).

use chrono::{DateTime, Datelike, Utc};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Set,
    TryIntoModel,
};
use shared::{ConnectionOutcome, RequestState, StoryStatus};

use entity::{connection_outcome, connection_request, member, success_story};

use super::{
    model::{PublicStory, StoryDecision, StoryForModerators, StoryRequest, StoryView},
    service::rule,
};
use crate::{
    error::{ApiError, Reason, validated},
    state::AppState,
    work::Work,
};

/// The caller's accepted connection `id` whose two members both said engaged, or 404 / 422.
async fn engaged_request(work: &Work, me: i32, id: i32) -> Result<connection_request::Model, ApiError> {
    let request = connection_request::Entity::find_by_id(id)
        .filter(
            Condition::any()
                .add(connection_request::Column::SenderId.eq(me))
                .add(connection_request::Column::ReceiverId.eq(me)),
        )
        .filter(connection_request::Column::Status.eq(RequestState::Accepted))
        .one(&**work)
        .await?
        .ok_or_else(ApiError::not_found)?;
    let engaged = connection_outcome::Entity::find()
        .filter(connection_outcome::Column::RequestId.eq(id))
        .filter(connection_outcome::Column::Outcome.eq(ConnectionOutcome::Engaged))
        .count(&**work)
        .await?;
    if engaged < 2 {
        return Err(rule(Reason::StoryNeedsEngagement));
    }
    Ok(request)
}

fn view(request: &connection_request::Model, story: Option<&success_story::Model>, me: i32) -> StoryView {
    let (mine, theirs) = match story {
        Some(s) if request.sender_id == me => (s.sender_consent_at.is_some(), s.receiver_consent_at.is_some()),
        Some(s) => (s.receiver_consent_at.is_some(), s.sender_consent_at.is_some()),
        None => (false, false),
    };
    StoryView {
        request_id: request.id,
        words: story.map(|s| s.words.clone()),
        status: story.map_or(StoryStatus::Drafting, |s| s.status),
        my_consent: mine,
        their_consent: theirs,
    }
}

/// The story of the caller's engaged connection, as it stands.
pub async fn get(state: &AppState, me: &member::Model, request_id: i32) -> Result<StoryView, ApiError> {
    let work = Work::begin(state).await?;
    let request = engaged_request(&work, me.id, request_id).await?;
    let story =
        success_story::Entity::find().filter(success_story::Column::RequestId.eq(request.id)).one(&*work).await?;
    Ok(view(&request, story.as_ref(), me.id))
}

/// Writes or agrees to the story: new words replace the old and ask both again (the writer's consent as given);
/// both consents send it to the moderators, and a consent withdrawn takes it back. A decided story is not changed.
pub async fn save(state: &AppState, me: &member::Model, req: StoryRequest) -> Result<StoryView, ApiError> {
    validated(&req)?;
    let now = state.clock.now();
    let work = Work::begin(state).await?;
    let request = engaged_request(&work, me.id, req.request_id).await?;
    for id in [request.sender_id.min(request.receiver_id), request.sender_id.max(request.receiver_id)] {
        work.lock_member(id).await?;
    }
    let existing =
        success_story::Entity::find().filter(success_story::Column::RequestId.eq(request.id)).one(&*work).await?;
    if existing.as_ref().is_some_and(|s| matches!(s.status, StoryStatus::Published | StoryStatus::Declined)) {
        return Err(rule(Reason::StoryDecided));
    }
    let words = req.words.map(|w| w.into_inner().trim().to_owned()).filter(|w| !w.is_empty());
    let consent = req.consent.then_some(now);
    let sender = request.sender_id == me.id;
    // The words, who wrote them as they stand, the two consents, and the story's row.
    let (words, writer, mut consents, id) = match (existing, words) {
        (None, None) => return Err(ApiError::field("words", "required")),
        (Some(s), None) => (s.words, s.written_by, (s.sender_consent_at, s.receiver_consent_at), Some(s.id)),
        // The same words: the writer and the consents stand.
        (Some(s), Some(w)) if s.words == w => {
            (s.words, s.written_by, (s.sender_consent_at, s.receiver_consent_at), Some(s.id))
        }
        // Other words: the caller wrote them, and both are asked again.
        (existing, Some(w)) => (w, me.id, (None, None), existing.map(|s| s.id)),
    };
    if sender {
        consents.0 = consent;
    } else {
        consents.1 = consent;
    }
    let both = consents.0.is_some() && consents.1.is_some();
    let mut story = success_story::ActiveModel {
        request_id: Set(request.id),
        words: Set(words),
        written_by: Set(writer),
        sender_consent_at: Set(consents.0),
        receiver_consent_at: Set(consents.1),
        status: Set(if both { StoryStatus::Submitted } else { StoryStatus::Drafting }),
        decided_by: Set(None),
        decided_at: Set(None),
        updated_at: Set(now),
        ..Default::default()
    };
    if let Some(id) = id {
        story.id = Set(id);
    }
    let saved = story.save(&*work).await?;
    let saved: success_story::Model = saved.try_into_model()?;
    work.commit(state).await?;
    Ok(view(&request, Some(&saved), me.id))
}

/// "Priya & Ravi": the first names of a story's pair, hers first.
async fn names(state: &AppState, request_ids: &[i32]) -> Result<Vec<(i32, String, Vec<String>)>, ApiError> {
    let requests = connection_request::Entity::find()
        .filter(connection_request::Column::Id.is_in(request_ids.iter().copied()))
        .all(&state.db)
        .await?;
    let ids: Vec<i32> = requests.iter().flat_map(|r| [r.sender_id, r.receiver_id]).collect();
    let people = member::Entity::find().filter(member::Column::Id.is_in(ids.clone())).all(&state.db).await?;
    let men: Vec<i32> = entity::profile::Entity::find()
        .filter(entity::profile::Column::MemberId.is_in(ids))
        .filter(entity::profile::Column::Gender.eq(true))
        .all(&state.db)
        .await?
        .into_iter()
        .map(|p| p.member_id)
        .collect();
    let find = |id: i32| people.iter().find(|m| m.id == id);
    Ok(requests
        .iter()
        .filter_map(|r| {
            let (a, b) = (find(r.sender_id)?, find(r.receiver_id)?);
            // Her side first.
            let (a, b) = if men.contains(&a.id) { (b, a) } else { (a, b) };
            Some((
                r.id,
                format!("{} & {}", a.first_name, b.first_name),
                vec![a.profile_id.clone(), b.profile_id.clone()],
            ))
        })
        .collect())
}

/// The stories agreed by both that wait for a moderator, oldest first.
pub async fn waiting(state: &AppState) -> Result<Vec<StoryForModerators>, ApiError> {
    let stories = success_story::Entity::find()
        .filter(success_story::Column::Status.eq(StoryStatus::Submitted))
        .order_by_asc(success_story::Column::UpdatedAt)
        .limit(100)
        .all(&state.db)
        .await?;
    let named = names(state, &stories.iter().map(|s| s.request_id).collect::<Vec<_>>()).await?;
    Ok(stories
        .into_iter()
        .filter_map(|s| {
            let (_, names, profile_ids) = named.iter().find(|(id, _, _)| *id == s.request_id)?.clone();
            Some(StoryForModerators {
                story_id: s.id,
                names,
                profile_ids,
                words: s.words,
                submitted_at: s.updated_at.into(),
            })
        })
        .collect())
}

/// Publishes or declines a story agreed by both; 422 when it is not waiting (decided a moment ago, or withdrawn).
pub async fn decide(state: &AppState, moderator: &member::Model, req: StoryDecision) -> Result<(), ApiError> {
    let now = state.clock.now();
    let to = if req.publish { StoryStatus::Published } else { StoryStatus::Declined };
    let moved = success_story::Entity::update_many()
        .col_expr(success_story::Column::Status, sea_orm::sea_query::Expr::value(to))
        .col_expr(success_story::Column::DecidedBy, sea_orm::sea_query::Expr::value(moderator.id))
        .col_expr(success_story::Column::DecidedAt, sea_orm::sea_query::Expr::value(now))
        .filter(success_story::Column::Id.eq(req.story_id))
        .filter(success_story::Column::Status.eq(StoryStatus::Submitted))
        .exec(&state.db)
        .await?
        .rows_affected;
    if moved != 1 {
        let known = success_story::Entity::find_by_id(req.story_id).one(&state.db).await?.is_some();
        return Err(if known { rule(Reason::StoryDecided) } else { ApiError::not_found() });
    }
    Ok(())
}

/// The published stories for the home page, newest first (six at most).
pub async fn published(state: &AppState) -> Result<Vec<PublicStory>, ApiError> {
    let stories = success_story::Entity::find()
        .filter(success_story::Column::Status.eq(StoryStatus::Published))
        .order_by_desc(success_story::Column::DecidedAt)
        .limit(6)
        .all(&state.db)
        .await?;
    let named = names(state, &stories.iter().map(|s| s.request_id).collect::<Vec<_>>()).await?;
    let month = |at: Option<DateTime<Utc>>| at.map(|at| format!("{}-{:02}", at.year(), at.month())).unwrap_or_default();
    Ok(stories
        .into_iter()
        .filter_map(|s| {
            let (_, names, _) = named.iter().find(|(id, _, _)| *id == s.request_id)?;
            Some(PublicStory { names: names.clone(), words: s.words, month: month(s.decided_at) })
        })
        .collect())
}
