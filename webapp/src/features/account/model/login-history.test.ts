import { describe, expect, it } from 'vitest';
import type { LoginHistoryItem, LoginHistoryList } from '../../../api/generated/client';
import { browserName, nextLoginHistoryPage, RAW_AGENT_MAX, shortRawAgent } from './login-history';

const item: LoginHistoryItem = { loginAt: '2026-11-21T10:15:00Z', method: 'password', ip: '203.0.113.5' };
const page = (count: number, totalCount: number): LoginHistoryList => ({
  result: Array.from({ length: count }, () => item),
  totalCount,
});

describe('nextLoginHistoryPage', () => {
  it('asks for the next page while fewer sign-ins are loaded than the total', () => {
    expect(nextLoginHistoryPage(page(10, 25), [page(10, 25)])).toBe(2);
    expect(nextLoginHistoryPage(page(10, 25), [page(10, 25), page(10, 25)])).toBe(3);
    expect(nextLoginHistoryPage(page(5, 25), [page(10, 25), page(10, 25), page(5, 25)])).toBeUndefined();
    expect(nextLoginHistoryPage(page(10, 10), [page(10, 10)])).toBeUndefined();
  });

  it('stops at an empty page, even when the total says there is more', () => {
    expect(nextLoginHistoryPage(page(0, 25), [page(10, 25), page(0, 25)])).toBeUndefined();
    expect(nextLoginHistoryPage(page(0, 0), [page(0, 0)])).toBeUndefined();
  });
});

describe('browserName', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36',
      'Chrome 126',
      'Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari 17',
      'iOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
      'Edge 126',
      'Windows',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox 127', 'macOS'],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'Samsung Internet 25',
      'Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
      'Chrome 126',
      'iOS',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
      'Opera 111',
      'Linux',
    ],
    ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', 'Chrome 126', 'ChromeOS'],
  ])('names %s', (agent, browser, system) => {
    expect(browserName(agent)).toEqual({ browser, system });
  });

  it('names nothing it does not know', () => {
    expect(browserName('curl/8.5.0')).toEqual({ browser: null, system: null });
    expect(browserName(null)).toEqual({ browser: null, system: null });
    expect(browserName('')).toEqual({ browser: null, system: null });
  });
});

describe('shortRawAgent', () => {
  it('cuts a long unknown agent to one line', () => {
    expect(shortRawAgent('  curl/8.5.0 ')).toBe('curl/8.5.0');
    const cut = shortRawAgent('x'.repeat(200));
    expect(cut).toHaveLength(RAW_AGENT_MAX);
    expect(cut.endsWith('…')).toBe(true);
  });
});
