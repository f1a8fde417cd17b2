import { styled, systemColors } from '../../../tokens/stitches.config';
import { buttonLook } from './buttonLook';

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
