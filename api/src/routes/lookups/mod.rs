//! `GET /api/{List}/Name`: the reference lists of both documents, plus districts and talukas for the native-place fields.

mod cached;
pub mod dto;
pub mod service;

use std::sync::Arc;

use poem_openapi::{
    OpenApi,
    param::{Header, Query},
};

use self::{
    cached::Cached,
    dto::*,
    service::{Lookups, by_name, name},
};
use crate::{
    error::ApiError,
    lang::{LangHeader, lang_of},
    problems,
    routes::ApiTags,
};

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

fn missing(detail: &'static str) -> ApiError {
    ApiError::not_found().with_detail(detail)
}

#[OpenApi(prefix_path = "/api", tag = "ApiTags::Lookups")]
impl LookupApi {
    /// Communities
    ///
    /// The two parent communities (1 Kadva Patidar, 2 Leva Patidar) first, then their sub-communities by name.
    #[oai(path = "/Community/Name", method = "get", operation_id = "getCommunities")]
    async fn communities(
        &self,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        #[oai(name = "If-None-Match")] if_none_match: IfNoneMatch,
    ) -> Result<Cached<CommunityList>, LookupError> {
        let key = ("community", lang_of(&lang), 0);
        Ok(self
            .lookups
            .serve(key, if_none_match.as_deref(), |data, lang| {
                let all: Vec<Community> = data
                    .communities
                    .iter()
                    .map(|c| Community {
                        id: c.id,
                        name: name(lang, &c.name_gu, &c.name_en),
                        parent_community_id: c.parent_id,
                    })
                    .collect();
                let (mut parents, children): (Vec<_>, Vec<_>) =
                    all.into_iter().partition(|c| c.parent_community_id.is_none());
                parents.sort_by_key(|c| c.id);
                parents.extend(by_name(children, |c| &c.name));
                Ok(CommunityList::from(parents))
            })
            .await?)
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
        let key = ("height", lang_of(&lang), 0);
        Ok(self
            .lookups
            .serve(key, if_none_match.as_deref(), |data, lang| {
                let mut items: Vec<Height> = data
                    .heights
                    .iter()
                    .map(|h| Height { id: h.id, name: name(lang, &h.name_gu, &h.name_en), cm: h.cm })
                    .collect();
                items.sort_by_key(|h| h.cm);
                Ok(HeightList::from(items))
            })
            .await?)
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
        let wanted = occupation_type.0;
        let key = ("occupation", lang_of(&lang), i64::from(wanted.unwrap_or(0)));
        Ok(self
            .lookups
            .serve(key, if_none_match.as_deref(), |data, lang| {
                let items = data
                    .occupations
                    .iter()
                    .filter(|o| wanted.is_none_or(|t| t == o.occupation_type))
                    .map(|o| Occupation {
                        id: o.id,
                        name: name(lang, &o.name_gu, &o.name_en),
                        occupation_type: o.occupation_type,
                    })
                    .collect();
                Ok(OccupationList::from(by_name(items, |o| &o.name)))
            })
            .await?)
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
        let key = ("country", lang_of(&lang), 0);
        Ok(self
            .lookups
            .serve(key, if_none_match.as_deref(), |data, lang| {
                let items = data
                    .countries
                    .iter()
                    .map(|c| Country {
                        id: c.id,
                        name: name(lang, &c.name_gu, &c.name_en),
                        code: c.code.clone(),
                        short_name: c.short_name.clone(),
                    })
                    .collect();
                Ok(CountryList::from(by_name(items, |c| &c.name)))
            })
            .await?)
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
        let id = country_id.0;
        let key = ("state", lang_of(&lang), i64::from(id));
        Ok(self
            .lookups
            .serve(key, if_none_match.as_deref(), |data, lang| {
                if !data.countries.iter().any(|c| c.id == id) {
                    return Err(missing("country_not_found"));
                }
                let items = data
                    .states
                    .iter()
                    .filter(|s| s.country_id == id)
                    .map(|s| State { id: s.id, name: name(lang, &s.name_gu, &s.name_en), country_id: s.country_id })
                    .collect();
                Ok(StateList::from(by_name(items, |s| &s.name)))
            })
            .await?)
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
        let id = state_id.0;
        let key = ("city", lang_of(&lang), i64::from(id));
        Ok(self
            .lookups
            .serve(key, if_none_match.as_deref(), |data, lang| {
                if !data.states.iter().any(|s| s.id == id) {
                    return Err(missing("state_not_found"));
                }
                let items = data
                    .cities
                    .iter()
                    .filter(|c| c.state_id == id)
                    .map(|c| City { id: c.id, name: name(lang, &c.name_gu, &c.name_en), state_id: c.state_id })
                    .collect();
                Ok(CityList::from(by_name(items, |c| &c.name)))
            })
            .await?)
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
        let id = state_id.0;
        let key = ("district", lang_of(&lang), i64::from(id));
        Ok(self
            .lookups
            .serve(key, if_none_match.as_deref(), |data, lang| {
                if !data.states.iter().any(|s| s.id == id) {
                    return Err(missing("state_not_found"));
                }
                let items = data
                    .districts
                    .iter()
                    .filter(|d| d.state_id == id)
                    .map(|d| District { id: d.id, name: name(lang, &d.name_gu, &d.name_en), state_id: d.state_id })
                    .collect();
                Ok(DistrictList::from(by_name(items, |d| &d.name)))
            })
            .await?)
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
        let id = district_id.0;
        let key = ("taluka", lang_of(&lang), i64::from(id));
        Ok(self
            .lookups
            .serve(key, if_none_match.as_deref(), |data, lang| {
                if !data.districts.iter().any(|d| d.id == id) {
                    return Err(missing("district_not_found"));
                }
                let items = data
                    .talukas
                    .iter()
                    .filter(|t| t.district_id == id)
                    .map(|t| Taluka { id: t.id, name: name(lang, &t.name_gu, &t.name_en), district_id: t.district_id })
                    .collect();
                Ok(TalukaList::from(by_name(items, |t| &t.name)))
            })
            .await?)
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
        let wanted = taluka_id.0;
        let key = ("village", lang_of(&lang), i64::from(wanted.unwrap_or(0)));
        Ok(self
            .lookups
            .serve(key, if_none_match.as_deref(), |data, lang| {
                if let Some(id) = wanted
                    && !data.talukas.iter().any(|t| t.id == id)
                {
                    return Err(missing("taluka_not_found"));
                }
                let items = data
                    .villages
                    .iter()
                    .filter(|v| wanted.is_none_or(|id| id == v.taluka_id))
                    .map(|v| Village { id: v.id, name: name(lang, &v.name_gu, &v.name_en), taluka_id: v.taluka_id })
                    .collect();
                Ok(VillageList::from(by_name(items, |v| &v.name)))
            })
            .await?)
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
        let key = ("education", lang_of(&lang), 0);
        Ok(self
            .lookups
            .serve(key, if_none_match.as_deref(), |data, lang| {
                let items = data
                    .educations
                    .iter()
                    .map(|e| Education { id: e.id, name: name(lang, &e.name_gu, &e.name_en) })
                    .collect();
                Ok(EducationList::from(by_name(items, |e| &e.name)))
            })
            .await?)
    }

