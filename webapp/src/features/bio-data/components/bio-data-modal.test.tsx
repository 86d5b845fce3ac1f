import { notifications, notificationsStore } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BioDataDownloadProps } from '../../../components/bio-data-download';
import { render } from '../../../testing/render';
import { BioDataButton } from './bio-data-button';

const find = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const one = (id: string) => {
  const element = find(id);
  if (!element) throw new Error(`no ${id}`);
  return element;
};
const toasts = () => notificationsStore.getState().notifications.map((n) => n.message);

async function settle() {
  for (let i = 0; i < 6; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** A dialog's content shows after its opening transition. */
async function shown(id: string) {
  for (let i = 0; i < 40 && !find(id); i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 25));
    });
  }
  return one(id);
}

async function click(element: HTMLElement) {
  await act(async () => element.click());
  await settle();
}

const pdf = () =>
  new Response('%PDF-1.7 …', {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="from-server.pdf"' },
  });

describe('BioDataButton and its modal', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  let saved: { href: string; download: string }[] = [];

  beforeEach(() => {
    saved = [];
    // jsdom has no object URLs and would try to navigate on an <a> click: both stand in for the browser's download.
    URL.createObjectURL = vi.fn(() => 'blob:bio-data');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => {
    unmount();
    notifications.clean();
    vi.restoreAllMocks();
  });

  async function open(props: BioDataDownloadProps) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = await render(
      <QueryClientProvider client={client}>
        <BioDataButton {...props} />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
    await click(one('bio-data-button'));
    await shown('bio-data-download');
  }

  it('shows the title, two lines, Close and Download', async () => {
    await open({ memberId: 42, profileId: 'PT104233', memberName: 'Meera Patel' });
    expect(one('bio-data-modal').textContent).toContain('Download the bio-data of Meera Patel');
    expect(one('bio-data-info').querySelectorAll('li')).toHaveLength(2);
    expect(one('bio-data-close').textContent).toBe('Close');
    expect(one('bio-data-download').textContent).toBe('Download');
  });

  it('reads "Downloading…" while busy, then saves {profileId}.pdf and says so', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    await open({ memberId: 42, profileId: 'PT104233', memberName: 'Meera Patel' });

    await click(one('bio-data-download'));
    const button = one('bio-data-download') as HTMLButtonElement;
    expect(button.textContent).toBe('Downloading…');
    expect(button.disabled).toBe(true);
    expect((one('bio-data-close') as HTMLButtonElement).disabled).toBe(true);

    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/api\/PVBioData\/GetPVBioData\?memberId=42$/);
    const headers = new Headers(init?.headers);
    expect(headers.get('Accept')).toContain('application/pdf');
    expect(headers.get('Accept-Language')).toBeTruthy();

    await act(async () => answer(pdf()));
    await settle();
    // The profile id names the file, whatever the server's header says.
    expect(saved).toEqual([{ href: 'blob:bio-data', download: 'PT104233.pdf' }]);
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
    expect(toasts()).toContain('Bio Data Downloaded Successfully');
    for (let i = 0; i < 40 && find('bio-data-download'); i += 1) {
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 25));
      });
    }
    expect(find('bio-data-download')).toBeNull();
  });

  it("asks for the member's own bio-data without a member id", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(pdf());
    await open({ profileId: 'PT100233', memberName: 'Rahul Desai' });
    expect(one('bio-data-modal').textContent).toContain('Download my bio-data');

    await click(one('bio-data-download'));
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/api\/PVBioData\/GetPVBioData$/);
    expect(saved.map((file) => file.download)).toEqual(['PT100233.pdf']);
  });

  it("shows the server's problem in the modal and offers Download again", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ status: 404, title: 'Not Found', detail: 'This bio-data is not available to you.' }), {
        status: 404,
        headers: { 'Content-Type': 'application/problem+json' },
      }),
    );
    await open({ memberId: 42, profileId: 'PT104233', memberName: 'Meera Patel' });

    await click(one('bio-data-download'));
    expect(one('problem-alert').textContent).toContain('This bio-data is not available to you.');
    expect(one('bio-data-download').textContent).toBe('Download');
    expect(saved).toEqual([]);
    expect(toasts()).not.toContain('Bio Data Downloaded Successfully');
  });
});
