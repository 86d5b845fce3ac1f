//! Builds the whole application and binds before running, so tests learn the real port.

use std::sync::Arc;

use poem::{EndpointExt, Route, middleware::CatchPanic};
use poem_openapi::OpenApiService;
use sea_orm::DatabaseConnection;
use secrecy::ExposeSecret;

use crate::auth::keys::Keys;
use crate::auth::secret;
use crate::auth::tokens::TokenKeys;
use crate::captcha::Captcha;
use crate::client::GeoIp;
use crate::client::parse_trusted;
use crate::clock::Clock;
use crate::error::ApiError;
use crate::lang::Lang;
use crate::mail::Mailer;
use crate::mail::Transport;
use crate::middleware::BodyLimit;
use crate::middleware::CompressMost;
use crate::middleware::problems;
use crate::middleware::render;
use crate::photos::storage::Storage;
use crate::ratelimit::Limits;
use crate::reference::service::Lookups;
use crate::routes::account::AccountApi;
use crate::routes::admin::AdminApi;
use crate::routes::biodata::BioDataApi;
use crate::routes::connections::ConnectionApi;
use crate::routes::create_profile::CreateProfileApi;
use crate::routes::events::EventApi;
use crate::routes::family::FamilyApi;
use crate::routes::health::HealthApi;
use crate::routes::home::HomeApi;
use crate::routes::lookups::LookupApi;
use crate::routes::matches::MatchApi;
use crate::routes::member_image::MemberImageApi;
use crate::routes::member_request::MemberRequestApi;
use crate::routes::notification::NotificationApi;
use crate::routes::notification_setting::NotificationSettingApi;
use crate::routes::profile::ProfileApi;
use crate::routes::ticket::TicketApi;
use crate::routes::verification::VerificationApi;
use crate::routes::volunteer::VolunteerApi;
use crate::security::ApiReader;
use crate::security::SecurityHeaders;
use crate::settings::Settings;
use crate::state::AppState;
use crate::web::WebApp;
use crate::worker::{Worker, Workers};

/// Largest request body any JSON call accepts.
const MAX_JSON_BODY: usize = 256 * 1024;
/// Largest body of an upload (a photo, or a ticket message or enquiry with its files): the larger of the two limits
/// and room for the multipart framing and text fields. Each file's own limit is checked again on its bytes.
const MAX_UPLOAD_BODY: usize = {
    let files = shared::limits::ATTACHMENT_MAX_BYTES * shared::limits::ATTACHMENTS_PER_MESSAGE;
    let largest = if files > shared::limits::PHOTO_MAX_BYTES { files } else { shared::limits::PHOTO_MAX_BYTES };
    largest + 256 * 1024
};

pub type Apis = (
    HealthApi,
    AccountApi,
    CreateProfileApi,
    ProfileApi,
    BioDataApi,
    MemberRequestApi,
    NotificationApi,
    NotificationSettingApi,
    MemberImageApi,
    MatchApi,
    ConnectionApi,
    LookupApi,
    AdminApi,
    TicketApi,
    HomeApi,
    (VerificationApi, VolunteerApi, FamilyApi, EventApi),
);

pub fn openapi_service(state: AppState) -> OpenApiService<Apis, ()> {
    let apis = (
        HealthApi { db: state.db.clone() },
        AccountApi { state: state.clone() },
        CreateProfileApi { state: state.clone() },
        ProfileApi { state: state.clone() },
        BioDataApi { state: state.clone() },
        MemberRequestApi { state: state.clone() },
        NotificationApi { state: state.clone() },
        NotificationSettingApi { state: state.clone() },
        MemberImageApi { state: state.clone() },
        MatchApi { state: state.clone() },
        ConnectionApi { state: state.clone() },
        LookupApi { lookups: state.lookups.clone() },
        AdminApi { state: state.clone() },
        TicketApi { state: state.clone() },
        HomeApi { state: state.clone() },
        (
            VerificationApi { state: state.clone() },
            VolunteerApi { state: state.clone() },
            FamilyApi { state: state.clone() },
            EventApi { state: state.clone() },
        ),
    );
    OpenApiService::new(apis, "Sagpan API", env!("CARGO_PKG_VERSION"))
        .description(include_str!("openapi-description.md"))
        .license(poem_openapi::LicenseObject::new("AGPL-3.0-only"))
}

