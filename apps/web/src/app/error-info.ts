import { isRouteErrorResponse } from 'react-router';

/** Status texts of the router's own error responses (spec §8). */
export const STATUS_TEXT: Record<number, string> = {
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
};

export interface ErrorInfo {
  /** What the screen shows: `${status} ${statusText}` for a status response, else the message. */
  summary: string;
  name: string;
  message: string;
  stack?: string;
  status?: number;
}

export function describeRouteError(error: unknown): ErrorInfo {
  if (isRouteErrorResponse(error)) {
    const statusText = error.statusText || STATUS_TEXT[error.status] || '';
    const summary = `${error.status} ${statusText}`.trim();
    const data = typeof error.data === 'string' ? error.data : '';
    return { summary, name: 'ErrorResponse', message: data || summary, status: error.status };
  }
  if (error instanceof Error) {
    return { summary: error.message, name: error.name, message: error.message, stack: error.stack };
  }
  const text = typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error));
  return { summary: text, name: typeof error, message: text };
}
