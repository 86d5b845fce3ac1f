//! E-mail texts in Gujarati and English, plain and HTML.

use crate::{auth::codes::Purpose, lang::Lang};

use super::Mail;

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

fn paragraphs(texts: &[&str]) -> String {
    texts.iter().map(|p| format!("<p style=\"margin:0 0 12px\">{}</p>", escape(p))).collect()
}

/// The HTML part: a heading, paragraphs, an optional code set large, more paragraphs.
fn html(lang: Lang, heading: &str, before: &[&str], code: Option<&str>, after: &[&str]) -> String {
    let code = code
        .map(|c| {
            format!(
                "<p style=\"font-size:28px;letter-spacing:6px;font-weight:600;margin:16px 0;color:#2b8a3e\">{c}</p>"
            )
        })
        .unwrap_or_default();
    format!(
        "<!doctype html><html lang=\"{lang}\"><body style=\"font-family:'Noto Sans Gujarati',Poppins,Arial,sans-serif;color:#212529\">\
         <div style=\"max-width:520px;margin:0 auto;padding:24px\"><h2 style=\"color:#2b8a3e;margin:0 0 16px\">{heading}</h2>\
         {before}{code}{after}<p style=\"color:#868e96;font-size:12px;margin-top:24px\">Sagpan · સગપણ</p></div></body></html>",
        lang = lang.code(),
        heading = escape(heading),
        before = paragraphs(before),
        after = paragraphs(after),
    )
}

/// A message carrying a one-time code.
pub fn code(lang: Lang, purpose: Purpose, first_name: &str, code: &str) -> Mail {
    let (subject, intro) = match (lang, purpose) {
        (Lang::Gu, Purpose::ConfirmEmail) => ("આપનું ઈ-મેઈલ ચકાસો", "સગપણમાં આપનું ઈ-મેઈલ ચકાસવા માટે આ કોડ દાખલ કરો:"),
        (Lang::Gu, Purpose::Login) => ("સગપણમાં લૉગિન કોડ", "સગપણમાં લૉગિન કરવા માટે આ કોડ દાખલ કરો:"),
        (Lang::Gu, Purpose::ResetPassword) => ("પાસવર્ડ બદલવાનો કોડ", "નવો પાસવર્ડ રાખવા માટે આ કોડ દાખલ કરો:"),
        (Lang::Gu, Purpose::ChangeEmail) => ("નવું ઈ-મેઈલ ચકાસો", "આ નવું ઈ-મેઈલ સરનામું ચકાસવા માટે આ કોડ દાખલ કરો:"),
        (Lang::En, Purpose::ConfirmEmail) => {
            ("Confirm your e-mail", "Enter this code to confirm your e-mail address on Sagpan:")
        }
        (Lang::En, Purpose::Login) => ("Your Sagpan sign-in code", "Enter this code to sign in to Sagpan:"),
        (Lang::En, Purpose::ResetPassword) => ("Your password reset code", "Enter this code to set a new password:"),
        (Lang::En, Purpose::ChangeEmail) => {
            ("Confirm your new e-mail", "Enter this code to confirm this new e-mail address:")
        }
    };
    let greeting = match lang {
        Lang::Gu if first_name.is_empty() => "નમસ્તે,".to_owned(),
        Lang::Gu => format!("નમસ્તે {first_name},"),
        Lang::En if first_name.is_empty() => "Hello,".to_owned(),
        Lang::En => format!("Hello {first_name},"),
    };
    let validity = lang.pick(
        "આ કોડ 10 મિનિટ માટે માન્ય છે અને એક જ વાર વાપરી શકાય છે. આ વિનંતી આપે ન કરી હોય તો આ ઈ-મેઈલ અવગણો.",
        "The code is valid for 10 minutes and can be used once. If you did not ask for it, ignore this e-mail.",
    );
    let never = lang.pick(
        "સગપણની ટીમ ક્યારેય આપનો કોડ કે પાસવર્ડ માંગતી નથી.",
        "The Sagpan team will never ask you for this code or your password.",
    );
    let text = format!("{greeting}\n\n{intro}\n\n    {code}\n\n{validity}\n{never}\n\nSagpan · સગપણ\n");
    let body = html(lang, subject, &[&greeting, intro], Some(code), &[validity, never]);
    Mail { subject: format!("{subject}: {code}"), text, html: body }
}
