//! E-mail texts in Gujarati and English, plain and HTML. Every message links back to Sagpan (`SAGPAN_PUBLIC_URL`).
//! A one-time code is only ever in the body: subjects end up in mail logs and notification previews.

use shared::catalog;

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
    /// A small link under the button: how to stop these messages in one click (rule 54).
    off: Option<Link<'a>>,
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
        let off_html = self
            .off
            .as_ref()
            .map(|l| {
                format!(
                    "<p style=\"font-size:13px;margin:8px 0\"><a href=\"{}\" style=\"color:#495057\">{}</a></p>",
                    escape(&l.url),
                    escape(l.label)
                )
            })
            .unwrap_or_default();
        let brand = catalog::text(self.lang, "mail-brand", &[]);
        let html = format!(
            "<!doctype html><html lang=\"{lang}\"><body style=\"font-family:'Noto Sans Gujarati',Poppins,Arial,sans-serif;color:#212529\">\
             <div style=\"max-width:520px;margin:0 auto;padding:24px\"><h2 style=\"color:#2b8a3e;margin:0 0 16px\">{heading}</h2>\
             <p style=\"margin:0 0 12px\">{greeting}</p>{before}{code_html}{after}{link_html}{off_html}\
             <p style=\"color:#868e96;font-size:12px;margin-top:24px\"><a href=\"{site}\" style=\"color:#868e96\">{brand_html}</a></p></div></body></html>",
            lang = self.lang.code(),
            heading = escape(self.subject),
            greeting = escape(&self.greeting),
            before = paragraphs(self.before),
            after = paragraphs(self.after),
            site = escape(self.site),
            brand_html = escape(&brand),
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
        if let Some(off) = &self.off {
            text.push_str(&format!("{}: {}\n\n", off.label, off.url));
        }
        text.push_str(&format!("{brand}\n{}\n", self.site));
        Mail { subject: self.subject.to_owned(), text, html }
    }
}

fn greeting(lang: Lang, first_name: &str) -> String {
    if first_name.is_empty() {
        catalog::text(lang, "mail-greeting-anonymous", &[])
    } else {
        catalog::text(lang, "mail-greeting", &[("name", &first_name)])
    }
}

/// A URL of Sagpan from its public address and a path (`/profile`).
pub fn page(site: &str, path: &str) -> String {
    format!("{}{path}", site.trim_end_matches('/'))
}

/// A message carrying a one-time code.
pub fn code(lang: Lang, purpose: Purpose, first_name: &str, code: &str, site: &str) -> Mail {
    let (subject, intro) = match purpose {
        Purpose::ConfirmEmail => ("mail-code-confirm-email-subject", "mail-code-confirm-email-intro"),
        Purpose::Login => ("mail-code-login-subject", "mail-code-login-intro"),
        Purpose::ResetPassword => ("mail-code-reset-password-subject", "mail-code-reset-password-intro"),
        Purpose::ChangeEmail => ("mail-code-change-email-subject", "mail-code-change-email-intro"),
        Purpose::Satapeta => ("mail-code-satapeta-subject", "mail-code-satapeta-intro"),
        // A phone's code is texted to the phone itself (verification::phone), never mailed.
        Purpose::Phone => unreachable!("a phone's code goes by SMS"),
    };
    let text = |id: &str| catalog::text(lang, id, &[]);
    let (subject, intro) = (text(subject), text(intro));
    let (validity, never) = (text("mail-code-validity"), text("mail-code-never-asked"));
    Parts {
        lang,
        subject: &subject,
        greeting: greeting(lang, first_name),
        before: &[&intro],
        code: Some(code),
        after: &[&validity, &never],
        link: None,
        off: None,
        site,
    }
    .mail()
}

/// An invitation: a paragraph, a code set large, a paragraph after it, and a button to the page that takes the code
/// (rule 46's family managers). The reader may have no account, so nobody is greeted by name.
pub fn invitation(lang: Lang, subject: &str, intro: &str, code: &str, after: &str, link: Link<'_>, site: &str) -> Mail {
    Parts {
        lang,
        subject,
        greeting: greeting(lang, ""),
        before: &[intro],
        code: Some(code),
        after: &[after],
        link: Some(link),
        off: None,
        site,
    }
    .mail()
}

/// A notice with a title, a body (paragraphs separated by a blank line) and a button to a page of Sagpan.
pub fn notice(lang: Lang, first_name: &str, title: &str, body: &str, link: Link<'_>, site: &str) -> Mail {
    notice_with_off(lang, first_name, title, body, link, None, site)
}

/// [`notice`], with a small link under the button that stops such messages in one click (the weekly digest).
pub fn notice_with_off(
    lang: Lang,
    first_name: &str,
    title: &str,
    body: &str,
    link: Link<'_>,
    off: Option<Link<'_>>,
    site: &str,
) -> Mail {
    Parts {
        lang,
        subject: title,
        greeting: greeting(lang, first_name),
        before: &[body],
        code: None,
        after: &[],
        link: Some(link),
        off,
        site,
    }
    .mail()
}

/// Sent after a password was set with a reset code: the member learns of it even if it was not them.
pub fn password_changed(lang: Lang, first_name: &str, site: &str) -> Mail {
    let text = |id: &str| catalog::text(lang, id, &[]);
    let (subject, body) = (text("mail-password-changed-subject"), text("mail-password-changed-body"));
    let (unexpected, label) = (text("mail-password-changed-unexpected"), text("mail-button-sign-in"));
    Parts {
        lang,
        subject: &subject,
        greeting: greeting(lang, first_name),
        before: &[&body, &unexpected],
        code: None,
        after: &[],
        link: Some(Link { label: &label, url: page(site, "/auth/login") }),
        off: None,
        site,
    }
    .mail()
}

/// Sent to the owner of an address that a new, unconfirmed account asked to take (rule 18: that account is
/// answered as if a code went out, so nobody learns which addresses have accounts; the owner learns of it here).
pub fn address_in_use(lang: Lang, first_name: &str, site: &str) -> Mail {
    let text = |id: &str| catalog::text(lang, id, &[]);
    let (subject, body) = (text("mail-address-in-use-subject"), text("mail-address-in-use-body"));
    let (after, label) = (text("mail-address-in-use-after"), text("mail-button-sign-in"));
    Parts {
        lang,
        subject: &subject,
        greeting: greeting(lang, first_name),
        before: &[&body, &after],
        code: None,
        after: &[],
        link: Some(Link { label: &label, url: page(site, "/auth/login") }),
        off: None,
        site,
    }
    .mail()
}

/// Sent once when an address subscribes from the footer (rule 35): what it will receive, and the one-click
/// unsubscribe link.
pub fn subscribed(lang: Lang, unsubscribe_url: String, site: &str) -> Mail {
    let text = |id: &str| catalog::text(lang, id, &[]);
    let (subject, body) = (text("mail-subscribed-subject"), text("mail-subscribed-body"));
    let (after, label) = (text("mail-subscribed-after"), text("mail-subscribed-button"));
    Parts {
        lang,
        subject: &subject,
        greeting: greeting(lang, ""),
        before: &[&body],
        code: None,
        after: &[&after],
        link: Some(Link { label: &label, url: unsubscribe_url }),
        off: None,
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
        off: None,
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
