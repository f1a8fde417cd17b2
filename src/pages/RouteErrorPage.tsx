import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { PlainButton } from '../components/ui/PlainButton';
import { useContent } from '../hooks/useContent';
import { MessagePage, NotFoundPage } from './NotFoundPage';

const chunkLoadMessage = /Loading (CSS )?chunk .* failed|dynamically imported module/i;

/** A script chunk that could not be fetched: a stale deploy or a dropped connection. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || chunkLoadMessage.test(error.message));
}

export function RouteErrorPage() {
  const { errorPages } = useContent();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  const message = isChunkLoadError(error) ? errorPages.pageNotLoaded : errorPages.pageBroken;
  return (
    <MessagePage heading={message.heading} homeLink={errorPages.homeLink}>
      <p>{message.text}</p>
      <PlainButton type="button" onClick={() => window.location.reload()}>
        {errorPages.reloadButton}
      </PlainButton>
    </MessagePage>
  );
}
