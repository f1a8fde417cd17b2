import type { ComponentProps } from 'react';
import { styled } from '../../../tokens/stitches.config';
import { focusRing } from './focusRing';

const Heading = styled('h1', {
  borderRadius: '$sm',
  ...focusRing,
  fontSize: '$6',
  fontWeight: '$bold',
  letterSpacing: '-0.01em',
  '@md': { fontSize: '$7' },
});

/** Focusable from script, so a navigation can move focus to it. */
export function PageHeading(props: ComponentProps<typeof Heading>) {
  return <Heading tabIndex={-1} {...props} />;
}
