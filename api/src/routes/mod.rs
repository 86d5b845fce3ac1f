pub mod account;
pub mod admin;
pub mod biodata;
pub mod connections;
pub mod create_profile;
pub mod events;
pub mod family;
pub mod health;
pub mod home;
pub mod lookups;
pub mod matches;
pub mod member_image;
pub mod member_request;
pub mod notification;
pub mod notification_setting;
pub mod profile;
pub mod ticket;
pub mod verification;
pub mod volunteer;

use poem_openapi::Tags;

#[derive(Tags)]
pub enum ApiTags {
    /// Service health.
    Health,
    /// Registration, sign-in, codes, sessions and login history.
    Account,
    /// The moderator area: approval queue, decisions, member look-up, audit log. Moderators only.
    Admin,
    /// The self-hosted ALTCHA proof-of-work challenge.
    Captcha,
    /// The four-step profile wizard, for members at profileStatus 0.
    CreateProfile,
    /// Member photos, through signed URLs.
    MemberImage,
    /// Matches, search and other members' details: approved members only.
    Match,
    /// Connection requests, the shortlist, blocks and reports: approved members only.
    Connections,
    /// The inbox: sent, received, accepted and declined requests, and blocked members.
    Inbox,
    /// The member's own profile.
    Profile,
    /// Notifications and the live event stream.
    Notification,
    /// The bio-data PDF: the member's own, or an accepted connection's.
    BioData,
    /// Support tickets, for every signed-in member, and their files.
    Ticket,
    /// The public site: the contact form, the news subscription and the web popup.
    Home,
    /// What a member proves about themselves (the mobile number by SMS), shown as badges.
    Verification,
    /// Samaj volunteers appointed by the moderators: the members of their villages, and their word for a family.
    Volunteer,
    /// Family managers: the family members who look after a member's profile with them, each with their own sign-in.
    Family,
    /// Events of the samaj (the parichay sammelan): members register; moderators and volunteers organise them.
    Event,
    /// Bilingual reference lists: public, cacheable (ETag, 304 on If-None-Match), names in the request's language.
    Lookups,
}
