use crate::helpers::{problem, spawn_app};

#[tokio::test]
async fn an_unknown_api_path_is_a_404_problem_in_the_request_language() {
    let app = spawn_app().await;
    let body = problem(app.get_in("/api/NoSuchThing", "en").await, 404).await;
    assert_eq!(body["code"], "not_found");
    assert_eq!(body["title"], "Not found.");
    let body = problem(app.get("/api/NoSuchThing").await, 404).await;
    assert_eq!(body["title"], "માહિતી મળી નહીં.");
}

#[tokio::test]
async fn a_wrong_method_is_a_405_problem() {
    let app = spawn_app().await;
    let response = app.client.delete(app.url("/api/Country/Name")).send().await.unwrap();
    let body = problem(response, 405).await;
    assert_eq!(body["code"], "method_not_allowed");
}

#[tokio::test]
async fn an_oversized_body_is_a_413_problem_whether_declared_or_chunked() {
    let app = spawn_app().await;
    let big = vec![b'x'; 300 * 1024];
    let response = app.client.post(app.url("/api/health")).body(big.clone()).send().await.unwrap();
    problem(response, 413).await;
    let stream =
        futures_util::stream::iter(big.chunks(8192).map(|c| Ok::<_, std::io::Error>(c.to_vec())).collect::<Vec<_>>());
    let response =
        app.client.post(app.url("/api/health")).body(reqwest::Body::wrap_stream(stream)).send().await.unwrap();
    problem(response, 413).await;
}

#[tokio::test]
async fn every_response_carries_a_distinct_request_id() {
    let app = spawn_app().await;
    let a = app.get("/api/health").await;
    let b = app.get("/api/Height/Name").await;
    let id = |r: &reqwest::Response| r.headers().get("x-request-id").unwrap().to_str().unwrap().to_owned();
    assert_ne!(id(&a), id(&b));
    assert_eq!(id(&a).len(), 32);
}

#[tokio::test]
async fn large_lists_are_compressed_when_the_client_accepts_it() {
    let app = spawn_app().await;
    let client = reqwest::Client::builder().no_gzip().build().unwrap();
    let response = client.get(app.url("/api/Country/Name")).header("Accept-Encoding", "gzip").send().await.unwrap();
    assert_eq!(response.headers().get("content-encoding").unwrap(), "gzip");
    let compressed = response.bytes().await.unwrap();
    let mut text = String::new();
    std::io::Read::read_to_string(&mut flate2::read::GzDecoder::new(&compressed[..]), &mut text).unwrap();
    let body: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert!(body["totalCount"].as_u64().unwrap() > 200);
    assert!(compressed.len() * 3 < text.len(), "compression saves little: {} of {}", compressed.len(), text.len());
}
