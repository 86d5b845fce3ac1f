//! Serves the built web app: files by path, `index.html` for app routes (paths without a file extension), hashed assets
//! cached for a year. `/api/*` never reaches this endpoint.
//!
//! The public pages are also built as HTML in both languages (`webapp/scripts/prerender.mjs` writes
//! `prerendered/<gu|en>/<page>.html`): their address gets that file in the visitor's language, from the `sagpan.lang`
//! cookie the web app keeps beside its stored choice, Gujarati without one (docs/architecture.md, "The web app's
//! first paint"). Such a page carries one inline script, admitted by its hash.

use std::{collections::HashMap, path::PathBuf, sync::Mutex};

use poem::{
    Endpoint, Request, Response, Result,
    http::{HeaderValue, Method, StatusCode, header},
};
use rust_embed::RustEmbed;

use crate::security::policy_admitting_scripts_of;

/// The cookie in which the web app keeps the visitor's language (`gu` or `en`) for the server's prerendered pages.
const LANGUAGE_COOKIE: &str = "sagpan.lang";

/// The web app as built by `npm run build`, embedded in release builds (read from disk in debug builds).
#[derive(RustEmbed)]
#[folder = "../webapp/dist"]
#[allow_missing = true]
struct Embedded;

pub struct WebApp {
    /// Serve from this folder instead of the embedded files.
    dir: Option<PathBuf>,
    /// Each prerendered page's Content-Security-Policy, worked out from its inline scripts on its first request: the
    /// embedded files never change while the binary runs (files from `dir` may, so theirs is worked out each time).
    policies: Mutex<HashMap<String, HeaderValue>>,
}

impl WebApp {
    pub fn new(dir: Option<PathBuf>) -> Self {
        Self { dir, policies: Mutex::default() }
    }

    async fn file(&self, path: &str) -> Option<Vec<u8>> {
        match &self.dir {
            Some(dir) => {
                if path.split('/').any(|segment| segment == "..") {
                    return None;
                }
                tokio::fs::read(dir.join(path)).await.ok()
            }
            None => Embedded::get(path).map(|file| file.data.into_owned()),
        }
    }

    /// A file as this client takes it: `<path>.br` or `<path>.gz` when the build made one (webapp/scripts/
    /// precompress.mjs, at each algorithm's best level) and the client accepts it, else the file itself; with the
    /// `Content-Encoding` to send. Such answers are not compressed again (`middleware::CompressMost`).
    async fn encoded(&self, path: &str, req: &Request) -> Option<(Vec<u8>, Option<&'static str>)> {
        for (coding, suffix) in [("br", "br"), ("gzip", "gz")] {
            if accepts(req, coding)
                && let Some(body) = self.file(&format!("{path}.{suffix}")).await
            {
                return Some((body, Some(coding)));
            }
        }
        self.file(path).await.map(|body| (body, None))
    }

    /// The policy of the prerendered page at `path`, admitting exactly its inline scripts by hash; None when there is
    /// no such page.
    async fn page_policy(&self, path: &str) -> Option<HeaderValue> {
        let known = || self.policies.lock().unwrap_or_else(|e| e.into_inner()).get(path).cloned();
        if self.dir.is_none()
            && let Some(policy) = known()
        {
            return Some(policy);
        }
        let html = self.file(path).await?;
        let policy = HeaderValue::from_str(&policy_admitting_scripts_of(&String::from_utf8_lossy(&html))).ok()?;
        if self.dir.is_none() {
            self.policies.lock().unwrap_or_else(|e| e.into_inner()).insert(path.to_owned(), policy.clone());
        }
        Some(policy)
    }
}

/// An answer of the web app: its type, caching, `Vary` and, when it is precompressed, its encoding.
fn answer(body: Vec<u8>, coding: Option<&'static str>, content_type: &str, cache: &str, vary: &str) -> Response {
    let mut response = Response::builder()
        .header(header::CONTENT_TYPE, content_type)
        .header(header::CACHE_CONTROL, cache)
        .header(header::VARY, vary)
        .body(body);
    if let Some(coding) = coding {
        response.headers_mut().insert(header::CONTENT_ENCODING, HeaderValue::from_static(coding));
    }
    response
}

impl Endpoint for WebApp {
    type Output = Response;

    async fn call(&self, req: Request) -> Result<Self::Output> {
        if req.method() != Method::GET && req.method() != Method::HEAD {
            return Ok(Response::builder()
                .status(StatusCode::METHOD_NOT_ALLOWED)
                .header(header::ALLOW, "GET, HEAD")
                .finish());
        }
        let path = req.uri().path().trim_start_matches('/');
        // The home page ("") is an app route like the others: prerendered, or index.html.
        if let Some((body, coding)) = if path.is_empty() { None } else { self.encoded(path, &req).await } {
            let cache = if path.starts_with("assets/") { "public, max-age=31536000, immutable" } else { "no-cache" };
            let mime = mime_guess::from_path(path).first_or_octet_stream();
            return Ok(answer(body, coding, mime.as_ref(), cache, "Accept-Encoding"));
        }
        // A missing file with an extension is a real 404; anything else is a route of the single-page app.
        let last = path.rsplit('/').next().unwrap_or_default();
        if last.contains('.') {
            return Ok(StatusCode::NOT_FOUND.into());
        }
        let page = if path.is_empty() { "index" } else { path.trim_end_matches('/') };
        let prerendered = format!("prerendered/{}/{page}.html", cookie_language(&req));
        if let Some(policy) = self.page_policy(&prerendered).await
            && let Some((body, coding)) = self.encoded(&prerendered, &req).await
        {
            let html_type = "text/html; charset=utf-8";
            let mut response = answer(body, coding, html_type, "no-cache", "Accept-Encoding, Cookie");
            response.headers_mut().insert(header::CONTENT_SECURITY_POLICY, policy);
            return Ok(response);
        }
        match self.encoded("index.html", &req).await {
            Some((body, coding)) => Ok(answer(body, coding, "text/html; charset=utf-8", "no-cache", "Accept-Encoding")),
            None => Ok(Response::builder()
                .status(StatusCode::SERVICE_UNAVAILABLE)
                .content_type("text/plain; charset=utf-8")
                .body("The web app is not built into this binary: run `just build`.")),
        }
    }
}

/// Whether the request's `Accept-Encoding` takes `coding` (named, with a weight above 0).
fn accepts(req: &Request, coding: &str) -> bool {
    req.headers().get_all(header::ACCEPT_ENCODING).iter().filter_map(|v| v.to_str().ok()).any(|value| {
        value.split(',').any(|item| {
            let mut parts = item.split(';');
            let named = parts.next().is_some_and(|name| name.trim().eq_ignore_ascii_case(coding));
            let weight = parts
                .filter_map(|p| p.trim().strip_prefix("q="))
                .find_map(|q| q.trim().parse::<f32>().ok())
                .unwrap_or(1.0);
            named && weight > 0.0
        })
    })
}

/// `en` when the visitor's `sagpan.lang` cookie says so, else `gu` (the default language, DECISIONS 1).
fn cookie_language(req: &Request) -> &'static str {
    let english = req.headers().get_all(header::COOKIE).iter().filter_map(|v| v.to_str().ok()).any(|cookies| {
        cookies
            .split(';')
            .any(|pair| pair.trim().strip_prefix(LANGUAGE_COOKIE).and_then(|v| v.strip_prefix('=')) == Some("en"))
    });
    if english { "en" } else { "gu" }
}
