// Validates every reference-data file in ../../migration/data/.
//   cd tools/refdata && node check.mjs
// Checks: JSON array; ids positive integers, unique and sorted ascending; required fields present;
// nameEn / nameGu non-empty and trimmed; nameGu contains Gujarati script; foreign keys resolve;
// no duplicate nameEn (case-insensitive) under the same parent; plus per-file rules.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'migration', 'data');
const errors = [];
const err = (file, msg) => errors.push(`${file}: ${msg}`);
const GUJARATI = /[\u0A80-\u0AFF]/;

function load(file) {
  try {
    const rows = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    if (!Array.isArray(rows)) err(file, 'not a JSON array');
    return rows;
  } catch (e) {
    err(file, `cannot read: ${e.message}`);
    return [];
  }
}

// spec: file -> { fields: {name: type}, parent: [field, parentFile] | null, unique: extra unique fields }
const SPEC = {
  'countries.json': { fields: { code: 'string', shortName: 'string' }, parent: null, unique: ['shortName'] },
  'states.json': { fields: { countryId: 'int' }, parent: ['countryId', 'countries.json'] },
  'cities.json': { fields: { stateId: 'int' }, parent: ['stateId', 'states.json'] },
  'districts.json': { fields: { stateId: 'int' }, parent: ['stateId', 'states.json'] },
  'talukas.json': { fields: { districtId: 'int' }, parent: ['districtId', 'districts.json'] },
  'villages.json': { fields: { talukaId: 'int' }, parent: ['talukaId', 'talukas.json'] },
  'communities.json': { fields: { parentCommunityId: 'int|null' }, parent: ['parentCommunityId', 'communities.json'] },
  'heights.json': { fields: { cm: 'int' }, parent: null, unique: ['cm'] },
  'annual_incomes.json': { fields: { minRupees: 'int', maxRupees: 'int|null' }, parent: null },
  'educations.json': { fields: {}, parent: null },
  'occupations.json': { fields: { occupationType: 'int' }, parent: ['occupationType', null] },
  'notification_types.json': { fields: { key: 'string' }, parent: null, unique: ['key'] },
  'request_types.json': { fields: { key: 'string' }, parent: null, unique: ['key'] },
};

const data = {};
for (const file of Object.keys(SPEC)) data[file] = load(file);
const ids = Object.fromEntries(Object.entries(data).map(([f, rows]) => [f, new Set(rows.map((r) => r.id))]));

const isInt = (v) => Number.isInteger(v);
const typeOk = (v, t) => t.split('|').some((x) => (x === 'int' ? isInt(v) : x === 'null' ? v === null : typeof v === x && v.trim() !== ''));

for (const [file, spec] of Object.entries(SPEC)) {
  const rows = data[file];
  let prev = 0;
  const byParent = new Map();
  const uniq = Object.fromEntries((spec.unique || []).map((f) => [f, new Set()]));
  rows.forEach((r, i) => {
    const where = `row ${i} (id ${r?.id})`;
    if (!isInt(r.id) || r.id <= 0) err(file, `${where}: id must be a positive integer`);
    else if (r.id <= prev) err(file, `${where}: ids not unique/sorted (previous ${prev})`);
    else prev = r.id;
    const expected = new Set(['id', 'nameEn', 'nameGu', ...Object.keys(spec.fields)]);
    for (const k of Object.keys(r)) if (!expected.has(k)) err(file, `${where}: unexpected field ${k}`);
    for (const [k, t] of Object.entries(spec.fields)) if (!(k in r) || !typeOk(r[k], t)) err(file, `${where}: bad ${k}=${JSON.stringify(r[k])}`);
    for (const k of ['nameEn', 'nameGu']) {
      if (typeof r[k] !== 'string' || r[k].trim() === '') err(file, `${where}: empty ${k}`);
      else if (r[k] !== r[k].trim() || /\s{2}/.test(r[k])) err(file, `${where}: stray whitespace in ${k}`);
    }
    if (typeof r.nameGu === 'string' && !GUJARATI.test(r.nameGu)) err(file, `${where}: nameGu has no Gujarati script: ${r.nameGu}`);
    if (typeof r.nameEn === 'string' && GUJARATI.test(r.nameEn)) err(file, `${where}: nameEn contains Gujarati script`);
    for (const f of spec.unique || []) {
      if (uniq[f].has(r[f])) err(file, `${where}: duplicate ${f} ${r[f]}`);
      uniq[f].add(r[f]);
    }
    let parentKey = 'all';
    if (spec.parent) {
      const [field, parentFile] = spec.parent;
      parentKey = r[field];
      if (parentFile && r[field] !== null && !ids[parentFile].has(r[field])) err(file, `${where}: ${field} ${r[field]} not found in ${parentFile}`);
    }
    const k = `${parentKey}\u0000${String(r.nameEn).toLowerCase()}`;
    if (byParent.has(k)) err(file, `${where}: duplicate nameEn "${r.nameEn}" under same parent (also id ${byParent.get(k)})`);
    byParent.set(k, r.id);
  });
}

