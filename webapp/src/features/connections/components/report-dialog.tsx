import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ReportCategory } from '../../../api/generated/client';
import { REPORT_MAX } from '../../../api/generated/rules/rules';
import { ProblemAlert } from '../../../components/problem-alert';
import { serverFieldErrors } from '../../../components/profile-form/form-errors';
import { ruleMessageOrText } from '../../../lib/rule-messages';
import { showToast } from '../../../lib/toast';
import { useReportMember } from '../api/report-member';
import { REPORT_CATEGORIES, REPORT_CATEGORY_LABELS } from '../../../lib/report-categories';
import { checkReportReason } from '../model/report';
import { GrowingTextarea } from '../../../components/growing-textarea';

/**
 * Report a member to the moderators (rule 30): why, from the list, in the reporter's words (required only for
 * "something else"; at most 2000 characters), and the offer to block them in the same step. The reporter is told later
 * that the report was handled.
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
  // Nothing chosen at first: the reporter says what is wrong (two of the reasons put the report first in the queue).
  const [category, setCategory] = useState<ReportCategory | null>(null);
  const [unchosen, setUnchosen] = useState(false);
  const [reason, setReason] = useState('');
  const [block, setBlock] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);

  const report = useReportMember({
    onSuccess: (answer) => {
      showToast({ message: answer.message });
      close();
    },
  });

  function close() {
    setCategory(null);
    setUnchosen(false);
    setReason('');
    setBlock(false);
    setInvalid(null);
    report.reset();
    onClose();
  }

  const submit = () => {
    if (category === null) {
      setUnchosen(true);
      return;
    }
    const check = checkReportReason(reason, category);
    if (!check.ok) {
      setInvalid(ruleMessageOrText(check.code, i18n));
      return;
    }
    report.mutate({ memberId, category, reason: check.reason, block });
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
          <Radio.Group
            label={t`What is wrong?`}
            withAsterisk
            value={category}
            onChange={(value) => {
              setCategory(REPORT_CATEGORIES.find((c) => c === value) ?? 'other');
              setUnchosen(false);
              setInvalid(null);
            }}
            error={unchosen ? t`Choose what is wrong.` : undefined}
            data-testid="report-category"
          >
            <Stack gap={6} mt={6}>
              {REPORT_CATEGORIES.map((value) => (
                <Radio
                  key={value}
                  value={value}
                  label={i18n._(REPORT_CATEGORY_LABELS[value])}
                  data-testid={`report-category-${value}`}
                />
              ))}
            </Stack>
          </Radio.Group>
          <GrowingTextarea
            label={category === 'other' || category === null ? t`In your words` : t`In your words (optional)`}
            description={t`${length} / ${max} characters`}
            withAsterisk={category === 'other' || category === null}
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
          />
          <Checkbox
            label={t`Also block ${memberName}: you no longer see each other, and pending requests between you are cancelled.`}
            checked={block}
            onChange={(event) => setBlock(event.currentTarget.checked)}
            data-testid="report-block"
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
