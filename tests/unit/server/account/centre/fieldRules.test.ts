// Pins the user-centre field rules shared by the forms and the server (contracts/account/centre/):
// nickname (2–12 characters, allowed characters, no phone, no staff words) and the nickname made of a
// partner's text, signature (30, no control characters, no markup), Chinese real names with the middle dot, and the 18-character id card
// (shape, real birth date, MOD 11-2 check character, 18 or older on the Beijing date).
import { describe, expect, it } from 'vitest';
import { checkChatText } from '../../../../../contracts/chat';
import { hasHtmlTag } from '../../../../../contracts/userText';
import {
  beijingToday,
  idCardCheckChar,
  idCardProblem,
  maskRealName,
  normalizeIdCard,
  realNameProblem,
} from '../../../../../contracts/account/centre/identity';
import {
  describeProblem,
  nickNameFrom,
  nickNameProblem,
} from '../../../../../contracts/account/centre/profile';
import { vipLevelName } from '../../../../../contracts/account/centre/level';

const card = (first17: string) => first17 + idCardCheckChar(first17);
const today = { y: 2026, m: 11, d: 22 };

describe('nickNameProblem', () => {
  it.each(['球迷', 'Goal_King-9', '一二三四五六七八九十甲乙', ' 铁杆球迷 '])(
    'accepts %j',
    (name) => {
      expect(nickNameProblem(name)).toBeNull();
    },
  );
  it.each([
    ['', '请输入昵称'],
    ['王', '昵称须为2-12个字符'],
    ['一二三四五六七八九十甲乙丙', '昵称须为2-12个字符'],
    ['a b', '昵称只能包含中文、字母、数字、下划线和短横线'],
    ['⚽球迷', '昵称只能包含中文、字母、数字、下划线和短横线'],
    ['13912345678', '昵称不能是手机号'],
    ['系统消息', '昵称不能包含“官方”“客服”“管理员”“系统”等字样'],
  ])('refuses %j', (name, message) => {
    expect(nickNameProblem(name)).toBe(message);
  });
});

describe("nickNameFrom (a partner's name for its fan)", () => {
  it.each([
    ['京东小王', '京东小王'],
    [' 京东 小王 ', '京东小王'],
    ['小\u0000王', '小王'],
    ['Lucky-7!!', 'Lucky-7'],
    ['一二三四五六七八九十甲乙丙丁', '一二三四五六七八九十甲乙'],
  ])('makes %j into %j', (raw, name) => {
    expect(nickNameFrom(raw)).toBe(name);
    expect(nickNameProblem(name)).toBeNull();
  });

  it.each(['', '王', '!!', '官方小王', '13912345678', '<b>小王</b>', '<script>x</script>'])(
    'finds no name in %j',
    (raw) => {
      expect(nickNameFrom(raw)).toBeNull();
    },
  );
});

describe('describeProblem', () => {
  it('allows up to 30 characters and an empty signature', () => {
    expect(describeProblem('球'.repeat(30))).toBeNull();
    expect(describeProblem('')).toBeNull();
    expect(describeProblem('球'.repeat(31))).toBe('个性签名不能超过30个字');
    expect(describeProblem('a\tb')).toBe('个性签名不能包含换行或控制字符');
  });

  it('refuses markup as the chat does, and keeps text that only looks like it', () => {
    for (const html of ['<b>主队</b>', '</div>', '<!-- x -->', '<img src=x>', '<!doctype html>'])
      expect(describeProblem(html)).toBe('个性签名只能是文字，不能包含 HTML 标签');
    for (const text of ['a < b', '爱你<3', '< b >', '1<2>0'])
      expect(describeProblem(text)).toBeNull();
  });

  it("is the same markup rule as the chat's", () => {
    for (const text of [
      '<b>主队</b>',
      '</div>',
      '<!-- x -->',
      '<img src=x>',
      'a < b',
      '爱你<3',
      '< b >',
    ])
      expect(hasHtmlTag(text)).toBe(!checkChatText(text).ok);
  });
});

describe('realNameProblem', () => {
  it.each(['张三', '欧阳娜娜', '阿卜杜拉·买买提'])('accepts %j', (name) => {
    expect(realNameProblem(name)).toBeNull();
  });
  it.each(['', '张', 'Zhang', '张3', '·张三', '张三·'])('refuses %j', (name) => {
    expect(realNameProblem(name)).not.toBeNull();
  });
});

describe('idCardProblem', () => {
  it('computes the check character of GB 11643', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(card('31010419850307281')).toBe('310104198503072816');
  });
  it('accepts a valid card, its check letter in either case', () => {
    expect(idCardProblem('11010519491231002X', today)).toBeNull();
    expect(idCardProblem('11010519491231002x', today)).toBeNull();
    expect(normalizeIdCard(' 110105 19491231002x ')).toBe('11010519491231002X');
  });
  it('refuses a wrong check character, shape or date', () => {
    expect(idCardProblem('110105194912310021', today)).toBe('身份证号校验失败，请核对后重新输入');
    expect(idCardProblem('1101051949123100', today)).toBe('身份证号格式错误');
    expect(idCardProblem('01010519491231002X', today)).toBe('身份证号格式错误');
    expect(idCardProblem(card('11010519900230123'), today)).toBe('身份证号格式错误');
    expect(idCardProblem(card('11010520270101123'), today)).toBe('身份证号格式错误');
    expect(idCardProblem('', today)).toBe('请输入身份证号');
  });
  it('needs 18 full years on the day', () => {
    expect(idCardProblem(card('11010520081122123'), today)).toBeNull();
    expect(idCardProblem(card('11010520081123123'), today)).toBe('未满18周岁不能进行实名认证');
  });
  it('reads today in Beijing', () => {
    // 2026-11-21 23:30 UTC is already the 22nd in Beijing.
    expect(beijingToday(Date.UTC(2026, 10, 21, 23, 30))).toEqual(today);
  });
});

describe('display helpers', () => {
  it('masks a name to its first character and names VIP levels', () => {
    expect(maskRealName('欧阳娜娜')).toBe('欧***');
    expect(vipLevelName(2)).toBe('超级红单会员');
    expect(vipLevelName(3)).toBe('红单会员');
    expect(vipLevelName(6)).toBe('数据会员');
    expect(vipLevelName(0)).toBe('');
  });
});
