import fp from 'fastify-plugin';
import { AppError, errorBody, INTERNAL_ERROR_MESSAGE, NOT_FOUND_MESSAGE, type AppErrorCode, type ErrorFields } from '#shared/errors.ts';

/**
 * The one error handler of the JSON side: logs with the request id, answers the
 * shared error body, and never reveals the message of a 5xx.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      let statusCode = 500;
      let code: AppErrorCode = 'internal';
      let message = INTERNAL_ERROR_MESSAGE;
      let fields: ErrorFields | undefined;
      if (error instanceof AppError) {
        statusCode = error.statusCode;
        code = error.code;
        message = error.message;
        // Only a 4xx names fields: they are the visitor's input, never our internals.
        if (statusCode < 500) fields = error.fields;
      } else if ((error as { validation?: unknown }).validation) {
        statusCode = 400;
        code = 'bad_request';
        message = (error as Error).message;
      } else {
        const status = (error as { statusCode?: number }).statusCode;
        if (typeof status === 'number' && status >= 400 && status < 500) {
          statusCode = status;
          code = status === 404 ? 'not_found' : 'bad_request';
          message = (error as Error).message;
        }
      }
      if (statusCode >= 500) {
        request.log.error({ err: error, method: request.method, url: request.url }, 'request failed');
        // Spec §8 names one 500 by its message: 'Unknown middleware {name}' (our own words, no internals).
        message = statusCode === 500 && code !== 'unknown_middleware' ? INTERNAL_ERROR_MESSAGE : message;
      } else {
        request.log.info({ err: { message: (error as Error).message, code }, method: request.method, url: request.url }, 'request rejected');
      }
      if (reply.sent || reply.raw.headersSent) return;
      void reply.code(statusCode).type('application/json; charset=utf-8').send(errorBody(code, message, statusCode, fields));
    });
    app.setNotFoundHandler((request, reply) => {
      void reply.code(404).type('application/json; charset=utf-8').send(errorBody('not_found', NOT_FOUND_MESSAGE, 404));
    });
  },
  { name: 'errors' },
);
