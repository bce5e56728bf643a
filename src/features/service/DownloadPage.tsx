import { useSearchParams } from 'react-router-dom';
import { currentChannel, isFeatureVisible } from '@shared/channels';
import { PageHeader } from '@shared/ui';
import { downloadAgent } from './contact';
import './service.css';

/**
 * 下载 (`download?agentId=`): the app's download for the agent given, else 2335037 (product-spec
 * §9); on the channels that hide download (the microblog and shopping apps, §6) a notice and no
 * entry.
 */
export default function DownloadPage() {
  const [query] = useSearchParams();
  const agentId = downloadAgent(query.get('agentId'));
  const visible = isFeatureVisible(currentChannel().channel, 'download');
  return (
    <div className="page svc-page" data-testid="download-page">
      <PageHeader title="下载" />
      {visible ? (
        <section className="svc-card">
          <h3>下载赛事日 App</h3>
          <p>比分直播、专家方案、数据资料，随时随地掌握。</p>
          <a
            className="svc-download"
            href={`/download/app?agentId=${agentId}`}
            data-testid="download-link"
          >
            立即下载
          </a>
        </section>
      ) : (
        <p className="svc-notice" data-testid="download-hidden">
          当前渠道暂不支持下载App，请继续使用网页版
        </p>
      )}
    </div>
  );
}
