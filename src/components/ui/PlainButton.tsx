import { styled } from '../../../tokens/stitches.config';
import { buttonLook } from './buttonLook';

/**
 * A native button with the site's button look, where react-aria's code must not be needed: on the
 * error page (it must work when that code could not load) and on the home page (whose first load
 * carries no react-aria).
 */
export const PlainButton = styled('button', buttonLook);
