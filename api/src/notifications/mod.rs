//! Telling a member about a change of their profile status: an in-app notification and an e-mail in their language,
//! written in the transaction of the change, and a live event to every open tab once it has committed.

pub mod digest;
pub mod settings;

use sea_orm::{ActiveModelTrait, Set};

use sea_orm::EntityTrait;

use entity::{member, notification, notification_setting};
use shared::{NotificationKind, ProfileStatus, catalog};

use crate::{
    error::ApiError,
    events::Event,
    lang::Lang,
    mail::templates::{self, Link},
    state::AppState,
    work::Work,
};

/// A text in both languages: (Gujarati, English).
pub type Bilingual = (String, String);

/// Catalog message `id` in both languages, as a notice stores it.
pub fn both(id: &str, args: catalog::Args<'_>) -> Bilingual {
    catalog::both(id, args)
}

/// `body` with the moderator's reason as its last paragraph, in both languages.
pub fn with_reason((gu, en): Bilingual, reason: &str) -> Bilingual {
    let line = |lang| catalog::text(lang, "common-reason", &[("reason", &reason)]);
    (format!("{gu}\n\n{}", line(Lang::Gu)), format!("{en}\n\n{}", line(Lang::En)))
}

/// The title and body of a status notification of `kind`, with the moderator's reason when there is one.
fn texts(kind: NotificationKind, reason: Option<&str>) -> (Bilingual, Bilingual) {
    let (title, body) = match kind {
        NotificationKind::ProfileApproved => ("notifications-approved-title", "notifications-approved-body"),
        NotificationKind::SuspensionLifted => {
            ("notifications-suspension-lifted-title", "notifications-suspension-lifted-body")
        }
        NotificationKind::ChangesRequested => {
            ("notifications-changes-requested-title", "notifications-changes-requested-body")
        }
        NotificationKind::ProfileSuspended => ("notifications-suspended-title", "notifications-suspended-body"),
        NotificationKind::ProfileSubmitted => ("notifications-submitted-title", "notifications-submitted-body"),
        NotificationKind::AccountDeactivated => ("notifications-deactivated-title", "notifications-deactivated-body"),
        NotificationKind::AccountReactivated => ("notifications-reactivated-title", "notifications-reactivated-body"),
        _ => ("notifications-status-changed-title", "notifications-status-changed-body"),
    };
    // Only the submission's body names a number, the hours an approval takes.
    let body = both(body, &[("hours", &shared::limits::APPROVAL_HOURS)]);
    let body = match reason {
        Some(reason) if matches!(kind, NotificationKind::ChangesRequested | NotificationKind::ProfileSuspended) => {
            with_reason(body, reason)
        }
        _ => body,
    };
    (both(title, &[]), body)
}

/// The page a notification of `kind` opens when it kept none (written before pages were kept): the list of the
/// kind's subjects.
pub fn default_page(kind: NotificationKind) -> &'static str {
    match kind {
        NotificationKind::ConnectionRequestReceived => "/inbox?tab=received",
        NotificationKind::ConnectionRequestAccepted => "/inbox?tab=accepted",
        NotificationKind::ConnectionRequestDeclined => "/inbox?tab=declined",
        NotificationKind::ConnectionRequestCancelled => "/inbox?tab=sent",
        NotificationKind::ProfileVisited => "/profile/visitedMe",
        NotificationKind::Shortlisted => "/profile/shortlistedMe",
        NotificationKind::TicketReply => "/ticket",
        NotificationKind::SatapetaCode | NotificationKind::SatapetaLinked | NotificationKind::SatapetaDisabled => {
            "/profile/satapeta"
        }
        NotificationKind::PhotoDecided => "/profile/photos",
        NotificationKind::ProfileApproved | NotificationKind::SuspensionLifted => "/matches",
        NotificationKind::WeeklyDigest => digest::PAGE,
        _ => "/profile",
    }
}

/// Which channels a member allows for a kind of notification (rule 31); a kind they never set has every
/// channel on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Channels {
    pub app: bool,
    pub email: bool,
    pub push: bool,
}

impl Channels {
    pub const ALL_ON: Self = Self { app: true, email: true, push: true };
}

/// The id of `kind` in the reference list of notification types (`GET /api/NotificationType/Name`).
pub fn type_id(data: &crate::reference::service::ReferenceData, kind: NotificationKind) -> Option<i32> {
    data.notification_types.iter().find(|t| t.key == kind.as_str()).map(|t| t.id)
}

/// The member's channels for `kind`, read in `db` (the use case's transaction).
pub async fn channels(
    db: &impl sea_orm::ConnectionTrait,
    state: &AppState,
    member_id: i32,
    kind: NotificationKind,
) -> Result<Channels, ApiError> {
    if !kind.member_chooses_channels() {
        return Ok(Channels::ALL_ON);
    }
    let data = state.lookups.data().await?;
    let Some(kind_id) = type_id(&data, kind) else {
        return Ok(Channels::ALL_ON);
    };
    Ok(notification_setting::Entity::find_by_id((member_id, kind_id))
        .one(db)
        .await?
        .map(|s| Channels { app: s.app, email: s.email, push: s.push })
        .unwrap_or(Channels::ALL_ON))
}

/// What a member is told: a notification of `kind` that opens `page`, and an e-mail whose button opens it.
pub struct Notice {
    pub kind: NotificationKind,
    pub title: Bilingual,
    pub body: Bilingual,
    /// The web app's page of the notice's subject (rule 31): the member, the inbox tab, the ticket, the profile page.
    pub page: String,
    pub button: Bilingual,
    /// The connection request the notification announces (updated in place when it is answered).
    pub request_id: Option<i32>,
    /// The e-mail and push wait until then, and are deleted unsent if the request is withdrawn first (rule 42).
    pub hold: Option<crate::queue::Hold>,
}

