//! The shapes of the public calls of the site: the contact form, the footer's subscription and the web popup.

use poem_openapi::{Multipart, Object};
use shared::types::{ButtonText, CountryCode, Email, HttpsUrl, MessageText, PersonName, Phone, PopupBody, Topic};

use crate::{instant::Instant, required::Required, support::model::AttachmentInfo, text::Text};

/// The contact form (document 001; rule 34): a topic of `GET /api/Home/Name`, the visitor's full name (1 to
/// 30 characters), e-mail, mobile (country code and 6 to 15 digits), message (1 to 4000 characters), up to 3 files
/// (jpeg, png or pdf, at most 5 MiB each) and the captcha.
#[derive(Debug, Multipart)]
#[oai(rename_all = "camelCase", deny_unknown_fields)]
pub struct ContactForm {
    pub topic_id: Required<i32>,
    pub full_name: Required<PersonName>,
    pub email: Required<Email>,
    /// `+91` when absent.
    pub country_code: Option<CountryCode>,
    pub mobile: Required<Phone>,
    pub message: Required<MessageText>,
    /// Up to 3 files: jpeg, png or pdf, at most 5 MiB each, checked by their bytes.
    pub attachments: crate::support::attachments::Files,
    /// The ALTCHA payload (base64); required unless the server runs with the captcha off.
    pub captcha_response: Option<String>,
}

/// The contact form's fields, validated together.
#[derive(Debug, garde::Validate)]
pub struct ContactFields {
    /// Checked against the topics separately.
    #[garde(skip)]
    pub topic_id: Option<i32>,
    #[garde(dive)]
    pub full_name: PersonName,
    #[garde(dive)]
    pub email: Email,
    #[garde(dive)]
    pub country_code: CountryCode,
    #[garde(dive, custom(shared::rules::phone_fits_code(&self.country_code)))]
    pub mobile: Phone,
    #[garde(dive)]
    pub message: MessageText,
}

/// `GET /api/Home/Grievance`: who takes complaints, and how soon they answer (rule 44).
#[derive(Debug, Clone, Default, Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct GrievanceOfficer {
    /// The officer's name; absent when the settings name none.
    pub name: Option<String>,
    /// Where complaints go: the officer's address, else the support address.
    pub email: Option<String>,
    pub phone: Option<String>,
    /// Every complaint is acknowledged within this many hours.
    pub acknowledge_hours: u32,
    /// And resolved within this many days.
    pub resolve_days: u32,
}

/// An address unsubscribing through the link of its confirmation e-mail.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct UnsubscribeRequest {
    pub email: Text,
    pub token: Text,
}

/// The one-click link of a weekly digest e-mail (rule 54): the member it was sent to and its token.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct DigestOffRequest {
    pub member_id: i32,
    pub token: Text,
}

/// The web popup in the request's language (document 001: title, body, buttonText, buttonAction). `version`
/// changes whenever moderators change the popup: the browser shows a version once.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct PopupSetting {
    pub title: String,
    pub body: String,
    pub button_text: String,
    /// An `https` link, opened in a new tab.
    pub button_action: String,
    pub version: String,
}

/// The web popup as moderators write it, in both languages.
#[derive(Debug, Clone, Object, garde::Validate)]
#[oai(rename_all = "camelCase")]
pub struct PopupEdit {
    #[garde(dive)]
    pub title_gu: Topic,
    #[garde(dive)]
    pub title_en: Topic,
    #[garde(dive)]
    pub body_gu: PopupBody,
    #[garde(dive)]
    pub body_en: PopupBody,
    #[garde(dive)]
    pub button_text_gu: ButtonText,
    #[garde(dive)]
    pub button_text_en: ButtonText,
    #[garde(dive)]
    pub button_action: HttpsUrl,
}

/// The popup being shown, for moderators: both languages, when and by whom it was set.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct PopupState {
    pub popup: Option<PopupEdit>,
    pub updated_on: Option<Instant>,
    /// A confirmation to show after a change, in the request's language.
    pub message: Option<String>,
}

/// A contact-form enquiry, for moderators.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct Enquiry {
    pub enquiry_id: i32,
    pub topic_id: i32,
    /// The topic's name in the request's language.
    pub topic: String,
    pub full_name: String,
    pub email: String,
    pub country_code: String,
    pub mobile: String,
    pub message: String,
    /// The language the visitor wrote in: answer in it.
    pub language: String,
    pub created_on: Instant,
    pub handled_on: Option<Instant>,
    pub attachments: Vec<AttachmentInfo>,
}
