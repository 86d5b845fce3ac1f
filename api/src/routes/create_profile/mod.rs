//! `/api/CreateProfile/...`: the four-step wizard of document 000, for the member's own profile while at status 0.

use crate::profiles::{model as dto, wizard as service};
use shared::FamilyRight;

use poem_openapi::{OpenApi, payload::Json};

use self::{dto::*, service::Mode};
use crate::auth::guard::Access;
use crate::auth::guard::MemberAuth;
use crate::lang::LangHeader;
use crate::lang::lang_of;
use crate::problems;
use crate::routes::ApiTags;
use crate::state::AppState;

problems!(
    /// Reading the wizard data.
    DetailError: 401, 403, 500, 503
);
problems!(
    /// A wizard step: invalid fields, not the member's own profile or status, a step before it missing.
    StepError: 400, 401, 403, 422, 500, 503
);
problems!(
    /// The photo: no file or two, too large, not a JPEG or PNG by its bytes, unreadable or too many pixels.
    PhotoError: 400, 401, 403, 413, 415, 422, 500, 503
);

pub struct CreateProfileApi {
    pub state: AppState,
}

#[OpenApi(prefix_path = "/api", tag = "ApiTags::CreateProfile")]
impl CreateProfileApi {
    /// Member detail for the wizard
    ///
    /// Everything saved so far; the wizard resumes at `wizardStep + 1`.
    #[oai(path = "/CreateProfile/MemberDetail", method = "get", operation_id = "getWizardMemberDetail")]
    async fn member_detail(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
    ) -> Result<Json<MemberDetail>, DetailError> {
        let member = auth.0.require_any_actor(Access::Wizard)?;
        Ok(Json(service::member_detail(&self.state, member, member.id, lang_of(&lang)).await?))
    }

    /// Save step 1, personal details
    #[oai(path = "/CreateProfile/PersonalDetails", method = "post", operation_id = "saveWizardPersonalDetails")]
    async fn personal(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<PersonalDetailsRequest>,
    ) -> Result<Json<StepAnswer>, StepError> {
        let member = auth.0.require_right(Access::Wizard, FamilyRight::Edit)?;
        Ok(Json(service::save_personal(&self.state, member, body.0, lang_of(&lang), Mode::Wizard).await?))
    }

    /// Save step 2, lifestyle and family
    #[oai(path = "/CreateProfile/FamilyDetails", method = "put", operation_id = "saveWizardFamilyDetails")]
    async fn family(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<FamilyDetailsRequest>,
    ) -> Result<Json<StepAnswer>, StepError> {
        let member = auth.0.require_right(Access::Wizard, FamilyRight::Edit)?;
        Ok(Json(service::save_family(&self.state, member, body.0, lang_of(&lang), Mode::Wizard).await?))
    }

    /// Save step 3, professional details
    #[oai(path = "/CreateProfile/ProfessionalDetails", method = "put", operation_id = "saveWizardProfessionalDetails")]
    async fn professional(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<ProfessionalDetailsRequest>,
    ) -> Result<Json<StepAnswer>, StepError> {
        let member = auth.0.require_right(Access::Wizard, FamilyRight::Edit)?;
        Ok(Json(service::save_professional(&self.state, member, body.0, lang_of(&lang), Mode::Wizard).await?))
    }

    /// Upload the photo and submit the profile
    ///
    /// One JPEG or PNG (checked by its bytes), at most 10 MiB and 40 megapixels. The server applies the EXIF
    /// orientation, strips all metadata and stores it in the sizes the app shows. The profile goes to status 1,
    /// awaiting approval.
    #[oai(path = "/CreateProfile/UploadPhoto", method = "put", operation_id = "uploadWizardPhoto")]
    async fn upload_photo(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        form: UploadPhotoForm,
    ) -> Result<Json<SubmittedAnswer>, PhotoError> {
        let member = auth.0.require_right(Access::Wizard, FamilyRight::Edit)?;
        Ok(Json(service::upload_photo(&self.state, member, form, lang_of(&lang)).await?))
    }
}
