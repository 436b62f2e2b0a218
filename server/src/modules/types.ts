import type { FastifyReply, FastifyRequest } from 'fastify';

/** A handler of one contract operation (fastify-openapi-glue calls it with the validated request). */
export type OperationHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
export type OperationHandlers = Record<string, OperationHandler>;
