import { useLingui } from '@lingui/react/macro';
import { Box, Container } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { AnchorLink } from '../router-link';
import { pageTrail } from './page-titles';
import classes from './subheader.module.css';

/**
 * Document 001's subheader for a signed-in user: the page's title and its breadcrumbs (Home › section › page), both
 * from the table in page-titles.ts. Pages without an entry (home, unknown ones) have none. The title is not a heading:
 * each page has its own h1.
 */
export function Subheader() {
  const { t, i18n } = useLingui();
  const pathname = useLocation({ select: (location) => location.pathname });
  const trail = pageTrail(pathname);
  if (!trail) return null;

  const steps = [
    { href: '/', label: t`Home` },
    ...trail.crumbs.map((crumb) => ({ href: crumb.href, label: i18n._(crumb.label) })),
  ];

  return (
    <Box className={classes.subheader} data-testid="subheader">
      <Container size="lg" className={classes.inner}>
        <p className={classes.title} data-testid="subheader-title">
          {i18n._(trail.title)}
        </p>
        <nav aria-label={t`Breadcrumb`} className={classes.nav}>
          <ol className={classes.crumbs} data-testid="breadcrumbs">
            {steps.map((step, index) => {
              const last = index === steps.length - 1;
              return (
                <li key={step.href} className={classes.crumb}>
                  {index > 0 && (
                    <span className={classes.separator} aria-hidden="true">
                      ›
                    </span>
                  )}
                  {last ? (
                    <span className={classes.label} aria-current="page" title={step.label}>
                      {step.label}
                    </span>
                  ) : (
                    // Exact, or the router marks a section as the current page (/profile on /profile/photos).
                    <AnchorLink
                      to={step.href}
                      activeOptions={{ exact: true }}
                      className={`${classes.label} ${classes.link}`}
                      title={step.label}
                      size="sm"
                    >
                      {step.label}
                    </AnchorLink>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
      </Container>
    </Box>
  );
}
