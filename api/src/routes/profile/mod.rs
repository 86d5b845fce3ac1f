//! `/api/Profile`: the member's own profile, at any status (document 001 section 7); at status 3 its four tabs,
//! its profile photo and the partner preferences.

use crate::error::Reason;
use crate::profiles::{own, preferences, satapeta};
use shared::FamilyRight;

use poem::Request;
use poem_openapi::{OpenApi, param::Path, payload::Json};

use crate::auth::guard::Access;
use crate::auth::guard::MemberAuth;
use crate::lang::LangHeader;
use crate::lang::lang_of;
use crate::messages;
use crate::photos;
use crate::photos::model::OwnPhoto;
use crate::photos::own::added_message;
use crate::photos::own::own_photo;
use crate::photos::own::single_file;
use crate::problems;
use crate::profiles::model::FamilyDetailsRequest;
use crate::profiles::model::MemberDetail;
use crate::profiles::model::PersonalDetailsRequest;
use crate::profiles::model::ProfessionalDetailsRequest;
use crate::profiles::model::StepAnswer;
use crate::profiles::model::UploadPhotoForm;
use crate::profiles::wizard as sections;
use crate::profiles::wizard::Mode;
use crate::routes::ApiTags;
use crate::state::AppState;
use crate::status;
use crate::status::Change;
use shared::ProfileStatus;

