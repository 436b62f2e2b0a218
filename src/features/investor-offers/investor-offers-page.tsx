import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useListInvestorPanelOffers } from '#generated/api/investor/investor';
import { WHOLE_LIST_LIMIT } from '#schemas/constants';
import { getErrorMessage } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import {
  OfferErrorState,
  OfferLoading,
  OfferStatusBadge,
  campaignTexts,
  formatMoney,
  offerMessages as m,
} from '../../lib/offer';
import { usePermissions } from '../../lib/auth';
import { isAccepted } from '../../lib/offer/offer-format';
import { useValueLabels } from '../../lib/offer/value-labels';
import { useLocalizedText } from '../../lib/theme';

/** `/app/offers` for a signed-in investor: the investor's offers with their status, campaign and amount. */
export function InvestorOffersPage() {
  const intl = useIntl();
  const t = useLocalizedText();
  const { can } = usePermissions();
  const labels = useValueLabels();
  const query = useListInvestorPanelOffers({ limit: WHOLE_LIST_LIMIT, offset: 0 }, { query: { retry: false } });

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-gray-900">{intl.formatMessage(m.listTitle)}</h1>
      {query.isPending ? (
        <OfferLoading />
      ) : query.isError ? (
        <OfferErrorState message={getErrorMessage(query.error, intl)} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <p className="text-sm text-gray-600">{intl.formatMessage(m.listEmpty)}</p>
      ) : (
        <div className="relative overflow-x-auto rounded-2xl border border-gray-200 bg-white shadow-sm">
          <table className="min-w-full divide-y divide-gray-200 text-sm">
            <thead className="bg-gray-50 text-left text-xs font-semibold tracking-wide text-gray-600 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  {intl.formatMessage(m.listCampaign)}
                </th>
                <th scope="col" className="px-4 py-3">
                  {intl.formatMessage(m.listProduct)}
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  {intl.formatMessage(m.listAmount)}
                </th>
                <th scope="col" className="px-4 py-3">
                  {intl.formatMessage(m.listStatus)}
                </th>
                <th scope="col" className="px-4 py-3">
                  {intl.formatMessage(m.listAgreement)}
                </th>
                <th scope="col" className="px-4 py-3">
                  {intl.formatMessage(m.listStatusDate)}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {query.data.items.map((offer) => {
                const name = campaignTexts(offer, intl.locale).name;
                return (
                  <tr key={offer.id}>
                    <td className="px-4 py-3">
                      <Link
                        to={`/app/offers/${offer.id}`}
                        aria-label={intl.formatMessage(m.listOpen, { name })}
                        className="font-medium text-gray-900 underline underline-offset-4"
                      >
                        {name}
                      </Link>
                    </td>
                    <td className="px-4 py-3 text-gray-700">
                      {t(offer.product.name)} ({offer.product.code})
                    </td>
                    <td className="px-4 py-3 text-right whitespace-nowrap text-gray-900">
                      {offer.investmentValue !== null
                        ? formatMoney(offer.investmentValue, offer.currency)
                        : intl.formatMessage(m.noAmount)}
                    </td>
                    <td className="px-4 py-3">
                      <OfferStatusBadge offer={offer} />
                      {/* Accepted or active: an investment now, with its schedule (/app/investments/{id}, same id). */}
                      {isAccepted(offer.status) && can('getInvestorProduct') ? (
                        <Link
                          to={`/app/investments/${offer.id}`}
                          aria-label={intl.formatMessage(m.listInvestment, { name })}
                          className="mt-1 block text-xs font-medium text-gray-700 underline underline-offset-4"
                        >
                          {intl.formatMessage(m.listInvestmentLink)}
                        </Link>
                      ) : null}
                    </td>
                    <td className="px-4 py-3 text-gray-700">
                      {offer.agreementStatus ? labels.agreementStatus(offer.agreementStatus) : '—'}
                    </td>
                    <td className="px-4 py-3 text-gray-700">{formatDate(offer.statusDate)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
