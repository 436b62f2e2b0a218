import { useIntl } from 'react-intl';
import { RequireOperation } from '../../lib/auth';
import { CampaignForm } from './campaign-form';
import { CampaignPageShell } from './campaign-page-shell';
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
      <section className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <CampaignForm onSubmit={save} serverError={serverError} submitting={submitting} />
      </section>
    </CampaignPageShell>
  );
}
