import { styled } from '../../../tokens/stitches.config';
import { buttonLook } from './buttonLook';

/** A plain `<a>`, so a page's first load needs no react-aria. */
export const ButtonLink = styled('a', buttonLook);
