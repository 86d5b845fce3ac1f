//! The photo pipeline: the type checked from the bytes, a pixel limit before decoding (decompression bombs never
//! allocate), EXIF orientation applied, cropped to 3:4 around the centre, and re-encoded as JPEG in the sizes the app
//! shows. Re-encoding writes no metadata, so location and camera details are gone.
//!
//! Speed and memory (`just bench-photo`): a photo is decoded once, at the smallest integer fraction of its size that
//! still covers the largest output ([`super::decode`]: a JPEG in its IDCT, so a 12-megapixel photo is decoded at 3
//! megapixels; a PNG row by row), and [`plan`] says beforehand how much memory that takes, for the pipeline's budget;
//! the crop and the sizes are made by `fast_image_resize` (SIMD, Lanczos3), and the sizes are encoded on two threads
//! when the machine has two cores.

use crate::error::Reason;
use fast_image_resize::{FilterType as ResizeFilter, PixelType, ResizeAlg, ResizeOptions, Resizer, images::Image};
use image::{DynamicImage, ExtendedColorType, RgbImage, imageops::FilterType};
use shared::limits;

use super::decode::{self, Header};
use crate::error::{ApiError, ErrorCode};

/// The sizes the app shows, width by height (3:4). `blurred` is what a member sees who may not see the photos
/// (rule 27): made on the server from a tiny copy, so no detail of the photo reaches the browser.
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

fn refused(code: ErrorCode, detail: Reason) -> ApiError {
    ApiError::new(code).with_detail(detail)
}

pub use super::decode::sniff;

/// What an upload is and how it will be decoded: its header, and the divisor of each side that still covers the
/// largest size once cropped. Refuses (before any pixel is decoded) a file over 10 MiB (413), not a JPEG or PNG by its
/// bytes (415), unreadable or over 40 megapixels (422). [`Header::working_bytes`] of the two is the memory the
/// processing holds.
pub fn plan(bytes: &[u8]) -> Result<(Header, u32), ApiError> {
    if bytes.len() > limits::PHOTO_MAX_BYTES {
        return Err(refused(ErrorCode::PayloadTooLarge, Reason::PhotoTooLarge));
    }
    let header = Header::read(bytes, decode::PHOTO)?;
    let kept = |w, h| {
        let crop = crop_to_three_by_four(w, h);
        (crop.width, crop.height)
    };
    let divisor = header.divisor(kept, (SIZES[0].1, SIZES[0].2));
    Ok((header, divisor))
}

pub fn process(bytes: &[u8]) -> Result<Processed, ApiError> {
    let (header, divisor) = plan(bytes)?;
    process_planned(bytes, &header, divisor)
}

/// Processes an upload as [`plan`] said.
pub fn process_planned(bytes: &[u8], header: &Header, divisor: u32) -> Result<Processed, ApiError> {
    let image = header.decode(bytes, divisor)?;
    let crop = crop_to_three_by_four(image.width(), image.height());
    let (width, height) = (crop.width.min(SIZES[0].1), crop.height.min(SIZES[0].2));
    let sizes = encode_sizes(&image, crop)?;
    Ok(Processed { sizes, width, height })
}

/// Every size of the crop, encoded: the large one on a thread of its own when there are two cores, the rest beside
/// it (the large size is about as much work as the three others together).
fn encode_sizes(image: &DynamicImage, crop: Crop) -> Result<Vec<(&'static str, Vec<u8>)>, ApiError> {
    let [large, medium, small, _] = SIZES;
    let two_cores = std::thread::available_parallelism().is_ok_and(|n| n.get() > 1);
    let (large, rest) = if two_cores {
        std::thread::scope(|scope| {
            let large = scope.spawn(|| sized(image, crop, large));
            let rest = smaller_sizes(image, crop, medium, small);
            (
                large
                    .join()
                    .unwrap_or_else(|_| Err(ApiError::internal(anyhow::anyhow!("the encoding thread panicked")))),
                rest,
            )
        })
    } else {
        (sized(image, crop, large), smaller_sizes(image, crop, medium, small))
    };
    let mut sizes = vec![(SIZES[0].0, large?)];
    sizes.extend(rest?);
    Ok(sizes)
}

