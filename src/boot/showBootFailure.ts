/** When the app's code cannot load, says so over the prerendered page, which still works, and offers a reload. */
export function showBootFailure(): void {
  const main = document.querySelector('main');
  if (!main || document.getElementById('boot-failure')) return;
  // Plain DOM, and words the layout wrote on <main>: nothing else may have loaded.
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
