import {
  createTheme,
  mergeThemeOverrides,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';

// Poppins carries no Gujarati glyphs, so Gujarati text falls through to Noto Sans Gujarati.
const fontFamily = "Poppins, 'Noto Sans Gujarati', sans-serif";

/**
 * Mantine's green with its two darkest shades darker still, for WCAG AA contrast (4.5:1 for text): white on the filled
 * colour (shade 8, also links and active tabs) and on the footer's shade 9, and shade 9 as the light variant's text on
 * shade 1. Mantine's own 8 (#2f9e44) gives white text 3.4:1 and its 9 (#2b8a3e) 4.4:1; these give 4.9:1 and 6.1:1.
 */
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#40c057',
  '#2f9e44',
  '#28803b',
  '#237032',
];

/**
 * Mantine's yellow and orange with shades 8 and 9 darker, for the same reason: the filled colour under white text, and
 * shade 9 as text (the light variant's on shade 1, the match scores on white). Mantine's yellow 9 (#e67700) gives 3:1
 * on white, its orange 9 (#d9480f) 4.3:1; these give 5.6:1 and 6.4:1.
 */
const yellow: MantineColorsTuple = [
  '#fff9db',
  '#fff3bf',
  '#ffec99',
  '#ffe066',
  '#ffd43b',
  '#fcc419',
  '#fab005',
  '#f59f00',
  '#a65f00',
  '#9c5700',
];
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#f76707',
  '#b84a0a',
  '#a63c0c',
];

/**
 * Teal and lime (the moderators' audit log) likewise: their light badges' text, shade 9 on shade 1, is 4.3:1 and 3.3:1
 * with Mantine's own shades; 5.6:1 and 5.7:1 with these.
 */
const teal: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#20c997',
  '#12b886',
  '#0ca678',
  '#0a7456',
  '#086b4f',
];
const lime: MantineColorsTuple = [
  '#f4fce3',
  '#e9fac8',
  '#d8f5a2',
  '#c0eb75',
  '#a9e34b',
  '#94d82d',
  '#82c91e',
  '#74b816',
  '#4a7a0b',
  '#3f6b06',
];

export const theme = createTheme({
  colors: { green, yellow, orange, teal, lime },
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
  components: {
    Menu: {
      defaultProps: {
        // Mantine puts a focusable <div role="presentation"> first in the dropdown, which a role="menu" may not hold
        // (its children are menu items); without it, the keyboard opens the menu on its first item.
        withInitialFocusPlaceholder: false,
      },
    },
    Combobox: {
      defaultProps: {
        // A closed select's list is not in the page (Mantine keeps it, hidden): kept, each one is positioned beside its
        // field as the page mounts, and each positioning makes the browser lay out the whole page (the profile's form,
        // a dozen selects: about 190 ms of a slow phone's main thread; target Q7). The field names its list only while
        // open (aria-controls), so nothing points at a list that is not there.
        keepMounted: false,
      },
    },
  },
});

/**
 * The theme in the visitor's language, for the names Mantine gives no control or gives in English: its close button
 * (modals, drawers, toasts, alerts) is a cross without a name, and the password field's eye button is named "Toggle
 * password visibility" and left out of the Tab order (here it is reachable, as every action must be).
 */
export function themeWithLabels(labels: { close: string; showPassword: string }): MantineThemeOverride {
  return mergeThemeOverrides(theme, {
    components: {
      CloseButton: { defaultProps: { 'aria-label': labels.close } },
      PasswordInput: {
        defaultProps: {
          visibilityToggleFocusable: true,
          visibilityToggleButtonProps: { 'aria-label': labels.showPassword },
        },
      },
    },
  });
}

/**
 * Mantine's error colour defaults to red; ours is pink. Dimmed text (Mantine's gray 6, 3.3:1 on white) is a darker
 * gray that keeps 4.5:1 on white and on the light gray panels (gray 0 and 1).
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-error': t.colors.pink[7], '--mantine-color-dimmed': '#5f676f' },
  dark: { '--mantine-color-error': t.colors.pink[5] },
});
