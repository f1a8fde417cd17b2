/** @jest-environment ./tests/support/chromiumEnvironment.cjs */
/*
 * `data-app="ready"` is what every browser test waits for before it acts, so it must not come early.
 * The header, the page and the footer hydrate in separate tasks; on a slow phone the root said
 * "ready" while the header was still inert and its theme toggle hidden. The page is read at the very
 * moment the root says so (a mutation observer, run before any later task), so an early mark is
 * caught at any speed: slowing the CPU down is not needed to see it, and Chromium's CPU throttling
 * spins the renderer for the time it adds (a 6× slowdown burned 6× the CPU of the visit).
 */
import { takePage } from '../support/pagePool';
import { routePaths } from './states';
import { useE2E } from './support';

const e2e = useE2E();

/** What the page shows when its root is marked ready. */
interface AtReady {
  toggleShown: boolean;
}

describe('the app says it is ready only when every part of the page is', () => {
  it.each(routePaths)('%s, read at the moment it says so', async (path) => {
    const { page, release } = await takePage(e2e.browser, e2e.site.origin, { viewport: { width: 375, height: 812 } });
    const watch = await page.addInitScript(() => {
      const record = window as unknown as { atReady?: AtReady };
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.app !== 'ready') return;
        observer.disconnect();
        const toggle = document.querySelector('header button');
        record.atReady = { toggleShown: toggle !== null && !toggle.hasAttribute('data-pending') };
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app'] });
    });
    try {
      await page.goto(`${e2e.site.origin}${path}`);
      const atReady = await page.waitForFunction(() => (window as unknown as { atReady?: AtReady }).atReady);
      expect(await atReady.jsonValue()).toEqual({ toggleShown: true });
    } finally {
      await watch.dispose();
      release();
    }
  });
});
