// Sagpan's API from Node, for the fixtures: members are created, confirmed, profiled and approved here instead of
// through the screens, so each spec drives only the flow it is about.
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import type { Challenge, RegisterAnswer, SignInAnswer } from '../src/api/generated/client';
import type { Outbox, SmsOutbox } from './outbox';

export type Lang = 'gu' | 'en';

/** What the web app keeps in localStorage `sagpan.auth` (webapp/src/features/auth/session/session-store.ts). */
export interface Session {
  user: SignInAnswer['user'];
  accessToken: string;
  accessTokenExpirationTime: string;
  refreshToken: string;
}

export interface Identity {
  lang: Lang;
  firstName: string;
  lastName: string;
  email: string;
  /** Ten digits for +91. */
  phone: string;
  password: string;
}

export interface Member extends Identity {
  session: Session;
  /** When the server last sent this address a code, in server time (ms); see ServerClock.allowNextCode. */
  lastCodeAt: number;
}

/** The sign-in part of a sign-in answer, as the app stores it; throws when the answer has no tokens. */
export function sessionOf(answer: SignInAnswer): Session {
  const { user, accessToken, accessTokenExpirationTime, refreshToken } = answer;
  if (!accessToken || !accessTokenExpirationTime || !refreshToken) {
    throw new Error(`the sign-in answer for ${user.email} carries no tokens`);
  }
  return { user, accessToken, accessTokenExpirationTime, refreshToken };
}

/**
 * Solves a self-hosted ALTCHA challenge as webapp/src/features/auth/captcha/solve-challenge.ts does in the browser:
 * n in 0..maxnumber with sha256(salt + n) = challenge, answered as base64 JSON.
 */
