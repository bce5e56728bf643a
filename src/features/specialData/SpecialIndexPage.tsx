import { Link } from 'react-router-dom';
import { SPECIAL_DATA_MODELS } from '@contracts/sportdata/specialData';
import { hrefFor } from '@shared/routes';
import { PageHeader } from '@shared/ui';
import './specialData.css';

const M = SPECIAL_DATA_MODELS;

/** The six data models (product-spec §3), what each tells, and where its list is. */
const MODELS = [
  {
    id: M.tongpei,
    name: '同赔',
    line: '历史上开出相同初盘的比赛，最后打出了什么赛果',
    href: hrefFor('special-data-list', {}, { type: M.tongpei }),
  },
  {
    id: M.kaili,
    name: '凯利',
    line: '各家机构的赔付与市场平均概率之比，低于1说明机构在防范',
    href: hrefFor('special/kelly'),
  },
  {
    id: M.lisan,
    name: '离散',
    line: '各家机构赔率分歧有多大，分歧小说明看法一致',
    href: hrefFor('special/dispersed'),
  },
  {
    id: M.bifa,
    name: '必发',
    line: '交易所的真金白银成交在哪一边，庄家各赛果的盈亏与冷热',
    href: hrefFor('special/betfair'),
  },
  {
    id: M.touzhubi,
    name: '投注比',
    line: '胜平负、让球与大小球三个盘口，资金各自的投注比例',
    href: hrefFor('special/proportion'),
  },
  {
    id: M.fengxiangbiao,
    name: '风向标',
    line: '会员专属：机构概率的变化，资金流向哪一方',
    href: hrefFor('wind-mark-lis'),
  },
] as const;

const BASKETBALL = [
  { name: '篮球凯利', line: '篮球主客胜的凯利指数', href: hrefFor('bk-kelly/list') },
  { name: '篮球离散', line: '篮球主客胜赔率的离散程度', href: hrefFor('bk-dispersed/list') },
] as const;

/**
 * 特色数据 (`special-data-index`, issue 36 §2): the six data models with a line on what each tells,
 * each opening its list of today's matches; basketball's Kelly and dispersion below.
 */
export default function SpecialIndexPage() {
  return (
    <div className="page sd-page" data-testid="special-index">
      <PageHeader title="特色数据" />
      <ul className="sd-models">
        {MODELS.map((model) => (
          <li key={model.id}>
            <Link
              className="sd-model"
              to={model.href}
              data-testid="special-model"
              data-model={model.id}
            >
              <span className={`sd-model__badge sd-model__badge--${model.id}`}>{model.name}</span>
              <span className="sd-model__line">{model.line}</span>
              <span className="sd-model__go">›</span>
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="sd-heading">篮球</h2>
      <ul className="sd-models">
        {BASKETBALL.map((model) => (
          <li key={model.name}>
            <Link className="sd-model" to={model.href} data-testid="special-model-bk">
              <span className="sd-model__badge sd-model__badge--bk">{model.name}</span>
              <span className="sd-model__line">{model.line}</span>
              <span className="sd-model__go">›</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
