import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { ProblemAlert } from '../../../components/problem-alert';
import { showToast } from '../../../lib/toast';
import { useExportAccount } from '../api/export-account';
import { exportFileName, saveJsonFile } from '../model/export-file';
import { SectionCard } from './section-card';

/** "Download my data": everything Sagpan stores about the member, saved as `sagpan-{profileId}.json`. */
export function ExportDataCard({ profileId }: { profileId: string }) {
  const { t } = useLingui();
  const exportData = useExportAccount({
    onSuccess: (data) => {
      saveJsonFile(data, exportFileName(profileId));
      showToast({ message: t`Your data has been downloaded.` });
    },
  });
  return (
    <SectionCard
      title={<Trans>Download my data</Trans>}
      description={
        <Trans>
          One file (JSON) with everything Sagpan stores about you: your account, profile, preferences, settings,
          requests, shortlist, blocks, visits, notifications, sign-ins and activity.
        </Trans>
      }
      testId="export-data"
    >
      <ProblemAlert error={exportData.error} />
      <Group justify="flex-end">
        <Button
          variant="light"
          onClick={() => exportData.mutate()}
          loading={exportData.isPending}
          w={{ base: '100%', sm: 'auto' }}
          data-testid="export-data-download"
        >
          <Trans>Download my data</Trans>
        </Button>
      </Group>
    </SectionCard>
  );
}
