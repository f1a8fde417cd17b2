import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { alwaysWritten, getCssText, reset } from '../../tokens/stitches.config';
import { siteContent } from '../content';
import { ContentContext } from '../hooks/useContent';
import { publicUrl, routerBasename } from '../urls/basePath';
import { routesFor } from '../routes/routes';

export interface RenderedPage {
  /** Markup for inside `#root`. */
  html: string;
  /** The CSS this page uses, to inline. */
  css: string;
}

/** `pathname` is below the base path. */
export async function render(pathname: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routesFor(siteContent), { basename: routerBasename });
  const context = await handler.query(new Request(new URL(publicUrl(pathname), 'http://localhost')));
  if (context instanceof Response) throw new Error(`${pathname} answered a redirect; only pages can be prerendered.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  reset();
  for (const rules of alwaysWritten) rules.toString();
  const html = renderToString(
    <StrictMode>
      <ContentContext value={siteContent}>
        {/* No hydration data: the client resolves its lazy routes itself, so no inline script is needed. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </ContentContext>
    </StrictMode>,
  );
  return { html, css: getCssText() };
}
