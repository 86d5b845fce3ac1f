import { Trans } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, ThemeIcon } from '@mantine/core';
import { useState } from 'react';
import { ProblemMessages } from './problem-alert';

/**
 * Document 001's alert dialog for a call that failed where no form stands to show it (a start-up call such as the
 * popup's): an error icon, the title "Oops..." and the error's text. Closed when `error` is empty.
 *
 * It joins the page with the first error and stays for its closing transition: a closed dialog in the page from the
 * start costs its portal a second render right after the page loads (target Q7).
 */
export function OopsDialog({ error, onClose }: { error: unknown; onClose: () => void }) {
  const [erred, setErred] = useState(false);
  if (error && !erred) setErred(true);
  if (!error && !erred) return null;
  return (
    <Modal.Root opened={Boolean(error)} onClose={onClose} centered zIndex={400}>
      <Modal.Overlay />
      <Modal.Content data-testid="oops-dialog">
        <Modal.Header>
          <Modal.Title>
            <Group gap="xs" wrap="nowrap">
              <ThemeIcon color="red" variant="light" radius="xl" size={32} aria-hidden>
                <svg viewBox="0 0 24 24" width={18} height={18} fill="none" stroke="currentColor" strokeWidth={2}>
                  <circle cx="12" cy="12" r="9" />
                  <path d="M12 7.5v5.5M12 16.2v.3" strokeLinecap="round" />
                </svg>
              </ThemeIcon>
              <span style={{ fontWeight: 600, color: 'var(--mantine-color-red-8)' }}>
                <Trans>Oops...</Trans>
              </span>
            </Group>
          </Modal.Title>
          <Modal.CloseButton />
        </Modal.Header>
        <Modal.Body>
          <Stack gap="md">
            {Boolean(error) && <ProblemMessages error={error} />}
            <Group justify="flex-end">
              <Button onClick={onClose}>
                <Trans>OK</Trans>
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
