import { styled } from '../../../tokens/stitches.config';
import { buttonLook, unavailableLook } from './buttonLook';

const { variants: _variants, defaultVariants: _defaultVariants, ...look } = buttonLook;

/** With `aria-disabled="true"` and the reason in `aria-describedby`, it stays in the Tab order, unlike `disabled`. */
export const UnavailableButton = styled('button', {
  ...look,
  ...unavailableLook,
  cursor: 'not-allowed',
  '&:hover': unavailableLook,
});
