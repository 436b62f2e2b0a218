/**
 * Optional in-browser demo (VITE_API_MOCKS=true): answers the branding calls with a fixed, readable tenant so
 * the SPA can be looked at without the server. Never loaded in a normal build (see main.tsx).
 */
import { setupWorker } from 'msw/browser';
import {
  getGetAdvisorPanelConfigurationMockHandler,
  getGetWhiteLabelConfigurationMockHandler,
} from '#generated/api/branding/branding.msw';
import { demoWhiteLabelConfiguration } from './demo-configuration';

export async function startDemoMocks(): Promise<void> {
  const theme = new URLSearchParams(window.location.search).get('demoTheme');
  const worker = setupWorker(
    getGetWhiteLabelConfigurationMockHandler(demoWhiteLabelConfiguration(theme)),
    // Every admin field null: nothing overridden.
    getGetAdvisorPanelConfigurationMockHandler({}),
  );
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}
