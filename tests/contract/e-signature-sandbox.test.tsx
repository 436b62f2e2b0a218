/**
 * The sandbox e-signature provider's signing page (/e-signature-sandbox/:documentId?token=…): the signer sees the
 * document and its status in their language, must confirm reading before signing, needs a reason to refuse,
 * and a bad link says so in words (no raw server text).
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SandboxSigningDocument, SandboxSigningDecision } from '#generated/api/model';
import { renderApp, serveBranding } from './render-app';
import { server } from './msw-server';

const DOCUMENT: SandboxSigningDocument = {
  documentId: '6f1f0f2e-1111-4222-8333-444455556666',
  title: 'Umowa inwestycyjna OBL-A – Jan Kowalski',
  status: 'Processing',
  signerName: 'Jan Kowalski',
  signerEmail: 'jan@example.com',
  decidedAt: null,
  refusalReason: null,
};
const URL_OF_PAGE = `/e-signature-sandbox/${DOCUMENT.documentId}?token=abcdefghijklmnopqrstuvwxyz`;

function serveDocument(document: SandboxSigningDocument = DOCUMENT) {
  const decisions: SandboxSigningDecision[] = [];
  const tokens: string[] = [];
  server.use(
    http.get('*/public-api/e-signature-sandbox/:id', ({ request }) => {
      tokens.push(new URL(request.url).searchParams.get('token') ?? '');
      return HttpResponse.json(document);
    }),
    http.post('*/public-api/e-signature-sandbox/:id/decision', async ({ request }) => {
      const decision = (await request.json()) as SandboxSigningDecision;
      decisions.push(decision);
      return HttpResponse.json({
        ...document,
        status: decision.decision === 'sign' ? 'Completed' : 'Rejected',
        decidedAt: '2026-03-02T10:00:00Z',
        refusalReason: decision.reason ?? null,
      });
    }),
  );
  return { decisions, tokens };
}

describe('the sandbox signing page', () => {
  it('signs only after the signer confirms reading, and says the agreement is signed', async () => {
    const user = userEvent.setup();
    serveBranding();
    const { decisions, tokens } = serveDocument();
    renderApp(URL_OF_PAGE);
    expect(await screen.findByRole('heading', { name: DOCUMENT.title })).toBeTruthy();
    expect(screen.getByTestId('signing-status').textContent).toBe('czeka na Twój podpis');
    expect(tokens).toEqual(['abcdefghijklmnopqrstuvwxyz']);
    const sign = screen.getByRole('button', { name: 'Podpisz' });
    expect((sign as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByLabelText('Potwierdzam zapoznanie się z umową i podpisuję ją elektronicznie.'));
    await user.click(sign);
    expect((await screen.findByRole('status')).textContent).toContain('Umowa jest podpisana');
    expect(decisions).toEqual([{ decision: 'sign' }]);
    expect(screen.getByTestId('signing-status').textContent).toMatch(/^podpisana · \d\d\.03\.2026/);
  });

  it('refuses with the reason given, in English', async () => {
    window.localStorage.setItem('fund.locale', 'en');
    const user = userEvent.setup();
    serveBranding();
    const { decisions } = serveDocument();
    renderApp(URL_OF_PAGE);
    await user.click(await screen.findByRole('button', { name: 'Refuse to sign' }));
    const confirm = screen.getByRole('button', { name: 'Refuse the signature' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('Reason'), 'Wrong amount');
    await user.click(confirm);
    expect((await screen.findByRole('status')).textContent).toBe('The signature was refused. The fund has been told.');
    expect(decisions).toEqual([{ decision: 'refuse', reason: 'Wrong amount' }]);
  });

  it('a link that does not work says so in Polish, not with the server text', async () => {
    serveBranding();
    server.use(
      http.get('*/public-api/e-signature-sandbox/:id', () =>
        HttpResponse.json({ label: 'No such document, or the link is not valid', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );
    renderApp(URL_OF_PAGE);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toContain('No such document');
    expect(alert.textContent).toBe('Nie znaleziono. Mogło zostać usunięte albo link jest nieprawidłowy.');
  });
});
