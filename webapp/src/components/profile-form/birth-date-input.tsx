import 'dayjs/locale/gu';
import '@mantine/dates/styles.css';
import { useLingui } from '@lingui/react/macro';
import { DateInput, DatesProvider, type DateInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import { parseTypedDate } from './model/fields';

type Unit = 'day' | 'month' | 'year';

/**
 * The date of birth: typed as DD-MM-YYYY or picked from a calendar that opens on the decade of the latest date of an
 * adult (ADULT_AGE) today and offers only the dates between `minDate` and `maxDate`.
 *
 * The range is NOT given to DateInput as minDate/maxDate: DateInput silently drops a typed date outside them and puts
 * the old value back on blur, so a member who typed a date under 18 saw the field emptied and "This field is required".
 * A typed date is always kept; the form's rules then answer it (`under_age|18`, `too_old|100`).
 */
export function BirthDateInput({
  minDate,
  maxDate,
  ...props
}: Omit<DateInputProps, 'minDate' | 'maxDate'> & { minDate: string; maxDate: string }) {
  const { i18n, t } = useLingui();
  const outside = (date: string, unit: Unit) => dayjs(date).isAfter(maxDate, unit) || dayjs(date).isBefore(minDate, unit);
  return (
    <DatesProvider settings={{ locale: i18n.locale === 'gu' ? 'gu' : 'en', firstDayOfWeek: 0 }}>
      <DateInput
        valueFormat="DD-MM-YYYY"
        dateParser={parseTypedDate}
        defaultDate={maxDate}
        defaultLevel="decade"
        getDayProps={(date) => ({ disabled: outside(date, 'day') })}
        getMonthControlProps={(date) => ({ disabled: outside(date, 'month') })}
        getYearControlProps={(date) => ({ disabled: outside(date, 'year') })}
        placeholder={t`DD-MM-YYYY`}
        inputMode="numeric"
        autoComplete="bday"
        popoverProps={{ withinPortal: true }}
        {...props}
      />
    </DatesProvider>
  );
}
