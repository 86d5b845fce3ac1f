import { Textarea, type TextareaProps } from '@mantine/core';
import type { CSSProperties } from 'react';
import classes from './growing-textarea.module.css';

export interface GrowingTextareaProps extends Omit<TextareaProps, 'autosize' | 'rows' | 'classNames'> {
  /** The fewest lines shown, when empty. */
  minRows: number;
  /** The most lines shown before the text scrolls. */
  maxRows?: number;
}

/**
 * A textarea that grows with its text from `minRows` to `maxRows` lines, sized by the browser (CSS field-sizing)
 * rather than by script. Mantine's `autosize` measures a hidden copy of the box on every change and when it appears,
 * which makes the browser recompute the whole page's styles at once: on a phone, a long pause while a form's page
 * loads (target Q7, docs/rules.md).
 */
export function GrowingTextarea({ minRows, maxRows = minRows * 3, style, ...props }: GrowingTextareaProps) {
  const rows = { '--growing-min-rows': minRows, '--growing-max-rows': maxRows } as CSSProperties;
  return (
    <Textarea
      {...props}
      rows={minRows}
      classNames={{ input: classes.input }}
      style={[rows, style]}
    />
  );
}
