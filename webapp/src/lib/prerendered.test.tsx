import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../testing/render';
import { releaseWaitingInTheEnd, useReleaseAdopted } from './prerendered';

/** A prerendered control as scripts/prerender.mjs leaves it; `adopted` gives it the fiber React keeps on its nodes. */
function waitingControl(adopted: boolean): HTMLElement {
  const input = document.createElement('input');
  input.setAttribute('aria-disabled', 'true');
  input.setAttribute('data-sagpan-waiting', '');
  if (adopted) Object.assign(input, { __reactFiber$abc: {} });
  document.body.append(input);
  return input;
}

function Holder() {
  useReleaseAdopted();
  return null;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('the waiting controls of a prerendered page', () => {
  it('are released once committed when React holds them, and the others wait', async () => {
    const adopted = waitingControl(true);
    const notYet = waitingControl(false);
    await render(<Holder />);
    expect(adopted.hasAttribute('aria-disabled')).toBe(false);
    expect(adopted.hasAttribute('data-sagpan-waiting')).toBe(false);
    expect(notYet.getAttribute('aria-disabled')).toBe('true');
  });

  it('are all released after 20 seconds whatever happened', () => {
    vi.useFakeTimers();
    const form = document.createElement('form');
    form.setAttribute('inert', '');
    form.setAttribute('data-sagpan-waiting', '');
    document.body.append(form);
    const control = waitingControl(false);
    releaseWaitingInTheEnd();
    vi.advanceTimersByTime(19_999);
    expect(form.hasAttribute('inert')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(form.hasAttribute('inert')).toBe(false);
    expect(control.hasAttribute('aria-disabled')).toBe(false);
  });
});
