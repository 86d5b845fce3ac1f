import { Trans } from '@lingui/react/macro';
import { Anchor, Group, Loader, Text, ThemeIcon } from '@mantine/core';
import type { Captcha } from './use-captcha';

/** A quiet line under the form that tells what the self-hosted captcha is doing. */
export function CaptchaStatus({ captcha }: { captcha: Captcha }) {
  return (
    <Group gap="xs" wrap="nowrap" data-testid="captcha-status" data-state={captcha.state} aria-live="polite">
      {captcha.state === 'solving' && (
        <>
          <Loader size={14} />
          <Text size="xs" c="dimmed">
            <Trans>Checking that you are a person…</Trans>
          </Text>
        </>
      )}
      {captcha.state === 'solved' && (
        <>
          <ThemeIcon size={16} radius="xl" color="green" aria-hidden>
            <svg viewBox="0 0 16 16" width={10} height={10} fill="none" stroke="currentColor" strokeWidth={2.5}>
              <path d="M3 8.5l3 3 7-7" />
            </svg>
          </ThemeIcon>
          <Text size="xs" c="dimmed">
            <Trans>Verified: you are a person.</Trans>
          </Text>
        </>
      )}
      {captcha.state === 'failed' && (
        <Text size="xs" c="red">
          <Trans>The person check could not run.</Trans>{' '}
          <Anchor component="button" type="button" size="xs" onClick={captcha.renew}>
            <Trans>Try again</Trans>
          </Anchor>
        </Text>
      )}
    </Group>
  );
}