/// The OpenAPI document as served, for `sagpan openapi` and the freshness test.
pub fn openapi_json() -> String {
    // The document depends on no connection or secret; a detached state is enough to build it.
    let db = DatabaseConnection::default();
    let keys = Keys::derive(&[0; 32]);
    let lists = Arc::new(crate::matching::cache::Lists::default());
    let state = AppState {
        lookups: Arc::new(Lookups::new(db.clone())),
        mailer: Mailer::detached(db.clone()),
        sms_reaches_phones: false,
        db,
        clock: Clock::system(),
        tokens: Arc::new(TokenKeys::new(keys.tokens())),
        captcha: Arc::new(Captcha::new(keys.captcha().to_vec(), 1, false)),
        keys: Arc::new(keys),
        limits: Arc::new(Limits::default()),
        allowances: crate::allowance::Allowances::default(),
        request_times: crate::connections::times::Times::default(),
        geoip: None,
        trusted_proxies: Arc::new(Vec::new()),
        storage: Storage::detached(),
        photo_budget: crate::photos::budget::Budget::new(1),
        events: crate::events::Hub::new(lists.clone(), sea_orm::DatabaseBackend::Sqlite),
        public_url: Arc::from(""),
        support_email: None,
        grievance: Arc::default(),
        push: crate::push::Pusher::detached(),
        workers: Workers::default(),
        lists,
        writer: None,
    };
    crate::document::finish(&openapi_service(state).spec())
}

/// Everything the handlers share, from the settings; creates the first moderator when settings name one and none
/// exists, and starts the background loops ([`crate::worker`]) on `clock`.
pub async fn build_state(settings: &Settings, db: DatabaseConnection, clock: Clock) -> anyhow::Result<AppState> {
    crate::moderation::moderators::ensure_first_moderator(
        &db,
        settings.admin_email.as_deref(),
        settings.admin_password.as_ref().map(ExposeSecret::expose_secret),
    )
    .await?;
    let secret = secret::load_or_create(settings.secret.as_ref().map(ExposeSecret::expose_secret), &settings.data_dir)?;
    let keys = Keys::derive(secret.expose_secret());
    let geoip = match &settings.geoip_db {
        Some(path) => Some(Arc::new(GeoIp::open(path)?)),
        None => None,
    };
    let mailer = Mailer::new(db.clone(), clock.clone(), &settings.mail_from)?;
    let transport =
        Transport::from_settings(settings.smtp_url.as_ref().map(ExposeSecret::expose_secret), &settings.data_dir)?;
    let workers = Workers::default();
    tokio::spawn(mailer.clone().run(transport, workers.mail.clone()));
    let sms = crate::sms::Transport::from_settings(
        settings.sms_url.as_ref().map(ExposeSecret::expose_secret),
        settings.sms_authorization.as_ref().map(ExposeSecret::expose_secret),
        &settings.sms_format,
        &settings.sms_body,
        &settings.sms_from,
        &settings.data_dir,
    )?;
    let sms_reaches_phones = sms.reaches_phones();
    tokio::spawn(crate::sms::Sender::new(db.clone(), clock.clone(), sms).run(workers.sms.clone()));
    let subject =
        settings.vapid_subject.clone().filter(|s| !s.trim().is_empty()).unwrap_or_else(|| settings.public_url());
    let push = crate::push::Pusher::load_or_create(
        settings.vapid_private_key.as_ref(),
        &settings.data_dir,
        subject,
        settings.push_allow_insecure,
        &settings.push_hosts,
    )?;
    tokio::spawn(crate::push::Sender::new(db.clone(), clock.clone(), push.clone())?.run(workers.push.clone()));
    tokio::spawn(sweep_expired(db.clone(), clock.clone(), workers.sweep.clone()));
    let lookups = Arc::new(Lookups::new(db.clone()));
    // Approved members whose search row is missing (approved before search rows existed) get one now.
    crate::matching::row::backfill(&db, &lookups, clock.now()).await.map_err(|e| anyhow::anyhow!("{e:?}"))?;
    // The reference data is read once, now: its first reader would otherwise load it inside a write transaction,
    // on a second connection of the pool.
    lookups.data().await.map_err(|e| anyhow::anyhow!("cannot read the reference data: {e:?}"))?;
    tokio::spawn(follow_migrations(lookups.clone(), clock.clone(), workers.migrations.clone()));
    let lists = Arc::new(crate::matching::cache::Lists::default());
    let events = crate::events::Hub::new(lists.clone(), db.get_database_backend());
    events.listen(&settings.database_url()).await.map_err(|e| anyhow::anyhow!("cannot listen for events: {e}"))?;
    let state = AppState {
        lookups,
        lists,
        events,
        writer: crate::work::WriterGate::for_database(&db),
        tokens: Arc::new(TokenKeys::new(keys.tokens())),
        captcha: Arc::new(Captcha::new(
            keys.captcha().to_vec(),
            settings.captcha_max_number,
            settings.captcha_enabled(),
        )),
        keys: Arc::new(keys),
        limits: Arc::new(Limits::default()),
        allowances: settings.allowances(),
        request_times: settings.request_times(),
        public_url: Arc::from(settings.public_url()),
        support_email: settings.support_email.as_deref().map(str::trim).filter(|e| !e.is_empty()).map(Arc::from),
        grievance: Arc::new(grievance_officer(settings)),
        push,
        workers,
        geoip,
        trusted_proxies: Arc::new(parse_trusted(&settings.trusted_proxies)),
        storage: settings.photo_storage()?,
        photo_budget: crate::photos::budget::Budget::new(settings.photo_memory_mb),
        mailer,
        sms_reaches_phones,
        clock,
        db,
    };
    tokio::spawn(send_digests(state.clone()));
    tokio::spawn(expire_checks(state.clone()));
    tokio::spawn(remind_and_expire(state.clone()));
    Ok(state)
}

