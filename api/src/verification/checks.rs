//! Identity documents and verification photos, checked by a moderator and not kept (rule 44).
//!
//! A member sends one image: an identity document of a type from [`DocumentType`], or a photo of themselves in a pose
//! the server chose at random a moment before ([`pose`]), so that an older photo cannot serve. The image is decoded
//! and written again (no metadata survives), stored under a server-chosen key, and shown only to moderators, beside
//! the profile's name, birth date and photos. The decision deletes it, and so does an expiry after
//! [`CHECK_UNDECIDED_DAYS`] days undecided ([`expire`]); what stays is who decided, when, the document type or the
//! pose, and the outcome. An approval gives the member the badge (`id` or `photo`); a photo added later takes the
//! `photo` badge away, so that the photos others see are always the ones a moderator compared.
//!
//! One check of each kind waits at a time; a badge already earned is not checked again. Each use case is one
//! transaction; a file goes after the commit that cleared its key (a leftover file is unreachable).

use chrono::{DateTime, Duration, Utc};
use rand::seq::SliceRandom;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, Set, sea_query::Expr,
};
use serde_json::json;

use entity::{audit_log, member, photo, profile, verification_check as check};
use shared::{
    AuditAction, CheckKind, CheckStatus, DocumentType, NotificationKind, PhotoStatus, SelfiePose,
    limits::{CHECK_IMAGE_MAX_SIDE, CHECK_UNDECIDED_DAYS, PHOTO_MAX_BYTES, POSE_MINUTES},
};

use super::model::{CheckState, SelfiePoseAnswer};
use crate::{
    auth::{
        file_urls::{self, FileKind},
        keys::Keys,
    },
    error::{ApiError, ErrorCode, Reason},
    notifications::{self as notify, Notice},
    photos::{self, decode},
    state::AppState,
    work::Work,
};

/// The page the member's verification notices open.
pub const PAGE: &str = "/profile/verification";

fn rule(detail: Reason) -> ApiError {
    ApiError::new(ErrorCode::RuleViolated).with_detail(detail)
}

/// The member's latest check of `kind`.
pub async fn latest(
    db: &impl ConnectionTrait,
    member_id: i32,
    kind: CheckKind,
) -> Result<Option<check::Model>, ApiError> {
    Ok(check::Entity::find()
        .filter(check::Column::MemberId.eq(member_id))
        .filter(check::Column::Kind.eq(kind))
        .order_by_desc(check::Column::Id)
        .one(db)
        .await?)
}

/// A check as its member sees it.
pub fn state_of(row: check::Model) -> CheckState {
    CheckState {
        status: row.status,
        document_type: row.document_type,
        pose: row.pose,
        reason: row.reason,
        submitted_on: row.submitted_at.into(),
        decided_on: row.decided_at.map(Into::into),
    }
}

/// The pose to take the verification photo in: the one given less than [`POSE_MINUTES`] ago (so that opening the
/// page again does not change it), else a new one at random, other than the last.
pub async fn pose(state: &AppState, member: &member::Model) -> Result<SelfiePoseAnswer, ApiError> {
    let now = state.clock.now();
    let valid = |at: DateTime<Utc>| at + Duration::minutes(POSE_MINUTES) > now;
    if let (Some(pose), Some(at)) = (member.selfie_pose, member.selfie_pose_at)
        && valid(at)
    {
        return Ok(SelfiePoseAnswer { pose, valid_until: (at + Duration::minutes(POSE_MINUTES)).into() });
    }
    let others: Vec<SelfiePose> = SelfiePose::ALL.iter().copied().filter(|p| Some(*p) != member.selfie_pose).collect();
    let pose = *others.choose(&mut rand::thread_rng()).unwrap_or(&SelfiePose::ThumbsUp);
    member::Entity::update_many()
        .col_expr(member::Column::SelfiePose, Expr::value(pose))
        .col_expr(member::Column::SelfiePoseAt, Expr::value(now))
        .filter(member::Column::Id.eq(member.id))
        .exec(&state.db)
        .await?;
    Ok(SelfiePoseAnswer { pose, valid_until: (now + Duration::minutes(POSE_MINUTES)).into() })
}

