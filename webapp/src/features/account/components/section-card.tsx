import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One section of the account pages: a card with its title, a line on what it does, and its content. */
export function SectionCard({
  title,
  description,
  danger,
  testId,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** The danger zone: a red border and title. */
  danger?: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card
      component="section"
      withBorder
      radius="lg"
      padding="lg"
      px={{ base: 'md', sm: 'lg' }}
      style={danger ? { borderColor: 'var(--mantine-color-red-4)' } : undefined}
      data-testid={testId}
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" c={danger ? 'red.8' : 'green.9'}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Card>
  );
}
