//! Text messages (SMS) that really leave, as e-mail does ([`crate::mail`]): every message is queued in the database
//! first, in the transaction of the change it belongs to, then the worker posts it to the SMS provider's HTTP API (when
//! `SAGPAN_SMS_URL` is set) or writes it to the `sms-outbox` folder as a `.txt` file, retrying with back-off until it
//! goes. What was sent stays only as a delivery record: the body (a code) is dropped once it has left.
//!
//! Providers differ only in the request they take, so the request is a setting: the URL, an optional `Authorization`
//! header, and a body template in JSON or form encoding whose `{to}`, `{from}` and `{text}` are filled in, each value
//! escaped for that encoding (README, "Text messages").

use std::{path::PathBuf, sync::Arc, time::Duration as StdDuration};

use chrono::Duration;
use sea_orm::{ActiveModelTrait, ConnectionTrait, DatabaseConnection, Set};

use entity::sms_queue;

use crate::{clock::Clock, error::ApiError, worker::Worker};

/// A member's number in international form, as texts are addressed: `+` and digits.
pub fn international(country_code: &str, phone: &str) -> String {
    format!("+{}{phone}", country_code.trim_start_matches('+'))
}

/// How often the worker looks for retries when nothing wakes it.
const EVERY: StdDuration = StdDuration::from_secs(2);

/// How the provider's request body is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// `application/json`: each value is written as the inside of a JSON string.
    Json,
    /// `application/x-www-form-urlencoded`: each value is percent-encoded.
    Form,
}

/// A provider's HTTP API.
#[derive(Debug, Clone)]
pub struct Provider {
    pub url: String,
    pub authorization: Option<String>,
    pub format: Format,
    /// The body, with `{to}`, `{from}` and `{text}` to fill in.
    pub body: String,
    pub from: String,
}

impl Provider {
    /// The request body for one message.
    pub fn body_for(&self, to: &str, text: &str) -> String {
        let escape = |value: &str| match self.format {
            Format::Json => {
                let quoted = serde_json::to_string(value).unwrap_or_default();
                quoted[1..quoted.len() - 1].to_owned()
            }
            Format::Form => form_urlencoded::byte_serialize(value.as_bytes()).collect(),
        };
        self.body.replace("{to}", &escape(to)).replace("{from}", &escape(&self.from)).replace("{text}", &escape(text))
    }

    fn content_type(&self) -> &'static str {
        match self.format {
            Format::Json => "application/json",
            Format::Form => "application/x-www-form-urlencoded",
        }
    }
}

pub enum Transport {
    Http { provider: Provider, client: reqwest::Client },
    Outbox(PathBuf),
}

impl Transport {
    /// The provider when `url` is set, the outbox folder in `data_dir` otherwise.
    pub fn from_settings(
        url: Option<&str>,
        authorization: Option<&str>,
        format: &str,
        body: &str,
        from: &str,
        data_dir: &std::path::Path,
    ) -> anyhow::Result<Self> {
        let Some(url) = url.map(str::trim).filter(|u| !u.is_empty()) else {
            return Ok(Transport::Outbox(data_dir.join("sms-outbox")));
        };
        reqwest::Url::parse(url).map_err(|e| anyhow::anyhow!("invalid SAGPAN_SMS_URL: {e}"))?;
        let format = match format {
            "json" => Format::Json,
            "form" => Format::Form,
            other => anyhow::bail!("SAGPAN_SMS_FORMAT is `json` or `form`, not {other:?}"),
        };
        if !body.contains("{to}") || !body.contains("{text}") {
            anyhow::bail!("SAGPAN_SMS_BODY must contain {{to}} and {{text}}");
        }
        let client = reqwest::Client::builder().timeout(StdDuration::from_secs(10)).build()?;
        let provider = Provider {
            url: url.to_owned(),
            authorization: authorization.map(str::to_owned).filter(|a| !a.trim().is_empty()),
            format,
            body: body.to_owned(),
            from: from.to_owned(),
        };
        Ok(Transport::Http { provider, client })
    }

    /// Whether messages reach phones (a provider is set), rather than a folder.
    pub fn reaches_phones(&self) -> bool {
        matches!(self, Transport::Http { .. })
    }
}

