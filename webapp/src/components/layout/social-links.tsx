import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { SOCIAL_LINKS, type SocialNetwork } from '../../lib/contact';
import classes from './site-footer.module.css';

/** Plain line icons in the footer's own colour (no brand artwork, nothing loaded from the networks). */
const ICONS: Record<SocialNetwork, ReactNode> = {
  facebook: <path d="M14 8h2.5V4.5H14A3.5 3.5 0 0 0 10.5 8v2.5H8V14h2.5v6H14v-6h2.5l.5-3.5h-3V8z" />,
  instagram: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="4.5" />
      <circle cx="12" cy="12" r="3.6" />
      <circle cx="16.8" cy="7.2" r="0.6" fill="currentColor" />
    </>
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9.2v5.6l4.8-2.8z" fill="currentColor" />
    </>
  ),
  whatsapp: (
    <>
      <path d="M4.5 19.5l1.2-3.6A8 8 0 1 1 8.4 18.4z" />
      <path d="M9.2 8.6c.2-.5.9-.6 1.1-.1l.6 1.4c.1.3 0 .6-.2.8l-.4.4a5.4 5.4 0 0 0 2.6 2.6l.4-.4c.2-.2.5-.3.8-.2l1.4.6c.5.2.4.9-.1 1.1-1.1.5-2.5.3-3.9-.6a7.6 7.6 0 0 1-2.4-2.4c-.9-1.4-1.1-2.8-.6-3.9z" />
    </>
  ),
};

/** Document 001's social links: a row of round icon buttons, each named for screen readers, opening in a new tab. */
export function SocialLinks() {
  const { t } = useLingui();
  const newTab = t`opens in a new tab`;
  return (
    <Group gap="xs" component="nav" aria-label={t`Sagpan on social media`} data-testid="social-links">
      {SOCIAL_LINKS.map(({ network, name, href }) => (
        <ActionIcon
          key={network}
          component="a"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          variant="transparent"
          size={40}
          radius="xl"
          className={classes.social}
          aria-label={`${t`Sagpan on ${name}`} (${newTab})`}
          data-testid={`social-${network}`}
        >
          <svg
            viewBox="0 0 24 24"
            width={20}
            height={20}
            fill="none"
            stroke="currentColor"
            strokeWidth={1.7}
            strokeLinejoin="round"
            strokeLinecap="round"
            aria-hidden
          >
            {ICONS[network]}
          </svg>
        </ActionIcon>
      ))}
    </Group>
  );
}