export function solveChallenge(challenge: Challenge): string {
  expect(challenge.algorithm.toUpperCase()).toBe('SHA-256');
  const target = challenge.challenge.toLowerCase();
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    if (createHash('sha256').update(`${challenge.salt}${number}`).digest('hex') === target) {
      const { algorithm, salt, signature } = challenge;
      return Buffer.from(
        JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }),
      ).toString('base64');
    }
  }
  throw new Error('the captcha challenge has no solution');
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A plain 3:4 PNG (the server accepts JPEG and PNG): a warm face-coloured oval on a pale background. */
export function portraitPng(width = 300, height = 400): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      const inFace = ((x - width / 2) / (width * 0.3)) ** 2 + ((y - height * 0.4) / (height * 0.28)) ** 2 <= 1;
      const [r, g, b] = inFace ? [198, 140, 90] : [207, 232, 255];
      rows.set([r, g, b], row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function json<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: HTTP ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

interface Named {
  id: number;
  name: string;
}

/** Sagpan's API for one test: `request` carries the test's own client address (X-Forwarded-For). */
export class SagpanApi {
  constructor(
    private readonly request: APIRequestContext,
    private readonly outbox: Outbox,
    private readonly serverNow: () => Promise<number>,
  ) {}

  private headers(lang: Lang, session?: Session): Record<string, string> {
    return {
      'Accept-Language': lang,
      ...(session ? { Authorization: `Bearer ${session.accessToken}` } : {}),
    };
  }

  /** A POST as `member`, in their language; the raw answer. */
  async memberPost(member: Member, path: string, data: object): Promise<APIResponse> {
    return this.request.post(path, { headers: this.headers(member.lang, member.session), data });
  }

  /** A POST as the moderator (an organiser's call), in `lang`; the raw answer. */
  async moderatorPost(moderator: Session, lang: Lang, path: string, data: object): Promise<APIResponse> {
    return this.request.post(path, { headers: this.headers(lang, moderator), data });
  }

  /** Verifies `member`'s mobile number with the code texted to it (rule 44): only a verified number signs in. */
  async verifyPhone(member: Member, sms: SmsOutbox): Promise<void> {
    const number = { countryCode: '+91', phoneNumber: member.phone };
    const to = `+91${member.phone}`;
    const after = await sms.lastId(to);
    const sent = await this.memberPost(member, '/api/Verification/Phone/SendCode', number);
    if (!sent.ok()) throw new Error(`no code texted to ${to}: ${sent.status()} ${await sent.text()}`);
    const otp = await sms.waitForCode(to, { after });
    const verified = await this.memberPost(member, '/api/Verification/Phone/Verify', { ...number, otp });
    if (!verified.ok()) throw new Error(`${to} not verified: ${verified.status()} ${await verified.text()}`);
  }

  /** `member` after the wizard (a woman unless `male`), approved by the moderator: status 3. */
  async approvedMember(
    identity: Identity,
    moderator: Session,
    options: { male?: boolean; createdBy?: string } = {},
  ): Promise<Member> {
    return this.approve(moderator, await this.completeProfile(await this.confirmedMember(identity), options));
  }

  async captcha(): Promise<string> {
    return solveChallenge(await json<Challenge>(await this.request.get('/api/Captcha/Challenge'), 'captcha challenge'));
  }

  /** Registers with a solved captcha; the server mails the confirmation code. */
  async register(identity: Identity): Promise<RegisterAnswer> {
    const answer = await json<RegisterAnswer>(
      await this.request.post('/api/Account/Register', {
        headers: this.headers(identity.lang),
        data: {
          firstName: identity.firstName,
          lastName: identity.lastName,
          email: identity.email,
          countryCode: '+91',
          phoneNumber: identity.phone,
          password: identity.password,
          confirmPassword: identity.password,
          termsAccepted: true,
          captchaResponse: await this.captcha(),
          language: identity.lang,
        },
      }),
      `register ${identity.email}`,
    );
    return answer;
  }

  async verifyOtp(email: string, otp: string): Promise<SignInAnswer> {
    return json(await this.request.post('/api/Account/VerifyOTP', { data: { email, otp } }), `verify ${email}`);
  }

  /** Signs in with the password and a solved captcha, as the sign-in screen does. */
  async login(lang: Lang, username: string, password: string): Promise<Session> {
    const answer = await json<SignInAnswer>(
      await this.request.post('/api/Account/Login', {
        headers: this.headers(lang),
        data: { username, password, captchaResponse: await this.captcha() },
      }),
      `sign in ${username}`,
    );
    return sessionOf(answer);
  }

  /** A member registered with the captcha and confirmed with the e-mailed code: status 0, signed in. */
  async confirmedMember(identity: Identity): Promise<Member> {
    await this.register(identity);
    const lastCodeAt = await this.serverNow();
    const code = await this.outbox.waitForCode(identity.email);
    const session = sessionOf(await this.verifyOtp(identity.email, code));
    expect(session.user.profileStatus).toBe(0);
    return { ...identity, session, lastCodeAt };
  }

  private async lookup(lang: Lang, path: string): Promise<Named[]> {
    const list = await json<{ result: Named[] }>(
      await this.request.get(path, { headers: this.headers(lang) }),
      `lookup ${path}`,
    );
    expect(list.result.length, `${path} lists something`).toBeGreaterThan(0);
    return list.result;
  }

  /**
   * The four wizard steps through the API (the screens are wizard.spec.ts's business): status 1, signed in anew. A
   * woman unless `male`. With `steps` below 4, only the first steps are saved and the member stays in the wizard. A
   * profile `createdBy` someone else gets its person's consent (rule 46) unless `consent` is false.
   */
  async completeProfile(
    member: Member,
    {
      male = false,
      steps = 4,
      createdBy,
      consent = true,
    }: { male?: boolean; steps?: number; createdBy?: string; consent?: boolean } = {},
  ): Promise<Member> {
    const { lang } = member;
    const [communities, heights, fatherJobs, ownJobs, educations, incomes, states] = await Promise.all([
      this.lookup(lang, '/api/Community/Name'),
      this.lookup(lang, '/api/Height/Name'),
      this.lookup(lang, '/api/Occupation/Name?OccupationType=3'),
      this.lookup(lang, '/api/Occupation/Name?OccupationType=1'),
      this.lookup(lang, '/api/Education/Name'),
      this.lookup(lang, '/api/AnnualIncome/Name'),
      this.lookup(lang, '/api/State/Name?CountryId=92'),
    ]);
    const gujarat = states.find((state) => /Gujarat|ગુજરાત/.test(state.name)) ?? states[0];
    const headers = this.headers(lang, member.session);
    const step = async (method: 'post' | 'put', path: string, data: object) =>
      json<unknown>(await this.request[method](path, { headers, data }), `${path} for ${member.email}`);
    await step('post', '/api/CreateProfile/PersonalDetails', {
      firstName: member.firstName,
      lastName: member.lastName,
      communityId: communities[0].id,
      maritalStatus: 1,
      anyDisability: false,
      heightId: heights[Math.min(20, heights.length - 1)].id,
      weight: 68,
      birthDate: male ? '1993-04-10' : '1995-08-15',
      gender: male,
      // Who looks after the profile (rule 46): as registration left it unless given.
      ...(createdBy ? { createdBy } : {}),
    });
    if (steps < 2) return member;
    await step('put', '/api/CreateProfile/FamilyDetails', {
      fatherName: lang === 'gu' ? 'રમેશભાઈ' : 'Ramesh',
      fatherOccupationId: fatherJobs[0].id,
      motherName: lang === 'gu' ? 'ગીતાબેન' : 'Geeta',
      familyType: 2,
      noOfBrother: 1,
      noOfSister: 0,
      nativePlace: lang === 'gu' ? 'ઐઠોર' : 'Aithor',
      nativeDistrict: lang === 'gu' ? 'મહેસાણા' : 'Mehsana',
      nativeTaluko: lang === 'gu' ? 'ઊંઝા' : 'Unjha',
      mosad: lang === 'gu' ? 'વિસનગર' : 'Visnagar',
      parentPhone1Code: '+91',
      parentPhone1: '9876543210',
      parentPhone1IsWhatApps: true,
    });
    if (steps < 3) return member;
    await step('put', '/api/CreateProfile/ProfessionalDetails', {
      isNRI: false,
      countryId: 92,
      stateId: gujarat.id,
      city: lang === 'gu' ? 'અમદાવાદ' : 'Ahmedabad',
      educationId: educations[0].id,
      educationDetails: 'B.E. Computer',
      occupationId: ownJobs[0].id,
      annualIncomeId: incomes[Math.min(3, incomes.length - 1)].id,
      about: lang === 'gu' ? 'હું સરળ સ્વભાવનો છું.' : 'I am easy-going and value my family.',
    });
    if (steps < 4) return member;
    await this.uploadPhoto(member);
    // A profile someone else created goes to the moderators once its person agrees (rule 46).
    const waits = createdBy !== undefined && createdBy !== 'self';
    if (waits && consent) await this.consent(member, `person-${member.session.user.memberId}.${member.email}`);
    const session = await this.login(lang, member.email, member.password);
    // Without its person's consent, a profile someone else created stays at the wizard's end (status 0).
    expect(session.user.profileStatus).toBe(waits && !consent ? 0 : 1);
    return { ...member, session };
  }

  /** The wizard's last step for `member`'s session (the profile it acts for): a portrait as the profile photo. */
  async uploadPhoto(member: Pick<Member, 'lang' | 'email' | 'session'>): Promise<void> {
    await json<unknown>(
      await this.request.put('/api/CreateProfile/UploadPhoto', {
        headers: this.headers(member.lang, member.session),
        multipart: {
          Id: String(member.session.user.memberId),
          ProfileImage: { name: 'portrait.png', mimeType: 'image/png', buffer: portraitPng() },
        },
      }),
      `photo for ${member.email}`,
    );
  }

  /** The person of `member`'s profile agrees with the code sent to `personEmail` (rule 46), through the API. */
  async consent(member: Member, personEmail: string): Promise<void> {
    const after = await this.outbox.lastId(personEmail);
    const sent = await this.memberPost(member, '/api/Family/Consent/Code', { email: personEmail });
    if (!sent.ok()) throw new Error(`no consent code for ${personEmail}: ${sent.status()} ${await sent.text()}`);
    const code = await this.outbox.waitForCode(personEmail, { after });
    await json<unknown>(
      await this.request.post('/api/Family/Consent', { headers: this.headers(member.lang), data: { email: personEmail, code } }),
      `consent of ${personEmail}`,
    );
  }

  /** A moderator's decision on a member at status 1. */
  async approve(moderator: Session, member: Member): Promise<Member> {
    await json<unknown>(
      await this.request.post('/api/Admin/ApproveProfile', {
        headers: this.headers(member.lang, moderator),
        data: { memberId: member.session.user.memberId },
      }),
      `approve ${member.email}`,
    );
    const session = await this.login(member.lang, member.email, member.password);
    expect(session.user.profileStatus).toBe(3);
    return { ...member, session };
  }
}
