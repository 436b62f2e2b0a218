// Handlers typed from the contract (generated/operations.ts, written by `npm run generate`): a handler receives
// its request with the validated params, query, headers and body of its operation, and returns the success body.
// A misspelt operationId, a wrong body type or a wrong answer shape fails tsc.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { operationSuccessStatus, type OperationId, type Operations } from '#generated/operations';
import { HttpErrorWithHeaders } from './errors';

export type OperationRequest<Id extends OperationId> = FastifyRequest<{
  Params: Operations[Id]['params'];
  Querystring: Operations[Id]['query'];
  Headers: Operations[Id]['headers'];
  Body: Operations[Id]['body'];
}>;

/** The handler of one operation: the success status is set before it runs (201, 202, 204 ...). */
export type Handler<Id extends OperationId> = (
  request: OperationRequest<Id>,
  reply: FastifyReply,
) => Promise<Operations[Id]['response']>;

export type OperationHandlers = Partial<{ [Id in OperationId]: Handler<Id> }>;

type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** The route handler fastify-openapi-glue mounts for an implemented operation. */
export function routeHandler<Id extends OperationId>(operationId: Id, handler: Handler<Id>): RouteHandler {
  // The request was validated against this operation's schemas by the route: its parts have the declared types.
  const typed = handler as unknown as RouteHandler;
  const status = operationSuccessStatus[operationId];
  return async (request, reply) => {
    reply.code(status);
    try {
      const answer = await typed(request, reply);
      // A handler that was to read the session in its own query (plugins/auth.ts) and did not: checked now.
      if (request.pendingSession) await request.pendingSession.confirm();
      return answer;
    } catch (error) {
      if (error instanceof HttpErrorWithHeaders) reply.headers(error.headers);
      throw error;
    }
  };
}
