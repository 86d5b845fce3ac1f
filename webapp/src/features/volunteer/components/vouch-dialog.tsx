import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { VillageMember, VouchRelation } from '../../../api/generated/client';
import { ProblemAlert } from '../../../components/problem-alert';
import { serverFieldErrors } from '../../../components/profile-form/form-errors';
import { ruleMessageOrText } from '../../../lib/rule-messages';
import { showToast } from '../../../lib/toast';
import { VOUCH_RELATION_LABELS, VOUCH_RELATIONS } from '../../../lib/verification-labels';
import { useVouchForMember } from '../api/vouch-for-member';
import { checkVouchWords, vouchWordsLimits } from '../model/vouch';
import { GrowingTextarea } from '../../../components/growing-textarea';

/**
 * A samaj volunteer's word for a member of their villages (docs/rules.md rule 45): how they know the family, and in
 * their own words what they know of it (10 to 500 characters). One word per member, not changed afterwards; the member
 * accepts it before it shows on their profile as the samaj badge.
 */
export function VouchDialog({ member, onClose }: { member: VillageMember | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [relation, setRelation] = useState<VouchRelation | null>(null);
  const [unchosen, setUnchosen] = useState(false);
  const [words, setWords] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);

  const vouch = useVouchForMember({
    onSuccess: (answer) => {
      showToast({ message: answer.message });
      close();
    },
  });

  function close() {
    setRelation(null);
    setUnchosen(false);
    setWords('');
    setInvalid(null);
    vouch.reset();
    onClose();
  }

  const submit = () => {
    if (!member) return;
    const check = checkVouchWords(words);
    setUnchosen(relation === null);
    setInvalid(check.ok ? null : ruleMessageOrText(check.code, i18n));
    if (relation === null || !check.ok) return;
    vouch.mutate({ memberId: member.memberId, relation, words: check.words });
  };

  const placed = serverFieldErrors(vouch.error, ['relation', 'words'], i18n);
  const { min, max } = vouchWordsLimits();
  const length = words.trim().length;
  const name = member ? `${member.firstName} ${member.lastName}`.trim() : '';

  return (
    <Modal
      opened={member !== null}
      onClose={close}
      title={t`Give your word for ${name}`}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t`Close` }}
      data-testid="vouch-dialog"
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
              Give your word only for a family you know personally. {name} is told, and families see the samaj badge
              on the profile only once it is accepted. It cannot be changed afterwards.
            </Trans>
          </Text>
          {Object.keys(placed).length === 0 && <ProblemAlert error={vouch.error} />}
          <Radio.Group
            label={t`How do you know the family?`}
            withAsterisk
            value={relation}
            onChange={(value) => {
              setRelation(VOUCH_RELATIONS.find((r) => r === value) ?? 'other');
              setUnchosen(false);
            }}
            error={unchosen ? t`Choose how you know the family.` : placed.relation}
            data-testid="vouch-relation"
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} verticalSpacing={6} mt={6}>
              {VOUCH_RELATIONS.map((value) => (
                <Radio
                  key={value}
                  value={value}
                  label={i18n._(VOUCH_RELATION_LABELS[value])}
                  data-testid={`vouch-relation-${value}`}
                />
              ))}
            </SimpleGrid>
          </Radio.Group>
          <GrowingTextarea
            label={t`What you know of the family`}
            description={t`In your words, ${min} to ${max} characters: ${length} so far.`}
            placeholder={t`e.g. Our families have known each other for twenty years; I served with the father on the village committee.`}
            withAsterisk
            minRows={4}
            maxRows={10}
            maxLength={max}
            value={words}
            onChange={(event) => {
              setWords(event.currentTarget.value);
              setInvalid(null);
            }}
            error={invalid ?? placed.words}
            data-testid="vouch-words"
          />
          <Group justify="flex-end" gap="sm" wrap="nowrap">
            <Button variant="default" onClick={close} disabled={vouch.isPending} flex={{ base: 1, sm: 'none' }}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={vouch.isPending} flex={{ base: 1, sm: 'none' }} data-testid="vouch-submit">
              <Trans>Give my word</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
