//! OpenAPI schemas of the rule newtypes (feature `openapi`), from the same table as garde and zod.

use poem_openapi::registry::MetaSchema;

use crate::rules::{Normalize, NumberRule, TextRule};

/// `string` with minLength/maxLength/pattern/description of the rule. A normalised rule (profile id) gives no
/// length or pattern, as it accepts padded or lower-case input; its description says so.
pub fn text_schema(rule: &'static TextRule) -> MetaSchema {
    let raw = rule.normalize == Normalize::None;
    MetaSchema {
        description: Some(rule.description),
        min_length: (raw && rule.min > 0).then_some(rule.min),
        max_length: raw.then_some(rule.max),
        pattern: if raw { rule.pattern.map(str::to_owned) } else { None },
        example: (!rule.example.is_empty()).then(|| serde_json::Value::from(rule.example)),
        ..MetaSchema::new("string")
    }
}

/// `integer`/`number` with minimum/maximum/description of the rule.
#[allow(clippy::cast_precision_loss)] // limits are small whole numbers
pub fn number_schema(rule: &'static NumberRule, ty: &'static str, format: &'static str) -> MetaSchema {
    MetaSchema {
        description: Some(rule.description),
        minimum: Some(rule.min as f64),
        maximum: Some(rule.max as f64),
        ..MetaSchema::new_with_format(ty, format)
    }
}
