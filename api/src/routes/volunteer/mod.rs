//! `/api/Volunteer/...`: what a samaj volunteer does (rule 45): see the members of the villages they serve, and give
//! their word for a family they know personally.

use poem_openapi::{OpenApi, param::Query, payload::Json};
use shared::types::{PageIndex, SearchQuery};

use crate::accounts::model::MessageAnswer;
use crate::auth::guard::{Access, MemberAuth};
use crate::lang::{LangHeader, lang_of};
use crate::messages;
use crate::problems;
use crate::routes::ApiTags;
use crate::state::AppState;
use crate::verification::{
    model::{VillageMemberList, VouchRequest},
    volunteers,
};

problems!(
    /// The members of the villages: a page or a look-up out of range (400), not a volunteer (403).
    VolunteerReadError: 400, 401, 403, 500, 503
);
problems!(
    /// A word for a member: invalid fields (400), not a volunteer (403), a member not visible (404), of another
    /// village, the volunteer's own profile, or a word already given (422).
    VouchError: 400, 401, 403, 404, 422, 500, 503
);

pub struct VolunteerApi {
    pub state: AppState,
}

#[OpenApi(prefix_path = "/api", tag = "ApiTags::Volunteer")]
impl VolunteerApi {
    /// The members of the volunteer's villages
    ///
    /// Approved members whose native village is one the volunteer serves, or whose gol is theirs, 20 a page by
    /// surname and name; `q` keeps those whose name or profile id holds it. Each with what any member sees on a card,
    /// less (no photo, no contact), the father's name, and the volunteer's own word for them if they gave one. A
    /// member or an account with the volunteer role, while appointed (403 `not_volunteer` otherwise).
    #[oai(path = "/Volunteer/Members", method = "get", operation_id = "getVillageMembers")]
    async fn members(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        #[oai(name = "pageIndex", default = "crate::paging::first_page")] page_index: Query<PageIndex>,
        q: Query<Option<SearchQuery>>,
    ) -> Result<Json<VillageMemberList>, VolunteerReadError> {
        auth.0.require(Access::AnyStatus)?;
        let (index, _) = crate::paging::checked(page_index.0, crate::paging::default_size())?;
        let query = q.0.as_ref().map(|q| q.as_str());
        Ok(Json(volunteers::members(&self.state, &auth.0.member, index - 1, query, lang_of(&lang)).await?))
    }

    /// Vouch for a member
    ///
    /// The volunteer's word for a member of their villages whom they know personally: `relation` (relative,
    /// neighbour, samaj work, family friend, other) and, in their words, how they know the family (10 to 500
    /// characters). The member is told and accepts it before it shows as their `samaj` badge; one word per member.
    /// Every word is in the audit log.
    #[oai(path = "/Volunteer/Vouch", method = "post", operation_id = "vouchForMember")]
    async fn vouch(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<VouchRequest>,
    ) -> Result<Json<MessageAnswer>, VouchError> {
        auth.0.require(Access::AnyStatus)?;
        volunteers::vouch(&self.state, &auth.0.member, body.0).await?;
        Ok(Json(MessageAnswer { message: messages::text("vouch_sent", lang_of(&lang)) }))
    }
}
