/** The DOM side of theming: the only place that writes to <html>, <body>, <head>. */
import { cssVariablesFor, pickLocalized, THEME_CLASSES, type Branding } from './branding';

export function applyBranding(branding: Branding, locale: string, doc: Document = document): void {
  const root = doc.documentElement;
  for (const [name, value] of Object.entries(cssVariablesFor(branding))) root.style.setProperty(name, value);

  doc.body.classList.remove(...THEME_CLASSES);
  doc.body.classList.add(branding.theme);

  const title = pickLocalized(branding.siteTitle, locale);
  if (title) doc.title = title;

  if (branding.favicon) {
    let link = doc.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = doc.createElement('link');
      link.rel = 'icon';
      doc.head.append(link);
    }
    link.href = branding.favicon;
  }
}
