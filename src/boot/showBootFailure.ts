/**
 * When the app's code cannot load (offline, or a new deploy replaced the files), the prerendered
 * page still reads and its links still work; this says so and offers a reload. Plain DOM: nothing
 * else may have loaded.
 */
export function showBootFailure(): void {
  const main = document.querySelector('main');
  if (!main || document.getElementById('boot-failure')) return;
  const notice = document.createElement('div');
  notice.id = 'boot-failure';
  notice.className = 'boot-failure';
  notice.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent =
    'Part of this site did not load, perhaps because the connection dropped or the site was just updated. You can read on, or reload to get everything.';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = 'Reload the page';
  reload.addEventListener('click', () => window.location.reload());
  notice.append(text, reload);
  main.prepend(notice);
}
