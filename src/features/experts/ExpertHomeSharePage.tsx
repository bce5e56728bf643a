import { ExpertHomeScreen } from './home/ExpertHomeScreen';

/** `public/expertHomeShare/{expertId}`: the expert home as a shared link shows it. */
export default function ExpertHomeSharePage() {
  return <ExpertHomeScreen share />;
}
