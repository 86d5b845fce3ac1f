//! Decoding a picture no larger than it needs to be, and knowing beforehand how much memory that takes.
//!
//! A picture is decoded at an integer fraction of its size that still covers what is made of it (the photo's largest
//! size, an attachment's bounded copy): a JPEG by its decoder's IDCT scaling (1/2, 1/4, 1/8), a PNG row by row, each
//! `divisor` rows and columns averaged into one pixel as they arrive, so a 6000 × 6000 PNG never stands in memory
//! whole (108 MB) but as the 1200 × 1200 it is reduced to. [`Header::working_bytes`] tells what a decode will hold,
//! for the pipeline's memory budget ([`super::budget`]).

use crate::error::Reason;
use std::io::Cursor;

use image::{DynamicImage, ImageDecoder, ImageFormat, ImageReader, Limits, RgbImage, metadata::Orientation};
use shared::limits;

use crate::error::{ApiError, ErrorCode};

/// What the decoder may allocate: the largest picture allowed, in RGBA, and room for the decoder's own tables.
const MAX_DECODE_BYTES: u64 = limits::PHOTO_MAX_PIXELS * 4 + (64 << 20);

/// What the rest of the work holds besides the decoded pixels: the crop resized to each output size, the encoders'
/// buffers, a second thread's share.
const WORK_BYTES: u64 = 24 << 20;

fn refused(code: ErrorCode, detail: Reason) -> ApiError {
    ApiError::new(code).with_detail(detail)
}

/// How a picture's refusals are named: a photo's, or an attachment's.
#[derive(Debug, Clone, Copy)]
pub struct Refusals {
    pub unreadable: Reason,
    pub too_many_pixels: Reason,
}

pub const PHOTO: Refusals =
    Refusals { unreadable: Reason::PhotoUnreadable, too_many_pixels: Reason::PhotoTooManyPixels };
pub const ATTACHMENT: Refusals =
    Refusals { unreadable: Reason::AttachmentUnreadable, too_many_pixels: Reason::AttachmentUnreadable };

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

/// Whether a JPEG ends with FF D9, ignoring zero padding some encoders add.
fn ends_with_eoi(bytes: &[u8]) -> bool {
    let end = bytes.iter().rposition(|b| *b != 0).map_or(0, |i| i + 1);
    bytes[..end].ends_with(&[0xFF, 0xD9])
}

/// What a picture's header says, read without decoding its pixels.
#[derive(Debug, Clone, Copy)]
pub struct Header {
    pub format: ImageFormat,
    /// As stored (before the orientation is applied).
    pub width: u32,
    pub height: u32,
    pub orientation: Orientation,
    /// A JPEG the scaled decoder takes (grey or RGB); others (CMYK) are decoded whole.
    scalable_jpeg: bool,
    /// A progressive JPEG: its decoder keeps every coefficient of the whole picture.
    progressive: bool,
    /// An interlaced PNG: its passes are gathered whole before rows can be read.
    interlaced: bool,
    /// Bytes of one decoded PNG pixel (grey 1 to RGBA 4), or 3 for a JPEG.
    channels: u32,
    refusals: Refusals,
}