/// Every hour, the identity documents and verification photos left undecided too long (rule 44).
async fn expire_checks(state: AppState) {
    let (worker, clock) = (state.workers.checks.clone(), state.clock.clone());
    worker
        .run(clock, std::time::Duration::from_secs(3600), move || {
            let state = state.clone();
            async move {
                if let Err(err) = crate::verification::checks::expire(&state).await {
                    tracing::warn!(error = ?err, "could not expire the undecided verification checks");
                }
            }
        })
        .await;
}

/// The grievance officer of the settings (rule 44): an unset or blank value is none; the e-mail falls back to the
/// support address.
fn grievance_officer(settings: &Settings) -> crate::site::model::GrievanceOfficer {
    let set = |v: &Option<String>| v.as_deref().map(str::trim).filter(|v| !v.is_empty()).map(str::to_owned);
    crate::site::model::GrievanceOfficer {
        name: set(&settings.grievance_officer),
        email: set(&settings.grievance_email).or_else(|| set(&settings.support_email)),
        phone: set(&settings.grievance_phone),
        acknowledge_hours: shared::limits::GRIEVANCE_ACK_HOURS,
        resolve_days: shared::limits::GRIEVANCE_RESOLVE_DAYS,
    }
}

/// Every hour, the reminders and expiry of requests without a reply (rule 42), and the question how a connection
/// went 14 days after it was accepted (rule 48).
async fn remind_and_expire(state: AppState) {
    let (worker, clock, every) = (state.workers.requests.clone(), state.clock.clone(), state.request_times.every);
    worker
        .run(clock, every, move || {
            let state = state.clone();
            async move {
                if let Err(err) = crate::connections::expiry::pass(&state).await {
                    tracing::warn!(error = ?err, "could not remind or expire requests");
                }
                if let Err(err) = crate::connections::outcomes::ask_pass(&state).await {
                    tracing::warn!(error = ?err, "could not ask how connections went");
                }
            }
        })
        .await;
}

/// Every hour, the weekly digests that are due (rule 54).
async fn send_digests(state: AppState) {
    let (worker, clock) = (state.workers.digest.clone(), state.clock.clone());
    worker
        .run(clock, std::time::Duration::from_secs(3600), move || {
            let state = state.clone();
            async move {
                if let Err(err) = crate::notifications::digest::pass(&state).await {
                    tracing::warn!(error = ?err, "could not send the weekly digests");
                }
            }
        })
        .await;
}

/// Every five seconds, reads the reference data again if another instance migrated the database.
async fn follow_migrations(lookups: Arc<Lookups>, clock: Clock, worker: Worker) {
    worker
        .run(clock, std::time::Duration::from_secs(5), move || {
            let lookups = lookups.clone();
            async move {
                if let Err(err) = lookups.follow_migrations().await {
                    tracing::warn!(error = %err, "could not look for a newer migration");
                }
            }
        })
        .await;
}

