import { styled } from '../../../tokens/stitches.config';
import { buttonLook, unavailableLook } from './buttonLook';

const { variants: _variants, defaultVariants: _defaultVariants, ...look } = buttonLook;

/**
 * Use with `aria-disabled="true"` and the reason in `aria-describedby`: unlike `disabled`, it stays in
 * the Tab order, so keyboard and screen-reader users find out why.
 */
export const UnavailableButton = styled('button', {
  ...look,
  ...unavailableLook,
  cursor: 'not-allowed',
  '&:hover': unavailableLook,
});
