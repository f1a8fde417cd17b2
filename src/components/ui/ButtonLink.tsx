import { styled } from '../../../tokens/stitches.config';
import { buttonLook } from './buttonLook';

/**
 * A link that looks like a button, for actions that open a file or another site (View PDF, Github
 * available). A plain `<a>`: both are part of a page's first load, which carries no react-aria.
 */
export const ButtonLink = styled('a', buttonLook);
