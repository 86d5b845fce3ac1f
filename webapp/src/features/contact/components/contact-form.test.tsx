import { notifications, notificationsStore } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeService } from '../../../api/generated/client';
import { getCountriesQueryOptions } from '../../../lib/lookups/get-countries';
import {
  byTestId,
  choose,
  chooseFiles,
  chosenIn,
  click,
  errorOf,
  fieldOf,
  find,
  one,
  problem,
  type,
} from '../../../testing/dom';
import { render } from '../../../testing/render';
import { getContactTopicsQueryOptions } from '../api/get-contact-topics';
import { ContactForm } from './contact-form';

// The proof of work is the captcha's own business (lib/captcha): here it is solved at once.
const renewCaptcha = vi.fn();
vi.mock('../../../components/captcha/use-captcha', () => ({
  useCaptcha: () => ({ state: 'solved', token: async () => 'captcha-answer', renew: renewCaptcha }),
}));

/** Chooses a topic the way a visitor does, in the browser's own select. */
const chooseTopic = (name: string) => choose('contact-topic', name);

// The toasts with their colour: the confirmation is a success.
const toasts = () => notificationsStore.getState().notifications.map((n) => ({ message: n.message, color: n.color }));

/** Picks files in the hidden file input, as the browser's file chooser would. */
const attach = (...files: File[]) => chooseFiles('contact-attachments', files);

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'screenshot.png', { type: 'image/png' });

describe('ContactForm', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    notifications.clean();
    vi.restoreAllMocks();
    renewCaptcha.mockClear();
  });

  async function open() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    client.setQueryData(getContactTopicsQueryOptions().queryKey, {
      result: [
        { id: 1, otherName: '', name: 'Registration', key: 'registration' },
        { id: 2, otherName: '', name: 'My profile', key: 'profile' },
      ],
      totalCount: 2,
    });
    client.setQueryData(getCountriesQueryOptions().queryKey, {
      result: [
        { id: 92, otherName: '', name: 'India', code: '+91', shortName: 'IN' },
        { id: 1, otherName: '', name: 'United Kingdom', code: '+44', shortName: 'GB' },
      ],
      totalCount: 2,
    });
    const view = await render(
      <QueryClientProvider client={client}>
        <ContactForm />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
  }

  async function fillValid() {
    await chooseTopic('My profile');
    await type('contact-full-name', ' Meera Patel ');
    await type('contact-email', 'meera@example.com');
    await type('contact-mobile', '9876543210');
    await type('contact-message', 'How do I change my photo?');
  }

  it('asks for every field in words, without calling the server', async () => {
    const send = vi.spyOn(HomeService, 'sendContactForm');
    await open();
    expect(chosenIn('contact-country-code')).toBe('+91 India');
    await click(one('contact-submit'));

    expect(errorOf('contact-topic')).toBe('This field is required.');
    expect(errorOf('contact-full-name')).toBe('This field is required.');
    expect(errorOf('contact-email')).toBe('This field is required.');
    expect(errorOf('contact-mobile')).toBe('This field is required.');
    expect(errorOf('contact-message')).toBe('This field is required.');
    expect(send).not.toHaveBeenCalled();
  });

  it('holds the fields to the rules the server applies', async () => {
    const send = vi.spyOn(HomeService, 'sendContactForm');
    await open();
    await fillValid();
    await type('contact-full-name', 'Meera2');
    await type('contact-email', 'meera@example');
    await type('contact-mobile', '987654321');
    await click(one('contact-submit'));

    expect(errorOf('contact-full-name')).toBe('Please use letters only.');
    expect(errorOf('contact-email')).toBe('Please enter a valid e-mail address.');
    expect(errorOf('contact-mobile')).toBe('The phone number must have at least 10 digits.');
    expect(errorOf('contact-topic')).toBe('');
    expect(send).not.toHaveBeenCalled();
  });

  it('lists the picked files, refuses a fourth and another type, and lets one be removed', async () => {
    await open();
    await attach(png(), new File(['%PDF'], 'letter.pdf', { type: 'application/pdf' }));
    expect(one('contact-files').textContent).toContain('screenshot.png');
    expect(one('contact-files').textContent).toContain('letter.pdf');
    expect(document.body.textContent).not.toContain('You can attach at most 3 files.');

    await attach(png(), png());
    expect(document.body.textContent).toContain('You can attach at most 3 files.');
    await click(byTestId('contact-file-remove')[3]);
    expect(document.body.textContent).not.toContain('You can attach at most 3 files.');
    expect(one('contact-attach').hasAttribute('disabled')).toBe(true);

    await click(byTestId('contact-file-remove')[0]);
    await attach(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(document.body.textContent).toContain('The file notes.txt is not a JPEG, PNG or PDF file.');
  });

  it('sends the form with its files and the captcha; then the server’s message and an empty form', async () => {
    const send = vi
      .spyOn(HomeService, 'sendContactForm')
      .mockResolvedValue({ message: 'Your enquiry has been sent. Our team will answer you by e-mail.' });
    await open();
    await fillValid();
    const screenshot = png();
    await attach(screenshot);
    await click(one('contact-submit'));

    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0].formData).toEqual({
      topicId: 2,
      fullName: 'Meera Patel',
      email: 'meera@example.com',
      countryCode: '+91',
      mobile: '9876543210',
      message: 'How do I change my photo?',
      attachments: [screenshot],
      captchaResponse: 'captcha-answer',
    });
    expect(toasts()).toContainEqual({
      message: 'Your enquiry has been sent. Our team will answer you by e-mail.',
      color: 'green',
    });
    expect(fieldOf('contact-topic').value).toBe('');
    expect(fieldOf('contact-full-name').value).toBe('');
    expect(fieldOf('contact-message').value).toBe('');
    expect(find('contact-files')).toBeNull();
    expect(renewCaptcha).toHaveBeenCalled();
  });

  it('shows the server’s field errors under their fields', async () => {
    vi.spyOn(HomeService, 'sendContactForm').mockRejectedValue(
      problem(400, { detail: 'Invalid input.', errors: { email: ['invalid_email'], topicId: ['invalid_choice'] } }),
    );
    await open();
    await fillValid();
    await click(one('contact-submit'));

    expect(errorOf('contact-email')).toBe('Please enter a valid e-mail address.');
    expect(errorOf('contact-topic')).toBe('Please choose one of the options.');
    expect(find('problem-alert')).toBeNull();
  });

  it('shows a refused file under the attachments, and too many forms above the form', async () => {
    const send = vi
      .spyOn(HomeService, 'sendContactForm')
      .mockRejectedValueOnce(problem(415, { detail: 'Only JPEG, PNG or PDF files can be attached.' }))
      .mockRejectedValueOnce(problem(429, { detail: 'Too many requests. Please try again in a few minutes.' }));
    await open();
    await fillValid();
    await attach(png());
    await click(one('contact-submit'));
    expect(document.body.textContent).toContain('Only JPEG, PNG or PDF files can be attached.');
    expect(find('problem-alert')).toBeNull();

    await click(one('contact-submit'));
    expect(send).toHaveBeenCalledTimes(2);
    expect(one('problem-alert').textContent).toContain('Too many requests. Please try again in a few minutes.');
    // Nothing was sent: the visitor's text stays.
    expect(fieldOf('contact-message').value).toBe('How do I change my photo?');
  });
});
