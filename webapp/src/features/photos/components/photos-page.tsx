import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { OwnPhoto } from '../../../api/generated/client';
import { MAX_PHOTOS } from '../../../api/generated/rules/rules';
import { ProblemAlert } from '../../../components/problem-alert';
import { ProfileNav } from '../../../components/profile-nav';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAddPhoto } from '../api/add-photo';
import { useDeletePhoto } from '../api/delete-photo';
import { useOwnPhotos } from '../api/get-own-photos';
import { useSetDefaultPhoto } from '../api/set-default-photo';
import { DeletePhotoDialog } from './delete-photo-dialog';
import { PhotoGrid } from './photo-grid';
import { PhotoGuidelines } from './photo-guidelines';
import { PhotoVisibilityCard } from './photo-visibility-card';
import { usePhotoPicker } from './use-photo-picker';

/** /profile/photos: the approved member's photos (rule 27): add, choose the main one, delete, who sees them. */
export function PhotosPage() {
  const { t } = useLingui();
  useDocumentTitle(t`My photos`);
  const { data } = useOwnPhotos();
  const { photos, photoVisibility } = data;
  const [toDelete, setToDelete] = useState<OwnPhoto | null>(null);
  // The failure of the latest action on the grid (adding, making a photo the main one).
  const [problem, setProblem] = useState<unknown>(null);

  const add = useAddPhoto({
    onSuccess: (photo) => showToast({ message: photo.message ?? t`The photo was added.` }),
    onError: setProblem,
  });
  const makeMain = useSetDefaultPhoto({
    onSuccess: (answer) => showToast({ message: answer.message }),
    onError: setProblem,
  });
  const remove = useDeletePhoto({
    onSuccess: (answer) => {
      setToDelete(null);
      showToast({ message: answer.message });
    },
  });

  const picker = usePhotoPicker((photo) => {
    setProblem(null);
    add.mutate(photo);
  });

  const count = photos.length;
  const max = MAX_PHOTOS;

  return (
    <Container size="md" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }} data-testid="photos-page">
      <ProfileNav />
      <Stack gap="md">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={1} size="h2">
            <Trans>My photos</Trans>
          </Title>
          <Text c="dimmed" size="sm" data-testid="photo-count">
            <Trans>
              {count} of {max}
            </Trans>
          </Text>
        </Group>
        <ProblemAlert error={problem} />
        {picker.problemText && (
          <Alert color="orange" variant="light" role="alert" withCloseButton onClose={picker.clearProblem} data-testid="photo-warning">
            {picker.problemText}
          </Alert>
        )}
        {count >= max && (
          <Text size="sm" c="dimmed" data-testid="photo-limit">
            <Trans>You have {max} photos, the most there can be. Delete one to add another.</Trans>
          </Text>
        )}
        <PhotoGrid
          photos={photos}
          adding={add.isPending}
          makingMainId={makeMain.isPending ? (makeMain.variables ?? null) : null}
          onAdd={() => {
            picker.clearProblem();
            picker.open();
          }}
          onDropFiles={picker.choose}
          onMakeMain={(photo) => {
            setProblem(null);
            makeMain.mutate(photo.photoId);
          }}
          onDelete={(photo) => {
            remove.reset();
            setToDelete(photo);
          }}
        />
        <PhotoVisibilityCard value={photoVisibility} />
        <PhotoGuidelines />
      </Stack>
      {picker.elements}
      <DeletePhotoDialog
        photo={toDelete}
        deleting={remove.isPending}
        error={remove.error}
        onConfirm={(photo) => remove.mutate(photo.photoId)}
        onClose={() => {
          if (!remove.isPending) setToDelete(null);
        }}
      />
    </Container>
  );
}
