// Every screen is checked for horizontal overflow where the flow meets it; with SCREENSHOTS_DIR set, it is also
// photographed full-page at both widths as <name>-<lang>-<width>.png. Without SCREENSHOTS_DIR nothing here resizes
// or writes, so the normal run pays a moment per screen.
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export const SCREENSHOTS_DIR = process.env.SCREENSHOTS_DIR || undefined;
export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
export const WIDTHS = [PHONE, DESKTOP] as const;

/** How far the page is wider than the window, in px (0 when it fits). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}

/** Lets the layout settle: fonts loaded (they change widths), transitions finished, two frames painted. */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** The overflow check at the current width, then (only with SCREENSHOTS_DIR) a full-page screenshot of it. */
export async function checkScreenAtCurrentWidth(page: Page, name: string, lang: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await settled(page);
  expect.soft(await horizontalOverflow(page), `${name} overflows horizontally at ${width} px`).toBe(0);
  if (SCREENSHOTS_DIR) {
    // A full-page picture of a scrolled page paints the sticky header where the window was: start from the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await settled(page);
    await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}-${lang}-${width}.png`), fullPage: true });
  }
}

/**
 * A screen met in the middle of a flow: the overflow check at the current width; with SCREENSHOTS_DIR, the page is
 * resized to 390 and 1280 px in turn (it keeps its state; no reload), checked and photographed at each, then put back.
 * `prepare` restores what a resize may close (an open dropdown).
 */
export async function checkScreen(
  page: Page,
  name: string,
  lang: string,
  prepare?: (page: Page) => Promise<void>,
): Promise<void> {
  if (!SCREENSHOTS_DIR) {
    await checkScreenAtCurrentWidth(page, name, lang);
    return;
  }
  const before = page.viewportSize();
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    if (prepare) await prepare(page);
    await checkScreenAtCurrentWidth(page, name, lang);
  }
  if (before) await page.setViewportSize(before);
}
