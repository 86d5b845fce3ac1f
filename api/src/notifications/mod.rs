//! Telling a member about a change of their profile status: an in-app notification and an e-mail in their language,
//! written in the transaction of the change, and a live event to every open tab once it has committed.

pub mod settings;

use sea_orm::{ActiveModelTrait, Set};

use sea_orm::EntityTrait;

use entity::{member, notification, notification_setting};
use shared::{NotificationKind, ProfileStatus};

use crate::{
    error::ApiError,
    events::Event,
    mail::templates::{self, Link},
    state::AppState,
    work::Work,
};

/// A text in both languages: (Gujarati, English).
pub type Bilingual = (String, String);

/// The title and body of a status notification of `kind`, with the moderator's reason when there is one.
fn texts(kind: NotificationKind, reason: Option<&str>) -> (Bilingual, Bilingual) {
    let reason_gu = reason.map(|r| format!("\n\nકારણ: {r}")).unwrap_or_default();
    let reason_en = reason.map(|r| format!("\n\nReason: {r}")).unwrap_or_default();
    match kind {
        NotificationKind::ProfileApproved => (
            ("આપની પ્રોફાઇલ મંજૂર થઈ".into(), "Your profile is approved".into()),
            (
                "અભિનંદન! આપની પ્રોફાઇલ મંજૂર થઈ છે. હવે આપ મેચ જોઈ શકો છો, શોધી શકો છો અને કનેક્ટ થઈ શકો છો.".into(),
                "Congratulations! Your profile has been approved. You can now see matches, search and connect.".into(),
            ),
        ),
        NotificationKind::SuspensionLifted => (
            ("આપની પ્રોફાઇલ ફરી સક્રિય થઈ".into(), "Your profile is active again".into()),
            (
                "મધ્યસ્થીએ આપની પ્રોફાઇલ પરનો પ્રતિબંધ હટાવ્યો છે. આપની પ્રોફાઇલ ફરી બીજા સભ્યોને દેખાશે.".into(),
                "A moderator has lifted the suspension of your profile. Other members can see it again.".into(),
            ),
        ),
        NotificationKind::ChangesRequested => (
            ("પ્રોફાઇલમાં ફેરફાર જરૂરી છે".into(), "Changes requested to your profile".into()),
            (
                format!("મધ્યસ્થીએ આપની પ્રોફાઇલમાં ફેરફાર કરવા કહ્યું છે. પ્રોફાઇલમાં જઈ સુધારો કરી ફરી મોકલો.{reason_gu}"),
                format!(
                    "A moderator has asked for changes to your profile. Open your profile, make them and submit it again.{reason_en}"
                ),
            ),
        ),
        NotificationKind::ProfileSuspended => (
            ("આપની પ્રોફાઇલ સ્થગિત કરવામાં આવી છે".into(), "Your profile has been suspended".into()),
            (
                format!(
                    "આપની પ્રોફાઇલ હાલ પૂરતી સ્થગિત કરવામાં આવી છે; તે બીજા સભ્યોને દેખાશે નહીં. પ્રશ્ન હોય તો સપોર્ટનો સંપર્ક કરો.{reason_gu}"
                ),
                format!(
                    "Your profile has been suspended for now and is hidden from other members. Contact support with any questions.{reason_en}"
                ),
            ),
        ),
        NotificationKind::ProfileSubmitted => (
            ("પ્રોફાઇલ મંજૂરી માટે મોકલી".into(), "Profile submitted for approval".into()),
            (
                format!("આપની પ્રોફાઇલ મંજૂરી માટે મોકલી છે. મંજૂરીમાં આશરે {} કલાક લાગે છે.", shared::limits::APPROVAL_HOURS),
                format!(
                    "Your profile has been submitted for approval. Approval takes about {} hours.",
                    shared::limits::APPROVAL_HOURS
                ),
            ),
        ),
        NotificationKind::AccountDeactivated => (
            ("આપનું ખાતું નિષ્ક્રિય થયું".into(), "Your account is deactivated".into()),
            (
                "આપે આપનું ખાતું નિષ્ક્રિય કર્યું છે; આપની પ્રોફાઇલ કોઈને દેખાશે નહીં. ફરી સક્રિય કરવા લૉગિન કરી ‘ખાતું ફરી સક્રિય કરો’ દબાવો. આ આપે ન કર્યું હોય તો પાસવર્ડ બદલો.".into(),
                "You have deactivated your account; nobody sees your profile. To reactivate it, sign in and press “Reactivate my account”. If this was not you, change your password.".into(),
            ),
        ),
        NotificationKind::AccountReactivated => (
            ("આપનું ખાતું ફરી સક્રિય થયું".into(), "Your account is active again".into()),
            (
                "આપનું ખાતું ફરી સક્રિય થયું છે.".into(),
                "Your account is active again.".into(),
            ),
        ),
        _ => (
            ("આપની પ્રોફાઇલની સ્થિતિ બદલાઈ".into(), "Your profile status changed".into()),
            ("આપની પ્રોફાઇલની સ્થિતિ બદલાઈ છે.".into(), "The status of your profile has changed.".into()),
        ),
    }
}

