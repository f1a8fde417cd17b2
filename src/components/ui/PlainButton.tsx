import { styled } from '../../../tokens/stitches.config';
import { buttonLook } from './buttonLook';

/** For where react-aria may not be loaded: the error page and the home page's first load. */
export const PlainButton = styled('button', buttonLook);
