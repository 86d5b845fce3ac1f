//! `/api/Notification...`: the member's notifications, and the live stream that open tabs keep.

use shared::FamilyRight;
use std::time::Duration;

use futures_util::{StreamExt, stream::BoxStream};
use poem_openapi::{
    Object, OpenApi,
    param::Query,
    payload::{EventStream, Json},
};
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, sea_query::Expr};
use shared::types::{PageIndex, PageSize};
use tokio::sync::broadcast::error::RecvError;

use entity::notification;

use crate::auth::guard::Access;
use crate::auth::guard::MemberAuth;
use crate::auth::guard::current;
use crate::auth::tokens::Scope;
use crate::error::ApiError;
use crate::events::Event;
use crate::instant::Instant;
use crate::lang::Lang;
use crate::lang::LangHeader;
use crate::lang::lang_of;
use crate::messages;
use crate::problems;
use crate::routes::ApiTags;
use crate::state::AppState;

problems!(
    /// Notification calls of a signed-in member.
    NotificationError: 400, 401, 500, 503
);
problems!(
    /// The stream: a missing, expired or foreign ticket.
    StreamError: 400, 401, 500
);

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct NotificationItem {
    pub id: i32,
    pub title: String,
    pub body: String,
    pub created_on: Instant,
    pub read: bool,
    /// The web app's page that opens the notification's subject (a path such as `/ticket/12`,
    /// `/matches/detail/51`, `/inbox?tab=received`): opening the notification goes there (rule 31).
    pub link: String,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct NotificationList {
    pub result: Vec<NotificationItem>,
    pub total_count: u64,
}

/// The notifications a page showed, to be marked read (others' ids and ids already read change nothing).
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct MarkReadRequest {
    /// At most 100.
    pub ids: Vec<i32>,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct ListRequest {
    pub page_index: Option<PageIndex>,
    pub page_size: Option<PageSize>,
}

/// The server's VAPID public key.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct PushKey {
    /// The uncompressed P-256 point, base64url without padding.
    pub public_key: String,
}

/// A browser's Web Push subscription as JSON (`{"endpoint", "keys": {"p256dh", "auth"}}`), or null to forget it.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct PushSubscriptionRequest {
    pub fcm_token: Option<crate::text::Text>,
}

#[derive(Debug, Object)]
pub struct Ticket {
    /// Pass as `ticket` to the stream; valid 15 minutes.
    pub ticket: String,
}

#[derive(Debug, Object)]
pub struct Message {
    pub message: String,
}

/// A live event: `notifyType` is `ProfileStatus` (with the new status and the notification's title and body),
/// `Notification` (a new notification's title and body), `Connections` (a request was received or answered, or a
/// block changed: refresh the inbox and the lists) or `Logout` (the sign-in ended: sign the tab out).
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct StreamEvent {
    pub notify_type: String,
    pub profile_status: Option<shared::ProfileStatus>,
    pub title: Option<String>,
    pub body: Option<String>,
}

fn item(n: notification::Model, lang: Lang) -> NotificationItem {
    NotificationItem {
        id: n.id,
        title: lang.pick(&n.title_gu, &n.title_en).to_owned(),
        body: lang.pick(&n.body_gu, &n.body_en).to_owned(),
        created_on: n.created_at.into(),
        read: n.read_at.is_some(),
        link: n.link.unwrap_or_else(|| crate::notifications::default_page(n.kind).to_owned()),
    }
}

pub struct NotificationApi {
    pub state: AppState,
}

impl NotificationApi {
    /// Marks the member's unread notifications read: those with `ids`, or every one.
    async fn mark(&self, member_id: i32, ids: Option<Vec<i32>>) -> Result<(), ApiError> {
        let mut unread = notification::Entity::update_many()
            .col_expr(notification::Column::ReadAt, Expr::value(self.state.clock.now()))
            .filter(notification::Column::MemberId.eq(member_id))
            .filter(notification::Column::ReadAt.is_null());
        if let Some(ids) = ids {
            unread = unread.filter(notification::Column::Id.is_in(ids));
        }
        unread.exec(&self.state.db).await?;
        Ok(())
    }
}

