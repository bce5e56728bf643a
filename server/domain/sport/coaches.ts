import type { Random } from '../random';
import type { LeagueSpec } from './catalogue';
import { nameStyleOf, personName } from './names';
import type { SportId } from '../../../domain/sport';

/**
 * Head coaches by league: names the Chinese feeds print for that league's benches, and no other's
 * (issue 31 item 11: Portland's coach was 杨鸣, Columbus' 斯洛特, from one pool of every sport). A
 * league with more clubs than names, or none listed, fills the rest with names in its country's
 * style (names.ts), as its players are named.
 */
export const COACHES_OF_LEAGUE: Readonly<Record<number, string>> = {
  36: '瓜迪奥拉 阿尔特塔 斯洛特 马雷斯卡 阿莫林 弗兰克 埃梅里 许尔策勒 努诺 格拉斯纳 伊劳拉 席尔瓦 豪',
  31: '阿隆索 弗里克 西蒙尼 马塞利诺 佩莱格里尼 博尔达拉斯 米歇尔 巴尔韦德 阿拉萨特 阿圭雷',
  34: '孔蒂 基伏 加斯佩里尼 斯帕莱蒂 阿莱格里 萨里 意大利诺 法布雷加斯 尤里奇 皮奥利',
  8: '孔帕尼 科瓦奇 赫内斯 托普穆勒 舒斯特 斯特格 罗泽 亨德里克',
  11: '恩里克 德泽尔比 波耶 法里奥利 雷加尔 哈贝克',
  60: '穆斯卡特 斯卢茨基 徐正源 舒斯蒂奇 塞蒂恩 崔康熙 李霄鹏 于根伟 郝伟 谢晖 朱炯 李金羽',
  1: '斯波尔斯特拉 科尔 里弗斯 马祖拉 戴格诺特 卡莱尔 比克斯塔夫 雷迪克 芬奇 乌多卡 卢 蒂博多 基德 比永布',
  3: '杨鸣 王治郅 郭士强 杜锋 李春江 刘维伟 李楠 许钊 邱彪 吴庆龙 吴悠 马布里',
};

/** Every name of the catalogue, by sport: a coach never stands on another sport's bench. */
export function catalogueCoaches(leagues: readonly LeagueSpec[], sport: SportId): Set<string> {
  return new Set(
    leagues
      .filter((l) => l.sport === sport)
      .flatMap((l) => COACHES_OF_LEAGUE[l.id]?.split(' ') ?? []),
  );
}

/**
 * The head coaches of a league's clubs in club order, no name twice: the league's own names in a
 * seed-given order, then names in the league's style. `taken` holds names already given to clubs of
 * other leagues; the new ones are added to it.
 */
export function coachesOf(
  rng: Random,
  league: LeagueSpec,
  clubs: number,
  taken: Set<string>,
): string[] {
  const own = rng.shuffle((COACHES_OF_LEAGUE[league.id] ?? '').split(' ').filter(Boolean));
  const style = nameStyleOf(league.country);
  const coaches: string[] = [];
  for (let i = 0; i < clubs; i++) {
    let name = own.find((n) => !taken.has(n)) ?? personName(rng, style);
    while (taken.has(name)) name = personName(rng, style);
    taken.add(name);
    coaches.push(name);
  }
  return coaches;
}
