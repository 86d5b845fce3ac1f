import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../testing/render';
import { SCROLL_TOP_AFTER_PX, ScrollToTop } from './scroll-to-top';

async function scrollWindowTo(y: number) {
  await act(async () => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
  // Mantine's transition mounts the button a frame later.
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
}

const button = () => document.querySelector<HTMLButtonElement>('[data-testid="scroll-top"]');

describe('ScrollToTop', () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    vi.restoreAllMocks();
  });

  it(`appears after ${SCROLL_TOP_AFTER_PX} px and takes the page back to the top`, async () => {
    ({ unmount } = await render(<ScrollToTop />));
    expect(button()).toBeNull();

    await scrollWindowTo(SCROLL_TOP_AFTER_PX);
    expect(button()).toBeNull();

    await scrollWindowTo(SCROLL_TOP_AFTER_PX + 1);
    expect(button()?.getAttribute('aria-label')).toBe('Back to top');

    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await act(async () => button()?.click());
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
