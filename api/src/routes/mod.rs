pub mod health;
pub mod lookups;

use poem_openapi::Tags;

#[derive(Tags)]
pub enum ApiTags {
    /// Service health.
    Health,
    /// Bilingual reference lists: public, cacheable (ETag, 304 on If-None-Match), names in the request's language.
    Lookups,
}