/// Which channels a member allows for a kind of notification (DECISIONS 31); a kind they never set has every
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
    let Some(kind_id) = data.notification_types.iter().find(|t| t.key == kind.as_str()).map(|t| t.id) else {
        return Ok(Channels::ALL_ON);
    };
    Ok(notification_setting::Entity::find_by_id((member_id, kind_id))
        .one(db)
        .await?
        .map(|s| Channels { app: s.app, email: s.email, push: s.push })
        .unwrap_or(Channels::ALL_ON))
}

/// What a member is told: a notification of `kind`, and an e-mail whose button opens `page`.
pub struct Notice {
    pub kind: NotificationKind,
    pub title: Bilingual,
    pub body: Bilingual,
    pub page: &'static str,
    pub button: Bilingual,
    /// The connection request the notification announces (updated in place when it is answered).
    pub request_id: Option<i32>,
}

/// Tells the member by the channels they allow, in `work`: the stored notification (app) and the e-mail (email).
/// Answers the channels used; the caller publishes its live event.
pub async fn deliver(
    state: &AppState,
    work: &mut Work,
    member: &member::Model,
    notice: Notice,
) -> Result<Channels, ApiError> {
    deliver_as(state, work, member, notice, None).await
}

/// [`deliver`], and by push (closed tabs; DECISIONS.md 20, 39) when the member allows it: a `ProfileStatus` push
/// carries the new status, so the service worker can update the stored status as document 001's client does.
async fn deliver_as(
    state: &AppState,
    work: &mut Work,
    member: &member::Model,
    notice: Notice,
    status: Option<ProfileStatus>,
) -> Result<Channels, ApiError> {
    let channels = channels(&**work, state, member.id, notice.kind).await?;
    if channels.push {
        let lang = crate::lang::of_member(member);
        let payload = crate::push::Payload {
            notify_type: if status.is_some() { "ProfileStatus" } else { "Notification" },
            title: lang.pick(&notice.title.0, &notice.title.1).to_owned(),
            body: lang.pick(&notice.body.0, &notice.body.1).to_owned(),
            profile_status: status.map(ProfileStatus::code),
            url: notice.page.to_owned(),
        };
        work.queue_push(state, member.id, &payload).await?;
    }
    if channels.app {
        store(state, work, member, &notice).await?;
    }
    if channels.email {
        let lang = crate::lang::of_member(member);
        let mail = templates::notice(
            lang,
            &member.first_name,
            lang.pick(&notice.title.0, &notice.title.1),
            lang.pick(&notice.body.0, &notice.body.1),
            Link {
                label: lang.pick(&notice.button.0, &notice.button.1),
                url: templates::page(&state.public_url, notice.page),
            },
            &state.public_url,
        );
        work.queue_mail(state, &member.email, mail).await?;
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
        ProfileStatus::Approved => ("/matches", ("મેચ જુઓ".to_owned(), "See your matches".to_owned())),
        _ => ("/profile", ("મારી પ્રોફાઇલ ખોલો".to_owned(), "Open my profile".to_owned())),
    };
    let notice = Notice { kind, title: title.clone(), body: body.clone(), page, button, request_id: None };
    let channels = deliver_as(state, work, member, notice, Some(to)).await?;
    let (title, body) = if channels.app { (title, body) } else { Default::default() };
    work.publish(Event::Status { member_id: member.id, profile_status: to, title, body });
    Ok(())
}
