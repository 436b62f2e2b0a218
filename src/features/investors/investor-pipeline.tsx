import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useListNetworks } from '#generated/api/advisors/advisors';
import {
  getListCampaignOffersQueryKey,
  listCampaignOffers,
  useListCampaignChoices,
} from '#generated/api/campaigns/campaigns';
import {
  downloadInvestorOfferAttachment,
  exportInvestorOffers,
  exportNetworkInvestorOffers,
  getListInvestorOffersQueryKey,
  getListNetworkInvestorOffersQueryKey,
  listInvestorOffers,
  listNetworkInvestorOffers,
} from '#generated/api/investor-pipeline/investor-pipeline';
import type { Attachment, IdName, InvestorOfferRow, ListFilters, Network } from '#generated/api/model';
import { usePermissions } from '../../lib/auth';
import { errorMessages, getErrorMessage } from '../../lib/errors';
import { saveBlob } from '../../lib/files/save-blob';
import { formatDateIso } from '../../lib/format';
import { useNotifications } from '../../lib/notifications';
import { DataTable, RowActionsMenu, useTableState } from '../../lib/table';
import { FilterControl } from '../../lib/table/filter-controls';
import { focusRing, secondaryButton } from '../../lib/ui/styles';
import { BoardView } from './board/board-view';
import { withJsonErrorBody } from '../../lib/errors/blob-error-body';
import { useInvestorColumns } from './investor-columns';
import { investorMessages } from './investor-messages';
import { displayName, useOfferActions } from './use-offer-actions';

export type PipelineScope = 'own' | 'network' | 'campaign';
type View = 'table' | 'board';
type ExportFormat = 'csv' | 'xlsx';

export interface InvestorPipelineProps {
  scope: PipelineScope;
  /** The campaign of /app/investors/offer/{id}. */
  campaignId?: string;
}

/** A stable empty list: a new `[]` each render would rebuild the columns (and remount every cell) each render. */
const NO_NETWORKS: readonly Network[] = [];
const NO_CAMPAIGNS: readonly IdName[] = [];

const TITLES = {
  own: investorMessages.ownTitle,
  network: investorMessages.networkTitle,
  campaign: investorMessages.offerTitle,
} as const;

/**
 * /app/investors (an advisor's own offers), /app/investors/network (a coordinator's networks, with the owning
 * advisor) and /app/investors/offer/{id} (one campaign): the investor table (see docs/product/investor-pipeline.md) or the
 * kanban board, switched by `view` in the URL; filters, sort, page and hidden columns are in the URL too.
 */
