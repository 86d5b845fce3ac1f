//! Member photos: processed off the async threads, stored under server-chosen names, and served only through signed,
//! expiring URLs handed to those allowed to see them (for now the owner and moderators).

pub mod manage;
pub mod process;
pub mod storage;
pub mod upload;

use std::collections::HashMap;

use chrono::{DateTime, Duration, Utc};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, QuerySelect, Set,
    sea_query::{Expr, ExprTrait, IntoColumnRef, Order, Query, QueryStatementBuilder, SelectStatement},
};

use entity::{member, photo};

use crate::{auth::keys::Keys, error::ApiError, state::AppState};

/// How long a photo URL works; URLs are minted for whole hours so the browser can cache them.
const URL_HOURS: i64 = 2;

fn signed_parts(photo_id: &str, size: &str, expires: &str) -> [Vec<u8>; 3] {
    [photo_id.as_bytes().to_vec(), size.as_bytes().to_vec(), expires.as_bytes().to_vec()]
}

fn signature(keys: &Keys, photo_id: i32, size: &str, expires: i64) -> String {
    let parts = signed_parts(&photo_id.to_string(), size, &expires.to_string());
    hex::encode(keys.photo_mac(&parts.each_ref().map(Vec::as_slice)))
}

pub fn signed_url(keys: &Keys, photo_id: i32, size: &str, now: DateTime<Utc>) -> String {
    let hour = now.timestamp() / 3600;
    let expires = (hour + URL_HOURS) * 3600;
    format!(
        "/api/MemberImage/{photo_id}?size={size}&expires={expires}&signature={}",
        signature(keys, photo_id, size, expires)
    )
}

/// Whether a photo URL's signature is right (compared in constant time) and the URL has not expired.
pub fn verify(keys: &Keys, photo_id: i32, size: &str, expires: i64, given: &str, now: DateTime<Utc>) -> bool {
    let Ok(tag) = hex::decode(given) else { return false };
    let parts = signed_parts(&photo_id.to_string(), size, &expires.to_string());
    expires > now.timestamp()
        && expires <= now.timestamp() + Duration::hours(URL_HOURS + 1).num_seconds()
        && keys.photo_mac_matches(&parts.each_ref().map(Vec::as_slice), &tag)
}

/// A processed upload whose files are stored, waiting for its row.
pub struct Stored {
    key: String,
    width: u32,
    height: u32,
}

/// Processes an upload off the async threads and stores its sizes under a new server-chosen key. Nothing refers to
/// the files until [`insert_default`] writes the row; [`discard`] removes them when the use case fails.
pub async fn store(state: &AppState, member_id: i32, bytes: Vec<u8>) -> Result<Stored, ApiError> {
    let processed =
        tokio::task::spawn_blocking(move || process::process(&bytes)).await.map_err(ApiError::internal)??;
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
pub async fn default_urls(state: &AppState, member_ids: &[i32], size: &str) -> Result<HashMap<i32, String>, ApiError> {
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
        .filter_map(|(member_id, photo)| Some((member_id, signed_url(&state.keys, photo?, size, now))))
        .collect())
}

/// A signed URL of the member's default photo, if there is one.
pub async fn default_url(state: &AppState, member_id: i32, size: &str) -> Result<Option<String>, ApiError> {
    Ok(default_urls(state, &[member_id], size).await?.remove(&member_id))
}
