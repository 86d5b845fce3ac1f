//! `/api/Verification/...`: what a member proves about themselves (rule 44), starting with the mobile number by SMS.

use poem::Request;
use poem_openapi::{OpenApi, payload::Json};

use crate::accounts::model::MessageAnswer;
use crate::auth::guard::{Access, MemberAuth};
use crate::client;
use crate::lang::{LangHeader, lang_of};
use crate::photos::own::single_file_of;
use crate::problems;
use crate::routes::ApiTags;
use crate::state::AppState;
use crate::verification::{
    self,
    checks::{self, Sent},
    model::{
        DocumentForm, PhoneCodeRequest, PhoneVerifyRequest, SelfieForm, SelfiePoseAnswer, VerificationState,
        VouchAnswer,
    },
    phone, volunteers,
};

problems!(
    /// The member's own verification state.
    VerificationError: 401, 403, 500, 503
);
problems!(
    /// A code by SMS: invalid fields (400), a wrong password or a number already verified (422), a number another
    /// member verified (409), too many codes (429).
    PhoneCodeError: 400, 401, 403, 409, 422, 429, 500, 503
);
problems!(
    /// Verifying the number: invalid fields (400), a wrong, used, burnt or expired code (422), a number another member
    /// verified meanwhile (409), too many wrong codes (429).
    PhoneVerifyError: 400, 401, 403, 409, 422, 429, 500, 503
);

problems!(
    /// A pose for the verification photo: approved members only (403).
    PoseError: 401, 403, 500, 503
);
problems!(
    /// Sending an image to check: no file or two, or no document type (400), too large (413), not a JPEG or PNG by
    /// its bytes (415), unreadable or too many pixels, the badge already earned, one of the kind waiting, or (a photo)
    /// no pose asked in the last 30 minutes (422), too much processing at once (503).
    CheckUploadError: 400, 401, 403, 413, 415, 422, 500, 503
);

problems!(
    /// Answering a volunteer's word: approved members only (403), not the member's (404), answered or withdrawn
    /// already (422).
    VouchAnswerError: 400, 401, 403, 404, 422, 500, 503
);

pub struct VerificationApi {
    pub state: AppState,
}

#[OpenApi(prefix_path = "/api", tag = "ApiTags::Verification")]
impl VerificationApi {
    /// The member's verification
    ///
    /// The badges the member has earned, the ones they can still earn (`next`, in the order the app offers them),
    /// and their mobile number with when it was verified. Every member, whatever their profile status.
    #[oai(path = "/Verification", method = "get", operation_id = "getVerification")]
    async fn get(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
    ) -> Result<Json<VerificationState>, VerificationError> {
        let member = auth.0.require(Access::AnyMember)?;
        Ok(Json(verification::state_of(&self.state, member, lang_of(&lang)).await?))
    }

    /// Send an identity document to check
    ///
    /// One image (multipart: `documentType`, `image`: a JPEG or PNG, checked by its bytes, at most 10 MiB and 40
    /// megapixels). A moderator compares it with the profile's name, birth date and photos, and approves (badge `id`)
    /// or refuses with a reason; the member is told. The image is written again without its metadata, shown only to
    /// moderators, and deleted when decided, or after 14 days undecided; only the type, the outcome, who decided and
    /// when are kept. Approved members only; one document waits at a time (422 `check_pending`), and none once the
    /// badge is earned (422 `already_verified`). Answers the member's verification state.
    #[oai(path = "/Verification/Document", method = "put", operation_id = "sendIdDocument")]
    async fn document(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        form: DocumentForm,
    ) -> Result<Json<VerificationState>, CheckUploadError> {
        let member = auth.0.require(Access::Approved)?;
        let bytes = single_file_of(form.image, "image").await?;
        checks::submit(&self.state, member, Sent::Document(form.document_type), bytes).await?;
        Ok(Json(verification::state_of(&self.state, member, lang_of(&lang)).await?))
    }

    /// The pose for a verification photo
    ///
    /// One pose at random (`hand_on_cheek`, `thumbs_up`, ...), good for 30 minutes: asking again within that time
    /// gives the same one; after it, or once a photo was sent in it, a new one (never the last one again). Approved
    /// members only.
    #[oai(path = "/Verification/Selfie", method = "get", operation_id = "getSelfiePose")]
    async fn pose(&self, auth: MemberAuth) -> Result<Json<SelfiePoseAnswer>, PoseError> {
        let member = auth.0.require(Access::Approved)?;
        Ok(Json(checks::pose(&self.state, member).await?))
    }

