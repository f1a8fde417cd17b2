import { styled, systemColors } from '../../../tokens/stitches.config';
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
        '&[data-hovered], &[data-pressed], &:not([data-rac]):hover': { backgroundColor: '$brandHover' },
      },
      secondary: {
        backgroundColor: '$surface',
        color: '$brand',
        borderColor: '$brand',
        '&[data-hovered], &[data-pressed], &:not([data-rac]):hover': { backgroundColor: '$surfaceMuted' },
      },
    },
  },
  defaultVariants: { variant: 'primary' },
} as const;

/** For where react-aria may not be loaded: the error page and the home page's first load. */
export const PlainButton = styled('button', buttonLook);

/** A plain `<a>`, so a page's first load needs no react-aria. */
export const ButtonLink = styled('a', buttonLook);

const { variants: _variants, defaultVariants: _defaultVariants, ...look } = buttonLook;

const unavailableLook = {
  backgroundColor: '$disabledSurface',
  borderColor: '$disabledSurface',
  color: '$disabled',
  '@forcedColors': { borderColor: systemColors.unavailable, color: systemColors.unavailable },
} as const;

/** With `aria-disabled="true"` and the reason in `aria-describedby`, it stays in the Tab order, unlike `disabled`. */
export const UnavailableButton = styled('button', {
  ...look,
  ...unavailableLook,
  cursor: 'not-allowed',
  '&:hover': unavailableLook,
});
