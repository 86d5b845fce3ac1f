use crate::helpers::{Options, spawn_app_with};

async fn app_with_web_dir() -> crate::helpers::TestApp {
    let dir = tempfile::tempdir().unwrap().keep();
    std::fs::create_dir_all(dir.join("assets")).unwrap();
    std::fs::write(dir.join("index.html"), "<!doctype html><title>Sagpan</title><div id=root></div>").unwrap();
    std::fs::write(dir.join("assets/index-abc123.js"), "console.log('sagpan')").unwrap();
    spawn_app_with(Options { web_dir: Some(dir), ..Options::default() }).await
}

#[tokio::test]
async fn app_routes_fall_back_to_index_html_but_api_paths_never_do() {
    let app = app_with_web_dir().await;
    for path in ["/", "/home", "/auth/login", "/matches/detail/42"] {
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
