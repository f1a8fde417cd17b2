import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { MessagePage } from '../components/MessagePage';
import { PlainButton } from '../components/ui/PlainButton';
import { NotFoundPage } from './NotFoundPage';

/** A script chunk that could not be fetched: a stale deploy or a dropped connection. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk .* failed/i.test(error.message) ||
    /dynamically imported module/i.test(error.message)
  );
}

/** Shown inside the layout when a route fails, instead of the router's bare error screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  const chunkFailed = isChunkLoadError(error);
  return (
    <MessagePage heading={chunkFailed ? 'This page could not load' : 'Something went wrong'}>
      <p>
        {chunkFailed
          ? 'Part of the site did not arrive, perhaps because the connection dropped or the site was just updated. Reloading usually fixes it.'
          : 'An unexpected error stopped this page from showing. Reloading may help; if it does not, the home page still works.'}
      </p>
      <PlainButton type="button" onClick={() => window.location.reload()}>
        Reload the page
      </PlainButton>
    </MessagePage>
  );
}
