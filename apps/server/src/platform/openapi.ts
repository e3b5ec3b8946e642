/** The OpenAPI 3.1 document, generated from the routes' zod contracts; served at /api/openapi.json. */
import swagger from '@fastify/swagger';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const API_TAGS = [
  { name: 'service', description: 'Health and API description' },
  { name: 'auth', description: 'Sign-up, sign-in, OTP, PIN and sessions' },
  { name: 'me', description: 'The signed-in user' },
  { name: 'shops', description: 'Shops the user owns or works in' },
];

export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Dokani API',
        version,
        description:
          'The HTTP API of Dokani (দোকানি). JSON in and out; errors are `{ error: { code, message, details? } }` ' +
          'with the message in the language of `Accept-Language` (bn by default, or en).',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Session token from sign-in' } },
      },
      tags: API_TAGS,
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
}

/** The response schema of a 204: no body. */
export const noContent = z.null().meta({ description: 'No content' });
