//! Server-side texts in Gujarati and English: problem titles and details, and the shared rules' message codes.
//! The web app has its own Lingui catalogs for the same codes; these are for the API's own answers and e-mails.

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
        "wrong_password" => {
            pick(en, "હાલનો પાસવર્ડ ખોટો છે. કંઈ બદલાયું નથી.", "The current password is not correct. Nothing was changed.")
        }
        "single_file" => {
            pick(en, "કૃપા કરીને અપલોડ માટે એક જ ફોટો પસંદ કરો.", "Please select single image file to upload.")
        }
        "not_a_number" => pick(en, "પૂર્ણ સંખ્યા લખો.", "Enter a whole number."),
        "invalid_url" => pick(en, "https:// થી શરૂ થતું વેબ સરનામું લખો.", "Enter a web address that starts with https://."),
        "direction_controls" => pick(
            en,
            "લખાણમાં દેખાય નહીં એવા, લખાણની દિશા બદલતા અક્ષરો છે (ઘણી વાર નકલ કરતી વખતે આવી જાય છે); તે કાઢી નાખો.",
            "The text holds invisible characters that change its direction (often copied in with it); please remove them.",
        ),
        "letter_too_long" => pick(
            en,
            &format!(
                "એક અક્ષર સાથે બહુ વધારે ચિહ્નો (માત્રા, ખોડો વગેરે) જોડાયેલાં છે; ચિહ્નો સહિત એક અક્ષરમાં વધુમાં વધુ {a} અક્ષરચિહ્નો હોઈ શકે."
            ),
            &format!(
                "One letter has too many signs joined to it; a letter can hold at most {a} characters with its signs."
            ),
        ),
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
        "request_sent" => ("જોડાણ વિનંતી મોકલી છે.", "Your connection request has been sent."),
        "request_cancelled" => ("વિનંતી રદ કરી છે.", "The request has been cancelled."),
        "request_accepted" => ("વિનંતી સ્વીકારી છે; હવે આપ બંને જોડાયેલા છો.", "Request accepted: you are now connected."),
        "request_declined" => ("વિનંતી નકારી છે.", "The request has been declined."),
        "member_blocked" => ("સભ્યને બ્લૉક કર્યા છે.", "The member has been blocked."),
        "member_unblocked" => ("સભ્યને અનબ્લૉક કર્યા છે.", "The member has been unblocked."),
        "shortlist_added" => ("શૉર્ટલિસ્ટમાં ઉમેર્યા છે.", "Added to your shortlist."),
        "shortlist_removed" => ("શૉર્ટલિસ્ટમાંથી કાઢ્યા છે.", "Removed from your shortlist."),
        "member_reported" => (
            "આપની ફરિયાદ મધ્યસ્થીને મોકલી છે. તેના પર નિર્ણય થતાં આપને જાણ કરીશું.",
            "Your report has been sent to the moderators. We will tell you once it has been handled.",
        ),
        "phone_changed" => ("મોબાઇલ નંબર બદલાઈ ગયો છે.", "Your mobile number has been changed."),
        "email_code_sent" => (
            "નવા ઈ-મેલ પર કોડ મોકલ્યો છે. તે દાખલ કરતાં જ ઈ-મેલ બદલાશે.",
            "A code has been sent to the new address. Your e-mail changes once you enter it.",
        ),
        "email_changed" => ("ઈ-મેલ બદલાઈ ગયું છે.", "Your e-mail address has been changed."),
        "password_updated" => (
            "પાસવર્ડ બદલાઈ ગયો છે. બીજાં બધાં ઉપકરણો પરથી આપ લૉગઆઉટ થયા છો.",
            "Your password has been changed. You have been signed out everywhere else.",
        ),
        "account_deactivated" => (
            "આપનું ખાતું નિષ્ક્રિય કર્યું છે. ફરી સક્રિય કરો ત્યાં સુધી આપની પ્રોફાઇલ કોઈને દેખાશે નહીં.",
            "Your account has been deactivated. Nobody sees your profile until you reactivate it.",
        ),
        "account_reactivated" => ("આપનું ખાતું ફરી સક્રિય થયું છે.", "Your account is active again."),
        "account_deleted" => (
            "આપનું ખાતું અને તેની બધી વિગતો કાયમ માટે કાઢી નાખ્યાં છે.",
            "Your account and all its details have been deleted for good.",
        ),
        "satapeta_code_sent" => (
            "આપના ભાઈ કે બહેનને કોડ મોકલ્યો છે. તેમની પાસેથી કોડ મેળવી અહીં દાખલ કરો.",
            "A code has been sent to your brother or sister. Get it from them and enter it here.",
        ),
        "satapeta_linked" => ("સાટાપેટા જોડાણ થઈ ગયું છે.", "Satapeta is linked."),
        "satapeta_disabled" => {
            ("સાટાપેટા બંધ કર્યું છે; બંને પ્રોફાઇલનું જોડાણ છૂટું થયું છે.", "Satapeta is off; both profiles are unlinked.")
        }
        "ticket_created" => (
            "આપની ટિકિટ મોકલી છે. મધ્યસ્થી જવાબ આપશે ત્યારે આપને જાણ કરીશું.",
            "Your ticket has been sent. We will tell you when a moderator answers.",
        ),
        "ticket_replied" => ("આપનો સંદેશ ટિકિટમાં ઉમેર્યો છે.", "Your message has been added to the ticket."),
        "ticket_reopened" => {
            ("આપનો સંદેશ ઉમેર્યો છે અને ટિકિટ ફરી ખોલી છે.", "Your message has been added and the ticket is open again.")
        }
        "ticket_answered" => ("જવાબ મોકલ્યો; સભ્યને જાણ કરી છે.", "The answer has been sent; the member has been told."),
        "ticket_closed" => ("ટિકિટ બંધ કરી છે.", "The ticket has been closed."),
        "enquiry_sent" => (
            "આપનો સંદેશ મળી ગયો છે. અમારી ટીમ આપને ઈ-મેલથી જવાબ આપશે.",
            "Your enquiry has been sent. Our team will answer you by e-mail.",
        ),
        "enquiry_handled" => ("સંદેશ ઉકેલાયેલો નોંધ્યો છે.", "The enquiry has been marked as handled."),
        // Document 001's English wording.
        "subscribed" => ("આપે સફળતાપૂર્વક સબ્સ્ક્રાઇબ કર્યું છે!", "You are subscribe successfully!"),
        "unsubscribed" => (
            "આપનું સબ્સ્ક્રિપ્શન રદ થયું છે; હવે આપને સમાચાર ઈ-મેલ નહીં મળે.",
            "You are unsubscribed; you will receive no more news e-mails.",
        ),
        "popup_saved" => {
            ("પૉપઅપ સાચવ્યું; હવે દરેક મુલાકાતીને એક વાર દેખાશે.", "The popup is saved; every visitor sees it once.")
        }
        "popup_cleared" => ("પૉપઅપ હટાવ્યું.", "The popup has been removed."),
        _ => ("થઈ ગયું.", "Done."),
    };
    lang.pick(gu, en)
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
    const MONTHS: [(&str, &str); 12] = [
        ("જાન્યુઆરી", "January"),
        ("ફેબ્રુઆરી", "February"),
        ("માર્ચ", "March"),
        ("એપ્રિલ", "April"),
        ("મે", "May"),
        ("જૂન", "June"),
        ("જુલાઈ", "July"),
        ("ઑગસ્ટ", "August"),
        ("સપ્ટેમ્બર", "September"),
        ("ઑક્ટોબર", "October"),
        ("નવેમ્બર", "November"),
        ("ડિસેમ્બર", "December"),
    ];
    let local = chrono::FixedOffset::east_opt(shared::rules::INDIA_OFFSET_SECS)
        .map_or(at.naive_utc(), |india| at.with_timezone(&india).naive_local());
    let (gu, en) = MONTHS[local.month0() as usize];
    let (day, hour, minute) = (local.day(), local.hour(), local.minute());
    let (gu, en) = if with_year {
        (format!("{gu} {}", local.year()), format!("{en} {}", local.year()))
    } else {
        (gu.to_owned(), en.to_owned())
    };
    match lang {
        Lang::Gu => format!("{day} {gu}, {hour:02}:{minute:02} (ભારતીય સમય)"),
        Lang::En => format!("{day} {en}, {hour:02}:{minute:02} (India time)"),
    }
}

fn pick(en: bool, gu: &str, english: &str) -> String {
    if en { english.to_owned() } else { gu.to_owned() }
}

/// How a member who erased their account is named wherever their name was shown (Gujarati, English).
pub const DELETED_MEMBER: (&str, &str) = ("કાઢી નાખેલ સભ્ય", "Deleted member");

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
