import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's per-request lines, made quiet: no "incoming request" line, and one JSON line when
 * the answer is sent, at `debug`. At the default `LOG_LEVEL=info` health checks and polling then
 * do not bury the start-up banner and the warnings; `LOG_LEVEL=debug` shows every request. A 5xx
 * answer is a `warn` line and a failure while answering an `error` line, at any level.
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (reply.statusCode >= 500) reply.log.warn(line, 'request answered with a server error');
    else reply.log.debug(line, 'request completed');
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'route not found');
  }
}
