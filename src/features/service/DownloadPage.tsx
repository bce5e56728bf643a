import { useSearchParams } from 'react-router-dom';
import { DOWNLOAD_APP_PATH, DOWNLOAD_MISSING_QUERY } from '@contracts/download';
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
  // Back from /download/app: no package is offered for this phone (server/features/download).
  const missing = query.get(DOWNLOAD_MISSING_QUERY) === '1';
  return (
    <div className="page svc-page" data-testid="download-page">
      <PageHeader title="下载" />
      {visible ? (
        <section className="svc-card">
          {/* The page's first section under its h1 (PageHeader): an h2, drawn at the size it had. */}
          <h2 className="svc-card__title">下载赛事日 App</h2>
          <p>比分直播、专家方案、数据资料，随时随地掌握。</p>
          {missing && (
            <p className="svc-notice" role="status" data-testid="download-missing">
              暂未提供安装包，请稍后再试，或继续使用网页版
            </p>
          )}
          <a
            className="svc-download"
            href={`${DOWNLOAD_APP_PATH}?agentId=${agentId}`}
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
