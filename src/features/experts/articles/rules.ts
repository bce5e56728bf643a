/** A plan's settled result as the replay shows it (replayPlanSchema.result). */
export const PLAN_RESULT_TEXT: Readonly<Record<number, string>> = {
  0: '待开奖',
  1: '红',
  2: '黑',
  3: '走水',
};

export const planResultText = (result: number): string => PLAN_RESULT_TEXT[result] ?? '待开奖';

/** The like as shown after a tap: flipped at once, the count moved by one (never below zero). */
export function flippedLike(like: { liked: boolean; likeCount: number }) {
  const liked = !like.liked;
  return { liked, likeCount: Math.max(0, like.likeCount + (liked ? 1 : -1)) };
}
