//! The public calls of the site (document 001): the contact form (rule 34), the footer's subscription (35)
//! and the web popup (36). No sign-in; the contact form carries the captcha, and both forms are limited per client
//! address.

use crate::site::{model as dto, service};

use poem::Request;
use poem_openapi::{ApiResponse, OpenApi, param::Query, payload::Json};
use shared::types::Email;

use self::dto::*;
use crate::accounts::model::MessageAnswer;
use crate::client;
use crate::lang::LangHeader;
use crate::lang::lang_of;
use crate::messages;
use crate::problems;
use crate::routes::ApiTags;
use crate::state::AppState;

problems!(
    /// The contact form: a missing or invalid field or a failed captcha (400), a 4th file or one over 5 MiB (413), a
    /// file that is not a jpeg, png or pdf by its bytes (415), a picture that cannot be read (422), too many forms
    /// from this address (429).
    ContactError: 400, 413, 415, 422, 429, 500, 503
);
problems!(
    /// Subscribing: a missing or invalid e-mail (400), too many forms from this address (429).
    SubscribeError: 400, 429, 500, 503
);
problems!(
    /// Unsubscribing: a link whose address and token do not match (404).
    UnsubscribeError: 400, 404, 500, 503
);
problems!(
    /// Reading the popup fails only when the database does not answer.
    PopupError: 500, 503
);

problems!(
    /// The grievance officer comes from the settings: only an unexpected failure answers otherwise.
    GrievanceError: 500
);

#[derive(ApiResponse)]
pub enum PopupResponse {
    /// The popup to show once (until `version` changes).
    #[oai(status = 200)]
    Ok(Json<PopupSetting>),
    /// No popup is set.
    #[oai(status = 204)]
    None,
}

pub struct HomeApi {
    pub state: AppState,
}

fn answer(key: &str, lang: &LangHeader) -> Json<MessageAnswer> {
    Json(MessageAnswer { message: messages::text(key, lang_of(lang)) })
}

#[OpenApi(prefix_path = "/api", tag = "ApiTags::Home")]
impl HomeApi {
    /// Send the contact form
    ///
    /// Public, with the captcha. Stored for the moderators (`/admin/enquiries`) and mailed to the support address
    /// when one is configured. Topics: `GET /api/Home/Name`.
    #[oai(path = "/Home/Contact", method = "post", operation_id = "sendContactForm")]
    async fn contact(
        &self,
        req: &Request,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        form: ContactForm,
    ) -> Result<Json<MessageAnswer>, ContactError> {
        let ip = client::info(req, &self.state.trusted_proxies).ip;
        service::contact(&self.state, &ip, form, lang_of(&lang)).await?;
        Ok(answer("enquiry_sent", &lang))
    }

    /// Subscribe to the news
    ///
    /// From the footer. Stored once: a repeat answers the same, so the answer never tells whether an address was
    /// known. A new address receives one confirmation e-mail with a one-click unsubscribe link.
    #[oai(path = "/Home/Subscribe", method = "post", operation_id = "subscribe")]
    async fn subscribe(
        &self,
        req: &Request,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        /// The address to subscribe: valid, at most 256 characters.
        #[oai(name = "emailAddress")]
        email_address: Query<Option<Email>>,
    ) -> Result<Json<MessageAnswer>, SubscribeError> {
        let ip = client::info(req, &self.state.trusted_proxies).ip;
        let email = email_address.0.unwrap_or_default();
        service::subscribe(&self.state, &ip, email, lang_of(&lang)).await?;
        Ok(answer("subscribed", &lang))
    }

    /// Unsubscribe
    ///
    /// The address and token of the confirmation e-mail's link. Unsubscribing twice answers the same.
    #[oai(path = "/Home/Unsubscribe", method = "post", operation_id = "unsubscribe")]
    async fn unsubscribe(
        &self,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<UnsubscribeRequest>,
    ) -> Result<Json<MessageAnswer>, UnsubscribeError> {
        service::unsubscribe(&self.state, &body.email, &body.token).await?;
        Ok(answer("unsubscribed", &lang))
    }

    /// Stop the weekly digest
    ///
    /// The member id and token of a weekly digest e-mail's one-click link (rule 54): the digest is turned off on
    /// every channel (the notification settings show it and can turn it on again). A wrong token is a 404; turning
    /// it off twice answers the same.
    #[oai(path = "/Home/DigestOff", method = "post", operation_id = "turnDigestOff")]
    async fn digest_off(
        &self,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<DigestOffRequest>,
    ) -> Result<Json<MessageAnswer>, UnsubscribeError> {
        crate::notifications::digest::turn_off(&self.state, body.member_id, &body.token).await?;
        Ok(answer("digest_off", &lang))
    }

    /// Success stories
    ///
    /// The published stories of families who met on Sagpan (rule 48), newest first, six at most: the two first names,
    /// their words and the month. Public.
    #[oai(path = "/Home/SuccessStories", method = "get", operation_id = "getPublishedStories")]
    async fn stories(&self) -> Result<Json<Vec<crate::connections::model::PublicStory>>, GrievanceError> {
        Ok(Json(crate::connections::stories::published(&self.state).await?))
    }

    /// The grievance officer
    ///
    /// Who takes complaints about a profile, about the handling of personal data or about a moderator's decision,
    /// and how soon: acknowledged within `acknowledgeHours`, resolved within `resolveDays` (India's rules for
    /// matrimonial sites). Public; from the server's settings.
    #[oai(path = "/Home/Grievance", method = "get", operation_id = "getGrievanceOfficer")]
    async fn grievance(&self) -> Result<Json<GrievanceOfficer>, GrievanceError> {
        Ok(Json((*self.state.grievance).clone()))
    }

    /// The web popup
    ///
    /// The warning dialog to show at start, in the request's language, or 204 when none is set. The browser shows
    /// each `version` once.
    #[oai(path = "/PopupSetting/Web", method = "get", operation_id = "getWebPopup")]
    async fn popup(&self, #[oai(name = "Accept-Language")] lang: LangHeader) -> Result<PopupResponse, PopupError> {
        Ok(match service::current_popup(&self.state.db).await? {
            Some(row) => PopupResponse::Ok(Json(service::popup_in(&row, lang_of(&lang)))),
            None => PopupResponse::None,
        })
    }
}
