/**
 * What the crowd says, in the voice of a Chinese match chat. `{home}` and `{away}` become the team
 * names, `{team}` the team that just scored.
 */

/** Football chatter. */
export const CHATTER = [
  '今天这场必须拿下',
  '{home}加油！',
  '{away}冲啊',
  '这节奏有点慢啊',
  '中场控制得不错',
  '裁判今天尺度有点松',
  '这球应该传中的',
  '防守太靠后了',
  '换人吧教练',
  '这脚射门可惜了',
  '有人一起看吗',
  '{home}的边路好快',
  '{away}今天打得很有韧性',
  '感觉要进球了',
  '门将反应真快',
  '这配合漂亮',
  '看得我心脏受不了',
  '稳住，我们能赢',
  '上半场还行，下半场看体能',
  '这场比赛值回票价',
] as const;

/** Basketball chatter: no goals, no keepers. */
export const BASKETBALL_CHATTER = [
  '今天这场必须拿下',
  '{home}加油！',
  '{away}冲啊',
  '这个三分太准了',
  '篮板球抢不下来啊',
  '防守要加强',
  '挡拆配合真漂亮',
  '罚球要稳住',
  '这节奏太快了',
  '裁判这个哨有点紧',
  '暂停一下调整吧',
  '快攻打得好',
  '内线太强了',
  '外线手感冰凉',
  '有人一起看吗',
  '这球盖得漂亮',
  '命中率得提上来',
  '分差又拉开了',
  '稳住，还有机会',
  '这场比赛值回票价',
] as const;

export const GOAL_LINES = [
  '进了！！！',
  '{team}牛！',
  '漂亮的进球',
  '这球太精彩了',
  '我就说要进球吧',
  '球进了，兄弟们',
  '防线睡着了吗',
  '回放看了三遍',
] as const;

export const HALF_TIME_LINES = [
  '中场休息，去泡个面',
  '上半场打得一般',
  '下半场换个打法吧',
] as const;

export const BASKETBALL_HALF_TIME_LINES = [
  '中场休息，去泡个面',
  '上半场打得一般',
  '下半场得把防守做好',
] as const;

export const LATE_LINES = ['最后几分钟了', '还有机会！', '稳住别丢球', '补时几分钟？'] as const;

export function fill(line: string, names: { home: string; away: string; team?: string }): string {
  return line
    .replaceAll('{home}', names.home)
    .replaceAll('{away}', names.away)
    .replaceAll('{team}', names.team ?? names.home);
}
