//! Server-side texts in Gujarati and English: problem titles and details, and the shared rules' message codes.
//! The web app has its own Lingui catalogs for the same codes; these are for the API's own answers and e-mails.

use crate::{error::ErrorCode, lang::Lang};

pub fn title(code: ErrorCode, lang: Lang) -> &'static str {
    let (gu, en) = match code {
        ErrorCode::ValidationFailed => ("કૃપા કરીને દર્શાવેલી વિગતો સુધારો.", "Please correct the details shown."),
        ErrorCode::BadRequest => ("વિનંતી સમજી શકાઈ નહીં.", "The request could not be read."),
        ErrorCode::Unauthorized => ("કૃપા કરીને ફરીથી લૉગિન કરો.", "Please sign in again."),
        ErrorCode::Forbidden => ("આ કરવાની આપને પરવાનગી નથી.", "You are not allowed to do this."),
        ErrorCode::NotFound => ("માહિતી મળી નહીં.", "Not found."),
        ErrorCode::MethodNotAllowed => ("અહીં આ ક્રિયા શક્ય નથી.", "This action is not supported here."),
        ErrorCode::Conflict => ("આ માહિતી પહેલેથી નોંધાયેલી છે.", "This conflicts with existing details."),
        ErrorCode::PayloadTooLarge => ("મોકલેલી માહિતી ખૂબ મોટી છે.", "What was sent is too large."),
        ErrorCode::UnsupportedMediaType => ("આ પ્રકારની ફાઇલ સ્વીકાર્ય નથી.", "This type of file is not accepted."),
        ErrorCode::RuleViolated => ("આ અત્યારે થઈ શકે તેમ નથી.", "This cannot be done right now."),
        ErrorCode::TooManyRequests => ("ઘણા બધા પ્રયાસો થયા છે.", "Too many attempts."),
        ErrorCode::ServiceUnavailable => ("સેવા થોડા સમય માટે ઉપલબ્ધ નથી.", "The service is briefly unavailable."),
        ErrorCode::Internal => ("કંઈક ખોટું થયું.", "Something went wrong."),
    };
    lang.pick(gu, en)
}

