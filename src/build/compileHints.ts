import type { RsbuildPlugin } from '@rsbuild/core';

// V8 compiles every function of a script starting with this while it loads, off the main thread,
// instead of on first call; other engines see a comment. https://v8.dev/blog/explicit-compile-hints
export const compileHint = '//# allFunctionsCalledOnLoad\n';

export function pluginCompileHints(): RsbuildPlugin {
  return {
    name: 'compile-hints',
    setup(api) {
      // After minifying, which would drop the comment, and before file names are hashed.
      api.processAssets({ stage: 'optimize-inline', environments: ['web'] }, ({ assets, compilation, sources }) => {
        for (const file of Object.keys(assets).filter((name) => name.endsWith('.js'))) {
          compilation.updateAsset(file, (source) => new sources.ConcatSource(compileHint, source));
        }
      });
    },
  };
}
