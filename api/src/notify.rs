//! Telling a member about a change of their profile status: an in-app notification and an e-mail in their language,
//! written in the transaction of the change, and a live event to every open tab once it has committed.

use sea_orm::{ActiveModelTrait, Set};

use entity::{member, notification};
use shared::{NotificationKind, ProfileStatus};

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
        _ => (
            ("આપની પ્રોફાઇલની સ્થિતિ બદલાઈ".into(), "Your profile status changed".into()),
            ("આપની પ્રોફાઇલની સ્થિતિ બદલાઈ છે.".into(), "The status of your profile has changed.".into()),
        ),
    }
}

/// Writes the notification and queues the e-mail in `work`; the live event leaves when it commits.
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
    notification::ActiveModel {
        member_id: Set(member.id),
        kind: Set(kind),
        title_gu: Set(title.0.clone()),
        title_en: Set(title.1.clone()),
        body_gu: Set(body.0.clone()),
        body_en: Set(body.1.clone()),
        created_at: Set(state.clock.now()),
        read_at: Set(None),
        ..Default::default()
    }
    .insert(&**work)
    .await?;
    let lang = Lang::of_member(member);
    let (page, label) = match to {
        ProfileStatus::Approved => ("/matches", lang.pick("મેચ જુઓ", "See your matches")),
        _ => ("/profile", lang.pick("મારી પ્રોફાઇલ ખોલો", "Open my profile")),
    };
    let mail = templates::notice(
        lang,
        &member.first_name,
        lang.pick(&title.0, &title.1),
        lang.pick(&body.0, &body.1),
        Link { label, url: templates::page(&state.public_url, page) },
        &state.public_url,
    );
    work.queue_mail(state, &member.email, mail).await?;
    work.publish(Event::Status { member_id: member.id, profile_status: to, title, body });
    Ok(())
}
