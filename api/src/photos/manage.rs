//! My Photos (rule 27): up to six photos, one of them the default; a photo added after approval waits for a
//! moderator; the member chooses who sees them. Each use case is one transaction; the files of a deleted photo go
//! after it commits.

use crate::error::Reason;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, Set,
    sea_query::{Expr, ExprTrait},
};
use serde_json::json;

use entity::{audit_log, member, photo, profile};
use shared::{AuditAction, NotificationKind, PhotoStatus, PhotoVisibility, ProfileStatus, limits};

use crate::{
    error::{ApiError, ErrorCode},
    notifications::{self as notify, Notice},
    photos::{self, Stored},
    state::AppState,
    work::Work,
};

fn rule(detail: Reason) -> ApiError {
    ApiError::new(ErrorCode::RuleViolated).with_detail(detail)
}

/// Takes the member's row lock first thing in `work`, so that two uploads or two changes of the default by the same
/// member run one after the other (PostgreSQL locks the row; SQLite's `BEGIN IMMEDIATE` already serialises writers).
async fn lock_member(work: &Work, state: &AppState, member_id: i32) -> Result<(), ApiError> {
    member::Entity::update_many()
        .col_expr(member::Column::UpdatedAt, Expr::value(state.clock.now()))
        .filter(member::Column::Id.eq(member_id))
        .exec(&**work)
        .await?;
    Ok(())
}

/// The member's photos, default first, then newest first.
pub async fn list(db: &impl sea_orm::ConnectionTrait, member_id: i32) -> Result<Vec<photo::Model>, ApiError> {
    Ok(photo::Entity::find()
        .filter(photo::Column::MemberId.eq(member_id))
        .order_by_desc(photo::Column::IsDefault)
        .order_by_desc(photo::Column::Id)
        .all(db)
        .await?)
}

/// One of the member's own photos; another member's photo is not found, exactly like one that does not exist.
async fn own_photo(
    db: &impl sea_orm::ConnectionTrait,
    member_id: i32,
    photo_id: i32,
) -> Result<photo::Model, ApiError> {
    photo::Entity::find_by_id(photo_id)
        .filter(photo::Column::MemberId.eq(member_id))
        .one(db)
        .await?
        .ok_or_else(ApiError::not_found)
}

/// Makes `photo_id` the member's only default photo, in `db`.
async fn set_default(db: &impl sea_orm::ConnectionTrait, member_id: i32, photo_id: i32) -> Result<(), ApiError> {
    photo::Entity::update_many()
        .col_expr(photo::Column::IsDefault, Expr::col(photo::Column::Id).eq(photo_id))
        .col_expr(photo::Column::PendingDefault, Expr::value(false))
        .filter(photo::Column::MemberId.eq(member_id))
        .exec(db)
        .await?;
    Ok(())
}

/// Adds a processed photo. Before approval it is reviewed with the profile, so it is approved at once; after approval
/// (status 3) it waits for a moderator. `as_default`: the profile photo tab's upload, which becomes the default at once
/// when approved, or when a moderator approves it.
pub async fn add(
    state: &AppState,
    member: &member::Model,
    bytes: Vec<u8>,
    as_default: bool,
) -> Result<photo::Model, ApiError> {
    // A quick refusal before the processing; the count that decides is taken again under the lock.
    if count(&state.db, member.id).await? >= u64::from(limits::MAX_PHOTOS) {
        return Err(rule(Reason::PhotoLimit));
    }
    let stored = photos::store(state, member.id, bytes).await?;
    let saved = insert(state, member, &stored, as_default).await;
    if saved.is_err() {
        photos::discard(state, &stored).await;
    }
    saved
}

async fn count(db: &impl sea_orm::ConnectionTrait, member_id: i32) -> Result<u64, ApiError> {
    Ok(photo::Entity::find().filter(photo::Column::MemberId.eq(member_id)).count(db).await?)
}

async fn insert(
    state: &AppState,
    member: &member::Model,
    stored: &Stored,
    as_default: bool,
) -> Result<photo::Model, ApiError> {
    let work = Work::begin(state).await?;
    lock_member(&work, state, member.id).await?;
    if count(&*work, member.id).await? >= u64::from(limits::MAX_PHOTOS) {
        return Err(rule(Reason::PhotoLimit));
    }
    let status =
        if member.profile_status == ProfileStatus::Approved { PhotoStatus::Pending } else { PhotoStatus::Approved };
    let has_default = photo::Entity::find()
        .filter(photo::Column::MemberId.eq(member.id))
        .filter(photo::Column::IsDefault.eq(true))
        .count(&*work)
        .await?
        > 0;
    let approved = status == PhotoStatus::Approved;
    let row = photo::ActiveModel {
        member_id: Set(member.id),
        storage_key: Set(stored.key.clone()),
        width: Set(stored.width as i32),
        height: Set(stored.height as i32),
        is_default: Set(false),
        created_at: Set(state.clock.now()),
        status: Set(status),
        pending_default: Set(as_default && !approved),
        ..Default::default()
    }
    .insert(&*work)
    .await?;
    if approved && (as_default || !has_default) {
        set_default(&*work, member.id, row.id).await?;
    }
    let row = photo::Entity::find_by_id(row.id).one(&*work).await?.ok_or_else(ApiError::not_found)?;
    crate::verification::checks::photo_added(state, &*work, member.id).await?;
    crate::activity::record(&*work, state.clock.now(), member.id, shared::ActivityAction::PhotoAdded, None, None)
        .await?;
    work.commit(state).await?;
    Ok(row)
}

