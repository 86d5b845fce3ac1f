//! Server-side texts in Gujarati and English: problem titles and details, the shared rules' message codes, the texts
//! of successful answers and times as India reads them. The words come from the catalogs (`shared::catalog`); the web
//! app has its own Lingui catalogs for the same codes.

use shared::catalog;

use crate::{
    error::{ErrorCode, Reason},
    lang::Lang,
};

/// The title of a problem: one per code.
pub fn title(code: ErrorCode, lang: Lang) -> String {
    let id = match code {
        ErrorCode::ValidationFailed => "problems-title-validation-failed",
        ErrorCode::BadRequest => "problems-title-bad-request",
        ErrorCode::Unauthorized => "problems-title-unauthorized",
        ErrorCode::Forbidden => "problems-title-forbidden",
        ErrorCode::NotFound => "problems-title-not-found",
        ErrorCode::MethodNotAllowed => "problems-title-method-not-allowed",
        ErrorCode::Conflict => "problems-title-conflict",
        ErrorCode::RequestTimeout => "problems-title-request-timeout",
        ErrorCode::PayloadTooLarge => "problems-title-payload-too-large",
        ErrorCode::UnsupportedMediaType => "problems-title-unsupported-media-type",
        ErrorCode::RuleViolated => "problems-title-rule-violated",
        ErrorCode::TooManyRequests => "problems-title-too-many-requests",
        ErrorCode::ServiceUnavailable => "problems-title-service-unavailable",
        ErrorCode::Internal => "problems-title-internal",
    };
    catalog::text(lang, id, &[])
}

