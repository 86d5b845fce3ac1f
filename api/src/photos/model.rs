//! Bodies of My Photos.

use poem_openapi::{Multipart, Object};
use shared::{PhotoStatus, PhotoVisibility};

use crate::{instant::Instant, photos::upload::PhotoFile};

/// One JPEG or PNG for My Photos.
#[derive(Debug, Multipart)]
#[oai(deny_unknown_fields)]
pub struct AddPhotoForm {
    #[oai(rename = "ProfileImage")]
    pub profile_image: PhotoFile,
}

/// One of the member's own photos.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct OwnPhoto {
    pub photo_id: i32,
    /// A signed URL of the medium size (480×640), valid about two hours.
    pub url: String,
    /// A signed URL of the large size (900×1200).
    pub large_url: String,
    /// The card photo.
    pub is_default: bool,
    /// `pending` until a moderator approves a photo added after approval; others see only approved photos.
    pub status: PhotoStatus,
    /// It becomes the default once approved.
    pub pending_default: bool,
    pub created_on: Instant,
    /// Translated, for a toast (answers of an upload).
    pub message: Option<String>,
}

/// `{"photoId"}`: one of the member's photos.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct PhotoIdRequest {
    pub photo_id: i32,
}

/// Who sees the member's photos: `all` approved members (the default) or only `connections` whose request the
/// member accepted; the others see a blurred image made by the server.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct PhotoVisibilityRequest {
    pub photo_visibility: PhotoVisibility,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct PhotoVisibilityAnswer {
    pub photo_visibility: PhotoVisibility,
    pub message: String,
}
