import { useLingui } from '@lingui/react/macro';
import { Input, SegmentedControl } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { ThreeWay } from './model/preferences';

/** A yes/no preference that may be left open: Any / Yes / No, the whole width, so that it fits a phone. */
export function ThreeWayChoice({
  label,
  value,
  onChange,
  error,
  testId,
}: {
  label: ReactNode;
  /** Optional for `form.getInputProps`' sake; "any" when absent. */
  value?: ThreeWay;
  onChange?: (value: ThreeWay) => void;
  error?: ReactNode;
  testId: string;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <Input.Wrapper label={label} labelElement="div" id={id} error={error} data-testid={testId}>
      <SegmentedControl
        fullWidth
        mt={4}
        aria-labelledby={`${id}-label`}
        value={value ?? 'any'}
        onChange={(next) => onChange?.(next === 'yes' || next === 'no' ? next : 'any')}
        data={[
          { value: 'any', label: t`Any` },
          { value: 'yes', label: t`Yes` },
          { value: 'no', label: t`No` },
        ]}
        styles={{ label: { whiteSpace: 'normal' } }}
      />
    </Input.Wrapper>
  );
}
