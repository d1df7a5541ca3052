import type { FastifyInstance } from 'fastify';

/**
 * Once the server is closing, every answer ends its connection. Closing stops new connections
 * and ends the idle keep-alive ones, but a connection busy then (a request in flight) would stay
 * open after its answer until the keep-alive timeout (72 s in Fastify), and the instance would
 * wait that long to exit; a load balancer's client opens a new connection, to another instance.
 */
export function registerCloseConnectionsOnShutdown(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
