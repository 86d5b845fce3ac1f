//! The shapes of the family calls (`/api/Family/...`, rule 46).

use garde::Validate;
use poem_openapi::Object;
use shared::types::{CurrentPassword, Email, Otp, PersonName};
use shared::{FamilyRelation, FamilyRight, InvitedRelation, ManagerStatus, ProfileStatus};

use crate::instant::Instant;

/// `POST /api/Family/Invite`: a family member to look after the caller's profile.
#[derive(Debug, Object, Validate)]
#[oai(rename_all = "camelCase")]
pub struct InviteRequest {
    /// Their e-mail address: the invitation and its code go there, and they sign in with it.
    #[garde(dive)]
    pub email: Email,
    /// Who they are to the caller.
    #[garde(skip)]
    pub relation: InvitedRelation,
    /// What they may do: `view` (matches, details, inbox, notifications), `requests` (send, answer and withdraw
    /// requests; includes `view`), `edit` (the profile, photos and partner preferences). At least one.
    #[garde(length(min = 1, max = 3))]
    #[oai(validator(min_items = 1, max_items = 3))]
    pub rights: Vec<FamilyRight>,
}

/// `PUT /api/Family/{managerId}`: a manager's relation and rights, changed at once.
#[derive(Debug, Object, Validate)]
#[oai(rename_all = "camelCase")]
pub struct RightsRequest {
    #[garde(skip)]
    pub relation: InvitedRelation,
    /// As in the invitation; at least one.
    #[garde(length(min = 1, max = 3))]
    #[oai(validator(min_items = 1, max_items = 3))]
    pub rights: Vec<FamilyRight>,
}

/// `POST /api/Family/Accept`: the invitation's code, and the account the manager signs in with: their existing
/// account (its password), or a new one (their names and a new password).
#[derive(Debug, Object, Validate)]
#[oai(rename_all = "camelCase")]
pub struct AcceptRequest {
    /// The address the invitation went to.
    #[garde(dive)]
    pub email: Email,
    /// The six digits of the invitation.
    #[garde(dive)]
    pub code: Otp,
    /// The password of the account of `email`, or of the new account (rule 14's limits; checked as a new password
    /// when the account is created).
    #[garde(dive)]
    pub password: CurrentPassword,
    /// Needed only when `email` has no account yet (checked once the code is right, as the new password is).
    #[garde(skip)]
    pub first_name: Option<PersonName>,
    #[garde(skip)]
    pub last_name: Option<PersonName>,
}

/// `POST /api/Family/Switch`: the profile the sign-in acts for from now on, or none for the account itself.
#[derive(Debug, Object, Validate)]
#[oai(rename_all = "camelCase")]
pub struct SwitchRequest {
    /// A profile the caller looks after (`GET /api/Family`, `profiles`); left out, the caller's own account.
    #[garde(skip)]
    pub member_id: Option<i32>,
}

/// One family member looking after the caller's profile.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct FamilyManager {
    /// The id `PUT` and `DELETE /api/Family/{managerId}` take.
    pub manager_id: i32,
    pub email: String,
    pub relation: FamilyRelation,
    pub rights: Vec<FamilyRight>,
    pub status: ManagerStatus,
    /// Their name, once they accepted.
    #[oai(skip_serializing_if_is_none)]
    pub name: Option<String>,
    pub invited_on: Instant,
    #[oai(skip_serializing_if_is_none)]
    pub accepted_on: Option<Instant>,
    /// While invited: until when the code is good (`null` once it expired or was burnt: invite again).
    #[oai(skip_serializing_if_is_none)]
    pub code_valid_until: Option<Instant>,
}

/// A profile the caller looks after as a family manager.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct ManagedProfile {
    pub member_id: i32,
    pub profile_id: String,
    pub first_name: String,
    pub last_name: String,
    pub profile_status: ProfileStatus,
    /// Who the caller is to this member.
    pub relation: FamilyRelation,
    pub rights: Vec<FamilyRight>,
    /// The caller's sign-in acts for this profile now.
    pub acting: bool,
}

/// `GET /api/Family`: who looks after the caller's profile, and whose profiles the caller looks after.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct FamilyAnswer {
    /// The caller's own account has a profile of its own (a member, not an account that only looks after others).
    pub has_own_profile: bool,
    /// Those invited to, or looking after, the caller's own profile: only the profile's person sees them.
    pub managers: Vec<FamilyManager>,
    /// The profiles the caller's account looks after.
    pub profiles: Vec<ManagedProfile>,
}

