import { styled } from '../../../tokens/stitches.config';

/** The one `h1` of a page. */
export const PageHeading = styled('h1', {
  fontSize: '$6',
  fontWeight: '$bold',
  letterSpacing: '-0.01em',
  '@md': { fontSize: '$7' },
  variants: {
    align: { center: { textAlign: 'center' }, start: {} },
  },
  defaultVariants: { align: 'start' },
});
