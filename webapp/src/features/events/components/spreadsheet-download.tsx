import { Trans, useLingui } from '@lingui/react/macro';
import { saveFile } from '../../../lib/save-file';
import { useDownloadSpreadsheet } from '../api/get-spreadsheet';
import { LangDownloads } from './lang-downloads';

/**
 * The registrants as a spreadsheet for the organisers' desk (rule 49), in Gujarati or in English: the booklet's people
 * and fields in rows and columns, each only as the registrant chose to show it.
 */
export function SpreadsheetDownload({ eventId }: { eventId: number }) {
  const { t } = useLingui();
  const download = useDownloadSpreadsheet({
    onSuccess: (file, request) => saveFile(file.blob, file.fileName ?? `registrants-${eventId}-${request.lang}.csv`),
  });
  return (
    <LangDownloads
      name="spreadsheet"
      eventId={eventId}
      download={download}
      title={<Trans>The spreadsheet for the desk</Trans>}
      intro={
        <Trans>
          The booklet's registrants in rows, by event number, each only as they chose to be shown. Opens in Excel,
          LibreOffice or Google Sheets.
        </Trans>
      }
      labels={{ gu: <Trans>Spreadsheet in Gujarati</Trans>, en: <Trans>Spreadsheet in English</Trans> }}
      errorTitle={t`The spreadsheet could not be downloaded`}
    />
  );
}
