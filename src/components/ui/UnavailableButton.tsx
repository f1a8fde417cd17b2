import { styled } from '../../../tokens/stitches.config';
import { buttonLook, unavailableLook } from './buttonLook';

const { variants: _variants, defaultVariants: _defaultVariants, ...look } = buttonLook;

/**
 * A button for something that cannot be done here. Unlike a `disabled` one it stays in the Tab
 * order, so keyboard and screen-reader users find it and hear it as unavailable: render it with
 * `aria-disabled="true"` and the reason as its description (`aria-describedby`).
 */
export const UnavailableButton = styled('button', {
  ...look,
  ...unavailableLook,
  cursor: 'not-allowed',
  // Pressing or hovering it changes nothing, and its look says so.
  '&:hover': unavailableLook,
});
