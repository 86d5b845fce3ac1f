//! Member photos: processed off the async threads, stored under server-chosen names, and served only through signed,
//! expiring URLs handed to those allowed to see them (rules 10 and 27).
//!
//! A URL names its viewer (the member it was handed to) and works at most [`URL_LIFE_MINUTES`]. It is checked again
//! when the photo is loaded: the viewer must still be allowed to see it at that moment ([`may_load`]), so a URL handed
//! out before a block, a suspension or a change of the visibility choice stops working at once.

pub mod budget;
pub mod decode;
pub mod manage;
pub mod model;
pub mod own;
pub mod process;
pub mod storage;
pub mod upload;

use std::collections::HashMap;

use chrono::{DateTime, Duration, Utc};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect, Set,
    sea_query::{Expr, ExprTrait, IntoColumnRef, Order, Query, QueryStatementBuilder, SelectStatement},
};

use entity::{member, photo, profile};
use shared::{PhotoStatus, PhotoVisibility, ProfileStatus, Role};

use crate::{auth::keys::Keys, error::ApiError, state::AppState};

/// The longest a photo URL works (rule A2).
pub const URL_LIFE_MINUTES: i64 = 15;
/// URLs are minted on steps of this many minutes, so that the same photo keeps the same URL for a while and the
/// browser can cache it: a URL works between `URL_LIFE_MINUTES - URL_STEP_MINUTES` and `URL_LIFE_MINUTES`.
const URL_STEP_MINUTES: i64 = 5;

fn signed_parts(photo_id: i32, size: &str, viewer: i32, expires: i64) -> [Vec<u8>; 4] {
    [
        photo_id.to_string().into_bytes(),
        size.as_bytes().to_vec(),
        viewer.to_string().into_bytes(),
        expires.to_string().into_bytes(),
    ]
}

fn signature(keys: &Keys, photo_id: i32, size: &str, viewer: i32, expires: i64) -> String {
    let parts = signed_parts(photo_id, size, viewer, expires);
    hex::encode(keys.photo_mac(&parts.each_ref().map(Vec::as_slice)))
}

/// A URL of one size of a photo, for the member `viewer` (the caller it is handed to).
pub fn signed_url(keys: &Keys, photo_id: i32, size: &str, viewer: i32, now: DateTime<Utc>) -> String {
    let step = URL_STEP_MINUTES * 60;
    let expires = (now.timestamp().div_euclid(step) + URL_LIFE_MINUTES / URL_STEP_MINUTES) * step;
    format!(
        "/api/MemberImage/{photo_id}?size={size}&viewer={viewer}&expires={expires}&signature={}",
        signature(keys, photo_id, size, viewer, expires)
    )
}

/// Whether a photo URL's signature is right (compared in constant time) and the URL has not expired.
pub fn verify(
    keys: &Keys,
    photo_id: i32,
    size: &str,
    viewer: i32,
    expires: i64,
    given: &str,
    now: DateTime<Utc>,
) -> bool {
    let Ok(tag) = hex::decode(given) else { return false };
    let parts = signed_parts(photo_id, size, viewer, expires);
    expires > now.timestamp()
        && expires <= now.timestamp() + Duration::minutes(URL_LIFE_MINUTES).num_seconds()
        && keys.photo_mac_matches(&parts.each_ref().map(Vec::as_slice), &tag)
}

/// Whether `viewer` may load `size` of `photo` now: its owner, a moderator, or an approved member who may see the
/// owner (approved, no block either way) and the photo (approved; the real photo only when the owner shows photos to
/// everyone or accepted the viewer's connection, else only the blurred size).
pub async fn may_load(
    db: &impl ConnectionTrait,
    photo: &photo::Model,
    size: &str,
    viewer: i32,
) -> Result<bool, ApiError> {
    let owner = photo.member_id;
    if viewer == owner {
        return Ok(true);
    }
    let accounts: Vec<(i32, Role, ProfileStatus)> = member::Entity::find()
        .select_only()
        .columns([member::Column::Id, member::Column::Role, member::Column::ProfileStatus])
        .filter(member::Column::Id.is_in([viewer, owner]))
        .into_tuple()
        .all(db)
        .await?;
    let of = |id: i32| accounts.iter().find(|(m, _, _)| *m == id).map(|(_, role, status)| (*role, *status));
    let (Some(viewer_account), Some(owner_account)) = (of(viewer), of(owner)) else { return Ok(false) };
    if viewer_account.0 == Role::Moderator {
        return Ok(true);
    }
    let approved = ProfileStatus::Approved;
    if viewer_account != (Role::Member, approved)
        || owner_account.1 != approved
        || photo.status != PhotoStatus::Approved
    {
        return Ok(false);
    }
    if crate::connections::between::blocked_either(db, viewer, owner).await? {
        return Ok(false);
    }
    if size == process::BLURRED {
        return Ok(true);
    }
    let visibility: Option<PhotoVisibility> = profile::Entity::find_by_id(owner)
        .select_only()
        .column(profile::Column::PhotoVisibility)
        .into_tuple()
        .one(db)
        .await?;
    if visibility != Some(PhotoVisibility::Connections) {
        return Ok(true);
    }
    crate::connections::between::accepted_between(db, viewer, owner).await
}

