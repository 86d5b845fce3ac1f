import { Trans, useLingui } from '@lingui/react/macro';
import { saveFile } from '../../../lib/save-file';
import { useDownloadBooklet } from '../api/get-booklet';
import { LangDownloads } from './lang-downloads';

/**
 * The event's booklet (parichay pustika, rule 49) as a PDF, in Gujarati or in English: for its organisers' desk, and
 * for the registrants, who see each one only as they chose to be shown.
 */
export function BookletDownload({ eventId }: { eventId: number }) {
  const { t } = useLingui();
  const download = useDownloadBooklet({
    onSuccess: (file, request) => saveFile(file.blob, file.fileName ?? `booklet-${eventId}-${request.lang}.pdf`),
  });
  return (
    <LangDownloads
      name="booklet"
      eventId={eventId}
      download={download}
      title={<Trans>The booklet</Trans>}
      intro={
        <Trans>
          Every registrant with their event number, the index by age, and only what each chose to show. A4, ready to
          print.
        </Trans>
      }
      labels={{ gu: <Trans>Booklet in Gujarati</Trans>, en: <Trans>Booklet in English</Trans> }}
      errorTitle={t`The booklet could not be downloaded`}
    />
  );
}
