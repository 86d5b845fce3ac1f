import 'dayjs/locale/gu';
import '@mantine/dates/styles.css';
import { useLingui } from '@lingui/react/macro';
import { DateInput, DatesProvider, type DateInputProps } from '@mantine/dates';
import { parseTypedDate } from '../../../components/profile-form/model/fields';

/**
 * A day of an event (`YYYY-MM-DD`): typed as Indians write it (DD-MM-YYYY) or picked from a calendar in the page's
 * language. No minDate: DateInput would silently drop a typed day outside it; the form's rules answer it instead.
 */
export function DayInput(props: DateInputProps) {
  const { i18n, t } = useLingui();
  return (
    <DatesProvider settings={{ locale: i18n.locale === 'gu' ? 'gu' : 'en', firstDayOfWeek: 0 }}>
      <DateInput
        valueFormat="DD-MM-YYYY"
        dateParser={parseTypedDate}
        placeholder={t`DD-MM-YYYY`}
        inputMode="numeric"
        popoverProps={{ withinPortal: true }}
        {...props}
      />
    </DatesProvider>
  );
}
