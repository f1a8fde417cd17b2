/**
 * When the app's code cannot load (offline, or a new deploy replaced the files), the prerendered
 * page still reads and its links still work; this says so and offers a reload. Plain DOM: nothing
 * else may have loaded. Its words are the content's (`errorPages`), which the layout wrote on
 * `<main>` for it, so the first script carries none of the content.
 */
export function showBootFailure(): void {
  const main = document.querySelector('main');
  if (!main || document.getElementById('boot-failure')) return;
  const { appNotStarted, reloadButton } = main.dataset;
  if (!appNotStarted || !reloadButton) return;
  const notice = document.createElement('div');
  notice.id = 'boot-failure';
  notice.className = 'boot-failure';
  notice.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = appNotStarted;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = reloadButton;
  reload.addEventListener('click', () => window.location.reload());
  notice.append(text, reload);
  main.prepend(notice);
}