/// A processed upload whose files are stored, waiting for its row.
pub struct Stored {
    key: String,
    width: u32,
    height: u32,
}

/// Processes an upload off the async threads, within the memory budget (waiting for room, 503 past a wait), and
/// stores its sizes under a new server-chosen key. Nothing refers to the files until [`insert_default`] writes the
/// row; [`discard`] removes them when the use case fails.
pub async fn store(state: &AppState, member_id: i32, bytes: Vec<u8>) -> Result<Stored, ApiError> {
    let (header, divisor) = process::plan(&bytes)?;
    let processed = state
        .photo_budget
        .run(header.working_bytes(divisor), move || process::process_planned(&bytes, &header, divisor))
        .await?;
    let key = format!("{member_id}/{}", uuid::Uuid::new_v4().simple());
    let stored = Stored { key, width: processed.width, height: processed.height };
    for (size, bytes) in &processed.sizes {
        if let Err(e) = state.storage.put(&file_name(&stored.key, size), bytes).await {
            discard(state, &stored).await;
            return Err(e);
        }
    }
    Ok(stored)
}

fn file_name(key: &str, size: &str) -> String {
    format!("{key}-{size}.jpg")
}

/// Removes the files of a photo whose row was never written (best effort: a leftover file is unreachable).
pub async fn discard(state: &AppState, stored: &Stored) {
    for (size, _, _) in process::SIZES {
        if let Err(e) = state.storage.delete(&file_name(&stored.key, size)).await {
            tracing::warn!(key = stored.key, error = ?e.source, "a stored photo file could not be removed");
        }
    }
}

/// Writes the row of a stored photo in `db` (the use case's transaction) as the member's default photo.
pub async fn insert_default(
    db: &impl sea_orm::ConnectionTrait,
    state: &AppState,
    member_id: i32,
    stored: &Stored,
) -> Result<photo::Model, ApiError> {
    photo::Entity::update_many()
        .col_expr(photo::Column::IsDefault, sea_orm::sea_query::Expr::value(false))
        .filter(photo::Column::MemberId.eq(member_id))
        .exec(db)
        .await?;
    crate::verification::checks::photo_added(state, db, member_id).await?;
    Ok(photo::ActiveModel {
        member_id: Set(member_id),
        storage_key: Set(stored.key.clone()),
        width: Set(stored.width as i32),
        height: Set(stored.height as i32),
        is_default: Set(true),
        created_at: Set(state.clock.now()),
        status: Set(shared::PhotoStatus::Approved),
        pending_default: Set(false),
        ..Default::default()
    }
    .insert(db)
    .await?)
}

/// The stored file of a photo in one size. The blurred size of a photo stored before it existed is made from the
/// medium size on first use, and kept.
pub async fn file(state: &AppState, photo: &photo::Model, size: &str) -> Result<Option<Vec<u8>>, ApiError> {
    let name = file_name(&photo.storage_key, size);
    let found = state.storage.get(&name).await?;
    if found.is_some() || size != process::BLURRED {
        return Ok(found);
    }
    let Some(medium) = state.storage.get(&file_name(&photo.storage_key, "medium")).await? else { return Ok(None) };
    let blurred = tokio::task::spawn_blocking(move || {
        let image = image::load_from_memory(&medium).map_err(ApiError::internal)?;
        process::blurred(&image)
    })
    .await
    .map_err(ApiError::internal)??;
    state.storage.put(&name, &blurred).await?;
    Ok(Some(blurred))
}

/// A picture decoded (within the memory budget: a large one reduced as it is decoded) and written again as `format`,
/// at most `max_side` on its longest side: no metadata survives (the place a phone camera wrote), the orientation is
/// applied. For what is kept whole rather than cropped: an attached picture, an identity document.
pub async fn rewrite(
    budget: &budget::Budget,
    bytes: Vec<u8>,
    refusals: decode::Refusals,
    max_side: u32,
    format: image::ImageFormat,
) -> Result<Vec<u8>, ApiError> {
    let header = decode::Header::read(&bytes, refusals)?;
    let (w, h) = header.upright();
    let longest = Ord::max(w, h);
    let fit = |side: u32| {
        if longest <= max_side {
            side
        } else {
            Ord::max(u64::from(side) * u64::from(max_side) / u64::from(longest), 1) as u32
        }
    };
    let target = (fit(w), fit(h));
    let divisor = header.divisor(|w, h| (w, h), target);
    budget
        .run(header.working_bytes(divisor), move || {
            let mut image = header.decode(&bytes, divisor)?;
            if image.width() > target.0 || image.height() > target.1 {
                image = image.resize(target.0, target.1, image::imageops::FilterType::Lanczos3);
            }
            let mut out = Vec::new();
            match format {
                image::ImageFormat::Jpeg => {
                    let encoder = image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 90);
                    image.to_rgb8().write_with_encoder(encoder).map_err(ApiError::internal)?;
                }
                _ => image
                    .write_to(&mut std::io::Cursor::new(&mut out), image::ImageFormat::Png)
                    .map_err(ApiError::internal)?,
            }
            Ok(out)
        })
        .await
}

