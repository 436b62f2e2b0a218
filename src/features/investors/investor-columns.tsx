import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Attachment, IdName, InvestorOfferRow, Network } from '#generated/api/model';
import { AgreementStatus, Currency, InvestorOfferStatus } from '#generated/api/model';
import { formatDate } from '../../lib/format';
import { formatDateTime } from '../../lib/format';
import { EmptyCell, type DataTableColumn } from '../../lib/table';
import { textLink } from '../../lib/ui/styles';
import { agreementMessages, investorMessages, statusMessages } from './investor-messages';
import { formatMoney, StuckBadge, TruncatedWithTooltip } from './offer-cells';

/** The name is cut at 30 characters, the campaign name at 25 (see docs/product/formats.md). */
export const NAME_MAX = 30;
export const CAMPAIGN_MAX = 25;

export interface InvestorColumnsOptions {
  /** The coordinator's view: the owning advisor's column, and the confirmations are labelled "Files". */
  withOwner: boolean;
  networks: readonly Network[];
  /**
   * The campaigns to choose from (GET /api/advisor/campaign-choices): the campaign column is filtered by them
   * (by id); null: by the name's text (one campaign's page, where the campaign is given).
   */
  campaigns: readonly IdName[] | null;
  onDownload: (row: InvestorOfferRow, attachment: Attachment) => void;
}

/**
 * The investor table's columns (see docs/product/investor-pipeline.md): every column sortable except networkId, status and
 * paymentConfirmations (and the derived stuck flag); filters by type: text like, enumerations in, dates and
 * amounts from/to, stuck as in [true|false].
 */
