import { styled } from '../../tokens/stitches.config';
import { Container } from '../components/ui/Container';
import { layout } from '../content';

const Message = styled('p', { color: '$textMuted' });

/** Shown while a page's code arrives, on slow connections. */
export function PageLoading() {
  return (
    <Container aria-busy="true">
      <Message role="status">{layout.loading}</Message>
    </Container>
  );
}
