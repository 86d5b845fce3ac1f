//! `GET /api/PVBioData/GetPVBioData`: the bio-data PDF (rules 21 and 38), built by [`crate::biodata`].

use poem_openapi::{ApiResponse, OpenApi, param::Query, payload::Binary};
use shared::FamilyRight;

use crate::auth::guard::Access;
use crate::auth::guard::MemberAuth;
use crate::lang::LangHeader;
use crate::lang::lang_of;
use crate::problems;
use crate::routes::ApiTags;
use crate::state::AppState;

problems!(
    /// The bio-data: not approved (403); another member's without an accepted connection, or one the caller may not
    /// see (404); the day's allowance of other members' bio-data used (429).
    BioDataError: 400, 401, 403, 404, 429, 500, 503
);

/// The PDF download.
#[derive(ApiResponse)]
pub enum BioDataResponse {
    /// A4, in the request's language; `Content-Disposition` names the file `{profileId}.pdf`.
    #[oai(status = 200, content_type = "application/pdf")]
    Pdf(Binary<Vec<u8>>, #[oai(header = "Content-Disposition")] String),
}

pub struct BioDataApi {
    pub state: AppState,
}

#[OpenApi(prefix_path = "/api", tag = "ApiTags::BioData")]
impl BioDataApi {
    /// Download a bio-data
    ///
    /// The caller's own (no `memberId`), or that of a member whose connection with the caller is accepted: families
    /// exchange bio-data. A4, with the photo, the personal, family and professional sections and the parents'
    /// phones, in the request's language; the footer names who downloaded it and when. Anyone else's is not found.
    #[oai(path = "/PVBioData/GetPVBioData", method = "get", operation_id = "getBioData")]
    async fn bio_data(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        #[oai(name = "memberId")] member_id: Query<Option<i32>>,
    ) -> Result<BioDataResponse, BioDataError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::View)?;
        let file = crate::biodata::for_caller(&self.state, member, member_id.0, lang_of(&lang)).await?;
        crate::activity::record(
            &self.state.db,
            self.state.clock.now(),
            member.id,
            shared::ActivityAction::BioDataDownloaded,
            (file.member_id != member.id).then_some(file.member_id),
            None,
        )
        .await?;
        let disposition = format!("attachment; filename=\"{}\"", file.file_name);
        Ok(BioDataResponse::Pdf(Binary(file.bytes), disposition))
    }
}
