import type { RsbuildPlugin, Rspack } from '@rsbuild/core';

/**
 * V8's explicit compile hint: a script that starts with this comment has all its functions compiled
 * as it loads, not on their first call. Engines without it read a comment.
 * https://v8.dev/blog/explicit-compile-hints
 */
export const compileHint = '//# allFunctionsCalledOnLoad\n';

/**
 * Every script of the site starts with the compile hint. Chromium then compiles a script's functions
 * while it streams in, on a background thread, instead of on the main thread the first time each
 * runs: without it a visitor's first tap paid for compiling the router's navigation, React's event
 * handling and react-aria's dialog (`npm run bench:tap`). The site ships little code that never
 * runs; TBT and LCP in `npm run perf` did not move beyond their run-to-run scatter.
 */
export function pluginCompileHints(): RsbuildPlugin {
  return {
    name: 'compile-hints',
    setup(api) {
      api.modifyRspackConfig((config, { environment, rspack }) => {
        if (environment.name !== 'web') return;
        config.plugins ??= [];
        config.plugins.push({
          apply(compiler: Rspack.Compiler) {
            compiler.hooks.thisCompilation.tap('compile-hints', (compilation) => {
              compilation.hooks.processAssets.tap(
                // After minifying (which would drop the comment), before the file names' hashes are computed.
                { name: 'compile-hints', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE },
                (assets) => {
                  for (const file of Object.keys(assets).filter((name) => name.endsWith('.js'))) {
                    compilation.updateAsset(file, (source) => new rspack.sources.ConcatSource(compileHint, source));
                  }
                },
              );
            });
          },
        });
      });
    },
  };
}