    /// Send a verification photo
    ///
    /// A photo of the member in the pose given by `GET /api/Verification/Selfie` within the last 30 minutes
    /// (multipart: `image`, a JPEG or PNG, at most 10 MiB and 40 megapixels); otherwise 422 `pose_expired`. A
    /// moderator compares it with the profile photos and approves (badge `photo`) or refuses with a reason; it is
    /// deleted when decided, or after 14 days undecided. A photo added to the profile later takes the badge away.
    /// Approved members only; one waits at a time. Answers the member's verification state.
    #[oai(path = "/Verification/Selfie", method = "put", operation_id = "sendSelfie")]
    async fn selfie(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        form: SelfieForm,
    ) -> Result<Json<VerificationState>, CheckUploadError> {
        let member = auth.0.require(Access::Approved)?;
        let bytes = single_file_of(form.image, "image").await?;
        checks::submit(&self.state, member, Sent::Selfie, bytes).await?;
        Ok(Json(verification::state_of(&self.state, member, lang_of(&lang)).await?))
    }

    /// Send a code by SMS to a mobile number
    ///
    /// To the member's own number, or to a new one, which then needs `password`. The number changes only when the
    /// code comes back through `Verification/Phone/Verify`. A number already verified, the member's own (422
    /// `phone_already_verified`) or another member's (409 `phone_taken`), gets no code. Codes as for e-mail: 6
    /// digits, valid 10 minutes, at most one every 60 seconds and 5 an hour for a number.
    #[oai(path = "/Verification/Phone/SendCode", method = "post", operation_id = "sendPhoneCode")]
    async fn send_code(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<PhoneCodeRequest>,
    ) -> Result<Json<MessageAnswer>, PhoneCodeError> {
        let member = auth.0.require(Access::AnyMember)?;
        Ok(Json(phone::send_code(&self.state, member, body.0, lang_of(&lang)).await?))
    }

    /// Verify a mobile number
    ///
    /// With the code sent to it: the number becomes the member's, verified (badge `phone`; it now signs in and no
    /// other member can verify it). Answers the new verification state. A wrong or expired code is a 422 (the fifth
    /// wrong one burns it) and changes nothing.
    #[oai(path = "/Verification/Phone/Verify", method = "post", operation_id = "verifyPhone")]
    async fn verify(
        &self,
        req: &Request,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<PhoneVerifyRequest>,
    ) -> Result<Json<VerificationState>, PhoneVerifyError> {
        let member = auth.0.require(Access::AnyMember)?;
        let client = client::info(req, &self.state.trusted_proxies);
        Ok(Json(phone::verify(&self.state, member, body.0, &client, lang_of(&lang)).await?))
    }

    /// Accept a samaj volunteer's word
    ///
    /// The word shows as the `samaj` badge with its village (or gol) on the member's cards, detail and bio-data,
    /// unless the member has the badge already. Approved members only; 422 `vouch_not_offered` once answered or
    /// withdrawn. Answers the member's verification state.
    #[oai(path = "/Verification/Vouch/Accept", method = "post", operation_id = "acceptVouch")]
    async fn accept_vouch(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<VouchAnswer>,
    ) -> Result<Json<VerificationState>, VouchAnswerError> {
        let member = auth.0.require(Access::Approved)?;
        let member = volunteers::answer(&self.state, member, body.vouch_id, true).await?;
        Ok(Json(verification::state_of(&self.state, &member, lang_of(&lang)).await?))
    }

    /// Decline a samaj volunteer's word
    ///
    /// Nothing shows; the volunteer sees it declined. Approved members only; 422 `vouch_not_offered` once answered
    /// or withdrawn. Answers the member's verification state.
    #[oai(path = "/Verification/Vouch/Decline", method = "post", operation_id = "declineVouch")]
    async fn decline_vouch(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<VouchAnswer>,
    ) -> Result<Json<VerificationState>, VouchAnswerError> {
        let member = auth.0.require(Access::Approved)?;
        let member = volunteers::answer(&self.state, member, body.vouch_id, false).await?;
        Ok(Json(verification::state_of(&self.state, &member, lang_of(&lang)).await?))
    }
}
