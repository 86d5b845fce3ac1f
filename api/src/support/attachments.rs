//! Attachments of ticket messages and contact enquiries (rule 33, 34): jpeg, png or pdf, at most
//! [`ATTACHMENTS_PER_MESSAGE`] per message and [`ATTACHMENT_MAX_BYTES`] each, the type read from the bytes (the name
//! and the declared type are never believed). Pictures are decoded and written again, so what a phone camera put in
//! them (the place it was taken) never reaches a moderator or the storage; PDFs are written again without their active
//! content (scripts, actions, embedded files, forms), and every file is served with a sandboxing policy, a PDF as a
//! download. Stored under server-chosen keys beside the photos, and served only through signed, expiring URLs handed
//! to the ticket's member and to moderators.

use crate::error::Reason;
use chrono::{DateTime, Utc};
use image::ImageFormat;
use poem_openapi::types::multipart::Upload;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, QueryOrder, Set};
use shared::limits::{ATTACHMENT_MAX_BYTES, ATTACHMENT_NAME_MAX, ATTACHMENTS_PER_MESSAGE};

use entity::attachment;

use crate::{
    auth::{
        file_urls::{self, FileKind},
        keys::Keys,
    },
    error::{ApiError, ErrorCode},
    photos::{
        budget::Budget,
        decode::{self, sniff},
    },
    state::AppState,
};

/// A file that passed the checks, ready to store.
pub struct Checked {
    bytes: Vec<u8>,
    content_type: &'static str,
    file_name: String,
}

/// Files stored under their keys, waiting for their rows; [`discard`] them when the use case fails.
#[derive(Default)]
pub struct Stored(Vec<(String, Checked)>);

fn refused(code: ErrorCode, detail: Reason) -> ApiError {
    ApiError::new(code).with_detail(detail)
}

/// The kind of an attachment by its first bytes.
fn kind(bytes: &[u8]) -> Option<(&'static str, &'static str)> {
    match sniff(bytes) {
        Some(ImageFormat::Jpeg) => Some(("image/jpeg", "jpg")),
        Some(ImageFormat::Png) => Some(("image/png", "png")),
        _ if bytes.starts_with(b"%PDF-") => Some(("application/pdf", "pdf")),
        _ => None,
    }
}

/// The sender's file name without folders or control characters, at most [`ATTACHMENT_NAME_MAX`] characters, ending
/// in the extension of what the bytes are.
fn clean_name(given: Option<&str>, extension: &str, position: usize) -> String {
    let base = given.unwrap_or_default().rsplit(['/', '\\']).next().unwrap_or_default();
    let base: String = base.chars().filter(|c| !c.is_control() && !matches!(c, '"' | '<' | '>')).collect();
    let stem = match base.rsplit_once('.') {
        Some((stem, _)) => stem.trim().to_owned(),
        None => base.trim().to_owned(),
    };
    let stem = if stem.is_empty() { format!("attachment-{position}") } else { stem };
    let room = ATTACHMENT_NAME_MAX - extension.len() - 1;
    let stem: String = stem.chars().take(room).collect();
    format!("{stem}.{extension}")
}

/// The longest side an attached picture keeps: enough to read any screenshot or scanned page.
const PICTURE_MAX_SIDE: u32 = 2560;

/// Entries that run something or carry another file when a PDF is opened or read: scripts, actions on opening or
/// on events, embedded files, forms (whose fields carry actions).
const ACTIVE_ENTRIES: [&[u8]; 9] =
    [b"OpenAction", b"AA", b"JS", b"JavaScript", b"EmbeddedFiles", b"EF", b"AcroForm", b"XFA", b"RichMedia"];
