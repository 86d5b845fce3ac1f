//! E-mail that really leaves: every message is queued in the database first, then the worker sends it over SMTP (when
//! `SAGPAN_SMTP_URL` is set) or writes it to the outbox folder as an `.eml` file, retrying with back-off until it goes.
//! A mail server that is down loses nothing.

pub mod templates;

use std::{path::PathBuf, sync::Arc, time::Duration as StdDuration};

use chrono::Duration;
use lettre::{
    AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor,
    message::{Mailbox, MultiPart},
};
use sea_orm::{ActiveModelTrait, ConnectionTrait, DatabaseConnection, Set};

use entity::mail_queue;

use crate::{clock::Clock, error::ApiError, worker::Worker};

/// How often the worker looks for retries when nothing wakes it.
const EVERY: StdDuration = StdDuration::from_secs(2);

/// A message ready to queue.
pub struct Mail {
    pub subject: String,
    pub text: String,
    pub html: String,
}

pub enum Transport {
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
    Outbox(PathBuf),
}

impl Transport {
    pub fn from_settings(smtp_url: Option<&str>, data_dir: &std::path::Path) -> anyhow::Result<Self> {
        match smtp_url.filter(|u| !u.trim().is_empty()) {
            Some(url) => {
                let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
                    .map_err(|e| anyhow::anyhow!("invalid SAGPAN_SMTP_URL: {e}"))?
                    .timeout(Some(StdDuration::from_secs(10)))
                    .build();
                Ok(Transport::Smtp(transport))
            }
            None => Ok(Transport::Outbox(data_dir.join("outbox"))),
        }
    }
}

#[derive(Clone)]
pub struct Mailer {
    db: DatabaseConnection,
    clock: Clock,
    /// Checked when the mailer is made; parsed for each message.
    from: String,
}

impl Mailer {
    pub fn new(db: DatabaseConnection, clock: Clock, from: &str) -> anyhow::Result<Self> {
        from.parse::<Mailbox>().map_err(|e| anyhow::anyhow!("invalid mail sender {from:?}: {e}"))?;
        Ok(Self { db, clock, from: from.to_owned() })
    }

    /// A mailer that is never run (for building the OpenAPI document).
    pub fn detached(db: DatabaseConnection) -> Self {
        Self { db, clock: Clock::system(), from: String::new() }
    }

    /// Queues a message on `db` (the transaction of the change it belongs to); wake the worker
    /// ([`crate::worker::Workers::mail`]) after the commit. [`crate::work::Work::queue_mail`] does both.
    pub async fn queue(&self, db: &impl ConnectionTrait, to: &str, mail: Mail) -> Result<(), ApiError> {
        self.queue_held(db, to, mail, None).await
    }

    /// [`Mailer::queue`], held back until `hold` says when it is not withdrawn first.
    pub async fn queue_held(
        &self,
        db: &impl ConnectionTrait,
        to: &str,
        mail: Mail,
        hold: Option<crate::queue::Hold>,
    ) -> Result<(), ApiError> {
        let now = self.clock.now();
        mail_queue::ActiveModel {
            recipient: Set(to.to_owned()),
            subject: Set(mail.subject),
            text_body: Set(Some(mail.text)),
            html_body: Set(Some(mail.html)),
            created_at: Set(now),
            attempts: Set(0),
            next_attempt_at: Set(hold.map_or(now, |h| h.until)),
            sent_at: Set(None),
            last_error: Set(None),
            request_id: Set(hold.map(|h| h.request_id)),
            ..Default::default()
        }
        .insert(db)
        .await?;
        Ok(())
    }

    fn build(&self, row: &mail_queue::Model) -> anyhow::Result<Message> {
        Ok(Message::builder()
            .from(self.from.parse()?)
            .to(row.recipient.parse()?)
            .subject(row.subject.clone())
            .message_id(Some(format!("<{}.{}@sagpan>", row.id, row.created_at.timestamp())))
            .multipart(MultiPart::alternative_plain_html(
                row.text_body.clone().unwrap_or_default(),
                row.html_body.clone().unwrap_or_default(),
            ))?)
    }

    async fn deliver(&self, transport: &Transport, row: &mail_queue::Model) -> anyhow::Result<()> {
        let message = self.build(row)?;
        match transport {
            Transport::Smtp(smtp) => {
                smtp.send(message).await?;
            }
            Transport::Outbox(dir) => {
                tokio::fs::create_dir_all(dir).await?;
                let name = format!("{}-{:06}.eml", row.created_at.format("%Y%m%dT%H%M%S"), row.id);
                tokio::fs::write(dir.join(&name), message.formatted()).await?;
                tracing::info!(to = %row.recipient, subject = %row.subject, file = %name, "mail written to the outbox");
            }
        }
        Ok(())
    }

    /// Claims what is due (shared with other instances' workers: [`crate::queue`]) and sends it; answers how many
    /// were sent.
    pub async fn send_due(&self, transport: &Transport) -> anyhow::Result<usize> {
        let columns = crate::queue::Columns {
            id: mail_queue::Column::Id,
            done: mail_queue::Column::SentAt,
            due: mail_queue::Column::NextAttemptAt,
        };
        let due = crate::queue::claim::<mail_queue::Entity>(&self.db, self.clock.now(), columns).await?;
        let mut sent = 0;
        for row in due {
            let result = self.deliver(transport, &row).await;
            let attempts = row.attempts + 1;
            let mut active: mail_queue::ActiveModel = row.clone().into();
            active.attempts = Set(attempts);
            match result {
                Ok(()) => {
                    // What was sent is the recipient's now: the queue keeps a delivery record, not the message (a
                    // code in its body would otherwise stay readable in the database).
                    active.sent_at = Set(Some(self.clock.now()));
                    active.last_error = Set(None);
                    active.text_body = Set(None);
                    active.html_body = Set(None);
                    sent += 1;
                }
                Err(err) => {
                    let backoff = Duration::seconds(2i64.saturating_pow(attempts.min(8) as u32).min(300));
                    tracing::warn!(id = row.id, attempts, error = %err, "mail not sent; will retry");
                    active.last_error = Set(Some(err.to_string()));
                    active.next_attempt_at = Set(self.clock.now() + backoff);
                }
            }
            active.update(&self.db).await?;
        }
        Ok(sent)
    }

    /// Runs forever as `worker`: sends what is due whenever something is queued, and at least every [`EVERY`] for
    /// retries.
    pub async fn run(self, transport: Transport, worker: Worker) {
        let transport = Arc::new(transport);
        let clock = self.clock.clone();
        worker
            .run(clock, EVERY, move || {
                let (mailer, transport) = (self.clone(), transport.clone());
                async move {
                    if let Err(err) = mailer.send_due(&transport).await {
                        tracing::warn!(error = %err, "mail worker could not read the queue");
                    }
                }
            })
            .await;
    }
}
