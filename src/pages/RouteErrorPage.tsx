import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { PlainButton } from '../components/ui/PlainButton';
import { Words } from '../components/ui/Words';
import { useContent } from '../hooks/useContent';
import { useLanguageOf } from '../hooks/useLanguageOf';
import { MessagePage, NotFoundPage } from './NotFoundPage';

const chunkLoadMessage = /Loading (CSS )?chunk .* failed|dynamically imported module/i;

/** A script chunk that could not be fetched: a stale deploy or a dropped connection. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || chunkLoadMessage.test(error.message));
}

export function RouteErrorPage() {
  const { errorPages } = useContent();
  const languageOf = useLanguageOf();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  const kind = isChunkLoadError(error) ? 'pageNotLoaded' : 'pageBroken';
  const message = errorPages[kind];
  return (
    <MessagePage
      heading={<Words path={`errorPages.${kind}.heading`}>{message.heading}</Words>}
      homeLink={<Words path="errorPages.homeLink">{errorPages.homeLink}</Words>}
    >
      <p {...languageOf(`errorPages.${kind}.text`)}>{message.text}</p>
      <PlainButton type="button" onClick={() => window.location.reload()}>
        <Words path="errorPages.reloadButton">{errorPages.reloadButton}</Words>
      </PlainButton>
    </MessagePage>
  );
}