impl Header {
    /// The header of a JPEG or PNG; refused when the bytes are another type (415), a cut-off JPEG, unreadable or over
    /// the pixel limit (422), each named as `refusals` says.
    pub fn read(bytes: &[u8], refusals: Refusals) -> Result<Self, ApiError> {
        let unreadable = || refused(ErrorCode::RuleViolated, refusals.unreadable);
        let format = sniff(bytes).ok_or_else(|| refused(ErrorCode::UnsupportedMediaType, Reason::PhotoWrongType))?;
        // The JPEG decoder fills a cut-off file with grey instead of failing: a whole JPEG ends with its EOI marker.
        if format == ImageFormat::Jpeg && !ends_with_eoi(bytes) {
            return Err(unreadable());
        }
        let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
        let mut decoder_limits = Limits::default();
        decoder_limits.max_alloc = Some(MAX_DECODE_BYTES);
        reader.limits(decoder_limits);
        let mut decoder = reader.into_decoder().map_err(|_| unreadable())?;
        let (width, height) = decoder.dimensions();
        if u64::from(width) * u64::from(height) > limits::PHOTO_MAX_PIXELS {
            return Err(refused(ErrorCode::RuleViolated, refusals.too_many_pixels));
        }
        let orientation = decoder.orientation().unwrap_or(Orientation::NoTransforms);
        let mut header = Header {
            format,
            width,
            height,
            orientation,
            scalable_jpeg: false,
            progressive: false,
            interlaced: false,
            channels: 3,
            refusals,
        };
        match format {
            ImageFormat::Jpeg => {
                let mut jpeg = jpeg_decoder::Decoder::new(bytes);
                jpeg.read_info().map_err(|_| unreadable())?;
                let info = jpeg.info().ok_or_else(unreadable)?;
                header.scalable_jpeg =
                    matches!(info.pixel_format, jpeg_decoder::PixelFormat::RGB24 | jpeg_decoder::PixelFormat::L8);
                header.progressive = info.coding_process == jpeg_decoder::CodingProcess::DctProgressive;
            }
            _ => {
                let reader = png_reader(bytes).map_err(|_| unreadable())?;
                header.interlaced = reader.info().interlaced;
                header.channels = u32::from(png_channels(reader.output_color_type().0));
            }
        }
        Ok(header)
    }

    /// The size once upright.
    pub fn upright(&self) -> (u32, u32) {
        if turns_sideways(self.orientation) { (self.height, self.width) } else { (self.width, self.height) }
    }

    /// The integer each side is divided by when decoding, so that the upright picture, reduced to `region` (its
    /// part that is kept, from the upright size), still covers `need`; at least 1. A JPEG takes 1, 2, 4 or 8.
    pub fn divisor(&self, region: impl Fn(u32, u32) -> (u32, u32), need: (u32, u32)) -> u32 {
        let (w, h) = self.upright();
        let (kept_w, kept_h) = region(w, h);
        let most = (kept_w / need.0.max(1)).min(kept_h / need.1.max(1)).max(1);
        match self.format {
            ImageFormat::Jpeg if self.scalable_jpeg => [8, 4, 2, 1].into_iter().find(|d| *d <= most).unwrap_or(1),
            ImageFormat::Jpeg => 1,
            _ => most,
        }
    }

    /// The memory a decode at `divisor` holds at its peak, with the work after it ([`WORK_BYTES`]).
    pub fn working_bytes(&self, divisor: u32) -> u64 {
        let pixels = u64::from(self.width) * u64::from(self.height);
        let reduced = u64::from(self.width / divisor.max(1)).max(1) * u64::from(self.height / divisor.max(1)).max(1);
        let decoding = match self.format {
            // The scaled IDCT writes the reduced picture; a progressive one keeps every coefficient (2 bytes each
            // of 3 components) of the whole picture until its last scan.
            ImageFormat::Jpeg if self.scalable_jpeg => reduced * 3 + if self.progressive { pixels * 6 } else { 0 },
            // Decoded whole (CMYK: four channels), then turned into RGB.
            ImageFormat::Jpeg => pixels * 7,
            // Interlaced: the whole picture, gathered from its passes; otherwise one row at a time.
            _ if self.interlaced => pixels * u64::from(self.channels) + reduced * 3,
            _ => reduced * 3 + u64::from(self.width) * u64::from(self.channels) * 2,
        };
        decoding + WORK_BYTES
    }

