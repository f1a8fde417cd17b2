import { Button as AriaButton } from 'react-aria-components';
import { styled } from '../../../tokens/stitches.config';
import { focusRing } from './focusRing';

export const buttonLook = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  minHeight: '$touchTarget',
  paddingInline: '$5',
  border: '2px solid transparent',
  borderRadius: '$round',
  fontFamily: 'inherit',
  fontSize: '$2',
  fontWeight: '$bold',
  lineHeight: 1,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color $quick, color $quick, border-color $quick',
  ...focusRing,
  variants: {
    variant: {
      primary: {
        backgroundColor: '$brand',
        color: '$onBrand',
        '&[data-hovered], &[data-pressed]': { backgroundColor: '$brandHover' },
      },
      secondary: {
        backgroundColor: '$surface',
        color: '$brand',
        borderColor: '$brand',
        '&[data-hovered], &[data-pressed]': { backgroundColor: '$surfaceMuted' },
      },
    },
  },
  defaultVariants: { variant: 'primary' },
} as const;

/** The one styled react-aria Button of the site. */
export const Button = styled(AriaButton, {
  ...buttonLook,
  '&[data-pending]': { cursor: 'progress' },
  '&[data-disabled]': {
    cursor: 'not-allowed',
    backgroundColor: '$disabledSurface',
    borderColor: '$disabledSurface',
    color: '$disabled',
  },
});
