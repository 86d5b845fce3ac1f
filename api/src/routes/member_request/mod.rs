//! `POST /api/MemberRequest`: a member's request to change a detail they may not edit themselves (document 001
//! section 4): first name, surname, date of birth, gender, or something else. A moderator decides it in `/admin`;
//! approving applies the change. The member is told either way.

pub mod service;

use garde::Validate;
use poem_openapi::{Object, OpenApi, payload::Json};
use shared::types::{EditValue, Note};

use crate::{
    auth::guard::{Access, MemberAuth},
    instant::Instant,
    lang::{LangHeader, lang_of},
    problems,
    routes::{ApiTags, account::dto::MessageAnswer},
    state::AppState,
};

problems!(
    /// An edit request: invalid fields (400), not approved (403), a live request for the same detail (409), the
    /// value unchanged (422).
    EditRequestError: 400, 401, 403, 409, 422, 500, 503
);

/// A change asked of the moderators.
#[derive(Debug, Object, Validate)]
#[oai(rename_all = "camelCase")]
pub struct EditRequestBody {
    /// A request type of `GET /api/Request/Name`: 1 first name, 2 surname, 3 date of birth (`YYYY-MM-DD`, 18 or
    /// more), 4 gender (`male` or `female`), 5 other.
    #[garde(skip)]
    pub request_type_id: i32,
    /// The value as the member sees it now; the server records the value it holds.
    #[garde(skip)]
    pub current_value: Option<crate::text::Text>,
    #[garde(dive)]
    pub new_value: EditValue,
    /// Why the change is needed.
    #[garde(dive)]
    pub note: Note,
}

/// One of the member's edit requests, as the profile shows it.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct OwnEditRequest {
    pub request_id: i32,
    pub request_type_id: i32,
    pub current_value: Option<String>,
    pub new_value: String,
    pub note: String,
    pub state: shared::EditRequestState,
    /// The moderator's reason for a decline.
    pub reason: Option<String>,
    pub created_on: Instant,
    pub decided_on: Option<Instant>,
}

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
        let member = auth.0.require(Access::Approved)?;
        Ok(Json(service::send(&self.state, member, body.0, lang_of(&lang)).await?))
    }
}
