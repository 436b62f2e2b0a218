import { useIntl } from 'react-intl';
import { RequireOperation } from '../../lib/auth';
import { CampaignForm } from './campaign-form';
import { CampaignPageShell, Section } from './campaign-page-shell';
import { m } from './messages';
import { useSaveCampaign } from './use-save-campaign';

/** /app/campaigns/new: create a campaign; then its page opens for products, image and documents. */
export function CampaignNewPage() {
  return (
    <RequireOperation operation="createCampaign">
      <CampaignNew />
    </RequireOperation>
  );
}

function CampaignNew() {
  const intl = useIntl();
  const { save, serverError, submitting } = useSaveCampaign();
  return (
    <CampaignPageShell title={intl.formatMessage(m.newCampaign)}>
      {/* Its h2 keeps the outline whole: the form's groups are h3 (h1 to h3 skipped a level). */}
      <Section title={intl.formatMessage(m.detailsTitle)}>
        <CampaignForm onSubmit={save} serverError={serverError} submitting={submitting} />
      </Section>
    </CampaignPageShell>
  );
}
