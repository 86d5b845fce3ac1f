import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useState } from 'react';

/** Document 001: the button appears once the page has scrolled this far. */
export const SCROLL_TOP_AFTER_PX = 300;

function ArrowUpIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
      <path d="M12 19V5M5 12l7-7 7 7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Whether the page is scrolled past {@link SCROLL_TOP_AFTER_PX} (`past`), back above it (`back`), or has never been
 * past it (`never`), learnt from scroll events only (a page restored further down gets one too). Reading the position
 * as the page mounts (Mantine's useWindowScroll) made the browser lay out the whole new page at once, in the middle of
 * its first render: a tenth of a second of a slow phone's main thread on /matches (target Q7).
 */
function useScrolledPast(limit: number): 'never' | 'past' | 'back' {
  const [where, setWhere] = useState<'never' | 'past' | 'back'>('never');
  useWindowEvent(
    'scroll',
    () => setWhere((was) => (window.scrollY > limit ? 'past' : was === 'never' ? 'never' : 'back')),
    { passive: true },
  );
  return where;
}

export function ScrollToTop() {
  const { t } = useLingui();
  const where = useScrolledPast(SCROLL_TOP_AFTER_PX);
  // The corner's layer (a portal) joins the page the first time the page has scrolled past the limit.
  if (where === 'never') return null;

  return (
    <Affix position={{ bottom: 20, right: 20 }}>
      <Transition transition="slide-up" mounted={where === 'past'}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size="xl"
            radius="xl"
            color="green"
            variant="filled"
            aria-label={t`Back to top`}
            data-testid="scroll-top"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            <ArrowUpIcon />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