/// Deletes one of the member's photos and then its files. The default goes to the newest other approved photo; the
/// only approved photo stays (a profile always has its photo).
pub async fn delete(state: &AppState, member: &member::Model, photo_id: i32) -> Result<(), ApiError> {
    let work = Work::begin(state).await?;
    lock_member(&work, state, member.id).await?;
    let photo = own_photo(&*work, member.id, photo_id).await?;
    let next = photo::Entity::find()
        .filter(photo::Column::MemberId.eq(member.id))
        .filter(photo::Column::Status.eq(PhotoStatus::Approved))
        .filter(photo::Column::Id.ne(photo.id))
        .order_by_desc(photo::Column::Id)
        .one(&*work)
        .await?;
    if photo.status == PhotoStatus::Approved && next.is_none() {
        return Err(rule(Reason::LastPhoto));
    }
    photo::Entity::delete_by_id(photo.id).exec(&*work).await?;
    if photo.is_default
        && let Some(next) = next
    {
        set_default(&*work, member.id, next.id).await?;
    }
    crate::activity::record(&*work, state.clock.now(), member.id, shared::ActivityAction::PhotoDeleted, None, None)
        .await?;
    work.commit(state).await?;
    photos::remove_files(state, &photo.storage_key).await;
    Ok(())
}

/// Makes an approved photo of the member's the default.
pub async fn make_default(state: &AppState, member: &member::Model, photo_id: i32) -> Result<(), ApiError> {
    let work = Work::begin(state).await?;
    lock_member(&work, state, member.id).await?;
    let photo = own_photo(&*work, member.id, photo_id).await?;
    if photo.status != PhotoStatus::Approved {
        return Err(rule(Reason::PhotoPending));
    }
    set_default(&*work, member.id, photo.id).await?;
    crate::activity::record(
        &*work,
        state.clock.now(),
        member.id,
        shared::ActivityAction::DefaultPhotoChanged,
        None,
        None,
    )
    .await?;
    work.commit(state).await?;
    Ok(())
}

/// Who sees the member's photos.
pub async fn set_visibility(state: &AppState, member_id: i32, visibility: PhotoVisibility) -> Result<(), ApiError> {
    profile::Entity::update_many()
        .col_expr(profile::Column::PhotoVisibility, Expr::value(visibility))
        .filter(profile::Column::MemberId.eq(member_id))
        .exec(&state.db)
        .await?;
    Ok(())
}

/// The photos awaiting a moderator, oldest first.
pub async fn pending(state: &AppState) -> Result<Vec<photo::Model>, ApiError> {
    Ok(photo::Entity::find()
        .filter(photo::Column::Status.eq(PhotoStatus::Pending))
        .order_by_asc(photo::Column::CreatedAt)
        .order_by_asc(photo::Column::Id)
        .all(&state.db)
        .await?)
}

fn decided_notice(approved: bool, reason: Option<&str>) -> Notice {
    let (title, body) = if approved {
        (notify::both("photos-approved-title", &[]), notify::both("photos-approved-body", &[]))
    } else {
        let body = notify::both("photos-declined-body", &[]);
        (notify::both("photos-declined-title", &[]), notify::with_reason(body, reason.unwrap_or_default()))
    };
    Notice {
        kind: NotificationKind::PhotoDecided,
        title,
        body,
        page: "/profile/photos".into(),
        button: notify::both("photos-button", &[]),
        request_id: None,
        hold: None,
    }
}

/// A moderator's decision on a pending photo: approve (it becomes the default when the member asked for that) or
/// decline with a reason (the photo and its files go). Of two moderators deciding at once, one wins; the other is
/// told it is no longer pending (422).
pub async fn decide(
    state: &AppState,
    moderator_id: i32,
    photo_id: i32,
    approve: bool,
    reason: Option<&str>,
) -> Result<(), ApiError> {
    let mut work = Work::begin(state).await?;
    let photo = photo::Entity::find_by_id(photo_id).one(&*work).await?.ok_or_else(ApiError::not_found)?;
    let taken = if approve {
        photo::Entity::update_many()
            .col_expr(photo::Column::Status, Expr::value(PhotoStatus::Approved))
            .filter(photo::Column::Id.eq(photo.id))
            .filter(photo::Column::Status.eq(PhotoStatus::Pending))
            .exec(&*work)
            .await?
            .rows_affected
    } else {
        photo::Entity::delete_many()
            .filter(photo::Column::Id.eq(photo.id))
            .filter(photo::Column::Status.eq(PhotoStatus::Pending))
            .exec(&*work)
            .await?
            .rows_affected
    };
    if taken != 1 {
        return Err(rule(Reason::NotAwaitingReview));
    }
    if approve && photo.pending_default {
        set_default(&*work, photo.member_id, photo.id).await?;
    }
    let action = if approve { AuditAction::ApprovePhoto } else { AuditAction::DeclinePhoto };
    audit_log::ActiveModel {
        moderator_id: Set(moderator_id),
        action: Set(action),
        member_id: Set(photo.member_id),
        before: Set(json!({"photoId": photo.id, "status": PhotoStatus::Pending}).to_string()),
        after: Set(if approve {
            json!({"photoId": photo.id, "status": PhotoStatus::Approved}).to_string()
        } else {
            json!({"photoId": photo.id, "deleted": true}).to_string()
        }),
        reason: Set(reason.map(str::to_owned)),
        at: Set(state.clock.now()),
        ..Default::default()
    }
    .insert(&*work)
    .await?;
    let owner = member::Entity::find_by_id(photo.member_id).one(&*work).await?.ok_or_else(ApiError::not_found)?;
    notify::tell(state, &mut work, &owner, decided_notice(approve, reason)).await?;
    work.commit(state).await?;
    if !approve {
        photos::remove_files(state, &photo.storage_key).await;
    }
    Ok(())
}
