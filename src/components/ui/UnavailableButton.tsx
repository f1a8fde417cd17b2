import { styled, systemColors } from '../../../tokens/stitches.config';
import { buttonLook } from './buttonLook';

const { variants: _variants, defaultVariants: _defaultVariants, ...look } = buttonLook;
const unavailable = {
  backgroundColor: '$disabledSurface',
  borderColor: '$disabledSurface',
  color: '$disabled',
  '@forcedColors': { borderColor: systemColors.unavailable, color: systemColors.unavailable },
};

/**
 * A button for something that cannot be done here. Unlike a `disabled` one it stays in the Tab
 * order, so keyboard and screen-reader users find it and hear it as unavailable: render it with
 * `aria-disabled="true"` and the reason as its description (`aria-describedby`).
 */
export const UnavailableButton = styled('button', {
  ...look,
  ...unavailable,
  cursor: 'not-allowed',
  '&:hover': unavailable,
});
