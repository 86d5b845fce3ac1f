import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useState } from 'react';
import type { BioDataDownloadProps } from '../../../components/bio-data-download';
import { BioDataModal } from './bio-data-modal';

/** "Download bio-data": opens the bio-data modal (the member's own, or a connected member's). */
export function BioDataButton(props: BioDataDownloadProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="light"
        size="sm"
        onClick={() => setOpened(true)}
        w={{ base: '100%', xs: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
        data-testid="bio-data-button"
      >
        <Trans>Download bio-data</Trans>
      </Button>
      {/* Mounted only while open, so that a closed modal keeps no failure from before. */}
      {opened && <BioDataModal {...props} opened onClose={() => setOpened(false)} />}
    </>
  );
}