export function InvestorPipeline({ scope, campaignId }: InvestorPipelineProps) {
  const intl = useIntl();
  const { role, can } = usePermissions();
  const { notify } = useNotifications();
  const [searchParams, setSearchParams] = useSearchParams();
  const view: View = searchParams.get('view') === 'board' ? 'board' : 'table';
  // A coordinator (or the operator) sees the whole network: the owner column, the network's board and export.
  const networkWide = scope === 'network' || (scope === 'campaign' && (role === 'coordinator' || role === 'operator'));

  // A failed network list yields an empty list (see docs/product/requests.md): ids are shown instead of names.
  const networks = useListNetworks({ query: { staleTime: 5 * 60_000 } });

  const onDownload = useCallback(
    (row: InvestorOfferRow, attachment: Attachment) => {
      downloadInvestorOfferAttachment(row.id, attachment.id)
        .then((blob) => saveBlob(blob, attachment.fileName))
        // The catalogue's own message (see docs/product/errors.md), as the documents list says it.
        .catch(() =>
          notify({
            kind: 'error',
            title: intl.formatMessage(investorMessages.downloadFailed),
            message: intl.formatMessage(errorMessages.fileDownload),
          }),
        );
    },
    [intl, notify],
  );

  // The campaign filter's choices; a failed fetch yields an empty list (see docs/product/requests.md). One campaign's page
  // is that campaign's already: its column keeps the text filter.
  const campaignChoices = useListCampaignChoices({
    query: { staleTime: 5 * 60_000, enabled: scope !== 'campaign' && can('listCampaignChoices') },
  });
  const columns = useInvestorColumns({
    withOwner: networkWide,
    networks: networks.data ?? NO_NETWORKS,
    campaigns: scope === 'campaign' ? null : (campaignChoices.data ?? NO_CAMPAIGNS),
    onDownload,
  });
  const table = useTableState(columns);
  const { params } = table;

  const list = useQuery({
    queryKey:
      scope === 'campaign'
        ? getListCampaignOffersQueryKey(campaignId ?? '', params)
        : scope === 'network'
          ? getListNetworkInvestorOffersQueryKey(params)
          : getListInvestorOffersQueryKey(params),
    queryFn: ({ signal }) =>
      scope === 'campaign'
        ? listCampaignOffers(campaignId ?? '', params, undefined, signal)
        : scope === 'network'
          ? listNetworkInvestorOffers(params, undefined, signal)
          : listInvestorOffers(params, undefined, signal),
    enabled: view === 'table' && (scope !== 'campaign' || Boolean(campaignId)),
    placeholderData: keepPreviousData,
  });

  // The board and the export take the table's filters; one campaign's page adds its campaign.
  const filters = useMemo<ListFilters | undefined>(() => {
    if (scope !== 'campaign' || !campaignId) return params.filters;
    return { ...params.filters, campaignId: { type: 'array', operator: 'in', values: [campaignId] } };
  }, [scope, campaignId, params.filters]);

  const actions = useOfferActions();
  const { menuActions } = actions;
  // Stable while nothing it reads changes: a new function would remount the actions column's cells.
  const rowActions = useCallback(
    (row: InvestorOfferRow) => (
      <RowActionsMenu
        label={intl.formatMessage(investorMessages.rowActions, { name: displayName(row) })}
        actions={menuActions(row)}
      />
    ),
    [menuActions, intl],
  );

  const setView = (next: View) =>
    setSearchParams((current) => {
      const copy = new URLSearchParams(current);
      if (next === 'board') copy.set('view', 'board');
      else copy.delete('view');
      return copy;
    });

  const exportOperation = networkWide ? 'exportNetworkInvestorOffers' : 'exportInvestorOffers';
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const runExport = async (format: ExportFormat) => {
    setExporting(format);
    const exportParams = { format, ...(params.sort ? { sort: params.sort } : {}), ...(filters ? { filters } : {}) };
    try {
      const blob = networkWide
        ? await exportNetworkInvestorOffers(exportParams)
        : await exportInvestorOffers(exportParams);
      saveBlob(blob, `${intl.formatMessage(investorMessages.exportFileName)}-${formatDateIso(new Date())}.${format}`);
    } catch (error) {
      notify({
        kind: 'error',
        title: intl.formatMessage(investorMessages.exportFailed),
        message: getErrorMessage(await withJsonErrorBody(error), intl),
      });
    } finally {
      setExporting(null);
    }
  };

  const title = intl.formatMessage(TITLES[scope]);
  const viewButton = (value: View, label: string) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => setView(value)}
      className={`rounded-md px-3 py-1.5 text-sm font-medium ${focusRing} ${
        view === value ? 'bg-brand text-on-brand shadow-sm' : 'text-gray-700 hover:bg-gray-100'
      }`}
    >
      {label}
    </button>
  );

  const toolbar = (
    <>
      <div
        role="group"
        aria-label={intl.formatMessage(investorMessages.viewSwitch)}
        className="inline-flex gap-1 rounded-lg border border-gray-300 bg-white p-1"
      >
        {viewButton('table', intl.formatMessage(investorMessages.viewTable))}
        {viewButton('board', intl.formatMessage(investorMessages.viewBoard))}
      </div>
      {can(exportOperation) ? (
        <>
          <button
            type="button"
            className={`${secondaryButton} px-3 py-2`}
            disabled={exporting !== null}
            onClick={() => void runExport('csv')}
          >
            {intl.formatMessage(investorMessages.exportCsv)}
          </button>
          <button
            type="button"
            className={`${secondaryButton} px-3 py-2`}
            disabled={exporting !== null}
            onClick={() => void runExport('xlsx')}
          >
            {intl.formatMessage(investorMessages.exportXlsx)}
          </button>
        </>
      ) : null}
    </>
  );

  return (
    <div className="mx-auto flex w-full max-w-screen-2xl flex-col gap-6">
      <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
      {view === 'table' ? (
        <>
          <DataTable
            label={title}
            columns={columns}
            table={table}
            query={list}
            getRowId={(row) => row.id}
            rowActions={rowActions}
            toolbar={toolbar}
          />
          {actions.elements}
        </>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3">{toolbar}</div>
          <details className="rounded-xl border border-gray-200 bg-white p-3">
            <summary className={`cursor-pointer rounded text-sm font-medium text-gray-900 ${focusRing}`}>
              {intl.formatMessage(investorMessages.boardFilters)}
              {Object.keys(table.state.filters).length > 0 ? ` (${Object.keys(table.state.filters).length})` : ''}
            </summary>
            <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {columns
                .filter((column) => column.filter)
                .map((column) => (
                  <div key={column.id} className="flex flex-col gap-1">
                    <span className="text-xs font-semibold text-gray-600 uppercase" aria-hidden="true">
                      {column.header}
                    </span>
                    <FilterControl
                      column={column.header}
                      spec={column.filter!}
                      value={table.state.filters[column.id]}
                      onChange={(value) => table.setFilter(column.id, value)}
                    />
                  </div>
                ))}
            </div>
          </details>
          <BoardView scope={networkWide ? 'network' : 'own'} sort={params.sort} filters={filters} />
        </>
      )}
    </div>
  );
}
