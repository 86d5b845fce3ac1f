//! Server-side texts in Gujarati and English: problem titles and details, the shared rules' message codes, the texts
//! of successful answers and times as India reads them. The words come from the catalogs (`shared::catalog`); the web
//! app has its own Lingui catalogs for the same codes.

use shared::catalog;

use crate::{
    error::{ErrorCode, Reason},
    lang::Lang,
};

pub fn title(code: ErrorCode, lang: Lang) -> &'static str {
    let (gu, en) = match code {
        ErrorCode::ValidationFailed => ("કૃપા કરીને દર્શાવેલી વિગતો સુધારો.", "Please correct the details shown."),
        ErrorCode::BadRequest => ("વિનંતી સમજી શકાઈ નહીં.", "The request could not be read."),
        ErrorCode::Unauthorized => ("કૃપા કરીને ફરીથી લૉગિન કરો.", "Please sign in again."),
        ErrorCode::Forbidden => ("આ કરવાની આપને પરવાનગી નથી.", "You are not allowed to do this."),
        ErrorCode::NotFound => ("માહિતી મળી નહીં.", "Not found."),
        ErrorCode::MethodNotAllowed => ("અહીં આ ક્રિયા શક્ય નથી.", "This action is not supported here."),
        ErrorCode::Conflict => ("આ માહિતી પહેલેથી નોંધાયેલી છે.", "This conflicts with existing details."),
        ErrorCode::RequestTimeout => ("વિનંતી પૂરી પહોંચી નહીં.", "The request did not arrive in full."),
        ErrorCode::PayloadTooLarge => ("મોકલેલી માહિતી ખૂબ મોટી છે.", "What was sent is too large."),
        ErrorCode::UnsupportedMediaType => ("આ પ્રકારની ફાઇલ સ્વીકાર્ય નથી.", "This type of file is not accepted."),
        ErrorCode::RuleViolated => ("આ અત્યારે થઈ શકે તેમ નથી.", "This cannot be done right now."),
        ErrorCode::TooManyRequests => ("ઘણા બધા પ્રયાસો થયા છે.", "Too many attempts."),
        ErrorCode::ServiceUnavailable => ("સેવા થોડા સમય માટે ઉપલબ્ધ નથી.", "The service is briefly unavailable."),
        ErrorCode::Internal => ("કંઈક ખોટું થયું.", "Something went wrong."),
    };
    lang.pick(gu, en)
}

