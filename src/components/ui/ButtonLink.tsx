import { styled } from '../../../tokens/stitches.config';
import { buttonLook } from './buttonLook';

/**
 * A link that looks like a button, for actions that open a file or another site (View PDF). A plain
 * `<a>`: it is part of the home page's first load, which carries no react-aria.
 */
export const ButtonLink = styled('a', buttonLook);
