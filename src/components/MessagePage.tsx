import type { ReactNode } from 'react';
import { styled } from '../../tokens/stitches.config';
import { routeTable } from '../routes/table';
import { Container } from './ui/Container';
import { Link } from './ui/Link';
import { PageHeading } from './ui/PageHeading';

const Stack = styled(Container, { display: 'grid', gap: '$4', justifyItems: 'start' });

export interface MessagePageProps {
  heading: string;
  homeLink: string;
  children: ReactNode;
}

/** A message (not found, an error) and a link home. */
export function MessagePage({ heading, homeLink, children }: MessagePageProps) {
  return (
    <Stack>
      <PageHeading>{heading}</PageHeading>
      {children}
      <Link to={routeTable.home.path}>{homeLink}</Link>
    </Stack>
  );
}
