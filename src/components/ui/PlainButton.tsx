import { styled } from '../../../tokens/stitches.config';
import { buttonLook } from './buttonLook';

/**
 * A native button with the site's button look, for the error page: it must work even when the code
 * that holds react-aria could not be loaded.
 */
export const PlainButton = styled('button', buttonLook);
