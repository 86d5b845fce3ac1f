import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { PHOTO_MAX_BYTES, PHOTO_MIME_TYPES } from '../../../api/generated/rules/rules';
import { CropModal } from '../../../components/profile-form/crop-modal';
import { checkPhotoFiles, type PhotoFileProblem } from '../../../components/profile-form/model/crop';

/** An object URL that follows a blob: the old one is revoked when it changes and when the page goes. */
function useObjectUrl(): [string | null, (blob: Blob | null) => void] {
  const [url, setUrl] = useState<string | null>(null);
  const current = useRef<string | null>(null);
  const set = useCallback((blob: Blob | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = blob ? URL.createObjectURL(blob) : null;
    setUrl(current.current);
  }, []);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
      current.current = null;
    },
    [],
  );
  return [url, set];
}

/**
 * Choosing a new photo: the file dialog (or a dropped file), the wizard's checks (one JPEG or PNG, not too large), then
 * the wizard's 3:4 crop. `onCropped` receives the cropped JPEG. Render `elements` once on the page.
 */
export function usePhotoPicker(onCropped: (photo: Blob) => void) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useObjectUrl();
  const [cropping, setCropping] = useState(false);
  const [problem, setProblem] = useState<PhotoFileProblem | null>(null);

  const choose = (files: File[]) => {
    const found = checkPhotoFiles(files);
    setProblem(found);
    if (found) return;
    setSource(files[0] ?? null);
    setCropping(true);
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    choose(Array.from(event.target.files ?? []));
    // The same file can be chosen again.
    event.target.value = '';
  };

  const close = () => {
    setCropping(false);
    setSource(null);
  };

  const maxMb = Math.round(PHOTO_MAX_BYTES / (1024 * 1024));
  const problemText =
    problem === 'single-file'
      ? t`Please select single image file to upload.`
      : problem === 'too-large'
        ? t`The photo is larger than ${maxMb} MB. Please choose a smaller one.`
        : null;

  const elements = (
    <>
      <input
        ref={input}
        type="file"
        accept={PHOTO_MIME_TYPES.join(',')}
        onChange={onInput}
        hidden
        data-testid="photo-input"
      />
      <CropModal
        source={cropping ? source : null}
        onClose={close}
        onCropped={(photo) => {
          close();
          if (photo.size > PHOTO_MAX_BYTES) {
            setProblem('too-large');
            return;
          }
          onCropped(photo);
        }}
      />
    </>
  );

  return {
    open: () => input.current?.click(),
    choose,
    problemText,
    clearProblem: () => setProblem(null),
    elements,
  };
}
