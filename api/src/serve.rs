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
//! - **HTTPS** when Sagpan is given a certificate and its key (`SAGPAN_TLS_CERT`, `SAGPAN_TLS_KEY`, PEM files): the
//!   listener then speaks TLS only, and offers HTTP/2 to browsers (ALPN `h2`, then `http/1.1`). Browsers speak HTTP/2
//!   only over TLS; with it a member's page asks for all its files at once on one connection, where HTTP/1.1 gives a
//!   browser six connections that each wait a round trip per file (docs/architecture.md, "The web app's first
//!   paint"). The handshake is bounded by the header timeout too. The files are read at start: a renewed certificate
//!   takes effect at the next start.
//!
//! On shutdown the listener stops, and open connections finish what they are answering (at most 10 seconds).

use std::{
    collections::HashMap,
    net::{IpAddr, SocketAddr},
    path::Path,
    sync::{Arc, Mutex},
    time::Duration,
};

use bytes::Bytes;
use hyper_util::{
    rt::{TokioExecutor, TokioIo, TokioTimer},
    server::{conn::auto, graceful::GracefulShutdown},
};
use poem::{Endpoint, web::LocalAddr};
use rustls_pki_types::{CertificateDer, PrivateKeyDer, pem::PemObject};
use tokio::net::TcpListener;
use tokio_rustls::{TlsAcceptor, rustls};
use tokio_util::either::Either;

/// What a connection may do.
#[derive(Debug, Clone)]
pub struct ConnectionLimits {
    pub header_timeout: Duration,
    pub per_address: usize,
    /// Addresses whose connections are not counted (the trusted proxies).
    pub uncounted: Arc<Vec<IpAddr>>,
}

/// The TLS side of the listener: the certificate chain and its private key, read from PEM files, with HTTP/2 offered
/// first. Errors name the file and what is wrong with it.
pub fn tls_acceptor(cert: &Path, key: &Path) -> anyhow::Result<TlsAcceptor> {
    let chain = CertificateDer::pem_file_iter(cert)
        .and_then(|certs| certs.collect::<Result<Vec<_>, _>>())
        .map_err(|e| anyhow::anyhow!("cannot read the certificate {}: {e}", cert.display()))?;
    if chain.is_empty() {
        anyhow::bail!("the certificate file {} holds no certificate", cert.display());
    }
    let key = PrivateKeyDer::from_pem_file(key)
        .map_err(|e| anyhow::anyhow!("cannot read the private key {}: {e}", key.display()))?;
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let mut config = rustls::ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| anyhow::anyhow!("TLS: {e}"))?
        .with_no_client_auth()
        .with_single_cert(chain, key)
        .map_err(|e| anyhow::anyhow!("the certificate and its key do not go together: {e}"))?;
    config.alpn_protocols = vec![b"h2".to_vec(), b"http/1.1".to_vec()];
    Ok(TlsAcceptor::from(Arc::new(config)))
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

/// Serves `app` on `listener` until `shutdown` completes: over TLS when `tls` is given, plain otherwise.
pub async fn serve(
    listener: TcpListener,
    app: Arc<poem::endpoint::BoxEndpoint<'static>>,
    limits: ConnectionLimits,
    tls: Option<TlsAcceptor>,
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
    let scheme = if tls.is_some() { poem::http::uri::Scheme::HTTPS } else { poem::http::uri::Scheme::HTTP };
    tokio::pin!(shutdown);
    tracing::info!(address = %local.0, tls = tls.is_some(), "listening");
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
        let (app, local, scheme) = (app.clone(), local.clone(), scheme.clone());
        let remote = poem::web::RemoteAddr(poem::Addr::SocketAddr(peer));
        let service = hyper::service::service_fn(move |request: hyper::Request<hyper::body::Incoming>| {
            let (app, local, remote, scheme) = (app.clone(), local.clone(), remote.clone(), scheme.clone());
            async move {
                let request = poem::Request::from((request, local, remote, scheme));
                let response = app.get_response(request).await;
                Ok::<_, std::convert::Infallible>(hyper::Response::<Body>::from(response))
            }
        });
        let (builder, watcher, tls) = (builder.clone(), graceful.watcher(), tls.clone());
        let handshake_timeout = limits.header_timeout;
        tokio::spawn(async move {
            let _counted = counted;
            // One connection, plain or TLS: the TLS stream once its handshake is done.
            let stream = match tls {
                None => Either::Left(stream),
                Some(acceptor) => match tokio::time::timeout(handshake_timeout, acceptor.accept(stream)).await {
                    Ok(Ok(stream)) => Either::Right(stream),
                    Ok(Err(error)) => {
                        tracing::debug!(%error, "TLS handshake failed");
                        return;
                    }
                    Err(_) => {
                        tracing::debug!("TLS handshake took longer than the header timeout; closed");
                        return;
                    }
                },
            };
            let connection = builder.serve_connection_with_upgrades(TokioIo::new(stream), service).into_owned();
            if let Err(error) = watcher.watch(connection).await {
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
