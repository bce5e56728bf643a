// Pins the field rules the app and the server share for feedback and the expert application
// (contracts/feedback.ts, expertApply.ts, uploads.ts): text lengths counted in characters, markup
// refused, line breaks kept; picture lists split on commas with 图片url为空 for an empty item, at most
// six, only our own paths; the feedback body's default type 7, subject pair and request id.
import { describe, expect, it } from 'vitest';
import { applyReasonProblem, formalExpertApplySchema } from '../../../contracts/expertApply';
import { feedbackContentProblem, feedbackCreateSchema } from '../../../contracts/feedback';
import {
  imagePathOf,
  parseImagePath,
  pictureUrlsProblem,
  splitPictureUrls,
} from '../../../contracts/uploads';

const path = (id: number) => imagePathOf(id, 'abcdef0123456789');

describe('picture lists', () => {
  it('names an upload by id and the head of its hash, and reads it back', () => {
    expect(path(42)).toBe('/api/upload/img/42-abcdef01');
    expect(parseImagePath('/api/upload/img/42-abcdef01')).toEqual({ id: 42, sha8: 'abcdef01' });
    for (const other of [
      '/api/upload/img/0-abcdef01',
      '/api/upload/img/42-ABCDEF01',
      'x',
      '/api/upload/img/3000000000-abcdef01',
    ])
      expect(parseImagePath(other)).toBeNull();
  });

  it('splits on commas, keeps an empty item empty, and reads nothing as none', () => {
    expect(splitPictureUrls(undefined)).toEqual([]);
    expect(splitPictureUrls(' ')).toEqual([]);
    expect(splitPictureUrls(`${path(1)}, ${path(2)}`)).toEqual([path(1), path(2)]);
    expect(splitPictureUrls(`${path(1)},,`)).toEqual([path(1), '', '']);
  });

  it('says 图片url为空, then 只能上传6张图片, then 图片地址无效', () => {
    expect(pictureUrlsProblem([])).toBeNull();
    expect(pictureUrlsProblem([path(1), ''])).toBe('图片url为空');
    expect(pictureUrlsProblem(Array.from({ length: 7 }, (_, i) => path(i + 1)))).toBe(
      '只能上传6张图片',
    );
    expect(pictureUrlsProblem(Array.from({ length: 6 }, (_, i) => path(i + 1)))).toBeNull();
    expect(pictureUrlsProblem(['https://evil.example/a.png'])).toBe('图片地址无效，请重新上传');
  });
});

describe('feedback', () => {
  it('takes 5–500 characters of plain text, line breaks and emoji counted as one each', () => {
    expect(feedbackContentProblem('  ')).toBe('请输入反馈内容');
    expect(feedbackContentProblem('太慢了啊')).toBe('反馈内容须为5-500个字');
    expect(feedbackContentProblem('⚽⚽⚽⚽⚽')).toBeNull();
    expect(feedbackContentProblem('第一行\n第二行')).toBeNull();
    expect(feedbackContentProblem('好'.repeat(501))).toBe('反馈内容须为5-500个字');
    expect(feedbackContentProblem('请看 <a href="x">这里</a>')).toBe(
      '反馈内容只能是文字，不能包含 HTML 标签',
    );
    expect(feedbackContentProblem('比分 3<5 不对啊')).toBeNull();
  });

  it('defaults the type to 7 and wants both halves of a subject or neither', () => {
    const base = { content: '比分刷新太慢了', requestId: 'a1b2c3d4-e5f6' };
    expect(feedbackCreateSchema.parse(base).type).toBe(7);
    expect(feedbackCreateSchema.parse({ ...base, type: '2' }).type).toBe(2);
    expect(feedbackCreateSchema.safeParse({ ...base, type: 6 }).success).toBe(false);
    expect(feedbackCreateSchema.safeParse({ ...base, subjectKind: 'plan' }).success).toBe(false);
    expect(feedbackCreateSchema.safeParse({ ...base, subjectId: 3 }).success).toBe(false);
    expect(feedbackCreateSchema.safeParse({ content: base.content }).success).toBe(false);
    expect(feedbackCreateSchema.safeParse({ ...base, requestId: 'short' }).success).toBe(false);
    expect(
      feedbackCreateSchema.parse({ ...base, subjectKind: 'plan', subjectId: '3' }),
    ).toMatchObject({
      subjectKind: 'plan',
      subjectId: 3,
    });
  });
});

describe('the expert application', () => {
  it('takes a reason of 10–500 characters of plain text', () => {
    expect(applyReasonProblem('')).toBe('请填写申请理由');
    expect(applyReasonProblem('想当专家')).toBe('申请理由须为10-500个字');
    expect(applyReasonProblem('十年英超分析经验，近三月命中六成')).toBeNull();
    expect(applyReasonProblem('<script>十年英超分析经验</script>')).toBe(
      '申请理由只能是文字，不能包含 HTML 标签',
    );
  });

  it('reads the ball type from a number or text, and needs both id card sides and a code', () => {
    const good = {
      applyReason: '十年英超分析经验，近三月命中六成',
      pickedId: '2',
      frontImgPath: path(1),
      backImgPath: path(2),
      code: '123456',
    };
    expect(formalExpertApplySchema.parse(good).pickedId).toBe(2);
    expect(formalExpertApplySchema.safeParse({ ...good, pickedId: 3 }).success).toBe(false);
    expect(formalExpertApplySchema.safeParse({ ...good, frontImgPath: '' }).success).toBe(false);
    expect(formalExpertApplySchema.safeParse({ ...good, code: '12345' }).success).toBe(false);
  });
});
