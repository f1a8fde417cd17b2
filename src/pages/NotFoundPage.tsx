import type { ReactNode } from 'react';
import { styled } from '../../tokens/stitches.config';
import { Container } from '../components/ui/Container';
import { Link } from '../components/ui/Link';
import { PageHeading } from '../components/ui/PageHeading';
import { useContent } from '../hooks/useContent';
import { useRouteTable } from '../hooks/useRouteTable';
import { pageAddresses } from '../routes/table';
import { useLanguageOf } from '../hooks/useLanguageOf';
import { Words } from '../components/ui/Words';

const Stack = styled(Container, { display: 'grid', gap: '$4', justifyItems: 'start' });

export interface MessagePageProps {
  heading: ReactNode;
  homeLink: ReactNode;
  children: ReactNode;
}

/** A message (not found, an error) and a link home. */
export function MessagePage({ heading, homeLink, children }: MessagePageProps) {
  return (
    <Stack>
      <PageHeading>{heading}</PageHeading>
      {children}
      <Link to={pageAddresses.home.path}>{homeLink}</Link>
    </Stack>
  );
}

export function NotFoundPage() {
  const { notFound } = useContent();
  const { heading, headingWords } = useRouteTable().notFound;
  const languageOf = useLanguageOf();
  return (
    <MessagePage
      heading={<Words path={headingWords}>{heading}</Words>}
      homeLink={<Words path="notFound.homeLink">{notFound.homeLink}</Words>}
    >
      <p {...languageOf('notFound.text')}>{notFound.text}</p>
    </MessagePage>
  );
}
