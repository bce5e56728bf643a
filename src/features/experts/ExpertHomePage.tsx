import { ExpertHomeScreen } from './home/ExpertHomeScreen';

/** `public/expertHome/{expertId}`: 专家主页 with the follow button. */
export default function ExpertHomePage() {
  return <ExpertHomeScreen share={false} />;
}