/// Medium and small, and the blurred size made from the medium one's pixels.
fn smaller_sizes(
    image: &DynamicImage,
    crop: Crop,
    medium: (&'static str, u32, u32),
    small: (&'static str, u32, u32),
) -> Result<Vec<(&'static str, Vec<u8>)>, ApiError> {
    let medium_pixels = resized(image, crop, medium.1, medium.2)?;
    let blurred_jpeg = blurred(&medium_pixels)?;
    Ok(vec![(medium.0, jpeg(&medium_pixels)?), (small.0, sized(image, crop, small)?), (BLURRED, blurred_jpeg)])
}

/// One size: the crop resized to it (never enlarged), as JPEG.
fn sized(image: &DynamicImage, crop: Crop, (_, width, height): (&'static str, u32, u32)) -> Result<Vec<u8>, ApiError> {
    jpeg(&resized(image, crop, width, height)?)
}

/// The crop at `width` × `height`, or at its own size when it is narrower than that.
fn resized(image: &DynamicImage, crop: Crop, width: u32, height: u32) -> Result<DynamicImage, ApiError> {
    if crop.width <= width {
        let cut = image.crop_imm(crop.left, crop.top, crop.width, crop.height);
        return Ok(DynamicImage::ImageRgb8(cut.into_rgb8()));
    }
    let mut out = Image::new(width, height, PixelType::U8x3);
    let options = ResizeOptions::new().resize_alg(ResizeAlg::Convolution(ResizeFilter::Lanczos3)).crop(
        f64::from(crop.left),
        f64::from(crop.top),
        f64::from(crop.width),
        f64::from(crop.height),
    );
    Resizer::new().resize(image, &mut out, &options).map_err(ApiError::internal)?;
    RgbImage::from_raw(width, height, out.into_vec())
        .map(DynamicImage::ImageRgb8)
        .ok_or_else(|| ApiError::internal(anyhow::anyhow!("resized buffer of the wrong length")))
}

fn jpeg(image: &DynamicImage) -> Result<Vec<u8>, ApiError> {
    let mut out = Vec::new();
    let encoder = image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, QUALITY);
    let rgb = image.as_rgb8().ok_or_else(|| ApiError::internal(anyhow::anyhow!("not RGB")))?;
    image::ImageEncoder::write_image(encoder, rgb.as_raw(), rgb.width(), rgb.height(), ExtendedColorType::Rgb8)
        .map_err(ApiError::internal)?;
    Ok(out)
}

/// The blurred size: shrunk to 30×40 (nothing recognisable survives), blurred, and scaled back up smoothly.
pub fn blurred(image: &DynamicImage) -> Result<Vec<u8>, ApiError> {
    let tiny = image.resize_exact(30, 40, FilterType::Triangle).blur(2.0);
    let (_, width, height) = SIZES[3];
    let big = tiny.resize_exact(width, height, FilterType::Triangle).blur(6.0);
    jpeg(&DynamicImage::ImageRgb8(big.into_rgb8()))
}

/// A rectangle of the image.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Crop {
    left: u32,
    top: u32,
    width: u32,
    height: u32,
}

/// The largest 3:4 rectangle around the centre.
fn crop_to_three_by_four(w: u32, h: u32) -> Crop {
    if w * 4 == h * 3 {
        Crop { left: 0, top: 0, width: w, height: h }
    } else if w * 4 > h * 3 {
        let new_w = (h * 3 / 4).max(1);
        Crop { left: (w - new_w) / 2, top: 0, width: new_w, height: h }
    } else {
        let new_h = (w * 4 / 3).max(1);
        Crop { left: 0, top: (h - new_h) / 2, width: w, height: new_h }
    }
}

#[cfg(test)]
mod tests {
    use std::io::Cursor;

    use image::{GenericImageView, ImageFormat};

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

    /// A JPEG of `width` × `height` whose top-left quarter is red and the rest blue, with EXIF saying `orientation`
    /// (1 upright, 6 "turn 90° clockwise to view"), an ICC profile and a comment-free body.
    fn marked_jpeg(width: u32, height: u32, orientation: u16) -> Vec<u8> {
        let pixels = image::RgbImage::from_fn(width, height, |x, y| {
            if x < width / 2 && y < height / 2 { image::Rgb([230, 20, 20]) } else { image::Rgb([20, 20, 230]) }
        });
        let tiff: Vec<u8> = [
            b"II*\0".as_slice(),
            &8u32.to_le_bytes(),
            &1u16.to_le_bytes(),
            &0x0112u16.to_le_bytes(),
            &3u16.to_le_bytes(),
            &1u32.to_le_bytes(),
            &orientation.to_le_bytes(),
            &[0, 0],
            &0u32.to_le_bytes(),
        ]
        .concat();
        let mut out = Vec::new();
        let mut encoder = image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 90);
        image::ImageEncoder::set_exif_metadata(&mut encoder, tiff).unwrap();
        image::ImageEncoder::set_icc_profile(&mut encoder, vec![0; 200]).unwrap();
        image::ImageEncoder::write_image(encoder, pixels.as_raw(), width, height, ExtendedColorType::Rgb8).unwrap();
        out
    }

    /// The markers of a JPEG up to its image data.
    fn markers(jpeg: &[u8]) -> Vec<u8> {
        let mut found = Vec::new();
        let mut at = 2;
        while at + 4 <= jpeg.len() && jpeg[at] == 0xFF {
            let marker = jpeg[at + 1];
            found.push(marker);
            if marker == 0xDA {
                break;
            }
            at += 2 + usize::from(u16::from_be_bytes([jpeg[at + 2], jpeg[at + 3]]));
        }
        found
    }

    fn colour_at(jpeg: &[u8], x: u32, y: u32) -> [u8; 3] {
        image::load_from_memory(jpeg).unwrap().to_rgb8().get_pixel(x, y).0
    }

    /// A large photo takes the scaled decoder: its sizes are exact, its orientation applied, and every stored size
    /// holds JFIF, tables, frame and scan only: no EXIF (APP1), no ICC (APP2), no comment.
    #[test]
    fn a_large_photo_is_decoded_scaled_upright_and_written_without_metadata() {
        // Stored landscape 2400 × 1800, meant to be seen portrait: upright it is 1800 × 2400, decoded at 1/2.
        let bytes = marked_jpeg(2400, 1800, 6);
        assert!(markers(&bytes).contains(&0xE1) && markers(&bytes).contains(&0xE2), "the input carries both");
        let processed = process(&bytes).unwrap();
        assert_eq!((processed.width, processed.height), (900, 1200));
        for (name, jpeg) in &processed.sizes {
            let allowed = [0xE0, 0xDB, 0xC0, 0xC4, 0xDA];
            assert!(markers(jpeg).iter().all(|m| allowed.contains(m)), "{name}: {:x?}", markers(jpeg));
            let (w, h) = SIZES.iter().find(|(n, _, _)| n == name).map(|(_, w, h)| (*w, *h)).unwrap();
            assert_eq!(image::load_from_memory(jpeg).unwrap().dimensions(), (w, h), "{name}");
        }
        // Turned clockwise, the red top-left quarter is now the top-right one.
        let large = &processed.sizes[0].1;
        let [r, _, b] = colour_at(large, 700, 200);
        assert!(r > 180 && b < 80, "top right is red: {r} {b}");
        let [r, _, b] = colour_at(large, 200, 200);
        assert!(r < 80 && b > 180, "top left is blue: {r} {b}");
    }

    /// The scaled decode and the whole decode give the same picture: a photo just too small to be scaled (1799 wide
    /// once cropped) and one just large enough (1800) differ only by resampling.
    #[test]
    fn scaled_and_whole_decodes_agree() {
        let scaled = process(&marked_jpeg(1800, 2400, 1)).unwrap();
        let whole = process(&marked_jpeg(1799, 2400, 1)).unwrap();
        for (x, y) in [(200, 200), (700, 200), (200, 1000), (700, 1000)] {
            let (a, b) = (colour_at(&scaled.sizes[0].1, x, y), colour_at(&whole.sizes[0].1, x, y));
            assert!(a.iter().zip(b).all(|(p, q)| p.abs_diff(q) < 24), "({x}, {y}): {a:?} against {b:?}");
        }
    }

    #[test]
    fn the_type_comes_from_the_bytes() {
        assert_eq!(sniff(b"hello"), None);
        assert_eq!(sniff(&png(1, 1)), Some(ImageFormat::Png));
    }
}
