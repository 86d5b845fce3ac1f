use base64::Engine as _;
use sha2::Digest as _;

use crate::helpers::{Options, spawn_app_with};

async fn app_with_web_dir() -> crate::helpers::TestApp {
    let dir = tempfile::tempdir().unwrap().keep();
    std::fs::create_dir_all(dir.join("assets")).unwrap();
    std::fs::write(dir.join("index.html"), "<!doctype html><title>Sagpan</title><div id=root></div>").unwrap();
    std::fs::write(dir.join("assets/index-abc123.js"), "console.log('sagpan')").unwrap();
    // As webapp/scripts/precompress.mjs leaves them (the bytes stand in for the compressed file).
    std::fs::write(dir.join("assets/big-abc123.js"), "plain").unwrap();
    std::fs::write(dir.join("assets/big-abc123.js.br"), "brotli").unwrap();
    std::fs::write(dir.join("assets/big-abc123.js.gz"), "gzip").unwrap();
    for lang in ["gu", "en"] {
        std::fs::create_dir_all(dir.join(format!("prerendered/{lang}/auth"))).unwrap();
        for page in ["index", "about", "auth/login"] {
            let html = format!("<!doctype html><html lang={lang}><script>boot('{lang}')</script><p>{lang} {page}</p>");
            std::fs::write(dir.join(format!("prerendered/{lang}/{page}.html")), html).unwrap();
        }
    }
    spawn_app_with(Options { web_dir: Some(dir), ..Options::default() }).await
}

#[tokio::test]
async fn app_routes_fall_back_to_index_html_but_api_paths_never_do() {
    let app = app_with_web_dir().await;
    for path in ["/home", "/auth/registration", "/matches/detail/42", "/index.html"] {
        let response = app.get(path).await;
        assert_eq!(response.status(), 200, "{path}");
        assert_eq!(response.headers().get("cache-control").unwrap(), "no-cache");
        assert!(response.text().await.unwrap().contains("<div id=root>"), "{path}");
    }
    let api = app.get("/api/home").await;
    assert_eq!(api.status(), 404);
    assert_eq!(api.headers().get("content-type").unwrap(), "application/problem+json");
    assert_eq!(app.get("/missing.png").await.status(), 404);
    assert_eq!(app.get("/../Cargo.toml").await.status(), 404);
}

#[tokio::test]
async fn hashed_assets_are_cached_for_a_year() {
    let app = app_with_web_dir().await;
    let response = app.get("/assets/index-abc123.js").await;
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers().get("cache-control").unwrap(), "public, max-age=31536000, immutable");
    assert!(response.headers().get("content-type").unwrap().to_str().unwrap().contains("javascript"));
}

/// The public pages prerendered at build time are sent as HTML in the visitor's language: the `sagpan.lang` cookie,
/// Gujarati without one or with anything else; each admits its own inline script by hash and nothing more.
#[tokio::test]
async fn prerendered_public_pages_come_in_the_cookies_language_with_their_script_admitted_by_hash() {
    let app = app_with_web_dir().await;
    let client = reqwest::Client::new();
    for (path, page) in [("/", "index"), ("/about", "about"), ("/auth/login", "auth/login"), ("/about/", "about")] {
        for (cookie, lang) in [
            (None, "gu"),
            (Some("sagpan.lang=en"), "en"),
            (Some("x=1; sagpan.lang=en"), "en"),
            (Some("sagpan.lang=gu"), "gu"),
            (Some("sagpan.lang=fr"), "gu"),
            (Some("sagpan.language=en"), "gu"),
        ] {
            let mut request = client.get(format!("{}{path}", app.address));
            if let Some(cookie) = cookie {
                request = request.header("cookie", cookie);
            }
            let response = request.send().await.unwrap();
            assert_eq!(response.status(), 200, "{path} {cookie:?}");
            assert_eq!(response.headers().get("cache-control").unwrap(), "no-cache");
            assert_eq!(response.headers().get("vary").unwrap(), "Accept-Encoding, Cookie");
            let policy = response.headers().get("content-security-policy").unwrap().to_str().unwrap().to_owned();
            let body = response.text().await.unwrap();
            assert!(body.contains(&format!("<p>{lang} {page}</p>")), "{path} {cookie:?}: {body}");
            let script = format!("boot('{lang}')");
            let hash = base64::engine::general_purpose::STANDARD.encode(sha2::Sha256::digest(script.as_bytes()));
            let scripts = policy.split(';').find(|d| d.trim().starts_with("script-src")).unwrap().trim();
            assert_eq!(scripts, format!("script-src 'self' 'sha256-{hash}'"), "{path} {cookie:?}");
        }
    }
    // Any other address is the app's shell, under the policy that admits no inline script.
    let shell = app.get("/matches").await;
    let policy = shell.headers().get("content-security-policy").unwrap().to_str().unwrap().to_owned();
    assert!(policy.contains("script-src 'self';"), "{policy}");
    assert!(shell.text().await.unwrap().contains("<div id=root>"));
}

/// Files compressed at build time are sent as they are to a client that takes their encoding (brotli first), the file
/// itself to any other; a file without them is sent plain (the server does not compress the web app's files again).
#[tokio::test]
async fn precompressed_files_go_to_the_clients_that_take_them() {
    let app = app_with_web_dir().await;
    // Without its gzip feature's decoding, so that the bytes and the header are seen as sent.
    let client = reqwest::Client::builder().no_gzip().build().unwrap();
    for (accept, body, encoding) in [
        (Some("gzip, deflate, br, zstd"), "brotli", Some("br")),
        (Some("br;q=1.0, gzip;q=0.8"), "brotli", Some("br")),
        (Some("gzip"), "gzip", Some("gzip")),
        (Some("br;q=0, gzip"), "gzip", Some("gzip")),
        (Some("identity"), "plain", None),
        (None, "plain", None),
    ] {
        let mut request = client.get(format!("{}/assets/big-abc123.js", app.address));
        if let Some(accept) = accept {
            request = request.header("accept-encoding", accept);
        }
        let response = request.send().await.unwrap();
        assert_eq!(response.status(), 200, "{accept:?}");
        let sent = response.headers().get("content-encoding").map(|v| v.to_str().unwrap().to_owned());
        assert_eq!(sent.as_deref(), encoding, "{accept:?}");
        assert_eq!(response.headers().get("vary").unwrap(), "Accept-Encoding");
        assert!(response.headers().get("content-type").unwrap().to_str().unwrap().contains("javascript"));
        assert_eq!(response.text().await.unwrap(), body, "{accept:?}");
    }
    let small = client.get(format!("{}/assets/index-abc123.js", app.address)).header("accept-encoding", "br, gzip");
    let small = small.send().await.unwrap();
    assert!(small.headers().get("content-encoding").is_none());
    assert_eq!(small.text().await.unwrap(), "console.log('sagpan')");
}
