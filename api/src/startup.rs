//! Builds the whole application and binds before running, so tests learn the real port.

use std::sync::Arc;

use poem::{
    EndpointExt, Route, Server,
    listener::{Acceptor, Listener, TcpAcceptor, TcpListener},
    middleware::{CatchPanic, Compression},
};
use poem_openapi::OpenApiService;
use sea_orm::DatabaseConnection;

use crate::{
    error::ApiError,
    lang::Lang,
    middleware::{BodyLimit, problems, render},
    routes::{health::HealthApi, lookups::{LookupApi, service::Lookups}},
    settings::Settings,
    web::WebApp,
};

/// Largest request body any JSON call accepts.
const MAX_JSON_BODY: usize = 256 * 1024;

pub type Apis = (HealthApi, LookupApi);

pub fn openapi_service(db: DatabaseConnection) -> OpenApiService<Apis, ()> {
    let lookups = Arc::new(Lookups::new(db.clone()));
    OpenApiService::new((HealthApi { db }, LookupApi { lookups }), "Sagpan API", env!("CARGO_PKG_VERSION"))
        .description(include_str!("openapi-description.md"))
        .license(poem_openapi::LicenseObject::new("AGPL-3.0-only"))
}

/// The OpenAPI document as served, for `sagpan openapi` and the freshness test.
pub fn openapi_json() -> String {
    // The document does not depend on the connection; a disconnected handle is enough to build it.
    openapi_service(DatabaseConnection::default()).spec()
}

pub struct Application {
    acceptor: TcpAcceptor,
    app: poem::endpoint::BoxEndpoint<'static>,
    port: u16,
}

impl Application {
    pub async fn build(settings: &Settings, db: DatabaseConnection) -> anyhow::Result<Self> {
        let acceptor = TcpListener::bind(settings.listen.clone())
            .into_acceptor()
            .await
            .map_err(|e| anyhow::anyhow!("cannot listen on {}: {e}", settings.listen))?;
        let port = acceptor.local_addr().first().and_then(|a| a.as_socket_addr().map(|s| s.port())).unwrap_or(0);
        let api = openapi_service(db);
        let docs = api.swagger_ui();
        let spec = api.spec_endpoint();
        let app = Route::new()
            .at("/api/openapi.json", spec)
            .nest("/api/docs", docs)
            .nest_no_strip("/api", api.with(BodyLimit(MAX_JSON_BODY)))
            .nest("/", WebApp { dir: settings.web_dir.clone() })
            .with(CatchPanic::new().with_handler(|_| render(&ApiError::internal(anyhow::anyhow!("panic")), Lang::Gu, "panic")))
            .around(problems)
            .with(Compression::new())
            .boxed();
        Ok(Self { acceptor, app, port })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        Server::new_with_acceptor(self.acceptor)
            .run_with_graceful_shutdown(self.app, shutdown_signal(), Some(std::time::Duration::from_secs(10)))
            .await
    }
}

async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        if let Ok(mut signal) = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            signal.recv().await;
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {},
        _ = terminate => {},
    }
}
