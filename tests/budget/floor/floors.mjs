// The bench's floors (tests/budget/bench-tap.mjs): a page like Home's top (a header with a 44 px
// toggle that has a hover transition, a heading, text) whose toggle flips a dark class, measured the
// same way as the site's controls. Once in a few lines of plain script: what the browser itself adds
// to a first tap. Once rendered by React and nothing else (reactToggle.tsx): what React adds to that.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRsbuild } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { toggleFlip } from '../toggleFlip.mjs';

const head = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><style>
body { margin: 0; font: 16px/1.6 system-ui, sans-serif; } .dark body { background: #10151f; color: #e8ecf3; }
header { display: flex; justify-content: flex-end; padding: 12px 16px; background: #0b1a33; }
button { width: 44px; height: 44px; border: 2px solid #8a9bb8; border-radius: 50%; background: transparent;
  transition: background-color 150ms ease-out; } button:hover, button[aria-pressed="true"] { background: #22314d; }
main { padding: 16px; }</style></head>`;

const paragraph = '<p>A paragraph of the kind a visitor reads before tapping anything on the page.</p>';

const plainPage = `${head}<body>
<header><button type="button" aria-pressed="false" aria-label="Dark theme"></button></header>
<main><h1>Hello</h1>${paragraph.repeat(12)}</main>
<script>document.querySelector('button').addEventListener('click', (event) => {
  const isDark = event.currentTarget.getAttribute('aria-pressed') !== 'true';
  event.currentTarget.setAttribute('aria-pressed', String(isDark));
  document.documentElement.classList.toggle('dark', isDark);
});</script></body></html>`;

const reactBuildDir = 'node_modules/.cache/bench-floor';

/** React's production build of reactToggle.tsx as one script, with the site's compile hint. */
async function buildReactToggle() {
  const rsbuild = await createRsbuild({
    cwd: process.cwd(),
    rsbuildConfig: {
      plugins: [pluginReact()],
      source: { entry: { floor: './tests/budget/floor/reactToggle.tsx' } },
      output: {
        distPath: { root: reactBuildDir },
        filenameHash: false,
        cleanDistPath: true,
        legalComments: 'none',
      },
      performance: { chunkSplit: { strategy: 'all-in-one' } },
      server: { publicDir: false },
      tools: { htmlPlugin: false },
      logLevel: 'warn',
    },
  });
  await rsbuild.build();
  return `//# allFunctionsCalledOnLoad\n${readFileSync(join(reactBuildDir, 'static/js/floor.js'), 'utf8')}`;
}

const toggleFloor = (name, page) => ({
  name,
  path: '/bench-floor',
  page,
  ...toggleFlip('header button[aria-pressed]'),
});

/** The two floors, as controls the bench measures like the site's. */
export async function floorControls() {
  // The script inline, so the floor's first tap waits on nothing the network does.
  const reactScript = (await buildReactToggle()).replaceAll('</script', '<\\/script');
  const reactPage = `${head}<body><div id="root"></div><script>${reactScript}</script></body></html>`;
  return [
    toggleFloor('floor: one toggle, plain script', plainPage),
    toggleFloor('floor: one toggle, React alone', reactPage),
  ];
}
