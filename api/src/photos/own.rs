//! A member's own photos as they see them, and the photo of an upload form.

use crate::{
    error::{ApiError, ErrorCode},
    lang::Lang,
    messages, photos,
    photos::{model::OwnPhoto, upload::PhotoFile},
    state::AppState,
};

/// The photo of an upload form, processed and stored: exactly one file.
pub async fn single_file(form: PhotoFile) -> Result<Vec<u8>, ApiError> {
    single_file_of(form, "ProfileImage").await
}

/// The one file of the form's field `field`: none or several answer 400 on that field.
pub async fn single_file_of(form: PhotoFile, field: &str) -> Result<Vec<u8>, ApiError> {
    let mut files = form.0;
    match files.len() {
        0 => return Err(ApiError::field(field, "required")),
        1 => {}
        _ => return Err(ApiError::field(field, "single_file")),
    }
    files.remove(0).into_vec().await.map_err(|_| ApiError::new(ErrorCode::BadRequest))
}

/// A photo row as its owner sees it.
pub fn own_photo(state: &AppState, photo: entity::photo::Model, message: Option<String>) -> OwnPhoto {
    let now = state.clock.now();
    OwnPhoto {
        photo_id: photo.id,
        url: photos::signed_url(&state.keys, photo.id, "medium", photo.member_id, now),
        large_url: photos::signed_url(&state.keys, photo.id, "large", photo.member_id, now),
        is_default: photo.is_default,
        status: photo.status,
        pending_default: photo.pending_default,
        created_on: photo.created_at.into(),
        message,
    }
}

/// The toast of a new photo: added, or added and awaiting a moderator.
pub fn added_message(photo: &entity::photo::Model, lang: Lang) -> String {
    let key = if photo.status == shared::PhotoStatus::Pending { "photo_added_pending" } else { "photo_added" };
    messages::text(key, lang)
}
