// The profile wizard through the screens: a confirmed member (status 0) fills the four steps (personal, lifestyle and
// family, professional, the photo cropped to 3:4 in the modal), sees "Profile Created!" and lands on /profile
// awaiting approval. And the birth-date rule of step 1.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { at, expect, storedSession, test, type Lang } from './fixtures';
import { checkScreen, PHONE, SCREENSHOTS_DIR, WIDTHS } from './screens';
import { typeDate } from './ui';

const TEXT: Record<
  Lang,
  { created: string; awaiting: RegExp; singleFile: string; underAge: string; place: Record<string, string> }
> = {
  en: {
    created: 'Profile Created!',
    awaiting: /awaiting approval/i,
    singleFile: 'Please select single image file to upload.',
    underAge: 'Age should be greater or equal to 18 year.',
    place: { district: 'Mehsana', taluka: 'Mehsana', village: 'Langhnaj', city: 'Ahmedabad' },
  },
  gu: {
    created: 'પ્રોફાઇલ બની ગઈ!',
    awaiting: /મંજૂરીની રાહ/,
    singleFile: 'કૃપા કરીને અપલોડ માટે એક જ ફોટો પસંદ કરો.',
    underAge: 'ઉંમર 18 વર્ષ કે તેથી વધુ હોવી જોઈએ.',
    place: { district: 'મહેસાણા', taluka: 'મહેસાણા', village: 'લાંઘણજ', city: 'અમદાવાદ' },
  },
};

/** Opens a Select and picks its `index`-th option. */
async function pickOption(page: Page, testId: string, index = 0): Promise<void> {
  const input = page.getByTestId(testId);
  await input.scrollIntoViewIfNeeded();
  await input.click();
  const options = page.locator('[role="listbox"] [role="option"]:visible');
  await options.nth(index).click();
  await expect(options).toHaveCount(0);
}

/** Types into an Autocomplete and picks the suggestion of exactly that name. */
async function chooseByName(page: Page, testId: string, name: string): Promise<void> {
  const input = page.getByTestId(testId);
  await input.scrollIntoViewIfNeeded();
  await input.fill(name);
  await page.locator('[role="listbox"] [role="option"]:visible').getByText(name, { exact: true }).first().click();
  await expect(input).toHaveValue(name);
}

async function saveStep(page: Page, next: string): Promise<void> {
  await page.getByTestId('wizard-save').click();
  await expect(page.getByTestId(next)).toBeVisible();
}

/** A real JPEG drawn on a canvas in the page: a 900×700 landscape "portrait", so the 3:4 crop has work to do. */
async function makeJpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 700;
    const c = canvas.getContext('2d')!;
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
    return canvas.toDataURL('image/jpeg', 0.92);
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

