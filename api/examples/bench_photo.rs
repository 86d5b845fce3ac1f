#![allow(clippy::expect_used, clippy::unwrap_used)]

//! Photo processing time for a 12-megapixel JPEG (4000 × 3000), as the upload step runs it. Bounds (target Q5): a
//! median of 300 ms and a peak of 150 MB.
//! Run under `/usr/bin/time -v` (see `just bench-photo`) for the peak memory.

use std::{io::Cursor, time::Instant};

use image::{ImageFormat, Rgb, RgbImage};

fn main() {
    // A photo-like picture (smooth gradients and texture), so the JPEG has realistic entropy.
    let (w, h) = (4000u32, 3000u32);
    let img = RgbImage::from_fn(w, h, |x, y| {
        let n = (x.wrapping_mul(7919) ^ y.wrapping_mul(104_729)) % 23;
        Rgb([
            ((x * 255 / w) as u8).wrapping_add(n as u8),
            ((y * 255 / h) as u8).wrapping_add(n as u8),
            (((x + y) / 31) % 255) as u8,
        ])
    });
    let mut jpeg = Vec::new();
    image::DynamicImage::ImageRgb8(img).write_to(&mut Cursor::new(&mut jpeg), ImageFormat::Jpeg).expect("encode");
    println!("input: {w}x{h} JPEG, {:.1} MiB", jpeg.len() as f64 / 1_048_576.0);
    let runs = 5;
    let mut times = Vec::new();
    for _ in 0..runs {
        let start = Instant::now();
        let processed = sagpan::photos::process::process(&jpeg).expect("process");
        times.push(start.elapsed().as_secs_f64() * 1000.0);
        assert_eq!(processed.sizes.len(), sagpan::photos::process::SIZES.len());
    }
    times.sort_by(|a, b| a.total_cmp(b));
    let median = times[runs / 2];
    println!(
        "process: median {median:.0} ms, min {:.0} ms, max {:.0} ms over {runs} runs (bound 300 ms: {})",
        times[0],
        times[runs - 1],
        if median <= 300.0 { "met" } else { "MISSED" }
    );
}
