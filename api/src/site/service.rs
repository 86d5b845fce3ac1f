//! The contact form (rule 34), the footer's subscription (35) and the web popup (36).

use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, QueryOrder, Set, sea_query::Expr};
use shared::{limits::INDIA_DIAL_CODE, types::Email};

use entity::{contact_topic, enquiry, popup_setting, subscriber};

use super::model::*;
use crate::{
    error::{ApiError, ErrorCode, validated},
    lang::Lang,
    mail::templates,
    messages,
    state::AppState,
    support::attachments::{self, Owner},
    work::Work,
};

/// Stores a visitor's enquiry with its files, and mails it to the support address when one is set. The captcha and
/// the fields are checked before anything is read or stored.
pub async fn contact(state: &AppState, client_ip: &str, form: ContactForm, lang: Lang) -> Result<(), ApiError> {
    let fields = ContactFields {
        topic_id: form.topic_id.0,
        full_name: form.full_name.0.unwrap_or_default().as_str().trim().into(),
        email: form.email.0.unwrap_or_default().as_str().trim().into(),
        country_code: form.country_code.unwrap_or_else(|| shared::types::CountryCode::new(INDIA_DIAL_CODE)),
        mobile: form.mobile.0.unwrap_or_default(),
        message: form.message.0.unwrap_or_default().as_str().trim().into(),
    };
    let mut problems = match validated(&fields) {
        Ok(()) => ApiError::new(ErrorCode::ValidationFailed),
        Err(e) => e,
    };
    let topic = match fields.topic_id {
        None => {
            problems.errors.insert("topicId".to_owned(), vec!["required".to_owned()]);
            None
        }
        Some(id) => {
            let found = contact_topic::Entity::find_by_id(id).one(&state.db).await?;
            if found.is_none() {
                problems.errors.insert("topicId".to_owned(), vec!["invalid_choice".to_owned()]);
            }
            found
        }
    };
    if !problems.errors.is_empty() {
        return Err(problems);
    }
    let Some(topic) = topic else { return Err(problems) };
    state.captcha.verify(state, form.captcha_response.as_deref()).await?;
    state.limits.public_forms.hit(state, client_ip).await?;
    let files = attachments::check(&state.photo_budget, form.attachments.0).await?;
    let count = files.len();
    let stored = attachments::store(state, files).await?;
    let result = async {
        let now = state.clock.now();
        let mut work = Work::begin(state).await?;
        let saved = enquiry::ActiveModel {
            topic_id: Set(topic.id),
            full_name: Set(fields.full_name.0.trim().to_owned()),
            email: Set(fields.email.0.trim().to_owned()),
            country_code: Set(fields.country_code.0.clone()),
            mobile: Set(fields.mobile.0.clone()),
            message: Set(fields.message.0.trim().to_owned()),
            lang: Set(lang.code().to_owned()),
            created_at: Set(now),
            handled_at: Set(None),
            moderator_id: Set(None),
            ..Default::default()
        }
        .insert(&*work)
        .await?;
        attachments::insert(&*work, now, Owner::Enquiry(saved.id), &stored).await?;
        if let Some(support) = state.support_email.as_deref() {
            let contact = format!("{}, {} {}", saved.email, saved.country_code, saved.mobile);
            let mail = templates::enquiry(
                &topic.name_en,
                &saved.full_name,
                &contact,
                &saved.message,
                count,
                &state.public_url,
            );
            work.queue_mail(state, support, mail).await?;
        }
        work.commit(state).await
    }
    .await;
    if result.is_err() {
        attachments::discard(state, &stored).await;
    }
    result
}

/// The one-click unsubscribe token of an address: a MAC of it, so the link works without a stored secret per address
/// and nobody can unsubscribe another address.
fn unsubscribe_token(state: &AppState, email: &str) -> String {
    hex::encode(state.keys.code_mac(&[b"unsubscribe", email.as_bytes()]))
}

/// Subscribes an address. The answer is the same whether it was known or not (rule 35); the confirmation
/// e-mail goes only when the address is new or had unsubscribed, so repeating the call sends nothing more.
pub async fn subscribe(state: &AppState, client_ip: &str, email: Email, lang: Lang) -> Result<(), ApiError> {
    #[derive(garde::Validate)]
    struct Fields {
        #[garde(dive)]
        email_address: Email,
    }
    validated(&Fields { email_address: email.clone() })?;
    state.limits.public_forms.hit(state, client_ip).await?;
    let address = email.0.trim().to_lowercase();
    let now = state.clock.now();
    let mut work = Work::begin(state).await?;
    let found = subscriber::Entity::find().filter(subscriber::Column::Email.eq(&address)).one(&*work).await?;
    let confirm = match found {
        None => {
            subscriber::ActiveModel {
                email: Set(address.clone()),
                lang: Set(lang.code().to_owned()),
                created_at: Set(now),
                unsubscribed_at: Set(None),
                ..Default::default()
            }
            .insert(&*work)
            .await?;
            true
        }
        Some(row) if row.unsubscribed_at.is_some() => {
            let mut active: subscriber::ActiveModel = row.into();
            active.unsubscribed_at = Set(None);
            active.lang = Set(lang.code().to_owned());
            active.update(&*work).await?;
            true
        }
        Some(_) => false,
    };
    if confirm {
        let token = unsubscribe_token(state, &address);
        let url = format!(
            "{}?email={}&token={token}",
            templates::page(&state.public_url, "/unsubscribe"),
            percent_encoding::utf8_percent_encode(&address, percent_encoding::NON_ALPHANUMERIC)
        );
        work.queue_mail(state, &address, templates::subscribed(lang, url, &state.public_url)).await?;
    }
    work.commit(state).await
}

