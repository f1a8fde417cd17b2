import { styled } from '../../tokens/stitches.config';
import { Container } from '../components/ui/Container';
import { useContent } from '../hooks/useContent';

const Message = styled('p', { color: '$textMuted' });

/** Shown while a page's code arrives, on slow connections. */
export function PageLoading() {
  const { layout } = useContent();
  return (
    <Container aria-busy="true">
      <Message role="status">{layout.loading}</Message>
    </Container>
  );
}
