/**
 * An error a gateway handler throws to answer with a clear envelope (e.g. 404 match_not_found)
 * instead of a 500; routes.ts turns it into `sendFail(reply, status, code, message)`.
 */
export class GatewayError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'GatewayError';
    this.status = status;
    this.code = code;
  }
}
