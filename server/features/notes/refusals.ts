import {
  NOTE_CHARS,
  NOTE_REFUSAL_CODES as C,
  NOTE_REPLY_CHARS,
  NOTES_PER_SUBJECT,
  type NoteSubjectKind,
} from '../../../contracts/notes';
import { INTERPRETATION_NOT_FOUND } from '../../../contracts/interpretations';
import { PLAN_NOT_FOUND } from '../../../contracts/plans';
import { REQUEST_REUSED } from '../../../contracts/refusals';
import type { Refusal } from '../../platform/refusals';

/** Every refusal of the note calls, each with what the fan or the expert reads (docs/api.md). */
export const NoteRefusals = {
  /** Also what a note of another expert's answers: its existence is not told. */
  notFound: { status: 404, code: C.notFound, msg: '留言不存在' },
  /** The subject a fan's note call names does not exist (or is not published yet). */
  subjectNotFound: { plan: PLAN_NOT_FOUND, interpretation: INTERPRETATION_NOT_FOUND },
  notExpert: { status: 403, code: C.notExpert, msg: '您还不是专家，暂无专家笔记' },
  own: {
    plan: { status: 409, code: C.own, msg: '不能给自己的方案留言' },
    interpretation: { status: 409, code: C.own, msg: '不能给自己的解读留言' },
  },
  locked: {
    plan: {
      status: 403,
      code: C.locked,
      msg: '购买方案后才能留言（免费方案和已结束的方案可直接留言）',
    },
    interpretation: {
      status: 403,
      code: C.locked,
      msg: '购买解读后才能留言（免费解读和已结束的解读可直接留言）',
    },
  },
  limit: {
    plan: { status: 409, code: C.limit, msg: `每个方案最多留言${NOTES_PER_SUBJECT}条` },
    interpretation: { status: 409, code: C.limit, msg: `每个解读最多留言${NOTES_PER_SUBJECT}条` },
  },
  content: {
    status: 400,
    code: C.content,
    msg: `留言需${NOTE_CHARS.min}-${NOTE_CHARS.max}个字，且不能包含链接标签或特殊字符`,
  },
  reply: {
    status: 400,
    code: C.reply,
    msg: `回复需${NOTE_REPLY_CHARS.min}-${NOTE_REPLY_CHARS.max}个字，且不能包含链接标签或特殊字符`,
  },
  requestReused: REQUEST_REUSED,
  /** Not a refusal a call answers (the router's 401 is): what a visitor is told under a subject. */
  noLogin: { status: 401, code: C.noLogin, msg: '登录后才能留言' },
} as const satisfies Record<string, Refusal | Record<NoteSubjectKind, Refusal>>;