/// What a member sends: an identity document of a type, or a photo in the pose they were given.
pub enum Sent {
    Document(DocumentType),
    Selfie,
    /// The photo of the signed paper form on which a profile's person consented, sent by the volunteer entering it
    /// (rule 49).
    Consent,
}

/// Checks, rewrites and stores the image, and records the check as pending, in one transaction: refused when the
/// badge is already earned or a check of the kind is waiting (422), or, for a photo, when no pose was asked in the
/// last [`POSE_MINUTES`] minutes (the pose is spent by the photo).
pub async fn submit(state: &AppState, member: &member::Model, sent: Sent, bytes: Vec<u8>) -> Result<(), ApiError> {
    let kind = match sent {
        Sent::Document(_) => CheckKind::Id,
        Sent::Selfie => CheckKind::Photo,
        Sent::Consent => CheckKind::Consent,
    };
    let earned = match kind {
        CheckKind::Id => member.id_verified_at.is_some(),
        CheckKind::Photo => member.photo_verified_at.is_some(),
        CheckKind::Consent => !crate::acting::consent_missing(&state.db, member).await?,
    };
    if earned {
        return Err(rule(if kind == CheckKind::Consent { Reason::ConsentNotNeeded } else { Reason::AlreadyVerified }));
    }
    // Quick refusals before the image is processed; they are taken again under the lock.
    refuse_waiting(&state.db, member.id, kind).await?;
    let pose = match sent {
        Sent::Selfie => Some(current_pose(state, member)?),
        Sent::Document(_) | Sent::Consent => None,
    };
    if bytes.len() > PHOTO_MAX_BYTES {
        return Err(ApiError::new(ErrorCode::PayloadTooLarge).with_detail(Reason::PhotoTooLarge));
    }
    let jpeg =
        photos::rewrite(&state.photo_budget, bytes, decode::PHOTO, CHECK_IMAGE_MAX_SIDE, image::ImageFormat::Jpeg)
            .await?;
    let key = format!("checks/{}/{}.jpg", member.id, uuid::Uuid::new_v4().simple());
    state.storage.put(&key, &jpeg).await?;
    let saved = record(state, member, kind, sent, pose, &key).await;
    if saved.is_err() {
        remove_file(state, &key).await;
    }
    saved
}

/// The pose given to the member, while it is still good.
fn current_pose(state: &AppState, member: &member::Model) -> Result<SelfiePose, ApiError> {
    match (member.selfie_pose, member.selfie_pose_at) {
        (Some(pose), Some(at)) if at + Duration::minutes(POSE_MINUTES) > state.clock.now() => Ok(pose),
        _ => Err(rule(Reason::PoseExpired)),
    }
}

async fn refuse_waiting(db: &impl ConnectionTrait, member_id: i32, kind: CheckKind) -> Result<(), ApiError> {
    let waiting = latest(db, member_id, kind).await?.is_some_and(|c| c.status == CheckStatus::Pending);
    if waiting { Err(rule(Reason::CheckPending)) } else { Ok(()) }
}

async fn record(
    state: &AppState,
    member: &member::Model,
    kind: CheckKind,
    sent: Sent,
    pose: Option<SelfiePose>,
    key: &str,
) -> Result<(), ApiError> {
    let work = Work::begin(state).await?;
    let now = state.clock.now();
    // The member's row, locked first: two uploads at once run one after the other. A photo spends its pose, so that
    // the same pose does not serve twice; a pose spent meanwhile is refused.
    let mut lock = member::Entity::update_many()
        .col_expr(member::Column::UpdatedAt, Expr::value(now))
        .filter(member::Column::Id.eq(member.id));
    if let Some(pose) = pose {
        lock = lock
            .col_expr(member::Column::SelfiePose, Expr::value(Option::<SelfiePose>::None))
            .col_expr(member::Column::SelfiePoseAt, Expr::value(Option::<DateTime<Utc>>::None))
            .filter(member::Column::SelfiePose.eq(pose));
    }
    if lock.exec(&*work).await?.rows_affected != 1 {
        return Err(rule(Reason::PoseExpired));
    }
    refuse_waiting(&*work, member.id, kind).await?;
    check::ActiveModel {
        member_id: Set(member.id),
        kind: Set(kind),
        document_type: Set(match sent {
            Sent::Document(t) => Some(t),
            Sent::Selfie | Sent::Consent => None,
        }),
        pose: Set(pose),
        storage_key: Set(Some(key.to_owned())),
        status: Set(CheckStatus::Pending),
        reason: Set(None),
        submitted_at: Set(now),
        decided_at: Set(None),
        decided_by: Set(None),
        ..Default::default()
    }
    .insert(&*work)
    .await?;
    work.commit(state).await?;
    Ok(())
}

