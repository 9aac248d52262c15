import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiLanguage } from '@app/contracts';
import { AppError, SchemaError } from '../core/errors.ts';
import { pickLanguage, translate, translateIssues, type MessageKey } from '../core/i18n/index.ts';

type FieldErrors = Record<string, string[]>;

function send(reply: FastifyReply, status: number, message: string, errors?: FieldErrors, extra?: object) {
  return reply.status(status).send({ message, ...(errors ? { errors } : {}), ...extra });
}

function fieldErrorsOf(lang: ApiLanguage, error: SchemaError): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, text } of translateIssues(lang, error.issues)) {
    const key = [...error.prefix, ...path].map(String).join('.') || '_';
    (errors[key] ??= []).push(text);
  }
  return errors;
}

// API.md 422: message is the first error, with "(and N more errors)" when there are more.
function summary(lang: ApiLanguage, errors: FieldErrors) {
  const all = Object.values(errors).flat();
  const first = all[0] ?? translate(lang, 'validation.invalid');
  return all.length > 1 ? `${first} ${translate(lang, 'more_errors', { count: all.length - 1 })}` : first;
}

const fastifyCodes: Record<string, { status: number; key: MessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'invalid_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'invalid_json' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 400, key: 'unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'invalid_json' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'payload_too_large' },
};

export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((err: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const lang = pickLanguage(request.headers['accept-language']);
    if (err instanceof AppError) {
      reply.headers(err.headers);
      const errors = Object.keys(err.fields).length
        ? Object.fromEntries(
            Object.entries(err.fields).map(([f, list]) => [
              f,
              list.map((e) => translate(lang, e.key, e.params)),
            ]),
          )
        : undefined;
      return send(reply, err.status, translate(lang, err.key, err.params), errors, err.body);
    }
    if (err instanceof SchemaError) {
      const errors = fieldErrorsOf(lang, err);
      return send(reply, 422, summary(lang, errors), errors);
    }
    const fe = err as Partial<FastifyError> & { validation?: unknown };
    if (fe.code && fastifyCodes[fe.code]) {
      const { status, key } = fastifyCodes[fe.code]!;
      return send(reply, status, translate(lang, key));
    }
    if (fe.statusCode === 429) {
      const seconds = Number(reply.getHeader('retry-after') ?? 60);
      return send(reply, 429, translate(lang, 'too_many_requests', { seconds }));
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      // Other client faults Fastify raises itself (e.g. a malformed URL): keep the status, word it plainly.
      return send(
        reply,
        fe.statusCode,
        fe.statusCode === 404 ? translate(lang, 'not_found') : String(fe.message),
      );
    }
    const requestId = request.id ?? randomUUID();
    request.log.error({ err, requestId }, 'unhandled error');
    return send(reply, 500, `${translate(lang, 'server_error')} (${requestId})`, undefined, {
      request_id: requestId,
    });
  });

  app.setNotFoundHandler((request, reply) => {
    const lang = pickLanguage(request.headers['accept-language']);
    const url = request.url.split('?')[0] ?? '';
    return send(reply, 404, translate(lang, 'route_not_found', { method: request.method, url }));
  });
}
