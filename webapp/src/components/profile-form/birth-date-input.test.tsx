import { useForm } from '@mantine/form';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../testing/render';
import { BirthDateInput } from './birth-date-input';

function Harness() {
  const form = useForm<{ birthDate: string | null }>({ initialValues: { birthDate: null } });
  return (
    <>
      <BirthDateInput
        minDate="1926-06-15"
        maxDate="2008-06-15"
        data-testid="birth-date"
        {...form.getInputProps('birthDate')}
      />
      <output data-testid="value">{form.values.birthDate ?? 'none'}</output>
    </>
  );
}

/** Types as a person does: React listens to the input event, and to focusout for blur. */
async function type(input: HTMLInputElement, text: string) {
  await act(async () => {
    input.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => {
    input.blur();
  });
}

describe('BirthDateInput', () => {
  let unmount: () => void = () => undefined;
  afterEach(() => unmount());

  it('keeps a typed date of someone under 18, for the rules to answer', async () => {
    const view = await render(<Harness />);
    unmount = view.unmount;
    const input = view.container.querySelector<HTMLInputElement>('input[data-testid="birth-date"]');
    expect(input).not.toBeNull();
    await type(input!, '01-01-2015');
    expect(input!.value).toBe('01-01-2015');
    expect(view.container.querySelector('[data-testid="value"]')?.textContent).toBe('2015-01-01');
  });

  it('keeps a date in the range too', async () => {
    const view = await render(<Harness />);
    unmount = view.unmount;
    const input = view.container.querySelector<HTMLInputElement>('input[data-testid="birth-date"]')!;
    await type(input, '16/02/1998');
    expect(view.container.querySelector('[data-testid="value"]')?.textContent).toBe('1998-02-16');
  });
});
