import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneShell, type StandaloneRoute } from './standalone-shell';

/** Renders a remote's standalone shell into `#root` (the remote's `bootstrap.tsx` calls this). */
export function mountStandalone(name: string, routes: StandaloneRoute[]): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <StandaloneShell name={name} routes={routes} />
    </StrictMode>,
  );
}
