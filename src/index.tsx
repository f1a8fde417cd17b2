import { libraryStages } from './boot/warmLibraries';

/**
 * The only script in the HTML. The prerendered page and its first images paint first; then the
 * app's code is fetched and started in short steps, so it never competes with the page's own
 * content for the network or blocks the main thread for long.
 */
function afterPageLoad(): Promise<void> {
  return new Promise((resolve) => {
    const nextFrame = () => requestAnimationFrame(() => setTimeout(resolve, 0));
    if (document.readyState === 'complete') nextFrame();
    else window.addEventListener('load', nextFrame, { once: true });
  });
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot() {
  await afterPageLoad();
  for (const stage of libraryStages) {
    await stage();
    await nextTask();
  }
  const { start } = await import('./main');
  await nextTask();
  await start();
}

void boot();
