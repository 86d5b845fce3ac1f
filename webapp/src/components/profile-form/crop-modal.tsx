import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { PHOTO_ASPECT } from '../../api/generated/rules/rules';
import { PHOTO_RATIO, cropToJpeg, loadImage } from './model/crop';

const MAX_ZOOM = 4;

/** The chosen photo in a fixed 3:4 frame: drag to place, zoom with the slider (or pinch), then Crop or Close. */
export function CropModal({
  source,
  onCropped,
  onClose,
}: {
  source: string | null;
  onCropped: (photo: Blob) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [width, height] = PHOTO_ASPECT;

  const apply = async () => {
    if (!source || !area) return;
    setBusy(true);
    setFailed(false);
    try {
      const image = await loadImage(source);
      onCropped(await cropToJpeg(image, area));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={source !== null}
      onClose={onClose}
      title={t`Crop your photo`}
      centered
      size="md"
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t`Close` }}
      data-testid="crop-modal"
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <Trans>
            Drag the photo to place your face in the {width}:{height} frame; use the slider to zoom.
          </Trans>
        </Text>
        <Box pos="relative" h={{ base: 340, sm: 400 }} bg="dark.7" style={{ borderRadius: 8, overflow: 'hidden' }}>
          {source && (
            <Cropper
              image={source}
              crop={crop}
              zoom={zoom}
              maxZoom={MAX_ZOOM}
              aspect={PHOTO_RATIO}
              showGrid
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          )}
        </Box>
        <Slider
          value={zoom}
          onChange={setZoom}
          min={1}
          max={MAX_ZOOM}
          step={0.05}
          label={null}
          thumbLabel={t`Zoom`}
        />
        {failed && (
          <Text size="sm" c="red" role="alert">
            <Trans>This photo could not be cropped. Please choose another one.</Trans>
          </Text>
        )}
        <Group justify="flex-end" gap="sm" wrap="nowrap">
          <Button variant="default" onClick={onClose} disabled={busy} data-testid="crop-close" flex={{ base: 1, sm: 'none' }}>
            <Trans>Close</Trans>
          </Button>
          <Button onClick={() => void apply()} loading={busy} disabled={!area} data-testid="crop-apply" flex={{ base: 1, sm: 'none' }}>
            <Trans>Crop</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
