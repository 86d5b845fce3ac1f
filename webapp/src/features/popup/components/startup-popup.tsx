import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { PopupSetting } from '../../../api/generated/client';
import { OopsDialog } from '../../../components/oops-dialog';
import { useWebPopup } from '../api/get-web-popup';
import { markPopupSeen, popupToShow, safeButtonLink, seenPopupVersion } from '../model/popup-seen';

function WarningIcon() {
  return (
    <ThemeIcon color="orange" variant="light" radius="xl" size={32} aria-hidden>
      <svg viewBox="0 0 24 24" width={18} height={18} fill="none" stroke="currentColor" strokeWidth={2}>
        <path d="M12 3.5l9.5 16.5h-19z" strokeLinejoin="round" />
        <path d="M12 10v4.5M12 17.3v.2" strokeLinecap="round" />
      </svg>
    </ThemeIcon>
  );
}

/**
 * Document 001's start-up popup: the moderators' warning dialog, shown once per version in this browser. Mounted once
 * in the site's layout, so it asks the server once per page load; the page never waits for it. A failed call shows
 * the "Oops..." dialog, once.
 */
export function StartupPopup() {
  const { t } = useLingui();
  const query = useWebPopup();
  // Decided once per answer: showing the popup marks its version seen, which must not hide it while it is open.
  const [answered, setAnswered] = useState<PopupSetting | null | undefined>(undefined);
  const [popup, setPopup] = useState<PopupSetting | null>(null);
  const [opened, setOpened] = useState(false);
  const [errorClosed, setErrorClosed] = useState(false);

  if (query.data !== undefined && query.data !== answered) {
    const toShow = popupToShow(query.data, seenPopupVersion());
    setAnswered(query.data);
    setPopup(toShow);
    setOpened(toShow !== null);
  }

  // Shown is seen: a reload, or another tab, does not bring the same version back, however the dialog is left.
  useEffect(() => {
    if (opened && popup) markPopupSeen(popup.version);
  }, [opened, popup]);

  const close = () => setOpened(false);
  const link = popup ? safeButtonLink(popup.buttonAction) : null;
  const act = () => {
    if (link) window.open(link, '_blank', 'noopener,noreferrer');
    close();
  };

  return (
    <>
      {popup && (
        <Modal.Root opened={opened} onClose={close} centered zIndex={300}>
          <Modal.Overlay />
          <Modal.Content data-testid="popup-dialog">
            <Modal.Header>
              <Modal.Title>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <WarningIcon />
                  <Text component="span" fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
                    {popup.title}
                  </Text>
                </Group>
              </Modal.Title>
              <Modal.CloseButton aria-label={t`Close`} />
            </Modal.Header>
            <Modal.Body>
              <Stack gap="lg">
                <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="popup-body">
                  {popup.body}
                </Text>
                <Group justify="flex-end">
                  {/* The dialog's own action has the focus, not its close button. */}
                  <Button onClick={act} maw="100%" data-autofocus data-testid="popup-action">
                    {popup.buttonText}
                  </Button>
                </Group>
              </Stack>
            </Modal.Body>
          </Modal.Content>
        </Modal.Root>
      )}
      <OopsDialog error={errorClosed ? null : query.error} onClose={() => setErrorClosed(true)} />
    </>
  );
}