#[OpenApi(prefix_path = "/api", tag = "ApiTags::Notification")]
impl NotificationApi {
    /// Notifications
    ///
    /// The member's notifications, newest first.
    #[oai(path = "/Notification", method = "post", operation_id = "listNotifications")]
    async fn list(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<ListRequest>,
    ) -> Result<Json<NotificationList>, NotificationError> {
        let member = auth.0.require_right(Access::AnyStatus, FamilyRight::View)?;
        let (index, size) = crate::paging::optional(body.page_index, body.page_size)?;
        let paginator = notification::Entity::find()
            .filter(notification::Column::MemberId.eq(member.id))
            .order_by_desc(notification::Column::CreatedAt)
            .order_by_desc(notification::Column::Id)
            .paginate(&self.state.db, size);
        let total_count = paginator.num_items().await.map_err(ApiError::from)?;
        let rows = paginator.fetch_page(index - 1).await.map_err(ApiError::from)?;
        let lang = lang_of(&lang);
        Ok(Json(NotificationList { result: rows.into_iter().map(|n| item(n, lang)).collect(), total_count }))
    }

    /// New notifications
    ///
    /// The unread ones (at most 20, newest first) and how many there are, for the header's dropdown.
    #[oai(path = "/Notification/New", method = "get", operation_id = "getNewNotifications")]
    async fn new_notifications(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
    ) -> Result<Json<NotificationList>, NotificationError> {
        let member = auth.0.require_right(Access::AnyStatus, FamilyRight::View)?;
        let unread = notification::Entity::find()
            .filter(notification::Column::MemberId.eq(member.id))
            .filter(notification::Column::ReadAt.is_null());
        let total_count = unread.clone().count(&self.state.db).await.map_err(ApiError::from)?;
        let rows = unread
            .order_by_desc(notification::Column::Id)
            .limit(20)
            .all(&self.state.db)
            .await
            .map_err(ApiError::from)?;
        let lang = lang_of(&lang);
        Ok(Json(NotificationList { result: rows.into_iter().map(|n| item(n, lang)).collect(), total_count }))
    }

    /// Mark every notification read
    #[oai(path = "/Notification/MarkAllRead", method = "post", operation_id = "markNotificationsRead")]
    async fn mark_read(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
    ) -> Result<Json<Message>, NotificationError> {
        let member = auth.0.require_right(Access::AnyStatus, FamilyRight::View)?;
        self.mark(member.id, None).await?;
        Ok(Json(Message { message: messages::text("done", lang_of(&lang)) }))
    }

    /// Mark notifications read
    ///
    /// Marks the caller's notifications with these ids read (at most 100: what a page shows). Ids of others' or of
    /// notifications already read change nothing.
    #[oai(path = "/Notification/MarkRead", method = "post", operation_id = "markNotificationsReadById")]
    async fn mark_read_by_id(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<MarkReadRequest>,
    ) -> Result<Json<Message>, NotificationError> {
        let member = auth.0.require_right(Access::AnyStatus, FamilyRight::View)?;
        let max = shared::limits::MARK_READ_MAX_IDS;
        if body.ids.len() > max {
            return Err(ApiError::field("ids", format!("too_many|{max}")).into());
        }
        if !body.ids.is_empty() {
            self.mark(member.id, Some(body.0.ids)).await?;
        }
        Ok(Json(Message { message: messages::text("done", lang_of(&lang)) }))
    }

    /// The Web Push key
    ///
    /// The server's VAPID public key (base64url), the `applicationServerKey` a browser subscribes with.
    #[oai(path = "/Notification/PushKey", method = "get", operation_id = "getPushKey")]
    async fn push_key(&self, auth: MemberAuth) -> Result<Json<PushKey>, NotificationError> {
        auth.0.require_any_actor(Access::AnyStatus)?;
        Ok(Json(PushKey { public_key: self.state.push.public_key().to_owned() }))
    }

    /// This browser's push subscription
    ///
    /// Keeps the Web Push subscription of the signed-in browser (`fcmToken`: the subscription's JSON, as document
    /// 001's `fcmToken` fields carry it), or forgets it when null. Notifications the member allows by push then
    /// reach this browser with its tabs closed.
    #[oai(path = "/Notification/PushSubscription", method = "post", operation_id = "savePushSubscription")]
    async fn push_subscription(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<PushSubscriptionRequest>,
    ) -> Result<Json<Message>, NotificationError> {
        auth.0.require_any_actor(Access::AnyStatus)?;
        let subscription = body.0.fcm_token.map(|t| t.0).filter(|t| !t.trim().is_empty());
        if let Some(text) = &subscription
            && (text.chars().count() > 4000 || self.state.push.target(text).is_none())
        {
            return Err(ApiError::field("fcmToken", "invalid_choice").into());
        }
        // The sign-in is the account's: a family manager's own, when one acts for the profile (rule 46).
        entity::sign_in::Entity::update_many()
            .col_expr(entity::sign_in::Column::PushSubscription, Expr::value(subscription))
            .filter(entity::sign_in::Column::MemberId.eq(auth.0.account_id))
            .filter(entity::sign_in::Column::Family.eq(auth.0.sign_in.as_str()))
            .exec(&self.state.db)
            .await
            .map_err(ApiError::from)?;
        Ok(Json(Message { message: messages::text("done", lang_of(&lang)) }))
    }

