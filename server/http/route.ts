import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from "../../common/api/endpoint";

/** The request a handler sees: body and query already parsed by the endpoint's schemas. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest & {
  body: BodyOf<E>;
  query: QueryOf<E>;
  params: ParamsOf<E>;
};

/**
 * A handler answers with the endpoint's response (serialised through its schema, so a field the
 * schema does not name never leaves the server) or sends its own reply (a photo, a redirect).
 */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<ResponseOf<E> | FastifyReply>;

/**
 * Registers one endpoint of a table in `common/api/`. Routes are written as
 * `route(app, tripEndpoints.rename, async (request) => { parse is done; authorize; command; present })`.
 */
export function route<E extends Endpoint>(app: FastifyInstance, e: E, handler: EndpointHandler<E>): void {
  const options: RouteOptions = {
    method: e.method,
    url: e.path,
    schema: {
      ...(e.body ? { body: e.body } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.params ? { params: e.params } : {}),
      ...(e.response ? { response: { 200: e.response } } : {}),
    },
    config: {
      ...(e.errorKey ? { errorKey: e.errorKey } : {}),
      ...(e.changesState ? { changesState: true } : {}),
    },
    ...(e.bodyLimit ? { bodyLimit: e.bodyLimit } : {}),
    // The schemas above have validated body and query before the handler runs, which is what
    // EndpointRequest promises; Fastify's own request type cannot say so for a table-driven route.
    handler: handler as unknown as RouteOptions["handler"],
  };
  app.route(options);
}
