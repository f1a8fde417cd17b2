import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { alwaysWritten, getCssText, reset } from '../../tokens/stitches.config';
import { contentFor } from '../content/contentFor';
import { ContentContext } from '../hooks/useContent';
import { languageBasename, publicUrl } from '../urls/basePath';
import { languagePrefix } from '../urls/languages';
import { routesFor } from '../routes/routes';

export interface RenderedPage {
  /** Markup for inside `#root`. */
  html: string;
  /** The CSS this page uses, to inline. */
  css: string;
}

/** `pathname` is below the base path, with the prefix of `language` (a further language's tag) if given. */
export async function render(pathname: string, language?: string): Promise<RenderedPage> {
  const content = await contentFor(language);
  const basename = languageBasename(language === undefined ? '' : languagePrefix(language));
  const handler = createStaticHandler(routesFor(content), { basename });
  const context = await handler.query(new Request(new URL(publicUrl(pathname), 'http://localhost')));
  if (context instanceof Response) throw new Error(`${pathname} answered a redirect; only pages can be prerendered.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  reset();
  for (const rules of alwaysWritten) rules.toString();
  const html = renderToString(
    <StrictMode>
      <ContentContext value={content}>
        {/* No hydration data: the client resolves its lazy routes itself, so no inline script is needed. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </ContentContext>
    </StrictMode>,
  );
  return { html, css: getCssText() };
}
