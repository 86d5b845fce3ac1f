import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { FamilyRight, InvitedRelation } from '../../../api/generated/client';
import { email as emailRule, FAMILY_INVITE_DAYS } from '../../../api/generated/rules/rules';
import { ProblemAlert } from '../../../components/problem-alert';
import { serverFieldErrors } from '../../../components/profile-form/form-errors';
import { ruleMessageOrText } from '../../../lib/rule-messages';
import { showToast } from '../../../lib/toast';
import { useInviteFamilyMember } from '../api/family';
import { RightsFields } from './rights-fields';

/**
 * Invites a family member by e-mail (docs/rules.md rule 46): who they are, and what they may do; they receive a code,
 * valid for some days, and sign in with their own account.
 */
export function InviteForm() {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState('');
  const [relation, setRelation] = useState<InvitedRelation>('father');
  const [rights, setRights] = useState<FamilyRight[]>(['view']);
  const [invalid, setInvalid] = useState<{ email?: string; rights?: string }>({});
  const invite = useInviteFamilyMember({
    onSuccess: (answer) => {
      const address = answer.email;
      showToast({ message: t`The invitation is on its way to ${address}.` });
      setEmail('');
      setInvalid({});
    },
  });
  const placed = serverFieldErrors(invite.error, ['email', 'rights'], i18n);
  const days = FAMILY_INVITE_DAYS;

  const submit = () => {
    const checked = emailRule.safeParse(email.trim());
    const next = {
      email: checked.success ? undefined : ruleMessageOrText(checked.error.issues[0]?.message ?? 'required', i18n),
      rights: rights.length === 0 ? t`Choose at least one thing they may do.` : undefined,
    };
    setInvalid(next);
    if (next.email || next.rights || !checked.success) return;
    invite.mutate({ email: checked.data, relation, rights });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="family-invite">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            <Trans>Invite a family member</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>
              They receive a code by e-mail, valid for {days} days, and sign in with their own account. Families see
              who answered a request: “Answered by her brother”.
            </Trans>
          </Text>
          {Object.keys(placed).length === 0 && <ProblemAlert error={invite.error} />}
          <TextInput
            label={t`Their e-mail`}
            type="email"
            autoComplete="off"
            withAsterisk
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setInvalid((v) => ({ ...v, email: undefined }));
            }}
            error={invalid.email ?? placed.email}
            data-testid="family-invite-email"
          />
          <RightsFields
            prefix="family-invite"
            relation={relation}
            rights={rights}
            onRelation={setRelation}
            onRights={(next) => {
              setRights(next);
              setInvalid((v) => ({ ...v, rights: undefined }));
            }}
            rightsError={invalid.rights ?? placed.rights}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={invite.isPending} w={{ base: '100%', xs: 'auto' }} data-testid="family-invite-submit">
              <Trans>Send the invitation</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
