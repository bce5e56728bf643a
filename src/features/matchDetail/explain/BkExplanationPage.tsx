import { PageHeader } from '@shared/ui';
import '../detail.css';

/** The terms a basketball match page uses, explained once (product-spec names only the route). */
const TERMS: ReadonlyArray<{ term: string; text: string }> = [
  {
    term: '让分',
    text: '强队让弱队若干分后再比较总分。例如“主让5.5分”：主队得分减去5.5分后仍高于客队，才算主队胜出。',
  },
  {
    term: '大小分',
    text: '以两队总得分与盘口比较。例如盘口215.5：两队得分合计216分及以上为“大”，215分及以下为“小”。',
  },
  {
    term: '欧指',
    text: '直接对比赛胜负开出的指数，数值越低代表该结果被认为越可能发生。篮球没有平局（加时赛决出胜负）。',
  },
  {
    term: '初盘 / 即时盘',
    text: '初盘是机构最早开出的数据，即时盘是当前最新的数据，两者对比可以看出指数的变化方向。',
  },
  {
    term: '升 / 降',
    text: '红色表示数值较上一次上升，绿色表示下降，数值不变时不标颜色。',
  },
  {
    term: '背靠背',
    text: 'NBA、WNBA球队连续两天出战称为背靠背，三天内三场称为三连战，体能是比赛的重要因素。',
  },
];

/** 说明 (`bk-explanation`): what the basketball odds and tags on a match page mean. */
export default function BkExplanationPage() {
  return (
    <div className="md-page" data-testid="bk-explanation">
      <PageHeader title="说明" />
      {TERMS.map(({ term, text }) => (
        <section className="md-section" key={term}>
          <h2 className="md-section__title">{term}</h2>
          <p className="md-explain__text">{text}</p>
        </section>
      ))}
    </div>
  );
}
