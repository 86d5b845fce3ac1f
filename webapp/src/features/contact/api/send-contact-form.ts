import { useMutation } from '@tanstack/react-query';
import { HomeService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import type { ContactRequest } from '../model/contact-form';

export interface ContactInput extends ContactRequest {
  /** The captcha's answer, which may still be in the works when the visitor presses the button. */
  captchaToken: () => Promise<string>;
}

/** The contact form, as multipart (it may carry files); the server answers a translated confirmation. */
export const sendContactForm = async ({ captchaToken, ...request }: ContactInput) =>
  HomeService.sendContactForm({
    formData: { ...request, captchaResponse: await captchaToken() },
    acceptLanguage: apiLocale(),
  });

export const useSendContactForm = (config: MutationConfig<typeof sendContactForm> = {}) =>
  useMutation({ ...config, mutationFn: sendContactForm });