/// The `detail` of a problem: a key is an error code or a more specific reason.
pub fn detail(key: &str, lang: Lang) -> &'static str {
    let (gu, en) = match key {
        "validation_failed" => (
            "અમુક વિગતો નિયમ મુજબ નથી. દરેક ખાના નીચેનો સંદેશ જુઓ.",
            "Some details do not meet the rules. See the message for each field.",
        ),
        "bad_request" => ("મોકલેલી વિનંતીનું સ્વરૂપ ખોટું છે.", "The request is not in the expected form."),
        "unauthorized" => ("આપનું સત્ર પૂરું થયું છે અથવા માન્ય નથી.", "Your session has ended or is not valid."),
        "forbidden" => {
            ("આપના ખાતાની હાલની સ્થિતિમાં આ ઉપલબ્ધ નથી.", "This is not available to your account in its current state.")
        }
        "not_found" => ("આપે માંગેલી માહિતી મળી નહીં.", "What you asked for was not found."),
        "method_not_allowed" => {
            ("આ સરનામે આ પ્રકારની વિનંતી સ્વીકારાતી નથી.", "This address does not accept this kind of request.")
        }
        "conflict" => ("આ માહિતી બીજી નોંધ સાથે ટકરાય છે.", "This conflicts with details already recorded."),
        "payload_too_large" => ("મોકલેલી માહિતી માન્ય મર્યાદા કરતાં મોટી છે.", "What was sent is larger than allowed."),
        "unsupported_media_type" => {
            ("આ પ્રકારની માહિતી કે ફાઇલ અહીં સ્વીકારાતી નથી.", "This type of content or file is not accepted here.")
        }
        "rule_violated" => (
            "નિયમ મુજબ આ વિનંતી સ્વીકારી શકાય તેમ નથી. કંઈ બદલાયું નથી.",
            "A rule does not allow this request. Nothing was changed.",
        ),
        "too_many_requests" => ("થોડી વાર રાહ જોઈને ફરી પ્રયાસ કરો.", "Please wait a little and try again."),
        "service_unavailable" => ("થોડી વાર પછી ફરી પ્રયાસ કરો.", "Please try again in a little while."),
        "database_down" => ("ડેટાબેઝ અત્યારે જવાબ આપતો નથી.", "The database is not answering right now."),
        "country_not_found" => ("આ દેશ અમારી યાદીમાં નથી.", "This country is not in our list."),
        "state_not_found" => ("આ રાજ્ય અમારી યાદીમાં નથી.", "This state is not in our list."),
        "district_not_found" => ("આ જિલ્લો અમારી યાદીમાં નથી.", "This district is not in our list."),
        "taluka_not_found" => ("આ તાલુકો અમારી યાદીમાં નથી.", "This taluka is not in our list."),
        "account_exists" => (
            "આ ઈ-મેલ અથવા મોબાઇલ નંબરથી ખાતું પહેલેથી છે. લૉગિન કરો અથવા પાસવર્ડ ભૂલી ગયા હો તો બદલો.",
            "An account with this e-mail or mobile number already exists. Sign in, or reset your password if you have forgotten it.",
        ),
        "wrong_credentials" => {
            ("ઈ-મેલ/મોબાઇલ નંબર અથવા પાસવર્ડ ખોટો છે.", "The e-mail/mobile number or the password is not correct.")
        }
        "wrong_code" => (
            "કોડ ખોટો છે અથવા તેની મુદત પૂરી થઈ છે. નવો કોડ મંગાવો.",
            "The code is wrong or has expired. Ask for a new code.",
        ),
        "code_rate_limited" => ("નવો કોડ થોડી વાર પછી મંગાવી શકાશે.", "You can ask for a new code a little later."),
        "email_already_confirmed" => ("આ ઈ-મેલ પહેલેથી ચકાસાયેલું છે.", "This e-mail is already confirmed."),
        "session_ended" => ("આપનું સત્ર પૂરું થયું છે. ફરીથી લૉગિન કરો.", "Your session has ended. Please sign in again."),
        "token_expired" => ("આપનું સત્ર પૂરું થયું છે.", "Your session has expired."),
        "previous_step_missing" => ("પહેલાંનું પગલું હજુ સાચવ્યું નથી.", "The step before this one has not been saved yet."),
        "not_your_profile" => ("આ આપની પ્રોફાઇલ નથી.", "This is not your profile."),
        "photo_too_large" => {
            ("ફોટો 10 MB થી મોટો છે. નાનો ફોટો પસંદ કરો.", "The photo is larger than 10 MB. Choose a smaller photo.")
        }
        "photo_wrong_type" => ("ફક્ત JPEG અથવા PNG ફોટો સ્વીકાર્ય છે.", "Only JPEG or PNG photos are accepted."),
        "photo_unreadable" => (
            "આ ફોટો વાંચી શકાયો નહીં; ફાઇલ અધૂરી કે બગડેલી લાગે છે.",
            "This photo could not be read; the file seems incomplete or damaged.",
        ),
        "photo_too_many_pixels" => {
            ("ફોટોનું કદ (પિક્સેલ) ખૂબ મોટું છે. નાનો ફોટો પસંદ કરો.", "The photo has too many pixels. Choose a smaller photo.")
        }
        "not_awaiting_decision" => (
            "આ પ્રોફાઇલ આ નિર્ણયની રાહ જોતી નથી; કદાચ બીજા મધ્યસ્થીએ હમણાં જ નિર્ણય લીધો છે. કંઈ બદલાયું નથી.",
            "This profile is not awaiting this decision; another moderator may have just decided it. Nothing was changed.",
        ),
        "status_forbids" => {
            ("આપની પ્રોફાઇલ મંજૂર થયા પછી જ આ ઉપલબ્ધ થશે.", "This becomes available once your profile is approved.")
        }
        "use_edit_request" => (
            "નામ, જન્મ તારીખ અને લિંગ સીધાં બદલી શકાતાં નથી; ફેરફાર માટે વિનંતી મોકલો. કંઈ બદલાયું નથી.",
            "The name, date of birth and gender cannot be changed directly; send an edit request. Nothing was changed.",
        ),
        "edit_request_pending" => (
            "આ વિગત માટે આપની એક વિનંતી હજુ નિર્ણયની રાહ જુએ છે.",
            "A request of yours for this detail is still awaiting a decision.",
        ),
        "unchanged_value" => ("નવી કિંમત હાલની કિંમત જેવી જ છે.", "The new value is the same as the current one."),
        "not_awaiting_review" => (
            "આ વિનંતી કે ફોટો હવે નિર્ણયની રાહ જોતાં નથી; કદાચ બીજા મધ્યસ્થીએ હમણાં જ નિર્ણય લીધો છે. કંઈ બદલાયું નથી.",
            "This request or photo is no longer awaiting a decision; another moderator may have just decided it. Nothing was changed.",
        ),
        "photo_limit" => (
            "આપ વધુમાં વધુ 6 ફોટા રાખી શકો. નવો ફોટો ઉમેરવા પહેલાં કોઈ ફોટો કાઢી નાખો.",
            "You can keep at most 6 photos. Delete one before adding another.",
        ),
        "photo_pending" => (
            "આ ફોટો હજુ મંજૂરીની રાહ જુએ છે; મંજૂર થયા પછી તેને મુખ્ય ફોટો બનાવી શકાશે.",
            "This photo is still awaiting approval; it can become the main photo once approved.",
        ),
        "last_photo" => (
            "આ આપનો એકમાત્ર મંજૂર ફોટો છે; બીજો ફોટો મંજૂર થાય પછી તેને કાઢી શકાશે.",
            "This is your only approved photo; it can be deleted once another photo is approved.",
        ),
        _ => (
            "કંઈક ખોટું થયું. ફરી પ્રયાસ કરો; તકલીફ ચાલુ રહે તો એડમિનિસ્ટ્રેટરનો સંપર્ક કરો.",
            "Something went wrong, Please retry and still persist error contact administrator.",
        ),
    };
    lang.pick(gu, en)
}