/// Actions that run code, open or submit something: an action dictionary of these is emptied. (Links, `URI` and
/// `GoTo`, stay: the viewer asks before following one.)
const ACTIVE_ACTIONS: [&[u8]; 12] = [
    b"JavaScript",
    b"Launch",
    b"SubmitForm",
    b"ImportData",
    b"ResetForm",
    b"GoToR",
    b"GoToE",
    b"RichMediaExecute",
    b"Rendition",
    b"Sound",
    b"Movie",
    b"Hide",
];
/// Annotations that play or carry something.
const ACTIVE_ANNOTATIONS: [&[u8]; 6] = [b"FileAttachment", b"Sound", b"Movie", b"Screen", b"RichMedia", b"3D"];

fn name_of<'a>(dict: &'a lopdf::Dictionary, key: &[u8]) -> Option<&'a [u8]> {
    match dict.get(key) {
        Ok(lopdf::Object::Name(name)) => Some(name),
        _ => None,
    }
}

fn defuse(object: &mut lopdf::Object) {
    match object {
        lopdf::Object::Dictionary(dict) => defuse_dictionary(dict),
        lopdf::Object::Stream(stream) => defuse_dictionary(&mut stream.dict),
        lopdf::Object::Array(items) => items.iter_mut().for_each(defuse),
        _ => {}
    }
}

fn defuse_dictionary(dict: &mut lopdf::Dictionary) {
    let active_action = name_of(dict, b"S").is_some_and(|s| ACTIVE_ACTIONS.contains(&s));
    let active_annotation = name_of(dict, b"Subtype").is_some_and(|s| ACTIVE_ANNOTATIONS.contains(&s))
        && name_of(dict, b"Type").is_none_or(|t| t == b"Annot");
    if active_action || active_annotation {
        *dict = lopdf::Dictionary::new();
        return;
    }
    for key in ACTIVE_ENTRIES {
        dict.remove(key);
    }
    for (_, value) in dict.iter_mut() {
        defuse(value);
    }
}

/// A PDF parsed and written again without its active content ([`ACTIVE_ENTRIES`], [`ACTIVE_ACTIONS`],
/// [`ACTIVE_ANNOTATIONS`]), by lopdf: what a moderator or the member opens can run nothing. A file lopdf cannot read,
/// or one locked with a password (which could not be checked), is refused.
fn defused_pdf(bytes: &[u8]) -> Result<Vec<u8>, ApiError> {
    let unreadable = || refused(ErrorCode::RuleViolated, Reason::AttachmentUnreadable);
    let mut document = lopdf::Document::load_mem(bytes).map_err(|_| unreadable())?;
    if document.is_encrypted() || document.get_pages().is_empty() {
        return Err(unreadable());
    }
    for object in document.objects.values_mut() {
        defuse(object);
    }
    defuse_dictionary(&mut document.trailer);
    // The scripts and files no longer referred to go with their references.
    document.prune_objects();
    let mut out = Vec::with_capacity(bytes.len());
    document.save_to(&mut out).map_err(|_| unreadable())?;
    Ok(out)
}

/// Checks the files of one message: their number first (413 before anything is read), then each one's size (413),
/// type (415) and, for pictures, that they decode (422, within the memory budget); a PDF is written again without
/// its active content.
pub async fn check(budget: &Budget, uploads: Vec<Upload>) -> Result<Vec<Checked>, ApiError> {
    // A browser sends an empty file input as an empty part named `filename=""`: nothing was chosen. A part without
    // a file name is a text field, not a file, and is refused below like any other content that is not a file.
    let uploads: Vec<Upload> = uploads.into_iter().filter(|u| u.size() > 0 || u.file_name() != Some("")).collect();
    if uploads.len() > ATTACHMENTS_PER_MESSAGE {
        return Err(refused(ErrorCode::PayloadTooLarge, Reason::TooManyAttachments));
    }
    let mut checked = Vec::with_capacity(uploads.len());
    for (position, upload) in uploads.into_iter().enumerate() {
        if upload.size() > ATTACHMENT_MAX_BYTES {
            return Err(refused(ErrorCode::PayloadTooLarge, Reason::AttachmentTooLarge));
        }
        let given = upload.file_name().map(str::to_owned);
        let bytes = upload.into_vec().await.map_err(|_| ApiError::new(ErrorCode::BadRequest))?;
        if bytes.is_empty() {
            return Err(refused(ErrorCode::UnsupportedMediaType, Reason::AttachmentWrongType));
        }
        let (content_type, extension) =
            kind(&bytes).ok_or_else(|| refused(ErrorCode::UnsupportedMediaType, Reason::AttachmentWrongType))?;
        let bytes = match sniff(&bytes) {
            Some(format) => crate::photos::rewrite(budget, bytes, decode::ATTACHMENT, PICTURE_MAX_SIDE, format).await?,
            None => tokio::task::spawn_blocking(move || defused_pdf(&bytes)).await.map_err(ApiError::internal)??,
        };
        checked.push(Checked { bytes, content_type, file_name: clean_name(given.as_deref(), extension, position + 1) });
    }
    Ok(checked)
}

