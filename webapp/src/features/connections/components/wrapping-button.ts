import type { ButtonProps } from '@mantine/core';

/**
 * A button whose label wraps onto a second line rather than being cut or pushing the card wider: Gujarati labels are
 * longer than English ones, and a card on a 390 px phone has little room.
 */
export const WRAPPING_BUTTON: ButtonProps['styles'] = {
  root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 4, maxWidth: '100%' },
  label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3, overflow: 'visible' },
  inner: { height: 'auto' },
};
