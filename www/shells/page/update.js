// A new build reaching an open page (issue 38). The service worker (www/sw.js) takes over
// as soon as a new build is cached; a page still running the old build then says so
// ("A new version of gridplay is available. Reload") and the button reloads it into the
// new one. The page asks the worker which files it serves: its own entry script (named
// by its content) among them means the page is that build, and nothing is said.
// In the page's entry, not loaded on demand: after a deploy the old page's own chunks may
// be gone from the host. www/main.js calls newWorker() when a worker takes over a page
// that already had one.
import { t } from '../../i18n/index.js';

/** A new worker has taken over this page: offers a reload when it serves another build. */
export async function newWorker() {
  const files = await workerFiles(navigator.serviceWorker.controller);
  if (files && !files.includes(entryFile())) offerReload();
}

/** The files the worker `sw` serves, or null when it does not answer. */
function workerFiles(sw) {
  if (!sw) return Promise.resolve(null);
  return new Promise((answer) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (e) => answer(e.data?.files ?? null);
    sw.postMessage('gridplay-build', [channel.port2]);
    setTimeout(() => answer(null), 5000);
  });
}

/** This page's entry script, relative to the page's folder (as sw.js lists files): assets/index-<hash>.js. */
function entryFile() {
  const src = document.querySelector('script[type="module"][src]')?.src ?? '';
  const base = new URL('./', location.href).href;
  return src.startsWith(base) ? src.slice(base.length) : src;
}

/** Shows the update note under the page's notice, once. */
function offerReload() {
  if (document.getElementById('update')) return;
  const note = document.createElement('p');
  note.id = 'update';
  note.className = 'update';
  note.setAttribute('role', 'status');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'primary';
  button.textContent = t('update.reload');
  button.addEventListener('click', () => location.reload());
  note.append(t('update.available'), ' ', button);
  document.getElementById('notice').after(note);
}
