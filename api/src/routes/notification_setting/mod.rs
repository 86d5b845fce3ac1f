//! `GET`/`POST /api/NotificationSetting`: the channels of each notification type (the rules are in
//! [`crate::notifications::settings`]).

use poem_openapi::{OpenApi, payload::Json};

use crate::auth::guard::Access;
use crate::auth::guard::MemberAuth;
use crate::lang::LangHeader;
use crate::lang::lang_of;
use crate::notifications::settings;
use crate::notifications::settings::NotificationSettings;
use crate::notifications::settings::NotificationSettingsRequest;
use crate::problems;
use crate::routes::ApiTags;
use crate::state::AppState;

problems!(
    /// Reading the settings.
    SettingsReadError: 401, 403, 500, 503
);
problems!(
    /// Saving: an unknown or repeated notification type (400).
    SettingsSaveError: 400, 401, 403, 500, 503
);

pub struct NotificationSettingApi {
    pub state: AppState,
}

#[OpenApi(prefix_path = "/api", tag = "ApiTags::Notification")]
impl NotificationSettingApi {
    /// Notification settings
    ///
    /// For each notification type, whether it reaches the member in the app, by e-mail and by push.
    #[oai(path = "/NotificationSetting", method = "get", operation_id = "getNotificationSettings")]
    async fn get(&self, auth: MemberAuth) -> Result<Json<NotificationSettings>, SettingsReadError> {
        let member = auth.0.require(Access::Approved)?;
        Ok(Json(NotificationSettings { result: settings::read(&self.state, member.id).await?, message: None }))
    }

    /// Save notification settings
    ///
    /// The channels of the types sent; every type at most once. Answers every type's channels.
    #[oai(path = "/NotificationSetting", method = "post", operation_id = "saveNotificationSettings")]
    async fn save(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<NotificationSettingsRequest>,
    ) -> Result<Json<NotificationSettings>, SettingsSaveError> {
        let member = auth.0.require(Access::Approved)?;
        Ok(Json(settings::save(&self.state, member.id, body.0, lang_of(&lang)).await?))
    }
}
