import { Button as AriaButton } from 'react-aria-components';
import { styled, systemColors } from '../../../tokens/stitches.config';
import { buttonLook } from './buttonLook';

/** The one styled react-aria Button of the site. */
export const Button = styled(AriaButton, {
  ...buttonLook,
  '&[data-busy]': { cursor: 'progress' },
  '&[data-disabled]': {
    cursor: 'not-allowed',
    backgroundColor: '$disabledSurface',
    borderColor: '$disabledSurface',
    color: '$disabled',
    '@forcedColors': { borderColor: systemColors.unavailable, color: systemColors.unavailable },
  },
});
