import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../route-kit/access.ts';
import type {} from '@fastify/multipart';
import { AppError, Invalid } from '../../core/errors.ts';
import { MAX_FILE_BYTES, readFile, storeFile } from './service.ts';

const stored = z.object({
  data: z.object({ url: z.string(), name: z.string(), size: z.number().int(), mime: z.string() }),
});

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/files',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Upload an image',
        tags: ['files'],
        consumes: ['multipart/form-data'],
        response: { 201: stored },
      },
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw Invalid('file', 'file_missing');
      const part = await req.file({ limits: { fileSize: MAX_FILE_BYTES, files: 1 } });
      if (!part || part.fieldname !== 'file') throw Invalid('file', 'file_missing');
      const content = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError(
            413,
            'file_too_large',
            { max: MAX_FILE_BYTES / 1024 / 1024 },
            {
              file: [{ key: 'file_too_large', params: { max: MAX_FILE_BYTES / 1024 / 1024 } }],
            },
          );
        }
        throw err;
      });
      return reply.status(201).send({ data: await storeFile(app.db, actorOf(req), part.filename, content) });
    },
  );

  // Content-addressed, so a URL always means the same bytes: cached for a year.
  app.get(
    '/files/:name',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Download an uploaded file',
        tags: ['files'],
        params: z.strictObject({ name: z.string().regex(/^[0-9a-f]{64}\.[a-z]{3,4}$/) }),
      },
    },
    async (req, reply) => {
      const file = await readFile(app.db, req.params.name.split('.')[0]!);
      return reply
        .header('content-type', file.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', `inline; filename="${file.name}"`)
        .send(file.content);
    },
  );
};
