//! E-mail texts in Gujarati and English, plain and HTML. Every message links back to Sagpan (`SAGPAN_PUBLIC_URL`).
//! A one-time code is only ever in the body: subjects end up in mail logs and notification previews.

use crate::{auth::codes::Purpose, lang::Lang};

use super::Mail;

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

fn paragraphs(texts: &[&str]) -> String {
    texts
        .iter()
        .flat_map(|t| t.split("\n\n"))
        .map(|p| format!("<p style=\"margin:0 0 12px\">{}</p>", escape(p)))
        .collect()
}

/// A link to a page of Sagpan, shown as a button.
pub struct Link<'a> {
    pub label: &'a str,
    pub url: String,
}

/// The whole message: a heading, paragraphs, an optional code set large, more paragraphs, an optional button, and a
/// footer linking to Sagpan.
struct Parts<'a> {
    lang: Lang,
    subject: &'a str,
    greeting: String,
    before: &'a [&'a str],
    code: Option<&'a str>,
    after: &'a [&'a str],
    link: Option<Link<'a>>,
    site: &'a str,
}

impl Parts<'_> {
    fn mail(self) -> Mail {
        let code_html = self
            .code
            .map(|c| {
                format!(
                    "<p style=\"font-size:28px;letter-spacing:6px;font-weight:600;margin:16px 0;color:#2b8a3e\">{}</p>",
                    escape(c)
                )
            })
            .unwrap_or_default();
        let link_html = self
            .link
            .as_ref()
            .map(|l| {
                format!(
                    "<p style=\"margin:20px 0\"><a href=\"{}\" style=\"background:#2b8a3e;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none\">{}</a></p>",
                    escape(&l.url),
                    escape(l.label)
                )
            })
            .unwrap_or_default();
        let html = format!(
            "<!doctype html><html lang=\"{lang}\"><body style=\"font-family:'Noto Sans Gujarati',Poppins,Arial,sans-serif;color:#212529\">\
             <div style=\"max-width:520px;margin:0 auto;padding:24px\"><h2 style=\"color:#2b8a3e;margin:0 0 16px\">{heading}</h2>\
             <p style=\"margin:0 0 12px\">{greeting}</p>{before}{code_html}{after}{link_html}\
             <p style=\"color:#868e96;font-size:12px;margin-top:24px\"><a href=\"{site}\" style=\"color:#868e96\">Sagpan · સગપણ</a></p></div></body></html>",
            lang = self.lang.code(),
            heading = escape(self.subject),
            greeting = escape(&self.greeting),
            before = paragraphs(self.before),
            after = paragraphs(self.after),
            site = escape(self.site),
        );
        let mut text = format!("{}\n\n", self.greeting);
        for p in self.before {
            text.push_str(p);
            text.push_str("\n\n");
        }
        if let Some(code) = self.code {
            text.push_str(&format!("    {code}\n\n"));
        }
        for p in self.after {
            text.push_str(p);
            text.push_str("\n\n");
        }
        if let Some(link) = &self.link {
            text.push_str(&format!("{}: {}\n\n", link.label, link.url));
        }
        text.push_str(&format!("Sagpan · સગપણ\n{}\n", self.site));
        Mail { subject: self.subject.to_owned(), text, html }
    }
}

fn greeting(lang: Lang, first_name: &str) -> String {
    match lang {
        Lang::Gu if first_name.is_empty() => "નમસ્તે,".to_owned(),
        Lang::Gu => format!("નમસ્તે {first_name},"),
        Lang::En if first_name.is_empty() => "Hello,".to_owned(),
        Lang::En => format!("Hello {first_name},"),
    }
}

/// A URL of Sagpan from its public address and a path (`/profile`).
pub fn page(site: &str, path: &str) -> String {
    format!("{}{path}", site.trim_end_matches('/'))
}

