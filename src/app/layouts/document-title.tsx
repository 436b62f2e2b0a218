import { useEffect } from 'react';
import { useBranding, useLocalizedText } from '../../lib/theme';

/**
 * Every page's own `<title>`: "<page> — <site title>" (WCAG 2.4.2), the page name being the page's `<h1>`, which
 * every page has and which is already translated. Watching the document (not each page) keeps the title right
 * when a page's heading changes (a loaded record, a step) and when the branding writes the bare site title.
 */
export function DocumentTitle() {
  const t = useLocalizedText();
  const siteTitle = t(useBranding().siteTitle);

  useEffect(() => {
    const update = () => {
      const page = document.querySelector('h1')?.textContent?.trim();
      const title = page && page !== siteTitle ? `${page} — ${siteTitle}` : siteTitle;
      if (title && document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [siteTitle]);

  return null;
}
