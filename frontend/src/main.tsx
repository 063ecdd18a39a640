import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { reloadForStaleBuild } from './shared/errors/chunk-reload';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// Vite reports a failed preload of a lazy page's dependencies here; a guarded reload picks up the new build.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForStaleBuild(event.payload)) event.preventDefault();
});

// As a transition the first render yields to the browser every few milliseconds instead of holding
// the main thread for one long task (Total Blocking Time on slow phones, docs/benchmarks.md).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
