// The public pieces of the site (document 001): the contact form with a file and the captcha, the extended footer's
// subscription with its confirmation e-mail and one-click unsubscribe link. The start-up popup is in popup.spec.ts.
import type { Page } from "@playwright/test";
import { portraitPng } from "./api";
import { expect, test, type Lang } from "./fixtures";
import { checkScreen } from "./screens";

// The server's own words (api/src/messages.rs, api/src/mail/templates.rs).
const ENQUIRY_SENT: Record<Lang, string> = {
  gu: "આપનો સંદેશ મળી ગયો છે. અમારી ટીમ આપને ઈ-મેલથી જવાબ આપશે.",
  en: "Your enquiry has been sent. Our team will answer you by e-mail.",
};
const SUBSCRIBED: Record<Lang, string> = {
  gu: "આપે સફળતાપૂર્વક સબ્સ્ક્રાઇબ કર્યું છે!",
  en: "You are subscribe successfully!",
};
const SUBSCRIBED_SUBJECT: Record<Lang, string> = {
  gu: "સગપણના સમાચાર માટે આપનું સબ્સ્ક્રિપ્શન",
  en: "Your subscription to Sagpan news",
};
const UNSUBSCRIBED: Record<Lang, string> = {
  gu: "આપનું સબ્સ્ક્રિપ્શન રદ થયું છે; હવે આપને સમાચાર ઈ-મેલ નહીં મળે.",
  en: "You are unsubscribed; you will receive no more news e-mails.",
};
const MESSAGE: Record<Lang, string> = {
  gu: "મારા પ્રોફાઇલનો ફોટો કેવી રીતે બદલવો? સ્ક્રીનશૉટ જોડ્યો છે.",
  en: "How do I change the photo of my profile? A screenshot is attached.",
};

const toast = (page: Page, text: string) =>
  page.locator(".mantine-Notification-root").filter({ hasText: text });

test("a visitor sends the contact form with a picture and reads the confirmation", async ({
  page,
  lang,
  newIdentity,
}) => {
  const who = newIdentity();
  await page.goto("/contact");
  // The support desk's cards stay above the form.
  await expect(page.getByTestId("support-email")).toBeVisible();

  await test.step("the form is filled: topic, name, e-mail, mobile, message and a small PNG", async () => {
    const topic = page.getByTestId("contact-topic");
    await expect(topic).toBeEnabled();
    // The browser's own select: the first topic after the prompt.
    await topic.selectOption({ index: 1 });
    await expect(topic).not.toHaveValue("");
    await page
      .getByTestId("contact-full-name")
      .fill(`${who.firstName} ${who.lastName}`);
    await page.getByTestId("contact-email").fill(who.email);
    await expect(page.getByTestId("contact-country-code").locator("option:checked")).toHaveText(/\+91/);
    await page.getByTestId("contact-mobile").fill(who.phone);
    await page.getByTestId("contact-message").fill(MESSAGE[lang]);
    // Made here: 60 × 80 pixels, a few hundred bytes.
    await page
      .getByTestId("contact-attachments")
      .setInputFiles({
        name: "screenshot.png",
        mimeType: "image/png",
        buffer: portraitPng(60, 80),
      });
    await expect(page.getByTestId("contact-files")).toContainText(
      "screenshot.png",
    );
    await checkScreen(page, "contact-form-filled", lang);
  });

  await test.step("sending it shows the server’s confirmation and empties the form", async () => {
    // The page's own captcha (the proof of work) is solved before the button is pressed, as a visitor's would be.
    await expect(page.getByTestId("captcha-status")).toHaveAttribute(
      "data-state",
      "solved",
    );
    await page.getByTestId("contact-submit").click();
    await expect(toast(page, ENQUIRY_SENT[lang])).toBeVisible();
    await expect(page.getByTestId("problem-alert")).toBeHidden();
    await expect(page.getByTestId("contact-full-name")).toHaveValue("");
    await expect(page.getByTestId("contact-message")).toHaveValue("");
    await expect(page.getByTestId("contact-files")).toHaveCount(0);
  });
});

test("a visitor subscribes from the footer, and the confirmation e-mail’s link unsubscribes them", async ({
  page,
  lang,
  newIdentity,
  outbox,
}) => {
  const { email } = newIdentity();
  let unsubscribeLink = "";

  await test.step("the footer’s form subscribes the address and empties itself", async () => {
    await page.goto("/about");
    const field = page.getByTestId("subscribe-email");
    await field.scrollIntoViewIfNeeded();
    await expect(
      page.getByTestId("social-links").getByRole("link"),
    ).toHaveCount(4);
    await checkScreen(page, "footer", lang);
    await field.fill(email);
    await page.getByTestId("subscribe-submit").click();
    await expect(toast(page, SUBSCRIBED[lang])).toBeVisible();
    await expect(field).toHaveValue("");
  });

  await test.step("the confirmation e-mail arrives in the page’s language with an unsubscribe link", async () => {
    const mail = await outbox.waitForMail(email, SUBSCRIBED_SUBJECT[lang]);
    // The link is written for the server's public address; the test opens its path on the server under test.
    const found = /\S*\/unsubscribe\?\S+/.exec(mail.text)?.[0] ?? "";
    expect(found, `an unsubscribe link in: ${mail.text}`).not.toBe("");
    const url = new URL(found);
    expect(url.searchParams.get("email")).toBe(email);
    expect(url.searchParams.get("token")).toBeTruthy();
    unsubscribeLink = `${url.pathname}${url.search}`;
  });

  await test.step("opening the link unsubscribes at once", async () => {
    await page.goto(unsubscribeLink);
    const result = page.getByTestId("unsubscribe-result");
    await expect(result).toHaveAttribute("data-state", "done");
    await expect(result).toHaveText(UNSUBSCRIBED[lang]);
    await checkScreen(page, "unsubscribed", lang);
  });

  await test.step("a link with another token is not valid", async () => {
    await page.goto(
      `/unsubscribe?email=${encodeURIComponent(email)}&token=${"0".repeat(63)}f`,
    );
    await expect(page.getByTestId("unsubscribe-result")).toHaveAttribute(
      "data-state",
      "invalid",
    );
  });
});
