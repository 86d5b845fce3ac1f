//! The bio-data PDF's time (`just bench-pdf`): a full Gujarati bio-data with a 900 × 1200 photo (the stored
//! "large" size), rendered as `GET /api/PVBioData/GetPVBioData` renders it. Target: at most 50 ms. Writes the PDF to
//! target/biodata-bench.pdf for pdftoppm.

use std::time::Instant;

use sagpan::biodata::{pdf::render, sample};

fn main() -> Result<(), String> {
    // The stored "large" photo is 900 × 1200.
    let data = sample::gujarati(Some(sample::portrait_jpeg(900)?));
    // The first render also parses the fonts (once per process): time it apart.
    let start = Instant::now();
    let pdf = render(&data)?;
    println!("first render (font parsing included): {:.1} ms", start.elapsed().as_secs_f64() * 1e3);

    const RUNS: usize = 200;
    let mut times = Vec::with_capacity(RUNS);
    for _ in 0..RUNS {
        let start = Instant::now();
        std::hint::black_box(render(std::hint::black_box(&data))?);
        times.push(start.elapsed().as_secs_f64() * 1e3);
    }
    times.sort_by(f64::total_cmp);
    let mean = times.iter().sum::<f64>() / RUNS as f64;
    let (p50, p95, max) = (times[RUNS / 2], times[RUNS * 95 / 100], times[RUNS - 1]);
    let verdict = if p95 <= 50.0 { "met" } else { "MISSED" };
    println!(
        "{RUNS} renders: mean {mean:.2} ms, p50 {p50:.2} ms, p95 {p95:.2} ms, max {max:.2} ms (bound 50 ms: {verdict})"
    );
    println!(
        "size: {} bytes ({:.1} KiB), photo {} bytes",
        pdf.len(),
        pdf.len() as f64 / 1024.0,
        data.photo_jpeg.as_ref().map_or(0, Vec::len)
    );
    let out = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/biodata-bench.pdf");
    std::fs::write(&out, &pdf).map_err(|e| e.to_string())?;
    Ok(())
}
