import type { z } from 'zod/mini';

/** The first problem of a failed parse, as a short Chinese line naming the argument. */
export function describeIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '格式不正确';
  const where = issue.path.length ? issue.path.map(String).join('.') : '请求体';
  if (issue.code === 'invalid_type' && issue.input === undefined) return `缺少 ${where}`;
  if (issue.code === 'too_big') return `${where} 超出上限`;
  if (issue.code === 'too_small') return `${where} 低于下限`;
  return `${where} 格式不正确`;
}
