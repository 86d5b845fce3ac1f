// The start-up popup (rule 36): a moderator sets it in /admin/popup (an http link is refused), a visitor sees it
// once in their language, its button opens the link in a new tab, a reload does not show it again, and once the
// moderator removes it nobody sees it. The popup is one setting of the whole server, so this spec has a project of its
// own (playwright.config.ts) that runs after every other one, and its tests run one after the other.
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test, type Lang, type Moderator } from "./fixtures";
import { checkScreen, checkScreenAtCurrentWidth, WIDTHS } from "./screens";
import { dismissToasts } from "./ui";

test.describe.configure({ mode: "serial" });

const TEXT = {
  gu: {
    title: "સમાજ મિલન",
    body: "દિવાળી પછી ઊંઝામાં પરિવારો મળશે. નોંધણી આજથી શરૂ.",
    button: "વધુ વાંચો",
  },
  en: {
    title: "Community meet-up",
    body: "Families meet in Unjha after Diwali. Registration opens today.",
    button: "Read more",
  },
} as const;

async function moderatorPage(
  newContext: (options?: {
    session?: Moderator["session"];
  }) => Promise<BrowserContext>,
  moderator: Moderator,
): Promise<Page> {
  return (await newContext({ session: moderator.session })).newPage();
}

for (const lang of ["gu", "en"] as const satisfies readonly Lang[]) {
  test.describe(`in ${lang}`, () => {
    test.use({ lang });

    test("a moderator sets the popup, a visitor sees it once, and it goes when removed", async ({
      page,
      request,
      moderator,
      newContext,
    }) => {
      const text = TEXT[lang];
      const mod = await moderatorPage(newContext, moderator);
      const dialog = page.getByTestId("popup-dialog");
      // The machine has no network: the link's page is answered here.
      await page
        .context()
        .route("https://example.com/**", (route) =>
          route.fulfill({
            status: 200,
            contentType: "text/html",
            body: "<title>News</title><h1>News</h1>",
          }),
        );

      try {
        await test.step("the form refuses an http link and previews both languages", async () => {
          await mod.goto("/admin/popup");
          await expect(mod.getByTestId("admin-popup")).toBeVisible();
          await mod.getByTestId("admin-popup-title-gu").fill(TEXT.gu.title);
          await mod.getByTestId("admin-popup-title-en").fill(TEXT.en.title);
          await mod.getByTestId("admin-popup-body-gu").fill(TEXT.gu.body);
          await mod.getByTestId("admin-popup-body-en").fill(TEXT.en.body);
          await mod.getByTestId("admin-popup-button-gu").fill(TEXT.gu.button);
          await mod.getByTestId("admin-popup-button-en").fill(TEXT.en.button);
          await mod
            .getByTestId("admin-popup-link")
            .fill("http://example.com/news");
          await mod.getByTestId("admin-popup-save").click();
          await expect(mod.getByTestId("admin-popup-link")).toHaveAttribute(
            "aria-invalid",
            "true",
          );
          await expect(mod.getByTestId("admin-popup-preview-en")).toContainText(
            TEXT.en.title,
          );
          await expect(mod.getByTestId("admin-popup-preview-gu")).toContainText(
            TEXT.gu.title,
          );
          for (const size of WIDTHS) {
            await mod.setViewportSize(size);
            await checkScreenAtCurrentWidth(mod, "admin-popup", lang);
          }
        });

        await test.step("saved with an https link", async () => {
          await mod
            .getByTestId("admin-popup-link")
            .fill("https://example.com/news");
          await mod.getByTestId("admin-popup-save").click();
          await expect(mod.getByTestId("admin-popup-updated")).toBeVisible();
        });

        await test.step("a visitor sees it in their language", async () => {
          await page.goto("/");
          await expect(dialog).toBeVisible();
          await expect(dialog).toContainText(text.title);
          await expect(page.getByTestId("popup-body")).toHaveText(text.body);
          await expect(page.getByTestId("popup-action")).toHaveText(
            text.button,
          );
          await checkScreen(page, "popup", lang);
        });

        await test.step("its button opens the link in a new tab and closes the dialog", async () => {
          const [tab] = await Promise.all([
            page.context().waitForEvent("page"),
            page.getByTestId("popup-action").click(),
          ]);
          await tab.waitForURL("https://example.com/news");
          await tab.close();
          await expect(dialog).toHaveCount(0);
        });

        await test.step("a reload does not show it again", async () => {
          const answered = page.waitForResponse((response) =>
            response.url().endsWith("/api/PopupSetting/Web"),
          );
          await page.reload();
          expect((await answered).status()).toBe(200);
          await expect(page.getByTestId("splash")).toHaveCount(0);
          await expect(dialog).toHaveCount(0);
        });

        await test.step("removed after a confirmation, a new visitor sees none", async () => {
          await dismissToasts(mod);
          await mod.getByTestId("admin-popup-clear").click();
          await mod.getByTestId("admin-popup-clear-confirm").click();
          await expect(mod.getByTestId("admin-popup-none")).toBeVisible();
          const fresh = await (await newContext()).newPage();
          const answered = fresh.waitForResponse((response) =>
            response.url().endsWith("/api/PopupSetting/Web"),
          );
          await fresh.goto("/");
          expect((await answered).status()).toBe(204);
          await expect(fresh.getByTestId("splash")).toHaveCount(0);
          await expect(fresh.getByTestId("popup-dialog")).toHaveCount(0);
        });
      } finally {
        const headers = {
          Authorization: `Bearer ${moderator.session.accessToken}`,
        };
        await request.delete("/api/Admin/Popup", { headers });
      }
    });
  });
}
