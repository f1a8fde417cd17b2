import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { errorPages, footer, layout, notFound } from '../../src/content';
import { isChunkLoadError } from '../../src/pages/RouteErrorPage';
import { withSiteLayout } from '../../src/routes/routes';
import { renderRoute } from '../support/renderRoute';

const chunkError = () =>
  Object.assign(new Error('Loading chunk 42 failed.\n(timeout: http://localhost/static/js/async/42.js)'), {
    name: 'ChunkLoadError',
  });

const renderError = new Error('The page broke while rendering.');

function BrokenPage(): never {
  throw renderError;
}

/** The site's layout and error handling around pages that fail in each way a page can. */
const testRoutes: RouteObject[] = withSiteLayout([
  { index: true, Component: () => <h1>Fine</h1> },
  { path: '/chunk', lazy: () => Promise.reject(chunkError()) },
  { path: '/broken', Component: BrokenPage },
  {
    path: '/missing',
    loader: () => {
      throw new Response('Not here', { status: 404 });
    },
    Component: () => <h1>Never shown</h1>,
  },
  {
    path: '/server-error',
    loader: () => {
      throw new Response('Oops', { status: 500 });
    },
    Component: () => <h1>Never shown</h1>,
  },
]);

function expectInsideLayout(heading: HTMLElement) {
  expect(screen.getByRole('navigation', { name: layout.navigation.label })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toHaveTextContent(footer.followText);
  expect(screen.getByRole('main')).toContainElement(heading);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
}

describe('RouteErrorPage inside the site layout', () => {
  it('explains a failed script chunk and offers a reload', async () => {
    await renderRoute('/chunk', { routes: testRoutes });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(errorPages.pageNotLoaded.heading);
    expectInsideLayout(heading);
    const main = screen.getByRole('main');
    expect(within(main).getByText(errorPages.pageNotLoaded.text)).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: errorPages.reloadButton })).toBeEnabled();
    expect(within(main).getByRole('link', { name: errorPages.homeLink })).toHaveAttribute('href', '/');
    expect(main).not.toHaveTextContent(errorPages.pageBroken.heading);
  });

  it('says the page broke when it throws while rendering', async () => {
    // React reports errors caught by an error boundary with console.error; expect exactly that.
    const consoleError = jest.fn();
    console.error = consoleError;

    await renderRoute('/broken', { routes: testRoutes });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(errorPages.pageBroken.heading);
    expectInsideLayout(heading);
    const main = screen.getByRole('main');
    expect(within(main).getByText(errorPages.pageBroken.text)).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: errorPages.reloadButton })).toBeEnabled();
    expect(within(main).getByRole('link', { name: errorPages.homeLink })).toHaveAttribute('href', '/');

    expect(consoleError).toHaveBeenCalled();
    for (const call of consoleError.mock.calls) expect(call).toContain(renderError);
  });

  it('shows the not-found page for a 404 route error', async () => {
    await renderRoute('/missing', { routes: testRoutes });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(notFound.heading);
    expectInsideLayout(heading);
  });

  it('says the page broke for another route error response', async () => {
    await renderRoute('/server-error', { routes: testRoutes });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(errorPages.pageBroken.heading);
    expectInsideLayout(heading);
  });

  it('leaves working pages alone', async () => {
    await renderRoute('/', { routes: testRoutes });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fine');
    expect(screen.queryByRole('button', { name: errorPages.reloadButton })).not.toBeInTheDocument();
  });
});

describe('isChunkLoadError', () => {
  it.each([
    ['an error named ChunkLoadError', chunkError()],
    ['a ChunkLoadError with an unusual message', Object.assign(new Error('timeout'), { name: 'ChunkLoadError' })],
    ['a failed CSS chunk', new Error('Loading CSS chunk 3 failed.')],
    ['a failed JS chunk message', new Error('Loading chunk 7 failed.')],
    ['a failed dynamic import', new TypeError('Failed to fetch dynamically imported module: http://localhost/x.js')],
  ])('is true for %s', (_, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ['a plain Error', new Error('Cannot read properties of undefined')],
    ['a non-Error with a chunk message', { name: 'ChunkLoadError', message: 'Loading chunk 1 failed.' }],
    ['a string', 'Loading chunk 1 failed.'],
    ['null', null],
    ['undefined', undefined],
  ])('is false for %s', (_, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});