/// The `detail` of a problem: the text of its reason.
pub fn detail(reason: Reason, lang: Lang) -> &'static str {
    let (gu, en) = match reason {
        Reason::ValidationFailed => (
            "અમુક વિગતો નિયમ મુજબ નથી. દરેક ખાના નીચેનો સંદેશ જુઓ.",
            "Some details do not meet the rules. See the message for each field.",
        ),
        Reason::BadRequest => ("મોકલેલી વિનંતીનું સ્વરૂપ ખોટું છે.", "The request is not in the expected form."),
        Reason::Unauthorized => ("આપનું સત્ર પૂરું થયું છે અથવા માન્ય નથી.", "Your session has ended or is not valid."),
        Reason::Forbidden => {
            ("આપના ખાતાની હાલની સ્થિતિમાં આ ઉપલબ્ધ નથી.", "This is not available to your account in its current state.")
        }
        Reason::NotFound => ("આપે માંગેલી માહિતી મળી નહીં.", "What you asked for was not found."),
        Reason::MethodNotAllowed => {
            ("આ સરનામે આ પ્રકારની વિનંતી સ્વીકારાતી નથી.", "This address does not accept this kind of request.")
        }
        Reason::Conflict => ("આ માહિતી બીજી નોંધ સાથે ટકરાય છે.", "This conflicts with details already recorded."),
        Reason::RequestTimeout => (
            "મોકલાતી માહિતી અટકી ગઈ. ઇન્ટરનેટ જોડાણ તપાસીને ફરી પ્રયાસ કરો.",
            "What was being sent stopped arriving. Check the internet connection and try again.",
        ),
        Reason::PayloadTooLarge => ("મોકલેલી માહિતી માન્ય મર્યાદા કરતાં મોટી છે.", "What was sent is larger than allowed."),
        Reason::UnsupportedMediaType => {
            ("આ પ્રકારની માહિતી કે ફાઇલ અહીં સ્વીકારાતી નથી.", "This type of content or file is not accepted here.")
        }
        Reason::RuleViolated => (
            "નિયમ મુજબ આ વિનંતી સ્વીકારી શકાય તેમ નથી. કંઈ બદલાયું નથી.",
            "A rule does not allow this request. Nothing was changed.",
        ),
        Reason::TooManyRequests => ("થોડી વાર રાહ જોઈને ફરી પ્રયાસ કરો.", "Please wait a little and try again."),
        Reason::ServiceUnavailable => ("થોડી વાર પછી ફરી પ્રયાસ કરો.", "Please try again in a little while."),
        Reason::AllowanceMemberDetails => (
            "આજે આપે ઘણી પ્રોફાઇલ ખોલી છે. નવી પ્રોફાઇલ {time} પછી ખોલી શકાશે. આપની પોતાની પ્રોફાઇલ અને ઇનબૉક્સ ચાલુ છે.",
            "You have opened many profiles today. You can open new ones after {time}. Your own profile and inbox stay open.",
        ),
        Reason::AllowanceCards => (
            "આજે આપે યાદીઓ અને શોધમાં ઘણી પ્રોફાઇલ જોઈ છે. વધુ {time} પછી જોઈ શકાશે. આપની પોતાની પ્રોફાઇલ અને ઇનબૉક્સ ચાલુ છે.",
            "You have looked through many profiles in lists and searches today. You can see more after {time}. Your own profile and inbox stay open.",
        ),
        Reason::AllowanceBioData => (
            "આજે આપે ઘણા બાયોડેટા ડાઉનલોડ કર્યા છે. વધુ બાયોડેટા {time} પછી ડાઉનલોડ કરી શકાશે.",
            "You have downloaded many bio-data today. You can download more after {time}.",
        ),
        Reason::DatabaseDown => ("ડેટાબેઝ અત્યારે જવાબ આપતો નથી.", "The database is not answering right now."),
        Reason::CountryNotFound => ("આ દેશ અમારી યાદીમાં નથી.", "This country is not in our list."),
        Reason::StateNotFound => ("આ રાજ્ય અમારી યાદીમાં નથી.", "This state is not in our list."),
        Reason::DistrictNotFound => ("આ જિલ્લો અમારી યાદીમાં નથી.", "This district is not in our list."),
        Reason::TalukaNotFound => ("આ તાલુકો અમારી યાદીમાં નથી.", "This taluka is not in our list."),
        Reason::AccountExists => (
            "આ ઈ-મેલ અથવા મોબાઇલ નંબરથી ખાતું પહેલેથી છે. લૉગિન કરો અથવા પાસવર્ડ ભૂલી ગયા હો તો બદલો.",
            "An account with this e-mail or mobile number already exists. Sign in, or reset your password if you have forgotten it.",
        ),
        Reason::WrongCredentials => {
            ("ઈ-મેલ/મોબાઇલ નંબર અથવા પાસવર્ડ ખોટો છે.", "The e-mail/mobile number or the password is not correct.")
        }
        Reason::WrongCode => (
            "કોડ ખોટો છે અથવા તેની મુદત પૂરી થઈ છે. નવો કોડ મંગાવો.",
            "The code is wrong or has expired. Ask for a new code.",
        ),
        Reason::CodeRateLimited => ("નવો કોડ થોડી વાર પછી મંગાવી શકાશે.", "You can ask for a new code a little later."),
        Reason::EmailAlreadyConfirmed => ("આ ઈ-મેલ પહેલેથી ચકાસાયેલું છે.", "This e-mail is already confirmed."),
        Reason::SessionEnded => ("આપનું સત્ર પૂરું થયું છે. ફરીથી લૉગિન કરો.", "Your session has ended. Please sign in again."),
        Reason::TokenExpired => ("આપનું સત્ર પૂરું થયું છે.", "Your session has expired."),
        Reason::PreviousStepMissing => ("પહેલાંનું પગલું હજુ સાચવ્યું નથી.", "The step before this one has not been saved yet."),
        Reason::NotYourProfile => ("આ આપની પ્રોફાઇલ નથી.", "This is not your profile."),
        Reason::PhotoTooLarge => {
            ("ફોટો 10 MB થી મોટો છે. નાનો ફોટો પસંદ કરો.", "The photo is larger than 10 MB. Choose a smaller photo.")
        }
        Reason::PhotoWrongType => ("ફક્ત JPEG અથવા PNG ફોટો સ્વીકાર્ય છે.", "Only JPEG or PNG photos are accepted."),
        Reason::TooManyAttachments => (
            "એક સંદેશ સાથે વધુમાં વધુ 3 ફાઇલ જોડી શકાય. કંઈ સાચવ્યું નથી.",
            "At most 3 files can be attached to one message. Nothing was saved.",
        ),
        Reason::AttachmentTooLarge => (
            "દરેક જોડેલી ફાઇલ 5 MB સુધીની હોવી જોઈએ. કંઈ સાચવ્યું નથી.",
            "Each attached file can be at most 5 MB. Nothing was saved.",
        ),
        Reason::AttachmentWrongType => (
            "ફક્ત JPEG કે PNG ફોટો અથવા PDF ફાઇલ જોડી શકાય. કંઈ સાચવ્યું નથી.",
            "Only JPEG or PNG pictures or PDF files can be attached. Nothing was saved.",
        ),
        Reason::AttachmentUnreadable => (
            "જોડેલી ફાઇલ વાંચી શકાઈ નહીં; તે અધૂરી કે બગડેલી લાગે છે, અથવા પાસવર્ડથી બંધ છે.",
            "An attached file could not be read; it seems incomplete or damaged, or it is locked with a password.",
        ),
        Reason::PhotoBusy => (
            "અત્યારે ઘણા ફોટા એકસાથે તૈયાર થઈ રહ્યા છે. થોડી વાર પછી ફરી અપલોડ કરો.",
            "Many photos are being prepared right now. Please upload again in a little while.",
        ),
        Reason::PhotoUnreadable => (
            "આ ફોટો વાંચી શકાયો નહીં; ફાઇલ અધૂરી કે બગડેલી લાગે છે.",
            "This photo could not be read; the file seems incomplete or damaged.",
        ),
        Reason::PhotoTooManyPixels => {
            ("ફોટોનું કદ (પિક્સેલ) ખૂબ મોટું છે. નાનો ફોટો પસંદ કરો.", "The photo has too many pixels. Choose a smaller photo.")
        }
        Reason::NotAwaitingDecision => (
            "આ પ્રોફાઇલ આ નિર્ણયની રાહ જોતી નથી; કદાચ બીજા મધ્યસ્થીએ હમણાં જ નિર્ણય લીધો છે. કંઈ બદલાયું નથી.",
            "This profile is not awaiting this decision; another moderator may have just decided it. Nothing was changed.",
        ),
        Reason::StatusForbids => {
            ("આપની પ્રોફાઇલ મંજૂર થયા પછી જ આ ઉપલબ્ધ થશે.", "This becomes available once your profile is approved.")
        }
        Reason::UseEditRequest => (
            "નામ, જન્મ તારીખ અને લિંગ સીધાં બદલી શકાતાં નથી; ફેરફાર માટે વિનંતી મોકલો. કંઈ બદલાયું નથી.",
            "The name, date of birth and gender cannot be changed directly; send an edit request. Nothing was changed.",
        ),
        Reason::EditRequestPending => (
            "આ વિગત માટે આપની એક વિનંતી હજુ નિર્ણયની રાહ જુએ છે.",
            "A request of yours for this detail is still awaiting a decision.",
        ),
        Reason::UnchangedValue => ("નવી કિંમત હાલની કિંમત જેવી જ છે.", "The new value is the same as the current one."),
        Reason::NotAwaitingReview => (
            "આ વિનંતી કે ફોટો હવે નિર્ણયની રાહ જોતાં નથી; કદાચ બીજા મધ્યસ્થીએ હમણાં જ નિર્ણય લીધો છે. કંઈ બદલાયું નથી.",
            "This request or photo is no longer awaiting a decision; another moderator may have just decided it. Nothing was changed.",
        ),
        Reason::PhotoLimit => (
            "આપ વધુમાં વધુ 6 ફોટા રાખી શકો. નવો ફોટો ઉમેરવા પહેલાં કોઈ ફોટો કાઢી નાખો.",
            "You can keep at most 6 photos. Delete one before adding another.",
        ),
        Reason::PhotoPending => (
            "આ ફોટો હજુ મંજૂરીની રાહ જુએ છે; મંજૂર થયા પછી તેને મુખ્ય ફોટો બનાવી શકાશે.",
            "This photo is still awaiting approval; it can become the main photo once approved.",
        ),
        Reason::LastPhoto => (
            "આ આપનો એકમાત્ર મંજૂર ફોટો છે; બીજો ફોટો મંજૂર થાય પછી તેને કાઢી શકાશે.",
            "This is your only approved photo; it can be deleted once another photo is approved.",
        ),
        Reason::ConnectLimitReached => (
            "આપ 24 કલાકમાં વધુમાં વધુ 5 જોડાણ વિનંતી મોકલી શકો. હવે પછીની વિનંતી {time} પછી મોકલી શકાશે.",
            "You can send at most 5 connection requests in 24 hours. You can send the next one after {time}.",
        ),
        Reason::RequestAlreadySent => (
            "આ સભ્યને આપની વિનંતી પહેલેથી મોકલેલી છે; તેમના જવાબની રાહ જુઓ.",
            "You have already sent this member a request; wait for their answer.",
        ),
        Reason::RequestAlreadyReceived => (
            "આ સભ્યએ આપને પહેલેથી વિનંતી મોકલી છે. ઇનબૉક્સમાં જઈ તેનો સ્વીકાર કરો.",
            "This member has already sent you a request. Accept it from your inbox.",
        ),
        Reason::AlreadyConnected => ("આપ આ સભ્ય સાથે પહેલેથી જોડાયેલા છો.", "You are already connected with this member."),
        Reason::RequestNotPending => (
            "આ વિનંતી હવે બાકી નથી; કદાચ તે હમણાં જ રદ થઈ કે તેનો જવાબ અપાયો. કંઈ બદલાયું નથી.",
            "This request is no longer pending; it may have just been cancelled or answered. Nothing was changed.",
        ),
        Reason::BlockLimitReached => (
            "આપ એક સમયે વધુમાં વધુ 20 સભ્યોને બ્લૉક કરી શકો. નવા સભ્યને બ્લૉક કરવા પહેલાં કોઈને અનબ્લૉક કરો.",
            "You can block at most 20 members at a time. Unblock someone before blocking another member.",
        ),
        Reason::AlreadyReported => (
            "આપે આ સભ્યની ફરિયાદ છેલ્લા 30 દિવસમાં કરી છે; મધ્યસ્થી તે જોશે.",
            "You have reported this member in the last 30 days; the moderators will look at it.",
        ),
        Reason::WrongPassword => {
            ("હાલનો પાસવર્ડ ખોટો છે. કંઈ બદલાયું નથી.", "The current password is not correct. Nothing was changed.")
        }
        Reason::SameEmail => ("આ આપનું હાલનું ઈ-મેલ જ છે.", "This is already your e-mail address."),
        Reason::SamePhone => ("આ આપનો હાલનો મોબાઇલ નંબર જ છે.", "This is already your mobile number."),
        Reason::NotDeactivatable => (
            "આપના ખાતાની હાલની સ્થિતિમાં તેને નિષ્ક્રિય કરી શકાય તેમ નથી.",
            "Your account cannot be deactivated in its current state.",
        ),
        Reason::NotDeactivated => ("આપનું ખાતું નિષ્ક્રિય નથી.", "Your account is not deactivated."),
        Reason::SatapetaNoMatch => (
            "આ પ્રોફાઇલ આઈડી અને જન્મ તારીખ સાથે કોઈ સભ્ય મળ્યા નથી. બંને ફરી તપાસો; આપના ભાઈ કે બહેનની પ્રોફાઇલ મંજૂર થયેલી હોવી જોઈએ.",
            "No member was found with this profile id and birth date. Check both again; your brother's or sister's profile must be approved.",
        ),
        Reason::SatapetaOwnProfile => (
            "આ આપની પોતાની પ્રોફાઇલ આઈડી છે; આપના ભાઈ કે બહેનની આઈડી દાખલ કરો.",
            "This is your own profile id; enter your brother's or sister's.",
        ),
        Reason::SatapetaAlreadyLinked => (
            "આપનું સાટાપેટા પહેલેથી જોડાયેલું છે. નવું જોડાણ કરવા પહેલાં હાલનું બંધ કરો.",
            "Your satapeta is already linked. Turn the current link off before making a new one.",
        ),
        Reason::SatapetaSiblingLinked => (
            "આ સભ્યનું સાટાપેટા બીજી પ્રોફાઇલ સાથે જોડાયેલું છે.",
            "This member's satapeta is already linked with another profile.",
        ),
        Reason::SatapetaNotLinked => ("આપનું સાટાપેટા જોડાયેલું નથી.", "Your satapeta is not linked."),
        Reason::SatapetaNoCode => (
            "કોઈ ચાલુ કોડ નથી. પહેલાં ભાઈ કે બહેનની વિગતો મોકલી નવો કોડ મંગાવો.",
            "There is no live code. Send your brother's or sister's details first to get a new one.",
        ),
        Reason::TicketClosedAlready => (
            "આ ટિકિટ પહેલેથી બંધ છે; કદાચ બીજા મધ્યસ્થીએ હમણાં જ બંધ કરી છે.",
            "This ticket is already closed; another moderator may have just closed it.",
        ),
        Reason::EnquiryHandledAlready => (
            "આ સંદેશ પહેલેથી ઉકેલાયેલો છે; કદાચ બીજા મધ્યસ્થીએ હમણાં જ નોંધ્યો છે.",
            "This enquiry is already handled; another moderator may have just marked it.",
        ),
        Reason::NoOpenReports => (
            "આ સભ્ય વિશે કોઈ ફરિયાદ બાકી નથી; કદાચ બીજા મધ્યસ્થીએ હમણાં જ નિર્ણય લીધો છે. કંઈ બદલાયું નથી.",
            "There is no open report about this member; another moderator may have just handled it. Nothing was changed.",
        ),
        Reason::Internal => (
            "કંઈક ખોટું થયું. ફરી પ્રયાસ કરો; તકલીફ ચાલુ રહે તો એડમિનિસ્ટ્રેટરનો સંપર્ક કરો.",
            "Something went wrong, Please retry and still persist error contact administrator.",
        ),
    };
    lang.pick(gu, en)
}

