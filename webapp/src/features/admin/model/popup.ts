import { z } from 'zod';
import type { PopupEdit, PopupState } from '../../../api/generated/client';
import { buttonText, httpsUrl, popupBody, topic } from '../../../api/generated/rules/rules';

/** The popup form's fields, as the server names them (its 400 answers name the same). */
export const POPUP_FIELDS = [
  'titleGu',
  'titleEn',
  'bodyGu',
  'bodyEn',
  'buttonTextGu',
  'buttonTextEn',
  'buttonAction',
] as const satisfies readonly (keyof PopupEdit)[];

export type PopupField = (typeof POPUP_FIELDS)[number];

/**
 * The longest title, text, button text and link, read from the shared rules themselves (the generated constants do not
 * carry BUTTON_TEXT_MAX, POPUP_BODY_MAX and URL_MAX), so that the fields stop where the server would refuse.
 */
export const POPUP_LIMITS = {
  title: topic.maxLength ?? 100,
  body: popupBody.maxLength ?? 1000,
  buttonText: buttonText.maxLength ?? 30,
  link: httpsUrl.maxLength ?? 500,
} as const;

/** The shared rules the server applies: a title as a ticket's topic (1 to 100), the body, the button text, the link. */
const popupRules = z.object({
  titleGu: topic,
  titleEn: topic,
  bodyGu: popupBody,
  bodyEn: popupBody,
  buttonTextGu: buttonText,
  buttonTextEn: buttonText,
  buttonAction: httpsUrl,
});

export const emptyPopup = (): PopupEdit => ({
  titleGu: '',
  titleEn: '',
  bodyGu: '',
  bodyEn: '',
  buttonTextGu: '',
  buttonTextEn: '',
  buttonAction: '',
});

/** What the form starts from: the popup being shown, or empty fields when none is. */
export function popupFormValues(state: PopupState): PopupEdit {
  return state.popup ? { ...emptyPopup(), ...state.popup } : emptyPopup();
}

/** The values as they are sent: each trimmed (a title of spaces is no title). */
export function trimmedPopup(values: PopupEdit): PopupEdit {
  return Object.fromEntries(POPUP_FIELDS.map((field) => [field, values[field].trim()])) as PopupEdit;
}

/** Each failing field's first rule code (`too_long|30`, `invalid_url`), checked on the trimmed values. */
export function validatePopup(values: PopupEdit): Partial<Record<PopupField, string>> {
  const result = popupRules.safeParse(trimmedPopup(values));
  if (result.success) return {};
  const codes: Partial<Record<PopupField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as PopupField;
    if (!(field in codes)) codes[field] = issue.message;
  }
  return codes;
}
