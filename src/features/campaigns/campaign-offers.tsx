import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useListCampaignOffers } from '#generated/api/campaigns/campaigns';
import { useListInvestorOfferEvents } from '#generated/api/investor-pipeline/investor-pipeline';
import type { AgreementStatus, InvestorOfferRow, InvestorOfferStatus, OfferEvent } from '#generated/api/model';
import { useCurrentUser, usePermissions } from '../../lib/auth';
import { getErrorMessage } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { FormAlert } from '../../lib/forms';
import { DataTable, useTableState, type DataTableColumn } from '../../lib/table';
import { focusRing, secondaryButton } from '../../lib/ui/styles';
import {
  actorRoleMessages,
  agreementStatusMessages,
  campaignMessages,
  eventTypeMessages,
  offerStatusMessages,
} from './campaign-messages';
import { badge, useFormatAmount } from './campaign-view';

const OFFER_STATUSES = Object.keys(offerStatusMessages) as InvestorOfferStatus[];
const AGREEMENT_STATUSES = Object.keys(agreementStatusMessages) as AgreementStatus[];

const OFFER_STATUS_STYLES: Record<InvestorOfferStatus, string> = {
  invited: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  viewed: 'bg-indigo-50 text-indigo-800 ring-indigo-600/20',
  interested: 'bg-violet-50 text-violet-800 ring-violet-600/20',
  accepted: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  rejected: 'bg-red-50 text-red-800 ring-red-600/20',
  declined: 'bg-red-50 text-red-800 ring-red-600/20',
  archived: 'bg-gray-100 text-gray-700 ring-gray-500/20',
};

/** The URL param of the offer whose history is open. */
const TIMELINE_PARAM = 'history';

function useDateTime(): (value: string) => string {
  const intl = useIntl();
  return (value) =>
    `${formatDate(value)} ${intl.formatTime(value, { hour: '2-digit', minute: '2-digit', hour12: false })}`;
}

/**
 * The offers made in one campaign (listCampaignOffers: the caller's own; a coordinator's whole network):
 * investor, product code, status, amount with currency, agreement status (Processing "sent", Completed
 * "signed"), status date; each with its history (listInvestorOfferEvents) in a panel under the table.
 */
