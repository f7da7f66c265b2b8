/**
 * One error model for every handler: each error a client may cause is an HttpError subclass
 * carrying its status and a stable errorType. The middy stack maps errors to responses by
 * `instanceof`, never by name; anything else is an unexpected fault and becomes a 500.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorType: string,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class RequestValidationError extends HttpError {
  constructor(fieldErrors: Record<string, string>, message = 'The request is invalid.') {
    super(400, 'RequestValidation', message, fieldErrors);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message: string, errorType = 'Forbidden') {
    super(403, errorType, message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string, errorType = 'NotFound') {
    super(404, errorType, message);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string, errorType = 'Conflict') {
    super(409, errorType, message);
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor(limitBytes: number) {
    super(413, 'PayloadTooLarge', `The request body is larger than ${limitBytes} bytes.`);
  }
}

export class UnsupportedMediaTypeError extends HttpError {
  constructor() {
    super(415, 'UnsupportedMediaType', 'The request body must be JSON (Content-Type: application/json).');
  }
}
