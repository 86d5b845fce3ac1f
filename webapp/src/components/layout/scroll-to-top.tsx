import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';

/** Document 001: the button appears once the page has scrolled this far. */
export const SCROLL_TOP_AFTER_PX = 300;

function ArrowUpIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
      <path d="M12 19V5M5 12l7-7 7 7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function ScrollToTop() {
  const { t } = useLingui();
  const [scroll, scrollTo] = useWindowScroll();

  return (
    <Affix position={{ bottom: 20, right: 20 }}>
      <Transition transition="slide-up" mounted={scroll.y > SCROLL_TOP_AFTER_PX}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size="xl"
            radius="xl"
            color="green"
            variant="filled"
            aria-label={t`Back to top`}
            data-testid="scroll-top"
            onClick={() => scrollTo({ y: 0 })}
          >
            <ArrowUpIcon />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