/// A message carrying a one-time code.
pub fn code(lang: Lang, purpose: Purpose, first_name: &str, code: &str, site: &str) -> Mail {
    let (subject, intro) = match (lang, purpose) {
        (Lang::Gu, Purpose::ConfirmEmail) => ("આપનું ઈ-મેલ ચકાસો", "સગપણમાં આપનું ઈ-મેલ ચકાસવા માટે આ કોડ દાખલ કરો:"),
        (Lang::Gu, Purpose::Login) => ("સગપણમાં લૉગિન કોડ", "સગપણમાં લૉગિન કરવા માટે આ કોડ દાખલ કરો:"),
        (Lang::Gu, Purpose::ResetPassword) => ("પાસવર્ડ બદલવાનો કોડ", "નવો પાસવર્ડ રાખવા માટે આ કોડ દાખલ કરો:"),
        (Lang::Gu, Purpose::ChangeEmail) => ("નવું ઈ-મેલ ચકાસો", "આ નવું ઈ-મેલ સરનામું ચકાસવા માટે આ કોડ દાખલ કરો:"),
        (Lang::Gu, Purpose::Satapeta) => (
            "સાટાપેટા ચકાસણી કોડ",
            "આપના ભાઈ કે બહેને સગપણ પર સાટાપેટા માટે આપની પ્રોફાઇલ સાથે જોડાણ માંગ્યું છે. આપ સંમત હો તો આ કોડ તેમને આપો:",
        ),
        (Lang::En, Purpose::ConfirmEmail) => {
            ("Confirm your e-mail", "Enter this code to confirm your e-mail address on Sagpan:")
        }
        (Lang::En, Purpose::Login) => ("Your Sagpan sign-in code", "Enter this code to sign in to Sagpan:"),
        (Lang::En, Purpose::ResetPassword) => ("Your password reset code", "Enter this code to set a new password:"),
        (Lang::En, Purpose::ChangeEmail) => {
            ("Confirm your new e-mail", "Enter this code to confirm this new e-mail address:")
        }
        (Lang::En, Purpose::Satapeta) => (
            "Satapeta verification code",
            "Your brother or sister on Sagpan has asked to link your profiles for satapeta. If you agree, give them this code:",
        ),
    };
    let validity = lang.pick(
        "આ કોડ 10 મિનિટ માટે માન્ય છે અને એક જ વાર વાપરી શકાય છે. આ વિનંતી આપે ન કરી હોય તો આ ઈ-મેલ અવગણો.",
        "The code is valid for 10 minutes and can be used once. If you did not ask for it, ignore this e-mail.",
    );
    let never = lang.pick(
        "સગપણની ટીમ ક્યારેય આપનો કોડ કે પાસવર્ડ માંગતી નથી.",
        "The Sagpan team will never ask you for this code or your password.",
    );
    Parts {
        lang,
        subject,
        greeting: greeting(lang, first_name),
        before: &[intro],
        code: Some(code),
        after: &[validity, never],
        link: None,
        site,
    }
    .mail()
}

/// A notice with a title, a body (paragraphs separated by a blank line) and a button to a page of Sagpan.
pub fn notice(lang: Lang, first_name: &str, title: &str, body: &str, link: Link<'_>, site: &str) -> Mail {
    Parts {
        lang,
        subject: title,
        greeting: greeting(lang, first_name),
        before: &[body],
        code: None,
        after: &[],
        link: Some(link),
        site,
    }
    .mail()
}

/// Sent after a password was set with a reset code: the member learns of it even if it was not them.
pub fn password_changed(lang: Lang, first_name: &str, site: &str) -> Mail {
    let (subject, body, unexpected, label) = match lang {
        Lang::Gu => (
            "આપનો પાસવર્ડ બદલાયો છે",
            "સગપણમાં આપના ખાતાનો પાસવર્ડ હમણાં બદલાયો છે અને બધાં ઉપકરણો પરથી લૉગઆઉટ કરવામાં આવ્યું છે.",
            "આ ફેરફાર આપે ન કર્યો હોય તો તરત જ \"પાસવર્ડ ભૂલી ગયા?\" વડે નવો પાસવર્ડ રાખો અને અમારો સંપર્ક કરો.",
            "લૉગિન કરો",
        ),
        Lang::En => (
            "Your password was changed",
            "The password of your Sagpan account was just changed, and every device has been signed out.",
            "If you did not make this change, set a new password at once with \"Forgot password?\" and contact us.",
            "Sign in",
        ),
    };
    Parts {
        lang,
        subject,
        greeting: greeting(lang, first_name),
        before: &[body, unexpected],
        code: None,
        after: &[],
        link: Some(Link { label, url: page(site, "/auth/login") }),
        site,
    }
    .mail()
}

