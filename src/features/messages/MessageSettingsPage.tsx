import { useState } from 'react';
import type { MessageConfig } from '@contracts/messages';
import { showToast } from '@shared/overlays';
import { ErrorState, PageHeader, Skeleton, Switch } from '@shared/ui';
import { useResource } from '@shared/resource';
import { saveMessageConfig } from './api';
import { messageConfigResource } from './resources';
import { failureMessage, failureText, useLoginOnFailure } from './failures';
import './messages.css';

const ITEMS: ReadonlyArray<{ key: keyof MessageConfig; label: string; hint: string }> = [
  { key: 'matchStart', label: '关注的比赛开赛', hint: '你关注的比赛开始时通知你' },
  { key: 'matchEnd', label: '关注的比赛完场', hint: '完场时告诉你比分' },
  { key: 'activity', label: '活动消息', hint: '红包雨奖励、活动通知' },
  { key: 'community', label: '社区互动', hint: '有人赞了你、关注了你' },
  { key: 'letter', label: '私信与回复', hint: '有人回复了你' },
];

/** 消息设置 (`/message/setting`): which messages the fan wants (queryMsgConfig / modifyMsgConfig). */
export default function MessageSettingsPage() {
  const { data, error, loading, reload } = useResource(messageConfigResource);
  useLoginOnFailure(error);
  const [saving, setSaving] = useState<keyof MessageConfig | null>(null);
  const [local, setLocal] = useState<MessageConfig | null>(null);
  const config = local ?? data;
  const toggle = async (key: keyof MessageConfig) => {
    if (!config || saving) return;
    const next = { ...config, [key]: !config[key] };
    setLocal(next);
    setSaving(key);
    try {
      setLocal(await saveMessageConfig(next));
    } catch (failure) {
      // Put the switch back: the server did not take it.
      setLocal(config);
      await showToast(failureMessage(failure));
    } finally {
      setSaving(null);
    }
  };
  return (
    <div className="page msg-page">
      <PageHeader title="消息设置" />
      {!config && loading && <Skeleton rows={5} />}
      {!config && error !== undefined && (
        <ErrorState message={failureText(error)} onRetry={reload} />
      )}
      {config && (
        <ul className="msg-settings" data-testid="message-settings">
          {ITEMS.map((item) => (
            <li key={item.key} className="msg-settings__row">
              <span className="msg-settings__text">
                <span className="msg-settings__label">{item.label}</span>
                <span className="msg-settings__hint">{item.hint}</span>
              </span>
              <Switch
                on={config[item.key]}
                label={item.label}
                testId={`message-setting-${item.key}`}
                disabled={saving !== null}
                onToggle={() => void toggle(item.key)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
