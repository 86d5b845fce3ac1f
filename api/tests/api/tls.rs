//! HTTPS served by Sagpan itself (`SAGPAN_TLS_CERT`, `SAGPAN_TLS_KEY`; `api/src/serve.rs`): HTTP/2 for a client that
//! offers it, HTTP/1.1 for one that does not, nothing for plain HTTP, and a bounded handshake.

use std::time::{Duration, Instant};

use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::helpers::{
    Connections, Options, TEST_CERT as CERT, TEST_KEY as KEY, spawn_app_with, trusting_the_test_certificate,
};

#[tokio::test]
async fn a_browser_gets_http2_over_tls_and_an_older_client_http1() {
    let app = spawn_app_with(Options { tls: true, ..Options::default() }).await;
    assert!(app.address.starts_with("https://"), "{}", app.address);

    // HTTP/2, chosen by ALPN as a browser chooses it: the API and the web app alike.
    let health = app.client.get(format!("{}/api/health", app.address)).send().await.unwrap();
    assert_eq!(health.status(), 200);
    assert_eq!(health.version(), reqwest::Version::HTTP_2);
    let page = app.client.get(format!("{}/about", app.address)).send().await.unwrap();
    assert_eq!(page.version(), reqwest::Version::HTTP_2);
    assert!(page.headers()["content-type"].to_str().unwrap().starts_with("text/html"));
    assert!(page.headers().contains_key("strict-transport-security"));
    // A call with a body, through the same connection.
    let refused = app
        .client
        .post(format!("{}/api/Account/Login", app.address))
        .json(&serde_json::json!({ "username": "nobody@example.com", "password": "wrong-password" }))
        .send()
        .await
        .unwrap();
    assert_eq!(refused.version(), reqwest::Version::HTTP_2);
    assert!(refused.status().is_client_error(), "{}", refused.status());

    // A client that speaks only HTTP/1.1 over TLS is served too.
    let older = trusting_the_test_certificate(reqwest::Client::builder()).http1_only().build().unwrap();
    let health = older.get(format!("{}/api/health", app.address)).send().await.unwrap();
    assert_eq!(health.status(), 200);
    assert_eq!(health.version(), reqwest::Version::HTTP_11);

    // Plain HTTP on the TLS port gets no answer: the connection is closed.
    let mut plain = tokio::net::TcpStream::connect(app.address.trim_start_matches("https://")).await.unwrap();
    plain.write_all(b"GET /api/health HTTP/1.1\r\nHost: sagpan.test\r\n\r\n").await.unwrap();
    let mut answer = Vec::new();
    let read = tokio::time::timeout(Duration::from_secs(5), plain.read_to_end(&mut answer)).await;
    assert!(read.is_ok(), "a plain-HTTP connection stays open");
    assert!(!String::from_utf8_lossy(&answer).contains("200 OK"), "plain HTTP was answered");
}

#[tokio::test]
async fn a_handshake_that_never_comes_is_closed_after_the_header_timeout() {
    let connections = Connections { header_timeout_secs: 1, ..Connections::default() };
    let app = spawn_app_with(Options { tls: true, connections, ..Options::default() }).await;
    let mut silent = tokio::net::TcpStream::connect(app.address.trim_start_matches("https://")).await.unwrap();
    let started = Instant::now();
    let mut buffer = [0_u8; 16];
    let read = tokio::time::timeout(Duration::from_secs(5), silent.read(&mut buffer)).await;
    assert!(matches!(read, Ok(Ok(0) | Err(_))), "a connection that never starts its handshake stays open");
    let waited = started.elapsed();
    assert!(waited >= Duration::from_millis(900) && waited < Duration::from_secs(3), "{waited:?}");
    // Meanwhile the server answers everyone else.
    let health = app.client.get(format!("{}/api/health", app.address)).send().await.unwrap();
    assert_eq!(health.status(), 200);
}

#[test]
fn a_certificate_or_key_that_cannot_serve_is_refused_at_start_naming_the_file() {
    let folder = tempfile::tempdir().unwrap();
    let missing = folder.path().join("missing.pem");
    let error = sagpan::serve::tls_acceptor(&missing, KEY.as_ref()).err().unwrap().to_string();
    assert!(error.contains("missing.pem"), "{error}");

    let not_a_certificate = folder.path().join("cert.pem");
    std::fs::write(&not_a_certificate, "not a certificate").unwrap();
    let error = sagpan::serve::tls_acceptor(&not_a_certificate, KEY.as_ref()).err().unwrap().to_string();
    assert!(error.contains("holds no certificate"), "{error}");

    // The certificate with a key that is not its own.
    let other_key = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/tls/other-key.pem");
    let error = sagpan::serve::tls_acceptor(CERT.as_ref(), other_key.as_ref()).err().unwrap().to_string();
    assert!(error.contains("do not go together"), "{error}");

    assert!(sagpan::serve::tls_acceptor(CERT.as_ref(), KEY.as_ref()).is_ok());
}
