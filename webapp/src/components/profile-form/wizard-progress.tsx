import { Trans, useLingui } from '@lingui/react/macro';
import { Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** The wizard's four steps: personal, family, professional, photo (0 to 3). */
export const LAST_STEP = 3;

/**
 * The stepper, "Step n of 4" and the step's title, as the wizard (status 0) and the edit mode (status 2) show them.
 * `onStepClick` lets the member jump between steps (edit mode only).
 */
export function WizardProgress({ step, onStepClick }: { step: number; onStepClick?: (step: number) => void }) {
  const { t } = useLingui();
  const compact = useMediaQuery('(max-width: 36em)', true, { getInitialValueInEffect: false });
  const titles = [t`Personal details`, t`Lifestyle & family`, t`Professional details`, t`Photo`];
  const current = step + 1;
  const stepCount = titles.length;
  return (
    <>
      <Stepper
        active={step}
        onStepClick={onStepClick}
        allowNextStepsSelect={onStepClick !== undefined}
        size={compact ? 'sm' : 'md'}
        iconSize={compact ? 32 : undefined}
        styles={compact ? { steps: { flexWrap: 'nowrap' }, separator: { marginInline: 4 } } : undefined}
        data-testid="wizard-stepper"
      >
        {titles.map((title) => (
          <Stepper.Step key={title} label={compact ? undefined : title} aria-label={title} />
        ))}
      </Stepper>
      <div>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} data-testid="wizard-step-count">
          <Trans>
            Step {current} of {stepCount}
          </Trans>
        </Text>
        <Title order={2} size="h3" data-testid="wizard-step-title">
          {titles[step]}
        </Title>
      </div>
    </>
  );
}
