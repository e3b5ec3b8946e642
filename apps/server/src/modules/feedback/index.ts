/** The feedback module's public face: its routes, and the operator's command's use cases (src/feedback.ts). */
export { registerFeedbackRoutes } from './feedback.routes.ts';
export { answerFeedback, listOpenFeedback } from './operator.ts';
export type { AnswerOutcome, OpenFeedback } from './operator.ts';
