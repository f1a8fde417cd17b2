import { Link as AriaLink } from 'react-aria-components';
import { styled } from '../../../tokens/stitches.config';
import { buttonLook } from './buttonLook';

/** A link that looks like a button, for actions that open a file or another site (View PDF, Github available). */
export const ButtonLink = styled(AriaLink, buttonLook);
