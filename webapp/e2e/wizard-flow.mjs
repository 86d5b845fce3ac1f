// The profile wizard, driven through the UI: a freshly confirmed member on /create-profile fills the four steps
// (personal, lifestyle and family, professional, photo with the 3:4 crop), sees 'Profile Created!' and ends on /profile
// with the "awaiting approval" banner in the page's language. Used by run.mjs and by wizard-run.mjs.

const TIMEOUT = 45_000;

/** What the checks look for in each language. */
export const WIZARD_TEXT = {
  en: { created: 'Profile Created!', awaiting: /awaiting approval/i, singleFile: 'Please select single image file to upload.' },
  gu: { created: 'પ્રોફાઈલ બની ગઈ!', awaiting: /મંજૂરીની રાહ/, singleFile: 'કૃપા કરીને અપલોડ માટે એક જ ફોટો પસંદ કરો.' },
};

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/** Opens a Select or Autocomplete and picks its `index`-th option; false when the list has no options. */
async function pickOption(page, testId, index = 0, { optional = false } = {}) {
  const input = page.getByTestId(testId);
  await input.scrollIntoViewIfNeeded();
  await input.click();
  const options = page.locator('[role="listbox"] [role="option"]:visible');
  try {
    await options.nth(index).waitFor({ state: 'visible', timeout: optional ? 4_000 : TIMEOUT });
  } catch (error) {
    await page.keyboard.press('Escape');
    if (optional) return false;
    throw new Error(`no option ${index} in ${testId}: ${error.message}`);
  }
  await options.nth(index).click();
  await options.first().waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => {});
  return true;
}

async function saveStep(page, nextTestId) {
  await page.getByTestId('wizard-save').click();
  await page.getByTestId(nextTestId).waitFor({ timeout: TIMEOUT });
}

