//! The catalogs of the server's texts, in Gujarati and English (rule 24): Fluent files under `shared/locales/gu/` and
//! `shared/locales/en/`, one per subject (`activity.ftl`, `mail.ftl`, ...), embedded in the binary and parsed once.
//! The web app has its own Lingui catalogs; these hold what the server writes: problem texts, e-mails, the bio-data
//! PDF, notifications, activity lines, match explanations.
//!
//! Every id starts with its file's subject (`activity-request-sent` lives in `activity.ftl`), and code names ids as
//! whole string literals, never built from parts, so the checks can find every id in use: the tests below hold the
//! two languages to the same ids and arguments, and `api/src/catalogs.rs` holds the code to the catalogs (every id it
//! asks for exists, every id is asked for, no Gujarati outside them).
//!
//! Numbers, times and names reach a message as arguments (`{ $time }`), always as text: Fluent's number formatting
//! would drop leading zeros and its plural rules are not needed. Fluent's Unicode isolation marks (U+2068, U+2069
//! around each argument) are switched off: they would land in e-mails, pushes and the PDF.

use std::fmt::Display;
use std::sync::LazyLock;

use fluent_bundle::{FluentArgs, FluentResource, FluentValue, concurrent::FluentBundle};

/// A language of Sagpan: Gujarati, the product's default, or English.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
pub enum Lang {
    #[default]
    Gu,
    En,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::Gu, Lang::En];

    /// `gu` or `en`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::Gu => "gu",
            Lang::En => "en",
        }
    }

    /// The language of a stored code: English for `en`, Gujarati for anything else.
    pub fn from_code(code: &str) -> Self {
        if code == "en" { Lang::En } else { Lang::Gu }
    }

    /// Picks gu or en from an `Accept-Language` value by quality; anything else falls back to gu, the product default.
    pub fn from_header(value: &str) -> Self {
        let mut best: Option<(f32, Lang)> = None;
        for part in value.split(',') {
            let mut pieces = part.trim().split(';');
            let tag = pieces.next().unwrap_or("").trim().to_ascii_lowercase();
            let quality =
                pieces.find_map(|p| p.trim().strip_prefix("q=").and_then(|q| q.parse::<f32>().ok())).unwrap_or(1.0);
            let lang = match tag.split('-').next() {
                Some("gu") => Lang::Gu,
                Some("en") => Lang::En,
                _ => continue,
            };
            if quality > 0.0 && best.is_none_or(|(q, _)| quality > q) {
                best = Some((quality, lang));
            }
        }
        best.map(|(_, lang)| lang).unwrap_or_default()
    }

    /// Chooses between two values of stored data, such as a reference list's `name_gu` and `name_en`. Texts of the
    /// product itself come from the catalogs ([`text`]).
    pub fn pick<'a>(self, gu: &'a str, en: &'a str) -> &'a str {
        match self {
            Lang::Gu => gu,
            Lang::En => en,
        }
    }
}

/// One catalog file: its subject (the start of every id in it), its Gujarati and its English source.
pub struct File {
    pub subject: &'static str,
    pub gu: &'static str,
    pub en: &'static str,
}

macro_rules! files {
    ($($subject:literal),* $(,)?) => {
        [$(File {
            subject: $subject,
            gu: include_str!(concat!("../locales/gu/", $subject, ".ftl")),
            en: include_str!(concat!("../locales/en/", $subject, ".ftl")),
        }),*]
    };
}

/// Every catalog file.
pub const FILES: [File; 23] = files![
    "accounts",
    "activity",
    "answers",
    "biodata",
    "booklet",
    "common",
    "connections",
    "dates",
    "demo",
    "edits",
    "events",
    "family",
    "mail",
    "matching",
    "notifications",
    "options",
    "outcomes",
    "photos",
    "problems",
    "reports",
    "satapeta",
    "tickets",
    "verification",
];

impl File {
    /// The source of this file in `lang`.
    pub fn source(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::Gu => self.gu,
            Lang::En => self.en,
        }
    }
}

type Bundle = FluentBundle<FluentResource>;

