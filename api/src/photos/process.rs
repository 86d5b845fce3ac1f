//! The photo pipeline: the type checked from the bytes, a pixel limit before decoding (decompression bombs never
//! allocate), EXIF orientation applied, cropped to 3:4 around the centre, and re-encoded as JPEG in the sizes the app
//! shows. Re-encoding writes no metadata, so location and camera details are gone.

use std::io::Cursor;

use image::{
    DynamicImage, ImageDecoder, ImageFormat, ImageReader, Limits, imageops::FilterType, metadata::Orientation,
};
use shared::limits;

use crate::error::{ApiError, ErrorCode};

/// The sizes the app shows, width by height (3:4). `blurred` is what a member sees who may not see the photos
/// (DECISIONS 27): made on the server from a tiny copy, so no detail of the photo reaches the browser.
pub const SIZES: [(&str, u32, u32); 4] =
    [("large", 900, 1200), ("medium", 480, 640), ("small", 150, 200), ("blurred", 240, 320)];

/// The size that carries no detail.
pub const BLURRED: &str = "blurred";

/// JPEG quality of the re-encoded sizes.
const QUALITY: u8 = 85;

pub struct Processed {
    /// (size name, JPEG bytes), largest first.
    pub sizes: Vec<(&'static str, Vec<u8>)>,
    pub width: u32,
    pub height: u32,
}

fn refused(code: ErrorCode, detail: &'static str) -> ApiError {
    ApiError::new(code).with_detail(detail)
}

/// JPEG or PNG by their magic bytes; the file name and the declared type are never believed.
pub fn sniff(bytes: &[u8]) -> Option<ImageFormat> {
    if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
        Some(ImageFormat::Jpeg)
    } else if bytes.starts_with(&[0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A]) {
        Some(ImageFormat::Png)
    } else {
        None
    }
}

pub fn process(bytes: &[u8]) -> Result<Processed, ApiError> {
    if bytes.len() > limits::PHOTO_MAX_BYTES {
        return Err(refused(ErrorCode::PayloadTooLarge, "photo_too_large"));
    }
    let format = sniff(bytes).ok_or_else(|| refused(ErrorCode::UnsupportedMediaType, "photo_wrong_type"))?;
    // The JPEG decoder fills a cut-off file with grey instead of failing: a whole JPEG ends with its EOI marker.
    if format == ImageFormat::Jpeg && !ends_with_eoi(bytes) {
        return Err(refused(ErrorCode::RuleViolated, "photo_unreadable"));
    }
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    let mut decoder_limits = Limits::default();
    decoder_limits.max_alloc = Some(limits::PHOTO_MAX_PIXELS * 4 + (64 << 20));
    reader.limits(decoder_limits);
    let unreadable = |_| refused(ErrorCode::RuleViolated, "photo_unreadable");
    let mut decoder = reader.into_decoder().map_err(unreadable)?;
    let (width, height) = decoder.dimensions();
    if u64::from(width) * u64::from(height) > limits::PHOTO_MAX_PIXELS {
        return Err(refused(ErrorCode::RuleViolated, "photo_too_many_pixels"));
    }
    let orientation = decoder.orientation().unwrap_or(Orientation::NoTransforms);
    let mut image = DynamicImage::from_decoder(decoder).map_err(unreadable)?;
    image.apply_orientation(orientation);
    let image = crop_to_three_by_four(image);
    let mut sizes = Vec::with_capacity(SIZES.len());
    for (name, max_width, max_height) in SIZES {
        if name == BLURRED {
            sizes.push((name, blurred(&image)?));
            continue;
        }
        let resized = if image.width() > max_width {
            image.resize_exact(max_width, max_height, FilterType::Lanczos3)
        } else {
            image.clone()
        };
        let mut out = Vec::new();
        let encoder = image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, QUALITY);
        resized.to_rgb8().write_with_encoder(encoder).map_err(ApiError::internal)?;
        sizes.push((name, out));
    }
    let (width, height) = (image.width().min(SIZES[0].1), image.height().min(SIZES[0].2));
    Ok(Processed { sizes, width, height })
}

