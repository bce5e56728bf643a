import { appNameFor, currentChannel } from '@shared/channels';
import { appConfig } from '@shared/config/appConfig';
import { hrefFor } from '@shared/routes';
import { CentrePage, Group, Row } from './ui';

/** /user/about-us: name, version 7.3.0 and what the app is. */
export default function AboutPage() {
  const name = appNameFor(currentChannel().agentId);
  return (
    <CentrePage title="关于我们" testId="about-page">
      <div className="uc-about">
        <span className="uc-about__logo" aria-hidden="true">
          ⚽
        </span>
        <h2 className="uc-about__name">{name}</h2>
        <p className="uc-about__version" data-testid="about-version">
          版本 {appConfig.appVersion}
        </p>
      </div>
      <Group>
        <Row label="产品介绍" value="足球、篮球比分直播与专家推荐" />
        <Row label="客服中心" to={hrefFor('public/serviceCenter')} />
        <Row label="帮助中心" to={hrefFor('user/customer-help')} />
      </Group>
      <p className="uc-footnote">理性看球，健康娱乐。推荐内容仅供参考，不构成任何投注建议。</p>
    </CentrePage>
  );
}
