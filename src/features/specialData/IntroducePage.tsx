import { Link, useLocation, useParams } from 'react-router-dom';
import { hrefFor } from '@shared/routes';
import { PageHeader } from '@shared/ui';
import './specialData.css';

type Topic = 'kelly' | 'dispersed' | 'sameOdds';

/** The topic of the address: `bk-kelly/introduce/…`, `bk-dispersed/introduce/…`, else same odds. */
function topicOf(pathname: string): Topic {
  if (pathname.startsWith('/bk-kelly/')) return 'kelly';
  if (pathname.startsWith('/bk-dispersed/')) return 'dispersed';
  return 'sameOdds';
}

/**
 * 说明 pages (`bk-kelly/introduce/{raceType}`, `bk-dispersed/introduce/{raceType}`,
 * `same-odds-introduce`): what the model is and how to read it, from the formulas the server
 * computes with (docs/decisions/special-data.md). raceType 2 is basketball: two outcomes, no draw.
 */
export default function IntroducePage() {
  const topic = topicOf(useLocation().pathname);
  const basketball = useParams().raceType === '2';
  const outcomes = basketball ? '主胜、客胜' : '主胜、平局、客胜';
  const sum = basketball ? '1/主胜 + 1/客胜' : '1/主胜 + 1/平局 + 1/客胜';
  return (
    <div className="page sd-page" data-testid="special-introduce" data-topic={topic}>
      <PageHeader
        title={topic === 'kelly' ? '凯利说明' : topic === 'dispersed' ? '离散说明' : '同赔说明'}
      />
      {topic === 'kelly' && (
        <article className="sd-section sd-article">
          <h2>什么是凯利指数</h2>
          <p>
            凯利指数衡量一家机构的赔率与整个市场看法的差距。先算每家机构的返还率 F = 1 ÷（{sum}
            ），再得到它给每个赛果（{outcomes}）的概率 p = F ÷ 赔率。
          </p>
          <p className="sd-formula">凯利指数 = 该机构赔率 × 所有机构该赛果概率的平均值</p>
          <h2>怎么看</h2>
          <ul>
            <li>
              凯利指数低于 1：机构的赔付低于市场认为该赛果应得的，说明它在防范这个赛果（页面标红）。
            </li>
            <li>凯利指数高于 1：赔付高于市场平均，机构对该赛果并不担心。</li>
            <li>
              凯利方差：各机构凯利指数的方差。方差越小，机构们的看法越一致；某个赛果方差小、凯利指数又都低于
              1，常被看作机构一致防范的方向。
            </li>
            <li>返还率越高，机构的抽水越少。</li>
          </ul>
          <Link
            className="sd-more"
            to={basketball ? hrefFor('bk-kelly/list') : hrefFor('special/kelly')}
          >
            查看今日凯利指数 ›
          </Link>
        </article>
      )}
      {topic === 'dispersed' && (
        <article className="sd-section sd-article">
          <h2>什么是离散度</h2>
          <p>
            离散度是各家机构对同一赛果（{outcomes}
            ）所开赔率的方差：每家赔率与平均赔率之差的平方，再取平均。
          </p>
          <p className="sd-formula">离散度 = Σ（赔率 − 平均赔率）² ÷ 机构数</p>
          <h2>怎么看</h2>
          <ul>
            <li>离散度小：机构们的赔率接近，对这个赛果看法一致。</li>
            <li>离散度大：机构们分歧大，或有机构在大幅调整赔率。</li>
            <li>
              对比初盘与即时：离散度从大变小说明机构在向同一方向靠拢；离散度走势图显示每一次变盘后的变化。
            </li>
            <li>只有一家机构时没有离散可言，至少两家机构才有数据。</li>
          </ul>
          <Link
            className="sd-more"
            to={basketball ? hrefFor('bk-dispersed/list') : hrefFor('special/dispersed')}
          >
            查看今日离散指数 ›
          </Link>
        </article>
      )}
      {topic === 'sameOdds' && (
        <article className="sd-section sd-article">
          <h2>什么是同赔</h2>
          <p>
            同赔找出历史上同一家机构（默认皇冠）开出相同初盘的已完场比赛，看它们最后打出了什么赛果。
          </p>
          <ul>
            <li>欧赔：初盘主胜、平局、客胜赔率，统计主胜、平局、客胜的场数。</li>
            <li>亚盘：初盘让球盘口，按主队方向统计赢、赢半、走、输半、输。</li>
            <li>大小球：初盘大小球盘口，按大球方向统计。</li>
            <li>初盘完全相同：每一个数值都相同；主值相同：只看主胜赔率或盘口。</li>
            <li>全部赛事或同联赛：同联赛只看本场所在联赛的比赛。最多列出最近 100 场。</li>
          </ul>
          <p>样本越多，历史赛果的分布越有参考意义；样本很少时只作参考。</p>
          <Link className="sd-more" to={hrefFor('special-data-list', {}, { type: 1 })}>
            查看今日同赔 ›
          </Link>
        </article>
      )}
    </div>
  );
}
