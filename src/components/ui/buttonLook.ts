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