/// `POST /api/Family/Consent/Code`: the person's own e-mail, where the code of their consent goes.
#[derive(Debug, Object, Validate)]
#[oai(rename_all = "camelCase")]
pub struct ConsentCodeRequest {
    #[garde(dive)]
    pub email: Email,
}

/// Whether the profile waits for its person's consent (rule 46), and where it stands.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct ConsentState {
    /// The profile was created by someone else (`createdBy` is not `self`): its person's consent is asked.
    pub needed: bool,
    /// Where the code went, when one was sent.
    #[oai(skip_serializing_if_is_none)]
    pub email: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    pub requested_on: Option<Instant>,
    /// Until when the code is good (absent once spent, expired or burnt).
    #[oai(skip_serializing_if_is_none)]
    pub code_valid_until: Option<Instant>,
    /// When the person agreed.
    #[oai(skip_serializing_if_is_none)]
    pub consented_on: Option<Instant>,
    /// The person agreed on a signed paper form, which a moderator checked (rule 49).
    pub on_paper: bool,
}

/// `POST /api/Family/Consent`: the person agrees, with the code from their e-mail; with `takeOver`, they take the
/// profile over alone and choose the password they sign in with.
#[derive(Debug, Object, Validate)]
#[oai(rename_all = "camelCase")]
pub struct ConsentRequest {
    /// The person's own address, where the code came.
    #[garde(dive)]
    pub email: Email,
    #[garde(dive)]
    pub code: Otp,
    /// Take the profile over alone: it signs in with this e-mail and `password` from now on, every other sign-in
    /// ends and every family manager is removed.
    #[garde(skip)]
    pub take_over: Option<bool>,
    /// With `takeOver`: the new password (rule 14: 6 to 100 characters, not one of the most common passwords; checked
    /// once the code is right, so that a refused password leaves the code to try again).
    #[garde(dive)]
    pub password: Option<CurrentPassword>,
}

/// The answer to a consent: a message, and with `takeOver` the person's own sign-in.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct ConsentAnswer {
    pub message: String,
    #[oai(skip_serializing_if_is_none)]
    pub sign_in: Option<crate::accounts::model::SignInAnswer>,
}

/// One family contact as the member keeps it (rule 46).
#[derive(Debug, Clone, Object, Validate)]
#[oai(rename_all = "camelCase")]
pub struct FamilyContact {
    #[garde(skip)]
    pub relation: shared::ContactRelation,
    #[garde(dive)]
    pub name: PersonName,
    #[garde(dive)]
    pub country_code: shared::types::CountryCode,
    #[garde(dive, custom(shared::rules::phone_fits_code(&self.country_code)))]
    pub phone_number: shared::types::Phone,
    #[garde(skip)]
    pub is_whatsapp: bool,
    /// When a connected member sees it: `accepted` (once connected, the default), `on_request` (once the member
    /// approves their request), `never`. Nobody else ever does (rule 10).
    #[garde(skip)]
    pub visibility: shared::ContactVisibility,
}

/// `PUT /api/Family/Contacts`: the whole list, in order; at most 5.
#[derive(Debug, Object, Validate)]
#[oai(rename_all = "camelCase")]
pub struct ContactsRequest {
    #[garde(length(max = shared::limits::FAMILY_CONTACTS_MAX), dive)]
    #[oai(validator(max_items = 5))]
    pub contacts: Vec<FamilyContact>,
}

/// A connected member's request to see the contacts kept until asked.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct ContactAsk {
    /// The id `POST /api/Family/Contacts/Answer` takes.
    pub ask_id: i32,
    /// The member who asks, as their card names them.
    pub member_id: i32,
    pub profile_id: String,
    pub first_name: String,
    pub last_name: String,
    pub status: shared::ContactAskState,
    pub asked_on: Instant,
}

/// The member's family contacts and the requests to see those kept until asked.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct OwnContacts {
    pub contacts: Vec<FamilyContact>,
    /// Newest first; once answered they stay, saying how.
    pub asks: Vec<ContactAsk>,
}

/// `POST /api/Family/Contacts/Ask`: a connected member asks to see the contacts kept until asked.
#[derive(Debug, Object, Validate)]
#[oai(rename_all = "camelCase")]
pub struct AskRequest {
    #[garde(skip)]
    pub member_id: i32,
}

/// `POST /api/Family/Contacts/Answer`: the member approves or declines a request.
#[derive(Debug, Object, Validate)]
#[oai(rename_all = "camelCase")]
pub struct AnswerAskRequest {
    #[garde(skip)]
    pub ask_id: i32,
    #[garde(skip)]
    pub approve: bool,
}
