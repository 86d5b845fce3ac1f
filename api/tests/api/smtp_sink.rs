//! A minimal SMTP server on loopback that keeps what it receives: the suite's local sink for real SMTP delivery.

use std::sync::{Arc, Mutex};

use tokio::{
    io::{AsyncBufReadExt, AsyncWriteExt, BufReader},
    net::TcpListener,
    task::JoinHandle,
};

pub struct SmtpSink {
    pub port: u16,
    pub received: Arc<Mutex<Vec<String>>>,
    task: JoinHandle<()>,
    /// Open connections, closed by `stop` as a server going down would.
    connections: Arc<Mutex<Vec<JoinHandle<()>>>>,
    /// A folder each message is also written to, as the server's outbox would hold it (`mirror_to`).
    mirror: Arc<Mutex<Option<std::path::PathBuf>>>,
}

impl SmtpSink {
    pub async fn start_on(port: u16) -> Self {
        let listener = TcpListener::bind(("127.0.0.1", port)).await.expect("bind smtp sink");
        let port = listener.local_addr().unwrap().port();
        let received = Arc::new(Mutex::new(Vec::new()));
        let store = received.clone();
        let mirror: Arc<Mutex<Option<std::path::PathBuf>>> = Arc::default();
        let mirrored = mirror.clone();
        let connections: Arc<Mutex<Vec<JoinHandle<()>>>> = Arc::default();
        let open = connections.clone();
        let task = tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                let store = store.clone();
                let mirrored = mirrored.clone();
                let connection = tokio::spawn(async move {
                    let (read, mut write) = stream.into_split();
                    let mut lines = BufReader::new(read).lines();
                    let _ = write.write_all(b"220 sink ESMTP\r\n").await;
                    let mut data: Option<String> = None;
                    while let Ok(Some(line)) = lines.next_line().await {
                        if let Some(body) = data.as_mut() {
                            if line == "." {
                                let message = std::mem::take(body);
                                if let Some(dir) = mirrored.lock().unwrap().as_ref() {
                                    let _ = std::fs::create_dir_all(dir);
                                    let n = store.lock().unwrap().len();
                                    let _ = std::fs::write(dir.join(format!("sink-{n:05}.eml")), &message);
                                }
                                store.lock().unwrap().push(message);
                                data = None;
                                let _ = write.write_all(b"250 2.0.0 queued\r\n").await;
                            } else {
                                body.push_str(line.strip_prefix('.').unwrap_or(&line));
                                body.push('\n');
                            }
                            continue;
                        }
                        let verb = line.split_whitespace().next().unwrap_or_default().to_ascii_uppercase();
                        let reply: &[u8] = match verb.as_str() {
                            "EHLO" => b"250-sink\r\n250 8BITMIME\r\n",
                            "HELO" | "MAIL" | "RCPT" | "RSET" | "NOOP" => b"250 2.0.0 ok\r\n",
                            "DATA" => {
                                data = Some(String::new());
                                b"354 go ahead\r\n"
                            }
                            "QUIT" => {
                                let _ = write.write_all(b"221 bye\r\n").await;
                                break;
                            }
                            _ => b"502 5.5.2 not implemented\r\n",
                        };
                        let _ = write.write_all(reply).await;
                    }
                });
                open.lock().unwrap().push(connection);
            }
        });
        Self { port, received, task, connections, mirror }
    }

    /// Writes each message received from now on into `dir` too (the outbox folder of a test app that sends over
    /// SMTP, so the helpers that read codes from the outbox work for it).
    pub fn mirror_to(&self, dir: std::path::PathBuf) {
        *self.mirror.lock().unwrap() = Some(dir);
    }

    pub async fn start() -> Self {
        Self::start_on(0).await
    }

    pub fn stop(self) -> u16 {
        self.task.abort();
        for connection in self.connections.lock().unwrap().drain(..) {
            connection.abort();
        }
        self.port
    }

    pub fn messages(&self) -> Vec<String> {
        self.received.lock().unwrap().clone()
    }
}
