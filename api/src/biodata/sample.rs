//! A full sample bio-data, in Gujarati and in English, with a portrait: what the renderer's tests check and what
//! `just bench-biodata` times. Not used by the server itself, and shown to no member: test data, so its texts are
//! data (`sample.json`, as a member might have filled them in) rather than catalog messages.

use serde::Deserialize;

use super::pdf::{BioData, Section};

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
struct Sample {
    title: String,
    name: String,
    subtitle: String,
    sections: Vec<SampleSection>,
    footer: String,
    document_title: String,
    language: String,
}

#[derive(Deserialize, Default)]
struct SampleSection {
    heading: String,
    rows: Vec<(String, String)>,
}

#[derive(Deserialize, Default)]
struct Samples {
    gu: Sample,
    en: Sample,
}

/// The samples of `sample.json` (empty when it does not read; the renderer's tests would then fail).
fn samples() -> Samples {
    serde_json::from_str(include_str!("sample.json")).unwrap_or_default()
}

fn bio_data(sample: Sample, photo: Option<Vec<u8>>) -> BioData {
    BioData {
        title: sample.title,
        name: sample.name,
        subtitle: sample.subtitle,
        photo_jpeg: photo,
        sections: sample.sections.into_iter().map(|s| Section { heading: s.heading, rows: s.rows }).collect(),
        footer: sample.footer,
        document_title: sample.document_title,
        language: sample.language,
    }
}

/// A full Gujarati bio-data (every section, a long "about me", the footer).
pub fn gujarati(photo: Option<Vec<u8>>) -> BioData {
    bio_data(samples().gu, photo)
}

/// The same bio-data in English.
pub fn english(photo: Option<Vec<u8>>) -> BioData {
    bio_data(samples().en, photo)
}

/// The Gujarati sample's "about me": its last row, several paragraphs long.
pub fn about_gu() -> String {
    gujarati(None).sections.last().and_then(|s| s.rows.last()).map(|(_, v)| v.clone()).unwrap_or_default()
}

/// A portrait JPEG of `width` x `width * 4 / 3` (the stored photos' 3:4): a soft background and a simple silhouette.
pub fn portrait_jpeg(width: u32) -> Result<Vec<u8>, String> {
    let height = width * 4 / 3;
    let scale = width as f32 / 600.0;
    let img = image::RgbImage::from_fn(width, height, |x, y| {
        let (fx, fy) = (x as f32 / scale, y as f32 / scale);
        let head = ((fx - 300.0) / 120.0).powi(2) + ((fy - 310.0) / 145.0).powi(2) <= 1.0;
        let body = ((fx - 300.0) / 260.0).powi(2) + ((fy - 820.0) / 300.0).powi(2) <= 1.0;
        if head {
            image::Rgb([196, 150, 118])
        } else if body {
            image::Rgb([128, 30, 45])
        } else {
            let t = fy / 800.0;
            image::Rgb([(236.0 - 30.0 * t) as u8, (226.0 - 30.0 * t) as u8, (210.0 - 20.0 * t) as u8])
        }
    });
    let mut out = Vec::new();
    let encoder = image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 85);
    img.write_with_encoder(encoder).map_err(|e| e.to_string())?;
    Ok(out)
}
