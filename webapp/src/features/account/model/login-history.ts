import type { LoginHistoryList } from '../../../api/generated/client';

/**
 * The page after `pages` while the member has more sign-ins than are loaded (the list answers a total, not
 * `hasMore`); none once a page comes back empty, so a total that shrank meanwhile cannot loop.
 */
export function nextLoginHistoryPage(last: LoginHistoryList, pages: readonly LoginHistoryList[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.result.length, 0);
  return last.result.length > 0 && loaded < last.totalCount ? pages.length + 1 : undefined;
}

/** A browser and the system it runs on, as read from a user agent. */
export interface BrowserName {
  /** e.g. "Chrome 120"; null when the user agent names no browser we know. */
  browser: string | null;
  /** e.g. "Android"; null when unknown. */
  system: string | null;
}

/** Most specific first: Edge, Opera and Samsung Internet also call themselves Chrome and Safari. */
const BROWSERS: readonly [name: string, pattern: RegExp][] = [
  ['Edge', /\b(?:Edg|EdgA|EdgiOS|Edge)\/(\d+)/],
  ['Opera', /\b(?:OPR|OPiOS|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['UC Browser', /\bUCBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[.\d]*(?: Mobile\/\w+)? Safari\//],
];

const SYSTEMS: readonly [name: string, pattern: RegExp][] = [
  ['Android', /\bAndroid\b/],
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

/** "Chrome 120" on "Android" from a full user agent, so that a row of the login history stays one short line. */
export function browserName(userAgent: string | null | undefined): BrowserName {
  const agent = userAgent?.trim() ?? '';
  let browser: string | null = null;
  for (const [name, pattern] of BROWSERS) {
    const found = pattern.exec(agent);
    if (found) {
      browser = `${name} ${found[1]}`;
      break;
    }
  }
  const system = SYSTEMS.find(([, pattern]) => pattern.test(agent))?.[0] ?? null;
  return { browser, system };
}

/** How long a user agent that names nothing we know may be before it is cut. */
export const RAW_AGENT_MAX = 60;

/** A user agent we cannot name, cut to fit a line (the full text is kept for a tooltip). */
export function shortRawAgent(userAgent: string): string {
  const agent = userAgent.trim();
  return agent.length > RAW_AGENT_MAX ? `${agent.slice(0, RAW_AGENT_MAX - 1)}…` : agent;
}
