import { CaptchaService } from '../../api/generated/client';

/** A fresh ALTCHA challenge from the server's own captcha (no third party); good for one request. */
export const getCaptchaChallenge = () => CaptchaService.getCaptchaChallenge();
