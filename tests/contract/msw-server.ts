import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { investorDictionary } from '../../server/src/modules/public-campaign-offer/dictionary';

/**
 * One MSW server per test worker, started in setup.ts. It answers every operation of the contract with Orval's
 * generated handlers (generated data), one set per OpenAPI tag — found by file name, so the tag a new area adds
 * is served the day `npm run generate` writes it. Tests override what they assert on with server.use().
 */
const generated = import.meta.glob<Record<string, unknown>>('../../generated/api/*/*.msw.ts', { eager: true });

/** `generated/api/investor-onboarding/investor-onboarding.msw.ts` -> its `getInvestorOnboardingMock()`. */
export function tagHandlers(modules: Record<string, Record<string, unknown>>): RequestHandler[] {
  return Object.entries(modules).flatMap(([path, exports]) => {
    const tag = /([^/]+)\.msw\.ts$/.exec(path)?.[1] ?? path;
    const name = `get${tag.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase())}Mock`;
    const handlers = exports[name];
    if (typeof handlers !== 'function') throw new Error(`${path} has no ${name}(): did Orval's naming change?`);
    return (handlers as () => RequestHandler[])();
  });
}

/**
 * The value lists answer the server's own dictionary instead of generated data: the investor panel shows its
 * labels, so a test sees the words a person sees (generated lists would hold random values and labels). A test
 * about the dictionary itself overrides it like any other operation.
 */
const dictionaries: RequestHandler[] = [
  http.get('*/investor-api/dictionary', () => HttpResponse.json(investorDictionary())),
  http.get('*/public-api/campaign-offer/dictionary', () => HttpResponse.json(investorDictionary())),
];

export const server = setupServer(...dictionaries, ...tagHandlers(generated));
