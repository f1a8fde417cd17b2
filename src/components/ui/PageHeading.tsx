import type { ComponentProps } from 'react';
import { styled } from '../../../tokens/stitches.config';
import { focusRing } from './focusRing';
import { useLanguageOf } from '../../hooks/useLanguageOf';
import { useRouteTable } from '../../hooks/useRouteTable';
import type { PageKey } from '../../routes/table';

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

/** A page's h1 as its entry in the route table gives it, in the page's language. */
export function TablePageHeading({ page, ...props }: { page: PageKey } & ComponentProps<typeof Heading>) {
  const { heading, headingWords } = useRouteTable()[page];
  return (
    <PageHeading {...useLanguageOf()(headingWords)} {...props}>
      {heading}
    </PageHeading>
  );
}
