pub mod account;
pub mod health;
pub mod lookups;

use poem_openapi::Tags;

#[derive(Tags)]
pub enum ApiTags {
    /// Service health.
    Health,
    /// Registration, sign-in, codes, sessions and login history.
    Account,
    /// The self-hosted ALTCHA proof-of-work challenge.
    Captcha,
    /// Bilingual reference lists: public, cacheable (ETag, 304 on If-None-Match), names in the request's language.
    Lookups,
}
