import { createTheme, type CSSVariablesResolver } from '@mantine/core';

// Poppins carries no Gujarati glyphs, so Gujarati text falls through to Noto Sans Gujarati.
const fontFamily = "Poppins, 'Noto Sans Gujarati', sans-serif";

export const theme = createTheme({
  primaryColor: 'green',
  primaryShade: { light: 8, dark: 6 },
  fontFamily,
  headings: { fontFamily, fontWeight: '600' },
  defaultRadius: 'md',
  // Document 001's breakpoints: sm 576, md 768, lg 992, xl 1200 (Mantine wants em; 1em = 16px).
  breakpoints: {
    xs: '30em',
    sm: '36em',
    md: '48em',
    lg: '62em',
    xl: '75em',
  },
  other: {
    secondaryColor: 'blue',
    errorColor: 'pink',
  },
});

/** Mantine's error colour defaults to red; ours is pink. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-error': t.colors.pink[7] },
  dark: { '--mantine-color-error': t.colors.pink[5] },
});