/// The blurred size: shrunk to 30×40 (nothing recognisable survives), blurred, and scaled back up smoothly.
pub fn blurred(image: &DynamicImage) -> Result<Vec<u8>, ApiError> {
    let tiny = image.resize_exact(30, 40, FilterType::Triangle).blur(2.0);
    let (_, width, height) = SIZES[3];
    let big = tiny.resize_exact(width, height, FilterType::Triangle).blur(6.0);
    let mut out = Vec::new();
    let encoder = image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, QUALITY);
    big.to_rgb8().write_with_encoder(encoder).map_err(ApiError::internal)?;
    Ok(out)
}

/// Whether a JPEG ends with FF D9, ignoring zero padding some encoders add.
fn ends_with_eoi(bytes: &[u8]) -> bool {
    let end = bytes.iter().rposition(|b| *b != 0).map_or(0, |i| i + 1);
    bytes[..end].ends_with(&[0xFF, 0xD9])
}

/// The largest 3:4 rectangle around the centre.
fn crop_to_three_by_four(image: DynamicImage) -> DynamicImage {
    let (w, h) = (image.width(), image.height());
    if w * 4 == h * 3 {
        return image;
    }
    if w * 4 > h * 3 {
        let new_w = h * 3 / 4;
        image.crop_imm((w - new_w) / 2, 0, new_w.max(1), h)
    } else {
        let new_h = w * 4 / 3;
        image.crop_imm(0, (h - new_h) / 2, w, new_h.max(1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn png(width: u32, height: u32) -> Vec<u8> {
        let mut out = Vec::new();
        DynamicImage::new_rgb8(width, height).write_to(&mut Cursor::new(&mut out), ImageFormat::Png).unwrap();
        out
    }

    #[test]
    fn a_png_becomes_three_jpegs_of_three_by_four() {
        let processed = process(&png(1000, 1000)).unwrap();
        assert_eq!(processed.sizes.len(), SIZES.len());
        for (name, bytes) in &processed.sizes {
            assert!(bytes.starts_with(&[0xFF, 0xD8, 0xFF]), "{name}");
            let img = image::load_from_memory(bytes).unwrap();
            assert_eq!(img.width() * 4, img.height() * 3, "{name}");
        }
        assert_eq!((processed.width, processed.height), (750, 1000));
    }

    /// A photo with sharp detail (a checkerboard) keeps none of it in the blurred size.
    #[test]
    fn the_blurred_size_keeps_no_detail() {
        let board = image::RgbImage::from_fn(600, 800, |x, y| {
            if (x / 10 + y / 10) % 2 == 0 { image::Rgb([255, 255, 255]) } else { image::Rgb([0, 0, 0]) }
        });
        let mut bytes = Vec::new();
        DynamicImage::ImageRgb8(board).write_to(&mut Cursor::new(&mut bytes), ImageFormat::Png).unwrap();
        let processed = process(&bytes).unwrap();
        let contrast = |name: &str| {
            let jpeg = &processed.sizes.iter().find(|(n, _)| *n == name).unwrap().1;
            let gray = image::load_from_memory(jpeg).unwrap().to_luma8();
            let (min, max) = gray.pixels().fold((255u8, 0u8), |(lo, hi), p| (lo.min(p.0[0]), hi.max(p.0[0])));
            max - min
        };
        assert!(contrast("medium") > 200, "the medium size keeps the pattern");
        assert!(contrast(BLURRED) < 40, "the blurred size is near uniform grey: {}", contrast(BLURRED));
    }

    #[test]
    fn the_type_comes_from_the_bytes() {
        assert_eq!(sniff(b"hello"), None);
        assert_eq!(sniff(&png(1, 1)), Some(ImageFormat::Png));
    }
}
