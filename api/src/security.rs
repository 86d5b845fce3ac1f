//! Security headers on every response, and the API reader (`/api/docs`) served under the same policy.
//!
//! The Content-Security-Policy allows scripts from Sagpan's own origin only (no inline script, no `eval`); styles may
//! be inline because Mantine writes its CSS variables into `<style>` elements at run time. The Swagger UI page is
//! one HTML document with its script inline, so its own policy allows exactly those scripts by their SHA-256.

use std::sync::Arc;

use base64::{Engine, engine::general_purpose::STANDARD};
use poem::{
    Endpoint, IntoResponse, Middleware, Request, Response, Result,
    http::{HeaderName, HeaderValue, StatusCode, header},
};
use sha2::{Digest, Sha256};

/// The policy of every response but the API reader.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
     img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; worker-src 'self' blob:; \
     manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/// The policy of JSON answers (the API's data and problems): a browser that opens one as a page may load nothing and
/// frame nothing (OWASP's REST Security Cheat Sheet). A third of the length of the page policy, on every API answer.
pub const API_CONTENT_SECURITY_POLICY: &str = "default-src 'none'; frame-ancestors 'none'";

/// Adds the security headers a response does not set itself.
pub struct SecurityHeaders {
    /// Strict-Transport-Security, when Sagpan's public address is https.
    pub hsts: bool,
}

impl<E: Endpoint> Middleware<E> for SecurityHeaders {
    type Output = SecurityHeadersEndpoint<E>;

    fn transform(&self, inner: E) -> Self::Output {
        SecurityHeadersEndpoint { inner, hsts: self.hsts }
    }
}

pub struct SecurityHeadersEndpoint<E> {
    inner: E,
    hsts: bool,
}

impl<E: Endpoint> Endpoint for SecurityHeadersEndpoint<E> {
    type Output = Response;

    async fn call(&self, req: Request) -> Result<Self::Output> {
        let api = req.uri().path().starts_with("/api/");
        let mut response = self.inner.call(req).await?.into_response();
        let headers = response.headers_mut();
        // The API's answers carry members' data: never kept by a browser or a proxy, unless the call chose its own
        // caching (photos and files privately until their URL expires; the public reference lists).
        if api {
            headers.entry(header::CACHE_CONTROL).or_insert(HeaderValue::from_static("no-store"));
        }
        let json = headers
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|t| t.starts_with("application/json") || t.starts_with("application/problem+json"));
        let mut set = |name: HeaderName, value: &'static str| {
            headers.entry(name).or_insert(HeaderValue::from_static(value));
        };
        set(header::CONTENT_SECURITY_POLICY, if json { API_CONTENT_SECURITY_POLICY } else { CONTENT_SECURITY_POLICY });
        set(header::X_CONTENT_TYPE_OPTIONS, "nosniff");
        set(header::REFERRER_POLICY, "no-referrer");
        set(header::X_FRAME_OPTIONS, "DENY");
        set(HeaderName::from_static("cross-origin-opener-policy"), "same-origin");
        set(HeaderName::from_static("permissions-policy"), "camera=(), microphone=(), geolocation=(), payment=()");
        if self.hsts {
            set(header::STRICT_TRANSPORT_SECURITY, "max-age=31536000; includeSubDomains");
        }
        Ok(response)
    }
}

/// The Swagger UI page of the OpenAPI document, with a policy that admits its inline scripts by hash.
#[derive(Clone)]
pub struct ApiReader {
    html: Arc<str>,
    policy: Arc<str>,
}

impl ApiReader {
    pub fn new(html: String) -> Self {
        let policy = policy_admitting_scripts_of(&html)
            .replace("img-src 'self' data: blob:", "img-src 'self' data: blob: https://validator.swagger.io");
        Self { html: Arc::from(html), policy: Arc::from(policy) }
    }
}

/// The page policy, admitting exactly the inline scripts of `html` by their SHA-256 (and no other inline script).
pub fn policy_admitting_scripts_of(html: &str) -> String {
    let hashes: Vec<String> = inline_scripts(html)
        .into_iter()
        .map(|script| format!("'sha256-{}'", STANDARD.encode(Sha256::digest(script.as_bytes()))))
        .collect();
    if hashes.is_empty() {
        return CONTENT_SECURITY_POLICY.to_owned();
    }
    CONTENT_SECURITY_POLICY.replace("script-src 'self'", &format!("script-src 'self' {}", hashes.join(" ")))
}

/// The contents of the `<script>` elements without a `src`, read as a browser reads them: a script runs from the end
/// of its opening tag to the next `</script>`, whatever it contains (`<script` inside a string included).
fn inline_scripts(html: &str) -> Vec<&str> {
    let mut scripts = Vec::new();
    let mut rest = html;
    while let Some(start) = rest.find("<script") {
        let Some(open_end) = rest[start..].find('>').map(|i| start + i + 1) else { break };
        let Some(close) = rest[open_end..].find("</script>").map(|i| open_end + i) else { break };
        if !rest[start..open_end].contains("src=") {
            scripts.push(&rest[open_end..close]);
        }
        rest = &rest[close + "</script>".len()..];
    }
    scripts
}

impl Endpoint for ApiReader {
    type Output = Response;

    async fn call(&self, req: Request) -> Result<Self::Output> {
        let path = req.uri().path().trim_end_matches('/');
        if !path.is_empty() && path != "/api/docs" {
            return Ok(StatusCode::NOT_FOUND.into());
        }
        let mut response = Response::builder()
            .content_type("text/html; charset=utf-8")
            .header(header::CACHE_CONTROL, "no-cache")
            .body(self.html.to_string());
        if let Ok(policy) = HeaderValue::from_str(&self.policy) {
            response.headers_mut().insert(header::CONTENT_SECURITY_POLICY, policy);
        }
        Ok(response)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inline_scripts_are_found_and_external_ones_skipped() {
        let html = "<script src=\"/a.js\"></script><script charset=\"UTF-8\">one(\"<script\")</script><p></p>\
                    <script>\ntwo()\n</script>";
        assert_eq!(inline_scripts(html), ["one(\"<script\")", "\ntwo()\n"]);
        let reader = ApiReader::new(html.to_owned());
        assert_eq!(reader.policy.matches("'sha256-").count(), 2);
        for policy in [&*reader.policy, CONTENT_SECURITY_POLICY] {
            let scripts = policy.split(';').find(|d| d.trim().starts_with("script-src")).unwrap_or_default();
            assert!(!scripts.contains("unsafe"), "{scripts}");
        }
    }
}
