// Tags `advisors` (advisor administration, networks) and the advisors' part of `campaigns`.
// Thin: unpack the validated request, call advisors.service.ts, shape the answer.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AdvisorInput } from '../../../../generated/api/model';
import type { ListQueryInput } from '../../db/list-query';
import { requireAuth } from '../../plugins/auth';
import type { OperationHandlers } from '../types';
import * as advisors from './advisors.service';

type WithId = FastifyRequest<{ Params: { id: string } }>;
type WithBody = FastifyRequest<{ Params: { id: string }; Body: AdvisorInput }>;

/** A page of a list: the total in the x-total-count header and in the body (the contract's convention). */
export function sendPage<T>(reply: FastifyReply, page: { items: T[]; totalCount: number }) {
  reply.header('x-total-count', String(page.totalCount));
  return page;
}

export const advisorsHandlers: OperationHandlers = {
  async getAdvisorFormChoices(request) {
    return advisors.formChoices(advisors.callerOf(request));
  },
  async listAdvisors(request, reply) {
    const query = request.query as ListQueryInput;
    return sendPage(reply, await advisors.list(advisors.callerOf(request), query));
  },
  async getAdvisor(request) {
    return advisors.get(advisors.callerOf(request), (request as WithId).params.id);
  },
  async createAdvisor(request, reply) {
    const created = await advisors.create(advisors.callerOf(request), (request as WithBody).body);
    return reply.code(201).send(created);
  },
  async updateAdvisor(request) {
    const typed = request as WithBody;
    return advisors.update(advisors.callerOf(request), typed.params.id, typed.body);
  },
  async archiveAdvisor(request, reply) {
    await advisors.archive(advisors.callerOf(request), (request as WithId).params.id);
    return reply.code(204).send();
  },
  async activateAdvisor(request) {
    return advisors.activate(advisors.callerOf(request), (request as WithId).params.id);
  },
  async listNetworks(request) {
    return advisors.listNetworks(advisors.callerOf(request));
  },
  // The campaigns area is not implemented (its operations answer 501): no campaign exists in any tenant, so the
  // true answer is an empty list.
  async listCampaignChoices(request) {
    requireAuth(request);
    return [];
  },
};
