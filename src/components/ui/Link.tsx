import { Link as RouterLink } from 'react-router-dom';
import { styled } from '../../../tokens/stitches.config';
import { focusRing, focusRingOnChrome } from './focusRing';

/** How a text link looks: underlined, in the link colour, with the focus ring. */
const linkLook = {
  color: '$link',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: '$sm',
  ...focusRing,
  '&:hover': { textDecorationThickness: '2px' },
} as const;

/** An in-text link to a page of the site: navigates without reloading. */
export const Link = styled(RouterLink, {
  // The site's text links stand alone (not inside sentences): give them a comfortable target.
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '$touchTarget',
  fontWeight: '$medium',
  ...linkLook,
});

/**
 * A link inside a sentence (content text): inline in running text, it needs no target size of its
 * own (WCAG 2.5.8 excepts it). It opens in the same tab, as the popup's source link does: only the
 * footer's links and View PDF open a new one, and say so.
 */
export const TextLink = styled('a', { ...linkLook, overflowWrap: 'anywhere' });

/** A link to a page of the site on the dark site chrome (navigation). */
export const ChromeLink = styled(RouterLink, {
  color: '$onChrome',
  borderRadius: '$sm',
  ...focusRingOnChrome,
});

/** A link to another site on the dark site chrome (footer); always opens a new tab. */
export const ExternalChromeLink = styled('a', {
  color: '$onChrome',
  borderRadius: '$sm',
  ...focusRingOnChrome,
});
