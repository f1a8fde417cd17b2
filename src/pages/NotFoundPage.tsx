import { Container } from '../components/ui/Container';
import { Link } from '../components/ui/Link';
import { PageHeading } from '../components/ui/PageHeading';
import { notFound } from '../content/site';
import { paths } from '../routes/paths';
import { styled } from '../../tokens/stitches.config';

const Stack = styled(Container, { display: 'grid', gap: '$4', justifyItems: 'start' });

export function NotFoundPage() {
  return (
    <Stack>
      <PageHeading>{notFound.heading}</PageHeading>
      <p>{notFound.text}</p>
      <Link href={paths.root.getHref()}>Go to the home page</Link>
    </Stack>
  );
}
