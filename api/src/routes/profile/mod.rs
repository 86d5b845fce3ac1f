//! `/api/Profile`: the member's own profile, at any status (document 001 section 7).

use poem_openapi::{OpenApi, payload::Json};

use crate::{
    auth::guard::{Access, MemberAuth},
    lang::{LangHeader, lang_of},
    messages, problems,
    routes::{
        ApiTags,
        create_profile::{dto::MemberDetail, service::member_detail},
    },
    state::AppState,
    status::{self, Change},
};
use shared::ProfileStatus;

problems!(
    /// Reading the own profile.
    ProfileError: 401, 500, 503
);
problems!(
    /// Resubmitting: only while changes are requested.
    ResubmitError: 401, 403, 422, 500, 503
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
        #[oai(name = "Accept-Language")] lang: LangHeader,
    ) -> Result<Json<MemberDetail>, ProfileError> {
        let member = auth.0.require(Access::AnyStatus)?;
        Ok(Json(member_detail(&self.state, member, lang_of(&lang)).await?))
    }

    /// Resubmit after changes
    ///
    /// From changes requested (2) back to awaiting approval (1), once the member has made the changes.
    #[oai(path = "/Profile/Resubmit", method = "post", operation_id = "resubmitProfile")]
    async fn resubmit(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
    ) -> Result<Json<ResubmitAnswer>, ResubmitError> {
        let member = auth.0.require(Access::ChangesRequested)?;
        let member = status::change(
            &self.state,
            Change::by_member(member.id, &[ProfileStatus::ChangesRequested], ProfileStatus::Submitted),
        )
        .await?;
        let lang = lang_of(&lang);
        Ok(Json(ResubmitAnswer {
            profile_status: member.profile_status,
            message: messages::text("resubmitted", lang).to_owned(),
        }))
    }
}

#[derive(Debug, poem_openapi::Object)]
#[oai(rename_all = "camelCase")]
pub struct ResubmitAnswer {
    pub profile_status: shared::ProfileStatus,
    pub message: String,
}