/// Sent to the owner of an address that a new, unconfirmed account asked to take (rule 18: that account is
/// answered as if a code went out, so nobody learns which addresses have accounts; the owner learns of it here).
pub fn address_in_use(lang: Lang, first_name: &str, site: &str) -> Mail {
    let (subject, body, after, label) = match lang {
        Lang::Gu => (
            "કોઈએ આપનું ઈ-મેલ સરનામું વાપરવાનો પ્રયાસ કર્યો",
            "સગપણમાં એક નવા ખાતા માટે આપનું આ ઈ-મેલ સરનામું દાખલ કરવામાં આવ્યું હતું. આ સરનામે આપનું ખાતું પહેલેથી છે, એટલે કંઈ બદલાયું નથી.",
            "જો આ આપે જ કર્યું હોય, તો નવું ખાતું બનાવવાને બદલે આપના હાલના ખાતામાં લૉગિન કરો (પાસવર્ડ યાદ ન હોય તો \"પાસવર્ડ ભૂલી ગયા?\"). જો ન કર્યું હોય, તો આ ઈ-મેલ અવગણો.",
            "લૉગિન કરો",
        ),
        Lang::En => (
            "Someone tried to use your e-mail address",
            "Your e-mail address was entered for a new Sagpan account. You already have an account with it, so nothing was changed.",
            "If it was you, sign in to your account instead of making a new one (use \"Forgot password?\" if you need to). If it was not you, you can ignore this e-mail.",
            "Sign in",
        ),
    };
    Parts {
        lang,
        subject,
        greeting: greeting(lang, first_name),
        before: &[body, after],
        code: None,
        after: &[],
        link: Some(Link { label, url: page(site, "/auth/login") }),
        site,
    }
    .mail()
}

/// Sent once when an address subscribes from the footer (rule 35): what it will receive, and the one-click
/// unsubscribe link.
pub fn subscribed(lang: Lang, unsubscribe_url: String, site: &str) -> Mail {
    let (subject, body, after, label) = match lang {
        Lang::Gu => (
            "સગપણના સમાચાર માટે આપનું સબ્સ્ક્રિપ્શન",
            "આ સરનામું સગપણના સમાચાર માટે નોંધાયું છે: નવી સુવિધાઓ અને સમાજના કાર્યક્રમોની માહિતી, મહિનામાં વધુમાં વધુ એક વાર.",
            "આપે સબ્સ્ક્રાઇબ ન કર્યું હોય કે હવે સમાચાર ન જોઈતા હોય તો નીચેનું બટન દબાવો; એક ક્લિકમાં નામ નીકળી જશે.",
            "સબ્સ્ક્રિપ્શન રદ કરો",
        ),
        Lang::En => (
            "Your subscription to Sagpan news",
            "This address is now subscribed to Sagpan news: new features and community events, at most once a month.",
            "If you did not subscribe, or no longer want the news, press the button below; one click removes you.",
            "Unsubscribe",
        ),
    };
    Parts {
        lang,
        subject,
        greeting: greeting(lang, ""),
        before: &[body],
        code: None,
        after: &[after],
        link: Some(Link { label, url: unsubscribe_url }),
        site,
    }
    .mail()
}

/// A contact-form enquiry, for the support address (rule 34). Always in English (the team's language);
/// the visitor's own words are quoted as written.
pub fn enquiry(topic: &str, from: &str, contact: &str, message: &str, files: usize, site: &str) -> Mail {
    let subject = format!("Enquiry: {topic}");
    let heading = format!("From {from} ({contact}), on “{topic}”:");
    let files = match files {
        0 => "No files attached.".to_owned(),
        1 => "1 file attached: open the enquiry in the moderation area to see it.".to_owned(),
        n => format!("{n} files attached: open the enquiry in the moderation area to see them."),
    };
    Parts {
        lang: Lang::En,
        subject: &subject,
        greeting: "Hello,".to_owned(),
        before: &[&heading, message],
        code: None,
        after: &[&files],
        link: Some(Link { label: "Open the enquiries", url: page(site, "/admin/enquiries") }),
        site,
    }
    .mail()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_is_in_the_body_and_never_in_the_subject() {
        for lang in [Lang::Gu, Lang::En] {
            for purpose in
                [Purpose::ConfirmEmail, Purpose::Login, Purpose::ResetPassword, Purpose::ChangeEmail, Purpose::Satapeta]
            {
                let mail = code(lang, purpose, "Meera", "493817", "https://sagpan.example");
                assert!(!mail.subject.contains("493817"), "{}", mail.subject);
                assert!(mail.text.contains("493817") && mail.html.contains("493817"));
                assert!(mail.text.contains("https://sagpan.example") && mail.html.contains("https://sagpan.example"));
            }
        }
    }

    #[test]
    fn html_is_escaped() {
        let mail = notice(
            Lang::En,
            "<b>",
            "T",
            "a < b",
            Link { label: "Open", url: "https://x.example/?a=1&b=2".into() },
            "https://x.example",
        );
        assert!(mail.html.contains("&lt;b&gt;") && mail.html.contains("a &lt; b") && mail.html.contains("a=1&amp;b=2"));
    }
}
