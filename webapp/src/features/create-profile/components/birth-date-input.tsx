import 'dayjs/locale/gu';
import '@mantine/dates/styles.css';
import { useLingui } from '@lingui/react/macro';
import { DateInput, DatesProvider, type DateInputProps } from '@mantine/dates';
import { parseTypedDate } from '../model/fields';

/**
 * The date of birth: typed as DD-MM-YYYY or picked from a calendar that opens on the decade and cannot go past the
 * latest date of an adult (ADULT_AGE) today.
 */
export function BirthDateInput({
  minDate,
  maxDate,
  ...props
}: Omit<DateInputProps, 'minDate' | 'maxDate'> & { minDate: string; maxDate: string }) {
  const { i18n } = useLingui();
  return (
    <DatesProvider settings={{ locale: i18n.locale === 'gu' ? 'gu' : 'en', firstDayOfWeek: 0 }}>
      <DateInput
        valueFormat="DD-MM-YYYY"
        dateParser={parseTypedDate}
        minDate={minDate}
        maxDate={maxDate}
        defaultDate={maxDate}
        defaultLevel="decade"
        placeholder="DD-MM-YYYY"
        inputMode="numeric"
        autoComplete="bday"
        popoverProps={{ withinPortal: true }}
        {...props}
      />
    </DatesProvider>
  );
}
