/** When the app's code cannot load, says so over the prerendered page, which still works, and offers a reload. */
export function showBootFailure(): void {
  const main = document.querySelector('main');
  if (!main || document.getElementById('boot-failure')) return;
  // Plain DOM, and words the layout wrote on <main>: nothing else may have loaded.
  const { appNotStarted, reloadButton, wordsLang, wordsDir } = main.dataset;
  if (!appNotStarted || !reloadButton) return;
  const notice = Object.assign(document.createElement('div'), { id: 'boot-failure', className: 'boot-failure' });
  // Words the page's language left in another's (the template's English) are marked as that one's.
  if (wordsLang) notice.lang = wordsLang;
  if (wordsDir) notice.dir = wordsDir;
  notice.setAttribute('role', 'alert');
  const reload = Object.assign(document.createElement('button'), { type: 'button', textContent: reloadButton });
  reload.addEventListener('click', () => window.location.reload());
  notice.append(Object.assign(document.createElement('p'), { textContent: appNotStarted }), reload);
  main.prepend(notice);
}
