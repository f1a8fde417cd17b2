import { styled } from '../../tokens/stitches.config';
import { Container } from '../components/ui/Container';
import { useContent } from '../hooks/useContent';
import { useLanguageOf } from '../hooks/useLanguageOf';

const Message = styled('p', { color: '$textMuted' });

/** Shown while a page's code arrives, on slow connections. */
export function PageLoading() {
  const { layout } = useContent();
  const languageOf = useLanguageOf();
  return (
    <Container aria-busy="true">
      <Message role="status" {...languageOf('layout.loading')}>
        {layout.loading}
      </Message>
    </Container>
  );
}