test('the four steps with the photo cropped in the modal end on /profile awaiting approval', async ({
  memberPage: page,
  lang,
}) => {
  const text = TEXT[lang];
  const screen = async (moment: string) => {
    if (SCREENSHOTS_DIR) {
      // The "saved" toasts are fixed to the viewport and would float over the middle of a full-page picture; the
      // header is sticky, so the picture starts from the top.
      await page.addStyleTag({ content: '.mantine-Notifications-root { display: none !important; }' });
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    }
    await checkScreen(page, `wizard-${moment}`, lang);
  };
  await page.goto('/create-profile');
  await expect(page.getByTestId('wizard-step-personal')).toBeVisible();

  await test.step('step 1, personal: empty required fields are refused before any call', async () => {
    await page.getByTestId('wizard-save').click();
    await expect(page.locator('[data-testid="wizard-step-personal"] [aria-invalid="true"]').first()).toBeVisible();
    await screen('step1-errors');
    await expect(page.getByTestId('personal-first-name')).not.toHaveValue(''); // from the registration
    await page.getByTestId('personal-gender-male').check();
    // The words of a Gujarati page are Gujarati: the date's pattern too.
    await expect(page.getByTestId('personal-birth-date')).toHaveAttribute(
      'placeholder',
      lang === 'gu' ? 'દિવસ-મહિનો-વર્ષ' : 'DD-MM-YYYY',
    );
    await typeDate(page, 'personal-birth-date', '15-08-1995');
    // One "other" per community: the list's own "Other Kadva Patidar", and Kadva Patidar itself without a sub-community.
    await page.getByTestId('personal-community').click();
    const labels = await page.locator('[role="listbox"] [role="option"]:visible').allTextContents();
    expect(labels.filter((label) => /\((other|અન્ય)\)/.test(label))).toEqual([]);
    await page.keyboard.press('Escape');
    await pickOption(page, 'personal-community', 0);
    await pickOption(page, 'personal-marital-status', 0);
    await pickOption(page, 'personal-height', 20);
    await page.getByTestId('personal-weight').fill('68');
    await page.getByTestId('personal-disability-yes').check();
    await expect(page.getByTestId('personal-disability')).toBeVisible();
    await page.getByTestId('personal-disability-no').check();
    await expect(page.getByTestId('personal-disability')).toHaveCount(0);
    await screen('step1');
    await saveStep(page, 'wizard-step-family');
    // The "saved" toast sits below the header, clear of the bell and the avatar (a window-sized picture: the toast is
    // fixed to the window).
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(1);
    if (SCREENSHOTS_DIR) {
      // Undo what `screen` hides for its full-page pictures.
      await page.evaluate(() =>
        document.querySelectorAll('style').forEach((style) => {
          if (style.textContent?.includes('mantine-Notifications-root')) style.remove();
        }),
      );
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `wizard-saved-toast-${lang}-${size.width}.png`) });
      }
      await page.setViewportSize(PHONE);
    }
  });

  await test.step("step 2, lifestyle and family (mother's occupation and family income left empty)", async () => {
    await page.getByTestId('family-father-name').fill(lang === 'gu' ? 'રમેશભાઈ' : 'Ramesh');
    await pickOption(page, 'family-father-occupation', 0);
    await page.getByTestId('family-mother-name').fill(lang === 'gu' ? 'ગીતાબેન' : 'Geeta');
    await pickOption(page, 'family-type', 0);
    await pickOption(page, 'family-brothers', 1);
    await pickOption(page, 'family-sisters', 0);
    await chooseByName(page, 'family-native-district', text.place.district);
    await chooseByName(page, 'family-native-taluka', text.place.taluka);
    await chooseByName(page, 'family-native-place', text.place.village);
    await page.getByTestId('family-mosad').fill(lang === 'gu' ? 'વિસનગર' : 'Visnagar');
    await page.getByTestId('family-phone1').fill('9876543210');
    await page.getByTestId('family-phone1-whatsapp').check();
    await screen('step2');
    await saveStep(page, 'wizard-step-professional');
  });

  await test.step('step 3, professional: not NRI (India, Gujarat); a male member gives the annual income', async () => {
    const nriNo = page.getByTestId('professional-nri-no');
    await expect(nriNo).toBeChecked();
    await expect(page.getByTestId('professional-country')).toHaveCount(0);
    await page.getByTestId('professional-nri-yes').check();
    await expect(page.getByTestId('professional-country')).toBeVisible();
    await expect(page.getByTestId('professional-visa')).toBeVisible();
    await nriNo.check();
    await expect(page.getByTestId('professional-country')).toHaveCount(0);
    await expect(page.getByTestId('professional-state')).not.toHaveValue('');
    // A picker finds a name typed in either script and however it is spelt: "Ahmedabad" and "b com" on any page.
    const city = page.getByTestId('professional-city');
    await city.fill('Ahmedabad');
    await expect(page.locator('[role="listbox"] [role="option"]:visible').first()).toHaveText(text.place.city);
    await city.fill('');
    await chooseByName(page, 'professional-city', text.place.city);
    const education = page.getByTestId('professional-education');
    await education.click();
    const degrees = page.locator('[role="listbox"] [role="option"]:visible');
    // Ordered by level: school first.
    await expect(degrees.first()).toHaveText(lang === 'gu' ? 'એસ.એસ.સી.થી ઓછું' : 'Below SSC');
    await education.fill('b com');
    await expect(degrees.first()).toHaveText(lang === 'gu' ? 'બી.કૉમ.' : 'B.Com.');
    await page.keyboard.press('Escape');
    await education.fill('');
    await pickOption(page, 'professional-education', 0);
    await page.getByTestId('professional-education-details').fill('B.E. Computer');
    await pickOption(page, 'professional-occupation', 0);
    await pickOption(page, 'professional-income', 3);
    await page
      .getByTestId('professional-about')
      .fill(lang === 'gu' ? 'હું સરળ સ્વભાવનો છું અને પરિવારને મહત્વ આપું છું.' : 'I am easy-going and value my family.');
    await screen('step3');
    await saveStep(page, 'wizard-step-photo');
  });

  await test.step('step 4, photo: another kind of file is refused; a JPEG is cropped to 3:4 in the modal', async () => {
    await screen('step4');
    const input = page.getByTestId('photo-input');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
    await expect(page.getByTestId('photo-warning')).toContainText(text.singleFile);
    await input.setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(page) });
    await expect(page.getByTestId('crop-apply')).toBeEnabled();
    await checkScreen(page, 'wizard-crop', lang);
    await page.getByTestId('crop-apply').click();
    const preview = page.getByTestId('photo-preview');
    await expect(preview).toBeVisible();
    await expect
      .poll(() =>
        preview.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth / img.naturalHeight : 0)),
      )
      .toBeCloseTo(3 / 4, 2);
    await page.getByTestId('wizard-save').click();
    await expect(page.getByTestId('profile-created-title')).toHaveText(text.created);
    await checkScreen(page, 'wizard-created', lang);
    await page.getByTestId('profile-created-continue').click();
  });

  await test.step('/profile shows the awaiting-approval banner and the photo; the stored status is 1', async () => {
    await expect(page).toHaveURL(at('/profile'));
    await expect(page.getByTestId('profile-status-banner')).toContainText(text.awaiting);
    expect((await storedSession(page))?.user.profileStatus).toBe(1);
    await expect
      .poll(() =>
        page.getByTestId('profile-photo').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await screen('profile');
  });
});

test('a birth date under 18 stays in the field and shows the age rule, not "required"', async ({
  memberPage: page,
  lang,
}) => {
  const tenYearsAgo = new Date();
  tenYearsAgo.setFullYear(tenYearsAgo.getFullYear() - 10);
  const typed = [tenYearsAgo.getDate(), tenYearsAgo.getMonth() + 1]
    .map((n) => String(n).padStart(2, '0'))
    .concat(String(tenYearsAgo.getFullYear()))
    .join('-');
  await page.goto('/create-profile');
  await expect(page.getByTestId('wizard-step-personal')).toBeVisible();
  await typeDate(page, 'personal-birth-date', typed);
  await page.getByTestId('wizard-save').click();
  const birth = page.getByTestId('personal-birth-date');
  await expect(birth).toHaveValue(typed);
  await expect(birth).toHaveAttribute('aria-invalid', 'true');
  const field = page.locator('.mantine-InputWrapper-root', { has: birth });
  await expect(field.locator('.mantine-InputWrapper-error')).toHaveText(TEXT[lang].underAge);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await checkScreen(page, 'wizard-step1-under-18', lang);
});
