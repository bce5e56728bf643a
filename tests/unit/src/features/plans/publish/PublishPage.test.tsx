// Pins 发布推荐 (issue 19 §2) as an expert uses it: the matches open for publishing with their
// Beijing kick-off and 已发布 greyed, the ball-type switch, a match's games with the odds now, the
// option rules (one side of a line, two options elsewhere, two games), the form's problems said
// before anything is sent, the price chips and 不中退款, what is about to be published, today's
// count; one request per tap with one requestId for the form (the same on a retry), the server's
// refusal in its words, the new plan replacing the form; and a fan who is not an expert.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUBLISH_REFUSAL_CODES } from '@contracts/plans';
import { ApiError } from '@shared/http';
import { useOverlayStore } from '@shared/overlays';
import { installFakeClock } from '../../../../../kit/fakeClock';
import { basketballOptions, deferred, footballOptions, renderPublish } from './kit';

const api = vi.hoisted(() => ({
  fetchPublishOptions: vi.fn(),
  sendPlan: vi.fn(),
  sendInterpretation: vi.fn(),
}));
vi.mock('@features/plans/publish/api', () => api);

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
  api.fetchPublishOptions.mockReset();
  api.sendPlan.mockReset();
  api.sendInterpretation.mockReset().mockResolvedValue({ interpretationId: 88 });
  api.fetchPublishOptions.mockImplementation((_kind: string, sport: number | null) =>
    Promise.resolve(sport === 2 ? basketballOptions() : footballOptions()),
  );
  api.sendPlan.mockResolvedValue({ planId: 77, planNo: '20261122000077' });
  useOverlayStore.setState({ alert: null, toast: null });
});
afterEach(() => clock.restore());

const open = (at?: string) => renderPublish(clock.advance, at);
const settle = () => act(() => clock.advance(0));
const text = (testId: string) => screen.getByTestId(testId).textContent;
const where = () => screen.getByTestId('where').dataset;
const submit = () => screen.getByTestId<HTMLButtonElement>('publish-submit');
const game = (id: number) =>
  screen.getAllByTestId('publish-game').find((g) => g.dataset.gameId === String(id))!;
const option = (gameId: number, label: string) =>
  within(game(gameId)).getByRole('button', { name: new RegExp(`^${label}`) });
const pressed = (gameId: number) =>
  within(game(gameId))
    .getAllByTestId('publish-option')
    .filter((o) => o.getAttribute('aria-pressed') === 'true')
    .map((o) => o.firstChild?.textContent);

async function tap(element: HTMLElement) {
  fireEvent.click(element);
  await settle();
}
function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}
const TITLE = '客队受让稳了';
const SUMMARY = '主队近五场全胜，客队客场三连败，看好客队受让。';

/** Picks 1001, 亚盘 客队, types the texts and taps 18 金币. */
async function fillIn() {
  await tap(screen.getAllByTestId('publish-match')[0]!);
  await tap(option(4078, '客队'));
  type('publish-title', TITLE);
  type('publish-summary', SUMMARY);
  await tap(screen.getByTestId('publish-price-18'));
}

