//! `POST /api/MemberRequest`: a member's request to change a detail they may not edit themselves (document 001
//! section 4): first name, surname, date of birth, gender, or something else. A moderator decides it in `/admin`;
//! approving applies the change. The member is told either way.

use poem_openapi::{OpenApi, payload::Json};
use shared::FamilyRight;

use crate::accounts::model::MessageAnswer;
use crate::auth::guard::Access;
use crate::auth::guard::MemberAuth;
use crate::lang::LangHeader;
use crate::lang::lang_of;
use crate::problems;
use crate::profiles::edit_requests as service;
use crate::profiles::model::EditRequestBody;
use crate::routes::ApiTags;
use crate::state::AppState;

problems!(
    /// An edit request: invalid fields (400), not approved (403), a live request for the same detail (409), the
    /// value unchanged (422).
    EditRequestError: 400, 401, 403, 409, 422, 500, 503
);

pub struct MemberRequestApi {
    pub state: AppState,
}

#[OpenApi(prefix_path = "/api", tag = "ApiTags::Profile")]
impl MemberRequestApi {
    /// Ask for a change of name, birth date or gender
    ///
    /// At status 3 these are not edited directly. One live request per detail; a new date of birth must make the
    /// member 18 or more.
    #[oai(path = "/MemberRequest", method = "post", operation_id = "sendEditRequest")]
    async fn send(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<EditRequestBody>,
    ) -> Result<Json<MessageAnswer>, EditRequestError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::Edit)?;
        Ok(Json(service::send(&self.state, member, body.0, lang_of(&lang)).await?))
    }
}
