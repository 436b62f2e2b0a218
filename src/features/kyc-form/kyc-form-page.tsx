import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { getGetPublicKycRequestQueryKey, useGetPublicKycRequest } from '#generated/api/public-kyc/public-kyc';
import type { PublicKycRequest } from '#generated/api/model';
import { errorBodyOf, getErrorMessage } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import '../../lib/forms/forms-catalogue';
import './kyc-catalogue';
import { removeDraft } from './kyc-draft';
import { kycMessages as m } from './kyc-messages';
import { KYC_STEPS } from './kyc-steps';
import { KycSubmitted } from './kyc-submitted';
import { KycWizard } from './kyc-wizard';

/** An invitation token as the server makes them (base64url); anything else is never sent in a request path. */
const TOKEN = /^[A-Za-z0-9_-]{16,512}$/;

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="alert" className="rounded-2xl border border-gray-200 bg-white p-8 shadow-sm">
      <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
      <div className="mt-3 text-sm leading-6 text-gray-700">{children}</div>
    </div>
  );
}

const advisorName = (request: PublicKycRequest) =>
  `${request.advisor.firstName} ${request.advisor.surname}`.trim() || request.advisor.email;

/**
 * `/kyc-form?token=…` (see docs/product/kyc.md): the public KYC form of an invitation, without login. Open: the
 * wizard (drafts in this browser); sent: the confirmation and the submitted data read-only; expired: only that (the
 * server says nothing more of an expired invitation: not whose it was nor who sent it).
 */
export function KycFormPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const raw = params.get('token')?.trim() ?? '';
  const token = TOKEN.test(raw) ? raw : '';
  const query = useGetPublicKycRequest(token, { query: { enabled: token !== '', retry: false } });
  const [justSent, setJustSent] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const status = query.data?.status;
  const expired = query.isError && errorBodyOf(query.error)?.code === 'TOKEN_INACTIVE';

  // A draft of a form that can no longer be sent is of no use: it is removed from this browser.
  useEffect(() => {
    if (token && (status === 'submitted' || expired)) removeDraft(token);
  }, [token, status, expired]);

  const title = intl.formatMessage(m.title);
  let body: ReactNode;
  if (token === '') {
    body = <Card title={intl.formatMessage(m.cannotOpen)}>{intl.formatMessage(m.missingToken)}</Card>;
  } else if (query.isPending) {
    body = (
      <p role="status" className="text-sm text-gray-600">
        {intl.formatMessage(m.loading)}
      </p>
    );
  } else if (expired) {
    body = <Card title={intl.formatMessage(m.expiredTitle)}>{intl.formatMessage(m.expiredMessage)}</Card>;
  } else if (query.isError) {
    body = <Card title={intl.formatMessage(m.cannotOpen)}>{getErrorMessage(query.error, intl)}</Card>;
  } else {
    const request = query.data;
    if (request.status === 'submitted') {
      body = <KycSubmitted token={token} request={request} justSent={justSent} notice={notice} />;
    } else {
      body = (
        <div className="flex flex-col gap-6">
          <div className="flex flex-col gap-3 text-sm leading-6 text-gray-700">
            <p>{intl.formatMessage(m.intro, { advisor: advisorName(request), count: KYC_STEPS.length })}</p>
            {request.message ? (
              <figure className="rounded-xl border-l-4 border-brand bg-white px-4 py-3 shadow-xs">
                <figcaption className="text-xs font-medium text-gray-600">
                  {intl.formatMessage(m.advisorMessage, { advisor: advisorName(request) })}
                </figcaption>
                <blockquote className="mt-1 whitespace-pre-line text-gray-900">{request.message}</blockquote>
              </figure>
            ) : null}
            <p>{intl.formatMessage(m.deadline, { date: formatDate(request.expiresAt) })}</p>
          </div>
          <KycWizard
            token={token}
            request={request}
            onSubmitted={(result) => {
              setJustSent(true);
              queryClient.setQueryData(getGetPublicKycRequestQueryKey(token), {
                ...request,
                status: 'submitted',
                submittedAt: result.submittedAt,
              } satisfies PublicKycRequest);
              window.scrollTo?.({ top: 0 });
            }}
            onAlreadySent={(message) => {
              setNotice(message);
              void query.refetch();
            }}
          />
        </div>
      );
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
      {body}
    </div>
  );
}
