import { Choices } from './Choices';
import { RankingList } from './RankingList';
import { BALLS, RANKING_TABS, type BallFlag, type RankingType } from './rules';

const BALL_OPTIONS = BALLS.map((b) => ({ value: b.flag, label: b.label }));
const TYPE_OPTIONS = RANKING_TABS.map((t) => ({ value: t.type, label: t.label }));

/**
 * The ranking with its choices: the ball type and 周回报 / 月回报 / 月命中 / 连红. Who holds the
 * choices (the hall's state, a link's path) is the screen's business.
 */
export function RankingBoard({
  qiuFlag,
  type,
  onQiuFlag,
  onType,
  lab = false,
}: {
  qiuFlag: BallFlag;
  type: RankingType;
  onQiuFlag: (flag: BallFlag) => void;
  onType: (type: RankingType) => void;
  lab?: boolean;
}) {
  return (
    <>
      <div className="xp-board-head">
        <Choices
          options={BALL_OPTIONS}
          value={qiuFlag}
          onChange={onQiuFlag}
          label="球类"
          testId="ball"
          look="switch"
        />
      </div>
      <Choices
        options={TYPE_OPTIONS}
        value={type}
        onChange={onType}
        label="榜单"
        testId="ranking-type"
        look="tabs"
      />
      <RankingList qiuFlag={qiuFlag} type={type} lab={lab} />
    </>
  );
}
