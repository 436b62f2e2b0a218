// The SPA loads a new document when it moves from a page without forms (whose policy refuses eval) to a page
// with forms; within documents that allow it, and between pages without forms, it renders in place.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentPolicyRoute } from '../../../src/app/document-policy';
import { pageCompilesValidators } from '../../../src/app/route-paths';

function navigate(documentPath: string, target: string) {
  const assign = vi.fn();
  vi.stubGlobal('window', { location: { assign } });
  const route = documentPolicyRoute([], documentPath);
  const loader = route.loader as (args: { request: Request }) => unknown;
  const result = loader({ request: new Request(`http://localhost${target}`) });
  return { assign, result };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('pages with forms', () => {
  it.each(['/doradcy', '/investor-login', '/invest', '/kyc-form', '/app', '/app/onboarding', '/identity-sandbox/x'])(
    '%s compiles validators',
    (path) => expect(pageCompilesValidators(path)).toBe(true),
  );
  it.each(['/', '/campaign', '/access-denied', '/e-signature-sandbox/x', '/no-such-page'])('%s does not', (path) =>
    expect(pageCompilesValidators(path)).toBe(false),
  );
});

describe('moving between pages', () => {
  it('from the landing to a sign-in form: a new document', () => {
    const { assign, result } = navigate('/', '/investor-login');
    expect(assign).toHaveBeenCalledWith('http://localhost/investor-login');
    expect(result).toBeInstanceOf(Promise);
  });

  it('from the offer page to the investment form: a new document, the token kept', () => {
    const { assign } = navigate('/campaign', '/invest?token=abc');
    expect(assign).toHaveBeenCalledWith('http://localhost/invest?token=abc');
  });

  it('within a document that allows eval, and between pages without forms: in place', () => {
    expect(navigate('/app', '/').assign).not.toHaveBeenCalled();
    expect(navigate('/doradcy', '/app/onboarding').assign).not.toHaveBeenCalled();
    expect(navigate('/', '/campaign?token=abc').assign).not.toHaveBeenCalled();
    expect(navigate('/', '/no-such-page').result).toBeNull();
  });
});