/// The checks awaiting a moderator, oldest first.
pub async fn pending(db: &impl ConnectionTrait) -> Result<Vec<check::Model>, ApiError> {
    Ok(check::Entity::find()
        .filter(check::Column::Status.eq(CheckStatus::Pending))
        .order_by_asc(check::Column::SubmittedAt)
        .order_by_asc(check::Column::Id)
        .all(db)
        .await?)
}

/// A verification notice with its title and body, opening the member's verification page.
fn notice(title: notify::Bilingual, body: notify::Bilingual) -> Notice {
    Notice {
        kind: NotificationKind::VerificationDecided,
        title,
        body,
        page: PAGE.into(),
        button: notify::both("verification-button", &[]),
        request_id: None,
        hold: None,
    }
}

fn decided_notice(kind: CheckKind, approved: bool, reason: Option<&str>) -> Notice {
    let (title, body) = match (kind, approved) {
        (CheckKind::Id, true) => ("verification-id-approved-title", "verification-id-approved-body"),
        (CheckKind::Id, false) => ("verification-id-refused-title", "verification-id-refused-body"),
        (CheckKind::Photo, true) => ("verification-photo-approved-title", "verification-photo-approved-body"),
        (CheckKind::Photo, false) => ("verification-photo-refused-title", "verification-photo-refused-body"),
        (CheckKind::Consent, true) => ("verification-consent-approved-title", "verification-consent-approved-body"),
        (CheckKind::Consent, false) => ("verification-consent-refused-title", "verification-consent-refused-body"),
    };
    let body = notify::both(body, &[]);
    let body = match reason {
        Some(reason) => notify::with_reason(body, reason),
        None => body,
    };
    let mut told = notice(notify::both(title, &[]), body);
    if kind == CheckKind::Consent {
        // The profile is still being entered: its start page, not the badges'.
        told.page = "/".into();
        told.button = notify::both("verification-consent-button", &[]);
    }
    told
}

/// A moderator's decision on a waiting check: approve (the member gets the badge) or refuse with a reason. Either way
/// the image is deleted and the member told. Of two moderators deciding at once, one wins; the other is told it is no
/// longer waiting (422).
pub async fn decide(
    state: &AppState,
    moderator_id: i32,
    check_id: i32,
    approve: bool,
    reason: Option<&str>,
) -> Result<(), ApiError> {
    let mut work = Work::begin(state).await?;
    let row = check::Entity::find_by_id(check_id).one(&*work).await?.ok_or_else(ApiError::not_found)?;
    let now = state.clock.now();
    let outcome = if approve { CheckStatus::Approved } else { CheckStatus::Refused };
    let taken = check::Entity::update_many()
        .col_expr(check::Column::Status, Expr::value(outcome))
        .col_expr(check::Column::StorageKey, Expr::value(Option::<String>::None))
        .col_expr(check::Column::Reason, Expr::value(reason.map(str::to_owned)))
        .col_expr(check::Column::DecidedAt, Expr::value(now))
        .col_expr(check::Column::DecidedBy, Expr::value(moderator_id))
        .filter(check::Column::Id.eq(row.id))
        .filter(check::Column::Status.eq(CheckStatus::Pending))
        .exec(&*work)
        .await?
        .rows_affected;
    if taken != 1 {
        return Err(rule(Reason::NotAwaitingReview));
    }
    match (approve, row.kind) {
        // The signed form stands for the person's consent: recorded as a consent by code would be (rule 49).
        (true, CheckKind::Consent) => crate::family::consent::on_paper(state, &mut work, row.member_id, row.id).await?,
        (true, kind) => {
            let column =
                if kind == CheckKind::Id { member::Column::IdVerifiedAt } else { member::Column::PhotoVerifiedAt };
            member::Entity::update_many()
                .col_expr(column, Expr::value(now))
                .filter(member::Column::Id.eq(row.member_id))
                .exec(&*work)
                .await?;
            crate::matching::row::refresh(state, &*work, row.member_id).await?;
        }
        (false, _) => {}
    }
    let shown = |status: CheckStatus| {
        json!({"checkId": row.id, "kind": row.kind, "documentType": row.document_type, "pose": row.pose, "status": status})
            .to_string()
    };
    audit_log::ActiveModel {
        moderator_id: Set(moderator_id),
        action: Set(if approve { AuditAction::ApproveCheck } else { AuditAction::RefuseCheck }),
        member_id: Set(row.member_id),
        before: Set(shown(CheckStatus::Pending)),
        after: Set(shown(outcome)),
        reason: Set(reason.map(str::to_owned)),
        at: Set(now),
        ..Default::default()
    }
    .insert(&*work)
    .await?;
    let owner = member::Entity::find_by_id(row.member_id).one(&*work).await?.ok_or_else(ApiError::not_found)?;
    notify::tell(state, &mut work, &owner, decided_notice(row.kind, approve, reason)).await?;
    work.commit(state).await?;
    if let Some(key) = row.storage_key {
        remove_file(state, &key).await;
    }
    Ok(())
}

