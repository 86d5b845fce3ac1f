import { OpenAPI } from '../../api/generated/client';

/**
 * Gives the generated client the member's bearer token for every call. The token's logic (renewing it under the
 * refresh lock, the rotations) is auth-client.ts, which loads with the first call: every call comes from a lazily
 * loaded page, so it stays out of the entry chunk (see scripts/check-bundle.mjs).
 */
export function configureAuth(): void {
  OpenAPI.TOKEN = (options) => import('./auth-client').then(({ tokenFor }) => tokenFor(options));
}
