import { Link as RouterLink } from 'react-router-dom';
import { styled } from '../../../tokens/stitches.config';
import { focusRing, focusRingOnChrome } from './focusRing';

const linkLook = {
  color: '$link',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: '$sm',
  ...focusRing,
  '&:hover': { textDecorationThickness: '2px' },
} as const;

/** A link to a page of the site, standing alone, so it gets a full touch target. */
export const Link = styled(RouterLink, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '$touchTarget',
  fontWeight: '$medium',
  ...linkLook,
});

/** A link inside a sentence, which WCAG 2.5.8 excepts from the target size. */
export const TextLink = styled('a', { ...linkLook, overflowWrap: 'anywhere' });

export const ChromeLink = styled(RouterLink, { color: '$onChrome', borderRadius: '$sm', ...focusRingOnChrome });

export const ExternalChromeLink = styled('a', { color: '$onChrome', borderRadius: '$sm', ...focusRingOnChrome });
