import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useGetCampaign } from '#generated/api/campaigns/campaigns';
import { RequireOperation } from '../../lib/auth';
import { errorBodyOf, getErrorMessage, statusOf } from '../../lib/errors';
import { FormAlert } from '../../lib/forms';
import { CampaignDocumentsSection } from './campaign-documents-section';
import { CampaignForm, campaignToInput } from './campaign-form';
import { CampaignImageSection } from './campaign-image-section';
import { CampaignOffersSection } from './campaign-offers-section';
import { CampaignPageShell, Section } from './campaign-page-shell';
import { CampaignProductsSection } from './campaign-products-section';
import { CampaignStatusBadge } from './campaign-status-badge';
import { CampaignSuspension } from './campaign-suspension';
import { campaignName } from './campaign-text';
import { m } from './messages';
import { useSaveCampaign } from './use-save-campaign';

function notFound(error: unknown): boolean {
  return statusOf(error) === 404 || Boolean(errorBodyOf(error)?.violations?.some((v) => v.propertyPath === 'path.id'));
}

/** /app/campaigns/:id: the campaign form, its suspension, image, documents, products and offers. */
export function CampaignEditPage() {
  return (
    <RequireOperation operation="updateCampaign">
      <CampaignEdit />
    </RequireOperation>
  );
}

function CampaignEdit() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const campaign = useGetCampaign(id, { query: { staleTime: 0 } });
  const { save, serverError, submitting } = useSaveCampaign(id);
  const initialData = useMemo(() => (campaign.data ? campaignToInput(campaign.data) : undefined), [campaign.data]);

  if (campaign.isPending) {
    return (
      <CampaignPageShell title={intl.formatMessage(m.editTitle)}>
        <p role="status" className="text-sm text-gray-600">
          {intl.formatMessage(m.loading)}
        </p>
      </CampaignPageShell>
    );
  }
  if (campaign.error || !campaign.data || !initialData) {
    return (
      <CampaignPageShell title={intl.formatMessage(m.editTitle)}>
        <FormAlert>
          {notFound(campaign.error)
            ? intl.formatMessage(m.notFound)
            : `${intl.formatMessage(m.loadFailed)} ${getErrorMessage(campaign.error, intl)}`}
        </FormAlert>
      </CampaignPageShell>
    );
  }
  const data = campaign.data;
  return (
    <CampaignPageShell
      title={`${intl.formatMessage(m.editTitle)}: ${campaignName(data.data, intl.locale)}`}
      badge={<CampaignStatusBadge status={data.status} />}
    >
      <CampaignSuspension campaign={data} />
      <Section title={intl.formatMessage(m.detailsTitle)}>
        {/* Remounted when the server's data changes after a save, so the form shows what was stored. */}
        <CampaignForm
          key={`${data.id}`}
          initialData={initialData}
          onSubmit={save}
          serverError={serverError}
          submitting={submitting}
        />
      </Section>
      <CampaignImageSection campaign={data} />
      <CampaignDocumentsSection campaign={data} />
      <CampaignProductsSection campaign={data} />
      <CampaignOffersSection campaign={data} />
    </CampaignPageShell>
  );
}
