import { keepPreviousData } from '@tanstack/react-query';
import { useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { useGetInvestmentSummary, useListInvestorProducts } from '#generated/api/investor/investor';
import type { InvestorProduct, InvestorProductStatus, ListInvestorProductsParams } from '#generated/api/model';
import { RequireOperation, usePermissions } from '../../lib/auth';
import { formatDate, formatPercent } from '../../lib/format';
import { formatMoney } from '../../lib/offer';
import { useValueLabels } from '../../lib/offer/value-labels';
import { DataTable, useTableState, type DataTableColumn } from '../../lib/table';
import { useLocalizedText } from '../../lib/theme';
import { focusRing } from '../../lib/ui/styles';
import { sharesOf } from './investment-shares';
import { investmentMessages as m, PRODUCT_STATUS_MESSAGES } from './investment-messages';

const TABS: InvestorProductStatus[] = ['signing', 'active', 'archived'];
const DEFAULT_TAB: InvestorProductStatus = 'active';

function tabOf(params: URLSearchParams): InvestorProductStatus {
  const value = params.get('tab');
  return TABS.find((tab) => tab === value) ?? DEFAULT_TAB;
}

/**
 * /app/investments: the investor's investments in three tabs (see docs/product/investor-panel.md) - in
 * signing (accepted, agreement or payment not completed), active, archived - with the tab, sorting, filters and
 * page in the URL (?tab=signing&sort=-endDate&page=2). Each row opens /app/investments/{id}.
 */
export function InvestmentsListPage() {
  return (
    <RequireOperation operation="listInvestorProducts">
      <InvestmentsList />
    </RequireOperation>
  );
}

function InvestmentsList() {
  const intl = useIntl();
  const t = useLocalizedText();
  const { can } = usePermissions();
  const labels = useValueLabels();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabOf(searchParams);
  const panelId = useId();
  const tabRefs = useRef<Partial<Record<InvestorProductStatus, HTMLButtonElement | null>>>({});

  const columns = useMemo<DataTableColumn<InvestorProduct>[]>(
    () => [
      {
        id: 'campaignName',
        header: intl.formatMessage(m.columnCampaign),
        sortable: true,
        filter: { type: 'string' },
        hideable: false,
        value: (row) => t(row.campaignName),
        cell: (row) => {
          const name = t(row.campaignName);
          return can('getInvestorProduct') ? (
            <Link
              to={`/app/investments/${row.id}`}
              aria-label={intl.formatMessage(m.openInvestment, { name })}
              className="font-medium text-gray-900 underline underline-offset-4"
            >
              {name}
            </Link>
          ) : (
            name
          );
        },
      },
      {
        id: 'product',
        header: intl.formatMessage(m.columnProduct),
        value: (row) => `${t(row.product.name)} (${row.product.code})`,
      },
      {
        id: 'investmentValue',
        header: intl.formatMessage(m.columnAmount),
        sortable: true,
        cell: (row) => <span className="whitespace-nowrap">{formatMoney(row.investmentValue, row.currency)}</span>,
      },
      {
        id: 'shares',
        header: intl.formatMessage(m.columnShares),
        value: (row) => sharesOf(row),
      },
      {
        id: 'rate',
        header: intl.formatMessage(m.columnRate),
        value: (row) => (row.product.interestRate === null ? null : formatPercent(row.product.interestRate)),
      },
      {
        id: 'agreementStatus',
        header: intl.formatMessage(m.columnAgreement),
        value: (row) => (row.agreementStatus ? labels.agreementStatus(row.agreementStatus) : null),
      },
      {
        id: 'acceptedAt',
        header: intl.formatMessage(m.columnAcceptedAt),
        sortable: true,
        value: (row) => (row.acceptedAt ? formatDate(row.acceptedAt) : null),
      },
      {
        id: 'paymentDate',
        header: intl.formatMessage(m.columnPaymentDate),
        sortable: true,
        value: (row) => (row.paymentDate ? formatDate(row.paymentDate) : null),
      },
      {
        id: 'endDate',
        header: intl.formatMessage(m.columnEndDate),
        sortable: true,
        value: (row) => (row.endDate ? formatDate(row.endDate) : null),
      },
      {
        id: 'nextPaymentDate',
        header: intl.formatMessage(m.columnNextPayment),
        sortable: true,
        value: (row) => row.nextPayment?.dueDate ?? null,
        cell: (row) =>
          row.nextPayment ? (
            <span className="whitespace-nowrap">
              {intl.formatMessage(m.nextPaymentValue, {
                amount: formatMoney(row.nextPayment.amount, row.currency),
                date: formatDate(row.nextPayment.dueDate),
              })}
            </span>
          ) : null,
      },
    ],
    [intl, t, can, labels],
  );

  const table = useTableState(columns);
  const params = useMemo<ListInvestorProductsParams>(
    () => ({
      ...table.params,
      filters: { ...table.params.filters, status: { type: 'array', operator: 'in', values: [tab] } },
    }),
    [table.params, tab],
  );
  const list = useListInvestorProducts(params, { query: { placeholderData: keepPreviousData, retry: false } });
  // The tabs' counts come with the summary (the same figures as /app).
  const summary = useGetInvestmentSummary({ query: { retry: false, enabled: can('getInvestmentSummary') } });
  const counts = new Map(summary.data?.countsByStatus.map((entry) => [entry.status, entry.count]) ?? []);

  const selectTab = (next: InvestorProductStatus) =>
    setSearchParams((current) => {
      const copy = new URLSearchParams(current);
      if (next === DEFAULT_TAB) copy.delete('tab');
      else copy.set('tab', next);
      copy.delete('page');
      return copy;
    });

  // The ARIA tabs pattern: arrows move between the tabs (and select), Home/End jump.
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(tab);
    let next: InvestorProductStatus | undefined;
    if (event.key === 'ArrowRight') next = TABS[(index + 1) % TABS.length];
    else if (event.key === 'ArrowLeft') next = TABS[(index - 1 + TABS.length) % TABS.length];
    else if (event.key === 'Home') next = TABS[0];
    else if (event.key === 'End') next = TABS[TABS.length - 1];
    if (!next) return;
    event.preventDefault();
    selectTab(next);
    tabRefs.current[next]?.focus();
  };

  const title = intl.formatMessage(m.listTitle);
  const empty = { signing: m.emptySigning, active: m.emptyActive, archived: m.emptyArchived }[tab];

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
      <div role="tablist" aria-label={intl.formatMessage(m.tabsLabel)} className="flex gap-1 border-b border-gray-200">
        {TABS.map((value) => {
          const label = intl.formatMessage(PRODUCT_STATUS_MESSAGES[value]);
          const count = counts.get(value);
          return (
            <button
              key={value}
              ref={(element) => {
                tabRefs.current[value] = element;
              }}
              type="button"
              role="tab"
              id={`${panelId}-tab-${value}`}
              aria-selected={tab === value}
              aria-controls={panelId}
              tabIndex={tab === value ? 0 : -1}
              onClick={() => selectTab(value)}
              onKeyDown={onTabKeyDown}
              className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${focusRing} ${
                tab === value
                  ? 'border-brand text-gray-900'
                  : 'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900'
              }`}
            >
              {count === undefined ? label : intl.formatMessage(m.tabCount, { label, count })}
            </button>
          );
        })}
      </div>
      <section id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${tab}`}>
        <DataTable
          label={`${title}: ${intl.formatMessage(PRODUCT_STATUS_MESSAGES[tab])}`}
          columns={columns}
          table={table}
          query={list}
          getRowId={(row) => row.id}
          emptyMessage={intl.formatMessage(empty)}
        />
      </section>
    </div>
  );
}