/// Translates a shared-rule message code such as `too_long|30`: its parameters after `|` are the message's arguments,
/// in the order the code's names give them.
pub fn rule(code: &str, lang: Lang) -> String {
    let mut parts = code.split('|');
    let key = parts.next().unwrap_or_default();
    let values = [parts.next().unwrap_or_default(), parts.next().unwrap_or_default()];
    let (id, names): (&str, &[&str]) = match key {
        "required" => ("problems-field-required", &[]),
        "too_short" => ("problems-field-too-short", &["min"]),
        "too_long" => ("problems-field-too-long", &["max"]),
        "invalid_name" => ("problems-field-invalid-name", &[]),
        "invalid_email" => ("problems-field-invalid-email", &[]),
        "invalid_phone" => ("problems-field-invalid-phone", &[]),
        "phone_too_short" => ("problems-field-phone-too-short", &["min"]),
        "phone_too_long" => ("problems-field-phone-too-long", &["max"]),
        "invalid_country_code" => ("problems-field-invalid-country-code", &[]),
        "invalid_otp" => ("problems-field-invalid-otp", &[]),
        "password_too_common" => ("problems-field-password-too-common", &[]),
        "passwords_mismatch" => ("problems-field-passwords-mismatch", &[]),
        // Document 001's wording.
        "under_age" => ("problems-field-under-age", &["min"]),
        "too_old" => ("problems-field-too-old", &["max"]),
        "invalid_date" => ("problems-field-invalid-date", &[]),
        "out_of_range" => ("problems-field-out-of-range", &["min", "max"]),
        "invalid_profile_id" => ("problems-field-invalid-profile-id", &[]),
        "invalid_choice" => ("problems-field-invalid-choice", &[]),
        "terms_required" => ("problems-field-terms-required", &[]),
        "email_taken" => ("problems-field-email-taken", &[]),
        "phone_taken" => ("problems-field-phone-taken", &[]),
        "captcha_failed" => ("problems-field-captcha-failed", &[]),
        "wrong_password" => ("problems-field-wrong-password", &[]),
        "single_file" => ("problems-field-single-file", &[]),
        "not_a_number" => ("problems-field-not-a-number", &[]),
        "invalid_url" => ("problems-field-invalid-url", &[]),
        "direction_controls" => ("problems-field-direction-controls", &[]),
        "letter_too_long" => ("problems-field-letter-too-long", &["max"]),
        "range_order" => ("problems-field-range-order", &[]),
        "too_many" => ("problems-field-too-many", &["max"]),
        "duplicate" => ("problems-field-duplicate", &[]),
        "use_edit_request" => ("problems-field-use-edit-request", &[]),
        _ => ("problems-field-other", &[]),
    };
    let args: Vec<(&str, &dyn std::fmt::Display)> =
        names.iter().zip(&values).map(|(name, value)| (*name, value as &dyn std::fmt::Display)).collect();
    catalog::text(lang, id, &args)
}

