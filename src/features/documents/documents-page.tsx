import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { downloadDocument, useListDocuments } from '#generated/api/documents/documents';
import type { Document } from '#generated/api/model';
import { RequireOperation, usePermissions } from '../../lib/auth';
import { errorMessages } from '../../lib/errors';
import { useNotifications } from '../../lib/notifications';
import { DataTable, useTableState, WHOLE_LIST_LIMIT, type DataTableColumn } from '../../lib/table';
import { focusRing } from '../../lib/ui/styles';
import { DocumentUpload } from './document-upload';
import { documentMessages } from './documents-messages';
import { saveBlob } from '../../lib/files/save-blob';
import { formatDateTime } from '../../lib/format';

/**
 * /app/documents (see docs/product/routes.md): the whole list (limit 99999, docs/product/constants.md)
 * through the table kit, sorted and filtered by the server; downloads for everyone, uploads for coordinators
 * and operators.
 */
export function DocumentsPage() {
  return (
    <RequireOperation operation="listDocuments">
      <Documents />
    </RequireOperation>
  );
}

function Documents() {
  const intl = useIntl();
  const { notify } = useNotifications();
  const canUpload = usePermissions().can('uploadDocument');
  const [downloading, setDownloading] = useState<string | null>(null);

  const columns = useMemo<DataTableColumn<Document>[]>(
    () => [
      {
        id: 'fileName',
        header: intl.formatMessage(documentMessages.fileName),
        sortable: true,
        filter: { type: 'string' },
        truncate: 50,
      },
      {
        id: 'uploadedBy',
        header: intl.formatMessage(documentMessages.uploadedBy),
        sortable: true,
        filter: { type: 'string' },
        truncate: 30,
      },
      {
        id: 'createdAt',
        header: intl.formatMessage(documentMessages.createdAt),
        sortable: true,
        filter: { type: 'date' },
        value: (document) => formatDateTime(document.createdAt),
        cell: (document) => <time dateTime={document.createdAt}>{formatDateTime(document.createdAt)}</time>,
      },
    ],
    [intl],
  );
  const table = useTableState(columns, { pageSize: WHOLE_LIST_LIMIT });
  const documents = useListDocuments(table.params, { query: { placeholderData: keepPreviousData } });

  const download = useCallback(
    async (document: Document) => {
      setDownloading(document.id);
      try {
        saveBlob(await downloadDocument(document.id), document.fileName);
      } catch {
        // The error body of a blob request is a Blob too: the catalogue's own message says what happened.
        notify({
          kind: 'error',
          title: intl.formatMessage(documentMessages.downloadFailed),
          message: intl.formatMessage(errorMessages.fileDownload),
        });
      } finally {
        setDownloading(null);
      }
    },
    [intl, notify],
  );

  const rowActions = useCallback(
    (document: Document) => (
      <button
        type="button"
        onClick={() => void download(document)}
        disabled={downloading === document.id}
        aria-label={intl.formatMessage(documentMessages.downloadLabel, { name: document.fileName })}
        className={`rounded-md px-2 py-1 text-sm font-medium text-gray-700 underline-offset-4 hover:text-gray-900 hover:underline disabled:opacity-50 ${focusRing}`}
      >
        {intl.formatMessage(documentMessages.download)}
      </button>
    ),
    [download, downloading, intl],
  );

  const title = intl.formatMessage(documentMessages.title);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
      {canUpload ? <DocumentUpload /> : null}
      <DataTable
        label={title}
        columns={columns}
        table={table}
        query={documents}
        getRowId={(document) => document.id}
        rowActions={rowActions}
      />
    </div>
  );
}
