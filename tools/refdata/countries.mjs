// Generates ../../migration/data/countries.json from CLDR (names) and libphonenumber-js (dialing codes).
//
//   cd tools/refdata && npm ci && node countries.mjs
//
// Sources (exact versions pinned in package.json):
//   * cldr-localenames-full main/en/territories.json and main/gu/territories.json — English and Gujarati names.
//     Only the standard names are used, never the "-alt-short" / "-alt-variant" / "-alt-biot" forms.
//   * cldr-core supplemental/codeMappings.json — to confirm a region is a real territory (ISO alpha-3 exists).
//   * libphonenumber-js metadata — the international dialing code. CLDR used to ship
//     supplemental/telephoneCodeData.json but dropped it after CLDR 33 (cldr-core 34+ no longer has it),
//     so the dialing codes come from libphonenumber-js (Google libphonenumber metadata, MIT licence),
//     which is current and is what the phone-number fields validate against anyway.
//
// Inclusion rule:
//   A region is included when ALL of these hold:
//     - its CLDR code is two ASCII letters (numeric UN M.49 macro-regions such as 001, 150, 419 are excluded);
//     - libphonenumber-js knows a country calling code for it (this alone excludes EU, EZ, UN, ZZ, QO,
//       XA/XB pseudo-locales, and uninhabited territories without a telephone service: AQ, BV, HM, TF, UM, GS, CP, DG,
// IC, EA);
//     - it has an ISO alpha-3 in CLDR codeMappings (this excludes AC Ascension and TA Tristan da Cunha, which are
//       only "exceptionally reserved" ISO codes and are covered by SH Saint Helena).
//   XK (Kosovo) is user-assigned in ISO 3166 but is kept: it has its own dialing code (+383) and CLDR alpha-3 XKK.
//
// Id rule (stable; do not renumber existing rows once data is in production):
//   India is pinned to id 92 (docs/rules.md item 25: "Country id 92 is India (default)").
//   All other countries are sorted by English name (nameEn, locale-aware "en" collation, accents ignored)
//   and numbered 1, 2, 3, ... skipping 92.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const load = (p) => JSON.parse(readFileSync(require.resolve(p), 'utf8'));

const en = load('cldr-localenames-full/main/en/territories.json').main.en.localeDisplayNames.territories;
const gu = load('cldr-localenames-full/main/gu/territories.json').main.gu.localeDisplayNames.territories;
const codeMappings = load('cldr-core/supplemental/codeMappings.json').supplemental.codeMappings;

const INDIA = 'IN';
const INDIA_ID = 92;

const rows = [];
for (const region of getCountries()) {
  if (!/^[A-Z]{2}$/.test(region)) continue;
  if (!codeMappings[region] || !codeMappings[region]._alpha3) continue;
  const nameEn = en[region];
  const nameGu = gu[region];
  if (!nameEn || !nameGu) throw new Error(`missing CLDR name for ${region}`);
  rows.push({ code: `+${getCountryCallingCode(region)}`, shortName: region, nameEn, nameGu });
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });
rows.sort((a, b) => collator.compare(a.nameEn, b.nameEn) || a.shortName.localeCompare(b.shortName));

let next = 1;
const out = [];
for (const r of rows) {
  let id;
  if (r.shortName === INDIA) {
    id = INDIA_ID;
  } else {
    if (next === INDIA_ID) next++;
    id = next++;
  }
  out.push({ id, code: r.code, shortName: r.shortName, nameEn: r.nameEn, nameGu: r.nameGu });
}
if (!out.some((r) => r.shortName === INDIA)) throw new Error('India missing');
out.sort((a, b) => a.id - b.id);

const dest = join(here, '..', '..', 'migration', 'data', 'countries.json');
mkdirSync(dirname(dest), { recursive: true });
writeFileSync(dest, JSON.stringify(out, null, 2) + '\n');

console.log(`wrote ${out.length} countries to ${dest}`);
for (const code of ['IN', 'US', 'CA', 'GB', 'AU', 'NZ']) {
  const r = out.find((x) => x.shortName === code);
  console.log(`${code}\t${r.id}\t${r.code}\t${r.nameEn}\t${r.nameGu}`);
}