export function useInvestorColumns({
  withOwner,
  networks,
  campaigns,
  onDownload,
}: InvestorColumnsOptions): DataTableColumn<InvestorOfferRow>[] {
  const intl = useIntl();
  return useMemo(() => {
    const networkNames = new Map(networks.map((network) => [network.id, network.name]));
    const text = (id: keyof typeof investorMessages) =>
      intl.formatMessage(investorMessages[id] as { id: string; defaultMessage: string });
    const date = (value: string | null) => (value ? formatDate(value) : null);
    const columns: (DataTableColumn<InvestorOfferRow> | null)[] = [
      {
        id: 'investorName',
        header: text('investorName'),
        sortable: true,
        filter: { type: 'string' },
        hideable: true,
        cell: (row) => <OneLine text={row.investorName} max={NAME_MAX} />,
      },
      { id: 'investorEmail', header: text('investorEmail'), sortable: true, filter: { type: 'string' } },
      withOwner
        ? {
            id: 'ownerName',
            header: text('ownerName'),
            sortable: true,
            filter: { type: 'string' },
            cell: (row) => <OneLine text={row.ownerName} max={NAME_MAX} />,
          }
        : null,
      {
        id: 'agreementDate',
        header: text('agreementDate'),
        sortable: true,
        filter: { type: 'date' },
        value: (row) => date(row.agreementDate),
      },
      {
        id: 'paymentDate',
        header: text('paymentDate'),
        sortable: true,
        filter: { type: 'date' },
        value: (row) => date(row.paymentDate),
      },
      {
        id: 'endDate',
        header: text('endDate'),
        sortable: true,
        filter: { type: 'date' },
        value: (row) => date(row.endDate),
      },
      {
        id: 'networkId',
        header: text('networkId'),
        filter: {
          type: 'array',
          operator: 'in',
          options: networks.map((network) => ({ value: network.id, label: network.name })),
        },
        value: (row) => networkNames.get(row.networkId) ?? row.networkId,
        // One line, as the names and campaigns beside it ("Sieć / Południe" would make the row twice as tall).
        cell: (row) => <span className="whitespace-nowrap">{networkNames.get(row.networkId) ?? row.networkId}</span>,
      },
      {
        id: 'investmentValue',
        header: text('investmentValue'),
        sortable: true,
        filter: { type: 'number' },
        value: (row) => formatMoney(row.investmentValue, row.currency),
        cell: (row) => (
          <span className="whitespace-nowrap tabular-nums">{formatMoney(row.investmentValue, row.currency)}</span>
        ),
      },
      {
        id: 'currency',
        header: text('currency'),
        sortable: true,
        filter: {
          type: 'array',
          operator: 'in',
          options: Object.values(Currency).map((currency) => ({ value: currency, label: currency })),
        },
      },
      {
        id: 'status',
        header: text('status'),
        filter: {
          type: 'array',
          operator: 'in',
          options: Object.values(InvestorOfferStatus).map((status) => ({
            value: status,
            label: intl.formatMessage(statusMessages[status]),
          })),
        },
        value: (row) => intl.formatMessage(statusMessages[row.status]),
      },
      {
        id: 'statusDate',
        header: text('statusDate'),
        sortable: true,
        filter: { type: 'date' },
        value: (row) => formatDateTime(row.statusDate),
        cell: (row) => <span className="whitespace-nowrap">{formatDateTime(row.statusDate)}</span>,
      },
      {
        id: 'campaignName',
        header: text('campaignName'),
        sortable: true,
        filter: campaigns
          ? {
              type: 'array',
              operator: 'in',
              field: 'campaignId',
              options: campaigns.map((campaign) => ({ value: campaign.id, label: campaign.name })),
            }
          : { type: 'string' },
        cell: (row) => <OneLine text={row.campaignName} max={CAMPAIGN_MAX} />,
      },
      {
        id: 'productAutentiStatus',
        header: text('productAutentiStatus'),
        sortable: true,
        filter: {
          type: 'array',
          operator: 'in',
          options: Object.values(AgreementStatus).map((status) => ({
            value: status,
            label: intl.formatMessage(agreementMessages[status]),
          })),
        },
        value: (row) =>
          row.productAutentiStatus ? intl.formatMessage(agreementMessages[row.productAutentiStatus]) : null,
      },
      { id: 'productCode', header: text('productCode'), sortable: true, filter: { type: 'string' } },
      {
        id: 'paymentConfirmations',
        header: text(withOwner ? 'files' : 'paymentConfirmations'),
        cell: (row) => <AttachmentLinks row={row} onDownload={onDownload} />,
      },
      {
        id: 'stuck',
        header: text('stuck'),
        filter: {
          type: 'array',
          operator: 'in',
          options: [
            { value: 'true', label: text('yes') },
            { value: 'false', label: text('no') },
          ],
        },
        value: (row) => (row.stuck ? 'stuck' : null),
        cell: () => <StuckBadge />,
      },
    ];
    return columns.filter((column): column is DataTableColumn<InvestorOfferRow> => column !== null);
  }, [intl, withOwner, networks, campaigns, onDownload]);
}

function AttachmentLinks({
  row,
  onDownload,
}: {
  row: InvestorOfferRow;
  onDownload: (row: InvestorOfferRow, attachment: Attachment) => void;
}) {
  const intl = useIntl();
  if (row.paymentConfirmations.length === 0) return <EmptyCell />;
  return (
    <ul className="flex flex-col gap-1">
      {row.paymentConfirmations.map((attachment) => (
        <li key={attachment.id}>
          <button
            type="button"
            className={`${textLink} max-w-48 truncate text-left`}
            title={attachment.fileName}
            aria-label={intl.formatMessage(investorMessages.downloadFile, { name: attachment.fileName })}
            onClick={() => onDownload(row, attachment)}
          >
            {attachment.fileName}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * A name or campaign on one line: already cut at 30 or 25 characters, so the line stays short, and rows keep one
 * height instead of breaking "Katarzyna / Szymańska" over two lines.
 */
function OneLine({ text, max }: { text: string | null | undefined; max: number }) {
  return (
    <span className="whitespace-nowrap">
      <TruncatedWithTooltip text={text} max={max} />
    </span>
  );
}
