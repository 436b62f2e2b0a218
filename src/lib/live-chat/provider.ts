// The live-chat widget (see docs/product/branding.md, docs/product/platform.md): one interface, a built-in sandbox that works
// offline, a real provider later as another implementation. The widget runs only on the configured origins
// (the local development origin and the demo investor origin), starts minimized and is given the visitor's
// name and e-mail.
import type { ComponentType } from 'react';

export interface LiveChatVisitor {
  name: string | null;
  email: string | null;
}

/** What every provider's widget is given. */
export interface LiveChatWidgetProps {
  visitor: LiveChatVisitor;
  /** Always true today (see docs/product/constants.md): the widget starts as a button, not an open window. */
  startMinimized: boolean;
}

export interface LiveChatProvider {
  /** The provider's name, for logs and decisions. */
  name: string;
  /** Renders the widget (a real provider loads its script here and hands it the visitor). */
  Widget: ComponentType<LiveChatWidgetProps>;
}

/** The local development origin (`npm run dev` / `npm start`), which is also the demo tenant's investor origin. */
export const DEFAULT_LIVE_CHAT_ORIGINS = ['http://localhost:3000'];

/** VITE_LIVE_CHAT_ORIGINS (comma-separated origins, set at build time) or the default. */
export function configuredOrigins(setting: string | undefined): string[] {
  const origins = (setting ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  return origins.length > 0 ? origins : DEFAULT_LIVE_CHAT_ORIGINS;
}

export const chatRunsOn = (origin: string, allowed: readonly string[]) => allowed.includes(origin);
