import type { FastifyInstance } from 'fastify';
import { UnsupportedCharset } from '../core/errors.ts';

const charsetOf = (contentType: string) =>
  /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1]?.toLowerCase();

/**
 * API.md: bodies are UTF-8. One declared in another character set is answered 415 rather than read as
 * UTF-8 into something its sender did not write.
 */
export function refuseForeignCharsets(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const type = request.headers['content-type'];
    const charset = type ? charsetOf(type) : undefined;
    if (charset && charset !== 'utf-8' && charset !== 'utf8') throw UnsupportedCharset();
  });
}