/// Translates a shared-rule message code such as `too_long|30` (parameters after `|`).
pub fn rule(code: &str, lang: Lang) -> String {
    let mut parts = code.split('|');
    let key = parts.next().unwrap_or_default();
    let a = parts.next().unwrap_or_default();
    let b = parts.next().unwrap_or_default();
    let en = lang == Lang::En;
    match key {
        "required" => pick(en, "આ માહિતી જરૂરી છે.", "This field is required."),
        "too_short" => pick(en, &format!("ઓછામાં ઓછા {a} અક્ષર લખો."), &format!("Enter at least {a} characters.")),
        "too_long" => pick(en, &format!("વધુમાં વધુ {a} અક્ષર લખી શકાય."), &format!("Enter at most {a} characters.")),
        "invalid_name" => pick(en, "ફક્ત અક્ષરો લખો; અંક કે ચિહ્નો નહીં.", "Use letters only, without digits or symbols."),
        "invalid_email" => pick(en, "માન્ય ઈ-મેલ સરનામું લખો.", "Enter a valid e-mail address."),
        "invalid_phone" => pick(en, "મોબાઇલ નંબરમાં ફક્ત અંક લખો.", "Enter the mobile number in digits only."),
        "phone_too_short" => {
            pick(en, &format!("નંબરમાં ઓછામાં ઓછા {a} અંક જોઈએ."), &format!("The number needs at least {a} digits."))
        }
        "phone_too_long" => {
            pick(en, &format!("નંબરમાં વધુમાં વધુ {a} અંક હોઈ શકે."), &format!("The number can have at most {a} digits."))
        }
        "invalid_country_code" => pick(en, "માન્ય દેશ કોડ પસંદ કરો.", "Choose a valid country code."),
        "invalid_otp" => pick(en, "6 અંકનો કોડ લખો.", "Enter the 6-digit code."),
        "password_too_common" => {
            pick(en, "આ પાસવર્ડ બહુ સામાન્ય છે; બીજો પસંદ કરો.", "This password is too common; choose another.")
        }
        "passwords_mismatch" => pick(en, "બંને પાસવર્ડ સરખા નથી.", "The passwords do not match."),
        "under_age" => {
            // Document 001's wording.
            pick(
                en,
                &format!("ઉંમર {a} વર્ષ કે તેથી વધુ હોવી જોઈએ."),
                &format!("Age should be greater or equal to {a} year."),
            )
        }
        "too_old" => pick(en, &format!("ઉંમર {a} વર્ષથી વધુ ન હોઈ શકે."), &format!("Age cannot be more than {a} years.")),
        "invalid_date" => pick(en, "માન્ય તારીખ લખો.", "Enter a valid date."),
        "out_of_range" => pick(en, &format!("{a} થી {b} વચ્ચેની કિંમત લખો."), &format!("Enter a value from {a} to {b}.")),
        "invalid_profile_id" => pick(en, "PT104233 જેવો પ્રોફાઇલ આઈડી લખો.", "Enter a profile id such as PT104233."),
        "invalid_choice" => pick(en, "આપેલા વિકલ્પોમાંથી એક પસંદ કરો.", "Choose one of the options."),
        "terms_required" => pick(en, "કૃપા કરીને નિયમો અને શરતો સ્વીકારો.", "Please accept the terms and conditions."),
        "email_taken" => pick(en, "આ ઈ-મેલથી ખાતું પહેલેથી છે.", "An account with this e-mail already exists."),
        "phone_taken" => pick(en, "આ મોબાઇલ નંબરથી ખાતું પહેલેથી છે.", "An account with this mobile number already exists."),
        "captcha_failed" => pick(en, "ચકાસણી નિષ્ફળ ગઈ; ફરી પ્રયાસ કરો.", "The check did not pass; please try again."),
        "single_file" => {
            pick(en, "કૃપા કરીને અપલોડ માટે એક જ ફોટો પસંદ કરો.", "Please select single image file to upload.")
        }
        "not_a_number" => pick(en, "પૂર્ણ સંખ્યા લખો.", "Enter a whole number."),
        "range_order" => pick(
            en,
            "‘સુધી’ની પસંદગી ‘થી’ની પસંદગી કરતાં ઓછી ન હોઈ શકે.",
            "The “to” value cannot be lower than the “from” value.",
        ),
        "too_many" => pick(en, &format!("વધુમાં વધુ {a} વિકલ્પ પસંદ કરી શકાય."), &format!("Choose at most {a} options.")),
        "duplicate" => pick(en, "એક જ વિકલ્પ બે વાર પસંદ કર્યો છે.", "The same option is chosen twice."),
        "use_edit_request" => {
            pick(en, "આ વિગત બદલવા માટે ફેરફારની વિનંતી મોકલો.", "To change this detail, send an edit request.")
        }
        _ => pick(en, "આ કિંમત માન્ય નથી.", "This value is not valid."),
    }
}