describe('the matches', () => {
  it('lists the matches open for publishing, with their Beijing kick-off; 已发布 ones are greyed', async () => {
    await open();
    expect(api.fetchPublishOptions).toHaveBeenCalledWith('plan', 1, expect.any(AbortSignal));
    const [first, second] = screen.getAllByTestId<HTMLButtonElement>('publish-match');
    expect(first!.textContent).toContain('英超');
    expect(first!.textContent).toContain('阿森纳');
    expect(first!.textContent).toContain('切尔西');
    expect(within(first!).getByTestId('publish-match-time').textContent).toBe('11-22 20:00');
    expect(first!.disabled).toBe(false);
    expect(second!.disabled).toBe(true);
    expect(second!.textContent).toContain('已发布');
    expect(within(second!).getByTestId('publish-match-time').textContent).toBe('11-23 03:00');
    expect(text('publish-today')).toBe('今日已发布 3/10');
    expect(text('publish-matches')).toContain('1场可发布');
    expect(screen.queryByTestId('publish-title')).toBeNull();
    expect(screen.getByTestId('publish-sport-1').getAttribute('aria-selected')).toBe('true');
  });

  it('switches the ball type: asks for basketball, keeps the typed title, unpicks the match', async () => {
    await open();
    await tap(screen.getAllByTestId('publish-match')[0]!);
    type('publish-title', TITLE);
    await tap(screen.getByTestId('publish-sport-2'));
    expect(api.fetchPublishOptions).toHaveBeenLastCalledWith('plan', 2, expect.any(AbortSignal));
    expect(where().search).toBe('?matchType=2&tab=0');
    expect(screen.getByTestId('publish-sport-2').getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByTestId('publish-match')[0]!.textContent).toContain('湖人');
    expect(screen.queryByTestId('publish-picked-match')).toBeNull();
    await tap(screen.getAllByTestId('publish-match')[0]!);
    expect(screen.getByTestId<HTMLInputElement>('publish-title').value).toBe(TITLE);
  });

  it('lets the server name the ball type when the link has none', async () => {
    api.fetchPublishOptions.mockResolvedValue(basketballOptions());
    await open('/publish/zqtj/new');
    expect(api.fetchPublishOptions).toHaveBeenCalledWith('plan', null, expect.any(AbortSignal));
    expect(screen.getByTestId('publish-sport-2').getAttribute('aria-selected')).toBe('true');
  });

  it('says when no match is open', async () => {
    api.fetchPublishOptions.mockResolvedValue(footballOptions({ matches: [] }));
    await open();
    expect(text('publish-no-matches')).toBe('暂无可发布的比赛，请稍后再来');
  });
});

describe('picking', () => {
  it('shows the picked match’s games with their lines and odds to two decimals', async () => {
    await open();
    await tap(screen.getAllByTestId('publish-match')[0]!);
    expect(text('publish-picked-match')).toContain('阿森纳');
    expect(screen.queryByTestId('publish-matches')).toBeNull();
    expect(game(4071).textContent).toContain('胜平负');
    expect(option(4071, '胜').textContent).toBe('胜2.15');
    expect(within(game(4078)).getByTestId('publish-game-line').textContent).toBe('半球');
    expect(option(4078, '客队').textContent).toBe('客队0.90');
    expect(within(game(4079)).getByTestId('publish-game-line').textContent).toBe('2.5球');
    expect(game(4078).textContent).toContain('单选');
    expect(game(4071).textContent).toContain('最多选2项');
  });

  it('keeps one side of a line, two options elsewhere, and two games; says why a tap did nothing', async () => {
    await open();
    await tap(screen.getAllByTestId('publish-match')[0]!);
    await tap(option(4078, '主队'));
    await tap(option(4078, '客队'));
    expect(pressed(4078)).toEqual(['客队']);
    await tap(option(4071, '胜'));
    await tap(option(4071, '平'));
    await tap(option(4071, '负'));
    expect(pressed(4071)).toEqual(['胜', '平']);
    expect(text('publish-pick-hint')).toBe('该玩法最多选择2个选项');
    await tap(option(4079, '大球'));
    expect(pressed(4079)).toEqual([]);
    expect(text('publish-pick-hint')).toBe('每个方案最多选择2个玩法');
    await tap(option(4071, '平'));
    expect(screen.queryByTestId('publish-pick-hint')).toBeNull();
    expect(text('publish-summary-picks')).toContain('胜平负 胜 2.15');
    expect(text('publish-summary-picks')).toContain('亚盘 半球 客队 0.90');
  });

  it('starts the picks afresh on another match', async () => {
    await open();
    await tap(screen.getAllByTestId('publish-match')[0]!);
    await tap(option(4071, '胜'));
    await tap(screen.getByTestId('publish-change-match'));
    await tap(screen.getAllByTestId('publish-match')[0]!);
    expect(pressed(4071)).toEqual([]);
  });
});

