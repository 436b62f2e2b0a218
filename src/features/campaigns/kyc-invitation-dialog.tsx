import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import kycInvitationSchema from '#schemas/kyc-invitation.schema.json';
import kycInvitationUiSchema from '#schemas/kyc-invitation.ui-schema.json';
import { getErrorMessage } from '../../lib/errors';
import { SchemaForm } from '../../lib/forms/rjsf';
import { useNotifications } from '../../lib/notifications';
import { focusRing } from '../../lib/ui/styles';
import { campaignMessages } from './campaign-messages';
import { InvitationFailures, type InvitationsResult } from './invitation-failures';
import { useEmailListValidator } from './use-email-list-validator';
import { useModalKeys } from '../../lib/ui/use-modal-keys';
import { IdempotencyKeys } from './send-invitations';
import { sendKycInvitations, type KycInvitationForm } from './send-kyc-invitations';

/** How long the e-mailed link works (the server's INVITATION_DAYS; the contract's description). */
const LINK_DAYS = 30;

// The dialog has its own heading: the form's root title is not repeated.
const { 'ui:title': _formTitle, ...dialogUiSchema } = kycInvitationUiSchema;
const uiSchema = dialogUiSchema as UiSchema<KycInvitationForm>;
const schema = kycInvitationSchema as RJSFSchema;

/**
 * "Send KYC invitation" (sendKycInvitation; see docs/product/kyc.md), rendered by RJSF from
 * schemas/kyc-invitation.schema.json: e-mails separated by semicolons without spaces (each invalid address named),
 * a message of at least 10 characters and the personal-data consent. One call per address, settled
 * independently: all sent -> a toast and the dialog closes; some failed -> "Not all invitations were sent" with
 * each failed address and its reason, and only those stay in the field.
 *
 * A modal: role="dialog" + aria-modal, named by its title; the focus moves to the first field, Tab stays inside,
 * Escape closes (not while sending), and the focus returns to the button that opened it.
 */
export function KycInvitationDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const { notify } = useNotifications();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const keys = useRef(new IdempotencyKeys());
  const [sending, setSending] = useState(false);
  const [attempt, setAttempt] = useState<{ n: number; data: Partial<KycInvitationForm> }>({ n: 0, data: {} });
  const [result, setResult] = useState<InvitationsResult | null>(null);

  const customValidate = useEmailListValidator<KycInvitationForm>();

  // The first field is focused by the effect below, once the form is there.
  useModalKeys(panelRef, { onClose, blocked: sending, initialFocus: () => null });

  // The first field gets the focus when the form appears (and again after a partly failed sending).
  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('input, textarea, select')?.focus();
  }, [attempt.n]);

  const submit = async (data: KycInvitationForm) => {
    setSending(true);
    setResult(null);
    try {
      const outcome = await sendKycInvitations(data, keys.current);
      if (outcome.failed.length === 0) {
        notify({
          kind: 'success',
          title: intl.formatMessage(campaignMessages.kycInviteSentTitle),
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
        <div className="mb-2 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold text-gray-900">
            {intl.formatMessage(campaignMessages.kycInviteTitle)}
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
        <p className="mb-4 text-sm text-gray-600">
          {intl.formatMessage(campaignMessages.kycInviteIntro, { days: LINK_DAYS })}
        </p>
        {result ? <InvitationFailures result={result} /> : null}
        {sending ? (
          <p role="status" className="sr-only">
            {intl.formatMessage(campaignMessages.inviteSending)}
          </p>
        ) : null}
        {/* One column in the dialog, whatever the width (the theme lays forms out in two from `sm`). */}
        <div className="[&_.grid]:grid-cols-1">
          <SchemaForm<KycInvitationForm>
            key={attempt.n}
            schema={schema}
            uiSchema={uiSchema}
            initialData={attempt.data}
            onSubmit={submit}
            submitting={sending}
            customValidate={customValidate}
          />
        </div>
      </div>
    </div>,
    document.body,
  );
}