/// Expires the checks left undecided for [`CHECK_UNDECIDED_DAYS`] days: each one's image is deleted and its member
/// told to send it again. One transaction per check; a check decided meanwhile is left as decided. Answers how many
/// expired.
pub async fn expire(state: &AppState) -> Result<u64, ApiError> {
    let now = state.clock.now();
    let due = check::Entity::find()
        .filter(check::Column::Status.eq(CheckStatus::Pending))
        .filter(check::Column::SubmittedAt.lte(now - Duration::days(CHECK_UNDECIDED_DAYS)))
        .order_by_asc(check::Column::Id)
        .all(&state.db)
        .await?;
    let mut expired = 0;
    for row in due {
        let mut work = Work::begin(state).await?;
        let taken = check::Entity::update_many()
            .col_expr(check::Column::Status, Expr::value(CheckStatus::Expired))
            .col_expr(check::Column::StorageKey, Expr::value(Option::<String>::None))
            .col_expr(check::Column::DecidedAt, Expr::value(now))
            .filter(check::Column::Id.eq(row.id))
            .filter(check::Column::Status.eq(CheckStatus::Pending))
            .exec(&*work)
            .await?
            .rows_affected;
        if taken != 1 {
            continue;
        }
        // A paper consent's volunteer sees it expired on the event's page, and sends it again.
        if let Some(owner) = member::Entity::find_by_id(row.member_id).one(&*work).await?
            && row.kind != CheckKind::Consent
        {
            let body = notify::both("verification-expired-body", &[("days", &CHECK_UNDECIDED_DAYS)]);
            notify::tell(state, &mut work, &owner, notice(notify::both("verification-expired-title", &[]), body))
                .await?;
        }
        work.commit(state).await?;
        if let Some(key) = row.storage_key {
            remove_file(state, &key).await;
        }
        expired += 1;
    }
    Ok(expired)
}

/// A photo was added: the `photo` badge no longer covers every photo, so it goes, from the search row too (rule 44: a
/// changed profile photo asks for a new verification photo). In the use case's transaction.
pub async fn photo_added(state: &AppState, db: &impl ConnectionTrait, member_id: i32) -> Result<(), ApiError> {
    let cleared = member::Entity::update_many()
        .col_expr(member::Column::PhotoVerifiedAt, Expr::value(Option::<DateTime<Utc>>::None))
        .filter(member::Column::Id.eq(member_id))
        .filter(member::Column::PhotoVerifiedAt.is_not_null())
        .exec(db)
        .await?;
    if cleared.rows_affected > 0 {
        crate::matching::row::refresh(state, db, member_id).await?;
    }
    Ok(())
}

/// Removes a check's stored image (after the commit that cleared its key; best effort, a leftover is unreachable).
pub async fn remove_file(state: &AppState, key: &str) {
    if let Err(e) = state.storage.delete(key).await {
        tracing::warn!(key, error = ?e.source, "a verification image could not be removed");
    }
}

