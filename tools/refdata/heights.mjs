// Generates ../../migration/data/heights.json: every inch from 4 ft 5 in (134 cm) to 7 ft (213 cm).
//   cd tools/refdata && node heights.mjs
// cm = Math.floor(inches * 2.54), i.e. truncated, not rounded: docs/rules.md item 25 fixes the first row as
// "4 ft 5 in (134 cm)" although 53 in = 134.62 cm (rounding would give 135). Truncation reproduces both fixed
// end points (134 and 213 cm). Ids 1.. in ascending height. Gujarati labels use Gujarati digits.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { guDigits } from './gu.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const FROM = 4 * 12 + 5;
const TO = 7 * 12;

const out = [];
for (let inches = FROM, id = 1; inches <= TO; inches++, id++) {
  const ft = Math.floor(inches / 12);
  const inch = inches % 12;
  const cm = Math.floor(inches * 2.54);
  const nameEn = inch === 0 ? `${ft} ft (${cm} cm)` : `${ft} ft ${inch} in (${cm} cm)`;
  const nameGu = inch === 0
    ? `${guDigits(ft)} ફૂટ (${guDigits(cm)} સે.મી.)`
    : `${guDigits(ft)} ફૂટ ${guDigits(inch)} ઇંચ (${guDigits(cm)} સે.મી.)`;
  out.push({ id, cm, nameEn, nameGu });
}
const dest = join(here, '..', '..', 'migration', 'data', 'heights.json');
writeFileSync(dest, JSON.stringify(out, null, 2) + '\n');
console.log(`wrote ${out.length} heights to ${dest}`);
