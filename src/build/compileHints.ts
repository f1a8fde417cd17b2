import type { RsbuildPlugin, Rspack } from '@rsbuild/core';

/**
 * V8's explicit compile hint: a script that starts with this comment has all its functions compiled
 * as it loads, not on their first call. Engines without it read a comment.
 * https://v8.dev/blog/explicit-compile-hints
 */
export const compileHint = '//# allFunctionsCalledOnLoad\n';

/** Imports of code that loads on demand: `import('./ProjectPopup.lazy')`. */
const onDemandRequest = /\.lazy$/;

/**
 * The scripts loaded only by on-demand imports (a `X.lazy` module and the libraries only it needs)
 * start with the compile hint. They load while the page is idle, so compiling them then moves that
 * work off the visitor's first tap; scripts the page needs to start are left as they are.
 */
export function onDemandScripts(compilation: Rspack.Compilation): string[] {
  const files: string[] = [];
  for (const chunk of compilation.chunks) {
    const groups = [...chunk.groupsIterable];
    const onlyOnDemand =
      groups.length > 0 &&
      groups.every(
        (group) =>
          group.origins.length > 0 && group.origins.every((origin) => onDemandRequest.test(origin.request ?? '')),
      );
    if (onlyOnDemand) files.push(...[...chunk.files].filter((file) => file.endsWith('.js')));
  }
  return files;
}

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
                () => {
                  for (const file of onDemandScripts(compilation)) {
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
