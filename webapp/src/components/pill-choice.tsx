import { Fragment, useId } from 'react';
import classes from './pill-choice.module.css';

export interface PillOption<T extends string> {
  value: T;
  label: string;
  /** The option's own language, when it is not the page's (a language's name in that language). */
  lang?: string;
}

/**
 * A choice of a few options drawn as a pill, the chosen one raised: the browser's own radio buttons (arrow keys move
 * between them, a form's reset and the keyboard work as everywhere). In place of Mantine's SegmentedControl, which
 * measured its moving indicator as it appeared, laying out the whole page in the middle of the page's first render,
 * then rendered again (target Q7). `size`: `xs` in the headers, `sm` in a form (Mantine's sizes); `fullWidth` shares
 * the width between the options.
 */
export function PillChoice<T extends string>({
  options,
  value,
  onChange,
  size = 'sm',
  fullWidth = false,
  ...labelling
}: {
  options: readonly PillOption<T>[];
  value: T;
  onChange: (value: T) => void;
  size?: 'xs' | 'sm';
  fullWidth?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'data-testid'?: string;
}) {
  const id = useId();
  return (
    <div role="radiogroup" className={classes.root} data-size={size} data-full-width={fullWidth || undefined} {...labelling}>
      {options.map((option) => (
        <Fragment key={option.value}>
          <input
            type="radio"
            className={classes.input}
            id={`${id}-${option.value}`}
            name={id}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <label className={classes.label} htmlFor={`${id}-${option.value}`} lang={option.lang}>
            {option.label}
          </label>
        </Fragment>
      ))}
    </div>
  );
}
