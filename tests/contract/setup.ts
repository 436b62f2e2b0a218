import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { loadCatalogue } from '../../src/lib/i18n';
import { server } from './msw-server';
import { stopAuthServices } from './session';

// The machine running the tests is shared and busy: a lazily loaded page may take over the default 1 s to appear.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

// Both catalogues in memory, as main.tsx has the remembered one before the first render: a switch of language
// then shows at once, as it does in the browser once English has been loaded.
beforeAll(async () => {
  await loadCatalogue('en');
});

// A request no handler answers is a test bug, not something to let through to the network.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  stopAuthServices();
  server.resetHandlers();
  window.localStorage.clear();
  // The theme provider and the language switch write to the document; start every test from a blank one.
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute('lang');
  document.body.className = '';
  document.title = '';
  document.head.querySelectorAll('link[rel="icon"]').forEach((link) => link.remove());
});

afterAll(() => server.close());

// jsdom does not implement scrolling; react-router's ScrollRestoration calls it on navigation.
window.scrollTo = () => {};
