//! Telling a member about a change of their profile status at once: an in-app notification, an e-mail in their
//! language, and a live event to every open tab.

use sea_orm::{ActiveModelTrait, Set};

use entity::{member, notification};

use crate::{error::ApiError, events::Event, lang::Lang, mail::Mail, state::AppState};

/// (kind, (title gu, title en), (body gu, body en)) for a new status.
fn texts(to: i32, reason: Option<&str>) -> (&'static str, (String, String), (String, String)) {
    let reason_gu = reason.map(|r| format!("\n\nકારણ: {r}")).unwrap_or_default();
    let reason_en = reason.map(|r| format!("\n\nReason: {r}")).unwrap_or_default();
    match to {
        3 => (
            "profile_approved",
            ("આપની પ્રોફાઈલ મંજૂર થઈ".into(), "Your profile is approved".into()),
            (
                "અભિનંદન! આપની પ્રોફાઈલ મંજૂર થઈ છે. હવે આપ મેચ જોઈ શકો છો, શોધી શકો છો અને કનેક્ટ થઈ શકો છો.".into(),
                "Congratulations! Your profile has been approved. You can now see matches, search and connect.".into(),
            ),
        ),
        2 => (
            "changes_requested",
            ("પ્રોફાઈલમાં ફેરફાર જરૂરી છે".into(), "Changes requested to your profile".into()),
            (
                format!("મધ્યસ્થીએ આપની પ્રોફાઈલમાં ફેરફાર કરવા કહ્યું છે. પ્રોફાઈલમાં જઈ સુધારો કરી ફરી મોકલો.{reason_gu}"),
                format!(
                    "A moderator has asked for changes to your profile. Open your profile, make them and submit it again.{reason_en}"
                ),
            ),
        ),
        5 => (
            "profile_suspended",
            ("આપની પ્રોફાઈલ સ્થગિત કરવામાં આવી છે".into(), "Your profile has been suspended".into()),
            (
                format!(
                    "આપની પ્રોફાઈલ હાલ પૂરતી સ્થગિત કરવામાં આવી છે; તે બીજા સભ્યોને દેખાશે નહીં. પ્રશ્ન હોય તો સપોર્ટનો સંપર્ક કરો.{reason_gu}"
                ),
                format!(
                    "Your profile has been suspended for now and is hidden from other members. Contact support with any questions.{reason_en}"
                ),
            ),
        ),
        1 => (
            "profile_submitted",
            ("પ્રોફાઈલ મંજૂરી માટે મોકલી".into(), "Profile submitted for approval".into()),
            (
                "આપની પ્રોફાઈલ મંજૂરી માટે મોકલી છે. મંજૂરીમાં આશરે 24 કલાક લાગે છે.".into(),
                "Your profile has been submitted for approval. Approval takes about 24 hours.".into(),
            ),
        ),
        _ => (
            "announcement",
            ("આપની પ્રોફાઈલની સ્થિતિ બદલાઈ".into(), "Your profile status changed".into()),
            ("આપની પ્રોફાઈલની સ્થિતિ બદલાઈ છે.".into(), "The status of your profile has changed.".into()),
        ),
    }
}

fn mail(lang: Lang, first_name: &str, title: &(String, String), body: &(String, String)) -> Mail {
    let (title, body) = match lang {
        Lang::Gu => (&title.0, &body.0),
        Lang::En => (&title.1, &body.1),
    };
    let greeting = match lang {
        Lang::Gu => format!("નમસ્તે {first_name},"),
        Lang::En => format!("Hello {first_name},"),
    };
    let escape = |t: &str| t.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;");
    let paragraphs: String =
        body.split("\n\n").map(|p| format!("<p style=\"margin:0 0 12px\">{}</p>", escape(p))).collect();
    Mail {
        subject: title.clone(),
        text: format!("{greeting}\n\n{body}\n\nSagpan · સગપણ\n"),
        html: format!(
            "<!doctype html><html lang=\"{}\"><body style=\"font-family:'Noto Sans Gujarati',Poppins,Arial,sans-serif;color:#212529\"><div style=\"max-width:520px;margin:0 auto;padding:24px\"><h2 style=\"color:#2b8a3e\">{}</h2><p>{}</p>{paragraphs}<p style=\"color:#868e96;font-size:12px\">Sagpan · સગપણ</p></div></body></html>",
            lang.code(),
            escape(title),
            escape(&greeting)
        ),
    }
}

/// Stores the notification, queues the e-mail and tells open tabs.
pub async fn status_changed(
    state: &AppState,
    member: &member::Model,
    to: i32,
    reason: Option<&str>,
) -> Result<(), ApiError> {
    let (kind, title, body) = texts(to, reason);
    notification::ActiveModel {
        member_id: Set(member.id),
        kind: Set(kind.to_owned()),
        title_gu: Set(title.0.clone()),
        title_en: Set(title.1.clone()),
        body_gu: Set(body.0.clone()),
        body_en: Set(body.1.clone()),
        created_at: Set(state.clock.now()),
        read_at: Set(None),
        ..Default::default()
    }
    .insert(&state.db)
    .await?;
    let lang = if member.language == "en" { Lang::En } else { Lang::Gu };
    state.mailer.queue(&member.email, mail(lang, &member.first_name, &title, &body)).await?;
    state.events.publish(Event::Status { member_id: member.id, profile_status: to, title, body });
    Ok(())
}
