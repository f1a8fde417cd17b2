import { Link as AriaLink } from 'react-aria-components';
import { styled } from '../../../tokens/stitches.config';
import { buttonLook } from './Button';
import { focusRing, focusRingOnChrome } from './focusRing';

/** An in-text link; with react-aria's RouterProvider, internal hrefs navigate without a reload. */
export const Link = styled(AriaLink, {
  color: '$link',
  fontWeight: '$medium',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  borderRadius: '$sm',
  ...focusRing,
  '&[data-hovered]': { textDecorationThickness: '2px' },
});

/** A link that looks like a button, for actions that navigate (View PDF, Github available). */
export const ButtonLink = styled(AriaLink, buttonLook);

/** A link on the dark site chrome (navigation, footer). */
export const ChromeLink = styled(AriaLink, {
  color: '$onChrome',
  cursor: 'pointer',
  borderRadius: '$sm',
  ...focusRingOnChrome,
});
