//! `/api/Profile`: the member's own profile, at any status (document 001 section 7).

use poem_openapi::{OpenApi, param::Header, payload::Json};

use crate::{
    auth::guard::{Access, MemberAuth},
    lang::AcceptLanguage,
    problems,
    routes::{
        ApiTags,
        create_profile::{dto::MemberDetail, service::member_detail},
    },
    state::AppState,
};

problems!(
    /// Reading the own profile.
    ProfileError: 401, 500, 503
);

pub struct ProfileApi {
    pub state: AppState,
}

#[OpenApi(prefix_path = "/api", tag = "ApiTags::Profile")]
impl ProfileApi {
    /// The own profile
    ///
    /// Everything the member has entered, with the profile status, for the profile area at any status.
    #[oai(path = "/Profile", method = "get", operation_id = "getOwnProfile")]
    async fn own(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: Header<Option<AcceptLanguage>>,
    ) -> Result<Json<MemberDetail>, ProfileError> {
        let member = auth.0.require(Access::AnyStatus)?;
        Ok(Json(member_detail(&self.state, member, lang.0.map(|l| l.0).unwrap_or_default()).await?))
    }
}
