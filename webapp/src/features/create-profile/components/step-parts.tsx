import { Trans } from '@lingui/react/macro';
import { Button, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

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
export function Optional() {
  return (
    <Text span size="xs" c="dimmed" fw={400}>
      {' '}
      (<Trans>optional</Trans>)
    </Text>
  );
}