/// The `detail` of a problem: the text of its reason. `time` fills the reasons that name when a limit frees up again
/// (the connect quota, the daily allowances).
pub fn detail(reason: Reason, lang: Lang, time: &str) -> String {
    let id = match reason {
        Reason::ValidationFailed => "problems-reason-validation-failed",
        Reason::BadRequest => "problems-reason-bad-request",
        Reason::Unauthorized => "problems-reason-unauthorized",
        Reason::Forbidden => "problems-reason-forbidden",
        Reason::NotFound => "problems-reason-not-found",
        Reason::MethodNotAllowed => "problems-reason-method-not-allowed",
        Reason::Conflict => "problems-reason-conflict",
        Reason::RequestTimeout => "problems-reason-request-timeout",
        Reason::PayloadTooLarge => "problems-reason-payload-too-large",
        Reason::UnsupportedMediaType => "problems-reason-unsupported-media-type",
        Reason::RuleViolated => "problems-reason-rule-violated",
        Reason::TooManyRequests => "problems-reason-too-many-requests",
        Reason::ServiceUnavailable => "problems-reason-service-unavailable",
        Reason::AllowanceMemberDetails => "problems-reason-allowance-member-details",
        Reason::AllowanceCards => "problems-reason-allowance-cards",
        Reason::AllowanceBioData => "problems-reason-allowance-bio-data",
        Reason::DatabaseDown => "problems-reason-database-down",
        Reason::CountryNotFound => "problems-reason-country-not-found",
        Reason::StateNotFound => "problems-reason-state-not-found",
        Reason::DistrictNotFound => "problems-reason-district-not-found",
        Reason::TalukaNotFound => "problems-reason-taluka-not-found",
        Reason::AccountExists => "problems-reason-account-exists",
        Reason::WrongCredentials => "problems-reason-wrong-credentials",
        Reason::WrongCode => "problems-reason-wrong-code",
        Reason::CodeRateLimited => "problems-reason-code-rate-limited",
        Reason::EmailAlreadyConfirmed => "problems-reason-email-already-confirmed",
        Reason::SessionEnded => "problems-reason-session-ended",
        Reason::TokenExpired => "problems-reason-token-expired",
        Reason::PreviousStepMissing => "problems-reason-previous-step-missing",
        Reason::NotYourProfile => "problems-reason-not-your-profile",
        Reason::PhotoTooLarge => "problems-reason-photo-too-large",
        Reason::PhotoWrongType => "problems-reason-photo-wrong-type",
        Reason::TooManyAttachments => "problems-reason-too-many-attachments",
        Reason::AttachmentTooLarge => "problems-reason-attachment-too-large",
        Reason::AttachmentWrongType => "problems-reason-attachment-wrong-type",
        Reason::AttachmentUnreadable => "problems-reason-attachment-unreadable",
        Reason::PhotoBusy => "problems-reason-photo-busy",
        Reason::PhotoUnreadable => "problems-reason-photo-unreadable",
        Reason::PhotoTooManyPixels => "problems-reason-photo-too-many-pixels",
        Reason::NotAwaitingDecision => "problems-reason-not-awaiting-decision",
        Reason::StatusForbids => "problems-reason-status-forbids",
        Reason::UseEditRequest => "problems-reason-use-edit-request",
        Reason::EditRequestPending => "problems-reason-edit-request-pending",
        Reason::UnchangedValue => "problems-reason-unchanged-value",
        Reason::NotAwaitingReview => "problems-reason-not-awaiting-review",
        Reason::PhotoLimit => "problems-reason-photo-limit",
        Reason::PhotoPending => "problems-reason-photo-pending",
        Reason::LastPhoto => "problems-reason-last-photo",
        Reason::ConnectLimitReached => "problems-reason-connect-limit-reached",
        Reason::RequestAlreadySent => "problems-reason-request-already-sent",
        Reason::RequestAlreadyReceived => "problems-reason-request-already-received",
        Reason::AlreadyConnected => "problems-reason-already-connected",
        Reason::RecentlyDeclined => "problems-reason-recently-declined",
        Reason::RecentlyExpired => "problems-reason-recently-expired",
        Reason::RequestNotPending => "problems-reason-request-not-pending",
        Reason::NoQuestion => "problems-reason-no-question",
        Reason::OutcomeTooEarly => "problems-reason-outcome-too-early",
        Reason::StoryNeedsEngagement => "problems-reason-story-needs-engagement",
        Reason::StoryDecided => "problems-reason-story-decided",
        Reason::EventNotYourVillage => "problems-reason-event-not-your-village",
        Reason::EventDatePassed => "problems-reason-event-date-passed",
        Reason::CapacityBelowRegistrations => "problems-reason-capacity-below-registrations",
        Reason::RegistrationClosed => "problems-reason-registration-closed",
        Reason::NotEligible => "problems-reason-not-eligible",
        Reason::EventFull => "problems-reason-event-full",
        Reason::NotRegistered => "problems-reason-not-registered",
        Reason::NotACandidate => "problems-reason-not-a-candidate",
        Reason::MarkingClosed => "problems-reason-marking-closed",
        Reason::NotMutual => "problems-reason-not-mutual",
        Reason::ConfirmingClosed => "problems-reason-confirming-closed",
        Reason::AlreadyConfirmed => "problems-reason-already-confirmed",
        Reason::EventCancelled => "problems-reason-event-cancelled",
        Reason::BlockLimitReached => "problems-reason-block-limit-reached",
        Reason::AlreadyReported => "problems-reason-already-reported",
        Reason::WrongPassword => "problems-reason-wrong-password",
        Reason::SameEmail => "problems-reason-same-email",
        Reason::SamePhone => "problems-reason-same-phone",
        Reason::PhoneAlreadyVerified => "problems-reason-phone-already-verified",
        Reason::AlreadyVerified => "problems-reason-already-verified",
        Reason::CheckPending => "problems-reason-check-pending",
        Reason::PoseExpired => "problems-reason-pose-expired",
        Reason::NotVolunteer => "problems-reason-not-volunteer",
        Reason::NotYourVillage => "problems-reason-not-your-village",
        Reason::AlreadyVouched => "problems-reason-already-vouched",
        Reason::VouchForSelf => "problems-reason-vouch-for-self",
        Reason::VouchNotOffered => "problems-reason-vouch-not-offered",
        Reason::NotDeactivatable => "problems-reason-not-deactivatable",
        Reason::NotDeactivated => "problems-reason-not-deactivated",
        Reason::SatapetaNoMatch => "problems-reason-satapeta-no-match",
        Reason::SatapetaOwnProfile => "problems-reason-satapeta-own-profile",
        Reason::SatapetaAlreadyLinked => "problems-reason-satapeta-already-linked",
        Reason::SatapetaSiblingLinked => "problems-reason-satapeta-sibling-linked",
        Reason::SatapetaNotLinked => "problems-reason-satapeta-not-linked",
        Reason::SatapetaNoCode => "problems-reason-satapeta-no-code",
        Reason::TicketClosedAlready => "problems-reason-ticket-closed-already",
        Reason::EnquiryHandledAlready => "problems-reason-enquiry-handled-already",
        Reason::NoOpenReports => "problems-reason-no-open-reports",
        Reason::ManagerForbids => "problems-reason-manager-forbids",
        Reason::FamilyLimit => "problems-reason-family-limit",
        Reason::AlreadyManaging => "problems-reason-already-managing",
        Reason::InviteSelf => "problems-reason-invite-self",
        Reason::ConsentNotNeeded => "problems-reason-consent-not-needed",
        Reason::VolunteerStanding => "problems-reason-volunteer-standing",
        Reason::ConsentOwnAddress => "problems-reason-consent-own-address",
        Reason::Internal => "problems-reason-internal",
    };
    catalog::text(lang, id, &[("time", &time)])
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
        "invalid_time" => ("problems-field-invalid-time", &[]),
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
        "language_saved" => "answers-language-saved",
        "privacy_saved" => "answers-privacy-saved",
        "reply_sent" => "answers-reply-sent",
        "question_answered" => "answers-question-answered",
        "outcome_saved" => "answers-outcome-saved",
        "engaged" => "answers-engaged",
        "story_saved" => "answers-story-saved",
        "signed_out" => "answers-signed-out",
        "decision_saved" => "answers-decision-saved",
        "vouch_sent" => "answers-vouch-sent",
        "family_removed" => "answers-family-removed",
        "consent_needed" => "answers-consent-needed",
        "consent_code_sent" => "answers-consent-code-sent",
        "consent_given" => "answers-consent-given",
        "consent_taken_over" => "answers-consent-taken-over",
        "volunteer_withdrawn" => "answers-volunteer-withdrawn",
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
        "phone_code_sent" => "answers-phone-code-sent",
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
        "digest_off" => "answers-digest-off",
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

/// A day, e.g. `18 ડિસેમ્બર 2026` or `18 December 2026`.
pub fn day(date: chrono::NaiveDate, lang: Lang) -> String {
    use chrono::Datelike;
    let month = catalog::text(lang, MONTHS[date.month0() as usize], &[]);
    catalog::text(lang, "dates-day", &[("day", &date.day()), ("month", &month), ("year", &date.year())])
}

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

fn india(at: chrono::DateTime<chrono::Utc>, lang: Lang, with_year: bool) -> String {
    use chrono::{Datelike, Timelike};
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
            let gu = detail(Reason::of(code), Lang::Gu, "");
            let en = detail(Reason::of(code), Lang::En, "");
            assert_ne!(gu, en, "{code:?}");
            if code != ErrorCode::Internal {
                assert_ne!(en, detail(Reason::Internal, Lang::En, ""), "{code:?} has the generic text");
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
