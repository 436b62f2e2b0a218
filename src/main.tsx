import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { documentPolicyRoute, documentPolicyHydration } from './app/document-policy';
import { appRoutes } from './app/routes';
import { createAuthLoader } from './lib/auth/auth-loader';
import { NewVersionNotice } from './lib/build-manifest';
import { loadCatalogue, readStoredLocale } from './lib/i18n';
import './index.css';

async function start() {
  // Optional in-browser demo against MSW (never the default): `VITE_API_MOCKS=true npx vite`.
  // The condition is replaced at build time, so a normal build contains neither MSW nor the demo data.
  if (import.meta.env.VITE_API_MOCKS === 'true') {
    const { startDemoMocks } = await import('./mocks/browser');
    await startDemoMocks();
  }

  // The remembered language's texts before the first paint (English is a chunk of its own; Polish ships inline).
  await loadCatalogue(readStoredLocale());

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');

  // The session (auth machine) is its own chunk, started from the stored tokens by the first page that needs
  // it; the public landings never download it (lib/auth/auth-loader.ts).
  const auth = createAuthLoader(() => import('./lib/auth/auth-service').then((m) => m.createAuthService()));
  // A page with forms needs a document whose policy lets them compile their validators (app/document-policy.ts).
  const router = createBrowserRouter([documentPolicyRoute(appRoutes, window.location.pathname)], {
    hydrationData: documentPolicyHydration,
  });
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()} auth={auth}>
        <RouterProvider router={router} />
        {/* The dev server has no manifest (it serves the sources, reloading them itself). */}
        {import.meta.env.PROD ? <NewVersionNotice currentBuildId={__BUILD_ID__} /> : null}
      </AppProviders>
    </StrictMode>,
  );
}

void start();
