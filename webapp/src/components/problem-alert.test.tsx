import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../testing/render';
import { ProblemAlert } from './problem-alert';

const validationProblem = {
  body: {
    status: 400,
    code: 'validation_failed',
    detail: 'The request has invalid fields.',
    errors: { email: ['The e-mail is not valid.'], phoneNumber: ['Too short.', 'too_long|30'] },
  },
};

describe('ProblemAlert', () => {
  let unmount: () => void = () => undefined;
  afterEach(() => unmount());

  it('shows several messages as separate list items', async () => {
    const view = await render(<ProblemAlert error={validationProblem} />);
    unmount = view.unmount;
    const alert = view.container.querySelector('[data-testid="problem-alert"]');
    expect(alert?.getAttribute('role')).toBe('alert');
    const items = [...(alert?.querySelectorAll('li') ?? [])].map((li) => li.textContent);
    expect(items).toEqual(['The e-mail is not valid.', 'Too short.', 'Please enter no more than 30 characters.']);
  });

  it('shows a single message as plain text', async () => {
    const view = await render(<ProblemAlert error={{ body: { status: 409, detail: 'Already registered.' } }} />);
    unmount = view.unmount;
    const alert = view.container.querySelector('[data-testid="problem-alert"]');
    expect(alert?.querySelector('li')).toBeNull();
    expect(alert?.textContent).toContain('Already registered.');
  });

  it('keeps an action under the messages', async () => {
    const view = await render(
      <ProblemAlert error={new TypeError('Failed to fetch')} title="Not loaded">
        <button type="button">Try again</button>
      </ProblemAlert>,
    );
    unmount = view.unmount;
    const alert = view.container.querySelector('[data-testid="problem-alert"]');
    expect(alert?.textContent).toContain('Not loaded');
    expect(alert?.querySelector('button')?.textContent).toBe('Try again');
  });

  it('renders nothing without an error', async () => {
    const view = await render(<ProblemAlert error={null} />);
    unmount = view.unmount;
    expect(view.container.querySelector('[data-testid="problem-alert"]')).toBeNull();
  });
});
