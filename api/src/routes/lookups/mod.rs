//! `GET /api/{List}/Name`: the reference lists of both documents, plus districts and talukas for the native-place
//! fields.

use crate::reference::{cached, lists, model as dto, service};

use std::sync::Arc;

use poem_openapi::{
    OpenApi,
    param::{Header, Query},
};

use self::{cached::Cached, dto::*, lists::*, service::Lookups};
use crate::lang::LangHeader;
use crate::lang::lang_of;
use crate::problems;
use crate::routes::ApiTags;

problems!(
    /// Lists without a parameter fail only when the database does not answer.
    LookupError: 503, 500
);
problems!(
    /// Lists of a parent fail on a malformed or unknown parent id too.
    ChildLookupError: 400, 404, 503, 500
);

pub struct LookupApi {
    pub lookups: Arc<Lookups>,
}

type IfNoneMatch = Header<Option<String>>;

#[OpenApi(prefix_path = "/api", tag = "ApiTags::Lookups")]
impl LookupApi {
    /// Communities
    ///
    /// The two parent communities (1 Kadva Patidar, 2 Leva Patidar) first, then each one's sub-communities in the
    /// list's own order, which ends with that community's "Other".
    #[oai(path = "/Community/Name", method = "get", operation_id = "getCommunities")]
    async fn communities(
        &self,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        #[oai(name = "If-None-Match")] if_none_match: IfNoneMatch,
    ) -> Result<Cached<CommunityList>, LookupError> {
        Ok(self.lookups.list(&COMMUNITIES, lang_of(&lang), if_none_match.as_deref(), None).await?)
    }

    /// Gols
    ///
    /// The village marriage circles (gol) of each parent community: Kadva Patidar's (1), then Leva Patidar's (2), each
    /// ending with its "other"; last "no gol" and "don't know", which have no parent and are offered to everyone.
    #[oai(path = "/Gol/Name", method = "get", operation_id = "getGols")]
    async fn gols(
        &self,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        #[oai(name = "If-None-Match")] if_none_match: IfNoneMatch,
    ) -> Result<Cached<GolList>, LookupError> {
        Ok(self.lookups.list(&GOLS, lang_of(&lang), if_none_match.as_deref(), None).await?)
    }

    /// Heights
    ///
    /// Every inch from 4 ft 5 in (134 cm) to 7 ft (213 cm), shortest first.
    #[oai(path = "/Height/Name", method = "get", operation_id = "getHeights")]
    async fn heights(
        &self,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        #[oai(name = "If-None-Match")] if_none_match: IfNoneMatch,
    ) -> Result<Cached<HeightList>, LookupError> {
        Ok(self.lookups.list(&HEIGHTS, lang_of(&lang), if_none_match.as_deref(), None).await?)
    }

    /// Occupations
    ///
    /// All occupations, or those of one `OccupationType` (1 own, 2 mother's, 3 father's), by name.
    #[oai(path = "/Occupation/Name", method = "get", operation_id = "getOccupations")]
    async fn occupations(
        &self,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        #[oai(name = "If-None-Match")] if_none_match: IfNoneMatch,
        /// 1 own, 2 mother's, 3 father's; all when absent.
        #[oai(name = "OccupationType", validator(minimum(value = "1"), maximum(value = "3")))]
        occupation_type: Query<Option<i32>>,
    ) -> Result<Cached<OccupationList>, ChildLookupError> {
        Ok(self.lookups.list(&OCCUPATIONS, lang_of(&lang), if_none_match.as_deref(), occupation_type.0).await?)
    }

    /// Countries
    ///
    /// Every country with its dialing code and ISO code, by name. India is id 92.
    #[oai(path = "/Country/Name", method = "get", operation_id = "getCountries")]
    async fn countries(
        &self,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        #[oai(name = "If-None-Match")] if_none_match: IfNoneMatch,
    ) -> Result<Cached<CountryList>, LookupError> {
        Ok(self.lookups.list(&COUNTRIES, lang_of(&lang), if_none_match.as_deref(), None).await?)
    }

    /// States of a country
    ///
    /// The states, provinces or union territories of `CountryId`, by name; 404 for an unknown country.
    #[oai(path = "/State/Name", method = "get", operation_id = "getStates")]
    async fn states(
        &self,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        #[oai(name = "If-None-Match")] if_none_match: IfNoneMatch,
        /// The country's id (India is 92).
        #[oai(name = "CountryId")]
        country_id: Query<i32>,
    ) -> Result<Cached<StateList>, ChildLookupError> {
        Ok(self.lookups.list(&STATES, lang_of(&lang), if_none_match.as_deref(), Some(country_id.0)).await?)
    }

    /// Cities of a state
    ///
    /// The cities of `StateId`, by name; 404 for an unknown state.
    #[oai(path = "/City/Name", method = "get", operation_id = "getCities")]
    async fn cities(
        &self,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        #[oai(name = "If-None-Match")] if_none_match: IfNoneMatch,
        /// The state's id.
        #[oai(name = "StateId")]
        state_id: Query<i32>,
    ) -> Result<Cached<CityList>, ChildLookupError> {
        Ok(self.lookups.list(&CITIES, lang_of(&lang), if_none_match.as_deref(), Some(state_id.0)).await?)
    }