/// The bundle of `lang`: every file added, isolation marks off. A file that does not parse keeps what did (the tests
/// below refuse any error, so a release never carries one).
fn bundle(lang: Lang) -> Bundle {
    let locale = lang.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![locale]);
    bundle.set_use_isolating(false);
    for file in &FILES {
        let resource = FluentResource::try_new(file.source(lang).to_owned()).unwrap_or_else(|(partial, _)| partial);
        // A duplicate id keeps its first text; the tests refuse duplicates.
        let _ = bundle.add_resource(resource);
    }
    bundle
}

static GU: LazyLock<Bundle> = LazyLock::new(|| bundle(Lang::Gu));
static EN: LazyLock<Bundle> = LazyLock::new(|| bundle(Lang::En));

fn bundle_of(lang: Lang) -> &'static Bundle {
    match lang {
        Lang::Gu => &GU,
        Lang::En => &EN,
    }
}

/// The arguments of a message: name and value, the value written with `Display`.
pub type Args<'a> = &'a [(&'a str, &'a dyn Display)];

/// The text of message `id` in `lang`, with its arguments (`&[("time", &when)]`; `&[]` for none).
///
/// An unknown id answers the id itself and a missing argument answers `{$name}` in its place; a debug build panics on
/// either, so tests catch them (the catalog checks make them impossible for the ids the code names).
pub fn text(lang: Lang, id: &str, args: Args<'_>) -> String {
    let bundle = bundle_of(lang);
    let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
        if cfg!(debug_assertions) {
            panic!("no message {id:?} in the {} catalog", lang.code());
        }
        return id.to_owned();
    };
    let mut fluent_args = FluentArgs::with_capacity(args.len());
    for (name, value) in args {
        fluent_args.set(*name, FluentValue::from(value.to_string()));
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors).into_owned();
    if cfg!(debug_assertions) && !errors.is_empty() {
        panic!("message {id:?} in the {} catalog: {errors:?}", lang.code());
    }
    text
}

/// Message `id` in both languages, (Gujarati, English): for what is stored in both, such as in-app notifications.
pub fn both(id: &str, args: Args<'_>) -> (String, String) {
    (text(Lang::Gu, id, args), text(Lang::En, id, args))
}

/// Whether `id` is a message of the catalogs.
pub fn has(id: &str) -> bool {
    GU.has_message(id) && EN.has_message(id)
}