/// Stores checked files under new keys. Nothing refers to them until [`insert`] writes their rows.
pub async fn store(state: &AppState, files: Vec<Checked>) -> Result<Stored, ApiError> {
    let mut stored = Stored::default();
    for file in files {
        let key = format!("attachments/{}", uuid::Uuid::new_v4().simple());
        if let Err(e) = state.storage.put(&key, &file.bytes).await {
            discard(state, &stored).await;
            return Err(e);
        }
        stored.0.push((key, file));
    }
    Ok(stored)
}

/// Removes stored files whose rows were never written (best effort: a leftover file is unreachable).
pub async fn discard(state: &AppState, stored: &Stored) {
    for (key, _) in &stored.0 {
        remove_file(state, key).await;
    }
}

/// Removes one stored file (after the commit that deleted its row).
pub async fn remove_file(state: &AppState, key: &str) {
    if let Err(e) = state.storage.delete(key).await {
        tracing::warn!(key, error = ?e.source, "a stored attachment could not be removed");
    }
}

/// Whose attachment a row is.
#[derive(Clone, Copy)]
pub enum Owner {
    TicketMessage(i32),
    Enquiry(i32),
}

/// Writes the rows of stored files in `db` (the use case's transaction).
pub async fn insert(
    db: &impl sea_orm::ConnectionTrait,
    now: DateTime<Utc>,
    owner: Owner,
    stored: &Stored,
) -> Result<(), ApiError> {
    for (key, file) in &stored.0 {
        let (ticket_message_id, enquiry_id) = match owner {
            Owner::TicketMessage(id) => (Some(id), None),
            Owner::Enquiry(id) => (None, Some(id)),
        };
        attachment::ActiveModel {
            ticket_message_id: Set(ticket_message_id),
            enquiry_id: Set(enquiry_id),
            storage_key: Set(key.clone()),
            file_name: Set(file.file_name.clone()),
            content_type: Set(file.content_type.to_owned()),
            size_bytes: Set(i32::try_from(file.bytes.len()).unwrap_or(i32::MAX)),
            created_at: Set(now),
            ..Default::default()
        }
        .insert(db)
        .await?;
    }
    Ok(())
}

/// The attachments of some ticket messages, in the order they were sent.
pub async fn of_messages(
    db: &impl sea_orm::ConnectionTrait,
    message_ids: &[i32],
) -> Result<Vec<attachment::Model>, ApiError> {
    of_owners(db, attachment::Column::TicketMessageId, message_ids).await
}

/// The attachments of some enquiries.
pub async fn of_enquiries(
    db: &impl sea_orm::ConnectionTrait,
    enquiry_ids: &[i32],
) -> Result<Vec<attachment::Model>, ApiError> {
    of_owners(db, attachment::Column::EnquiryId, enquiry_ids).await
}