// ---- per-file rules
const countries = data['countries.json'];
const india = countries.find((c) => c.shortName === 'IN');
if (!india || india.id !== 92) err('countries.json', 'India must have id 92');
if (india && india.code !== '+91') err('countries.json', 'India code must be +91');
for (const c of countries) {
  if (!/^\+[1-9][0-9]{0,3}$/.test(c.code)) err('countries.json', `id ${c.id}: bad dialing code ${c.code}`);
  if (!/^[A-Z]{2}$/.test(c.shortName)) err('countries.json', `id ${c.id}: bad shortName ${c.shortName}`);
}

const states = data['states.json'];
const gujarat = states.find((s) => s.nameEn === 'Gujarat' && s.countryId === 92);
if (!gujarat) err('states.json', 'Gujarat missing');
const indianStates = states.filter((s) => s.countryId === 92);
if (indianStates.length !== 36) err('states.json', `expected 36 Indian states/UTs, got ${indianStates.length}`);
const districts = data['districts.json'];
if (districts.length !== 33) err('districts.json', `expected 33 districts, got ${districts.length}`);
if (gujarat && districts.some((d) => d.stateId !== gujarat.id)) err('districts.json', 'every district must belong to Gujarat');
for (const d of districts) if (!data['talukas.json'].some((t) => t.districtId === d.id)) err('talukas.json', `district ${d.nameEn} has no talukas`);
for (const s of states) if (!data['cities.json'].some((c) => c.stateId === s.id)) err('cities.json', `state ${s.nameEn} has no cities`);

const com = data['communities.json'];
const c1 = com.find((c) => c.id === 1), c2 = com.find((c) => c.id === 2);
if (!c1 || c1.nameEn !== 'Kadva Patidar' || c1.parentCommunityId !== null) err('communities.json', 'id 1 must be Kadva Patidar (parent null)');
if (!c2 || c2.nameEn !== 'Leva Patidar' || c2.parentCommunityId !== null) err('communities.json', 'id 2 must be Leva Patidar (parent null)');
for (const c of com) if (c.id > 2 && ![1, 2].includes(c.parentCommunityId)) err('communities.json', `id ${c.id}: parentCommunityId must be 1 or 2`);

const heights = data['heights.json'];
for (let i = 1; i < heights.length; i++) if (heights[i].cm <= heights[i - 1].cm) err('heights.json', `cm not increasing at id ${heights[i].id}`);
if (heights[0]?.cm !== 134 || heights.at(-1)?.cm !== 213) err('heights.json', 'must run from 134 cm to 213 cm');

const inc = data['annual_incomes.json'];
inc.forEach((r, i) => {
  if (i > 0 && r.minRupees !== inc[i - 1].maxRupees) err('annual_incomes.json', `gap/overlap before id ${r.id}`);
  if (r.maxRupees !== null && r.maxRupees <= r.minRupees) err('annual_incomes.json', `id ${r.id}: max <= min`);
  if (r.maxRupees === null && i !== inc.length - 1) err('annual_incomes.json', `id ${r.id}: only the last bracket may be open`);
});

for (const o of data['occupations.json']) if (![1, 2, 3].includes(o.occupationType)) err('occupations.json', `id ${o.id}: occupationType must be 1, 2 or 3`);
for (const f of ['notification_types.json', 'request_types.json'])
  for (const r of data[f]) if (!/^[a-z][a-z0-9_]*$/.test(r.key)) err(f, `id ${r.id}: key must be snake_case`);

if (errors.length) {
  console.error(errors.join('\n'));
  console.error(`\n${errors.length} problem(s)`);
  process.exit(1);
}
for (const [f, rows] of Object.entries(data)) console.log(`${f.padEnd(24)} ${rows.length} rows`);
console.log('all reference data OK');
