//! `GET /api/MemberImage/{id}`: a photo through its signed, expiring URL. Anything else is a 404 that tells nothing.

use poem_openapi::{
    ApiResponse, OpenApi,
    param::{Path, Query},
    payload::Binary,
};

use crate::{error::ApiError, photos, problems, routes::ApiTags, state::AppState};

problems!(
    /// Unknown photo, wrong size, bad or expired signature: all 404.
    ImageError: 400, 404, 500, 503
);

#[derive(ApiResponse)]
pub enum ImageResponse {
    /// The photo as JPEG.
    #[oai(status = 200, content_type = "image/jpeg")]
    Ok(Binary<Vec<u8>>, #[oai(header = "Cache-Control")] String),
}

pub struct MemberImageApi {
    pub state: AppState,
}

#[OpenApi(prefix_path = "/api", tag = "ApiTags::MemberImage")]
impl MemberImageApi {
    /// A member photo
    ///
    /// Served only through the signed URL that profile answers carry (`profileImage`); it expires within two hours.
    #[oai(path = "/MemberImage/:id", method = "get", operation_id = "getMemberImage")]
    async fn image(
        &self,
        id: Path<i32>,
        /// `large` (900×1200), `medium` (480×640) or `small` (150×200).
        size: Query<String>,
        expires: Query<i64>,
        signature: Query<String>,
    ) -> Result<ImageResponse, ImageError> {
        use sea_orm::EntityTrait;
        let now = self.state.clock.now();
        let known_size = photos::process::SIZES.iter().any(|(name, _, _)| *name == size.0);
        if !known_size || !photos::verify(&self.state.keys, id.0, &size.0, expires.0, &signature.0, now) {
            return Err(ApiError::not_found().into());
        }
        let photo = entity::photo::Entity::find_by_id(id.0)
            .one(&self.state.db)
            .await
            .map_err(ApiError::from)?
            .ok_or_else(ApiError::not_found)?;
        let bytes = photos::file(&self.state, &photo, &size.0).await?.ok_or_else(ApiError::not_found)?;
        Ok(ImageResponse::Ok(Binary(bytes), "private, max-age=3600".to_owned()))
    }
}
