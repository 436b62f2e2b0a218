/** /app/documents: the whole list through the table kit, downloads as files, uploads for coordinators. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getListDocumentsMockHandler, getUploadDocumentResponseMock } from '#generated/api/documents/documents.msw';
import type { Document, DocumentList } from '#generated/api/model';
import { renderApp, serveBranding } from './render-app';
import { server } from './msw-server';
import { MAX_DOCUMENT_BYTES } from '#schemas/constants';
import { signInAsAdvisor } from './session';

const REPORT: Document = {
  id: '5d0c6a1e-1111-4a53-9a51-3f7f3d0c9a01',
  fileName: 'Raport kwartalny Q3 2026.pdf',
  uploadedBy: 'Anna Nowak',
  createdAt: '2026-03-05T08:07:00Z',
  contentType: 'application/pdf',
  size: 1234,
};

/** What the page shows for an instant: DD.MM.YYYY HH:mm in Europe/Warsaw, the platform's one time zone (decision 0032). */
function dotted(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Warsaw',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
}

function serveDocuments(role: 'advisor' | 'coordinator', list: () => DocumentList) {
  serveBranding();
  signInAsAdvisor({ role });
  const requests: URLSearchParams[] = [];
  server.use(
    getListDocumentsMockHandler(({ request }) => {
      requests.push(new URL(request.url).searchParams);
      return list();
    }),
  );
  return requests;
}

afterEach(() => vi.restoreAllMocks());

describe('documents', () => {
  it('loads the whole list (limit 99999, offset 0) and shows file name, uploaded by and DD.MM.YYYY HH:mm', async () => {
    const requests = serveDocuments('advisor', () => ({ items: [REPORT], totalCount: 1 }));
    const user = userEvent.setup();
    renderApp('/app/documents');
    const table = await screen.findByRole('table', { name: 'Dokumenty' });
    await within(table).findByText(REPORT.fileName);
    expect(Object.fromEntries(requests[0]!.entries())).toEqual({ limit: '99999', offset: '0' });
    expect(within(table).getByText('Anna Nowak')).toBeTruthy();
    expect(within(table).getByText(dotted(REPORT.createdAt))).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Nazwa pliku', 'Dodany przez', 'Data dodania', 'Działania']);
    // No paging for the whole list.
    expect(screen.queryByRole('navigation', { name: 'Stronicowanie' })).toBeNull();
    // An advisor may not upload.
    expect(screen.queryByRole('heading', { name: 'Dodaj dokument' })).toBeNull();

    await user.click(within(table).getByRole('button', { name: /Data dodania/ }));
    await waitFor(() => expect(requests.at(-1)?.get('sort[name]')).toBe('createdAt'));
    expect(requests.at(-1)?.get('limit')).toBe('99999');
  });

  it('download: fetches the file with the session and saves it under its file name', async () => {
    serveDocuments('advisor', () => ({ items: [REPORT], totalCount: 1 }));
    const auth: (string | null)[] = [];
    server.use(
      http.get('*/api/advisor/advisor/documents/:id/file', ({ request, params }) => {
        auth.push(request.headers.get('authorization'));
        expect(params.id).toBe(REPORT.id);
        return new HttpResponse('%PDF-1.7 test', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="${REPORT.fileName}"`,
          },
        });
      }),
    );
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:report';
    });
    URL.revokeObjectURL = vi.fn();
    const clicks: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    const user = userEvent.setup();
    renderApp('/app/documents');
    await user.click(await screen.findByRole('button', { name: `Pobierz ${REPORT.fileName}` }));
    await waitFor(() => expect(clicks).toEqual([{ href: 'blob:report', download: REPORT.fileName }]));
    expect(auth[0]).toMatch(/^Bearer /);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]!);
    });
    expect(text).toBe('%PDF-1.7 test');
  });

  it('download failure: the catalogue message "File download error."', async () => {
    serveDocuments('advisor', () => ({ items: [REPORT], totalCount: 1 }));
    server.use(
      http.get('*/api/advisor/advisor/documents/:id/file', () =>
        HttpResponse.json({ label: 'Not found', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/app/documents');
    await user.click(await screen.findByRole('button', { name: `Pobierz ${REPORT.fileName}` }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Błąd pobierania pliku.');
  });

  it('a coordinator uploads by the file picker: multipart POST, toast, refreshed list', async () => {
    let uploaded = false;
    const requests = serveDocuments('coordinator', () => ({
      items: uploaded ? [REPORT, { ...REPORT, id: 'b2', fileName: 'umowa.pdf' }] : [REPORT],
      totalCount: uploaded ? 2 : 1,
    }));
    // jsdom's FormData reaches MSW without the file's name (a browser sends it): the content is what is checked.
    const received: { content: string }[] = [];
    server.use(
      http.post('*/api/advisor/advisor/documents', async ({ request }) => {
        const file = (await request.formData()).get('file') as File;
        received.push({ content: await file.text() });
        uploaded = true;
        return HttpResponse.json(getUploadDocumentResponseMock({ fileName: 'umowa.pdf' }), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/app/documents');
    expect(await screen.findByText('PDF, PNG lub JPEG, najwyżej 10 MB.')).toBeTruthy();
    const input = screen.getByLabelText(/Wybierz plik/);
    await user.upload(input, new File(['%PDF-1.7'], 'umowa.pdf', { type: 'application/pdf' }));

    expect((await screen.findByRole('status')).textContent).toContain('Dokument został dodany.');
    expect(received).toEqual([{ content: '%PDF-1.7' }]);
    expect(await screen.findByText('umowa.pdf')).toBeTruthy();
    expect(requests.length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    [413, 'Plik jest za duży. PDF, PNG lub JPEG, najwyżej 10 MB.'],
    [415, 'Ten rodzaj pliku nie jest akceptowany. Wyślij plik PDF, PNG lub JPEG.'],
  ])('the server answers %i: the translated reason (drag and drop)', async (status, text) => {
    serveDocuments('coordinator', () => ({ items: [REPORT], totalCount: 1 }));
    server.use(
      http.post('*/api/advisor/advisor/documents', () =>
        HttpResponse.json(
          { label: 'Refused', code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'UNSUPPORTED_MEDIA_TYPE' },
          { status },
        ),
      ),
    );
    renderApp('/app/documents');
    const zone = await screen.findByTestId('document-drop-zone');
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['MZ'], 'program.pdf', { type: 'application/pdf' })] } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nie udało się dodać dokumentu');
    expect(alert.textContent).toContain(text);
  });

  it('a file over 10 MB is refused before sending', async () => {
    serveDocuments('coordinator', () => ({ items: [REPORT], totalCount: 1 }));
    let posted = false;
    server.use(
      http.post('*/api/advisor/advisor/documents', () => {
        posted = true;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/app/documents');
    const input = await screen.findByLabelText(/Wybierz plik/);
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: MAX_DOCUMENT_BYTES + 1 });
    await user.upload(input, big);
    expect(await screen.findByText('Plik jest za duży. PDF, PNG lub JPEG, najwyżej 10 MB.')).toBeTruthy();
    expect(posted).toBe(false);
  });
});
