import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useListNetworks } from '#generated/api/advisors/advisors';
import { getListCampaignOffersQueryKey, getListCampaignsQueryKey } from '#generated/api/campaigns/campaigns';
import type { Product } from '#generated/api/model';
import invitationSchema from '#schemas/invitation.schema.json';
import invitationUiSchema from '#schemas/invitation.ui-schema.json';
import { withOptions } from '#schemas/schema-tools';
import { getErrorMessage } from '../../lib/errors';
import { SchemaForm } from '../../lib/forms/rjsf';
import { useNotifications } from '../../lib/notifications';
import { useLocalizedText } from '../../lib/theme';
import { focusRing } from '../../lib/ui/styles';
import { campaignMessages } from './campaign-messages';
import { InvitationFailures, type InvitationsResult } from './invitation-failures';
import { useEmailListValidator } from './use-email-list-validator';
import { useModalKeys } from '../../lib/ui/use-modal-keys';
import { IdempotencyKeys, sendInvitations, type InvitationForm } from './send-invitations';

// The dialog has its own heading: the form's root title is not repeated.
const { 'ui:title': _formTitle, ...dialogUiSchema } = invitationUiSchema;
const uiSchema = dialogUiSchema as UiSchema<InvitationForm>;

interface InviteDialogProps {
  campaignId: string;
  product: Product;
  onClose: () => void;
}

/**
 * "Invite client" (inviteInvestor; see docs/product/forms.md): e-mails separated by semicolons without spaces (each
 * invalid address is named), a message of at least 10 characters, the personal-data consent and one of the
 * advisor's networks, rendered by RJSF from schemas/invitation.schema.json. One call per recipient, settled
 * independently: all sent -> a toast with the count and the dialog closes; some failed -> "Not all invitations
 * were sent" with each failed address and its reason, and the field keeps only the failed addresses, so
 * sending again does not invite the others twice.
 *
 * A modal: role="dialog" + aria-modal, named by its title; the focus moves to the first field, Tab stays
 * inside, Escape closes (not while sending), and the focus returns to the button that opened it.
 */
export function InviteDialog({ campaignId, product, onClose }: InviteDialogProps) {
  const intl = useIntl();
  const localized = useLocalizedText();
  const { notify } = useNotifications();
  const queryClient = useQueryClient();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const keys = useRef(new IdempotencyKeys());
  const [sending, setSending] = useState(false);
  const [attempt, setAttempt] = useState<{ n: number; data: Partial<InvitationForm> }>({ n: 0, data: {} });
  const [result, setResult] = useState<InvitationsResult | null>(null);

  // A failed network list yields an empty list (see docs/product/requests.md): the form then accepts no network.
  const networks = useListNetworks({ query: { staleTime: 5 * 60_000 } });
  const networkOptions = useMemo(
    () => (networks.data ?? []).map((network) => ({ value: network.id, label: network.name })),
    [networks.data],
  );
  const schema = useMemo(
    () => withOptions(invitationSchema as Record<string, unknown>, 'networkId', networkOptions) as RJSFSchema,
    [networkOptions],
  );
  // One network: chosen already.
  const singleNetwork = networkOptions.length === 1 ? networkOptions[0]?.value : undefined;

  const customValidate = useEmailListValidator<InvitationForm>();

  // The first field is focused by the effect below, once the form is there.
  useModalKeys(panelRef, { onClose, blocked: sending, initialFocus: () => null });

  // The first field gets the focus when the form appears (and again after a partly failed sending).
  useEffect(() => {
    if (networks.isPending) return;
    panelRef.current?.querySelector<HTMLElement>('input, textarea, select')?.focus();
  }, [networks.isPending, attempt.n]);

  const submit = async (data: InvitationForm) => {
    setSending(true);
    setResult(null);
    try {
      const outcome = await sendInvitations(campaignId, product.id, data, keys.current);
      if (outcome.sent.length > 0) {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: getListCampaignOffersQueryKey(campaignId) }),
          queryClient.invalidateQueries({ queryKey: getListCampaignsQueryKey() }),
        ]);
      }
      if (outcome.failed.length === 0) {
        notify({
          kind: 'success',
          title: intl.formatMessage(campaignMessages.inviteSentTitle),
          message: intl.formatMessage(campaignMessages.inviteSent, { count: outcome.sent.length }),
        });
        onClose();
        return;
      }
      setResult({
        sent: outcome.sent.length,
        failures: outcome.failed.map(({ email, error }) => ({ email, reason: getErrorMessage(error, intl) })),
      });
      // Only the failed addresses stay in the field; the rest of the form is kept.
      setAttempt((current) => ({
        n: current.n + 1,
        data: { ...data, investorEmails: outcome.failed.map(({ email }) => email).join(';') },
      }));
    } finally {
      setSending(false);
    }
  };

  const productName = `${localized(product.name)} (${product.code})`;

  return createPortal(
    <div className="fixed inset-0 z-40 flex items-start justify-center overflow-y-auto bg-gray-900/40 p-4 sm:items-center">
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={sending || undefined}
        className="w-full max-w-xl rounded-2xl bg-white p-6 shadow-xl"
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold text-gray-900">
            {intl.formatMessage(campaignMessages.inviteDialogTitle, { product: productName })}
          </h2>
          <button
            type="button"
            onClick={onClose}
            disabled={sending}
            className={`rounded-md px-2 py-1 text-sm font-medium text-gray-700 hover:bg-gray-100 ${focusRing}`}
          >
            {intl.formatMessage(campaignMessages.inviteCancel)}
          </button>
        </div>
        {result ? <InvitationFailures result={result} /> : null}
        {sending ? (
          <p role="status" className="sr-only">
            {intl.formatMessage(campaignMessages.inviteSending)}
          </p>
        ) : null}
        {networks.isPending ? (
          <p role="status" className="text-sm text-gray-600">
            {intl.formatMessage(campaignMessages.loading)}
          </p>
        ) : (
          <>
            {networkOptions.length === 0 ? (
              <p className="mb-4 text-sm text-amber-800">{intl.formatMessage(campaignMessages.noNetworks)}</p>
            ) : null}
            {/* One column in the dialog, whatever the width (the theme lays forms out in two from `sm`). */}
            <div className="[&_.grid]:grid-cols-1">
              <SchemaForm<InvitationForm>
                key={attempt.n}
                schema={schema}
                uiSchema={uiSchema}
                initialData={{ networkId: singleNetwork, ...attempt.data }}
                onSubmit={submit}
                submitting={sending}
                customValidate={customValidate}
              />
            </div>
          </>
        )}
      </div>
    </div>,
    document.body,
  );
}
