// Identity verification (on a phone only; see docs/product/onboarding.md). A desktop shows a QR code and the link to continue on a
// phone; a phone gets a button. The status (pending / approved / rejected / expired) is polled by the machine.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { primaryButton, secondaryButton, textLink } from '../../lib/ui/styles';
import { StepCard, StepError, type StepProps } from './onboarding-ui';
import { onboardingMessages as m } from './onboarding-messages';

const STATUS = {
  'not-started': m['identity.not-started'],
  pending: m['identity.pending'],
  approved: m['identity.approved'],
  rejected: m['identity.rejected'],
  expired: m['identity.expired'],
} as const;

function useQrCode(url: string | null): string | null {
  // The image of the URL it was drawn for: a changed URL shows nothing until its own image is ready.
  const [drawn, setDrawn] = useState<{ url: string; image: string } | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    // Loaded on demand: only this step needs the encoder.
    void import('qrcode')
      .then((qr) => qr.toDataURL(url, { margin: 1, width: 220 }))
      .then((image) => {
        if (live) setDrawn({ url, image });
      });
    return () => {
      live = false;
    };
  }, [url]);
  return drawn && drawn.url === url ? drawn.image : null;
}

export function IdentityStep({ snapshot, send }: StepProps) {
  const intl = useIntl();
  const identity = snapshot.context.identity;
  const busy = snapshot.hasTag('busy');
  const handoff = identity?.handoff ?? null;
  const qr = useQrCode(handoff?.mode === 'qr-code' ? handoff.url : null);
  const failed =
    snapshot.matches({ identityVerification: 'rejected' }) || snapshot.matches({ identityVerification: 'expired' });
  const status = identity?.status ?? 'not-started';

  return (
    <StepCard
      title={intl.formatMessage(m.identityTitle)}
      intro={intl.formatMessage(handoff?.mode === 'redirect' ? m.identityMobileIntro : m.identityIntro)}
    >
      <StepError snapshot={snapshot} sources={['identity']} />
      <p role="status" className="text-sm font-medium text-gray-900">
        {intl.formatMessage(m.identityStatus, { status: intl.formatMessage(STATUS[status]) })}
      </p>
      {handoff?.mode === 'qr-code' ? (
        <div className="flex flex-wrap items-center gap-6">
          {qr ? (
            <img
              src={qr}
              width={220}
              height={220}
              alt={intl.formatMessage(m.identityQr)}
              className="rounded-lg border"
            />
          ) : (
            <div className="h-[220px] w-[220px] rounded-lg border bg-gray-50" aria-hidden="true" />
          )}
          <p className="max-w-md break-all text-sm">
            <span className="block font-medium text-gray-900">{intl.formatMessage(m.identityLink)}</span>
            <a className={textLink} href={handoff.url} target="_blank" rel="noreferrer">
              {handoff.url}
            </a>
          </p>
        </div>
      ) : null}
      {handoff?.mode === 'redirect' ? (
        <a className={primaryButton} href={handoff.url}>
          {intl.formatMessage(m.identityOpen)}
        </a>
      ) : null}
      {failed ? (
        <p className="text-sm text-gray-700">
          {intl.formatMessage(status === 'expired' ? m.identityExpired : m.identityRejected)}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-between gap-3">
        <button type="button" className={secondaryButton} onClick={() => send({ type: 'EDIT_PRIMARY_DATA' })}>
          {intl.formatMessage(m.editPrimaryData)}
        </button>
        {failed ? (
          <button
            type="button"
            className={primaryButton}
            disabled={busy}
            onClick={() => send({ type: 'RETRY_IDENTITY' })}
          >
            {intl.formatMessage(m.identityRetry)}
          </button>
        ) : (
          <button
            type="button"
            className={primaryButton}
            disabled={busy}
            onClick={() => send({ type: 'CHECK_IDENTITY' })}
          >
            {intl.formatMessage(m.identityCheck)}
          </button>
        )}
      </div>
    </StepCard>
  );
}