    /// Districts of a state
    ///
    /// The districts of `StateId` (Gujarat's are listed), by name; 404 for an unknown state.
    #[oai(path = "/District/Name", method = "get", operation_id = "getDistricts")]
    async fn districts(
        &self,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        #[oai(name = "If-None-Match")] if_none_match: IfNoneMatch,
        /// The state's id.
        #[oai(name = "StateId")]
        state_id: Query<i32>,
    ) -> Result<Cached<DistrictList>, ChildLookupError> {
        Ok(self.lookups.list(&DISTRICTS, lang_of(&lang), if_none_match.as_deref(), Some(state_id.0)).await?)
    }

    /// Talukas of a district
    ///
    /// The talukas of `DistrictId`, by name; 404 for an unknown district.
    #[oai(path = "/Taluka/Name", method = "get", operation_id = "getTalukas")]
    async fn talukas(
        &self,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        #[oai(name = "If-None-Match")] if_none_match: IfNoneMatch,
        /// The district's id.
        #[oai(name = "DistrictId")]
        district_id: Query<i32>,
    ) -> Result<Cached<TalukaList>, ChildLookupError> {
        Ok(self.lookups.list(&TALUKAS, lang_of(&lang), if_none_match.as_deref(), Some(district_id.0)).await?)
    }

    /// Villages
    ///
    /// Gujarat's villages, by name: all of them, or those of one `TalukaId` (404 for an unknown taluka).
    #[oai(path = "/Village/Name", method = "get", operation_id = "getVillages")]
    async fn villages(
        &self,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        #[oai(name = "If-None-Match")] if_none_match: IfNoneMatch,
        /// The taluka's id; all villages when absent.
        #[oai(name = "TalukaId")]
        taluka_id: Query<Option<i32>>,
    ) -> Result<Cached<VillageList>, ChildLookupError> {
        Ok(self.lookups.list(&VILLAGES, lang_of(&lang), if_none_match.as_deref(), taluka_id.0).await?)
    }

    /// Educations
    ///
    /// The degrees members list, by name.
    #[oai(path = "/Education/Name", method = "get", operation_id = "getEducations")]
    async fn educations(
        &self,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        #[oai(name = "If-None-Match")] if_none_match: IfNoneMatch,
    ) -> Result<Cached<EducationList>, LookupError> {
        Ok(self.lookups.list(&EDUCATIONS, lang_of(&lang), if_none_match.as_deref(), None).await?)
    }

    /// Annual incomes
    ///
    /// Income brackets in rupees, lowest first: steps of 1 lakh to 10 lakh, of 5 lakh to 1 crore, then 1 crore and
    /// above.
    #[oai(path = "/AnnualIncome/Name", method = "get", operation_id = "getAnnualIncomes")]
    async fn annual_incomes(
        &self,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        #[oai(name = "If-None-Match")] if_none_match: IfNoneMatch,
    ) -> Result<Cached<AnnualIncomeList>, LookupError> {
        Ok(self.lookups.list(&ANNUAL_INCOMES, lang_of(&lang), if_none_match.as_deref(), None).await?)
    }

    /// Notification types
    ///
    /// The kinds of notification Sagpan sends, for the notification settings.
    #[oai(path = "/NotificationType/Name", method = "get", operation_id = "getNotificationTypes")]
    async fn notification_types(
        &self,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        #[oai(name = "If-None-Match")] if_none_match: IfNoneMatch,
    ) -> Result<Cached<NotificationTypeList>, LookupError> {
        Ok(self.lookups.list(&NOTIFICATION_TYPES, lang_of(&lang), if_none_match.as_deref(), None).await?)
    }

    /// Edit request types
    ///
    /// The details a member cannot change directly and asks moderators to change instead.
    #[oai(path = "/Request/Name", method = "get", operation_id = "getRequestTypes")]
    async fn request_types(
        &self,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        #[oai(name = "If-None-Match")] if_none_match: IfNoneMatch,
    ) -> Result<Cached<RequestTypeList>, LookupError> {
        Ok(self.lookups.list(&REQUEST_TYPES, lang_of(&lang), if_none_match.as_deref(), None).await?)
    }

    /// Contact-form topics
    ///
    /// The topics a visitor chooses from on the contact form (rule 34), in the list's order.
    #[oai(path = "/Home/Name", method = "get", operation_id = "getContactTopics")]
    async fn contact_topics(
        &self,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        #[oai(name = "If-None-Match")] if_none_match: IfNoneMatch,
    ) -> Result<Cached<ContactTopicList>, LookupError> {
        Ok(self.lookups.list(&CONTACT_TOPICS, lang_of(&lang), if_none_match.as_deref(), None).await?)
    }
}