    /// Annual incomes
    ///
    /// Income brackets in rupees, lowest first: steps of 1 lakh to 10 lakh, of 5 lakh to 1 crore, then 1 crore and above.
    #[oai(path = "/AnnualIncome/Name", method = "get", operation_id = "getAnnualIncomes")]
    async fn annual_incomes(
        &self,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        #[oai(name = "If-None-Match")] if_none_match: IfNoneMatch,
    ) -> Result<Cached<AnnualIncomeList>, LookupError> {
        let key = ("annual_income", lang_of(&lang), 0);
        Ok(self
            .lookups
            .serve(key, if_none_match.as_deref(), |data, lang| {
                let mut items: Vec<AnnualIncome> = data
                    .annual_incomes
                    .iter()
                    .map(|a| AnnualIncome {
                        id: a.id,
                        name: name(lang, &a.name_gu, &a.name_en),
                        min_rupees: a.min_rupees,
                        max_rupees: a.max_rupees,
                    })
                    .collect();
                items.sort_by_key(|a| a.min_rupees);
                Ok(AnnualIncomeList::from(items))
            })
            .await?)
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
        let key = ("notification_type", lang_of(&lang), 0);
        Ok(self
            .lookups
            .serve(key, if_none_match.as_deref(), |data, lang| {
                let mut items: Vec<NotificationType> = data
                    .notification_types
                    .iter()
                    .map(|n| NotificationType {
                        id: n.id,
                        name: name(lang, &n.name_gu, &n.name_en),
                        key: n.key.clone(),
                    })
                    .collect();
                items.sort_by_key(|n| n.id);
                Ok(NotificationTypeList::from(items))
            })
            .await?)
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
        let key = ("request_type", lang_of(&lang), 0);
        Ok(self
            .lookups
            .serve(key, if_none_match.as_deref(), |data, lang| {
                let mut items: Vec<RequestType> = data
                    .request_types
                    .iter()
                    .map(|r| RequestType { id: r.id, name: name(lang, &r.name_gu, &r.name_en), key: r.key.clone() })
                    .collect();
                items.sort_by_key(|r| r.id);
                Ok(RequestTypeList::from(items))
            })
            .await?)
    }
}