    /// The picture's pixels, upright, in RGB, each side divided by `divisor` (see [`Header::divisor`]).
    pub fn decode(&self, bytes: &[u8], divisor: u32) -> Result<DynamicImage, ApiError> {
        let unreadable = || refused(ErrorCode::RuleViolated, self.refusals.unreadable);
        let mut image = match self.format {
            ImageFormat::Jpeg if self.scalable_jpeg && divisor > 1 => {
                jpeg_scaled(bytes, self, divisor).map_err(|_| unreadable())?
            }
            ImageFormat::Jpeg => {
                let mut reader = ImageReader::with_format(Cursor::new(bytes), ImageFormat::Jpeg);
                let mut decoder_limits = Limits::default();
                decoder_limits.max_alloc = Some(MAX_DECODE_BYTES);
                reader.limits(decoder_limits);
                DynamicImage::ImageRgb8(reader.decode().map_err(|_| unreadable())?.into_rgb8())
            }
            _ => DynamicImage::ImageRgb8(png_reduced(bytes, divisor).map_err(|_| unreadable())?),
        };
        image.apply_orientation(self.orientation);
        Ok(image)
    }
}

fn turns_sideways(orientation: Orientation) -> bool {
    matches!(
        orientation,
        Orientation::Rotate90 | Orientation::Rotate270 | Orientation::Rotate90FlipH | Orientation::Rotate270FlipH
    )
}

/// A picture the decoder could not read.
#[derive(Debug)]
struct Unreadable;

fn unreadable<E>(_: E) -> Unreadable {
    Unreadable
}

/// A JPEG decoded by `jpeg-decoder` at 1/`divisor` of its size (2, 4 or 8), in the IDCT.
fn jpeg_scaled(bytes: &[u8], header: &Header, divisor: u32) -> Result<DynamicImage, Unreadable> {
    let mut decoder = jpeg_decoder::Decoder::new(bytes);
    decoder.set_max_decoding_buffer_size(usize::try_from(MAX_DECODE_BYTES).unwrap_or(usize::MAX));
    decoder.read_info().map_err(unreadable)?;
    let requested = |side: u32| u16::try_from(side.div_ceil(divisor)).unwrap_or(u16::MAX);
    let (sw, sh) = decoder.scale(requested(header.width), requested(header.height)).map_err(unreadable)?;
    let pixels = decoder.decode().map_err(unreadable)?;
    let grey = decoder.info().is_some_and(|i| i.pixel_format == jpeg_decoder::PixelFormat::L8);
    let (sw, sh) = (u32::from(sw), u32::from(sh));
    let image = if grey {
        image::GrayImage::from_raw(sw, sh, pixels)
            .map(|g| DynamicImage::ImageRgb8(DynamicImage::ImageLuma8(g).into_rgb8()))
    } else {
        RgbImage::from_raw(sw, sh, pixels).map(DynamicImage::ImageRgb8)
    };
    image.ok_or_else(|| unreadable(()))
}

/// A PNG reader that expands palettes, low bit depths and transparency, and strips 16-bit samples to 8.
fn png_reader(bytes: &[u8]) -> Result<png::Reader<Cursor<&[u8]>>, png::DecodingError> {
    let png_limits = png::Limits { bytes: usize::try_from(MAX_DECODE_BYTES).unwrap_or(usize::MAX) };
    let mut decoder = png::Decoder::new_with_limits(Cursor::new(bytes), png_limits);
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    decoder.read_info()
}

fn png_channels(color: png::ColorType) -> u8 {
    match color {
        png::ColorType::Grayscale | png::ColorType::Indexed => 1,
        png::ColorType::GrayscaleAlpha => 2,
        png::ColorType::Rgb => 3,
        png::ColorType::Rgba => 4,
    }
}

