//! A person with an account: a member, or a moderator (who never appears as a member).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "member")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    /// Public id: `PT` and six digits, never reused.
    #[sea_orm(unique)]
    pub profile_id: String,
    pub role: shared::Role,
    /// Lower-cased and trimmed.
    #[sea_orm(unique)]
    pub email: String,
    pub email_confirmed: bool,
    /// Dialing code with plus, e.g. `+91`.
    pub country_code: String,
    /// Digits only.
    pub phone: String,
    /// When this number was confirmed by a code sent to it by SMS (rule 44); cleared when the number changes. Only a
    /// verified number is unique among members and signs in.
    pub phone_verified_at: Option<DateTimeUtc>,
    /// When a moderator approved an identity document (rule 44).
    pub id_verified_at: Option<DateTimeUtc>,
    /// When a moderator approved a verification photo (rule 44); cleared when a photo is added, which asks again.
    pub photo_verified_at: Option<DateTimeUtc>,
    /// The pose the member was last asked to take a verification photo in, and when.
    pub selfie_pose: Option<shared::SelfiePose>,
    pub selfie_pose_at: Option<DateTimeUtc>,
    /// The network address the account was created from, kept one year after `created_at` (rule 44), then cleared.
    pub created_ip: Option<String>,
    /// When the member accepted a samaj volunteer's word (rule 45), and the village or gol it was given in; cleared
    /// when the volunteer is withdrawn and no other accepted word stands.
    pub samaj_at: Option<DateTimeUtc>,
    pub samaj_village_id: Option<i32>,
    pub samaj_gol_id: Option<i32>,
    /// Who created and looks after the profile (rule 46): the person themselves (stored `own`, `self` on the wire),
    /// or their father, mother, brother, sister, a relative or a friend.
    pub created_by: shared::ProfileCreator,
    /// Private mode (rule 47): absent from others' lists and search; the detail opens only to members this member
    /// showed interest in.
    pub private_mode: bool,
    /// The member's visits are not shown to the members they visit (rule 47).
    pub browse_invisibly: bool,
    /// When the member last chose their privacy; until then a woman is offered private mode.
    pub privacy_chosen_at: Option<DateTimeUtc>,
    /// When the member (or a family manager acting for them) last signed in or kept a sign-in alive (rule 47b).
    pub last_active_at: Option<DateTimeUtc>,
    /// Others are not shown when the member was last active.
    pub hide_last_active: bool,
    /// When both sides of one of the member's connections said they are engaged (rule 48): the member leaves every
    /// list.
    pub engaged_at: Option<DateTimeUtc>,
    pub password_hash: String,
    pub first_name: String,
    pub last_name: String,
    pub profile_status: shared::ProfileStatus,
    /// `gu` or `en`: e-mails, PDF and push texts.
    pub language: String,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    /// Set when the member deleted the account: the row stays as a tombstone (rule 37) without personal data,
    /// so that others see "Deleted member" and the profile id is never given again.
    pub deleted_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
