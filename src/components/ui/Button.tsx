import { Button as AriaButton } from 'react-aria-components';
import { styled } from '../../../tokens/stitches.config';
import { buttonLook, unavailableLook } from './buttonLook';

export const Button = styled(AriaButton, {
  ...buttonLook,
  '&[data-busy]': { cursor: 'progress' },
  '&[data-disabled]': { cursor: 'not-allowed', ...unavailableLook },
});
