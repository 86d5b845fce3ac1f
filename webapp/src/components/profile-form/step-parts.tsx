import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Center, Group, Loader, Text, Title } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';

/** A group of fields with a small heading. */
export function FieldSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section>
      <Title order={3} size="h5" mb="xs" c="green.9">
        {title}
      </Title>
      {children}
    </section>
  );
}

/** Previous (steps 2 to 4) and Save & Continue or Submit; full width side by side on a phone. */
export function StepActions({
  onPrevious,
  loading,
  submitLabel,
}: {
  onPrevious?: () => void;
  loading: boolean;
  submitLabel?: ReactNode;
}) {
  return (
    <Group justify="space-between" gap="sm" mt="md" grow={false} wrap="nowrap">
      {onPrevious ? (
        <Button variant="default" onClick={onPrevious} disabled={loading} data-testid="wizard-previous" flex={{ base: 1, sm: 'none' }}>
          <Trans>Previous</Trans>
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" loading={loading} data-testid="wizard-save" flex={{ base: 1, sm: 'none' }} miw={{ sm: 180 }}>
        {submitLabel ?? <Trans>Save & Continue</Trans>}
      </Button>
    </Group>
  );
}

/** The "optional" mark after a label. */
export function Optional({ children }: { children?: ReactNode }) {
  return (
    <>
      {children}
      <Text span size="xs" c="dimmed" fw={400}>
        {' '}
        (<Trans>optional</Trans>)
      </Text>
    </>
  );
}

/**
 * Where a step waits for its reference lists (the route's loader usually has them already): a loader in the step's
 * place, while the stepper and the page stay.
 */
export function StepSuspense({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Suspense
      fallback={
        <Center py={60}>
          <Loader aria-label={t`Loading`} />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}
