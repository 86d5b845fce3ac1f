//! `/api/MemberImage/...`: My Photos (rule 27), and a photo through its signed, expiring URL.

use crate::photos::model as dto;
use shared::FamilyRight;

use poem_openapi::{
    ApiResponse, OpenApi,
    param::{Path, Query},
    payload::{Binary, Json},
};

use self::dto::*;
use crate::accounts::model::MessageAnswer;
use crate::auth::guard::Access;
use crate::auth::guard::MemberAuth;
use crate::error::ApiError;
use crate::lang::Lang;
use crate::lang::LangHeader;
use crate::lang::lang_of;
use crate::messages;
use crate::photos;
use crate::photos::own::{added_message, own_photo, single_file};
use crate::problems;
use crate::routes::ApiTags;
use crate::state::AppState;

problems!(
    /// Unknown photo, wrong size, bad or expired signature: all 404.
    ImageError: 400, 404, 500, 503
);
problems!(
    /// Adding a photo: no file or two (400), too large (413), not a JPEG or PNG by its bytes (415), six photos
    /// already, unreadable or too many pixels (422).
    AddPhotoError: 400, 401, 403, 413, 415, 422, 500, 503
);
problems!(
    /// A change to one of the member's photos: not theirs or unknown (404), the only approved photo or a photo
    /// awaiting approval (422).
    PhotoChangeError: 400, 401, 403, 404, 422, 500, 503
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

fn answer(key: &str, lang: Lang) -> Json<MessageAnswer> {
    Json(MessageAnswer { message: messages::text(key, lang) })
}

#[OpenApi(prefix_path = "/api", tag = "ApiTags::MemberImage")]
impl MemberImageApi {
    /// A member photo
    ///
    /// Served only through the signed URL that profile answers carry (`profileImage`, `photos[].url`). A URL is
    /// made for the member it was handed to (`viewer`) and works for at most 15 minutes, while that member may see
    /// the photo: after a block, a suspension or a change of the owner's visibility choice it answers 404.
    #[oai(path = "/MemberImage/:id", method = "get", operation_id = "getMemberImage")]
    async fn image(
        &self,
        id: Path<i32>,
        /// `large` (900×1200), `medium` (480×640), `small` (150×200) or `blurred` (240×320, no detail).
        size: Query<String>,
        /// The member the URL was handed to.
        viewer: Query<i32>,
        expires: Query<i64>,
        signature: Query<String>,
    ) -> Result<ImageResponse, ImageError> {
        use sea_orm::EntityTrait;
        let now = self.state.clock.now();
        let known_size = photos::process::SIZES.iter().any(|(name, _, _)| *name == size.0);
        if !known_size || !photos::verify(&self.state.keys, id.0, &size.0, viewer.0, expires.0, &signature.0, now) {
            return Err(ApiError::not_found().into());
        }
        let photo = entity::photo::Entity::find_by_id(id.0)
            .one(&self.state.db)
            .await
            .map_err(ApiError::from)?
            .ok_or_else(ApiError::not_found)?;
        if !photos::may_load(&self.state.db, &photo, &size.0, viewer.0).await? {
            return Err(ApiError::not_found().into());
        }
        let bytes = photos::file(&self.state, &photo, &size.0).await?.ok_or_else(ApiError::not_found)?;
        // The browser may keep it until the URL expires, not longer.
        let left = (expires.0 - now.timestamp()).max(0);
        Ok(ImageResponse::Ok(Binary(bytes), format!("private, max-age={left}")))
    }

    /// Add a photo
    ///
    /// One JPEG or PNG (checked by its bytes), at most 10 MiB and 40 megapixels, processed like the wizard's photo.
    /// At most 6 photos. Added after approval, it waits for a moderator (`status: pending`) before others see it.
    #[oai(path = "/MemberImage/UploadPhoto", method = "put", operation_id = "addMemberPhoto")]
    async fn add(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        form: AddPhotoForm,
    ) -> Result<Json<OwnPhoto>, AddPhotoError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::Edit)?;
        let bytes = single_file(form.profile_image).await?;
        let photo = photos::manage::add(&self.state, member, bytes, false).await?;
        let message = added_message(&photo, lang_of(&lang));
        Ok(Json(own_photo(&self.state, photo, Some(message))))
    }

    /// Delete a photo
    ///
    /// The photo and its stored files. When it was the default, the newest other approved photo becomes the
    /// default; the only approved photo cannot be deleted (422).
    #[oai(path = "/MemberImage/:id", method = "delete", operation_id = "deleteMemberPhoto")]
    async fn delete(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        id: Path<i32>,
    ) -> Result<Json<MessageAnswer>, PhotoChangeError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::Edit)?;
        photos::manage::delete(&self.state, member, id.0).await?;
        Ok(answer("photo_deleted", lang_of(&lang)))
    }

    /// Choose the default photo
    ///
    /// An approved photo of the member's becomes the card photo.
    #[oai(path = "/MemberImage/Default", method = "put", operation_id = "setDefaultMemberPhoto")]
    async fn make_default(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<PhotoIdRequest>,
    ) -> Result<Json<MessageAnswer>, PhotoChangeError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::Edit)?;
        photos::manage::make_default(&self.state, member, body.0.photo_id).await?;
        Ok(answer("photo_default_set", lang_of(&lang)))
    }

    /// Choose who sees the photos
    ///
    /// `all` approved members, or only `connections` (members whose request was accepted); the others see a
    /// blurred image made by the server.
    #[oai(path = "/MemberImage/Visibility", method = "put", operation_id = "setPhotoVisibility")]
    async fn visibility(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<PhotoVisibilityRequest>,
    ) -> Result<Json<PhotoVisibilityAnswer>, PhotoChangeError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::Edit)?;
        photos::manage::set_visibility(&self.state, member.id, body.0.photo_visibility).await?;
        Ok(Json(PhotoVisibilityAnswer {
            photo_visibility: body.0.photo_visibility,
            message: messages::text("photo_visibility_saved", lang_of(&lang)),
        }))
    }
}