/// A PNG in RGB with each side divided by `divisor`: every `divisor` × `divisor` block of pixels averaged into one
/// (alpha ignored, as the whole decode's RGB conversion does), the rows and columns past the last whole block dropped.
/// Rows are read one at a time, unless the PNG is interlaced (then its passes are gathered first).
fn png_reduced(bytes: &[u8], divisor: u32) -> Result<RgbImage, Unreadable> {
    let mut reader = png_reader(bytes).map_err(unreadable)?;
    let (width, height) = (reader.info().width, reader.info().height);
    let channels = usize::from(png_channels(reader.output_color_type().0));
    let d = divisor.clamp(1, width.min(height).max(1));
    let (out_w, out_h) = (width / d, height / d);
    let (ow, du) = (out_w as usize, d as usize);
    let mut out = vec![0u8; ow * out_h as usize * 3];
    let mut sums = vec![0u32; ow * 3];
    let add_row = |row: &[u8], sums: &mut [u32]| {
        for (x, sum) in sums.chunks_exact_mut(3).enumerate() {
            for px in row[x * du * channels..(x + 1) * du * channels].chunks_exact(channels) {
                let (r, g, b) = if channels < 3 { (px[0], px[0], px[0]) } else { (px[0], px[1], px[2]) };
                sum[0] += u32::from(r);
                sum[1] += u32::from(g);
                sum[2] += u32::from(b);
            }
        }
    };
    let block = (d * d).max(1);
    let mut flush = |y: usize, sums: &mut [u32]| {
        for (o, s) in out[y * ow * 3..(y + 1) * ow * 3].iter_mut().zip(sums.iter_mut()) {
            *o = u8::try_from((*s + block / 2) / block).unwrap_or(u8::MAX);
            *s = 0;
        }
    };
    let rows_needed = out_h as usize * du;
    if reader.info().interlaced {
        let mut whole = vec![0u8; reader.output_buffer_size().ok_or_else(|| unreadable(()))?];
        let frame = reader.next_frame(&mut whole).map_err(unreadable)?;
        for (y, row) in whole.chunks_exact(frame.line_size).take(rows_needed).enumerate() {
            add_row(row, &mut sums);
            if (y + 1) % du == 0 {
                flush(y / du, &mut sums);
            }
        }
    } else {
        for y in 0..rows_needed {
            let row = reader.next_row().map_err(unreadable)?.ok_or_else(|| unreadable(()))?;
            add_row(row.data(), &mut sums);
            if (y + 1) % du == 0 {
                flush(y / du, &mut sums);
            }
        }
    }
    RgbImage::from_raw(out_w, out_h, out).ok_or_else(|| unreadable(()))
}

#[cfg(test)]
mod tests {
    use image::{GenericImageView, ImageEncoder};

    use super::*;

    /// A PNG of `width` × `height` in `color`, whose left half is red and right half blue (alpha 255, grey: dark and
    /// light), written by the png crate with or without interlacing.
    fn halves(width: u32, height: u32, color: png::ColorType, interlaced: bool) -> Vec<u8> {
        let channels = usize::from(png_channels(color));
        let mut pixels = Vec::with_capacity(width as usize * height as usize * channels);
        for _ in 0..height {
            for x in 0..width {
                let left = x < width / 2;
                let px: &[u8] = match (color, left) {
                    (png::ColorType::Grayscale, true) => &[40],
                    (png::ColorType::Grayscale, false) => &[210],
                    (png::ColorType::Rgba, true) => &[230, 20, 20, 255],
                    (png::ColorType::Rgba, false) => &[20, 20, 230, 255],
                    (_, true) => &[230, 20, 20],
                    (_, false) => &[20, 20, 230],
                };
                pixels.extend_from_slice(px);
            }
        }
        if interlaced {
            return adam7(width, height, color, channels, &pixels);
        }
        let mut out = Vec::new();
        let mut encoder = png::Encoder::new(&mut out, width, height);
        encoder.set_color(color);
        encoder.set_depth(png::BitDepth::Eight);
        let mut writer = encoder.write_header().unwrap();
        writer.write_image_data(&pixels).unwrap();
        writer.finish().unwrap();
        out
    }

