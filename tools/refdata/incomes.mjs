// Generates ../../migration/data/annual_incomes.json: annual income brackets in rupees.
//   cd tools/refdata && node incomes.mjs
// Steps of 1 lakh up to 10 lakh, then steps of 5 lakh up to 1 crore, then "1 crore and above".
// minRupees is inclusive, maxRupees exclusive (null = no upper bound). Gujarati labels use Gujarati digits.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { guDigits } from './gu.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const LAKH = 100_000;
const CRORE = 100 * LAKH;

const en = (lakh) => (lakh === 100 ? '₹1 crore' : `₹${lakh} lakh`);
const gu = (lakh) => (lakh === 100 ? '₹૧ કરોડ' : `₹${guDigits(lakh)} લાખ`);

const bounds = [];
for (let l = 0; l < 10; l++) bounds.push([l, l + 1]);
for (let l = 10; l < 100; l += 5) bounds.push([l, l + 5]);

const out = [];
let id = 1;
for (const [lo, hi] of bounds) {
  out.push({
    id: id++,
    minRupees: lo * LAKH,
    maxRupees: hi * LAKH,
    nameEn: lo === 0 ? `Up to ${en(hi)}` : `${en(lo)} – ${en(hi)}`,
    nameGu: lo === 0 ? `${gu(hi)} સુધી` : `${gu(lo)} – ${gu(hi)}`,
  });
}
out.push({ id: id++, minRupees: CRORE, maxRupees: null, nameEn: '₹1 crore and above', nameGu: '₹૧ કરોડ અને વધુ' });

const dest = join(here, '..', '..', 'migration', 'data', 'annual_incomes.json');
writeFileSync(dest, JSON.stringify(out, null, 2) + '\n');
console.log(`wrote ${out.length} income brackets to ${dest}`);
