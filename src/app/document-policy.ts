import type { RouteObject } from 'react-router-dom';
import { pageCompilesValidators } from './route-paths';

const DOCUMENT_ROUTE_ID = 'document-policy';

const NothingYet = () => null;

/**
 * The document's Content-Security-Policy is the one the server sent for the page it was loaded on
 * (route-paths.ts, `pageCompilesValidators`): a document of a page without forms refuses `new Function`, so a
 * form's validator cannot run in it. Moving from such a page to one with forms (the landing to a sign-in form,
 * the offer page to /invest) therefore loads a new document instead of rendering the page in this one. The check
 * runs as the loader of a route around every other, before the next page renders.
 */
export function documentPolicyRoute(children: RouteObject[], documentPath: string): RouteObject {
  const documentAllowsEval = pageCompilesValidators(documentPath);
  return {
    id: DOCUMENT_ROUTE_ID,
    children,
    // While the first page's lazy chunks load, nothing is drawn (as before); saying so explicitly keeps React
    // Router from warning "No HydrateFallback element" in the console on every load.
    HydrateFallback: NothingYet,
    shouldRevalidate: () => true,
    loader: ({ request }) => {
      if (documentAllowsEval) return null;
      const target = new URL(request.url);
      if (!pageCompilesValidators(target.pathname)) return null;
      window.location.assign(target.href);
      return new Promise<never>(() => undefined); // this document is being replaced
    },
  };
}

/** The first page needs no check (it is the document's own): its loader counts as having run. */
export const documentPolicyHydration = { loaderData: { [DOCUMENT_ROUTE_ID]: null } };
