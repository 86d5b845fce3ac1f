//! `/api/Match`: the lists of rule 4, search, quick search and another member's detail (rules 3 to 6 and 26). Every
//! call is for approved members (403 otherwise); a member the caller may not see is answered 404, like an id that
//! does not exist.

use crate::matching::{model as dto, service};
use shared::FamilyRight;

use poem_openapi::{
    OpenApi,
    param::{Path, Query},
    payload::Json,
};
use shared::MatchScope;

use crate::auth::guard::Access;
use crate::auth::guard::MemberAuth;
use crate::lang::LangHeader;
use crate::lang::lang_of;
use crate::matching::lists::ListKind;
use crate::paging;
use crate::problems;
use crate::routes::ApiTags;
use crate::state::AppState;
use dto::{AllMatchesRequest, MatchDetail, MatchList, MatchListRequest, MatchSearchRequest, QuickSearchRequest};

problems!(
    /// A list: paging out of range (400), not approved (403), the day's allowance of cards used (429).
    MatchListError: 400, 401, 403, 429, 500, 503
);
problems!(
    /// Recently viewed: paging out of range (400), not approved (403). Its cards are not counted against the day's
    /// allowance: their details were, when opened.
    RecentListError: 400, 401, 403, 500, 503
);
problems!(
    /// Search: paging out of range, a range in the wrong order or an unknown id in a filter (400), not approved
    /// (403), the day's allowance of cards used (429).
    MatchSearchError: 400, 401, 403, 429, 500, 503
);
problems!(
    /// Quick search: no profile id, or not `PT` and six digits (400), not approved (403), the day's allowance of
    /// members' details used (429: a member found counts as opening their details).
    QuickSearchError: 400, 401, 403, 429, 500, 503
);
problems!(
    /// A member's detail: an id that is not a number (400), not approved (403), a member the caller may not see
    /// (404), the day's allowance of member details used (429).
    MatchDetailError: 400, 401, 403, 404, 429, 500, 503
);

pub struct MatchApi {
    pub state: AppState,
}

impl MatchApi {
    /// A page of one of the lists, for an approved caller.
    async fn listed(
        &self,
        auth: &MemberAuth,
        lang: &LangHeader,
        (index, size): (Option<shared::types::PageIndex>, Option<shared::types::PageSize>),
        kind: ListKind,
    ) -> Result<Json<MatchList>, MatchListError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::View)?;
        let (index, size) = paging::optional(index, size)?;
        Ok(Json(service::list(&self.state, member, kind, index, size, lang_of(lang)).await?))
    }
}

#[OpenApi(prefix_path = "/api", tag = "ApiTags::Match")]
impl MatchApi {
    /// All matches, or Patidar matches
    ///
    /// The pool (approved members of the other gender, not blocked either way), most recently approved first; with
    /// `scope: "patidar"`, only members of the caller's own parent community (Kadva or Leva).
    #[oai(path = "/Match", method = "post", operation_id = "listAllMatches")]
    async fn all(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<AllMatchesRequest>,
    ) -> Result<Json<MatchList>, MatchListError> {
        let kind = match body.0.scope.unwrap_or(MatchScope::All) {
            MatchScope::All => ListKind::All,
            MatchScope::Patidar => ListKind::Patidar,
        };
        self.listed(&auth, &lang, (body.0.page_index, body.0.page_size), kind).await
    }

    /// New matches
    ///
    /// Members of the pool approved in the last 30 days whose detail the caller has not opened, newest first.
    #[oai(path = "/Match/New", method = "post", operation_id = "listNewMatches")]
    async fn new_matches(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<MatchListRequest>,
    ) -> Result<Json<MatchList>, MatchListError> {
        self.listed(&auth, &lang, (body.0.page_index, body.0.page_size), ListKind::New).await
    }

    /// My matches
    ///
    /// The pool filtered both ways by the core preferences (age, height, marital status, community: they fit mine
    /// and I fit theirs, each only where stated), best score first, then most recently approved. Ranked among the
    /// 1000 most recently approved members who pass. With fewer than 10, `suggestion` names the one preference
    /// whose loosening would bring the most.
    #[oai(path = "/Match/MatchedList", method = "post", operation_id = "listMyMatches")]
    async fn matched(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<MatchListRequest>,
    ) -> Result<Json<MatchList>, MatchListError> {
        self.listed(&auth, &lang, (body.0.page_index, body.0.page_size), ListKind::Matched).await
    }

    /// Recently viewed
    ///
    /// Members whose detail the caller opened, the latest visit first (cards carry `lastVisitedOn` and
    /// `visitCount`).
    #[oai(path = "/Match/RecentList", method = "post", operation_id = "listRecentlyViewed")]
    async fn recent(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<MatchListRequest>,
    ) -> Result<Json<MatchList>, RecentListError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::View)?;
        let (index, size) = paging::optional(body.0.page_index, body.0.page_size)?;
        Ok(Json(service::list(&self.state, member, ListKind::Recent, index, size, lang_of(&lang)).await?))
    }

    /// Search
    ///
    /// The pool filtered by the basic or advanced filters, most recently approved first. Each filter is optional;
    /// a list is "any of"; a member whose profile does not say is not a hit for a filter on that field.
    #[oai(path = "/Match/Get", method = "post", operation_id = "searchMatches")]
    async fn search(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<MatchSearchRequest>,
    ) -> Result<Json<MatchList>, MatchSearchError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::View)?;
        let body = body.0;
        let (index, size) = paging::optional(body.page_index, body.page_size)?;
        Ok(Json(service::search(&self.state, member, body.filters, index, size, lang_of(&lang)).await?))
    }

    /// Quick search
    ///
    /// The member id of the profile id, or 0 when there is no such member the caller may see. A member found counts
    /// against the day's allowance of members' details, as opening their details does (once a day per member).
    #[oai(path = "/Match/Search", method = "post", operation_id = "quickSearch")]
    async fn quick_search(
        &self,
        auth: MemberAuth,
        body: Json<QuickSearchRequest>,
    ) -> Result<Json<i32>, QuickSearchError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::View)?;
        Ok(Json(service::quick_search(&self.state, member, body.0).await?))
    }

    /// A member's detail
    ///
    /// Every section as others see it, the photos the caller may see, the explanation both ways, the connection,
    /// and whether the caller shortlisted the member. Opening it records a visit (rule 28); `visit=false`
    /// reads it again without one (the open page refreshing after an action).
    #[oai(path = "/Match/MemberDetails/:id", method = "get", operation_id = "getMemberDetails")]
    async fn detail(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        /// The member id.
        id: Path<i32>,
        /// Record a visit (the default); `false` for a refresh of a page already open.
        visit: Query<Option<bool>>,
    ) -> Result<Json<MatchDetail>, MatchDetailError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::View)?;
        let visit = visit.0.unwrap_or(true);
        Ok(Json(service::detail(&self.state, member, id.0, visit, lang_of(&lang)).await?))
    }
}