describe('before sending', () => {
  it('says what is missing, in the order of the form, and sends nothing', async () => {
    await open();
    await tap(submit());
    expect(text('publish-message')).toBe('请选择比赛');
    await tap(screen.getAllByTestId('publish-match')[0]!);
    await tap(submit());
    expect(text('publish-message')).toBe('请选择玩法和推荐选项');
    await tap(option(4071, '胜'));
    type('publish-title', '稳胆');
    await tap(submit());
    expect(text('publish-message')).toBe('标题至少4个字');
    expect(text('publish-title-problem')).toBe('标题至少4个字');
    expect(text('publish-summary-problem')).toBe('分析至少20个字');
    type('publish-title', TITLE);
    type('publish-summary', SUMMARY);
    expect(text('publish-message')).toBe('请选择方案价格');
    expect(api.sendPlan).not.toHaveBeenCalled();
  });

  it('counts the characters of the title and the analysis', async () => {
    await open();
    await tap(screen.getAllByTestId('publish-match')[0]!);
    expect(text('publish-title-count')).toBe('0/30');
    type('publish-title', '  主队⚽必胜  ');
    expect(text('publish-title-count')).toBe('5/30');
    type('publish-summary', '析'.repeat(801));
    expect(text('publish-summary-count')).toBe('801/800');
    expect(screen.getByTestId('publish-summary-count').className).toContain('is-over');
  });

  it('offers 免费 and the prices, and 不中退款 only on a paid plan', async () => {
    await open();
    await tap(screen.getAllByTestId('publish-match')[0]!);
    const chips = screen.getAllByRole('radio').map((c) => c.textContent);
    expect(chips).toEqual([
      '免费',
      '8金币',
      '18金币',
      '28金币',
      '38金币',
      '58金币',
      '88金币',
      '128金币',
      '188金币',
    ]);
    expect(screen.queryByTestId('publish-refund')).toBeNull();
    await tap(screen.getByTestId('publish-price-18'));
    await tap(screen.getByTestId('publish-refund'));
    expect(text('publish-summary-price')).toBe('18金币不中退款');
    await tap(screen.getByTestId('publish-price-0'));
    expect(screen.queryByTestId('publish-refund')).toBeNull();
    expect(text('publish-summary-price')).toBe('免费');
  });

  it('gives a laboratory expert 免费 only, taken without a tap', async () => {
    api.fetchPublishOptions.mockResolvedValue(footballOptions({ userLevel: 1, prices: [0] }));
    await open();
    await tap(screen.getAllByTestId('publish-match')[0]!);
    expect(screen.getAllByRole('radio').map((c) => c.textContent)).toEqual(['免费']);
    expect(screen.getByTestId('publish-price-0').getAttribute('aria-checked')).toBe('true');
    expect(text('publish-free-only')).toBe('实验室专家只能发布免费方案');
  });

  it('closes the form once today’s limit is reached', async () => {
    api.fetchPublishOptions.mockResolvedValue(footballOptions({ todayCount: 10 }));
    await open();
    expect(text('publish-today')).toBe('今日已发布 10/10');
    expect(submit().disabled).toBe(true);
    expect(text('publish-message')).toBe('今日发布数量已达上限，明天再来吧');
  });
});

