//! The connection loop: poem's endpoints served by hyper's own server connection (hyper-util's auto builder, which
//! poem's `Server` wraps too), configured where poem's `Server` offers no setting:
//!
//! - **Slow headers and idle keep-alive connections:** hyper's header read timeout (`SAGPAN_HEADER_TIMEOUT_SECS`, 15 s)
//!   bounds the whole time a request's headers may take to arrive, so a client sending a byte now and then cannot hold
//!   a connection; it runs while a keep-alive connection waits for its next request too, so an idle connection closes
//!   after as long. An event stream is a response being written, so it is not cut (its heartbeat keeps proxies awake).
//! - **Bodies that stall:** [`crate::middleware::BodyLimit`] answers 408 and closes the connection when no byte of a
//!   body arrives for `SAGPAN_BODY_STALL_SECS` (20 s).
//! - **Connections per address:** one client address holds at most `SAGPAN_MAX_CONNECTIONS_PER_ADDRESS` (128) at once
//!   (many members share a carrier's address, so the bound is generous); a connection past it is closed at once. A
//!   trusted proxy's connections are not counted: they carry everyone's requests.
//!
//! On shutdown the listener stops, and open connections finish what they are answering (at most 10 seconds).

use std::{
    collections::HashMap,
    net::{IpAddr, SocketAddr},
    sync::{Arc, Mutex},
    time::Duration,
};

use bytes::Bytes;
use hyper_util::{
    rt::{TokioExecutor, TokioIo, TokioTimer},
    server::{conn::auto, graceful::GracefulShutdown},
};
use poem::{Endpoint, web::LocalAddr};
use tokio::net::TcpListener;

/// What a connection may do.
#[derive(Debug, Clone)]
pub struct ConnectionLimits {
    pub header_timeout: Duration,
    pub per_address: usize,
    /// Addresses whose connections are not counted (the trusted proxies).
    pub uncounted: Arc<Vec<IpAddr>>,
}

/// The open connections of each client address.
#[derive(Default)]
struct Counts(Mutex<HashMap<IpAddr, usize>>);

/// One counted connection; it leaves the count when dropped.
struct Counted {
    counts: Arc<Counts>,
    address: IpAddr,
}

impl Counts {
    /// Counts a connection from `address`, unless it already holds `max`.
    fn enter(self: &Arc<Self>, address: IpAddr, max: usize) -> Option<Counted> {
        let mut open = self.0.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let count = open.entry(address).or_insert(0);
        if *count >= max {
            return None;
        }
        *count += 1;
        Some(Counted { counts: self.clone(), address })
    }
}

impl Drop for Counted {
    fn drop(&mut self) {
        let mut open = self.counts.0.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(count) = open.get_mut(&self.address) {
            *count -= 1;
            if *count == 0 {
                open.remove(&self.address);
            }
        }
    }
}

type Body = http_body_util::combinators::BoxBody<Bytes, std::io::Error>;

/// Serves `app` on `listener` until `shutdown` completes.
pub async fn serve(
    listener: TcpListener,
    app: Arc<poem::endpoint::BoxEndpoint<'static>>,
    limits: ConnectionLimits,
    shutdown: impl std::future::Future<Output = ()>,
) -> std::io::Result<()> {
    let local: SocketAddr = listener.local_addr()?;
    let local = LocalAddr(poem::Addr::SocketAddr(local));
    let counts = Arc::new(Counts::default());
    let graceful = GracefulShutdown::new();
    let mut builder = auto::Builder::new(TokioExecutor::new());
    builder.http1().timer(TokioTimer::new()).header_read_timeout(limits.header_timeout).keep_alive(true);
    builder.http2().timer(TokioTimer::new()).keep_alive_interval(limits.header_timeout);
    let builder = Arc::new(builder);
    tokio::pin!(shutdown);
    tracing::info!(address = %local.0, "listening");
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(error) => {
                    // Out of file descriptors and the like: wait a moment rather than spin.
                    tracing::warn!(%error, "could not accept a connection");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let counted = if limits.uncounted.contains(&peer.ip()) {
            None
        } else {
            match counts.enter(peer.ip(), limits.per_address) {
                Some(counted) => Some(counted),
                None => {
                    tracing::debug!(address = %peer.ip(), "too many connections from one address; closed");
                    drop(stream);
                    continue;
                }
            }
        };
        let _ = stream.set_nodelay(true);
        let (app, local) = (app.clone(), local.clone());
        let remote = poem::web::RemoteAddr(poem::Addr::SocketAddr(peer));
        let service = hyper::service::service_fn(move |request: hyper::Request<hyper::body::Incoming>| {
            let (app, local, remote) = (app.clone(), local.clone(), remote.clone());
            async move {
                let request = poem::Request::from((request, local, remote, poem::http::uri::Scheme::HTTP));
                let response = app.get_response(request).await;
                Ok::<_, std::convert::Infallible>(hyper::Response::<Body>::from(response))
            }
        });
        let connection = builder.serve_connection_with_upgrades(TokioIo::new(stream), service).into_owned();
        let watched = graceful.watch(connection);
        tokio::spawn(async move {
            let _counted = counted;
            if let Err(error) = watched.await {
                tracing::debug!(%error, "connection ended with an error");
            }
        });
    }
    drop(listener);
    if tokio::time::timeout(Duration::from_secs(10), graceful.shutdown()).await.is_err() {
        tracing::info!("connections still open after 10 seconds of shutdown; closed");
    }
    Ok(())
}
