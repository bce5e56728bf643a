// Pins the thresholds of the intelligence (情报): bans, rest and the next fixture by sport, streaks,
// form, the table's top and bottom places, the meetings' edge (docs/decisions/match-analysis-extras.md).
import { describe, expect, it } from 'vitest';
import { informationOf } from '../../../../../server/features/analysis/extras/informationRules';
import { context, DAY, game, KICK_OFF, side, standing } from './fixtures';

const texts = (items: Array<{ text: string }>) => items.map((i) => i.text);
const fixture = (daysFromKickOff: number) =>
  ({
    ...game(1, [0, 0]),
    matchTime: KICK_OFF + daysFromKickOff * DAY,
    leagueName: '测试联赛',
    homeTeamId: 1,
    awayTeamId: 2,
    homeTeamName: '本队',
    awayTeamName: '下个对手',
  }) as const;

describe('bans', () => {
  it('names a second yellow apart from a straight red', () => {
    const home = side(1, '红星', {
      suspended: [
        { name: '甲', matchId: 5, card: 'red' },
        { name: '乙', matchId: 5, card: 'second_yellow' },
      ],
    });
    const info = informationOf(context(home, side(2, '蓝海')));
    expect(texts(info.home.bad)).toEqual([
      '甲上一场比赛直接红牌被罚下，本场停赛',
      '乙上一场比赛两黄变一红被罚下，本场停赛',
    ]);
  });
});

describe('rest and the next fixture', () => {
  it('football: short of rest at two days, not at three; rotation ahead within three days', () => {
    const tired = side(1, '红星', { previous: fixture(-2), next: fixture(3) });
    const rested = side(2, '蓝海', { previous: fixture(-3), next: fixture(4) });
    const info = informationOf(context(tired, rested));
    expect(texts(info.home.bad)).toEqual([
      '距上一场比赛仅间隔2天，体能恐受影响',
      '3天后还要在测试联赛中对阵下个对手，或有轮换',
    ]);
    expect(info.away.bad).toEqual([]);
    // One day more is no edge; two are.
    expect(info.away.good).toEqual([]);
    const edge = informationOf(context(tired, side(2, '蓝海', { previous: fixture(-4) })));
    expect(texts(edge.away.good)).toEqual(['比对手多休息2天，体能占优']);
  });

  it('basketball: only the day before or the day after counts', () => {
    const b2b = side(1, '猛龙', { previous: fixture(-1), next: fixture(1) });
    const fine = side(2, '飞虎', { previous: fixture(-2), next: fixture(2) });
    const info = informationOf(context(b2b, fine, { sport: 2 }));
    expect(info.home.bad.map((i) => i.kind)).toEqual(['backToBack', 'congestion']);
    expect(info.away.bad).toEqual([]);
  });
});

describe('streaks and form', () => {
  const recent = (results: Array<[number, number]>) => results.map((s) => game(1, s));

  it('tells wins or losses in a row from three', () => {
    const two = informationOf(
      context(
        side(1, 'A', {
          recent: recent([
            [1, 0],
            [2, 1],
            [0, 1],
          ]),
        }),
        side(2, 'B'),
      ),
    );
    expect(two.home.good).toEqual([]);
    const three = informationOf(
      context(
        side(1, 'A', {
          recent: recent([
            [0, 1],
            [0, 2],
            [1, 3],
            [2, 0],
          ]),
        }),
        side(2, 'B'),
      ),
    );
    expect(texts(three.home.bad)).toEqual(['近期遭遇3连败，士气低落']);
  });

  it('tells football unbeaten runs from five and winless runs from four', () => {
    const unbeaten = recent([
      [1, 1],
      [2, 0],
      [0, 0],
      [3, 1],
      [1, 1],
      [0, 2],
    ]);
    const winless = recent([
      [1, 1],
      [0, 2],
      [0, 0],
      [1, 3],
      [2, 1],
    ]);
    const info = informationOf(
      context(side(1, 'A', { recent: unbeaten }), side(2, 'B', { recent: winless })),
    );
    expect(texts(info.home.good)).toEqual(['近5场比赛保持不败']);
    expect(texts(info.away.bad)).toEqual(['已连续4场比赛未尝胜绩']);
    // Basketball has no draws, so no unbeaten or winless runs either.
    const bk = informationOf(
      context(side(1, 'A', { recent: unbeaten }), side(2, 'B'), { sport: 2 }),
    );
    expect(bk.home.good).toEqual([]);
  });

  it('calls seven wins of ten in form and six losses out of form', () => {
    const hot = recent([
      [1, 0],
      [0, 1],
      [2, 0],
      [1, 0],
      [0, 0],
      [3, 0],
      [1, 0],
      [0, 2],
      [2, 1],
      [1, 0],
    ]);
    const info = informationOf(context(side(1, 'A', { recent: hot }), side(2, 'B')));
    expect(texts(info.home.good)).toEqual(['近10场7胜1平2负，状态火热']);
  });
});

describe('the table', () => {
  it('tells the top and bottom three of a table of eight or more', () => {
    const info = informationOf(
      context(
        side(1, 'A', { standing: standing(3, 20) }),
        side(2, 'B', { standing: standing(18, 20) }),
      ),
    );
    expect(texts(info.home.good)).toEqual(['测试联赛积分榜排名第3，位居前列']);
    expect(texts(info.away.bad)).toEqual(['测试联赛积分榜排名第18（共20队），处境不妙']);
    const middle = informationOf(
      context(
        side(1, 'A', { standing: standing(4, 20) }),
        side(2, 'B', { standing: standing(17, 20) }),
      ),
    );
    expect([...middle.home.good, ...middle.away.bad]).toEqual([]);
  });

  it('says nothing of a small table or one not started', () => {
    const info = informationOf(
      context(
        side(1, 'A', { standing: standing(1, 6) }),
        side(2, 'B', { standing: standing(20, 20, 0) }),
      ),
    );
    expect([...info.home.good, ...info.away.bad]).toEqual([]);
  });
});

describe('the meetings', () => {
  it('gives the edge from three meetings and 60 % won, to either side', () => {
    const meetings = [
      game(1, [0, 1]),
      game(1, [1, 2]),
      game(1, [1, 1]),
      game(1, [0, 3]),
      game(1, [2, 0]),
    ];
    const info = informationOf(context(side(1, 'A'), side(2, 'B'), { meetings }));
    expect(info.home.good).toEqual([]);
    expect(texts(info.away.good)).toEqual(['近5次交锋3胜1平1负，占据心理优势']);
    expect(texts(info.neutral)).toEqual(['双方近5次交锋，A1胜1平3负']);
  });

  it('says when the teams never met', () => {
    const info = informationOf(context(side(1, 'A'), side(2, 'B')));
    expect(texts(info.neutral)).toEqual(['双方此前没有交锋记录']);
  });
});
