// Pins 客服中心 (public/serviceCenter, user/customer-help?from=; product-spec §3 "Customer-service
// info", §9 clipboard): every FAQ section in the server's order, the one the fan came from first;
// the app's contact defaults until the const config answers, then the server's values field by field
// (an empty one keeps the default, a QR code only from https); 复制 tells whether it worked only once
// the copy has been checked, 50 ms later on the scheduler's clock, the async clipboard first and the
// selected-text fallback where there is none.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConstConfig, CustomerService, FaqSection } from '@contracts/service';
import { ApiError } from '@shared/http';
import { useOverlayStore } from '@shared/overlays';
import { ServiceCentrePage } from '@features/service/ServiceCentrePage';
import { DEFAULT_CUSTOMER_SERVICE } from '@features/service/contact';
import { installSchedulerKit, type SchedulerKit } from '../../../../kit/schedulerKit';

const api = vi.hoisted(() => ({ fetchConstConfig: vi.fn(), fetchFaq: vi.fn() }));
vi.mock('@features/service/api', () => api);

const section = (topic: FaqSection['topic'], title: string, q: string): FaqSection => ({
  topic,
  title,
  items: [{ q, a: `${q}的答案` }],
});
const SECTIONS: FaqSection[] = [
  section('account', '账号与登录', '忘记密码怎么办？'),
  section('pay', '充值与金币', '充值后金币没到账？'),
  section('plan', '方案与解读', '方案不中怎么退款？'),
  section('other', '其他问题', '如何联系客服？'),
];
const config = (service: Partial<CustomerService> = {}): ConstConfig => ({
  customerService: { tel: '', email: '', wxNumber: '', name: '', qrCode: '', ...service },
  downloadAgentId: 2335037,
});

let kit: SchedulerKit;
const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  kit = installSchedulerKit({ app: true });
  api.fetchConstConfig.mockReset().mockResolvedValue(config());
  api.fetchFaq.mockReset().mockResolvedValue(SECTIONS);
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText },
    configurable: true,
  });
  useOverlayStore.setState({ toast: null });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
  kit.restore();
});

async function show(address = '/public/serviceCenter', title = '客服中心') {
  render(
    <MemoryRouter initialEntries={[address]}>
      <ServiceCentrePage title={title} />
    </MemoryRouter>,
  );
  await act(() => kit.flush());
}

const sectionTitles = () =>
  screen.getAllByTestId(/^svc-faq-[a-z]+$/).map((s) => s.querySelector('h3')?.textContent);
const contact = () => screen.getByTestId('svc-contact');
const toast = () => useOverlayStore.getState().toast?.message;
const copyButtons = () => within(contact()).getAllByRole('button', { name: '复制' });

describe('the FAQ', () => {
  it('shows every section in the server’s order, with each question and answer', async () => {
    await show();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('客服中心');
    expect(sectionTitles()).toEqual(['账号与登录', '充值与金币', '方案与解读', '其他问题']);
    const pay = screen.getByTestId('svc-faq-pay');
    expect(within(pay).getByText('充值后金币没到账？').tagName).toBe('SUMMARY');
    expect(within(pay).getByText('充值后金币没到账？的答案')).toBeTruthy();
  });

  it('puts the section the fan came from first, the others in their order', async () => {
    await show('/user/customer-help?from=plan', '帮助中心');
    expect(sectionTitles()).toEqual(['方案与解读', '账号与登录', '充值与金币', '其他问题']);
  });

  it('keeps the server’s order for an unknown or missing section', async () => {
    await show('/user/customer-help?from=lottery', '帮助中心');
    expect(sectionTitles()).toEqual(['账号与登录', '充值与金币', '方案与解读', '其他问题']);
  });

  it('says when the questions could not be read, and reads them again', async () => {
    api.fetchFaq
      .mockReset()
      .mockRejectedValueOnce(new ApiError('network', { path: '/api/common/faq' }))
      .mockResolvedValueOnce(SECTIONS);
    await show();
    const error = screen.getByTestId('svc-faq-error');
    expect(error.textContent).toContain('网络连接失败');
    fireEvent.click(within(error).getByRole('button', { name: '重新加载' }));
    await act(() => kit.flush());
    expect(sectionTitles()).toHaveLength(4);
  });

  it('leads to 意见反馈 and 我的反馈', async () => {
    await show();
    expect(screen.getByRole('link', { name: '意见反馈' }).getAttribute('href')).toBe(
      '/plan/feedback',
    );
    expect(screen.getByRole('link', { name: '我的反馈' }).getAttribute('href')).toBe(
      '/user/feedback-list',
    );
  });
});