async fn of_owners(
    db: &impl sea_orm::ConnectionTrait,
    owner: attachment::Column,
    ids: &[i32],
) -> Result<Vec<attachment::Model>, ApiError> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    Ok(attachment::Entity::find()
        .filter(crate::db::among(db.get_database_backend(), owner.into_expr(), ids))
        .order_by_asc(attachment::Column::Id)
        .all(db)
        .await?)
}

/// Attachment URLs: `/api/Attachment/{id}`, their signatures tagged apart from every other file's.
const ATTACHMENT: FileKind = FileKind { tag: "attachment", path: "/api/Attachment" };

/// A signed URL of an attachment for the account `viewer` (the ticket's member, or a moderator). Like a photo's (rule
/// A2), it works only for its viewer, and only while they may read the file ([`may_load`]).
pub fn signed_url(keys: &Keys, id: i32, viewer: i32, now: DateTime<Utc>) -> String {
    file_urls::signed_url(keys, ATTACHMENT, id, viewer, now)
}

/// Whether an attachment URL's signature is right (in constant time) and it has not expired.
pub fn verify(keys: &Keys, id: i32, viewer: i32, expires: i64, given: &str, now: DateTime<Utc>) -> bool {
    file_urls::verify(keys, ATTACHMENT, id, viewer, expires, given, now)
}

/// Whether `viewer` may read `file` now: a moderator, or the member whose ticket it belongs to (an enquiry's files are
/// the moderators' alone).
pub async fn may_load(
    db: &impl sea_orm::ConnectionTrait,
    file: &attachment::Model,
    viewer: i32,
) -> Result<bool, crate::error::ApiError> {
    use sea_orm::QuerySelect;
    let role: Option<shared::Role> = entity::member::Entity::find_by_id(viewer)
        .select_only()
        .column(entity::member::Column::Role)
        .into_tuple()
        .one(db)
        .await?;
    match role {
        None | Some(shared::Role::Volunteer | shared::Role::Family) => Ok(false),
        Some(shared::Role::Moderator) => Ok(true),
        Some(shared::Role::Member) => {
            let Some(message_id) = file.ticket_message_id else { return Ok(false) };
            let owner: Option<i32> = entity::ticket::Entity::find()
                .select_only()
                .column(entity::ticket::Column::MemberId)
                .filter(
                    entity::ticket::Column::Id.in_subquery(sea_orm::QueryTrait::into_query(
                        entity::ticket_message::Entity::find()
                            .select_only()
                            .column(entity::ticket_message::Column::TicketId)
                            .filter(entity::ticket_message::Column::Id.eq(message_id)),
                    )),
                )
                .into_tuple()
                .one(db)
                .await?;
            Ok(owner == Some(viewer))
        }
    }
}

pub use crate::photos::upload::Files;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_name_loses_its_folders_and_takes_the_real_extension() {
        assert_eq!(clean_name(Some("C:\\Users\\me\\scan.final.PDF"), "pdf", 1), "scan.final.pdf");
        assert_eq!(clean_name(Some("../../etc/passwd"), "png", 2), "passwd.png");
        assert_eq!(clean_name(Some("setup.exe"), "jpg", 1), "setup.jpg");
        assert_eq!(clean_name(None, "jpg", 3), "attachment-3.jpg");
        assert_eq!(clean_name(Some("\"<x>\".jpg"), "jpg", 1), "x.jpg");
        let long = "અ".repeat(300);
        assert_eq!(clean_name(Some(&long), "pdf", 1).chars().count(), ATTACHMENT_NAME_MAX);
    }

    #[test]
    fn the_kind_is_read_from_the_bytes() {
        assert_eq!(kind(b"%PDF-1.7\n"), Some(("application/pdf", "pdf")));
        assert_eq!(kind(b"MZ\x90\x00"), None);
        assert_eq!(kind(&[0xFF, 0xD8, 0xFF, 0xE0]), Some(("image/jpeg", "jpg")));
    }
}
