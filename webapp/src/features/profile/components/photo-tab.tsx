import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { MemberDetail } from '../../../api/generated/client';
import { MAX_PHOTOS, PHOTO_MAX_BYTES } from '../../../api/generated/rules/rules';
import { ProblemAlert } from '../../../components/problem-alert';
import { scrollToFirstError } from '../../../components/profile-form/form-errors';
import { PhotoPicker, type PhotoProblem } from '../../../components/profile-form/photo-picker';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { showToast } from '../../../lib/toast';
import { useUploadNewProfilePhoto } from '../api/upload-profile-photo';

/**
 * The Profile Photo tab: the current profile photo, the new one while it awaits a moderator, and the upload of another
 * (the wizard's crop step), which joins My photos and becomes the profile photo once approved.
 */
export function PhotoTab({ profile: p }: { profile: MemberDetail }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [cropped, setCropped] = useState<Blob | null>(null);
  const [problem, setProblem] = useState<PhotoProblem | null>(null);
  // A new picker after an upload: the preview of the photo just sent goes.
  const [round, setRound] = useState(0);

  const photos = p.photos ?? [];
  const current = photos.find((photo) => photo.isDefault && photo.status === 'approved');
  const currentUrl = current?.url ?? p.profileImage;
  const waiting = photos.find((photo) => photo.pendingDefault);
  const full = photos.length >= MAX_PHOTOS;
  const fullName = `${p.firstName} ${p.lastName}`.trim();
  const maxPhotos = MAX_PHOTOS;

  const upload = useUploadNewProfilePhoto({
    onSuccess: (photo) => {
      if (photo.message) showToast({ message: photo.message });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.ownProfile });
      setCropped(null);
      setProblem(null);
      setRound((n) => n + 1);
    },
    onError: scrollToFirstError,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!cropped) {
      setProblem('missing');
      scrollToFirstError();
      return;
    }
    if (cropped.size > PHOTO_MAX_BYTES) {
      setProblem('too-large');
      return;
    }
    upload.mutate({ memberId: p.id, photo: cropped });
  };

  return (
    <Stack gap="lg" data-testid="profile-photo-tab">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
        <Stack gap="xs">
          <Title order={3} size="h5" c="green.9">
            <Trans>Current profile photo</Trans>
          </Title>
          {currentUrl ? (
            <Image
              src={currentUrl}
              alt={t`Profile photo of ${fullName}`}
              w={180}
              h={240}
              fit="cover"
              radius="md"
              data-testid="profile-photo-current"
            />
          ) : (
            <Text c="dimmed">
              <Trans>No photo yet.</Trans>
            </Text>
          )}
        </Stack>
        {waiting && (
          <Alert color="blue" variant="light" title={t`New photo awaiting approval`} data-testid="profile-photo-pending">
            <Stack gap="xs">
              <Image src={waiting.url} alt={t`Your new photo`} w={120} h={160} fit="cover" radius="md" />
              <Text size="sm">
                <Trans>It becomes your profile photo once a moderator approves it.</Trans>
              </Text>
            </Stack>
          </Alert>
        )}
      </SimpleGrid>

      <form onSubmit={submit} noValidate data-testid="profile-photo-form">
        <Stack gap="md">
          <Title order={3} size="h5" c="green.9">
            <Trans>Upload a new profile photo</Trans>
          </Title>
          <ProblemAlert error={upload.error} />
          {full && (
            <Alert color="orange" variant="light" data-testid="profile-photo-full">
              <Trans>
                You already have {maxPhotos} photos, the most allowed. Delete one in My photos to add a new one.
              </Trans>
            </Alert>
          )}
          <PhotoPicker
            key={round}
            cropped={cropped}
            onCropped={setCropped}
            problem={problem}
            onProblem={setProblem}
            disabled={full}
          />
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Anchor component={Link} to="/profile/photos" size="sm" data-testid="profile-photo-my-photos">
              <Trans>Manage all my photos</Trans>
            </Anchor>
            <Button
              type="submit"
              loading={upload.isPending}
              disabled={full}
              miw={{ sm: 180 }}
              data-testid="profile-photo-upload"
            >
              <Trans>Upload photo</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
