// Tag `e-signature`: the provider's webhook and the sandbox signer's page (404 with a real provider).
import type { SandboxSigningDocument } from '#generated/api/model';
import { HttpError, notFound, validationFailed } from '../../plugins/errors';
import type { ESignatureDocument, SandboxESignature } from '../../providers/e-signature';
import { ProviderError } from '../../providers/provider-error';
import { publicCallerOf, type Caller, type OperationHandlers } from '../shared';
import { documentTenantId, receiveWebhook } from './e-signature.service';

const toSigningView = (document: ESignatureDocument): SandboxSigningDocument => {
  const party = document.parties[0];
  return {
    documentId: document.id,
    title: document.title,
    status: document.status,
    signerName: party?.name ?? '',
    signerEmail: party?.email ?? '',
    decidedAt: party?.decidedAt ?? null,
    refusalReason: party?.refusalReason ?? null,
  };
};

const NO_DOCUMENT = 'No such document, or the link is not valid';

/** The sandbox's signing page exists only with the sandbox provider (404 with a real one). */
function sandboxOf(request: { server: { services: { eSignatureSandbox: SandboxESignature | null } } }) {
  const sandbox = request.server.services.eSignatureSandbox;
  if (!sandbox) throw notFound(NO_DOCUMENT);
  return sandbox;
}

/**
 * The signer's document when the link's token is its current one and the document belongs to the host's tenant
 * (a link opened on another tenant's host finds nothing, like every token of ours); null otherwise.
 */
async function signerDocument(caller: Caller, documentId: string, token: string): Promise<ESignatureDocument | null> {
  const sandbox = caller.services.eSignatureSandbox;
  const document = sandbox ? await sandbox.findForSigner(documentId, token) : null;
  if (!document) return null;
  const tenantId = await documentTenantId(caller.db, {
    documentId: document.id,
    externalReference: document.externalReference,
  });
  return tenantId === caller.tenant.id ? document : null;
}

export const eSignatureHandlers: OperationHandlers = {
  async receiveESignatureEvent(request) {
    return receiveWebhook(publicCallerOf(request), {
      rawBody: request.rawBody ?? '',
      signature: request.headers['x-webhook-signature'],
      event: request.body,
    });
  },

  async getSandboxSigningDocument(request) {
    const document = await signerDocument(publicCallerOf(request), request.params.documentId, request.query.token);
    if (!document) throw notFound(NO_DOCUMENT);
    return toSigningView(document);
  },

  async downloadSandboxSigningPdf(request, reply) {
    const eSignature = sandboxOf(request);
    const document = await signerDocument(publicCallerOf(request), request.params.documentId, request.query.token);
    const pdf = document ? await eSignature.getPdf(document.id) : null;
    if (!document || !pdf) throw notFound(NO_DOCUMENT);
    reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="agreement-${document.id.slice(0, 8)}.pdf"`);
    return pdf as never;
  },

  async decideSandboxSigning(request) {
    const eSignature = sandboxOf(request);
    const document = await signerDocument(publicCallerOf(request), request.params.documentId, request.query.token);
    const party = document?.parties[0];
    if (!document || !party) throw notFound(NO_DOCUMENT);
    const { decision, reason } = request.body;
    if (decision === 'refuse' && !reason?.trim()) {
      throw validationFailed([
        { propertyPath: 'reason', title: 'validation.required', message: 'This field is required.' },
      ]);
    }
    try {
      const decided =
        decision === 'sign'
          ? await eSignature.signAs(document.id, party.id)
          : await eSignature.refuseAs(document.id, party.id, reason!.trim());
      return toSigningView(decided);
    } catch (error) {
      if (error instanceof ProviderError) {
        throw new HttpError(409, 'CONFLICT', 'The document is not waiting for this signature any more');
      }
      throw error;
    }
  },
};
