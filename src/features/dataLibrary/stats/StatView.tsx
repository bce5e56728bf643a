import type { LeagueStatAnswer } from '../statsApi';
import type { Sport } from '../rules';
import { AveragesStat } from './AveragesStat';
import { BackToBackStat } from './BackToBackStat';
import { HandicapStat } from './HandicapStat';
import { OddEvenStat } from './OddEvenStat';
import { RecordsStat } from './RecordsStat';
import { ScoreDiffStat } from './ScoreDiffStat';

/** One league statistic as its kind shows it; `limit` keeps the first rows of a per-team table. */
export function StatView({ answer, limit }: { answer: LeagueStatAnswer; limit?: number }) {
  const sport: Sport = answer.data.sport === 2 ? 2 : 1;
  switch (answer.kind) {
    case 'oddEven':
      return <OddEvenStat data={answer.data} sport={sport} limit={limit} />;
    case 'handicap':
      return <HandicapStat data={answer.data} sport={sport} limit={limit} />;
    case 'scoreDiff':
      return <ScoreDiffStat data={answer.data} sport={sport} limit={limit} />;
    case 'backToBack':
      return <BackToBackStat data={answer.data} sport={sport} limit={limit} />;
    case 'averages':
      return <AveragesStat data={answer.data} sport={sport} limit={limit} />;
    case 'records':
      return <RecordsStat data={answer.data} />;
  }
}
