import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useDeferredValue, useMemo } from 'react';
import type { Country, CountryList } from '../api/generated/client';
import { DEFAULT_COUNTRY_ID, INDIA_DIAL_CODE } from '../api/generated/rules/rules';

export interface CountryCodeSelectProps extends Omit<NativeSelectProps, 'data' | 'value' | 'onChange'> {
  /** The countries query's answer; until it comes, only India's +91 stands (DEFAULT_COUNTRY_ID). */
  countries: CountryList | undefined;
  /** The chosen country's id, as text. */
  value: string;
  onCountry: (country: Country) => void;
}

/**
 * The dialing code of a phone number: the browser's own select, which on a phone opens the system's picker and costs
 * the page nothing while it loads (target Q7, docs/rules.md). +91 stands at once; the other codes come with the list.
 *
 * The list's 250 options are drawn as a transition (in slices that leave the page free for typing), into a new select
 * that joins the page whole. Added one by one to a select on the page, each option made the browser go over the whole
 * list again: seconds of a frozen page on a phone.
 */
export function CountryCodeSelect({ countries, value, onCountry, ...props }: CountryCodeSelectProps) {
  const listed = useDeferredValue(countries);
  const options = useMemo(() => {
    const list = listed?.result ?? [];
    const all = list.map((country) => ({ value: String(country.id), label: `${country.code} ${country.name}` }));
    return all.length > 0 ? all : [{ value: String(DEFAULT_COUNTRY_ID), label: INDIA_DIAL_CODE }];
  }, [listed]);
  return (
    <NativeSelect
      key={listed ? 'listed' : 'default'}
      w={130}
      style={{ flexShrink: 0 }}
      {...props}
      data={options}
      value={value}
      onChange={(event) => {
        const country = listed?.result.find((c) => String(c.id) === event.currentTarget.value);
        if (country) onCountry(country);
      }}
    />
  );
}