/// Removes every stored size of a photo whose row is gone (after the commit; a leftover file is unreachable).
pub async fn remove_files(state: &AppState, storage_key: &str) {
    discard(state, &Stored { key: storage_key.to_owned(), width: 0, height: 0 }).await;
}

/// The id of a member's card photo, as a subquery on the column `member` holds the member's id in: the default photo,
/// else the newest. Only approved photos: a photo added after approval is nobody's card photo until a moderator
/// approves it.
pub fn default_photo_id(member: impl IntoColumnRef) -> SelectStatement {
    Query::select()
        .column((photo::Entity, photo::Column::Id))
        .from(photo::Entity)
        .and_where(Expr::col((photo::Entity, photo::Column::MemberId)).equals(member))
        .and_where(Expr::col((photo::Entity, photo::Column::Status)).eq(shared::PhotoStatus::Approved.as_str()))
        .order_by((photo::Entity, photo::Column::IsDefault), Order::Desc)
        .order_by((photo::Entity, photo::Column::Id), Order::Desc)
        .limit(1)
        .to_owned()
}

/// Signed URLs of the default photos ([`default_photo_id`]) of several members, in one query; members without a
/// photo are absent.
pub async fn default_urls(
    state: &AppState,
    member_ids: &[i32],
    size: &str,
    viewer: i32,
) -> Result<HashMap<i32, String>, ApiError> {
    let photos: Vec<(i32, Option<i32>)> = member::Entity::find()
        .select_only()
        .column(member::Column::Id)
        .expr(Expr::SubQuery(
            None,
            Box::new(default_photo_id((member::Entity, member::Column::Id)).into_sub_query_statement()),
        ))
        .filter(crate::db::among(state.db.get_database_backend(), member::Column::Id.into_expr(), member_ids))
        .into_tuple()
        .all(&state.db)
        .await?;
    let now = state.clock.now();
    Ok(photos
        .into_iter()
        .filter_map(|(member_id, photo)| Some((member_id, signed_url(&state.keys, photo?, size, viewer, now))))
        .collect())
}

/// A signed URL of the member's default photo for the member themselves, if there is one.
pub async fn default_url(state: &AppState, member_id: i32, size: &str) -> Result<Option<String>, ApiError> {
    Ok(default_urls(state, &[member_id], size, member_id).await?.remove(&member_id))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parts(url: &str) -> (i64, String) {
        let param = |name: &str| {
            url.split(['?', '&'])
                .find_map(|p| p.strip_prefix(&format!("{name}=")))
                .map(str::to_owned)
                .unwrap_or_default()
        };
        (param("expires").parse().unwrap_or_default(), param("signature"))
    }

    #[test]
    fn a_url_works_between_10_and_15_minutes_and_for_its_viewer_only() {
        let keys = Keys::derive(&[7; 32]);
        let start = DateTime::from_timestamp(1_800_000_000, 0).unwrap_or_default();
        for second in (0..900).step_by(17) {
            let now = start + Duration::seconds(second);
            let url = signed_url(&keys, 12, "large", 5, now);
            let (expires, signature) = parts(&url);
            let life = expires - now.timestamp();
            assert!(life > 600 && life <= 900, "{life} s at {second}");
            assert!(verify(&keys, 12, "large", 5, expires, &signature, now));
            assert!(verify(&keys, 12, "large", 5, expires, &signature, now + Duration::seconds(life - 1)));
            assert!(!verify(&keys, 12, "large", 5, expires, &signature, now + Duration::seconds(life)), "expired");
            assert!(!verify(&keys, 12, "large", 6, expires, &signature, now), "another viewer");
            assert!(!verify(&keys, 12, "medium", 5, expires, &signature, now), "another size");
            assert!(!verify(&keys, 13, "large", 5, expires, &signature, now), "another photo");
        }
    }

    #[test]
    fn a_url_signed_to_live_longer_than_15_minutes_is_refused() {
        let keys = Keys::derive(&[7; 32]);
        let now = DateTime::from_timestamp(1_800_000_000, 0).unwrap_or_default();
        for (ahead, works) in [(900, true), (901, false)] {
            let expires = now.timestamp() + ahead;
            let signature = signature(&keys, 12, "large", 5, expires);
            assert_eq!(verify(&keys, 12, "large", 5, expires, &signature, now), works, "{ahead} s ahead");
        }
    }
}