export function CampaignOffers({ campaignId }: { campaignId: string }) {
  const intl = useIntl();
  const { role } = useCurrentUser();
  const { can } = usePermissions();
  const amount = useFormatAmount();
  const dateTime = useDateTime();
  const [searchParams, setSearchParams] = useSearchParams();
  const openOfferId = searchParams.get(TIMELINE_PARAM);

  const columns = useMemo<DataTableColumn<InvestorOfferRow>[]>(
    () => [
      {
        id: 'investorEmail',
        header: intl.formatMessage(campaignMessages.investor),
        sortable: true,
        filter: { type: 'string' },
        cell: (offer) => (
          <span className="flex flex-col">
            <span className="text-gray-900">{offer.investorEmail}</span>
            {offer.investorName ? <span className="text-gray-500">{offer.investorName}</span> : null}
          </span>
        ),
      },
      ...(role === 'advisor'
        ? []
        : [
            {
              id: 'ownerName',
              header: intl.formatMessage(campaignMessages.owner),
              sortable: true,
              truncate: 30,
            } satisfies DataTableColumn<InvestorOfferRow>,
          ]),
      {
        id: 'productCode',
        header: intl.formatMessage(campaignMessages.product),
        sortable: true,
        filter: { type: 'string' },
      },
      {
        id: 'status',
        header: intl.formatMessage(campaignMessages.offerStatus),
        filter: {
          type: 'array',
          operator: 'in',
          options: OFFER_STATUSES.map((status) => ({
            value: status,
            label: intl.formatMessage(offerStatusMessages[status]),
          })),
        },
        cell: (offer) => (
          <span className={`${badge} ${OFFER_STATUS_STYLES[offer.status]}`}>
            {intl.formatMessage(offerStatusMessages[offer.status])}
          </span>
        ),
      },
      {
        id: 'investmentValue',
        header: intl.formatMessage(campaignMessages.investmentValue),
        sortable: true,
        value: (offer) => offer.investmentValue,
        cell: (offer) => <span className="whitespace-nowrap">{amount(offer.investmentValue, offer.currency)}</span>,
      },
      {
        id: 'productAutentiStatus',
        header: intl.formatMessage(campaignMessages.agreementStatus),
        sortable: true,
        filter: {
          type: 'array',
          operator: 'in',
          options: AGREEMENT_STATUSES.map((status) => ({
            value: status,
            label: intl.formatMessage(agreementStatusMessages[status]),
          })),
        },
        value: (offer) => offer.productAutentiStatus,
        cell: (offer) =>
          offer.productAutentiStatus ? intl.formatMessage(agreementStatusMessages[offer.productAutentiStatus]) : null,
      },
      {
        id: 'statusDate',
        header: intl.formatMessage(campaignMessages.statusDate),
        sortable: true,
        filter: { type: 'date' },
        value: (offer) => offer.statusDate,
        cell: (offer) => <span className="whitespace-nowrap">{dateTime(offer.statusDate)}</span>,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- amount and dateTime follow intl
    [intl, role],
  );

  const table = useTableState(columns, { prefix: 'o.' });
  const offers = useListCampaignOffers(campaignId, table.params, { query: { placeholderData: keepPreviousData } });
  const openOffer = offers.data?.items.find((offer) => offer.id === openOfferId) ?? null;

  const setOpen = useCallback(
    (offerId: string | null) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (offerId) next.set(TIMELINE_PARAM, offerId);
          else next.delete(TIMELINE_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  // Closing the history returns the focus to the row's "History" button (once the panel is gone).
  const returnFocusTo = useRef<string | null>(null);
  useEffect(() => {
    const offerId = returnFocusTo.current;
    if (openOfferId !== null || offerId === null) return;
    returnFocusTo.current = null;
    document.querySelector<HTMLElement>(`[data-timeline-opener="${offerId}"]`)?.focus();
  }, [openOfferId]);

  const title = intl.formatMessage(role === 'advisor' ? campaignMessages.offers : campaignMessages.offersNetwork);

  const rowActions = useCallback(
    (offer: InvestorOfferRow) =>
      can('listInvestorOfferEvents') ? (
        <button
          type="button"
          className={`rounded-md px-2 py-1 text-sm font-medium text-gray-700 hover:bg-gray-100 ${focusRing}`}
          aria-expanded={openOfferId === offer.id}
          aria-controls={openOfferId === offer.id ? `timeline-${offer.id}` : undefined}
          aria-label={intl.formatMessage(campaignMessages.showTimeline, { email: offer.investorEmail })}
          data-timeline-opener={offer.id}
          onClick={() => setOpen(openOfferId === offer.id ? null : offer.id)}
        >
          {intl.formatMessage(campaignMessages.timelineButton)}
        </button>
      ) : null,
    [can, intl, openOfferId, setOpen],
  );

  return (
    <section aria-labelledby="campaign-offers" className="flex flex-col gap-4">
      <h2 id="campaign-offers" className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <DataTable
        label={title}
        columns={columns}
        table={table}
        query={offers}
        getRowId={(offer) => offer.id}
        rowActions={rowActions}
      />
      {openOffer ? (
        <OfferTimeline
          offer={openOffer}
          onClose={() => {
            returnFocusTo.current = openOffer.id;
            setOpen(null);
          }}
        />
      ) : null}
    </section>
  );
}

function OfferTimeline({ offer, onClose }: { offer: InvestorOfferRow; onClose: () => void }) {
  const intl = useIntl();
  const dateTime = useDateTime();
  const events = useListInvestorOfferEvents(offer.id);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Opening moves the focus to the panel's heading (closing returns it to the row's button: CampaignOffers).
  useEffect(() => {
    headingRef.current?.focus();
  }, [offer.id]);

  const value = (event: OfferEvent, raw: string | null): string | null => {
    if (raw === null) return null;
    if (event.type === 'status_changed' && raw in offerStatusMessages)
      return intl.formatMessage(offerStatusMessages[raw as InvestorOfferStatus]);
    if (event.type === 'agreement_status_changed' && raw in agreementStatusMessages)
      return intl.formatMessage(agreementStatusMessages[raw as AgreementStatus]);
    return raw;
  };

  return (
    <section
      id={`timeline-${offer.id}`}
      aria-labelledby={`timeline-${offer.id}-title`}
      className="rounded-2xl border border-gray-200 bg-white p-6"
    >
      <div className="flex items-start justify-between gap-4">
        <h3
          id={`timeline-${offer.id}-title`}
          ref={headingRef}
          tabIndex={-1}
          className="text-base font-semibold text-gray-900 focus:outline-none"
        >
          {intl.formatMessage(campaignMessages.timelineTitle, { email: offer.investorEmail })}
        </h3>
        <button type="button" className={secondaryButton} onClick={onClose}>
          {intl.formatMessage(campaignMessages.timelineClose)}
        </button>
      </div>
      {events.isPending ? (
        <p role="status" className="mt-4 text-sm text-gray-600">
          {intl.formatMessage(campaignMessages.loading)}
        </p>
      ) : events.error ? (
        <div className="mt-4">
          <FormAlert>{getErrorMessage(events.error, intl)}</FormAlert>
        </div>
      ) : events.data.length === 0 ? (
        <p className="mt-4 text-sm text-gray-600">{intl.formatMessage(campaignMessages.timelineEmpty)}</p>
      ) : (
        <ol className="mt-4 flex flex-col gap-4 border-l border-gray-200 pl-5">
          {events.data.map((event) => {
            const from = value(event, event.fromValue);
            const to = value(event, event.toValue);
            const role = intl.formatMessage(actorRoleMessages[event.actorRole]);
            return (
              <li key={event.id} className="relative text-sm">
                <span aria-hidden="true" className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full bg-brand" />
                <p className="font-medium text-gray-900">
                  {intl.formatMessage(eventTypeMessages[event.type])}
                  {from !== null || to !== null ? (
                    <>
                      {': '}
                      {from !== null && to !== null
                        ? intl.formatMessage(campaignMessages.timelineFromTo, { from, to })
                        : (to ?? from)}
                    </>
                  ) : null}
                </p>
                <p className="text-gray-600">
                  <time dateTime={event.occurredAt}>{dateTime(event.occurredAt)}</time>
                  {' · '}
                  {event.actorName ? (
                    <>
                      {event.actorName}
                      {` (${role})`}
                    </>
                  ) : (
                    role
                  )}
                </p>
                {event.reason ? (
                  <p className="text-gray-700">
                    {intl.formatMessage(campaignMessages.timelineReason, { reason: event.reason })}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
