//! Member photos: processed off the async threads, stored under server-chosen names, and served only through signed,
//! expiring URLs handed to those allowed to see them (for now the owner and moderators).

pub mod process;
pub mod s3;
pub mod storage;

use std::collections::HashMap;

use chrono::{DateTime, Duration, Utc};
use hmac::{Hmac, Mac};
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, QueryOrder, Set};
use sha2::Sha256;

use entity::photo;

use crate::{error::ApiError, state::AppState};

/// How long a photo URL works; URLs are minted for whole hours so the browser can cache them.
const URL_HOURS: i64 = 2;

fn signature(secret: &[u8], photo_id: i32, size: &str, expires: i64) -> String {
    let Ok(mut mac) = Hmac::<Sha256>::new_from_slice(secret) else { return String::new() };
    mac.update(format!("photo:{photo_id}:{size}:{expires}").as_bytes());
    hex::encode(mac.finalize().into_bytes())
}

pub fn signed_url(secret: &[u8], photo_id: i32, size: &str, now: DateTime<Utc>) -> String {
    let hour = now.timestamp() / 3600;
    let expires = (hour + URL_HOURS) * 3600;
    format!(
        "/api/MemberImage/{photo_id}?size={size}&expires={expires}&signature={}",
        signature(secret, photo_id, size, expires)
    )
}

pub fn verify(secret: &[u8], photo_id: i32, size: &str, expires: i64, given: &str, now: DateTime<Utc>) -> bool {
    expires > now.timestamp()
        && expires <= now.timestamp() + Duration::hours(URL_HOURS + 1).num_seconds()
        && signature(secret, photo_id, size, expires) == given
}

/// Processes and stores an upload as the member's default photo.
pub async fn save(state: &AppState, member_id: i32, bytes: Vec<u8>) -> Result<photo::Model, ApiError> {
    let processed =
        tokio::task::spawn_blocking(move || process::process(&bytes)).await.map_err(ApiError::internal)??;
    let key = format!("{member_id}/{}", uuid::Uuid::new_v4().simple());
    for (size, bytes) in &processed.sizes {
        state.storage.put(&format!("{key}-{size}.jpg"), bytes).await?;
    }
    photo::Entity::update_many()
        .col_expr(photo::Column::IsDefault, sea_orm::sea_query::Expr::value(false))
        .filter(photo::Column::MemberId.eq(member_id))
        .exec(&state.db)
        .await?;
    Ok(photo::ActiveModel {
        member_id: Set(member_id),
        storage_key: Set(key),
        width: Set(processed.width as i32),
        height: Set(processed.height as i32),
        is_default: Set(true),
        created_at: Set(state.clock.now()),
        ..Default::default()
    }
    .insert(&state.db)
    .await?)
}

/// Signed URLs of the default photos of several members, in one query; members without a photo are absent.
pub async fn default_urls(state: &AppState, member_ids: &[i32], size: &str) -> Result<HashMap<i32, String>, ApiError> {
    let photos = photo::Entity::find()
        .filter(photo::Column::MemberId.is_in(member_ids.to_vec()))
        .order_by_asc(photo::Column::IsDefault)
        .order_by_asc(photo::Column::Id)
        .all(&state.db)
        .await?;
    let now = state.clock.now();
    // Ascending order: the default (else the newest) photo of each member is written last and wins.
    Ok(photos.into_iter().map(|p| (p.member_id, signed_url(&state.secret, p.id, size, now))).collect())
}

/// A signed URL of the member's default photo, if there is one.
pub async fn default_url(state: &AppState, member_id: i32, size: &str) -> Result<Option<String>, ApiError> {
    Ok(default_urls(state, &[member_id], size).await?.remove(&member_id))
}
