//! `/api/Ticket/...`: support tickets (rule 33), for every signed-in member whatever their profile status (a
//! suspended or deactivated member needs support too), and `/api/Attachment/{id}`: a ticket's or an enquiry's file
//! through its signed, expiring URL.

use crate::support::{model as dto, tickets as service};

use poem_openapi::{
    ApiResponse, OpenApi, ResponseContent,
    param::{Path, Query},
    payload::{Binary, Json},
};

use self::{dto::*, service::Reader};
use crate::auth::guard::Access;
use crate::auth::guard::MemberAuth;
use crate::error::ApiError;
use crate::lang::LangHeader;
use crate::lang::lang_of;
use crate::problems;
use crate::routes::ApiTags;
use crate::state::AppState;
use crate::support::attachments;

problems!(
    /// Reading tickets: a malformed list request (400), another member's ticket or one that does not exist (404).
    TicketReadError: 400, 401, 403, 404, 500, 503
);
problems!(
    /// A ticket message: no topic or message, or one too long (400); another member's ticket or one that does not
    /// exist (404); a 4th file or one over 5 MiB (413); a file that is not a jpeg, png or pdf by its bytes (415); a
    /// picture that cannot be read (422). Nothing is stored when any of them fails.
    TicketWriteError: 400, 401, 403, 404, 413, 415, 422, 500, 503
);
problems!(
    /// An unknown file, or a bad or expired signature: 404.
    AttachmentError: 400, 404, 500, 503
);

/// The file in its own type.
#[derive(ResponseContent)]
pub enum AttachmentBody {
    #[oai(content_type = "image/jpeg")]
    Jpeg(Binary<Vec<u8>>),
    #[oai(content_type = "image/png")]
    Png(Binary<Vec<u8>>),
    #[oai(content_type = "application/pdf")]
    Pdf(Binary<Vec<u8>>),
}

#[derive(ApiResponse)]
pub enum AttachmentResponse {
    /// The file, with its name: a picture to show, a PDF to download; either under a sandboxing policy, so that a
    /// file opened as a page can run nothing.
    #[oai(status = 200)]
    Ok(
        AttachmentBody,
        #[oai(header = "Content-Disposition")] String,
        #[oai(header = "Cache-Control")] String,
        #[oai(header = "Content-Security-Policy")] String,
    ),
}

/// The policy of a served file: a sandbox (no script, no form, no plugin, its own opaque origin) that may load
/// nothing but itself as a picture.
const ATTACHMENT_CONTENT_SECURITY_POLICY: &str = "sandbox; default-src 'none'; img-src 'self'; frame-ancestors 'none'";

pub struct TicketApi {
    pub state: AppState,
}

#[OpenApi(prefix_path = "/api", tag = "ApiTags::Ticket")]
impl TicketApi {
    /// The member's tickets
    ///
    /// Open first, then answered, then closed; newest first within each (document 001's fixed sort).
    #[oai(path = "/Ticket/Get", method = "post", operation_id = "getTickets")]
    async fn list(&self, auth: MemberAuth, body: Json<TicketListRequest>) -> Result<Json<TicketList>, TicketReadError> {
        let member = auth.0.require(Access::AnyMember)?;
        Ok(Json(service::list(&self.state, member.id, body.0).await?))
    }

    /// A ticket with its thread
    ///
    /// The member's own ticket, every message oldest first with its files. Another member's ticket is a 404.
    #[oai(path = "/Ticket/:id", method = "get", operation_id = "getTicket")]
    async fn get(&self, auth: MemberAuth, id: Path<i32>) -> Result<Json<Ticket>, TicketReadError> {
        let member = auth.0.require(Access::AnyMember)?;
        Ok(Json(service::thread(&self.state, &self.state.db, Reader::Member(member.id), id.0, None).await?))
    }

    /// Open a ticket
    ///
    /// Topic and message, with up to 3 files (jpeg, png or pdf, at most 5 MiB each, checked by their bytes; pictures
    /// lose their metadata). Moderators see it in their queue.
    #[oai(path = "/Ticket/NewTicket", method = "post", operation_id = "createTicket")]
    async fn create(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        form: NewTicketForm,
    ) -> Result<Json<Ticket>, TicketWriteError> {
        let member = auth.0.require(Access::AnyMember)?;
        Ok(Json(service::open(&self.state, member, form, lang_of(&lang)).await?))
    }

    /// Reply to a ticket
    ///
    /// Adds the member's message (and files) to their ticket. A reply to an answered or closed ticket ("still have a
    /// problem") opens it again.
    #[oai(path = "/Ticket/TicketReply", method = "post", operation_id = "replyToTicket")]
    async fn reply(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        form: TicketReplyForm,
    ) -> Result<Json<Ticket>, TicketWriteError> {
        let member = auth.0.require(Access::AnyMember)?;
        Ok(Json(service::reply(&self.state, Reader::Member(member.id), form, false, lang_of(&lang)).await?))
    }

    /// A ticket's or an enquiry's file
    ///
    /// Served only through the signed URL that tickets and enquiries carry (`attachments[].url`); it expires within
    /// 45 minutes. A URL is made for the account it was handed to (`viewer`), and works only while that account may
    /// read the file: the ticket's member, or a moderator.
    #[oai(path = "/Attachment/:id", method = "get", operation_id = "getAttachment")]
    async fn attachment(
        &self,
        id: Path<i32>,
        /// The account the URL was handed to.
        viewer: Query<i32>,
        expires: Query<i64>,
        signature: Query<String>,
    ) -> Result<AttachmentResponse, AttachmentError> {
        use sea_orm::EntityTrait;
        let now = self.state.clock.now();
        if !attachments::verify(&self.state.keys, id.0, viewer.0, expires.0, &signature.0, now) {
            return Err(ApiError::not_found().into());
        }
        let file = entity::attachment::Entity::find_by_id(id.0)
            .one(&self.state.db)
            .await
            .map_err(ApiError::from)?
            .ok_or_else(ApiError::not_found)?;
        if !attachments::may_load(&self.state.db, &file, viewer.0).await? {
            return Err(ApiError::not_found().into());
        }
        let bytes = self.state.storage.get(&file.storage_key).await?.ok_or_else(ApiError::not_found)?;
        let (body, disposition) = match file.content_type.as_str() {
            "image/jpeg" => (AttachmentBody::Jpeg(Binary(bytes)), "inline"),
            "image/png" => (AttachmentBody::Png(Binary(bytes)), "inline"),
            _ => (AttachmentBody::Pdf(Binary(bytes)), "attachment"),
        };
        let name = file.file_name.replace(['"', '\\'], "");
        let ascii: String = name.chars().map(|c| if c.is_ascii_graphic() || c == ' ' { c } else { '_' }).collect();
        let disposition = format!(
            "{disposition}; filename=\"{ascii}\"; filename*=UTF-8''{}",
            percent_encoding::utf8_percent_encode(&name, percent_encoding::NON_ALPHANUMERIC)
        );
        Ok(AttachmentResponse::Ok(
            body,
            disposition,
            "private, max-age=900".to_owned(),
            ATTACHMENT_CONTENT_SECURITY_POLICY.to_owned(),
        ))
    }
}
