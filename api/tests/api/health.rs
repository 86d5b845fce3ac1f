use std::sync::{Arc, Mutex};

use tokio::{
    net::{TcpListener, TcpStream},
    sync::watch,
    task::JoinHandle,
};

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
    /// Whether the relay passes connections on.
    open: Arc<watch::Sender<bool>>,
    /// The connections relayed, each of which ends when the relay is cut.
    connections: Arc<Mutex<Vec<JoinHandle<()>>>>,
}

impl Relay {
    /// Refuses new connections and closes those relayed; returns once every one of them is closed.
    async fn cut(&self) {
        self.open.send_replace(false);
        let connections = std::mem::take(&mut *self.connections.lock().unwrap());
        for connection in connections {
            connection.await.unwrap();
        }
    }

    fn restore(&self) {
        self.open.send_replace(true);
    }
}

async fn relay_to(target: &str) -> Relay {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let open = Arc::new(watch::Sender::new(true));
    let connections: Arc<Mutex<Vec<JoinHandle<()>>>> = Arc::default();
    let target = target.to_owned();
    let (flag, relayed) = (open.clone(), connections.clone());
    tokio::spawn(async move {
        loop {
            let Ok((mut inbound, _)) = listener.accept().await else { return };
            // Under the lock, so that a cut either sees this connection or it sees the cut.
            let mut relayed = relayed.lock().unwrap();
            if !*flag.borrow() {
                drop(inbound);
                continue;
            }
            let target = target.clone();
            let mut cut = flag.subscribe();
            relayed.push(tokio::spawn(async move {
                let Ok(mut outbound) = TcpStream::connect(target).await else { return };
                let (mut ri, mut wi) = inbound.split();
                let (mut ro, mut wo) = outbound.split();
                tokio::select! {
                    _ = tokio::io::copy(&mut ri, &mut wo) => {},
                    _ = tokio::io::copy(&mut ro, &mut wi) => {},
                    _ = cut.wait_for(|open| !open) => {},
                }
            }));
        }
    });
    Relay { port, open, connections }
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

    relay.cut().await;
    let body = crate::helpers::problem(app.get_in("/api/health", "en").await, 503).await;
    assert_eq!(body["code"], "service_unavailable");

    relay.restore();
    eventually("health to recover after the database came back", async || {
        let status = app.get("/api/health").await.status();
        if status == 200 { Ok(()) } else { Err(status) }
    })
    .await;
}