/// Every ten minutes, drops the rate-limit keys whose window has passed, the spent captcha challenges that have
/// expired and the uses of the daily allowances that count no more, and clears the creation addresses older than a
/// year (each instance does; the second finds none).
async fn sweep_expired(db: DatabaseConnection, clock: Clock, worker: Worker) {
    worker
        .run(clock.clone(), std::time::Duration::from_secs(600), move || {
            let (db, now) = (db.clone(), clock.now());
            async move {
                if let Err(err) = crate::ratelimit::sweep(&db, now).await {
                    tracing::warn!(error = %err, "could not sweep the rate limits");
                }
                if let Err(err) = crate::captcha::sweep(&db, now).await {
                    tracing::warn!(error = %err, "could not sweep the spent captcha challenges");
                }
                if let Err(err) = crate::allowance::sweep(&db, now).await {
                    tracing::warn!(error = %err, "could not sweep the uses of the daily allowances");
                }
                if let Err(err) = crate::accounts::service::forget_creation_addresses(&db, now).await {
                    tracing::warn!(error = %err, "could not clear the creation addresses older than a year");
                }
            }
        })
        .await;
}

pub struct Application {
    listener: tokio::net::TcpListener,
    app: poem::endpoint::BoxEndpoint<'static>,
    limits: crate::serve::ConnectionLimits,
    tls: Option<tokio_rustls::TlsAcceptor>,
    port: u16,
}

impl Application {
    pub async fn build(settings: &Settings, state: AppState) -> anyhow::Result<Self> {
        let listener = tokio::net::TcpListener::bind(settings.listen.as_str())
            .await
            .map_err(|e| anyhow::anyhow!("cannot listen on {}: {e}", settings.listen))?;
        let port = listener.local_addr().map(|a| a.port()).unwrap_or(0);
        let tls = match (&settings.tls_cert, &settings.tls_key) {
            (Some(cert), Some(key)) => Some(crate::serve::tls_acceptor(cert, key)?),
            (None, None) => None,
            _ => anyhow::bail!("HTTPS needs both SAGPAN_TLS_CERT and SAGPAN_TLS_KEY"),
        };
        let limits = crate::serve::ConnectionLimits {
            header_timeout: std::time::Duration::from_secs(settings.header_timeout_secs.max(1)),
            per_address: settings.max_connections_per_address.max(1),
            uncounted: state.trusted_proxies.clone(),
        };
        let api = openapi_service(state.clone());
        let raw = api.spec();
        let document = crate::document::finish(&raw);
        let docs = ApiReader::new(api.swagger_ui_html().replace(&raw, &document));
        let spec = poem::endpoint::make_sync(move |_| {
            poem::Response::builder().content_type("application/json; charset=utf-8").body(document.clone())
        });
        let app = Route::new()
            .at("/api/openapi.json", spec)
            .nest("/api/docs", docs)
            .nest_no_strip(
                "/api",
                api.with(BodyLimit {
                    json: MAX_JSON_BODY,
                    upload: MAX_UPLOAD_BODY,
                    stall: std::time::Duration::from_secs(settings.body_stall_secs.max(1)),
                }),
            )
            .nest("/", WebApp::new(settings.web_dir.clone()))
            .with(
                CatchPanic::new()
                    .with_handler(|_| render(&ApiError::internal(anyhow::anyhow!("panic")), Lang::Gu, "panic")),
            )
            // Shared, not cloned for every request.
            .data(Arc::new(state))
            .around(problems)
            .with(SecurityHeaders { hsts: settings.public_url().starts_with("https://") })
            .with(CompressMost)
            .boxed();
        Ok(Self { listener, app, limits, tls, port })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// Serves `endpoint` at `path` on the same listener, beside the application and outside all of its middleware:
    /// for the benchmarks that compare a call with a bare handler answering the same bytes (`just bench-lists`).
    #[must_use]
    pub fn beside(self, path: &str, endpoint: impl poem::Endpoint + 'static) -> Self {
        let app = Route::new().at(path, endpoint).nest("/", self.app).boxed();
        Self { app, ..self }
    }

    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        crate::serve::serve(self.listener, std::sync::Arc::new(self.app), self.limits, self.tls, shutdown_signal())
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
