import { showToast } from '@shared/overlays';
import { useResource } from '@shared/resource';
import { copyText } from './clipboard';
import { mergeCustomerService } from './contact';
import { constConfigResource } from './resources';

/** The customer-service info: the defaults until (and where) the server's const config says more. */
export function ContactCard() {
  const config = useResource(constConfigResource, undefined);
  const info = mergeCustomerService(config.data?.customerService);
  const copy = async (label: string, value: string) =>
    void showToast((await copyText(value)) ? `${label}已复制` : '复制失败，请长按手动复制');
  return (
    <section className="svc-card" data-testid="svc-contact">
      <h3>{info.name}</h3>
      <p>
        客服电话：<a href={`tel:${info.tel}`}>{info.tel}</a>
      </p>
      <p>
        客服邮箱：{info.email}
        <button type="button" onClick={() => void copy('邮箱', info.email)}>
          复制
        </button>
      </p>
      <p>
        客服微信：{info.wxNumber}
        <button
          type="button"
          data-testid="svc-copy-wx"
          onClick={() => void copy('微信号', info.wxNumber)}
        >
          复制
        </button>
      </p>
      {info.qrCode.startsWith('https://') && (
        <img className="svc-qr" src={info.qrCode} alt="客服二维码" />
      )}
    </section>
  );
}
