//! `/api/Verification/...`: what a member proves about themselves (rule 44), starting with the mobile number by SMS.

use poem::Request;
use poem_openapi::{OpenApi, payload::Json};

use crate::accounts::model::MessageAnswer;
use crate::auth::guard::{Access, MemberAuth};
use crate::client;
use crate::lang::{LangHeader, lang_of};
use crate::problems;
use crate::routes::ApiTags;
use crate::state::AppState;
use crate::verification::{
    self,
    model::{PhoneCodeRequest, PhoneVerifyRequest, VerificationState},
    phone,
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
    async fn get(&self, auth: MemberAuth) -> Result<Json<VerificationState>, VerificationError> {
        let member = auth.0.require(Access::AnyMember)?;
        Ok(Json(verification::state_of(member)))
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
        body: Json<PhoneVerifyRequest>,
    ) -> Result<Json<VerificationState>, PhoneVerifyError> {
        let member = auth.0.require(Access::AnyMember)?;
        let client = client::info(req, &self.state.trusted_proxies);
        Ok(Json(phone::verify(&self.state, member, body.0, &client).await?))
    }
}