/// Every message id of the catalogs, as the Gujarati files list them (the tests hold the English ones to the same).
pub fn ids() -> Vec<&'static str> {
    FILES
        .iter()
        .filter_map(|file| fluent_syntax::parser::parse(file.gu).ok())
        .flat_map(|resource| resource.body)
        .filter_map(|entry| match entry {
            fluent_syntax::ast::Entry::Message(m) => Some(m.id.name),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeMap, BTreeSet};

    use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
    use fluent_syntax::parser::parse;

    use super::*;

    /// The variables a pattern uses, through selectors, variants and nested placeables.
    fn variables(pattern: &Pattern<&str>, out: &mut BTreeSet<String>) {
        for element in &pattern.elements {
            if let PatternElement::Placeable { expression } = element {
                expression_variables(expression, out);
            }
        }
    }

    fn expression_variables(expression: &Expression<&str>, out: &mut BTreeSet<String>) {
        match expression {
            Expression::Inline(inline) => inline_variables(inline, out),
            Expression::Select { selector, variants } => {
                inline_variables(selector, out);
                for variant in variants {
                    variables(&variant.value, out);
                }
            }
        }
    }

    fn inline_variables(inline: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
        match inline {
            InlineExpression::VariableReference { id } => {
                out.insert(id.name.to_owned());
            }
            InlineExpression::Placeable { expression } => expression_variables(expression, out),
            InlineExpression::FunctionReference { arguments, .. } => {
                for a in &arguments.positional {
                    inline_variables(a, out);
                }
                for a in &arguments.named {
                    inline_variables(&a.value, out);
                }
            }
            _ => {}
        }
    }

    /// Per message id of one language's files: its file's subject and its variables. Panics on anything the
    /// catalogs must not hold: a syntax error, a term, an attribute, a message without a value, a duplicate id.
    fn messages(lang: Lang) -> BTreeMap<String, (&'static str, BTreeSet<String>)> {
        let mut all = BTreeMap::new();
        for file in &FILES {
            let where_ = format!("locales/{}/{}.ftl", lang.code(), file.subject);
            let resource = parse(file.source(lang)).unwrap_or_else(|(_, errors)| panic!("{where_}: {errors:?}"));
            for entry in &resource.body {
                match entry {
                    Entry::Message(m) => {
                        let id = m.id.name;
                        assert!(m.attributes.is_empty(), "{where_}: {id} has attributes; the catalogs use none");
                        let value = m.value.as_ref().unwrap_or_else(|| panic!("{where_}: {id} has no text"));
                        let mut vars = BTreeSet::new();
                        variables(value, &mut vars);
                        let previous = all.insert(id.to_owned(), (file.subject, vars));
                        assert!(previous.is_none(), "{where_}: {id} is there twice");
                    }
                    Entry::Comment(_) | Entry::GroupComment(_) | Entry::ResourceComment(_) => {}
                    other => panic!("{where_}: only messages and comments belong in a catalog, found {other:?}"),
                }
            }
        }
        all
    }

    #[test]
    fn both_languages_have_the_same_messages_with_the_same_arguments() {
        let gu = messages(Lang::Gu);
        let en = messages(Lang::En);
        let only_gu: Vec<_> = gu.keys().filter(|id| !en.contains_key(*id)).collect();
        let only_en: Vec<_> = en.keys().filter(|id| !gu.contains_key(*id)).collect();
        assert!(only_gu.is_empty() && only_en.is_empty(), "only in gu: {only_gu:?}; only in en: {only_en:?}");
        for (id, (subject, vars)) in &gu {
            let (en_subject, en_vars) = &en[id];
            assert_eq!(subject, en_subject, "{id} is in {subject}.ftl in gu but in {en_subject}.ftl in en");
            assert_eq!(vars, en_vars, "{id} uses other arguments in gu than in en");
            assert!(id.starts_with(&format!("{subject}-")), "{id} must start with its file's subject, {subject}-");
        }
        assert_eq!(ids().len(), gu.len(), "ids() lists every message");
        assert!(ids().iter().all(|id| has(id)));
    }

    #[test]
    fn every_message_formats_to_a_text_in_both_languages() {
        for (id, (_, vars)) in messages(Lang::Gu) {
            let values: Vec<String> = vars.iter().map(|v| format!("<{v}>")).collect();
            let args: Vec<(&str, &dyn Display)> =
                vars.iter().zip(&values).map(|(name, value)| (name.as_str(), value as &dyn Display)).collect();
            for lang in Lang::ALL {
                let text = text(lang, &id, &args);
                assert!(!text.trim().is_empty(), "{id} is empty in {}", lang.code());
                for value in &values {
                    assert!(text.contains(value.as_str()), "{id} in {} drops {value}: {text}", lang.code());
                }
                assert!(!text.contains(['\u{2068}', '\u{2069}']), "{id} carries isolation marks");
                assert_eq!(text, text.trim(), "{id} in {} starts or ends with white space", lang.code());
            }
        }
    }

    #[test]
    fn gujarati_is_the_default_and_english_is_chosen_only_when_preferred() {
        assert_eq!(Lang::from_header("en"), Lang::En);
        assert_eq!(Lang::from_header("en-US,en;q=0.9"), Lang::En);
        assert_eq!(Lang::from_header("gu,en;q=0.8"), Lang::Gu);
        assert_eq!(Lang::from_header("en;q=0.5,gu;q=0.9"), Lang::Gu);
        assert_eq!(Lang::from_header("fr"), Lang::Gu);
        assert_eq!(Lang::from_header(""), Lang::Gu);
        assert_eq!(Lang::from_header("en;q=0"), Lang::Gu);
        assert_eq!(Lang::from_code("en"), Lang::En);
        assert_eq!(Lang::from_code("gu"), Lang::Gu);
        assert_eq!(Lang::from_code(""), Lang::Gu);
    }

    #[test]
    fn arguments_are_written_as_given_without_isolation_marks() {
        assert_eq!(text(Lang::En, "activity-request-sent", &[]), "Connection request sent");
        let (gu, en) = both("activity-request-sent", &[]);
        assert_eq!((gu.as_str(), en.as_str()), ("જોડાણ વિનંતી મોકલી", "Connection request sent"));
    }
}
