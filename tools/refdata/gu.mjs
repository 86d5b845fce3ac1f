// Shared helpers for the generators.
const GU_DIGITS = '૦૧૨૩૪૫૬૭૮૯';
/** Replace ASCII digits 0-9 with Gujarati digits ૦-૯. */
export const guDigits = (s) => String(s).replace(/[0-9]/g, (d) => GU_DIGITS[Number(d)]);
