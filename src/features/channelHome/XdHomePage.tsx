import { ChannelHome } from './ChannelHome';

/** `xd-home`: the small-shop partner's home. */
export default function XdHomePage() {
  return <ChannelHome testId="xd-home" />;
}