/// Texts for successful answers (toasts).
pub fn text(key: &str, lang: Lang) -> String {
    let id = match key {
        "code_sent" => "answers-code-sent",
        "confirm_email_first" => "answers-confirm-email-first",
        "password_changed" => "answers-password-changed",
        "signed_out" => "answers-signed-out",
        "decision_saved" => "answers-decision-saved",
        "resubmitted" => "answers-resubmitted",
        "step_saved" => "answers-step-saved",
        "profile_saved" => "answers-profile-saved",
        "edit_request_sent" => "answers-edit-request-sent",
        "photo_added" => "answers-photo-added",
        "photo_added_pending" => "answers-photo-added-pending",
        "photo_deleted" => "answers-photo-deleted",
        "photo_default_set" => "answers-photo-default-set",
        "photo_visibility_saved" => "answers-photo-visibility-saved",
        "preferences_saved" => "answers-preferences-saved",
        "settings_saved" => "answers-settings-saved",
        "profile_submitted" => "answers-profile-submitted",
        "request_sent" => "answers-request-sent",
        "request_cancelled" => "answers-request-cancelled",
        "request_accepted" => "answers-request-accepted",
        "request_declined" => "answers-request-declined",
        "member_blocked" => "answers-member-blocked",
        "member_unblocked" => "answers-member-unblocked",
        "shortlist_added" => "answers-shortlist-added",
        "shortlist_removed" => "answers-shortlist-removed",
        "member_reported" => "answers-member-reported",
        "phone_changed" => "answers-phone-changed",
        "email_code_sent" => "answers-email-code-sent",
        "email_changed" => "answers-email-changed",
        "password_updated" => "answers-password-updated",
        "account_deactivated" => "answers-account-deactivated",
        "account_reactivated" => "answers-account-reactivated",
        "account_deleted" => "answers-account-deleted",
        "satapeta_code_sent" => "answers-satapeta-code-sent",
        "satapeta_linked" => "answers-satapeta-linked",
        "satapeta_disabled" => "answers-satapeta-disabled",
        "ticket_created" => "answers-ticket-created",
        "ticket_replied" => "answers-ticket-replied",
        "ticket_reopened" => "answers-ticket-reopened",
        "ticket_answered" => "answers-ticket-answered",
        "ticket_closed" => "answers-ticket-closed",
        "enquiry_sent" => "answers-enquiry-sent",
        "enquiry_handled" => "answers-enquiry-handled",
        // Document 001's English wording.
        "subscribed" => "answers-subscribed",
        "unsubscribed" => "answers-unsubscribed",
        "popup_saved" => "answers-popup-saved",
        "popup_cleared" => "answers-popup-cleared",
        _ => "answers-done",
    };
    catalog::text(lang, id, &[])
}