/// The stored image of a waiting check, for a moderator.
pub async fn image(state: &AppState, check_id: i32) -> Result<Option<Vec<u8>>, ApiError> {
    let row = check::Entity::find_by_id(check_id).one(&state.db).await?;
    let Some(key) = row.filter(|r| r.status == CheckStatus::Pending).and_then(|r| r.storage_key) else {
        return Ok(None);
    };
    state.storage.get(&key).await
}

/// Check images: `/api/Admin/CheckImage/{id}`, their signatures tagged apart from every other file's.
const CHECK_IMAGE: FileKind = FileKind { tag: "check", path: "/api/Admin/CheckImage" };

/// A signed URL of a waiting check's image for the moderator `viewer`. It works only for its viewer, while they are a
/// moderator and the check waits.
pub fn signed_url(keys: &Keys, id: i32, viewer: i32, now: DateTime<Utc>) -> String {
    file_urls::signed_url(keys, CHECK_IMAGE, id, viewer, now)
}

/// Whether a check image URL's signature is right (in constant time) and it has not expired.
pub fn verify(keys: &Keys, id: i32, viewer: i32, expires: i64, given: &str, now: DateTime<Utc>) -> bool {
    file_urls::verify(keys, CHECK_IMAGE, id, viewer, expires, given, now)
}

/// The queue's view of the member beside their check: what the moderator compares the image with.
pub struct Beside {
    pub profile: Option<profile::Model>,
    /// The approved photos, default first.
    pub photos: Vec<photo::Model>,
}

/// The profiles and approved photos of the members of `checks`, in two queries.
pub async fn beside(
    db: &impl ConnectionTrait,
    member_ids: &[i32],
) -> Result<std::collections::HashMap<i32, Beside>, ApiError> {
    let profiles = profile::Entity::find().filter(profile::Column::MemberId.is_in(member_ids.to_vec())).all(db).await?;
    let photos = photo::Entity::find()
        .filter(photo::Column::MemberId.is_in(member_ids.to_vec()))
        .filter(photo::Column::Status.eq(PhotoStatus::Approved))
        .order_by_desc(photo::Column::IsDefault)
        .order_by_desc(photo::Column::Id)
        .all(db)
        .await?;
    let mut out: std::collections::HashMap<i32, Beside> = member_ids
        .iter()
        .map(|id| (*id, Beside { profile: profiles.iter().find(|p| p.member_id == *id).cloned(), photos: Vec::new() }))
        .collect();
    for photo in photos {
        if let Some(b) = out.get_mut(&photo.member_id) {
            b.photos.push(photo);
        }
    }
    Ok(out)
}

/// Every check of a member, for their export: what was shown and decided, never an image.
pub async fn history(db: &impl ConnectionTrait, member_id: i32) -> Result<Vec<check::Model>, ApiError> {
    Ok(check::Entity::find()
        .filter(check::Column::MemberId.eq(member_id))
        .order_by_asc(check::Column::Id)
        .all(db)
        .await?)
}

/// Deletes a member's checks in `db` (their account's deletion) and answers the keys of the images to remove after
/// the commit.
pub async fn erase(db: &impl ConnectionTrait, member_id: i32) -> Result<Vec<String>, ApiError> {
    let rows = history(db, member_id).await?;
    check::Entity::delete_many().filter(check::Column::MemberId.eq(member_id)).exec(db).await?;
    Ok(rows.into_iter().filter_map(|r| r.storage_key).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_image_url_works_for_its_moderator_and_within_its_time() {
        let keys = Keys::derive(&[3; 32]);
        let now = DateTime::from_timestamp(1_800_000_000, 0).unwrap_or_default();
        let url = signed_url(&keys, 9, 4, now);
        let param = |name: &str| {
            url.split(['?', '&']).find_map(|p| p.strip_prefix(&format!("{name}="))).unwrap_or_default().to_owned()
        };
        let expires: i64 = param("expires").parse().unwrap_or_default();
        let signature = param("signature");
        assert!(verify(&keys, 9, 4, expires, &signature, now));
        assert!(!verify(&keys, 9, 5, expires, &signature, now), "another viewer");
        assert!(!verify(&keys, 10, 4, expires, &signature, now), "another check");
        assert!(!verify(&keys, 9, 4, expires, &signature, DateTime::from_timestamp(expires, 0).unwrap_or_default()));
    }
}
