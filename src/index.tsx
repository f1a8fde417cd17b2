import { showBootFailure } from './boot/showBootFailure';
import { contentAt } from './boot/pageContent';

// The app's entry: it starts in short steps after the page and its first images paint.
function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** Images that are part of the first view (not lazy) have been decoded and painted. */
async function firstImagesPainted(): Promise<void> {
  const eager = [...document.images].filter((image) => image.loading !== 'lazy');
  await Promise.all(eager.map((image) => image.decode().catch(() => undefined)));
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot() {
  await pageLoaded();
  await firstImagesPainted();
  // React DOM starts in a task of its own, so starting the app never blocks input with one long task.
  await import('react-dom/client');
  await nextTask();
  // The page's words load beside the app's code, not after it (main.tsx asks for the same content).
  const [{ start }] = await Promise.all([import('./main'), contentAt(window.location.pathname)]);
  await nextTask();
  await start();
}

boot().catch(showBootFailure);
