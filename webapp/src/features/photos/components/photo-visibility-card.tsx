import { useLingui } from '@lingui/react/macro';
import { Paper, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import type { PhotoVisibility } from '../../../api/generated/client';
import { ProblemAlert } from '../../../components/problem-alert';
import { showToast } from '../../../lib/toast';
import { useSetPhotoVisibility } from '../api/set-photo-visibility';

const isVisibility = (value: string): value is PhotoVisibility => value === 'all' || value === 'connections';

/** Who sees the photos (rule 27); a change is saved at once. */
export function PhotoVisibilityCard({ value }: { value: PhotoVisibility }) {
  const { t } = useLingui();
  const save = useSetPhotoVisibility({ onSuccess: (answer) => showToast({ message: answer.message }) });
  // The choice shows at once, in the same render as the click (the mutation's pending state arrives a tick later, and
  // a controlled radio would flick back meanwhile); it gives way to the saved value when the call settles.
  const [chosen, setChosen] = useState<PhotoVisibility | null>(null);
  const shown = chosen ?? value;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="photo-visibility">
      <Stack gap="sm">
        <Radio.Group
          value={shown}
          onChange={(next) => {
            if (!isVisibility(next) || next === value) return;
            setChosen(next);
            save.mutate(next, { onSettled: () => setChosen(null) });
          }}
          label={t`Who can see my photos`}
          description={t`Members who may not see your photos see a blurred image instead.`}
          styles={{ label: { fontWeight: 600 } }}
        >
          <Stack gap="xs" mt="sm">
            <Radio
              value="all"
              label={t`Every approved member`}
              disabled={save.isPending}
              data-testid="photo-visibility-all"
            />
            <Radio
              value="connections"
              label={t`Only members whose request I accepted`}
              disabled={save.isPending}
              data-testid="photo-visibility-connections"
            />
          </Stack>
        </Radio.Group>
        <ProblemAlert error={save.error} />
      </Stack>
    </Paper>
  );
}
