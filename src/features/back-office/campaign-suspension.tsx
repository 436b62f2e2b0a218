import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useResumeCampaign, useSuspendCampaign } from '#generated/api/back-office/back-office';
import type { Campaign } from '#generated/api/model';
import { usePermissions } from '../../lib/auth';
import { ConfirmDialog } from '../../lib/table';
import { secondaryButton } from '../../lib/ui/styles';
import { m } from './messages';
import { useCampaignAction } from './use-campaign-action';

/** Suspend (status inactive whatever the dates) or resume a campaign, each after a confirmation. */
export function CampaignSuspension({ campaign }: { campaign: Campaign }) {
  const intl = useIntl();
  const { can } = usePermissions();
  const suspend = useSuspendCampaign();
  const resume = useResumeCampaign();
  const run = useCampaignAction(campaign.id);
  const [open, setOpen] = useState(false);
  const suspended = campaign.suspended === true;
  const allowed = suspended ? can('resumeCampaign') : can('suspendCampaign');
  if (!allowed) return null;
  const label = intl.formatMessage(suspended ? m.resume : m.suspend);
  const confirm = async () => {
    await run(
      () => (suspended ? resume.mutateAsync({ id: campaign.id }) : suspend.mutateAsync({ id: campaign.id })),
      suspended ? m.resumed : m.suspended,
    );
    setOpen(false);
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-gray-200 bg-white px-6 py-4">
      <p className="text-sm text-gray-700">{suspended ? intl.formatMessage(m.suspendedNote) : null}</p>
      <button type="button" className={secondaryButton} onClick={() => setOpen(true)}>
        {label}
      </button>
      <ConfirmDialog
        open={open}
        title={label}
        confirmLabel={label}
        cancelLabel={intl.formatMessage(m.cancel)}
        destructive={!suspended}
        busy={suspend.isPending || resume.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() => void confirm()}
      >
        {intl.formatMessage(suspended ? m.resumeConfirm : m.suspendConfirm)}
      </ConfirmDialog>
    </div>
  );
}
