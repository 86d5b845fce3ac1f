import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge as MantineBadge,
  Button,
  Container,
  FileInput,
  Group,
  List,
  NativeSelect,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { Badge, CheckState, DocumentType, VerificationState } from '../../../api/generated/client';
import { CHECK_UNDECIDED_DAYS, PHOTO_MAX_BYTES, PHOTO_MIME_TYPES } from '../../../api/generated/rules/rules';
import { ProblemAlert } from '../../../components/problem-alert';
import { ProfileNav } from '../../../components/profile-nav';
import { AnchorLink } from '../../../components/router-link';
import { checkPhotoFiles } from '../../../components/profile-form/model/crop';
import { dateTime, formatTime } from '../../../lib/relative-time';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BADGE_LABELS, DOCUMENT_LABELS, DOCUMENT_TYPES, POSE_LABELS } from '../../../lib/verification-labels';
import { useVerification } from '../api/get-verification';
import { useSelfiePose } from '../api/get-selfie-pose';
import { useSendCheck, type CheckUpload } from '../api/send-check';
import { SamajSection, VolunteerCard } from './samaj-section';
import { SectionCard } from './section-card';

/**
 * /profile/verification (docs/rules.md rule 44): the badges a member can earn and how. The mobile number by a code
 * (on the account page); an identity document and a photo in a pose the server gives, each checked by a moderator and
 * deleted once decided; the samaj badge, a samaj volunteer's word the member accepts (rule 45). A member appointed
 * volunteer finds the way to their page here. Approved members only.
 */
