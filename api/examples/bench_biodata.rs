//! The bio-data PDF's time (`just bench-biodata`): a full Gujarati bio-data with a 900 × 1200 photo (the stored
//! "large" size), rendered as `GET /api/PVBioData/GetPVBioData` renders it. Target: at most 50 ms. Writes the PDF to
//! target/biodata-bench.pdf for pdftoppm.

use std::time::Instant;

use sagpan::biodata::pdf::{BioData, Section, render};

fn rows(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs.iter().map(|(l, v)| (l.to_string(), v.to_string())).collect()
}

fn jpeg() -> Result<Vec<u8>, String> {
    let img = image::RgbImage::from_fn(900, 1200, |x, y| {
        let (fx, fy) = (x as f32, y as f32);
        if ((fx - 300.0) / 120.0).powi(2) + ((fy - 310.0) / 145.0).powi(2) <= 1.0 {
            image::Rgb([196, 150, 118])
        } else if ((fx - 300.0) / 260.0).powi(2) + ((fy - 820.0) / 300.0).powi(2) <= 1.0 {
            image::Rgb([128, 30, 45])
        } else {
            image::Rgb([230, 220, 205])
        }
    });
    let mut out = Vec::new();
    let encoder = image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 85);
    img.write_with_encoder(encoder).map_err(|e| e.to_string())?;
    Ok(out)
}

fn sample() -> Result<BioData, String> {
    let about = "હું એક સરળ, આનંદી અને કુટુંબપ્રેમી છોકરી છું. અમદાવાદમાં સોફ્ટવેર એન્જિનિયર તરીકે કામ કરું છું અને મારા કામને ખૂબ પ્રેમ કરું છું. શિક્ષણ અને સંસ્કાર બંનેને હું સરખું મહત્વ આપું છું.\nમને વાંચન, ગરબા અને નવી વાનગીઓ બનાવવાનો શોખ છે. દર રવિવારે શ્રી સ્વામિનારાયણ મંદિરે દર્શન કરવા જાઉં છું. પ્રકૃતિની વચ્ચે પ્રવાસ કરવો મને ગમે છે.\nમારા જીવનસાથી પ્રામાણિક, સમજદાર અને કુટુંબને મહત્વ આપનાર હોય તેવી અપેક્ષા છે.";
    Ok(BioData {
        title: "બાયો-ડેટા".into(),
        name: "Priya Patel".into(),
        subtitle: "પ્રોફાઇલ આઈડી PT104233".into(),
        photo_jpeg: Some(jpeg()?),
        sections: vec![
            Section {
                heading: "વ્યક્તિગત માહિતી".into(),
                rows: rows(&[
                    ("નામ", "પ્રિયા રમેશભાઈ પટેલ"),
                    ("જન્મ તારીખ", "14 ફેબ્રુઆરી 1998, સવારે 6:45, અમદાવાદ"),
                    ("ઉંમર", "28 વર્ષ"),
                    ("ઊંચાઈ", "5 ફૂટ 4 ઇંચ (162 સે.મી.)"),
                    ("વૈવાહિક સ્થિતિ", "અપરિણીત"),
                    ("સમાજ", "કડવા પાટીદાર"),
                    ("પેટા સમાજ", "બેતાલીસ ગામ"),
                    ("માતૃભાષા", "ગુજરાતી"),
                    ("રાશિ", "કન્યા"),
                    ("બ્લડ ગ્રુપ", "B+"),
                    ("શોખ", "વાંચન, ગરબા, રસોઈ, પ્રવાસ, કિલ્લાઓ અને ઐતિહાસિક સ્થળોની મુલાકાત"),
                ]),
            },
            Section {
                heading: "કૌટુંબિક માહિતી".into(),
                rows: rows(&[
                    ("પિતાનું નામ", "રમેશભાઈ કાંતિલાલ પટેલ"),
                    ("પિતાનો વ્યવસાય", "કાપડનો વેપાર (શ્રી કૃષ્ણ ટેક્સટાઇલ્સ)"),
                    ("માતાનું નામ", "ગીતાબેન રમેશભાઈ પટેલ"),
                    ("માતાનો વ્યવસાય", "ગૃહિણી"),
                    ("ભાઈ", "1 (અપરિણીત, અભ્યાસ કરે છે)"),
                    ("બહેન", "1 (પરિણીત)"),
                    ("વતન", "ઊંઝા, જિ. મહેસાણા"),
                    ("મોસાળ", "વિસનગર (મામા: દિનેશભાઈ પટેલ)"),
                    ("માતા-પિતાનો ફોન", "+91 98250 12345 (WhatsApp)"),
                ]),
            },
            Section {
                heading: "વ્યાવસાયિક માહિતી".into(),
                rows: rows(&[
                    ("અભ્યાસ", "બી.ઈ. (કમ્પ્યુટર એન્જિનિયરિંગ), એલ. ડી. કૉલેજ ઑફ એન્જિનિયરિંગ, અમદાવાદ"),
                    ("વ્યવસાય", "સોફ્ટવેર એન્જિનિયર, Infosys Ltd."),
                    ("વાર્ષિક આવક", "₹ 12 લાખ"),
                    ("શહેર / રાજ્ય / દેશ", "અમદાવાદ, ગુજરાત, ભારત"),
                    ("મારા વિશે", about),
                ]),
            },
        ],
        footer: "Raj Patel (PT222333) દ્વારા 23 નવેમ્બર 2026, 14:05 (ભારતીય સમય) એ ડાઉનલોડ કર્યું".into(),
        document_title: "બાયો-ડેટા – Priya Patel (PT104233)".into(),
        language: "gu".into(),
    })
}

fn main() -> Result<(), String> {
    let data = sample()?;
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
    println!("{RUNS} renders: mean {mean:.2} ms, p50 {p50:.2} ms, p95 {p95:.2} ms, max {max:.2} ms (target: 50 ms)");
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