/// An instant as India's clock shows it (members read times in IST; rule 25), e.g. `23 નવેમ્બર, 14:05` or
/// `23 November, 14:05`, with the zone named.
pub fn india_time(at: chrono::DateTime<chrono::Utc>, lang: Lang) -> String {
    india(at, lang, false)
}

/// As [`india_time`], with the year (`23 November 2026, 14:05 (India time)`): for what is printed and kept.
pub fn india_date_time(at: chrono::DateTime<chrono::Utc>, lang: Lang) -> String {
    india(at, lang, true)
}

fn india(at: chrono::DateTime<chrono::Utc>, lang: Lang, with_year: bool) -> String {
    use chrono::{Datelike, Timelike};
    const MONTHS: [&str; 12] = [
        "dates-month-january",
        "dates-month-february",
        "dates-month-march",
        "dates-month-april",
        "dates-month-may",
        "dates-month-june",
        "dates-month-july",
        "dates-month-august",
        "dates-month-september",
        "dates-month-october",
        "dates-month-november",
        "dates-month-december",
    ];
    let local = chrono::FixedOffset::east_opt(shared::rules::INDIA_OFFSET_SECS)
        .map_or(at.naive_utc(), |india| at.with_timezone(&india).naive_local());
    let month = catalog::text(lang, MONTHS[local.month0() as usize], &[]);
    let time = format!("{:02}:{:02}", local.hour(), local.minute());
    let (day, year) = (local.day(), local.year());
    if with_year {
        catalog::text(
            lang,
            "dates-india-date-time",
            &[("day", &day), ("month", &month), ("year", &year), ("time", &time)],
        )
    } else {
        catalog::text(lang, "dates-india-time", &[("day", &day), ("month", &month), ("time", &time)])
    }
}

