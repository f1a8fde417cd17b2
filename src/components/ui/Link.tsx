import { Link as RouterLink } from 'react-router-dom';
import { styled } from '../../../tokens/stitches.config';
import { focusRing, focusRingOnChrome } from './focusRing';

/** An in-text link to a page of the site: navigates without reloading. */
export const Link = styled(RouterLink, {
  // The site's text links stand alone (not inside sentences): give them a comfortable target.
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '$touchTarget',
  color: '$link',
  fontWeight: '$medium',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: '$sm',
  ...focusRing,
  '&:hover': { textDecorationThickness: '2px' },
});

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