describe('publishing', () => {
  it('sends the plan once per tap and replaces the form with the new plan', async () => {
    await open();
    await fillIn();
    await tap(screen.getByTestId('publish-refund'));
    await tap(submit());
    expect(api.sendPlan).toHaveBeenCalledTimes(1);
    const sent = api.sendPlan.mock.calls[0]?.[0] as { requestId: string };
    expect(sent.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(api.sendPlan).toHaveBeenCalledWith({
      requestId: sent.requestId,
      matchId: 1001,
      picks: [{ gameId: 4078, options: [1] }],
      title: TITLE,
      summary: SUMMARY,
      price: 18,
      refundIfLost: true,
    });
    expect(where().path).toBe('/plan/77');
    expect(where().how).toBe('REPLACE');
    expect(useOverlayStore.getState().toast?.message).toBe('发布成功');
  });

  it('sends nothing more while a request is out, and says 发布中...', async () => {
    const answer = deferred<{ planId: number; planNo: string }>();
    api.sendPlan.mockReturnValue(answer.promise);
    await open();
    await fillIn();
    await tap(submit());
    await tap(submit());
    expect(api.sendPlan).toHaveBeenCalledTimes(1);
    expect(submit().disabled).toBe(true);
    expect(submit().textContent).toBe('发布中...');
    answer.resolve({ planId: 77, planNo: 'x' });
    await settle();
    expect(where().path).toBe('/plan/77');
  });

  it('retries with the same requestId after an answer that never came', async () => {
    api.sendPlan.mockRejectedValueOnce(new ApiError('timeout', { path: '/api/plan/publish' }));
    await open();
    await fillIn();
    await tap(submit());
    expect(text('publish-message')).toBe('请求超时，请稍后重试');
    expect(submit().disabled).toBe(false);
    expect(submit().textContent).toBe('发布');
    await tap(submit());
    expect(api.sendPlan).toHaveBeenCalledTimes(2);
    const [first, second] = api.sendPlan.mock.calls.map(
      (c) => (c[0] as { requestId: string }).requestId,
    );
    expect(second).toBe(first);
    expect(where().path).toBe('/plan/77');
  });

  it('shows the server’s refusal in its own words and stays', async () => {
    api.sendPlan.mockRejectedValueOnce(
      new ApiError('http', {
        status: 409,
        code: PUBLISH_REFUSAL_CODES.duplicate,
        message: '您已在这场比赛发布过方案',
        path: '/api/plan/publish',
      }),
    );
    await open();
    await fillIn();
    await tap(submit());
    expect(text('publish-message')).toBe('您已在这场比赛发布过方案');
    expect(where().path).toBe('/publish/zqtj/new');
  });
});

describe('who may publish', () => {
  it('tells a fan who is not an expert, with the way to apply', async () => {
    api.fetchPublishOptions.mockRejectedValue(
      new ApiError('http', {
        status: 403,
        code: PUBLISH_REFUSAL_CODES.notExpert,
        message: '您还不是专家，暂不能发布方案',
        path: '/api/plan/publish/options',
      }),
    );
    await open();
    expect(text('publish-not-expert')).toContain('您还不是专家，暂不能发布方案');
    expect(screen.getByRole('link', { name: '申请成为专家' }).getAttribute('href')).toBe(
      '/expert-apply',
    );
    expect(screen.queryByTestId('publish-submit')).toBeNull();
  });

  it('shows any other failure with a retry', async () => {
    api.fetchPublishOptions.mockRejectedValueOnce(new ApiError('network', { path: '/x' }));
    await open();
    expect(text('publish-error')).toContain('网络连接失败');
    await tap(screen.getByRole('button', { name: '重新加载' }));
    expect(screen.getAllByTestId('publish-match')).toHaveLength(2);
  });
});

describe('publishing an interpretation (解读)', () => {
  it('publishes the same form as a reading — no 不中退款 — and lands on it', async () => {
    await open();
    await tap(screen.getByTestId('publish-kind-jiedu'));
    expect(where().search).toContain('kind=jiedu');
    await fillIn();
    expect(screen.queryByTestId('publish-refund')).toBeNull();
    await tap(submit());
    expect(api.sendPlan).not.toHaveBeenCalled();
    expect(api.sendInterpretation).toHaveBeenCalledTimes(1);
    const sent = api.sendInterpretation.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(sent).toMatchObject({ type: 0, title: TITLE, summary: SUMMARY, price: 18 });
    expect(sent).not.toHaveProperty('refundIfLost');
    expect(where().path).toBe('/tjInterpretation/88');
  });

  it('publishes a 十四场 reading on the issue on sale: football only, type 3, its own options', async () => {
    await open();
    await tap(screen.getByTestId('publish-kind-sfc'));
    expect(where().search).toContain('kind=sfc');
    expect(api.fetchPublishOptions).toHaveBeenLastCalledWith('sfc', 1, expect.any(AbortSignal));
    // One ball: no switch; the posted link is the interpretations'.
    expect(screen.queryByTestId('publish-sport-2')).toBeNull();
    expect(text('publish-posted-link')).toBe('我发布的解读 ›');
    await fillIn();
    // The form speaks of what it publishes.
    expect(screen.getByRole('heading', { name: '解读价格' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '方案价格' })).toBeNull();
    await tap(submit());
    const sent = api.sendInterpretation.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(sent).toMatchObject({ type: 3, title: TITLE });
    expect(where().path).toBe('/tjInterpretation/88');
  });

  it('says why nothing is offered when no 胜负彩 issue is on sale', async () => {
    api.fetchPublishOptions.mockResolvedValue(footballOptions({ matches: [] }));
    await open('/publish/zqtj/new?kind=sfc');
    expect(text('publish-no-issue')).toContain('十四场解读只能发布在售胜负彩期次的比赛');
  });
});
