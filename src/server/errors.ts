/** The closed set of errors the server raises on purpose; each keeps its cause. */
export class ConfigError extends Error {
  readonly code = 'CONFIG';
  constructor(
    readonly variable: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(`${variable}: ${message}`, options);
    this.name = 'ConfigError';
  }
}

export class NotFoundError extends Error {
  readonly code = 'NOT_FOUND';
  readonly statusCode = 404;
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'NotFoundError';
  }
}

/** A visitor's request the page cannot read or answer as asked (a query value that is no id, a search query that is no search): a 400 page. */
export class BadRequestError extends Error {
  readonly code = 'BAD_REQUEST';
  readonly statusCode = 400;
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'BadRequestError';
  }
}

/**
 * The call's value, or null where it answered that its thing does not exist or is not served (a
 * NotFoundError): a page says so, or asks another way. Any other failure stands.
 */
export async function orNone<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

export class UpstreamError extends Error {
  readonly code = 'UPSTREAM';
  constructor(
    message: string,
    readonly path: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'UpstreamError';
  }
}
