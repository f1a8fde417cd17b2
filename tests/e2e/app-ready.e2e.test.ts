/** @jest-environment ./tests/support/chromiumEnvironment.cjs */
/*
 * `data-app="ready"` is what every browser test waits for before it acts, so it must not come early.
 * The header, the page and the footer hydrate in separate tasks; on a slow phone (CPU slowed 6×)
 * the root said "ready" while the header was still inert and its theme toggle hidden.
 */
import { routePaths } from './states';
import { useE2E } from './support';

const testTimeout = 60_000;
const cpuSlowdown = 6;

const e2e = useE2E();

describe('the app says it is ready only when every part of the page is', () => {
  it.each(routePaths)(
    '%s on a slow phone',
    async (path) => {
      const context = await e2e.browser.newContext({ viewport: { width: 375, height: 812 } });
      try {
        const page = await context.newPage();
        const devTools = await context.newCDPSession(page);
        await devTools.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
        await page.goto(`${e2e.site.origin}${path}`);
        const atReady = await page.waitForFunction(() => {
          if (document.documentElement.dataset.app !== 'ready') return null;
          const toggle = document.querySelector('header button');
          return { toggleShown: toggle !== null && !toggle.hasAttribute('data-pending') };
        });
        expect(await atReady.jsonValue()).toEqual({ toggleShown: true });
      } finally {
        await context.close();
      }
    },
    testTimeout,
  );
});
