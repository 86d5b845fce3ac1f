use std::{
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
    time::Duration,
};

use tokio::net::{TcpListener, TcpStream};

use crate::helpers::{Options, eventually, fresh_postgres_database, spawn_app, spawn_app_with};

#[tokio::test]
async fn health_answers_200_when_the_database_answers() {
    let app = spawn_app().await;
    let response = app.get("/api/health").await;
    assert_eq!(response.status(), 200);
    assert!(response.headers().contains_key("x-request-id"));
    let body: serde_json::Value = response.json().await.unwrap();
    assert_eq!(body["status"], "ok");
}

/// A TCP relay in front of PostgreSQL that the test can cut and restore, to take the database away from a running server.
struct Relay {
    port: u16,
    open: Arc<AtomicBool>,
}

async fn relay_to(target: &str) -> Relay {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let open = Arc::new(AtomicBool::new(true));
    let target = target.to_owned();
    let flag = open.clone();
    tokio::spawn(async move {
        loop {
            let Ok((mut inbound, _)) = listener.accept().await else { return };
            if !flag.load(Ordering::SeqCst) {
                drop(inbound);
                continue;
            }
            let target = target.clone();
            let flag = flag.clone();
            tokio::spawn(async move {
                let Ok(mut outbound) = TcpStream::connect(target).await else { return };
                let (mut ri, mut wi) = inbound.split();
                let (mut ro, mut wo) = outbound.split();
                let copy = async {
                    tokio::select! {
                        _ = tokio::io::copy(&mut ri, &mut wo) => {},
                        _ = tokio::io::copy(&mut ro, &mut wi) => {},
                        _ = async { while flag.load(Ordering::SeqCst) { tokio::time::sleep(Duration::from_millis(50)).await } } => {},
                    }
                };
                copy.await;
            });
        }
    });
    Relay { port, open }
}

#[tokio::test]
async fn health_answers_503_while_the_database_is_away_and_recovers_by_itself() {
    // Uses PostgreSQL whatever the suite's database, because only a server database can go away and come back.
    let url = fresh_postgres_database().await;
    let relay = relay_to("127.0.0.1:5432").await;
    let through_relay = url.replacen("127.0.0.1:5432", &format!("127.0.0.1:{}", relay.port), 1);
    assert_ne!(through_relay, url, "the test database URL must name 127.0.0.1:5432");
    let app = spawn_app_with(Options { database_url: Some(through_relay), ..Options::default() }).await;
    assert_eq!(app.get("/api/health").await.status(), 200);

    relay.open.store(false, Ordering::SeqCst);
    tokio::time::sleep(Duration::from_millis(200)).await;
    let body = crate::helpers::problem(app.get_in("/api/health", "en").await, 503).await;
    assert_eq!(body["code"], "service_unavailable");

    relay.open.store(true, Ordering::SeqCst);
    eventually("health to recover after the database came back", async || {
        let status = app.get("/api/health").await.status();
        if status == 200 { Ok(()) } else { Err(status) }
    })
    .await;
}