describe('the contact info', () => {
  it('shows the app’s defaults while the const config is on its way, and when it fails', async () => {
    let fail: (error: unknown) => void = () => undefined;
    api.fetchConstConfig
      .mockReset()
      .mockReturnValue(new Promise((_resolve, reject) => (fail = reject)));
    await show();
    expect(contact().querySelector('h3')?.textContent).toBe(DEFAULT_CUSTOMER_SERVICE.name);
    fail(new ApiError('network', { path: '/api/common/constConfig' }));
    await act(() => kit.flush());
    const card = contact();
    expect(card.querySelector('h3')?.textContent).toBe(DEFAULT_CUSTOMER_SERVICE.name);
    expect(within(card).getByRole('link').getAttribute('href')).toBe(
      `tel:${DEFAULT_CUSTOMER_SERVICE.tel}`,
    );
    expect(card.textContent).toContain(DEFAULT_CUSTOMER_SERVICE.email);
    expect(card.textContent).toContain(DEFAULT_CUSTOMER_SERVICE.wxNumber);
    expect(within(card).queryByRole('img')).toBeNull();
  });

  it('takes each field the server gives and keeps the default for an empty one', async () => {
    api.fetchConstConfig.mockResolvedValue(
      config({
        tel: '400-888-6666',
        wxNumber: ' matchday_vip ',
        email: '  ',
        qrCode: 'https://cdn.example/kefu.png',
      }),
    );
    await show();
    const card = contact();
    expect(card.querySelector('h3')?.textContent).toBe(DEFAULT_CUSTOMER_SERVICE.name);
    expect(within(card).getByRole('link').getAttribute('href')).toBe('tel:400-888-6666');
    expect(card.textContent).toContain('客服微信：matchday_vip');
    expect(card.textContent).toContain(`客服邮箱：${DEFAULT_CUSTOMER_SERVICE.email}`);
    expect(within(card).getByRole('img', { name: '客服二维码' }).getAttribute('src')).toBe(
      'https://cdn.example/kefu.png',
    );
  });

  it('shows no QR code from an address that is not https', async () => {
    api.fetchConstConfig.mockResolvedValue(config({ qrCode: 'http://cdn.example/kefu.png' }));
    await show();
    expect(within(contact()).queryByRole('img')).toBeNull();
  });
});

describe('copying', () => {
  it('copies the WeChat id and says so once the copy has been checked, 50 ms later', async () => {
    api.fetchConstConfig.mockResolvedValue(config({ wxNumber: 'matchday_vip' }));
    await show();
    fireEvent.click(screen.getByTestId('svc-copy-wx'));
    await act(() => kit.flush());
    expect(writeText).toHaveBeenCalledWith('matchday_vip');
    expect(toast()).toBeUndefined();
    await act(() => kit.advance(49));
    expect(toast()).toBeUndefined();
    await act(() => kit.advance(1));
    expect(toast()).toBe('微信号已复制');
  });

  it('copies the email the card shows', async () => {
    await show();
    fireEvent.click(copyButtons()[0]!);
    await act(() => kit.advance(50));
    expect(writeText).toHaveBeenCalledWith(DEFAULT_CUSTOMER_SERVICE.email);
    expect(toast()).toBe('邮箱已复制');
  });

  it('falls back to a selected text where the async clipboard refuses, and says when that works', async () => {
    writeText.mockRejectedValue(new Error('NotAllowedError'));
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await show();
    fireEvent.click(screen.getByTestId('svc-copy-wx'));
    await act(() => kit.advance(50));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(toast()).toBe('微信号已复制');
    // The helper text area is gone again.
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('asks the fan to copy by hand when no way of copying works', async () => {
    Reflect.deleteProperty(navigator, 'clipboard');
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    await show();
    fireEvent.click(screen.getByTestId('svc-copy-wx'));
    await act(() => kit.advance(50));
    expect(toast()).toBe('复制失败，请长按手动复制');
  });
});