/// Texts for successful answers (toasts).
pub fn text(key: &str, lang: Lang) -> &'static str {
    let (gu, en) = match key {
        "code_sent" => ("દાખલ કરેલા ઈ-મેલ પર કોડ મોકલ્યો છે.", "OTP sent successfully to the entered e-mail."),
        "confirm_email_first" => {
            ("આગળ વધવા માટે આપનું ઈ-મેલ ચકાસો: કોડ મોકલ્યો છે.", "Confirm your e-mail to continue: a code has been sent.")
        }
        "password_changed" => (
            "પાસવર્ડ બદલાઈ ગયો છે. નવા પાસવર્ડથી લૉગિન કરો.",
            "Your password has been changed. Sign in with the new password.",
        ),
        "signed_out" => ("આપ લૉગઆઉટ થયા છો.", "You have signed out."),
        "decision_saved" => ("નિર્ણય સાચવ્યો; સભ્યને જાણ કરી છે.", "Decision saved; the member has been told."),
        "resubmitted" => ("આપની પ્રોફાઇલ ફરી મંજૂરી માટે મોકલી છે.", "Your profile has been submitted for approval again."),
        "step_saved" => ("વિગતો સાચવી લીધી છે.", "Your details have been saved."),
        "profile_saved" => ("આપની પ્રોફાઇલ સાચવી લીધી છે.", "Your profile has been saved."),
        "edit_request_sent" => (
            "આપની વિનંતી મધ્યસ્થીને મોકલી છે. નિર્ણય થતાં આપને જાણ કરીશું.",
            "Your request has been sent to the moderators. We will tell you once it is decided.",
        ),
        "photo_added" => ("ફોટો ઉમેર્યો છે.", "The photo has been added."),
        "photo_added_pending" => (
            "ફોટો ઉમેર્યો છે. મધ્યસ્થી મંજૂર કરે પછી બીજા સભ્યોને દેખાશે.",
            "The photo has been added. Other members will see it once a moderator approves it.",
        ),
        "photo_deleted" => ("ફોટો કાઢી નાખ્યો છે.", "The photo has been deleted."),
        "photo_default_set" => ("મુખ્ય ફોટો બદલ્યો છે.", "Your main photo has been changed."),
        "photo_visibility_saved" => ("ફોટા કોણ જોઈ શકે તે સાચવ્યું છે.", "Who can see your photos has been saved."),
        "preferences_saved" => ("જીવનસાથીની પસંદગીઓ સાચવી છે.", "Your partner preferences have been saved."),
        "settings_saved" => ("સૂચનાનાં સેટિંગ સાચવ્યાં છે.", "Your notification settings have been saved."),
        "profile_submitted" => (
            "પ્રોફાઇલ બની ગઈ! આપની પ્રોફાઇલ મંજૂરી માટે મોકલી છે. મંજૂરીમાં આશરે 24 કલાક લાગે છે; મંજૂર થતાં આપને સૂચના મળશે.",
            "Profile Created! Your profile has been submitted for approval. Approval takes about 24 hours; you will get a notification once it is approved.",
        ),
        _ => ("થઈ ગયું.", "Done."),
    };
    lang.pick(gu, en)
}

fn pick(en: bool, gu: &str, english: &str) -> String {
    if en { english.to_owned() } else { gu.to_owned() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_error_code_has_distinct_texts_in_both_languages() {
        for code in ErrorCode::ALL {
            let gu = detail(code.as_str(), Lang::Gu);
            let en = detail(code.as_str(), Lang::En);
            assert_ne!(gu, en, "{code:?}");
            if code != ErrorCode::Internal {
                assert_ne!(en, detail("no_such_key", Lang::En), "{code:?} falls through to the generic text");
            }
            assert!(gu.chars().any(|c| ('\u{0A80}'..='\u{0AFF}').contains(&c)), "{code:?} gu is not Gujarati");
            assert_ne!(title(code, Lang::Gu), title(code, Lang::En));
        }
    }

    #[test]
    fn rule_codes_carry_their_parameters() {
        assert_eq!(rule("too_long|30", Lang::En), "Enter at most 30 characters.");
        assert_eq!(rule("out_of_range|1|50", Lang::En), "Enter a value from 1 to 50.");
        assert_eq!(rule("too_long|30", Lang::Gu), "વધુમાં વધુ 30 અક્ષર લખી શકાય.");
    }
}
