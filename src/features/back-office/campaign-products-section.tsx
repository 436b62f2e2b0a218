import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { getGetCampaignQueryKey } from '#generated/api/campaigns/campaigns';
import type { Campaign, Product } from '#generated/api/model';
import { usePermissions } from '../../lib/auth';
import { formatDate } from '../../lib/format';
import { useNotifications } from '../../lib/notifications';
import { useLocalizedText } from '../../lib/theme';
import { primaryButton, secondaryButton } from '../../lib/ui/styles';
import { Section } from './campaign-page-shell';
import { formatMoney } from './campaign-text';
import { m, paymentFrequencyMessages, productActionsLabel } from './messages';
import { formatRate, ProductDialog } from './product-dialog';

/** The campaign's products as a table; add or edit one in a dialog. */
export function CampaignProductsSection({ campaign }: { campaign: Campaign }) {
  const intl = useIntl();
  const t = useLocalizedText();
  const { can } = usePermissions();
  const { notify } = useNotifications();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ product: Product | null } | null>(null);
  const debt = campaign.type === 'debt';

  const saved = async () => {
    setEditing(null);
    notify({ kind: 'success', title: intl.formatMessage(m.success), message: intl.formatMessage(m.productSaved) });
    await queryClient.invalidateQueries({ queryKey: getGetCampaignQueryKey(campaign.id) });
  };
  const rateOf = (product: Product) => {
    if (product.interestRate === null) return '';
    const rate = `${formatRate(product.interestRate)}%`;
    return product.interestType === 'Variable' && product.referenceRate
      ? `${rate} (${product.referenceRate.name} + ${formatRate(product.margin ?? 0)})`
      : rate;
  };

  return (
    <Section
      title={intl.formatMessage(m.productsTitle)}
      actions={
        can('createProduct') ? (
          <button type="button" className={primaryButton} onClick={() => setEditing({ product: null })}>
            {intl.formatMessage(m.productAdd)}
          </button>
        ) : null
      }
    >
      {campaign.products.length === 0 ? (
        <p className="text-sm text-gray-600">{intl.formatMessage(m.productsEmpty)}</p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{intl.formatMessage(m.productsTitle)}</caption>
            <thead className="border-b border-gray-200 text-gray-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {intl.formatMessage(m.productCode)}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {intl.formatMessage(m.columnName)}
                </th>
                {debt ? (
                  <>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      {intl.formatMessage(m.productRate)}
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      {intl.formatMessage(m.productPaymentFrequency)}
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      {intl.formatMessage(m.productTerm)}
                    </th>
                  </>
                ) : null}
                <th scope="col" className="py-2 pr-4 font-medium">
                  {intl.formatMessage(m.productStartDate)}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {intl.formatMessage(m.productLimits)}
                </th>
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">{intl.formatMessage(m.edit)}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {campaign.products.map((product) => (
                <tr key={product.id}>
                  <td className="py-2 pr-4 font-medium text-gray-900">{product.code}</td>
                  <td className="py-2 pr-4">{t(product.name)}</td>
                  {debt ? (
                    <>
                      <td className="py-2 pr-4 whitespace-nowrap">{rateOf(product)}</td>
                      <td className="py-2 pr-4">
                        {product.paymentFrequency
                          ? intl.formatMessage(paymentFrequencyMessages[product.paymentFrequency])
                          : ''}
                      </td>
                      <td className="py-2 pr-4">{product.termMonths ?? ''}</td>
                    </>
                  ) : null}
                  <td className="py-2 pr-4 whitespace-nowrap">{formatDate(product.startDate)}</td>
                  <td className="py-2 pr-4 whitespace-nowrap">
                    {formatMoney(product.investmentValueMin, product.currency)} –{' '}
                    {formatMoney(product.investmentValueMax, product.currency)} (
                    {formatMoney(product.investmentValueStep, product.currency)})
                  </td>
                  <td className="py-2 text-right">
                    {can('updateProduct') ? (
                      <button
                        type="button"
                        className={secondaryButton}
                        aria-label={intl.formatMessage(productActionsLabel, { code: product.code })}
                        onClick={() => setEditing({ product })}
                      >
                        {intl.formatMessage(m.edit)}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ProductDialog
        campaign={campaign}
        product={editing?.product ?? null}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={saved}
      />
    </Section>
  );
}
