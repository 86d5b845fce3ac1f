import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { REPORT_MAX } from '../../../api/generated/rules/rules';
import { ProblemAlert } from '../../../components/problem-alert';
import { serverFieldErrors } from '../../../components/profile-form/form-errors';
import { ruleMessageOrText } from '../../../lib/rule-messages';
import { showToast } from '../../../lib/toast';
import { useReportMember } from '../api/report-member';
import { checkReportReason } from '../model/report';

/**
 * Report a member to the moderators (document 001: "Report: text required"; rule 30): a required reason of at
 * most 2000 characters. The reporter is told later that the report was handled.
 */
export function ReportDialog({
  opened,
  memberId,
  memberName,
  onClose,
}: {
  opened: boolean;
  memberId: number;
  memberName: string;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);

  const report = useReportMember({
    onSuccess: (answer) => {
      showToast({ message: answer.message });
      close();
    },
  });

  function close() {
    setReason('');
    setInvalid(null);
    report.reset();
    onClose();
  }

  const submit = () => {
    const check = checkReportReason(reason);
    if (!check.ok) {
      setInvalid(ruleMessageOrText(check.code, i18n));
      return;
    }
    report.mutate({ memberId, reason: check.reason });
  };

  const fieldError = serverFieldErrors(report.error, ['reason'], i18n).reason;
  const max = REPORT_MAX;
  const length = reason.length;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t`Report ${memberName}`}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t`Close` }}
      data-testid="report-dialog"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            <Trans>
              Tell the moderators what is wrong with this profile. They look into every report; you will be told once it
              has been handled.
            </Trans>
          </Text>
          {!fieldError && <ProblemAlert error={report.error} />}
          <Textarea
            label={t`Reason`}
            description={t`${length} / ${max} characters`}
            withAsterisk
            autosize
            minRows={4}
            maxRows={10}
            maxLength={max}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setInvalid(null);
            }}
            error={invalid ?? fieldError}
            data-testid="report-reason-input"
            data-autofocus
          />
          <Group justify="flex-end" gap="sm" wrap="nowrap">
            <Button variant="default" onClick={close} disabled={report.isPending} flex={{ base: 1, sm: 'none' }}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              type="submit"
              color="red"
              loading={report.isPending}
              flex={{ base: 1, sm: 'none' }}
              data-testid="report-submit-button"
            >
              <Trans>Send report</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
