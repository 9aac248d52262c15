import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

// Tokens never reach a log (DESIGN.md §5). Any query parameter or body field whose name speaks
// of a token, password, code or secret is written as [Redacted], wherever it sits.
const sensitiveName = /token|password|code|secret|challenge/i;
const sensitiveFields = [
  'token',
  'password',
  'current_password',
  'password_confirmation',
  'pay_password',
  'code',
  'recovery_code',
  'captcha_code',
  'secret',
  'secretKey',
  'challenge',
];
const CENSOR = '[Redacted]';
// pino's paths name each depth; a body or query logged inside an object sits a few levels down at most.
const nested = (field: string) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`];
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...sensitiveFields.flatMap(nested),
];

/** The URL with the value of every sensitive query parameter replaced (`/api/ws?token=[Redacted]`). */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replaceAll('+', ' '));
      } catch {
        // A name that does not decode is judged as it stands.
      }
      return eq >= 0 && sensitiveName.test(name) ? `${rawName}=${CENSOR}` : pair;
    });
  return `${url.slice(0, at)}?${query.join('&')}`;
}

/** What the request log says of a request: Fastify's fields, the URL's secrets left out. */
function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The server's logger: JSON in production, readable lines otherwise; redacted alike. */
export function loggerOptions(config: Pick<Config, 'env' | 'logLevel'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: redactedPaths, censor: CENSOR },
    serializers: { req: requestSerializer },
    ...(config.env === 'production'
      ? {}
      : { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }),
  };
}