/// Tells the member by the channels they allow, in `work`: the stored notification (app) and the e-mail (email).
/// Answers the channels used; the caller publishes its live event.
pub async fn deliver(
    state: &AppState,
    work: &mut Work,
    member: &member::Model,
    notice: Notice,
) -> Result<Channels, ApiError> {
    deliver_as(state, work, member, notice, None, None).await
}

/// [`deliver`], the e-mail carrying a one-click link (`off_url`, labelled `off_label`) that stops such messages (the
/// weekly digest, rule 54).
pub async fn deliver_with_off(
    state: &AppState,
    work: &mut Work,
    member: &member::Model,
    notice: Notice,
    off_label: &Bilingual,
    off_url: String,
) -> Result<Channels, ApiError> {
    deliver_as(state, work, member, notice, None, Some((off_label, off_url))).await
}

/// [`deliver`], and by push (closed tabs; rule 20, 39) when the member allows it: a `ProfileStatus` push
/// carries the new status, so the service worker can update the stored status as document 001's client does.
async fn deliver_as(
    state: &AppState,
    work: &mut Work,
    member: &member::Model,
    notice: Notice,
    status: Option<ProfileStatus>,
    off: Option<(&Bilingual, String)>,
) -> Result<Channels, ApiError> {
    let channels = channels(&**work, state, member.id, notice.kind).await?;
    if channels.push {
        let lang = crate::lang::of_member(member);
        let payload = crate::push::Payload {
            notify_type: if status.is_some() { "ProfileStatus" } else { "Notification" },
            title: lang.pick(&notice.title.0, &notice.title.1).to_owned(),
            body: lang.pick(&notice.body.0, &notice.body.1).to_owned(),
            profile_status: status.map(ProfileStatus::code),
            url: notice.page.clone(),
        };
        work.queue_push(state, member.id, &payload, notice.hold).await?;
    }
    if channels.app {
        store(state, work, member, &notice).await?;
    }
    if channels.email {
        let lang = crate::lang::of_member(member);
        let mail = templates::notice_with_off(
            lang,
            &member.first_name,
            lang.pick(&notice.title.0, &notice.title.1),
            lang.pick(&notice.body.0, &notice.body.1),
            Link {
                label: lang.pick(&notice.button.0, &notice.button.1),
                url: templates::page(&state.public_url, &notice.page),
            },
            off.map(|(label, url)| Link { label: lang.pick(&label.0, &label.1), url }),
            &state.public_url,
        );
        work.queue_mail_held(state, &member.email, mail, notice.hold).await?;
    }
    Ok(channels)
}

/// Tells the member of an event (a decision on their edit request or photo): [`deliver`], and a live event to their
/// open tabs when the app channel is on.
pub async fn tell(state: &AppState, work: &mut Work, member: &member::Model, notice: Notice) -> Result<(), ApiError> {
    let (title, body) = (notice.title.clone(), notice.body.clone());
    if deliver(state, work, member, notice).await?.app {
        work.publish(Event::Notice { member_id: member.id, title, body });
    }
    Ok(())
}

/// Tells the member in the app only (stored, listed, live), whatever their settings: for a notice whose e-mail is
/// sent on its own (the satapeta code goes in its own code e-mail).
pub async fn in_app_only(
    state: &AppState,
    work: &mut Work,
    member: &member::Model,
    notice: Notice,
) -> Result<(), ApiError> {
    store(state, work, member, &notice).await?;
    work.publish(Event::Notice { member_id: member.id, title: notice.title, body: notice.body });
    Ok(())
}

/// Stores the in-app notification of `notice`.
async fn store(state: &AppState, work: &Work, member: &member::Model, notice: &Notice) -> Result<(), ApiError> {
    notification::ActiveModel {
        member_id: Set(member.id),
        kind: Set(notice.kind),
        title_gu: Set(notice.title.0.clone()),
        title_en: Set(notice.title.1.clone()),
        body_gu: Set(notice.body.0.clone()),
        body_en: Set(notice.body.1.clone()),
        created_at: Set(state.clock.now()),
        read_at: Set(None),
        connection_request_id: Set(notice.request_id),
        link: Set(Some(notice.page.clone())),
        ..Default::default()
    }
    .insert(&**work)
    .await?;
    Ok(())
}

/// Tells the member their profile status changed. The live status event leaves whatever the settings say: it is not
/// a notification but the tab's own state (it re-routes the tab).
pub async fn status_changed(
    state: &AppState,
    work: &mut Work,
    member: &member::Model,
    from: ProfileStatus,
    reason: Option<&str>,
) -> Result<(), ApiError> {
    let to = member.profile_status;
    let kind = NotificationKind::for_status(to, from);
    let (title, body) = texts(kind, reason);
    let (page, button) = match to {
        ProfileStatus::Approved => ("/matches", both("notifications-button-matches", &[])),
        _ => ("/profile", both("common-button-my-profile", &[])),
    };
    let notice = Notice {
        kind,
        title: title.clone(),
        body: body.clone(),
        page: page.into(),
        button,
        request_id: None,
        hold: None,
    };
    let channels = deliver_as(state, work, member, notice, Some(to), None).await?;
    let (title, body) = if channels.app { (title, body) } else { Default::default() };
    work.publish(Event::Status { member_id: member.id, profile_status: to, title, body });
    Ok(())
}
