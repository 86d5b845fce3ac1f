// The browser tests (npm run e2e, scripts/e2e.sh, just e2e): Playwright starts the debug binary through
// scripts/e2e-server.sh on a free port with a fresh data folder, then runs e2e/*.spec.ts in Debian's Chromium.
import { execFileSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import type { TestOptions } from "./e2e/fixtures";
import { DESKTOP, PHONE } from "./e2e/screens";

const webapp = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(webapp);

/** A port nobody listens on now. */
function freePort(): string {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return execFileSync(process.execPath, ["-e", script], {
    encoding: "utf8",
  }).trim();
}

// The config is read by the runner first and then by each worker, which inherits the runner's environment: the port
// and the folder are chosen once.
const env = process.env;
env.SAGPAN_E2E_PORT ??= freePort();
env.SAGPAN_E2E_DATA_DIR ??= path.join(
  os.tmpdir(),
  `sagpan-e2e-${env.SAGPAN_E2E_PORT}`,
);
env.SAGPAN_E2E_ADMIN_EMAIL ??= "moderator@sagpan.test";
env.SAGPAN_E2E_ADMIN_PASSWORD ??= "Moderate#E2e-2026";
const baseURL = `http://127.0.0.1:${env.SAGPAN_E2E_PORT}`;

export default defineConfig<TestOptions>({
  testDir: "e2e",
  outputDir: "test-results/artifacts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(env.CI),
  // A debug build hashes passwords slowly; the moderation round trip takes its time (test.slow() there).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ["list"],
    ["html", { open: "never", outputFolder: "test-results/report" }],
  ],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    viewport: PHONE,
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      // The machine's network is closed: without these Chromium stalls on its own background calls.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    // Every flow in each language, on a phone (the moderator's pages open at desktop width inside the flows).
    {
      name: "gu",
      use: { lang: "gu", viewport: PHONE },
      testIgnore: ["popup.spec.ts", "how-it-went.spec.ts"],
    },
    {
      name: "en",
      use: { lang: "en", viewport: PHONE },
      testIgnore: ["popup.spec.ts", "how-it-went.spec.ts"],
    },
    // The public and sign-in screens again at desktop width: overflow, and the screenshots with SCREENSHOTS_DIR.
    {
      name: "gu-desktop",
      use: { lang: "gu", viewport: DESKTOP },
      testMatch: "screens.spec.ts",
    },
    {
      name: "en-desktop",
      use: { lang: "en", viewport: DESKTOP },
      testMatch: "screens.spec.ts",
    },
    // The start-up popup is one setting of the whole server: set while other specs open pages, it would stand over
    // them. Its spec runs alone, after every other project, in both languages (inside the spec).
    {
      name: "popup",
      use: { viewport: PHONE },
      testMatch: "popup.spec.ts",
      dependencies: ["gu", "en", "gu-desktop", "en-desktop"],
    },
    // How connections went moves the server's clock by days, which would end other specs' codes and tokens: its spec
    // runs alone, after every other project (the popup's included), in both languages (inside the spec).
    {
      name: "later",
      use: { viewport: PHONE },
      testMatch: "how-it-went.spec.ts",
      dependencies: ["popup"],
    },
  ],
  webServer: {
    command: path.join(root, "scripts", "e2e-server.sh"),
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // SIGTERM lets the script stop the server and remove its data folder.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    stdout: "ignore",
    stderr: "pipe",
  },
});
