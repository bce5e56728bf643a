import type { Random } from '../random';

/** Player names in the style the Chinese feeds print them, by where the league is. */

const SYLLABLES =
  '阿 巴 贝 布 达 德 多 恩 菲 费 加 格 哈 赫 基 卡 科 克 拉 莱 里 利 罗 马 梅 米 穆 纳 尼 诺 帕 佩 皮 萨 桑 斯 塔 特 托 瓦 维 沃 西 谢 亚 伊 约 扎 奥 蒂 索 蒙 雷 森 迪 兰 尔 温 洛 斯'.split(
    ' ',
  );
const CN_SURNAMES =
  '王 李 张 刘 陈 杨 赵 黄 周 吴 徐 孙 胡 朱 高 林 何 郭 马 罗 梁 宋 郑 谢 韩 唐 冯 于 董 萧 程 曹 袁 邓 许 傅 沈 曾 彭 吕'.split(
    ' ',
  );
const CN_GIVEN =
  '伟 磊 浩 鹏 涛 斌 杰 宇 博 翔 凯 晨 阳 帆 昊 睿 航 哲 瑞 远 海 明 强 军 峰 龙 辉 俊 毅 诚 骁 嘉 铭 泽 旭 东 坤 琦 林 帅'.split(
    ' ',
  );
const JP_SURNAMES =
  '佐藤 铃木 高桥 田中 伊藤 渡边 山本 中村 小林 加藤 吉田 山田 佐佐木 松本 井上 木村 清水 森 长谷川 前田'.split(
    ' ',
  );
const JP_GIVEN =
  '翔太 大辉 健太 拓也 雄大 直树 和也 亮 优斗 俊介 大地 凉 航 悠真 阳斗 莲 隼人 圭佑 诚 浩二'.split(
    ' ',
  );
const KR_SURNAMES = '金 李 朴 崔 郑 姜 赵 尹 张 林 韩 吴 徐 申 权'.split(' ');
const KR_GIVEN = '民宰 兴民 刚仁 在成 泰焕 承佑 英权 贤宇 俊浩 东俊 圣勋 智成 宇英 泰熙 相浩'.split(
  ' ',
);

export type NameStyle = 'cn' | 'jp' | 'kr' | 'foreign';

export function nameStyleOf(country: string): NameStyle {
  if (country === '中国') return 'cn';
  if (country === '日本') return 'jp';
  if (country === '韩国') return 'kr';
  return 'foreign';
}

export function personName(rng: Random, style: NameStyle): string {
  switch (style) {
    case 'cn':
      return (
        rng.pick(CN_SURNAMES) + rng.pick(CN_GIVEN) + (rng.chance(0.6) ? rng.pick(CN_GIVEN) : '')
      );
    case 'jp':
      return rng.pick(JP_SURNAMES) + rng.pick(JP_GIVEN);
    case 'kr':
      return rng.pick(KR_SURNAMES) + rng.pick(KR_GIVEN);
    default: {
      const length = rng.int(2, 4);
      let name = '';
      for (let i = 0; i < length; i++) name += rng.pick(SYLLABLES);
      return name;
    }
  }
}