    /// An interlaced (Adam7) PNG of 8-bit `pixels`, written by hand: the png crate writes no interlaced PNG.
    fn adam7(width: u32, height: u32, color: png::ColorType, channels: usize, pixels: &[u8]) -> Vec<u8> {
        use std::io::Write;
        const PASSES: [(u32, u32, u32, u32); 7] =
            [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)];
        let mut raw = Vec::new();
        for (x0, y0, dx, dy) in PASSES {
            for y in (y0..height).step_by(dy as usize) {
                let xs: Vec<u32> = (x0..width).step_by(dx as usize).collect();
                if xs.is_empty() {
                    continue;
                }
                raw.push(0);
                for x in xs {
                    let at = (y as usize * width as usize + x as usize) * channels;
                    raw.extend_from_slice(&pixels[at..at + channels]);
                }
            }
        }
        let mut deflate = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::fast());
        deflate.write_all(&raw).unwrap();
        let idat = deflate.finish().unwrap();
        let color_type: u8 = match color {
            png::ColorType::Grayscale => 0,
            png::ColorType::Rgb => 2,
            _ => 6,
        };
        let mut ihdr = [width.to_be_bytes(), height.to_be_bytes()].concat();
        ihdr.extend_from_slice(&[8, color_type, 0, 0, 1]);
        let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
        for (kind, data) in [(b"IHDR", ihdr), (b"IDAT", idat), (b"IEND", Vec::new())] {
            out.extend_from_slice(&u32::try_from(data.len()).unwrap().to_be_bytes());
            let mut crc = flate2::Crc::new();
            crc.update(kind);
            crc.update(&data);
            out.extend_from_slice(kind);
            out.extend_from_slice(&data);
            out.extend_from_slice(&crc.sum().to_be_bytes());
        }
        out
    }

    #[test]
    fn a_png_reduced_as_it_is_read_matches_the_whole_decode() {
        for color in [png::ColorType::Rgb, png::ColorType::Rgba, png::ColorType::Grayscale] {
            for interlaced in [false, true] {
                let bytes = halves(1000, 600, color, interlaced);
                let header = Header::read(&bytes, PHOTO).unwrap();
                let whole = image::load_from_memory(&bytes).unwrap().into_rgb8();
                let reduced = header.decode(&bytes, 4).unwrap().into_rgb8();
                assert_eq!(reduced.dimensions(), (250, 150), "{color:?} {interlaced}");
                for (x, y) in [(10, 10), (120, 75), (130, 75), (240, 140)] {
                    let (a, b) = (reduced.get_pixel(x, y).0, whole.get_pixel(x * 4 + 1, y * 4 + 1).0);
                    assert!(a.iter().zip(b).all(|(p, q)| p.abs_diff(q) < 3), "{color:?} ({x}, {y}): {a:?} {b:?}");
                }
                assert_eq!(header.decode(&bytes, 1).unwrap().dimensions(), (1000, 600));
            }
        }
    }

    #[test]
    fn a_large_png_of_one_colour_is_planned_small() {
        // The probe's picture: 6000 × 6000 of one colour, 105 KB as a file, 108 MB decoded whole.
        let mut bytes = Vec::new();
        let pixels = vec![200u8; 6000 * 3];
        let encoder = image::codecs::png::PngEncoder::new(&mut bytes);
        let mut whole = Vec::with_capacity(6000 * 6000 * 3);
        for _ in 0..6000 {
            whole.extend_from_slice(&pixels);
        }
        encoder.write_image(&whole, 6000, 6000, image::ExtendedColorType::Rgb8).unwrap();
        drop(whole);
        let header = Header::read(&bytes, PHOTO).unwrap();
        let divisor = header.divisor(|w, h| (w * 3 / 4, h), (900, 1200));
        assert_eq!(divisor, 5);
        assert!(header.working_bytes(divisor) < 32 << 20, "{}", header.working_bytes(divisor));
        assert_eq!(header.decode(&bytes, divisor).unwrap().dimensions(), (1200, 1200));
        assert!(header.working_bytes(1) > 100 << 20, "whole, it would be 108 MB");
    }
}