/// How a member who erased their account is named wherever their name was shown.
pub fn deleted_member(lang: Lang) -> String {
    catalog::text(lang, "common-deleted-member", &[])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_error_code_has_distinct_texts_in_both_languages() {
        for code in ErrorCode::ALL {
            let gu = detail(Reason::of(code), Lang::Gu);
            let en = detail(Reason::of(code), Lang::En);
            assert_ne!(gu, en, "{code:?}");
            if code != ErrorCode::Internal {
                assert_ne!(en, detail(Reason::Internal, Lang::En), "{code:?} has the generic text");
            }
            assert!(gu.chars().any(|c| ('\u{0A80}'..='\u{0AFF}').contains(&c)), "{code:?} gu is not Gujarati");
            assert_ne!(title(code, Lang::Gu), title(code, Lang::En));
        }
    }

    #[test]
    fn an_instant_reads_in_india_time() {
        let at = chrono::DateTime::parse_from_rfc3339("2026-11-23T08:35:00Z").unwrap().with_timezone(&chrono::Utc);
        assert_eq!(india_time(at, Lang::En), "23 November, 14:05 (India time)");
        assert_eq!(india_time(at, Lang::Gu), "23 નવેમ્બર, 14:05 (ભારતીય સમય)");
    }

    #[test]
    fn rule_codes_carry_their_parameters() {
        assert_eq!(rule("too_long|30", Lang::En), "Enter at most 30 characters.");
        assert_eq!(rule("out_of_range|1|50", Lang::En), "Enter a value from 1 to 50.");
        assert_eq!(rule("too_long|30", Lang::Gu), "વધુમાં વધુ 30 અક્ષર લખી શકાય.");
    }
}
