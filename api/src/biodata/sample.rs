//! A full sample bio-data, in Gujarati and in English, with a portrait: what the renderer's tests check and what
//! `just bench-biodata` times. Not used by the server itself.

use super::pdf::{BioData, Section};

fn rows(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs.iter().map(|(l, v)| (l.to_string(), v.to_string())).collect()
}

pub const ABOUT_GU: &str = "હું એક સરળ, આનંદી અને કુટુંબપ્રેમી છોકરી છું. અમદાવાદમાં સોફ્ટવેર એન્જિનિયર તરીકે કામ કરું છું અને મારા કામને ખૂબ પ્રેમ કરું છું. શિક્ષણ અને સંસ્કાર બંનેને હું સરખું મહત્વ આપું છું.\nમને વાંચન, ગરબા અને નવી વાનગીઓ બનાવવાનો શોખ છે. દર રવિવારે શ્રી સ્વામિનારાયણ મંદિરે દર્શન કરવા જાઉં છું. પ્રકૃતિની વચ્ચે પ્રવાસ કરવો મને ગમે છે.\nમારા જીવનસાથી પ્રામાણિક, સમજદાર અને કુટુંબને મહત્વ આપનાર હોય તેવી અપેક્ષા છે.";

pub const ABOUT_EN: &str = "I am a simple, cheerful and family-oriented person. I work as a software engineer in Ahmedabad and love what I do. I value education and good sanskar equally.\nI enjoy reading, garba and trying new recipes. Every Sunday I visit the Swaminarayan temple. I love travelling close to nature.\nI am looking for an honest, understanding partner who values family.";

/// A full Gujarati bio-data (every section, a long "about me", the footer).
pub fn gujarati(photo: Option<Vec<u8>>) -> BioData {
    BioData {
        title: "બાયો-ડેટા".into(),
        name: "Priya Patel".into(),
        subtitle: "પ્રોફાઇલ આઈડી PT104233".into(),
        photo_jpeg: photo,
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
                    ("મારા વિશે", ABOUT_GU),
                ]),
            },
        ],
        footer: "Raj Patel (PT222333) દ્વારા 23 નવેમ્બર 2026, 14:05 (ભારતીય સમય) એ ડાઉનલોડ કર્યું".into(),
        document_title: "બાયો-ડેટા – Priya Patel (PT104233)".into(),
        language: "gu".into(),
    }
}

/// The same bio-data in English.
pub fn english(photo: Option<Vec<u8>>) -> BioData {
    BioData {
        title: "Bio-data".into(),
        name: "Priya Patel".into(),
        subtitle: "Profile id PT104233".into(),
        photo_jpeg: photo,
        sections: vec![
            Section {
                heading: "Personal".into(),
                rows: rows(&[
                    ("Name", "Priya Rameshbhai Patel"),
                    ("Birth date", "14 February 1998, 6:45 am, Ahmedabad"),
                    ("Age", "28 years"),
                    ("Height", "5 ft 4 in (162 cm)"),
                    ("Marital status", "Never married"),
                    ("Community", "Kadva Patidar (કડવા પાટીદાર)"),
                    ("Sub-community", "Betalis Gaam"),
                    ("Mother tongue", "Gujarati"),
                    ("Sun sign", "Virgo"),
                    ("Blood group", "B+"),
                    ("Hobbies", "Reading, garba, cooking, travel, visiting forts and heritage sites"),
                ]),
            },
            Section {
                heading: "Family".into(),
                rows: rows(&[
                    ("Father's name", "Rameshbhai Kantilal Patel"),
                    ("Father's occupation", "Textile trade (Shree Krishna Textiles)"),
                    ("Mother's name", "Gitaben Rameshbhai Patel"),
                    ("Mother's occupation", "Homemaker"),
                    ("Brothers", "1 (unmarried, studying)"),
                    ("Sisters", "1 (married)"),
                    ("Native place", "Unjha, Mehsana district"),
                    ("Mosad (maternal home)", "Visnagar (maternal uncle: Dineshbhai Patel)"),
                    ("Parents' phone", "+91 98250 12345 (WhatsApp)"),
                ]),
            },
            Section {
                heading: "Professional".into(),
                rows: rows(&[
                    ("Education", "B.E. (Computer Engineering), L. D. College of Engineering, Ahmedabad"),
                    ("Occupation", "Software engineer, Infosys Ltd."),
                    ("Annual income", "₹ 12 lakh"),
                    ("City / state / country", "Ahmedabad, Gujarat, India"),
                    ("About me", ABOUT_EN),
                ]),
            },
        ],
        footer: "Downloaded by Raj Patel (PT222333) on 23 November 2026, 14:05 (India time)".into(),
        document_title: "Bio-data – Priya Patel (PT104233)".into(),
        language: "en".into(),
    }
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