export function VerificationPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Verification`);
  const verification = useVerification();
  const state = verification.data;

  return (
    <Container size="md" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }} data-testid="verification-page">
      <ProfileNav />
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            <Trans>Verification</Trans>
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            <Trans>
              Badges tell families what you have proved about yourself. Only a moderator sees a document or a
              verification photo, and it is deleted as soon as they decide.
            </Trans>
          </Text>
        </div>
        <ProblemAlert error={verification.error} />
        {state && (
          <>
            <PhoneSection state={state} />
            <DocumentSection state={state} />
            <SelfieSection state={state} />
            <SamajSection state={state} />
            {state.isVolunteer && <VolunteerCard />}
          </>
        )}
      </Stack>
    </Container>
  );
}

function Earned({ badge }: { badge: Badge }) {
  const { i18n } = useLingui();
  return (
    <MantineBadge color="teal" variant="light" tt="none" data-testid={`verification-earned-${badge}`}>
      ✓ {i18n._(BADGE_LABELS[badge])}
    </MantineBadge>
  );
}

function PhoneSection({ state }: { state: VerificationState }) {
  const { i18n } = useLingui();
  const verifiedAt = state.phone.verifiedAt;
  return (
    <SectionCard title={<Trans>Mobile number</Trans>} testId="verification-phone">
      {verifiedAt ? (
        <Group gap="xs" wrap="wrap">
          <Earned badge="phone" />
          <Text size="sm" c="dimmed">
            <Trans>Verified on {dateTime(verifiedAt, i18n.locale)}</Trans>
          </Text>
        </Group>
      ) : (
        <Text size="sm">
          <Trans>
            Your number is not verified yet. Verify it with a code we text to it on the{' '}
            <AnchorLink to="/profile/account" data-testid="verification-phone-link">
              account page
            </AnchorLink>
            .
          </Trans>
        </Text>
      )}
    </SectionCard>
  );
}

/** Where the latest check stands: waiting, refused with the moderator's reason, or expired. */
function LastCheck({ check, kind }: { check: CheckState; kind: 'document' | 'selfie' }) {
  const { i18n } = useLingui();
  const sent = dateTime(check.submittedOn, i18n.locale);
  switch (check.status) {
    case 'pending':
      return (
        <Alert color="blue" variant="light" data-testid={`verification-${kind}-pending`}>
          <Trans>
            Sent on {sent}. A moderator will look at it soon; you will be told of the decision. If nobody has decided
            within {CHECK_UNDECIDED_DAYS} days, it is deleted and you may send it again.
          </Trans>
        </Alert>
      );
    case 'refused':
      return (
        <Alert color="orange" variant="light" data-testid={`verification-${kind}-refused`}>
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              <Trans>Not approved. The image has been deleted; you may send another.</Trans>
            </Text>
            {check.reason && (
              <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                <Trans>Moderator’s reason: {check.reason}</Trans>
              </Text>
            )}
          </Stack>
        </Alert>
      );
    case 'expired':
      return (
        <Alert color="gray" variant="light" data-testid={`verification-${kind}-expired`}>
          <Trans>
            What you sent on {sent} was not checked within {CHECK_UNDECIDED_DAYS} days, so it was deleted. Please
            send it again.
          </Trans>
        </Alert>
      );
    default:
      return null;
  }
}

/**
 * A file field's placeholder is text in a button, not an input's own placeholder: it needs the contrast of text (the
 * theme's light grey has 2:1).
 */
const FILE_FIELD_STYLES = { placeholder: { color: 'var(--mantine-color-gray-7)' } } as const;

/** The chosen file checked as the server will: one JPEG or PNG, not too large. */
function useImageFile() {
  const { t } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const maxMb = Math.round(PHOTO_MAX_BYTES / (1024 * 1024));
  const choose = (chosen: File | null) => {
    const found = chosen ? checkPhotoFiles([chosen]) : null;
    setProblem(
      found === 'too-large'
        ? t`The image is larger than ${maxMb} MB.`
        : found
          ? t`Please choose a JPEG or PNG image.`
          : null,
    );
    setFile(found ? null : chosen);
  };
  return { file, problem, choose, reset: () => setFile(null) };
}

function DocumentSection({ state }: { state: VerificationState }) {
  const { t, i18n } = useLingui();
  const [documentType, setDocumentType] = useState<DocumentType | null>(null);
  const image = useImageFile();
  const send = useSendCheck({
    onSuccess: () => {
      image.reset();
      setDocumentType(null);
      showToast({ message: t`Sent. A moderator will check it.` });
    },
  });
  const earned = state.badges.includes('id');
  const waiting = state.document?.status === 'pending';
  const submit = () => {
    if (!documentType || !image.file) return;
    const upload: CheckUpload = { kind: 'document', documentType, image: image.file };
    send.mutate(upload);
  };

  return (
    <SectionCard
      title={<Trans>Identity document</Trans>}
      description={
        <Trans>
          A moderator compares your name, birth date and photo with an identity document. We keep only its type and the
          outcome, never the document.
        </Trans>
      }
      testId="verification-document"
    >
      {earned ? (
        <Earned badge="id" />
      ) : (
        <Stack gap="md">
          {state.document && <LastCheck check={state.document} kind="document" />}
          {!waiting && (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                submit();
              }}
              noValidate
              data-testid="verification-document-form"
            >
              <Stack gap="sm">
                {/* The phone's own list: five choices, no search needed. */}
                <NativeSelect
                  label={t`Which document`}
                  data={[
                    { value: '', label: t`Choose a document`, disabled: true },
                    ...DOCUMENT_TYPES.map((value) => ({ value, label: i18n._(DOCUMENT_LABELS[value]) })),
                  ]}
                  value={documentType ?? ''}
                  onChange={(event) => setDocumentType((event.currentTarget.value || null) as DocumentType | null)}
                  data-testid="verification-document-type"
                />
                <FileInput
                  label={t`Photo of the document`}
                  description={t`The side with your name, birth date and photo. You may cover the number.`}
                  placeholder={t`Choose an image`}
                  accept={PHOTO_MIME_TYPES.join(',')}
                  value={image.file}
                  onChange={image.choose}
                  error={image.problem}
                  clearable
                  styles={FILE_FIELD_STYLES}
                  data-testid="verification-document-file"
                />
                <ProblemAlert error={send.error} />
                <Group justify="flex-end">
                  <Button
                    type="submit"
                    disabled={!documentType || !image.file}
                    loading={send.isPending}
                    w={{ base: '100%', sm: 'auto' }}
                    data-testid="verification-document-send"
                  >
                    <Trans>Send for checking</Trans>
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}

function SelfieSection({ state }: { state: VerificationState }) {
  const { t, i18n } = useLingui();
  const [taking, setTaking] = useState(false);
  const earned = state.badges.includes('photo');
  const waiting = state.selfie?.status === 'pending';
  const pose = useSelfiePose(taking && !earned && !waiting);
  const image = useImageFile();
  const send = useSendCheck({
    onSuccess: () => {
      image.reset();
      setTaking(false);
      showToast({ message: t`Sent. A moderator will compare it with your profile photos.` });
    },
  });
  const submit = () => {
    if (!image.file) return;
    send.mutate({ kind: 'selfie', image: image.file });
  };

  let body: ReactNode;
  if (earned) {
    body = <Earned badge="photo" />;
  } else if (!taking || waiting) {
    body = (
      <Stack gap="md">
        {state.selfie && <LastCheck check={state.selfie} kind="selfie" />}
        {!waiting && (
          <Group justify="flex-end">
            <Button
              variant="light"
              onClick={() => setTaking(true)}
              w={{ base: '100%', sm: 'auto' }}
              data-testid="verification-selfie-start"
            >
              <Trans>Take a verification photo</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    );
  } else {
    body = (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
        data-testid="verification-selfie-form"
      >
        <Stack gap="sm">
          <ProblemAlert error={pose.error} />
          {pose.data && (
            <Alert color="green" variant="light" data-testid="verification-selfie-pose" data-pose={pose.data.pose}>
              <Stack gap={4}>
                <Text size="sm">
                  <Trans>Take a photo of yourself, face clearly seen, in this pose:</Trans>
                </Text>
                <Text fw={700} size="lg">
                  {i18n._(POSE_LABELS[pose.data.pose])}
                </Text>
                <Text size="xs" c="dimmed">
                  <Trans>
                    Send it before{' '}
                    {formatTime(pose.data.validUntil, i18n.locale, { hour: 'numeric', minute: '2-digit' })}; after that
                    you get a new pose.
                  </Trans>
                </Text>
              </Stack>
            </Alert>
          )}
          <List size="sm" spacing={2}>
            <List.Item>
              <Trans>Good light, no sunglasses, nobody else in the photo.</Trans>
            </List.Item>
            <List.Item>
              <Trans>Only a moderator sees it, and it is deleted once they decide.</Trans>
            </List.Item>
          </List>
          <FileInput
            label={t`Your photo in this pose`}
            placeholder={t`Take or choose a photo`}
            accept={PHOTO_MIME_TYPES.join(',')}
            capture="user"
            value={image.file}
            onChange={image.choose}
            error={image.problem}
            clearable
            styles={FILE_FIELD_STYLES}
            disabled={!pose.data}
            data-testid="verification-selfie-file"
          />
          <ProblemAlert error={send.error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setTaking(false)} w={{ base: '100%', sm: 'auto' }}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              type="submit"
              disabled={!image.file || !pose.data}
              loading={send.isPending}
              w={{ base: '100%', sm: 'auto' }}
              data-testid="verification-selfie-send"
            >
              <Trans>Send for checking</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <SectionCard
      title={<Trans>Verification photo</Trans>}
      description={
        <Trans>
          A photo of you in a pose we choose at random, which a moderator compares with your profile photos. Adding a
          new profile photo later asks for a new one.
        </Trans>
      }
      testId="verification-selfie"
    >
      {body}
    </SectionCard>
  );
}
