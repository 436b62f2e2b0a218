import type { FastifyReply } from 'fastify';

/** A page of a list: the total in the x-total-count header and in the body (the contract's convention). */
export function sendPage<T extends { totalCount: number }>(reply: FastifyReply, page: T): T {
  reply.header('x-total-count', String(page.totalCount));
  return page;
}
