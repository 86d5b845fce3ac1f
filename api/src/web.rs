//! Serves the built web app: files by path, `index.html` for app routes (paths without a file extension), hashed assets
//! cached for a year. `/api/*` never reaches this endpoint.

use std::path::PathBuf;

use poem::{
    Endpoint, Request, Response, Result,
    http::{Method, StatusCode, header},
};
use rust_embed::RustEmbed;

/// The web app as built by `npm run build`, embedded in release builds (read from disk in debug builds).
#[derive(RustEmbed)]
#[folder = "../webapp/dist"]
#[allow_missing = true]
struct Embedded;

pub struct WebApp {
    /// Serve from this folder instead of the embedded files.
    pub dir: Option<PathBuf>,
}

impl WebApp {
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
        let path = if path.is_empty() { "index.html" } else { path };
        if let Some(body) = self.file(path).await {
            let cache = if path.starts_with("assets/") { "public, max-age=31536000, immutable" } else { "no-cache" };
            let mime = mime_guess::from_path(path).first_or_octet_stream();
            return Ok(Response::builder()
                .header(header::CONTENT_TYPE, mime.as_ref())
                .header(header::CACHE_CONTROL, cache)
                .body(body));
        }
        // A missing file with an extension is a real 404; anything else is a route of the single-page app.
        let last = path.rsplit('/').next().unwrap_or_default();
        if last.contains('.') {
            return Ok(StatusCode::NOT_FOUND.into());
        }
        match self.file("index.html").await {
            Some(body) => Ok(Response::builder()
                .header(header::CONTENT_TYPE, "text/html; charset=utf-8")
                .header(header::CACHE_CONTROL, "no-cache")
                .body(body)),
            None => Ok(Response::builder()
                .status(StatusCode::SERVICE_UNAVAILABLE)
                .content_type("text/plain; charset=utf-8")
                .body("The web app is not built into this binary: run `just build`.")),
        }
    }
}
