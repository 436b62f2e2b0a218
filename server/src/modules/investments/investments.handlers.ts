// The investor panel's operations, by operationId: tag `investor` (summary, investments, schedule
// files, tax summary), `back-office` (the operator's investment view, payouts, reference rates) and
// `public-campaign-offer` (previewPaymentSchedule). Thin: typed request in, the service's answer out.
import type { FastifyReply } from 'fastify';
import { callerOf, publicCallerOf, sendFileBody, sendPage, type OperationHandlers } from '../shared';
import { exportSchedule, taxSummary } from './investment-files';
import {
  investmentAgreement,
  investmentSummary,
  investorProduct,
  listProducts,
  listReferenceRates,
  operatorInvestment,
  recordPayout,
  recordReferenceRate,
  type FileAnswer,
} from './investments.service';
import { previewPaymentSchedule } from './preview';

function sendFile(reply: FastifyReply, file: FileAnswer): never {
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', file.disposition)
    .header('cache-control', 'private, no-store');
  return sendFileBody(reply, file.body);
}

export const investmentsHandlers: OperationHandlers = {
  async getInvestmentSummary(request) {
    return investmentSummary(callerOf(request));
  },
  async listInvestorProducts(request, reply) {
    return sendPage(reply, await listProducts(callerOf(request), request.query));
  },
  async getInvestorProduct(request) {
    return investorProduct(callerOf(request), request.params.id);
  },
  async downloadInvestmentAgreement(request, reply) {
    return sendFile(reply, await investmentAgreement(callerOf(request), request.params.id));
  },
  async exportPaymentSchedule(request, reply) {
    const { format, language } = request.query;
    return sendFile(reply, await exportSchedule(callerOf(request), request.params.id, format, language));
  },
  async downloadTaxSummary(request, reply) {
    return sendFile(reply, await taxSummary(callerOf(request), request.params.year, request.query.language));
  },
  async previewPaymentSchedule(request) {
    return previewPaymentSchedule(publicCallerOf(request), request.body);
  },
  async getOperatorInvestment(request) {
    return operatorInvestment(callerOf(request), request.params.id);
  },
  async recordPayout(request) {
    return recordPayout(callerOf(request), request.params.id, request.body);
  },
  async listReferenceRates(request) {
    return listReferenceRates(callerOf(request), request.params.id);
  },
  async recordReferenceRate(request) {
    return recordReferenceRate(callerOf(request), request.params.id, request.body);
  },
};