/// Queues a text to `to` (`+` and digits) on `db`, the transaction of the change it belongs to; wake the worker
/// ([`crate::worker::Workers::sms`]) after the commit. [`crate::work::Work::queue_sms`] does both.
pub async fn queue(db: &impl ConnectionTrait, clock: &Clock, to: &str, text: &str) -> Result<(), ApiError> {
    let now = clock.now();
    sms_queue::ActiveModel {
        recipient: Set(to.to_owned()),
        body: Set(Some(text.to_owned())),
        created_at: Set(now),
        attempts: Set(0),
        next_attempt_at: Set(now),
        sent_at: Set(None),
        last_error: Set(None),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(())
}

/// Sends the SMS queue.
#[derive(Clone)]
pub struct Sender {
    db: DatabaseConnection,
    clock: Clock,
    transport: Arc<Transport>,
}

impl Sender {
    pub fn new(db: DatabaseConnection, clock: Clock, transport: Transport) -> Self {
        Self { db, clock, transport: Arc::new(transport) }
    }

    async fn deliver(&self, row: &sms_queue::Model) -> anyhow::Result<()> {
        let text = row.body.as_deref().unwrap_or_default();
        match &*self.transport {
            Transport::Http { provider, client } => {
                let mut request = client
                    .post(&provider.url)
                    .header(reqwest::header::CONTENT_TYPE, provider.content_type())
                    .body(provider.body_for(&row.recipient, text));
                if let Some(authorization) = &provider.authorization {
                    request = request.header(reqwest::header::AUTHORIZATION, authorization);
                }
                let answer = request.send().await?;
                let status = answer.status();
                if !status.is_success() {
                    let said: String = answer.text().await.unwrap_or_default().chars().take(200).collect();
                    anyhow::bail!("the SMS provider answered {status}: {said}");
                }
            }
            Transport::Outbox(dir) => {
                tokio::fs::create_dir_all(dir).await?;
                let name = format!("{}-{:06}.txt", row.created_at.format("%Y%m%dT%H%M%S"), row.id);
                tokio::fs::write(dir.join(&name), format!("To: {}\n\n{text}\n", row.recipient)).await?;
                tracing::info!(to = %row.recipient, file = %name, "text message written to the SMS outbox");
            }
        }
        Ok(())
    }

    /// Claims what is due (shared with other instances' workers: [`crate::queue`]) and sends it; answers how many
    /// were sent.
    pub async fn send_due(&self) -> anyhow::Result<usize> {
        let columns = crate::queue::Columns {
            id: sms_queue::Column::Id,
            done: sms_queue::Column::SentAt,
            due: sms_queue::Column::NextAttemptAt,
        };
        let due = crate::queue::claim::<sms_queue::Entity>(&self.db, self.clock.now(), columns).await?;
        let mut sent = 0;
        for row in due {
            let result = self.deliver(&row).await;
            let attempts = row.attempts + 1;
            let mut active: sms_queue::ActiveModel = row.clone().into();
            active.attempts = Set(attempts);
            match result {
                Ok(()) => {
                    // The code in the body is the recipient's now; the row stays as a delivery record.
                    active.sent_at = Set(Some(self.clock.now()));
                    active.last_error = Set(None);
                    active.body = Set(None);
                    sent += 1;
                }
                Err(err) => {
                    let backoff = Duration::seconds(2i64.saturating_pow(attempts.min(8) as u32).min(300));
                    tracing::warn!(id = row.id, attempts, error = %err, "text message not sent; will retry");
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
    pub async fn run(self, worker: Worker) {
        let clock = self.clock.clone();
        worker
            .run(clock, EVERY, move || {
                let sender = self.clone();
                async move {
                    if let Err(err) = sender.send_due().await {
                        tracing::warn!(error = %err, "SMS worker could not read the queue");
                    }
                }
            })
            .await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn provider(format: Format, body: &str) -> Provider {
        Provider { url: "http://sink".into(), authorization: None, format, body: body.into(), from: "SAGPAN".into() }
    }

    #[test]
    fn json_values_are_escaped_inside_their_strings() {
        let p = provider(Format::Json, r#"{"to":"{to}","sender":"{from}","message":"{text}"}"#);
        let body = p.body_for("+919825012345", "કોડ \"123456\"\nસગપણ");
        let parsed: serde_json::Value = serde_json::from_str(&body).expect("valid JSON");
        assert_eq!(parsed["to"], "+919825012345");
        assert_eq!(parsed["sender"], "SAGPAN");
        assert_eq!(parsed["message"], "કોડ \"123456\"\nસગપણ");
    }

    #[test]
    fn form_values_are_percent_encoded() {
        let p = provider(Format::Form, "To={to}&From={from}&Body={text}");
        let body = p.body_for("+919825012345", "code 1&2=3");
        let pairs: Vec<(String, String)> = form_urlencoded::parse(body.as_bytes()).into_owned().collect();
        assert_eq!(
            pairs,
            vec![
                ("To".into(), "+919825012345".into()),
                ("From".into(), "SAGPAN".into()),
                ("Body".into(), "code 1&2=3".into())
            ]
        );
    }

    #[test]
    fn a_template_without_recipient_or_text_is_refused() {
        let dir = std::path::Path::new("/tmp");
        assert!(Transport::from_settings(Some("http://x"), None, "json", r#"{"text":"{text}"}"#, "S", dir).is_err());
        assert!(Transport::from_settings(Some("http://x"), None, "xml", "{to}{text}", "S", dir).is_err());
        assert!(!Transport::from_settings(None, None, "json", "", "S", dir).expect("outbox").reaches_phones());
    }
}