problems!(
    /// Reading the own profile.
    ProfileError: 401, 500, 503
);
problems!(
    /// A profile tab: invalid fields (400), not approved (403), the name, birth date or gender changed directly
    /// (422 `use_edit_request`).
    SectionError: 400, 401, 403, 422, 500, 503
);
problems!(
    /// The profile photo: no file or two (400), too large (413), not a JPEG or PNG (415), six photos already,
    /// unreadable (422).
    ProfilePhotoError: 400, 401, 403, 413, 415, 422, 500, 503
);
problems!(
    /// Partner preferences: invalid fields or ids (400), not approved (403), another member's (404).
    PreferenceError: 400, 401, 403, 404, 500, 503
);
problems!(
    /// Satapeta: invalid fields (400), not approved (403), another member's (404), a profile id that does not exist,
    /// a birth date that does not match, one's own id, a link already made, a wrong code (422), too many tries (429).
    SatapetaError: 400, 401, 403, 404, 422, 429, 500, 503
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
        let member = auth.0.require_any_actor(Access::AnyStatus)?;
        Ok(Json(own::profile(&self.state, member, lang_of(&lang)).await?))
    }

    /// Save the Personal Details tab
    ///
    /// The wizard's personal fields and sun sign, blood group, mother tongue and hobbies. The name, birth date and
    /// gender are sent as they are: changing them takes an edit request.
    #[oai(path = "/Profile/PersonalDetails", method = "post", operation_id = "saveProfilePersonalDetails")]
    async fn personal(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<PersonalDetailsRequest>,
    ) -> Result<Json<StepAnswer>, SectionError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::Edit)?;
        Ok(Json(sections::save_personal(&self.state, member, body.0, lang_of(&lang), Mode::Profile).await?))
    }

    /// Save the Lifestyle & Family tab
    ///
    /// The wizard's family fields and married brothers and sisters, family location and family name.
    #[oai(path = "/Profile/FamilyDetails", method = "put", operation_id = "saveProfileFamilyDetails")]
    async fn family(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<FamilyDetailsRequest>,
    ) -> Result<Json<StepAnswer>, SectionError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::Edit)?;
        Ok(Json(sections::save_family(&self.state, member, body.0, lang_of(&lang), Mode::Profile).await?))
    }

    /// Save the Professional Details tab
    ///
    /// The wizard's professional fields and college, working as, employer and expectation.
    #[oai(path = "/Profile/ProfessionalDetails", method = "put", operation_id = "saveProfileProfessionalDetails")]
    async fn professional(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<ProfessionalDetailsRequest>,
    ) -> Result<Json<StepAnswer>, SectionError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::Edit)?;
        Ok(Json(sections::save_professional(&self.state, member, body.0, lang_of(&lang), Mode::Profile).await?))
    }

    /// Replace the profile photo
    ///
    /// Adds the photo to My Photos (at most 6) as the new profile photo. Others see it, and it becomes the profile
    /// photo, once a moderator approves it.
    #[oai(path = "/Profile/UploadPhoto", method = "put", operation_id = "uploadProfilePhoto")]
    async fn upload_photo(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        form: UploadPhotoForm,
    ) -> Result<Json<OwnPhoto>, ProfilePhotoError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::Edit)?;
        if form.id.is_some_and(|id| id != member.id) {
            return Err(crate::error::ApiError::new(crate::error::ErrorCode::Forbidden)
                .with_detail(Reason::NotYourProfile)
                .into());
        }
        let bytes = single_file(form.profile_image).await?;
        let photo = photos::manage::add(&self.state, member, bytes, true).await?;
        let message = added_message(&photo, lang_of(&lang));
        Ok(Json(own_photo(&self.state, photo, Some(message))))
    }

    /// Save partner preferences
    ///
    /// Every preference is optional: absent, null or an empty list means "any". Replaces the saved preferences.
    #[oai(path = "/Profile/PartnerPreferenceAddEdit", method = "post", operation_id = "savePartnerPreference")]
    async fn save_preferences(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<preferences::PartnerPreferenceRequest>,
    ) -> Result<Json<preferences::PartnerPreference>, PreferenceError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::Edit)?;
        let message = messages::text("preferences_saved", lang_of(&lang));
        Ok(Json(preferences::save(&self.state, member.id, body.0, message).await?))
    }

    /// Partner preferences
    ///
    /// `id` is the caller's own member id; another id is not found.
    #[oai(path = "/Profile/PartnerPreference/:id", method = "get", operation_id = "getPartnerPreference")]
    async fn preferences(
        &self,
        auth: MemberAuth,
        id: Path<i32>,
    ) -> Result<Json<preferences::PartnerPreference>, PreferenceError> {
        let member = auth.0.require_any_actor(Access::Approved)?;
        if id.0 != member.id {
            return Err(crate::error::ApiError::not_found().into());
        }
        Ok(Json(preferences::get(&self.state, member.id).await?))
    }

    /// Satapeta
    ///
    /// `id` is the caller's own member id (another id is not found): off, a code waiting (with the sibling it went
    /// to), or linked (with the sibling).
    #[oai(path = "/Profile/Satapeta/:id", method = "get", operation_id = "getSatapeta")]
    async fn satapeta(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        id: Path<i32>,
    ) -> Result<Json<satapeta::SatapetaState>, SatapetaError> {
        let member = auth.0.require(Access::Approved)?;
        if id.0 != member.id {
            return Err(crate::error::ApiError::not_found().into());
        }
        Ok(Json(satapeta::state_of(&self.state, member, lang_of(&lang)).await?))
    }

    /// Ask for the satapeta code
    ///
    /// The sibling's profile id and birth date (18 or more, as their profile says): a six-digit code goes to the
    /// sibling by e-mail and in-app, valid 10 minutes (rules 11 and 15).
    #[oai(path = "/Profile/SendSatapetaSetting", method = "put", operation_id = "sendSatapetaSetting")]
    async fn send_satapeta(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<satapeta::SendSatapetaRequest>,
    ) -> Result<Json<satapeta::SatapetaState>, SatapetaError> {
        let member = auth.0.require(Access::Approved)?;
        Ok(Json(satapeta::send(&self.state, member, body.0, lang_of(&lang)).await?))
    }

    /// Link satapeta with the code
    ///
    /// The code the sibling received: both profiles are linked and marked satapeta. A wrong code is a 422; the fifth
    /// burns it.
    #[oai(path = "/Profile/VerifySatapetaSetting", method = "put", operation_id = "verifySatapetaSetting")]
    async fn verify_satapeta(
        &self,
        req: &Request,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<satapeta::VerifySatapetaRequest>,
    ) -> Result<Json<satapeta::SatapetaState>, SatapetaError> {
        let member = auth.0.require(Access::Approved)?;
        let client = crate::client::info(req, &self.state.trusted_proxies);
        Ok(Json(satapeta::verify(&self.state, member, body.0, lang_of(&lang), &client).await?))
    }

    /// Turn satapeta off
    ///
    /// Unlinks both profiles (the sibling is told), or withdraws a code still waiting.
    #[oai(path = "/Profile/DisableSatapetaSetting", method = "put", operation_id = "disableSatapetaSetting")]
    async fn disable_satapeta(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
    ) -> Result<Json<satapeta::SatapetaState>, SatapetaError> {
        let member = auth.0.require(Access::Approved)?;
        Ok(Json(satapeta::disable(&self.state, member, lang_of(&lang)).await?))
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
        let member = auth.0.require_right(Access::ChangesRequested, FamilyRight::Edit)?;
        let member = status::change(
            &self.state,
            Change::by_member(member.id, &[ProfileStatus::ChangesRequested], ProfileStatus::Submitted),
        )
        .await?;
        let lang = lang_of(&lang);
        Ok(Json(ResubmitAnswer { profile_status: member.profile_status, message: messages::text("resubmitted", lang) }))
    }
}

#[derive(Debug, poem_openapi::Object)]
#[oai(rename_all = "camelCase")]
pub struct ResubmitAnswer {
    pub profile_status: shared::ProfileStatus,
    pub message: String,
}
