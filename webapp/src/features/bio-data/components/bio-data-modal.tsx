import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, List, Modal, Stack } from '@mantine/core';
import type { BioDataDownloadProps } from '../../../components/bio-data-download';
import { ProblemAlert } from '../../../components/problem-alert';
import { showToast } from '../../../lib/toast';
import { useDownloadBioData } from '../api/get-bio-data';
import { bioDataFileName } from '../model/file-name';
import { saveFile } from '../../../lib/save-file';

/**
 * Document 001's bio-data modal: a title, two lines about the PDF, Close and Download. Download reads
 * "Downloading…" while the PDF is on its way, saves it as `{profileId}.pdf` and toasts "Bio Data Downloaded
 * Successfully"; a failure stays in the modal with the server's message.
 */
export function BioDataModal({
  opened,
  onClose,
  memberId,
  profileId,
  memberName,
}: BioDataDownloadProps & { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const download = useDownloadBioData({
    onSuccess: (file) => {
      saveFile(file.blob, bioDataFileName(profileId, file.fileName));
      showToast({ message: t`Bio Data Downloaded Successfully` });
      onClose();
    },
  });
  const busy = download.isPending;
  const own = memberId === undefined;

  const close = () => {
    if (busy) return;
    download.reset();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={own ? t`Download my bio-data` : t`Download the bio-data of ${memberName}`}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t`Close`, disabled: busy }}
      data-testid="bio-data-modal"
    >
      <Stack gap="md">
        <List size="sm" spacing={6} data-testid="bio-data-info">
          <List.Item>
            {own ? (
              <Trans>
                A PDF (A4) with your photo, your personal, family and professional details and your parents' contact, to
                share with families you are in touch with.
              </Trans>
            ) : (
              <Trans>
                A PDF (A4) with the photo, the personal, family and professional details and the parents' contact of{' '}
                {memberName}, for your family.
              </Trans>
            )}
          </List.Item>
          <List.Item>
            <Trans>It is in the language you use on Sagpan now, and its last line says who downloaded it and when.</Trans>
          </List.Item>
        </List>
        <ProblemAlert error={download.error} title={t`The bio-data could not be downloaded`} />
        <Group justify="flex-end" gap="sm" wrap="nowrap">
          <Button variant="default" onClick={close} disabled={busy} flex={{ base: 1, sm: 'none' }} data-testid="bio-data-close">
            <Trans>Close</Trans>
          </Button>
          <Button
            onClick={() => download.mutate(memberId)}
            disabled={busy}
            aria-busy={busy}
            flex={{ base: 1, sm: 'none' }}
            miw={{ sm: 150 }}
            data-testid="bio-data-download"
          >
            {busy ? <Trans>Downloading…</Trans> : <Trans>Download</Trans>}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
