import markUrl from '../assets/sagpan-mark.svg';
import classes from './logo.module.css';

interface LogoProps {
  size?: 'sm' | 'md' | 'lg';
  /** Light text for dark backgrounds. */
  inverted?: boolean;
}

const markSizes = { sm: 32, md: 40, lg: 56 } as const;

/**
 * The wordmark: two interlinked rings and the name in both scripts. The name is a proper noun and is not translated.
 * One image to assistive technology, named in both scripts (index.html's splash screen draws the same at size lg).
 */
export function Logo({ size = 'md', inverted = false }: LogoProps) {
  return (
    <span className={classes.logo} data-size={size} data-inverted={inverted || undefined} role="img" aria-label="સગપણ Sagpan">
      <img src={markUrl} width={markSizes[size]} height={markSizes[size]} alt="" />
      <span className={classes.words}>
        <span className={classes.name}>સગપણ</span>
        <span className={classes.latin}>SAGPAN</span>
      </span>
    </span>
  );
}