/** A real JPEG drawn on a canvas in the page: a 900×700 landscape "portrait", so the 3:4 crop has work to do. */
async function makeJpeg(page) {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 700;
    const c = canvas.getContext('2d');
    const sky = c.createLinearGradient(0, 0, 0, 700);
    sky.addColorStop(0, '#cfe8ff');
    sky.addColorStop(1, '#f7f3e8');
    c.fillStyle = sky;
    c.fillRect(0, 0, 900, 700);
    c.fillStyle = '#2f6f3e';
    c.fillRect(300, 430, 300, 270); // shoulders
    c.fillStyle = '#c68c5a';
    c.beginPath();
    c.ellipse(450, 300, 110, 140, 0, 0, Math.PI * 2); // face
    c.fill();
    c.fillStyle = '#222';
    c.beginPath();
    c.ellipse(450, 200, 120, 60, 0, Math.PI, 0); // hair
    c.fill();
    c.beginPath();
    c.arc(410, 290, 10, 0, Math.PI * 2);
    c.arc(490, 290, 10, 0, Math.PI * 2);
    c.fill();
    return canvas.toDataURL('image/jpeg', 0.92);
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

/**
 * Fills the wizard from /create-profile to /profile. `screenshot(name)` (optional) is called at each interesting
 * moment: step1-errors, step1, step2, step3, step4, crop, created, profile.
 */
export async function completeWizard(page, { lang, baseUrl, screenshot = async () => {} }) {
  const text = WIZARD_TEXT[lang];
  assert(text, `unknown language ${lang}`);
  if (new URL(page.url()).pathname !== '/create-profile') await page.goto(`${baseUrl}/create-profile`);
  await page.getByTestId('wizard-step-personal').waitFor({ timeout: TIMEOUT });

  // Step 1: saving with required fields empty shows the rule messages under the fields, and nothing is sent.
  await page.getByTestId('wizard-save').click();
  await page.locator('[data-testid="wizard-step-personal"] [aria-invalid="true"]').first().waitFor({ timeout: TIMEOUT });
  await screenshot('step1-errors');

  if (!(await page.getByTestId('personal-first-name').inputValue())) {
    await page.getByTestId('personal-first-name').fill(lang === 'gu' ? 'મીરા' : 'Meera');
  }
  if (!(await page.getByTestId('personal-last-name').inputValue())) {
    await page.getByTestId('personal-last-name').fill(lang === 'gu' ? 'પટેલ' : 'Patel');
  }
  await page.getByTestId('personal-gender-male').check();
  const birth = page.getByTestId('personal-birth-date');
  await birth.click();
  await birth.fill('15-08-1995');
  await page.keyboard.press('Escape');
  await birth.press('Tab');
  await pickOption(page, 'personal-community', 0);
  await pickOption(page, 'personal-marital-status', 0);
  await pickOption(page, 'personal-height', 20);
  await page.getByTestId('personal-weight').fill('68');
  await page.getByTestId('personal-disability-yes').check();
  await page.getByTestId('personal-disability').waitFor();
  await page.getByTestId('personal-disability-no').check();
  await page.getByTestId('personal-disability').waitFor({ state: 'detached' });
  await screenshot('step1');
  await saveStep(page, 'wizard-step-family');

  // Step 2: mother's occupation and family income left empty (sent as null).
  await page.getByTestId('family-father-name').fill(lang === 'gu' ? 'રમેશભાઈ' : 'Ramesh');
  await pickOption(page, 'family-father-occupation', 0);
  await page.getByTestId('family-mother-name').fill(lang === 'gu' ? 'ગીતાબેન' : 'Geeta');
  await pickOption(page, 'family-type', 0);
  await pickOption(page, 'family-brothers', 1);
  await pickOption(page, 'family-sisters', 0);
  await pickOption(page, 'family-native-district', 0);
  if (!(await pickOption(page, 'family-native-taluka', 0, { optional: true }))) {
    await page.getByTestId('family-native-taluka').fill(lang === 'gu' ? 'ઊંઝા' : 'Unjha');
  }
  if (!(await pickOption(page, 'family-native-place', 0, { optional: true }))) {
    await page.getByTestId('family-native-place').fill(lang === 'gu' ? 'ઐઠોર' : 'Aithor');
  }
  await page.getByTestId('family-mosad').fill(lang === 'gu' ? 'વિસનગર' : 'Visnagar');
  await page.getByTestId('family-phone1').fill('9876543210');
  await page.getByTestId('family-phone1-whatsapp').check();
  await screenshot('step2');
  await saveStep(page, 'wizard-step-professional');

  // Step 3: not NRI (India, Gujarat by default); a male member is asked the annual income.
  const nriNo = page.getByTestId('professional-nri-no');
  assert(await nriNo.isChecked(), 'NRI should default to No');
  assert((await page.getByTestId('professional-country').count()) === 0, 'country shown for a non-NRI member');
  await page.getByTestId('professional-nri-yes').check();
  await page.getByTestId('professional-country').waitFor();
  await page.getByTestId('professional-visa').waitFor();
  await nriNo.check();
  await page.getByTestId('professional-country').waitFor({ state: 'detached' });
  await page.waitForFunction(() => {
    const state = document.querySelector('[data-testid="professional-state"]');
    return state && state.value.trim() !== '';
  });
  if (!(await pickOption(page, 'professional-city', 0, { optional: true }))) {
    await page.getByTestId('professional-city').fill(lang === 'gu' ? 'અમદાવાદ' : 'Ahmedabad');
  }
  await pickOption(page, 'professional-education', 0);
  await page.getByTestId('professional-education-details').fill('B.E. Computer');
  await pickOption(page, 'professional-occupation', 0);
  await pickOption(page, 'professional-income', 3);
  await page
    .getByTestId('professional-about')
    .fill(lang === 'gu' ? 'હું સરળ સ્વભાવનો છું અને પરિવારને મહત્વ આપું છું.' : 'I am easy-going and value my family.');
  await screenshot('step3');
  await saveStep(page, 'wizard-step-photo');

  // Step 4: a file of the wrong kind is refused with the single-file warning; a JPEG opens the 3:4 crop.
  await screenshot('step4');
  const input = page.getByTestId('photo-input');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  const warning = await page.getByTestId('photo-warning').innerText();
  assert(warning.includes(text.singleFile), `photo warning "${warning}"`);
  await input.setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(page) });
  await page.getByTestId('crop-apply').waitFor({ timeout: TIMEOUT });
  await page.waitForFunction(() => !document.querySelector('[data-testid="crop-apply"]')?.disabled);
  await page.waitForTimeout(400); // the modal's opening transition
  await screenshot('crop');
  await page.getByTestId('crop-apply').click();
  await page.getByTestId('photo-preview').waitFor({ timeout: TIMEOUT });
  const ratio = await page.getByTestId('photo-preview').evaluate(async (img) => {
    if (!img.complete) await new Promise((resolve) => img.addEventListener('load', resolve, { once: true }));
    return img.naturalWidth / img.naturalHeight;
  });
  assert(Math.abs(ratio - 3 / 4) < 0.01, `the cropped photo is ${ratio}, not 3:4`);
  await page.getByTestId('wizard-save').click();

  const title = page.getByTestId('profile-created-title');
  await title.waitFor({ timeout: TIMEOUT });
  const created = (await title.innerText()).trim();
  assert(created === text.created, `expected "${text.created}", got "${created}"`);
  await page.waitForTimeout(300);
  await screenshot('created');
  await page.getByTestId('profile-created-continue').click();

  await page.waitForURL((url) => url.pathname === '/profile', { timeout: TIMEOUT });
  const banner = page.getByTestId('profile-status-banner');
  await banner.waitFor({ timeout: TIMEOUT });
  const bannerText = await banner.innerText();
  assert(text.awaiting.test(bannerText), `the banner says "${bannerText}"`);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('sagpan.auth') ?? 'null'));
  assert(stored?.user?.profileStatus === 1, `stored profileStatus ${stored?.user?.profileStatus}`);
  await page.getByTestId('profile-photo').waitFor({ timeout: TIMEOUT });
  await page.waitForFunction(() => {
    const img = document.querySelector('[data-testid="profile-photo"]');
    return img && img.complete && img.naturalWidth > 0;
  });
  await screenshot('profile');
}
