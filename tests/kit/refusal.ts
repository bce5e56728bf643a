import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** A refusal as docs/api.md writes it: the HTTP status, the code twice and, if given, the message. */
export function expectRefusal(
  res: LightMyRequestResponse,
  status: number,
  code: string,
  msg?: string,
): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ isSuccess: false, code, errorCode: code });
  if (msg !== undefined) expect(res.json()).toMatchObject({ msg, errorMsg: msg });
}
