import { ChannelHome } from './ChannelHome';

/** `home-jd`: where the home entry sends the shopping app (JD) and the push-ball platform (Tq). */
export default function JdHomePage() {
  return <ChannelHome testId="jd-home" />;
}