    /// A ticket for the live stream
    ///
    /// Browsers' EventSource cannot send an Authorization header, so the stream takes this short-lived ticket instead.
    #[oai(path = "/Notification/StreamTicket", method = "post", operation_id = "getStreamTicket")]
    async fn ticket(&self, auth: MemberAuth) -> Result<Json<Ticket>, NotificationError> {
        auth.0.require_any_actor(Access::AnyStatus)?;
        // The ticket names the account that signed in, as the access token does: for a family manager acting for the
        // profile (rule 46), their own account, whose sign-in the stream then resolves to the profile again.
        let account = auth.0.account(&self.state.db).await?;
        let (ticket, _) = self.state.tokens.issue(
            &account,
            &auth.0.sign_in,
            Scope::Stream,
            self.state.clock.now(),
            crate::auth::tokens::access_lifetime(),
        )?;
        Ok(Json(Ticket { ticket }))
    }

    /// The live stream
    ///
    /// Server-Sent Events for one sign-in: `ProfileStatus` when the profile status changes, `Notification` for a new
    /// notification, `Connections` when a request is received or answered or a block changes, `Logout` when the
    /// sign-in ends (then the stream closes). Comments keep it alive every 20 seconds.
    #[oai(path = "/Notification/Stream", method = "get", operation_id = "streamNotifications")]
    async fn stream(
        &self,
        ticket: Query<String>,
        lang: Query<Option<String>>,
    ) -> Result<EventStream<BoxStream<'static, StreamEvent>>, StreamError> {
        let now = self.state.clock.now();
        let claims = self.state.tokens.verify(&ticket.0, Scope::Stream, now)?;
        // The same checks as a call with an access token: a live sign-in of an existing account.
        let current = current(&self.state, &claims).await?;
        let (member_id, family) = (current.member.id, current.sign_in);
        let english = lang.0.as_deref() == Some("en");
        let receiver = self.state.events.subscribe();
        let events = futures_util::stream::unfold((receiver, false), move |(mut receiver, ended)| {
            let family = family.clone();
            async move {
                if ended {
                    return None;
                }
                loop {
                    match receiver.recv().await {
                        Ok(Event::Status { member_id: id, profile_status, title, body }) if id == member_id => {
                            let pick = |(gu, en): (String, String)| if english { en } else { gu };
                            let event = StreamEvent {
                                notify_type: "ProfileStatus".into(),
                                profile_status: Some(profile_status),
                                title: Some(pick(title)),
                                body: Some(pick(body)),
                            };
                            return Some((event, (receiver, false)));
                        }
                        Ok(Event::Notice { member_id: id, title, body }) if id == member_id => {
                            let pick = |(gu, en): (String, String)| if english { en } else { gu };
                            let event = StreamEvent {
                                notify_type: "Notification".into(),
                                profile_status: None,
                                title: Some(pick(title)),
                                body: Some(pick(body)),
                            };
                            return Some((event, (receiver, false)));
                        }
                        Ok(Event::Connections { member_id: id }) if id == member_id => {
                            let event = StreamEvent {
                                notify_type: "Connections".into(),
                                profile_status: None,
                                title: None,
                                body: None,
                            };
                            return Some((event, (receiver, false)));
                        }
                        Ok(Event::Logout { member_id: id, only, except })
                            if id == member_id
                                && only.as_ref().is_none_or(|f| *f == family)
                                && except.as_ref().is_none_or(|f| *f != family) =>
                        {
                            let event = StreamEvent {
                                notify_type: "Logout".into(),
                                profile_status: None,
                                title: None,
                                body: None,
                            };
                            return Some((event, (receiver, true)));
                        }
                        Ok(_) | Err(RecvError::Lagged(_)) => continue,
                        Err(RecvError::Closed) => return None,
                    }
                }
            }
        });
        Ok(EventStream::new(events.boxed()).keep_alive(Duration::from_secs(20)))
    }
}
