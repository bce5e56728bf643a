import { eq } from 'drizzle-orm';
import { DEFAULT_USER_IMAGE, type ShareInfo } from '../../../contracts/share';
import { users } from '../../db/schema';
import { CommonRefusals, done, refused, type Outcome } from '../../platform/refusals';
import { shareCodeOf } from './codes';
import { readPicture, type ImageReaderDeps, type PictureViewer } from './images';
import { asDataUrl } from './pictures';

/**
 * The fan's share info (GET /api/proxy/apply/userShareInfo): their share code (made on first ask),
 * name and picture address, and the picture itself as a data URL — read by the proxy's own rules, so
 * an address it would refuse, or one that fails, is the default user image (calls-errors-spec §8).
 */
export async function shareInfoOf(
  deps: ImageReaderDeps,
  viewer: PictureViewer,
): Promise<Outcome<ShareInfo>> {
  const [member] = await deps.db
    .select({
      id: users.id,
      account: users.account,
      nickName: users.nickName,
      userIcon: users.userIcon,
    })
    .from(users)
    .where(eq(users.id, viewer.viewerId));
  if (!member) return refused(CommonRefusals.noLogin);
  const shareInfoId = await shareCodeOf(deps.db, member.id);
  const icon = member.userIcon?.trim() || null;
  const picture = icon ? await readPicture(deps, icon, viewer) : null;
  return done({
    shareInfoId,
    jcobMember: { id: member.id, nickname: member.nickName ?? member.account, icon },
    image: picture?.ok ? asDataUrl(picture.data).image : DEFAULT_USER_IMAGE,
    defaultImage: !picture?.ok,
  });
}
