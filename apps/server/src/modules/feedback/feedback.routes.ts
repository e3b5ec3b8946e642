/** /api/v1/me/feedback — the signed-in user's own feedback to the app's makers (user-level, no shop). */
import { FEEDBACK_DAILY_LIMIT } from '@dokani/contracts/feedback';
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { IMAGE_BODY_LIMIT, readImageUpload, registerImageUploadScope } from '../../platform/images.ts';
import { routesOf } from '../../platform/route.ts';
import { listFeedback, markAnswersRead, sendFeedback, setScreenshot } from './feedback.service.ts';

const policy = { auth: 'user' } as const;

export function registerFeedbackRoutes(app: FastifyInstance, deps: AppDeps): void {
  const route = routesOf(app, { tags: ['feedback'] });

  route(
    'GET /me/feedback',
    { ...policy, summary: "The user's own feedback, newest first (the newest 100), with the operator's answers" },
    async (req) => listFeedback(deps, requireSession(req).user),
  );

  route(
    'POST /me/feedback',
    {
      ...policy,
      summary: 'Send an idea, a problem or praise to the app’s makers',
      description: `Idempotent by the client-generated id. At most ${FEEDBACK_DAILY_LIMIT} a user in any 24 hours: one more → 429 FEEDBACK_LIMIT_REACHED.`,
    },
    async (req, reply) => {
      const { created, feedback } = await sendFeedback(deps, requireSession(req).user, req.body);
      return reply.code(created ? 201 : 200).send(feedback);
    },
  );

  route('POST /me/feedback/read', { ...policy, summary: 'Mark every answer the user has as seen' }, async (req, reply) => {
    await markAnswersRead(deps, requireSession(req).user);
    return reply.code(204).send(null);
  });

  registerImageUploadScope(app, (scope) => {
    routesOf(scope, { tags: ['feedback'] })(
      'PUT /me/feedback/:feedbackId/screenshot',
      {
        ...policy,
        bodyLimit: IMAGE_BODY_LIMIT,
        summary: 'Add a screenshot to one’s own feedback (multipart/form-data, one image file, at most 5 MB); replaces the one before',
        description:
          'Stored as WebP fitted to 1600 px; screenshotUrl becomes its /media address. Another user’s feedback → 404. ' +
          '400 INVALID_IMAGE when it is not a readable image, 413 PAYLOAD_TOO_LARGE above 5 MB, 415 when not multipart.',
      },
      // the session is checked before the body is read
      async (req) => setScreenshot(deps, requireSession(req).user, req.params.feedbackId, await readImageUpload(req)),
    );
  });
}
