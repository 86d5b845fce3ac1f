import { Trans } from '@lingui/react/macro';
import { Button, Group, Popover, Stack, Text, type ButtonProps } from '@mantine/core';
import { useState, type ReactNode } from 'react';

/**
 * A moderator's one-click decision (approve, lift a suspension, dismiss reports) asked once more beside the button:
 * a slip of the finger on a phone must not decide a family's profile. The question names what happens; the decision is
 * taken only by its second button, whose test id is the first one's with `-confirm`.
 */
export function ConfirmButton({
  children,
  question,
  confirmLabel,
  onConfirm,
  testId,
  ...button
}: ButtonProps & {
  children: ReactNode;
  /** What the decision does, as a question ("Approve this profile? The member is told at once."). */
  question: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  testId: string;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" withArrow shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <Button {...button} onClick={() => setOpened((o) => !o)} aria-haspopup="dialog" aria-expanded={opened} data-testid={testId}>
          {children}
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw="min(320px, calc(100vw - 24px))" data-testid={`${testId}-question`}>
        <Stack gap="xs">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {question}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Button
              size="xs"
              color={button.color}
              onClick={() => {
                setOpened(false);
                onConfirm();
              }}
              data-testid={`${testId}-confirm`}
            >
              {confirmLabel}
            </Button>
            <Button size="xs" variant="default" onClick={() => setOpened(false)} data-testid={`${testId}-cancel`}>
              <Trans>Cancel</Trans>
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