/// Unsubscribes the address of a confirmation e-mail's link. A wrong token is a 404, like an unknown address; an
/// address already unsubscribed answers the same as the first time.
pub async fn unsubscribe(state: &AppState, email: &str, token: &str) -> Result<(), ApiError> {
    let address = email.trim().to_lowercase();
    let Ok(given) = hex::decode(token.trim()) else { return Err(ApiError::not_found()) };
    if !state.keys.code_mac_matches(&[b"unsubscribe", address.as_bytes()], &given) {
        return Err(ApiError::not_found());
    }
    subscriber::Entity::update_many()
        .col_expr(subscriber::Column::UnsubscribedAt, Expr::value(state.clock.now()))
        .filter(subscriber::Column::Email.eq(&address))
        .filter(subscriber::Column::UnsubscribedAt.is_null())
        .exec(&state.db)
        .await?;
    Ok(())
}

/// The popup being shown, if any.
pub async fn current_popup(db: &impl sea_orm::ConnectionTrait) -> Result<Option<popup_setting::Model>, ApiError> {
    Ok(popup_setting::Entity::find().order_by_desc(popup_setting::Column::Id).one(db).await?)
}

/// The popup in `lang`.
pub fn popup_in(row: &popup_setting::Model, lang: Lang) -> PopupSetting {
    PopupSetting {
        title: lang.pick(&row.title_gu, &row.title_en).to_owned(),
        body: lang.pick(&row.body_gu, &row.body_en).to_owned(),
        button_text: lang.pick(&row.button_text_gu, &row.button_text_en).to_owned(),
        button_action: row.button_action.clone(),
        version: format!("{}-{}", row.id, row.updated_at.timestamp_millis()),
    }
}

/// The popup as moderators see it.
pub fn popup_state(row: Option<popup_setting::Model>, message: Option<&str>) -> PopupState {
    PopupState {
        updated_on: row.as_ref().map(|r| r.updated_at.into()),
        popup: row.map(|r| PopupEdit {
            title_gu: r.title_gu.into(),
            title_en: r.title_en.into(),
            body_gu: r.body_gu.into(),
            body_en: r.body_en.into(),
            button_text_gu: r.button_text_gu.into(),
            button_text_en: r.button_text_en.into(),
            button_action: r.button_action.into(),
        }),
        message: message.map(str::to_owned),
    }
}

/// Sets the popup (replacing the one shown), written to the audit log.
pub async fn set_popup(
    state: &AppState,
    moderator_id: i32,
    edit: PopupEdit,
    lang: Lang,
) -> Result<PopupState, ApiError> {
    // Checked without surrounding spaces: a title of spaces only is no title.
    let edit = PopupEdit {
        title_gu: edit.title_gu.as_str().trim().into(),
        title_en: edit.title_en.as_str().trim().into(),
        body_gu: edit.body_gu.as_str().trim().into(),
        body_en: edit.body_en.as_str().trim().into(),
        button_text_gu: edit.button_text_gu.as_str().trim().into(),
        button_text_en: edit.button_text_en.as_str().trim().into(),
        button_action: edit.button_action.as_str().trim().into(),
    };
    validated(&edit)?;
    let now = state.clock.now();
    let work = Work::begin(state).await?;
    let before = current_popup(&*work).await?;
    popup_setting::Entity::delete_many().exec(&*work).await?;
    let row = popup_setting::ActiveModel {
        title_gu: Set(edit.title_gu.0.trim().to_owned()),
        title_en: Set(edit.title_en.0.trim().to_owned()),
        body_gu: Set(edit.body_gu.0.trim().to_owned()),
        body_en: Set(edit.body_en.0.trim().to_owned()),
        button_text_gu: Set(edit.button_text_gu.0.trim().to_owned()),
        button_text_en: Set(edit.button_text_en.0.trim().to_owned()),
        button_action: Set(edit.button_action.0.trim().to_owned()),
        updated_at: Set(now),
        moderator_id: Set(Some(moderator_id)),
        ..Default::default()
    }
    .insert(&*work)
    .await?;
    crate::moderation::moderators::audit(
        &*work,
        state,
        crate::moderation::moderators::AuditEntry {
            moderator_id,
            action: shared::AuditAction::SetPopup,
            member_id: None,
            before: popup_json(before.as_ref()),
            after: popup_json(Some(&row)),
            reason: None,
        },
    )
    .await?;
    work.commit(state).await?;
    Ok(popup_state(Some(row), Some(&messages::text("popup_saved", lang))))
}

fn popup_json(row: Option<&popup_setting::Model>) -> serde_json::Value {
    match row {
        Some(r) => serde_json::json!({ "title": r.title_en, "buttonAction": r.button_action }),
        None => serde_json::Value::Null,
    }
}

/// Clears the popup; clearing when none is shown changes nothing and answers the same.
pub async fn clear_popup(state: &AppState, moderator_id: i32, lang: Lang) -> Result<PopupState, ApiError> {
    let work = Work::begin(state).await?;
    let before = current_popup(&*work).await?;
    if before.is_some() {
        popup_setting::Entity::delete_many().exec(&*work).await?;
        crate::moderation::moderators::audit(
            &*work,
            state,
            crate::moderation::moderators::AuditEntry {
                moderator_id,
                action: shared::AuditAction::ClearPopup,
                member_id: None,
                before: popup_json(before.as_ref()),
                after: serde_json::Value::Null,
                reason: None,
            },
        )
        .await?;
    }
    work.commit(state).await?;
    Ok(popup_state(None, Some(&messages::text("popup_cleared", lang))))
}
